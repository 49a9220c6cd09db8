import { STALLED_REASON } from './job-handler';
import { failedForGood } from './worker.service';

const job = (attemptsMade: number, attempts: number | undefined, finishedOn?: number) => ({ attemptsMade, opts: { attempts }, finishedOn });
const error = (message: string, name = 'Error') => Object.assign(new Error(message), { name });

describe('failedForGood', () => {
  it('is false while attempts are left and BullMQ schedules a retry', () => {
    expect(failedForGood(job(1, 5), error('Storage is unavailable'))).toBe(false);
    expect(failedForGood(job(4, 5), error('Storage is unavailable'))).toBe(false);
  });

  it('is true after the last attempt, for a job without retries, and when BullMQ recorded the job as finished', () => {
    expect(failedForGood(job(5, 5), error('Storage is unavailable'))).toBe(true);
    expect(failedForGood(job(1, undefined), error('Storage is unavailable'))).toBe(true);
    expect(failedForGood(job(2, 5, Date.now()), error('Storage is unavailable'))).toBe(true);
  });

  it('is true for an unrecoverable error and for a job that stalled too often, whatever attempts are left', () => {
    expect(failedForGood(job(1, 5), error('no permission', 'UnrecoverableError'))).toBe(true);
    expect(failedForGood(job(1, 5), error(STALLED_REASON, 'UnrecoverableError'))).toBe(true);
    expect(failedForGood(job(0, 5), error(STALLED_REASON))).toBe(true);
  });
});
