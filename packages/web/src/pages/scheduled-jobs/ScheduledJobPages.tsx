import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, Title, useCanAccess, useNotify } from 'react-admin';
import { REPORT_LABELS, REPORT_MESSAGES, type ScheduledJobScope } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { DeleteDialog } from '../../components/DeleteDialog';
import { failureMessage } from '../../lib/feedback';
import { jobsApi } from './jobsApi';
import { RunHistory } from './RunHistory';
import { formValuesOf, jobBody, NEW_JOB, ScheduledJobInputs, type JobFormValues } from './ScheduledJobForm';
import { SCOPE_RESOURCE } from './ScheduledJobList';
import { formatDateTime } from '../../lib/dates';

interface PageProps {
  scope: ScheduledJobScope;
  basePath: string;
}

const useReportTypes = () => useQuery({ queryKey: ['reports', 'types'], queryFn: jobsApi.reportTypes, staleTime: 60_000 });

/** …/add-job (CREATE on the scope's module). */
export const ScheduledJobCreatePage = ({ scope, basePath }: PageProps) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const types = useReportTypes();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await jobsApi.create(scope, jobBody(values as unknown as JobFormValues, types.data ?? []));
      notify(REPORT_MESSAGES.jobSaved, { type: 'success' });
      await client.invalidateQueries({ queryKey: [SCOPE_RESOURCE[scope]] });
      navigate(basePath);
    } catch (error) {
      notify(failureMessage(error, REPORT_MESSAGES.jobSaveFailed), { type: 'error' });
    }
  };
  return (
    <Card>
      <Title title={REPORT_LABELS.addJob} />
      <CardContent>
        {types.isError && <Typography color="error">{MESSAGES.fetchError}</Typography>}
        {types.data && (
          <Form onSubmit={submit} record={{ ...NEW_JOB, kind: scope === 'SYSTEM' ? 'TASK' : 'REPORT' }}>
            <ScheduledJobInputs scope={scope} types={types.data} />
            <SaveButton label={REPORT_LABELS.save} />
          </Form>
        )}
      </CardContent>
    </Card>
  );
};

/** …/{id}/details (UPDATE on the scope's module): edit, delete, run history. */
export const ScheduledJobDetailsPage = ({ scope, basePath }: PageProps) => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const types = useReportTypes();
  const job = useQuery({ queryKey: ['scheduled-jobs', id], queryFn: () => jobsApi.job(id) });
  // one record per answer: the form resets when the job changed (after a save), not on every render or refetch
  const record = useMemo(() => (job.data ? formValuesOf(job.data) : undefined), [job.data]);
  const { canAccess: canDelete } = useCanAccess({ resource: SCOPE_RESOURCE[scope], action: 'delete' });
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await jobsApi.update(scope, id, jobBody(values as unknown as JobFormValues, types.data ?? []));
      notify(REPORT_MESSAGES.jobSaved, { type: 'success' });
      await client.invalidateQueries({ queryKey: ['scheduled-jobs', id] });
    } catch (error) {
      notify(failureMessage(error, REPORT_MESSAGES.jobSaveFailed), { type: 'error' });
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await jobsApi.remove(id);
      notify(REPORT_MESSAGES.jobDeleted, { type: 'success' });
      navigate(basePath);
    } catch (error) {
      notify(failureMessage(error, REPORT_MESSAGES.jobDeleteFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setDeleting(false);
    }
  };
  return (
    <Card>
      <Title title={job.data ? `${REPORT_LABELS.jobDetails}: ${job.data.name}` : REPORT_LABELS.jobDetails} />
      <CardContent>
        {(job.isError || types.isError) && <Typography color="error">{MESSAGES.fetchError}</Typography>}
        {job.data && types.data && (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {REPORT_LABELS.nextRun}: {formatDateTime(job.data.nextRunAt) || '—'} · {REPORT_LABELS.schedule}: <code>{job.data.cron}</code>
            </Typography>
            <Form onSubmit={submit} record={record}>
              <ScheduledJobInputs scope={scope} types={types.data} />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <SaveButton label={REPORT_LABELS.save} />
                {canDelete && (
                  <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
                    {REPORT_LABELS.delete}
                  </Button>
                )}
              </Box>
            </Form>
            <RunHistory jobId={id} />
          </>
        )}
        <DeleteDialog open={deleting} loading={busy} onConfirm={remove} onClose={() => setDeleting(false)} />
      </CardContent>
    </Card>
  );
};
