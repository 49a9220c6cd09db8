import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { MaintenanceTask } from '@clearline/shared';
import type { JobSchedulerTemplateOptions } from 'bullmq';
import { TenantDb } from '../../core/database/tenant-db';
import type { OnWorkerStart } from '../../core/queue/job-handler';
import { jobRetryOptions, QueueService } from '../../core/queue/queue.service';
import { type JobName, type QueueName, queueOf, type RunPayload } from '../../core/queue/queues';
import { scheduledJobIdOf, schedulerIdOf, ScheduledJob } from '../jobs';
import { cronOf } from './schedule';

/** The job type each maintenance task runs as. */
export const TASK_JOB_TYPES: Readonly<Record<MaintenanceTask, JobName>> = {
  REMINDERS: 'reminders.daily',
  PURGE_JOB_ARCHIVES: 'maintenance.purge-job-archives',
};

export const REPORT_JOB_TYPE: JobName = 'reports.generate';

export function jobTypeOf(job: Pick<ScheduledJob, 'reportType' | 'task'>): JobName {
  return job.reportType ? REPORT_JOB_TYPE : TASK_JOB_TYPES[job.task as MaintenanceTask];
}

/** Queues that can hold job schedulers of scheduled jobs (read when used: each job type's handler declares its queue). */
const schedulerQueues = (): QueueName[] => [...new Set([REPORT_JOB_TYPE, ...Object.values(TASK_JOB_TYPES)].map(queueOf))];

interface Desired {
  queue: QueueName;
  name: string;
  pattern: string;
  tz: string;
  data: RunPayload;
}

function desiredOf(job: ScheduledJob): Desired {
  const name = jobTypeOf(job);
  return {
    queue: queueOf(name),
    name,
    pattern: cronOf(job),
    tz: job.timeZone,
    data: {
      tenantId: job.tenantId ?? null,
      actorId: job.ownerId ?? null,
      actorTenantId: job.ownerTenantId ?? null,
      scheduledJobId: job.id,
    },
  };
}

const RECONCILE_EVERY_MS = 10 * 60 * 1000;

/**
 * Mirrors scheduled jobs (PostgreSQL, the source of truth) into BullMQ job schedulers: one scheduler
 * `sj-<id>` per enabled job, on the queue of its job type, with the job's cron pattern and time zone.
 * A save or delete syncs at once (no restart); every worker start, and every ten minutes after, a
 * reconciliation adds what is missing, corrects what differs and removes schedulers without a job.
 */
@Injectable()
export class SchedulerMirror implements OnWorkerStart, OnApplicationShutdown {
  private readonly logger = new Logger('ScheduledJobs');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly queues: QueueService,
    private readonly db: TenantDb,
  ) {}

  /** Creates, updates or removes the job's scheduler so that it matches the job. */
  async sync(job: ScheduledJob): Promise<void> {
    const id = schedulerIdOf(job.id);
    const want = job.enabled ? desiredOf(job) : undefined;
    for (const q of schedulerQueues()) if (q !== want?.queue) await this.queues.queue(q).removeJobScheduler(id);
    if (want) await this.upsert(id, want);
  }

  async remove(scheduledJobId: string): Promise<void> {
    for (const q of schedulerQueues()) await this.queues.queue(q).removeJobScheduler(schedulerIdOf(scheduledJobId));
  }

  /** When the job's scheduler will next fire (BullMQ's own view), or undefined. */
  async nextFire(scheduledJobId: string): Promise<number | undefined> {
    for (const q of schedulerQueues()) {
      const s = await this.queues.queue(q).getJobScheduler(schedulerIdOf(scheduledJobId));
      if (s?.next) return s.next;
    }
    return undefined;
  }

  private async upsert(id: string, d: Desired): Promise<void> {
    await this.queues
      .queue(d.queue)
      .upsertJobScheduler(
        id,
        { pattern: d.pattern, tz: d.tz },
        { name: d.name, data: d.data, opts: jobRetryOptions() satisfies JobSchedulerTemplateOptions },
      );
  }

  /** Makes the schedulers of every queue match the enabled jobs of every tenant and the system. */
  async reconcile(): Promise<{ upserted: number; removed: number }> {
    const jobs = await this.db.inTenant(undefined, () =>
      this.db.asSystem('reconcile scheduled jobs with the queue', (em) => em.getRepository(ScheduledJob).find()),
    );
    const desired = new Map<string, Desired>();
    for (const job of jobs) if (job.enabled) desired.set(schedulerIdOf(job.id), desiredOf(job));
    let upserted = 0;
    let removed = 0;
    const present = new Set<string>();
    for (const q of schedulerQueues()) {
      const queue = this.queues.queue(q);
      for (const s of await queue.getJobSchedulers(0, -1)) {
        if (!scheduledJobIdOf(s.key)) continue;
        const want = desired.get(s.key);
        if (!want || want.queue !== q) {
          await queue.removeJobScheduler(s.key);
          removed += 1;
          continue;
        }
        present.add(s.key);
        const same =
          s.name === want.name &&
          s.pattern === want.pattern &&
          (s.tz ?? undefined) === want.tz &&
          JSON.stringify(s.template?.data ?? {}) === JSON.stringify(want.data);
        if (!same) {
          await this.upsert(s.key, want);
          upserted += 1;
        }
      }
    }
    for (const [id, want] of desired) {
      if (present.has(id)) continue;
      await this.upsert(id, want);
      upserted += 1;
    }
    if (upserted || removed) this.logger.log(`Scheduled jobs reconciled: ${upserted} scheduler(s) set, ${removed} removed`);
    return { upserted, removed };
  }

  async onWorkerStart(): Promise<void> {
    await this.reconcile();
    this.timer ??= setInterval(() => {
      this.reconcile().catch((e: Error) => this.logger.warn(`Reconciliation failed: ${e.message}`));
    }, RECONCILE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
