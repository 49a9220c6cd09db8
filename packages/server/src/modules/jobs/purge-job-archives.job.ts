import { Injectable, Logger } from '@nestjs/common';
import { MAINTENANCE_TASKS } from '@clearline/shared';
import type { Job } from 'bullmq';
import { config } from '../../core/config/config';
import { JobHandler, type JobRunner } from '../../core/queue/job-handler';
import { QueueService } from '../../core/queue/queue.service';
import type { QueueName, RunPayload } from '../../core/queue/queues';
import { RunExecutor } from './run-executor';
import { RunFiles } from './run-files';

const BATCH = 500;
/** A run still unfinished after this long without a change is checked against its queue job. */
const STUCK_AFTER_MS = 6 * 3600 * 1000;

declare module '../../core/queue/queues' {
  interface JobPayloads {
    'maintenance.purge-job-archives': RunPayload;
  }
}

/**
 * Maintenance task PURGE_JOB_ARCHIVES (a system job): deletes report files older than
 * REPORT_RETENTION_DAYS (the run stays in the history with its file name; downloads answer 410), marks as FAILED the runs
 * whose queue job no longer exists or has failed for good (e.g. stalled too often), and removes
 * spool files a killed worker left behind.
 */
@Injectable()
@JobHandler('maintenance.purge-job-archives', 'maintenance')
export class PurgeJobArchivesJob implements JobRunner<RunPayload> {
  private readonly logger = new Logger('PurgeJobArchives');

  constructor(
    private readonly runs: RunExecutor,
    private readonly files: RunFiles,
    private readonly queues: QueueService,
  ) {}

  async run(job: Job<RunPayload>) {
    if ((await this.runs.scheduledJobOf(job)) === null) return { skipped: true };
    return this.runs.execute(
      job,
      { kind: 'TASK', task: 'PURGE_JOB_ARCHIVES', title: MAINTENANCE_TASKS.PURGE_JOB_ARCHIVES },
      async (ctx) => {
        const purged = await this.purgeFiles();
        ctx.progress(60);
        const abandoned = await this.failAbandonedRuns();
        ctx.progress(90);
        const spool = await this.files.sweepSpool(24 * 3600 * 1000);
        return { result: { purged, abandoned, spool } };
      },
    );
  }

  private async purgeFiles(): Promise<number> {
    const cutoff = new Date(Date.now() - config().reportRetentionDays * 24 * 3600 * 1000);
    let purged = 0;
    for (;;) {
      const batch = (await this.runs.scope(null, (em) =>
        em.query(`SELECT id, file_key FROM job_run WHERE file_key IS NOT NULL AND finished_at < $1 ORDER BY finished_at LIMIT $2`, [
          cutoff,
          BATCH,
        ]),
      )) as Array<{ id: string; file_key: string }>;
      if (!batch.length) return purged;
      for (const r of batch) {
        await this.files.remove(r.file_key);
        await this.runs.scope(null, (em) =>
          // the name stays: the run still says what it produced, and a download answers 410 (file gone)
          em.query(`UPDATE job_run SET file_key = NULL, updated_at = now() WHERE id = $1`, [r.id]),
        );
        purged += 1;
      }
    }
  }

  private async failAbandonedRuns(): Promise<number> {
    const rows = (await this.runs.scope(null, (em) =>
      em.query(`SELECT id, queue, queue_job_id FROM job_run WHERE status IN ('QUEUED','RUNNING','RETRYING') AND updated_at < $1`, [
        new Date(Date.now() - STUCK_AFTER_MS),
      ]),
    )) as Array<{ id: string; queue: QueueName; queue_job_id: string }>;
    let failed = 0;
    for (const r of rows) {
      const qjob = await this.queues.queue(r.queue).getJob(r.queue_job_id);
      const state = qjob ? await qjob.getState() : 'missing';
      if (state !== 'missing' && state !== 'failed' && state !== 'unknown') continue;
      const reason = qjob?.failedReason || 'The job was lost by the queue (its worker stopped and it could not be recovered).';
      await this.runs.scope(null, (em) =>
        em.query(`UPDATE job_run SET status = 'FAILED', error = $2, finished_at = now(), updated_at = now() WHERE id = $1`, [r.id, reason]),
      );
      failed += 1;
    }
    if (failed) this.logger.warn(`${failed} abandoned run(s) marked as failed`);
    return failed;
  }
}
