import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobHandler, type JobRunner } from '../../core/queue/job-handler';
import type { JobPayload } from '../../core/queue/queues';

/** Maintenance round trip: proves a job travels API → Redis → worker → result. */
@Injectable()
@JobHandler('maintenance.ping')
export class PingJob implements JobRunner<JobPayload & { message: string }, { pong: string; at: string }> {
  async run(job: Job<JobPayload & { message: string }>) {
    return { pong: job.data.message, at: new Date().toISOString() };
  }
}
