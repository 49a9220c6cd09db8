import { useState } from 'react';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { DataTable, useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FACILITY_DETAIL_MESSAGES as M, labelOf, WORKFLOW_RETRY_STATUS, WORKFLOW_RETRY_TYPE } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { DateCol } from '../../../../lib/DateCol';
import { failureMessage } from '../../../../lib/feedback';
import { useGranted } from '../../../../lib/useGranted';
import { DetailTable } from './DetailTable';
import { facilityDetailApi, type WorkflowRetry } from './facilityDetailApi';

const STATUS_COLOR = { FAILED: 'error', RETRIED: 'info', RESOLVED: 'success' } as const;

/**
 * Workflow Retries tab: automated steps for the facility that failed (a reminder e-mail to one of its people). Retry
 * queues the e-mail again; Resolve closes the row without another attempt, with an optional note.
 */
export const WorkflowRetriesTab = ({ facilityId }: { facilityId: string }) => {
  const key = ['facilities', facilityId, 'workflow-retries'];
  const q = useQuery({ queryKey: key, queryFn: () => facilityDetailApi.workflowRetries(facilityId) });
  const queryClient = useQueryClient();
  const notify = useNotify();
  const canUpdate = useGranted('FACILITIES', 'UPDATE');
  const [retrying, setRetrying] = useState<WorkflowRetry | null>(null);
  const [resolving, setResolving] = useState<WorkflowRetry | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      await work();
      notify(success, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      notify(failureMessage(error, failure), { type: 'error' });
    } finally {
      setBusy(false);
      setRetrying(null);
      setResolving(null);
      setNote('');
    }
  };

  const Col = DataTable.Col<WorkflowRetry>;
  return (
    <>
      <DetailTable title="Workflow Retries" rows={q.data} isPending={q.isPending} error={q.error} empty={M.noRetries}>
        <Col source="workflowType" label="Workflow" render={(r) => labelOf(WORKFLOW_RETRY_TYPE, r.workflowType)} />
        <Col source="subject" label="Subject" />
        <Col source="personnelName" label="Person" />
        <Col source="attempts" label="Attempts" align="right" />
        <Col
          source="lastError"
          label="Last Error"
          disableSort
          render={(r) => (
            <Typography variant="body2" sx={{ maxWidth: 280 }}>
              {r.lastError}
            </Typography>
          )}
        />
        <DateCol source="lastAttemptAt" label="Last Attempt" time />
        <Col
          source="status"
          label="Status"
          render={(r) => (
            <Chip size="small" variant="outlined" color={STATUS_COLOR[r.status]} label={labelOf(WORKFLOW_RETRY_STATUS, r.status)} />
          )}
        />
        {canUpdate && (
          <Col
            label="Actions"
            disableSort
            align="right"
            render={(r) =>
              r.status !== 'RESOLVED' ? (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button size="small" onClick={() => setRetrying(r)}>
                    Retry
                  </Button>
                  <Button size="small" color="success" onClick={() => setResolving(r)}>
                    Resolve
                  </Button>
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {r.resolutionNote ?? ''}
                </Typography>
              )
            }
          />
        )}
      </DetailTable>
      <ConfirmDialog
        open={retrying !== null}
        loading={busy}
        title="Retry Workflow"
        content={retrying ? `Queue "${retrying.subject}" again?` : ''}
        onConfirm={() =>
          retrying && run(() => facilityDetailApi.retry(facilityId, retrying.id), M.retried(retrying.subject), M.retryFailed)
        }
        onClose={() => setRetrying(null)}
      />
      <Dialog open={resolving !== null} onClose={() => setResolving(null)} fullWidth maxWidth="sm">
        <DialogTitle>Resolve Workflow</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {resolving?.subject}
          </Typography>
          <TextField
            label={M.labels.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            helperText={`${note.length}/500`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResolving(null)}>{MESSAGES.confirmCancel}</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              resolving &&
              run(() => facilityDetailApi.resolve(facilityId, resolving.id, note), M.resolved(resolving.subject), M.resolveFailed)
            }
          >
            Resolve
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
