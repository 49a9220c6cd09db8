import { Box, Chip, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FINISHED_RUN_STATUSES, JOB_RUN_STATUS_COLOR } from '@clearline/shared';
import { FACILITY_BULK_MESSAGES as M, FACILITY_BULK_OUTCOME, type FacilityBulkOutcome } from '@clearline/shared/facility-bulk';
import { api, dataOf, type Schema } from '../../../api/client';

export type BulkRun = Schema<'BulkActionRunDto'>;

const OUTCOME_COLOR: Record<FacilityBulkOutcome, 'success' | 'default' | 'error'> = {
  SENT: 'success',
  ATTACHED: 'success',
  SKIPPED: 'default',
  FAILED: 'error',
};

export const isRunFinished = (run: Pick<BulkRun, 'status'> | undefined) => !!run && FINISHED_RUN_STATUSES.includes(run.status);

/** The run as the server has it now, polled every second until it has finished. */
export function useBulkRun(initial: BulkRun) {
  return useQuery({
    queryKey: ['facilities', 'bulk-action', initial.id],
    queryFn: async () =>
      dataOf(await api.GET('/api/v1/facilities/bulk-action/runs/{runId}', { params: { path: { runId: initial.id } } })) as BulkRun,
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (isRunFinished(q.state.data) ? false : 1000),
  }).data;
}

/**
 * A bulk action run: its status and a progress bar ("3 of 12 done") while it runs, then the counts and
 * one row per person (or facility) with what happened to them.
 */
/** `titled`: show the run's title (off where the surrounding dialog names the action already). */
export const BulkActionsProgress = ({ run, titled = true }: { run: BulkRun; titled?: boolean }) => {
  const finished = isRunFinished(run);
  const c = run.counts;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="bulk-progress">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {titled && <Typography variant="subtitle1">{run.title}</Typography>}
        <Chip size="small" variant="outlined" label={run.status} color={JOB_RUN_STATUS_COLOR[run.status]} />
      </Box>
      {run.fileName && (
        <Typography variant="body2" color="text.secondary">
          {M.labels.file}: {run.fileName}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          sx={{ flex: 1 }}
          variant={run.status === 'QUEUED' ? 'indeterminate' : 'determinate'}
          value={run.progress}
          aria-label="Progress"
        />
        <Typography variant="body2">{M.progress(run.processed, run.total)}</Typography>
      </Box>
      {!finished && <Typography variant="body2">{M.running}</Typography>}
      {run.error && (
        <Typography variant="body2" color="error">
          {M.failed}: {run.error}
        </Typography>
      )}
      {finished && run.status === 'SUCCEEDED' && (
        <>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="bulk-counts">
            {c.sent > 0 && <Chip color="success" label={`${FACILITY_BULK_OUTCOME.SENT}: ${c.sent}`} />}
            {(c.attached > 0 || c.sent === 0) && <Chip color="success" label={`${FACILITY_BULK_OUTCOME.ATTACHED}: ${c.attached}`} />}
            <Chip label={`${FACILITY_BULK_OUTCOME.SKIPPED}: ${c.skipped}`} />
            {c.failed > 0 && <Chip color="error" label={`${FACILITY_BULK_OUTCOME.FAILED}: ${c.failed}`} />}
          </Box>
          <Table size="small" aria-label={M.finished}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Result</TableCell>
                <TableCell>Detail</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {run.items.map((i) => (
                <TableRow key={i.id}>
                  <TableCell>{i.name}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={OUTCOME_COLOR[i.outcome]} label={FACILITY_BULK_OUTCOME[i.outcome]} />
                  </TableCell>
                  <TableCell>{i.detail}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
};
