import { Table, TableBody, TableCell, TableHead, TableRow, Typography, LinearProgress, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { REPORT_LABELS, REPORT_MESSAGES } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { isFinished, jobsApi } from './jobsApi';
import { DownloadRunButton, RunStatusChip, StalledNote } from './RunProgress';
import { runState } from './runState';
import { formatDateTime } from '../../lib/dates';

const when = (iso: string | null) => formatDateTime(iso);

/** The last 20 runs of a scheduled job, refreshed every 2 seconds while one is unfinished. */
export const RunHistory = ({ jobId }: { jobId: string }) => {
  const runs = useQuery({
    queryKey: ['scheduled-jobs', jobId, 'runs'],
    queryFn: () => jobsApi.runs(jobId),
    refetchInterval: (q) => ((q.state.data ?? []).some((r) => !isFinished(r.status)) ? 2000 : 15_000),
  });
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6">{REPORT_MESSAGES.runHistory}</Typography>
      {runs.isError && <Typography color="error">{MESSAGES.tableFetchError}</Typography>}
      {runs.data && runs.data.length === 0 && <Typography variant="body2">{REPORT_LABELS.noRuns}</Typography>}
      {runs.data && runs.data.length > 0 && (
        <Table size="small" aria-label="Run History">
          <TableHead>
            <TableRow>
              <TableCell>{REPORT_LABELS.started}</TableCell>
              <TableCell>{REPORT_LABELS.status}</TableCell>
              <TableCell sx={{ width: 200 }}>{REPORT_LABELS.progress}</TableCell>
              <TableCell>{REPORT_LABELS.rows}</TableCell>
              <TableCell>{REPORT_LABELS.finished}</TableCell>
              <TableCell>{REPORT_LABELS.error}</TableCell>
              <TableCell align="right">{REPORT_LABELS.file}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.data.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{when(r.startedAt ?? r.queuedAt)}</TableCell>
                <TableCell>
                  <RunStatusChip run={r} />
                </TableCell>
                <TableCell>
                  {runState(r).stalled ? (
                    <StalledNote compact />
                  ) : (
                    <LinearProgress variant="determinate" value={r.progress} aria-label={REPORT_LABELS.progress} />
                  )}
                </TableCell>
                <TableCell>{r.rowsWritten?.toLocaleString() ?? ''}</TableCell>
                <TableCell>{when(r.finishedAt)}</TableCell>
                <TableCell>{r.error ?? ''}</TableCell>
                <TableCell align="right">
                  <DownloadRunButton run={r} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
