import { useState } from 'react';
import { Box, Button, Chip, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { JOB_RUN_STATUS_COLOR, REPORT_LABELS, REPORT_MESSAGES } from '@clearline/shared';
import { downloadRun, type JobRun } from './jobsApi';

export const RunStatusChip = ({ run }: { run: Pick<JobRun, 'status'> }) => (
  <Chip size="small" variant="outlined" label={run.status} color={JOB_RUN_STATUS_COLOR[run.status]} />
);

/** Downloads a finished run's file with the spec's toasts. */
export const DownloadRunButton = ({ run, variant = 'text' }: { run: JobRun; variant?: 'text' | 'contained' }) => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!run.hasFile) return null;
  return (
    <Button
      size="small"
      variant={variant}
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={async (e) => {
        e.stopPropagation();
        setBusy(true);
        const r = await downloadRun(run.id);
        setBusy(false);
        notify(r.message, { type: r.ok ? 'success' : 'error' });
      }}
    >
      {REPORT_MESSAGES.download}
    </Button>
  );
};

/** A run's state: status, a progress bar while it runs, rows, the error of a failed run, the download. */
export const RunProgress = ({ run }: { run: JobRun }) => {
  const running = run.status === 'RUNNING' || run.status === 'RETRYING';
  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 600 }} data-testid="run-progress">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1">{run.title}</Typography>
        <RunStatusChip run={run} />
      </Box>
      {run.status === 'QUEUED' && <LinearProgress aria-label={REPORT_LABELS.progress} />}
      {run.status === 'QUEUED' && <Typography variant="body2">{REPORT_LABELS.queued}</Typography>}
      {(running || run.status === 'SUCCEEDED') && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress sx={{ flex: 1 }} variant="determinate" value={run.progress} aria-label={REPORT_LABELS.progress} />
          <Typography variant="body2">{run.progress}%</Typography>
        </Box>
      )}
      {run.rowsWritten !== null && (
        <Typography variant="body2">
          {REPORT_LABELS.rows}: {run.rowsWritten.toLocaleString()}
        </Typography>
      )}
      {run.error && (
        <Typography variant="body2" color="error">
          {REPORT_LABELS.error}: {run.error}
        </Typography>
      )}
      {run.status === 'SUCCEEDED' && (
        <Box>
          <DownloadRunButton run={run} variant="contained" />
        </Box>
      )}
    </Box>
  );
};
