import { Injectable } from '@nestjs/common';
import { MAINTENANCE_TASKS } from '@clearline/shared';
import type { Job } from 'bullmq';
import { JobHandler, type JobRunner } from '../../core/queue/job-handler';
import type { RunPayload } from '../../core/queue/queues';
import { RunExecutor } from '../jobs';
import { RemindersService } from './reminders.service';

declare module '../../core/queue/queues' {
  interface JobPayloads {
    'reminders.daily': RunPayload;
  }
}

/** Maintenance task REMINDERS (the daily system job): reminders, open actions and digests for every tenant. */
@Injectable()
@JobHandler('reminders.daily', 'reminders')
export class RemindersJob implements JobRunner<RunPayload> {
  constructor(
    private readonly runs: RunExecutor,
    private readonly reminders: RemindersService,
  ) {}

  async run(job: Job<RunPayload>) {
    if ((await this.runs.scheduledJobOf(job)) === null) return { skipped: true };
    return this.runs.execute(job, { kind: 'TASK', task: 'REMINDERS', title: MAINTENANCE_TASKS.REMINDERS }, async (ctx) => {
      const tenants = await this.reminders.tenants();
      const totals = { tenants: tenants.length, reminders: 0, openActions: 0, mails: 0 };
      for (const [i, tenant] of tenants.entries()) {
        const r = await this.reminders.remindTenant(tenant);
        totals.reminders += r.reminders;
        totals.openActions += r.openActions;
        totals.mails += r.mails;
        ctx.progress(((i + 1) * 100) / tenants.length);
      }
      return { result: totals };
    });
  }
}
