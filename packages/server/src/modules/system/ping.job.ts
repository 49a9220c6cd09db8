import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobHandler, type JobRunner } from '../../core/queue/job-handler';
import type { JobPayload } from '../../core/queue/queues';

declare module '../../core/queue/queues' {
  interface JobPayloads {
    /** a round trip through Redis and the worker (the system check) */
    'maintenance.ping': JobPayload;
  }
}

/** Maintenance round trip: proves a job travels API → Redis → worker → result. */
@Injectable()
@JobHandler('maintenance.ping', 'maintenance')
export class PingJob implements JobRunner<JobPayload & { message: string }, { pong: string; at: string }> {
  async run(job: Job<JobPayload & { message: string }>) {
    return { pong: job.data.message, at: new Date().toISOString() };
  }
}
