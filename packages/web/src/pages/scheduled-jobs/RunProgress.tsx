import { useState } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import { JOB_RUN_MESSAGES, REPORT_LABELS, REPORT_MESSAGES } from '@clearline/shared';
import { downloadRun, type JobRun } from './jobsApi';
import { runState, type RunStateSource } from './runState';

/** The run's status; STALLED (warning) while its worker has stopped and no worker has taken it over. */
export const RunStatusChip = ({ run }: { run: RunStateSource }) => {
  const state = runState(run);
  return <Chip size="small" variant={state.stalled ? 'filled' : 'outlined'} label={state.label} color={state.color} />;
};

/** What a stalled run shows instead of its progress. */
export const StalledNote = ({ compact = false }: { compact?: boolean }) =>
  compact ? (
    <Typography variant="caption" color="warning.main" data-testid="run-stalled">
      {JOB_RUN_MESSAGES.stalledNote}
    </Typography>
  ) : (
    <Alert severity="warning" data-testid="run-stalled">
      {JOB_RUN_MESSAGES.stalledNote}
    </Alert>
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

/**
 * A run's state: status, a progress bar while it runs (the stalled note instead while its worker has stopped),
 * rows, the attempts when there were several, the error of a failed run, the download.
 */
export const RunProgress = ({ run }: { run: JobRun }) => {
  const state = runState(run);
  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 600 }} data-testid="run-progress">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1">{run.title}</Typography>
        <RunStatusChip run={run} />
      </Box>
      {run.status === 'QUEUED' && <LinearProgress aria-label={REPORT_LABELS.progress} />}
      {run.status === 'QUEUED' && <Typography variant="body2">{REPORT_LABELS.queued}</Typography>}
      {state.stalled && <StalledNote />}
      {state.showProgress && (
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
      {run.attempts > 1 && <Typography variant="body2">{JOB_RUN_MESSAGES.attempts(run.attempts)}</Typography>}
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
