import { describe, expect, it } from 'vitest';
import { JOB_RUN_MESSAGES } from '@clearline/shared';
import { runState } from './runState';

describe('the state a run is shown in', () => {
  it('shows a stalled run as STALLED, without its progress', () => {
    expect(runState({ status: 'RUNNING', stalled: true })).toEqual({
      label: JOB_RUN_MESSAGES.stalled,
      color: 'warning',
      stalled: true,
      showProgress: false,
    });
    expect(JOB_RUN_MESSAGES.stalledNote).toMatch(/^Stalled — waiting to be resumed/);
  });

  it('shows a running run with its progress, also when its stalled state is not known', () => {
    expect(runState({ status: 'RUNNING', stalled: false })).toEqual({
      label: 'RUNNING',
      color: 'info',
      stalled: false,
      showProgress: true,
    });
    expect(runState({ status: 'RUNNING' })).toEqual({ label: 'RUNNING', color: 'info', stalled: false, showProgress: true });
  });

  it('shows the other states as recorded: only running, retrying and finished runs have a progress bar', () => {
    expect(runState({ status: 'QUEUED' })).toMatchObject({ label: 'QUEUED', stalled: false, showProgress: false });
    expect(runState({ status: 'RETRYING' })).toMatchObject({ label: 'RETRYING', color: 'warning', showProgress: true });
    expect(runState({ status: 'SUCCEEDED', stalled: true })).toMatchObject({ label: 'SUCCEEDED', color: 'success', stalled: false });
    expect(runState({ status: 'FAILED' })).toMatchObject({ label: 'FAILED', color: 'error', showProgress: false });
  });
});
