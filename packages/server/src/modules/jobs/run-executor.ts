import { Injectable, Logger } from '@nestjs/common';
import { FINISHED_RUN_STATUSES, type JobRunStatus, type ReportFormat } from '@clearline/shared';
import { type Job, UnrecoverableError } from 'bullmq';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../core/audit/audit.service';
import { TenantDb } from '../../core/database/tenant-db';
import { MailService, type QueuedMail } from '../../core/mail/mail.service';
import { type OnJobFailed, STALLED_REASON } from '../../core/queue/job-handler';
import type { RunPayload } from '../../core/queue/queues';
import { ScheduledJob } from './scheduled-job.entity';
import { JobRun, type JobRunKind } from './job-run.entity';
import { runFileKey, runIdFor } from './run-ids';
import { RunFiles, type StoredFile } from './run-files';

export interface RunDescription {
  kind: JobRunKind;
  title: string;
  reportType?: string | null;
  task?: string | null;
  parameters?: Record<string, unknown>;
  format?: ReportFormat | null;
  scheduledJobId?: string | null;
}

export interface RunOutcome {
  rows?: number;
  file?: StoredFile;
  result?: Record<string, unknown>;
  /** e-mails to send once the run has succeeded; sent at most once per run (deterministic queue ids) */
  mails?: QueuedMail[];
}

export interface RunContext {
  run: JobRun;
  /** records progress (0–100) and rows written; throttled, safe to call for every row batch */
  progress(percent: number, rows?: number): void;
  /** writes the run's output file under its fixed key (a retry replaces it) */
  storeFile(extension: string, fileName: string, contentType: string, write: Parameters<RunFiles['write']>[2]): Promise<StoredFile>;
}

const PROGRESS_EVERY_MS = 500;

/** The error recorded on a run whose job stalled too often (its worker stopped while running it, more than once). */
export const STALLED_RUN_ERROR =
  'The run was given up because the worker running it stopped responding more than once (job stalled more than allowable limit). Start it again.';

/**
 * Runs the work of one queue job as a recorded run. The run row is keyed by the queue job, so:
 * a job delivered again after success returns the finished run without doing the work twice; a job
 * recovered after its worker died (BullMQ stalled-job check) continues the same run as a new attempt
 * (`attempts` counts every start) and replaces its file; a failure is recorded as RETRYING while BullMQ
 * retries with back-off and as FAILED after the last attempt (or at once for an UnrecoverableError such
 * as a missing permission). While its worker is dead and no worker has taken the job over, the run is
 * answered as stalled (JobRunsService.withStalled).
 */
@Injectable()
export class RunExecutor implements OnJobFailed {
  private readonly logger = new Logger('JobRuns');

  constructor(
    private readonly db: TenantDb,
    private readonly audit: AuditService,
    private readonly files: RunFiles,
    private readonly mail: MailService,
  ) {}

  /** Runs `fn` in the run's scope: its tenant, or the audited system scope for runs without one. */
  scope<T>(tenantId: string | null, fn: (em: EntityManager) => Promise<T>, actorId?: string | null): Promise<T> {
    const base = { requestId: `run:${actorId ?? 'system'}` };
    if (tenantId) return this.db.inTenant(tenantId, fn, base);
    return this.db.inTenant(undefined, () => this.db.asSystem('system job run', fn), base);
  }

  /**
   * The scheduled job that fired this queue job, read fresh (PostgreSQL is the source of truth):
   * `undefined` when the job was not started by a schedule, `null` when its scheduled job has been
   * deleted or disabled since (the run is then skipped without a trace).
   */
  async scheduledJobOf(job: Job<RunPayload>): Promise<ScheduledJob | null | undefined> {
    const id = job.data.scheduledJobId;
    if (!id) return undefined;
    const tenantId = job.data.tenantId ?? null;
    const found = await this.scope(tenantId, (em) => em.getRepository(ScheduledJob).findOneBy({ id }));
    // the system scope sees every tenant: a payload without a tenant may only run a system job
    return found && found.enabled && found.tenantId === tenantId ? found : null;
  }

  async execute(job: Job<RunPayload>, description: RunDescription, work: (ctx: RunContext) => Promise<RunOutcome>): Promise<JobRun> {
    const tenantId = job.data.tenantId ?? null;
    const runId = job.data.runId ?? runIdFor(job.queueName, String(job.id));
    let run = await this.scope(tenantId, (em) => this.open(em, runId, job, description));
    if (FINISHED_RUN_STATUSES.includes(run.status)) return run;

    // BullMQ's attempt (failures so far + 1): decides whether a failure is retried
    const attempt = job.attemptsMade + 1;
    // every start is recorded, a start after the worker running the job died included: BullMQ then hands the
    // job over without counting a failed attempt (attemptsMade), but it counts the start (attemptsStarted)
    const started = Math.max(job.attemptsStarted ?? 0, attempt);
    run = await this.scope(tenantId, async (em) => {
      await em.query(
        `UPDATE job_run SET status = 'RUNNING', attempts = greatest(attempts + 1, $2), started_at = coalesce(started_at, now()),
                error = NULL, progress = 0, updated_at = now() WHERE id = $1`,
        [runId, started],
      );
      return em.getRepository(JobRun).findOneByOrFail({ id: runId });
    });

    let last = 0;
    let pending: { percent: number; rows?: number } | undefined;
    let writing: Promise<void> = Promise.resolve();
    const flush = () => {
      if (!pending) return;
      const { percent, rows } = pending;
      pending = undefined;
      last = Date.now();
      writing = writing
        .then(() =>
          this.scope(tenantId, (em) =>
            em.query(`UPDATE job_run SET progress = $2, rows_written = coalesce($3, rows_written), updated_at = now() WHERE id = $1`, [
              runId,
              percent,
              rows ?? null,
            ]),
          ),
        )
        .then(() => job.updateProgress(percent))
        .catch((e: Error) => this.logger.warn(`progress of run ${runId} not recorded: ${e.message}`));
    };
    const ctx: RunContext = {
      run,
      progress: (percent, rows) => {
        pending = { percent: Math.max(0, Math.min(99, Math.floor(percent))), rows };
        if (Date.now() - last >= PROGRESS_EVERY_MS) flush();
      },
      storeFile: (extension, fileName, contentType, write) =>
        this.files.write(runFileKey(tenantId, runId, extension), contentType, write).then((f) => ({ ...f, fileName, contentType })),
    };

    try {
      const outcome = await work(ctx);
      await writing;
      return await this.succeed(job, run, outcome);
    } catch (e) {
      await writing;
      const err = e as Error;
      const final = err instanceof UnrecoverableError || attempt >= (job.opts.attempts ?? 1);
      const status: JobRunStatus = final ? 'FAILED' : 'RETRYING';
      await this.scope(tenantId, (em) =>
        em.query(
          `UPDATE job_run SET status = $2, error = $3, finished_at = CASE WHEN $4 THEN now() ELSE NULL END, updated_at = now() WHERE id = $1`,
          [runId, status, (err.message || String(err)).slice(0, 2000), final],
        ),
      ).catch((dbErr: Error) => this.logger.error(`could not record failure of run ${runId}: ${dbErr.message}`));
      throw e;
    }
  }

  /**
   * The queue gave the job up for good, possibly without calling the handler (a job that stalled too
   * often is failed by the next worker that takes it): its run, when it has one and it is not
   * finished, becomes FAILED with the reason. A run the handler already finished is left as it is.
   */
  async onJobFailed(job: Job<RunPayload>, error: Error): Promise<void> {
    const reason = error.message === STALLED_REASON ? STALLED_RUN_ERROR : error.message || String(error);
    if (await this.failUnfinished(job, reason)) this.logger.warn(`run of ${job.queueName}/${job.name} ${job.id} marked FAILED: ${reason}`);
  }

  /** Marks the job's run FAILED with `reason` unless it is finished; false when there is no such unfinished run. */
  async failUnfinished(job: Job<RunPayload>, reason: string): Promise<boolean> {
    const runId = job.data?.runId ?? runIdFor(job.queueName, String(job.id));
    const [{ n }] = (await this.scope(job.data?.tenantId ?? null, (em) =>
      em.query(
        `WITH failed AS (
           UPDATE job_run SET status = 'FAILED', error = $2, finished_at = now(), updated_at = now()
            WHERE id = $1 AND status <> ALL($3) RETURNING id)
         SELECT count(*)::int AS n FROM failed`,
        [runId, reason.slice(0, 2000), FINISHED_RUN_STATUSES],
      ),
    )) as Array<{ n: number }>;
    return n > 0;
  }

  /** Creates the run on first delivery (no-op when it exists) and reads it back. */
  private async open(em: EntityManager, runId: string, job: Job<RunPayload>, d: RunDescription): Promise<JobRun> {
    await em.query(
      `INSERT INTO job_run (id, tenant_id, scheduled_job_id, job_type, queue, queue_job_id, kind, report_type, task, title,
                            parameters, format, actor_id, actor_tenant_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT DO NOTHING`,
      [
        runId,
        job.data.tenantId ?? null,
        d.scheduledJobId ?? job.data.scheduledJobId ?? null,
        job.name,
        job.queueName,
        String(job.id),
        d.kind,
        d.reportType ?? null,
        d.task ?? null,
        d.title,
        JSON.stringify(d.parameters ?? {}),
        d.format ?? null,
        job.data.actorId ?? null,
        job.data.actorTenantId ?? null,
      ],
    );
    return em.getRepository(JobRun).findOneByOrFail({ id: runId });
  }

  private async succeed(job: Job<RunPayload>, run: JobRun, outcome: RunOutcome): Promise<JobRun> {
    const tenantId = job.data.tenantId ?? null;
    // mails first, with ids derived from the run: a repeated attempt enqueues nothing new
    const mails = outcome.mails ?? [];
    for (const [i, mail] of mails.entries()) {
      await this.mail.send(mail, { tenantId, actorId: job.data.actorId ?? null }, { jobId: `run-mail-${run.id}-${i}` });
    }
    return this.scope(
      tenantId,
      async (em) => {
        const f = outcome.file;
        await em.query(
          `UPDATE job_run SET status = 'SUCCEEDED', progress = 100, finished_at = now(), error = NULL, rows_written = $2,
                file_key = $3, file_name = $4, content_type = $5, file_size = $6, result = $7,
                mailed_at = CASE WHEN $8 THEN now() ELSE mailed_at END, updated_at = now()
          WHERE id = $1`,
          [
            run.id,
            outcome.rows ?? null,
            f?.key ?? null,
            f?.fileName ?? null,
            f?.contentType ?? null,
            f?.size ?? null,
            outcome.result ? JSON.stringify(outcome.result) : null,
            mails.length > 0,
          ],
        );
        if (run.kind === 'REPORT' && f) {
          await this.audit.write(em, {
            eventType: 'EXPORT',
            objectTable: 'job_run',
            objectId: run.id,
            action: 'REPORT_GENERATED',
            tenantId,
            userId: job.data.actorId ?? null,
            details: {
              reportType: run.reportType,
              format: run.format,
              parameters: run.parameters,
              rows: outcome.rows ?? null,
              size: f.size,
            },
          });
        }
        await job.updateProgress(100).catch(() => undefined);
        return em.getRepository(JobRun).findOneByOrFail({ id: run.id });
      },
      job.data.actorId,
    );
  }
}
