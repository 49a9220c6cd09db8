import { SetMetadata } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobPayload } from './queues';

export const JOB_HANDLER_KEY = 'clearline:job-handler';

/** Marks a provider as the handler of one job type. */
export const JobHandler = (type: string): ClassDecorator => SetMetadata(JOB_HANDLER_KEY, type);

/**
 * A provider with this method is called once after the workers have started (e.g. to reconcile the
 * scheduled jobs in PostgreSQL with the BullMQ job schedulers). A failure stops the start.
 */
export interface OnWorkerStart {
  onWorkerStart(): Promise<void>;
}

export interface JobRunner<P extends JobPayload = JobPayload, R = unknown> {
  run(job: Job<P>): Promise<R>;
}
