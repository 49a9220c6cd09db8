import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { EditBase, SaveButton, Toolbar, useNotify, useRefresh } from 'react-admin';
import { FOCI_VISIT_MESSAGES as M, VISIT_STATUS, VISIT_STATUS_MOVES, type VisitStatus } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DeleteDialog } from '../../../components/DeleteDialog';
import { InputsReadOnly } from '../../../components/inputs';
import { usePersonnelChoices } from '../../../lib/choices';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { EditForm } from '../../../lib/EditForm';
import { failureMessage } from '../../../lib/feedback';
import { useGranted } from '../../../lib/useGranted';
import { fociVisitBody, visitDays } from '../fociVisitForm';
import { FociVisitInputs } from '../FociVisitInputs';
import { fociVisitsApi, type FociVisit } from '../fociVisitsApi';

/** The button of each status move. */
const MOVE_LABEL: Record<VisitStatus, string> = {
  DRAFT: 'Return to Draft',
  SUBMITTED: 'Submit',
  APPROVED: 'Approve',
  DENIED: 'Deny',
  CANCELLED: 'Cancel Visit',
  COMPLETED: 'Mark Completed',
  EXPIRED: 'Mark Expired',
};
const MOVE_COLOR: Partial<Record<VisitStatus, 'success' | 'error' | 'warning'>> = {
  APPROVED: 'success',
  DENIED: 'error',
  CANCELLED: 'error',
};

export const isClosed = (s: VisitStatus) => VISIT_STATUS_MOVES[s].length === 0 || s === 'DENIED';

/** Status moves (the ones VISIT_STATUS_MOVES allows; approving names the approver) and delete of the visit. */
const VisitActions = ({ visit }: { visit: FociVisit }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const people = usePersonnelChoices();
  const canUpdate = useGranted('FOCI_VISITS', 'UPDATE');
  const canDelete = useGranted('FOCI_VISITS', 'DELETE');
  const [move, setMove] = useState<VisitStatus | null>(null);
  const [approver, setApprover] = useState(visit.approver ?? '');
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const when = visitDays(visit, formatDate);

  const doMove = async () => {
    if (!move) return;
    setBusy(true);
    try {
      const body = fociVisitBody({ ...visit, visitStatus: move, ...(move === 'APPROVED' ? { approver } : {}) });
      await fociVisitsApi.update(visit.id, body as Parameters<typeof fociVisitsApi.update>[1]);
      notify(M.updated(when), { type: 'success' });
      refresh();
      setMove(null);
    } catch (error) {
      notify(failureMessage(error, 'Failed To Update FOCI Visit'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const doDelete = async () => {
    setBusy(true);
    try {
      await fociVisitsApi.remove(visit.id);
      notify(M.deleted(when), { type: 'success' });
      navigate('/foci-visits');
    } catch (error) {
      notify(failureMessage(error, 'Failed To Delete FOCI Visit'), { type: 'error' });
    } finally {
      setBusy(false);
      setDeleting(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      {canUpdate &&
        VISIT_STATUS_MOVES[visit.visitStatus].map((to) => (
          <Button key={to} variant="outlined" size="small" color={MOVE_COLOR[to] ?? 'primary'} onClick={() => setMove(to)}>
            {MOVE_LABEL[to]}
          </Button>
        ))}
      {canDelete && (
        <Button variant="outlined" size="small" color="error" onClick={() => setDeleting(true)}>
          Delete FOCI Visit
        </Button>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
        {M.labels.statusDate}: {formatDateTime(visit.statusDate)}
        {visit.approverName ? ` · ${M.labels.approverId}: ${visit.approverName}` : ''}
      </Typography>
      <ConfirmDialog
        open={!!move && move !== 'APPROVED'}
        loading={busy}
        content={move ? `Move the FOCI visit of ${when} from ${VISIT_STATUS[visit.visitStatus]} to ${VISIT_STATUS[move]}?` : ''}
        onConfirm={doMove}
        onClose={() => setMove(null)}
      />
      <Dialog open={move === 'APPROVED'} onClose={() => setMove(null)} fullWidth maxWidth="xs">
        <DialogTitle>Approve FOCI Visit</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            sx={{ mt: 1 }}
            label={M.labels.approverId}
            value={approver}
            required
            onChange={(e) => setApprover(e.target.value)}
            helperText={approver ? undefined : M.approverRequired}
          >
            {(people.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMove(null)}>{MESSAGES.confirmCancel}</Button>
          <Button variant="contained" color="success" disabled={busy || !approver} onClick={doMove}>
            Approve
          </Button>
        </DialogActions>
      </Dialog>
      <DeleteDialog open={deleting} loading={busy} onConfirm={doDelete} onClose={() => setDeleting(false)} />
    </Stack>
  );
};

/** Tab visit-information: the visit's fields (read-only once closed) and its status moves. */
export const VisitInformationTab = ({ visit }: { visit: FociVisit }) => {
  const notify = useNotify();
  const canUpdate = useGranted('FOCI_VISITS', 'UPDATE');
  const readOnly = !canUpdate || isClosed(visit.visitStatus);
  return (
    <Box>
      <VisitActions visit={visit} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <EditBase
          resource="foci-visits"
          id={visit.id}
          mutationMode="pessimistic"
          redirect={false}
          transform={(values: Record<string, unknown>) => {
            const body = fociVisitBody(values);
            delete body.visitStatus;
            return body;
          }}
          mutationOptions={{
            onSuccess: (data: FociVisit) => notify(M.updated(visitDays(data, formatDate)), { type: 'success' }),
            onError: (error: unknown) => notify(failureMessage(error, 'Failed To Update FOCI Visit'), { type: 'error' }),
          }}
        >
          <InputsReadOnly readOnly={readOnly}>
            <EditForm
              toolbar={
                readOnly ? (
                  false
                ) : (
                  <Toolbar>
                    <SaveButton />
                  </Toolbar>
                )
              }
            >
              <FociVisitInputs />
            </EditForm>
          </InputsReadOnly>
        </EditBase>
      </Card>
    </Box>
  );
};
