import { SetMetadata } from '@nestjs/common';
import type { Job } from 'bullmq';
import { declareJobType, type JobName, type JobPayload, type JobPayloads, type QueueName } from './queues';

export const JOB_HANDLER_KEY = 'clearline:job-handler';

/**
 * Marks a provider as the handler of one job type and declares the queue the type runs on; the provider must run
 * that type's payload (merged into `JobPayloads` beside the handler, see queues.ts).
 */
export const JobHandler =
  <N extends JobName>(type: N, queue: QueueName) =>
  (target: abstract new (...args: never[]) => JobRunner<JobPayloads[N]>): void => {
    declareJobType(type, queue);
    SetMetadata(JOB_HANDLER_KEY, type)(target);
  };

/**
 * A provider with this method is called once after the workers have started (e.g. to reconcile the
 * scheduled jobs in PostgreSQL with the BullMQ job schedulers). A failure stops the start.
 */
export interface OnWorkerStart {
  onWorkerStart(): Promise<void>;
}

/** The reason BullMQ gives a job that stalled more often than the worker allows (maxStalledCount). */
export const STALLED_REASON = 'job stalled more than allowable limit';

/**
 * A provider with this method is told when the queue has given a job up for good: no attempts left,
 * an UnrecoverableError, or a failure BullMQ decided outside the handler (a job that stalled too many
 * times is failed by the next worker that takes it, without calling the handler). What it throws is
 * logged, never rethrown.
 */
export interface OnJobFailed {
  onJobFailed(job: Job<JobPayload>, error: Error): Promise<void>;
}

export interface JobRunner<P extends JobPayload = JobPayload, R = unknown> {
  run(job: Job<P>): Promise<R>;
}
