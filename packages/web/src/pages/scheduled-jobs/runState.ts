import { JOB_RUN_MESSAGES, JOB_RUN_STATUS_COLOR, type JobRunStatus } from '@clearline/shared';

/** What the pages read of a run to show its state: `stalled` as GET /jobs/{id} answers it (absent: not known). */
export interface RunStateSource {
  status: JobRunStatus;
  stalled?: boolean;
}

export interface RunState {
  /** the status chip's text */
  label: string;
  color: (typeof JOB_RUN_STATUS_COLOR)[JobRunStatus];
  /** the worker running it stopped and no worker has taken it over: JOB_RUN_MESSAGES.stalledNote, not its progress */
  stalled: boolean;
  /** a progress bar with the percentage (a running, retrying or finished run) */
  showProgress: boolean;
}

/**
 * How a run's state is shown. A stalled run reads STALLED with the note that it waits to be resumed, never
 * "RUNNING" with the progress its stopped attempt had reached.
 */
export function runState(run: RunStateSource): RunState {
  if (run.status === 'RUNNING' && run.stalled === true) {
    return { label: JOB_RUN_MESSAGES.stalled, color: 'warning', stalled: true, showProgress: false };
  }
  return {
    label: run.status,
    color: JOB_RUN_STATUS_COLOR[run.status],
    stalled: false,
    showProgress: run.status === 'RUNNING' || run.status === 'RETRYING' || run.status === 'SUCCEEDED',
  };
}
