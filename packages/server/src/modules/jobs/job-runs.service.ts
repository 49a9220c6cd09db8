import type { Readable } from 'node:stream';
import { ForbiddenException, GoneException, Injectable, Logger, NotFoundException, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { fillMessage, hasPermission, REPORT_MESSAGES, reportTypeInfo, API_MESSAGES } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../core/audit/audit.service';
import { RequestContext } from '../../core/context/request-context';
import { isUuid, recordNotFound, TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, type ParsedList } from '../../core/http/list';
import { QueueService } from '../../core/queue/queue.service';
import { QUEUE_NAMES } from '../../core/queue/queues';
import { StorageNotFoundError } from '../../core/storage/storage';
import { signToken, verifyToken } from '../../core/security/tokens';
import { JobRun } from './job-run.entity';
import type { DownloadUrlDto, JobRunDto } from './jobs.dto';
import { RunFiles } from './run-files';
import { attachment } from '../../core/http/content-disposition';

const LINK_PURPOSE = 'job-run-download';
/** Lifetime of a download link from GET /jobs/{id}/download-url. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60 * 1000;

/** GET /scheduled-jobs/{id}/runs: newest first */
export const JOB_RUN_LIST = defineList({
  resource: 'jobs',
  sortable: { createdAt: 'r.createdAt' },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  id: 'r.id',
});

/** Answers a run's file: its type, an attachment disposition, no caching. */
export function runFileAnswer(res: FastifyReply, run: JobRun, stream: Readable): StreamableFile {
  void res
    .header('Content-Type', run.contentType ?? 'application/octet-stream')
    .header('Content-Disposition', attachment(run.fileName!))
    .header('Cache-Control', 'no-store')
    .header('X-Job-Id', run.id);
  if (run.fileSize) void res.header('Content-Length', run.fileSize);
  return new StreamableFile(stream);
}

/**
 * The run as the API answers it. `stalled`: the run is RUNNING but no worker holds its job (see
 * JobRunsService.withStalled); a caller that has not checked passes nothing.
 */
export function toRunDto(r: JobRun, stalled = false): JobRunDto {
  return {
    id: r.id,
    scheduledJobId: r.scheduledJobId,
    kind: r.kind,
    reportType: r.reportType,
    task: r.task,
    title: r.title,
    parameters: r.parameters,
    format: r.format,
    status: r.status,
    progress: r.progress,
    rowsWritten: r.rowsWritten === null ? null : Number(r.rowsWritten),
    attempts: r.attempts,
    queuedAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    error: r.error,
    fileName: r.fileName,
    fileSize: r.fileSize === null ? null : Number(r.fileSize),
    hasFile: r.status === 'SUCCEEDED' && r.fileKey !== null,
    system: r.tenantId === null,
    stalled: r.status === 'RUNNING' && stalled,
  };
}

/**
 * Reading runs and their files from the API. A run is visible in its tenant (row-level security);
 * a report run also needs VIEW on the report's module, a run of a system job (no tenant) needs VIEW
 * on SYSTEM_SCHEDULED_JOBS and is read in the audited system scope.
 */
@Injectable()
export class JobRunsService {
  private readonly logger = new Logger('JobRuns');

  constructor(
    private readonly db: TenantDb,
    private readonly files: RunFiles,
    private readonly audit: AuditService,
    private readonly queues: QueueService,
  ) {}

  /** The run as answered (GET /jobs/{id}), with its stalled state. */
  async dto(run: JobRun): Promise<JobRunDto> {
    const [dto] = await this.withStalled([run]);
    return dto;
  }

  /**
   * The runs as answered, each RUNNING one checked against its queue job (QueueService.stalledJobs): a run is
   * stalled while no worker holds its unfinished job, i.e. the worker running it died (or stopped responding
   * for JOB_LOCK_MS) and no worker has taken the job over yet; the stalled-job check of a running worker hands
   * it over within JOB_STALLED_INTERVAL_MS, and the run continues as a new attempt. When Redis does not answer,
   * runs are answered as recorded (not stalled).
   */
  async withStalled(runs: JobRun[]): Promise<JobRunDto[]> {
    const stalled = new Set<string>();
    const running = runs.filter((r) => r.status === 'RUNNING');
    try {
      for (const queue of QUEUE_NAMES) {
        const list = running.filter((r) => r.queue === queue);
        const found = await this.queues.stalledJobs(
          queue,
          list.map((r) => r.queueJobId),
        );
        for (const r of list) if (found.has(r.queueJobId)) stalled.add(r.id);
      }
    } catch (e) {
      this.logger.warn(`stalled runs not checked: ${(e as Error).message}`);
      stalled.clear();
    }
    return runs.map((r) => toRunDto(r, stalled.has(r.id)));
  }

  private user() {
    const user = RequestContext.require().user;
    if (!user) throw new ForbiddenException(API_MESSAGES.signInTo('read job runs'));
    return user;
  }

  private canSeeSystemRuns(): boolean {
    return hasPermission(this.user().permissions, 'SYSTEM_SCHEDULED_JOBS', 'VIEW');
  }

  /** The run, or 404; 403 when the user may not see what it produced. */
  async get(id: string): Promise<JobRun> {
    if (!isUuid(id)) throw recordNotFound('Job', id);
    const load = (em: EntityManager) => em.getRepository(JobRun).findOneBy({ id });
    let run = await load(this.db.em());
    if (!run && this.canSeeSystemRuns()) {
      run = await this.db.asSystem('read a system job run', async (em) => {
        const found = await load(em);
        return found && found.tenantId === null ? found : null;
      });
    }
    if (!run) throw recordNotFound('Job', id);
    this.assertMaySee(run);
    return run;
  }

  assertMaySee(run: JobRun): void {
    const perms = this.user().permissions;
    if (run.reportType) {
      const info = reportTypeInfo(run.reportType);
      const module = info?.module ?? `REPORT_${run.reportType}`;
      if (!hasPermission(perms, module, 'VIEW')) {
        throw new ForbiddenException(fillMessage(REPORT_MESSAGES.noPermission, { module, title: info?.title ?? run.reportType }));
      }
    } else if (!hasPermission(perms, 'SYSTEM_SCHEDULED_JOBS', 'VIEW')) {
      throw new ForbiddenException(API_MESSAGES.noPermission('VIEW', 'SYSTEM_SCHEDULED_JOBS'));
    }
  }

  /** Runs of one scheduled job, newest first (the job's own visibility is checked by the caller). */
  async listForScheduledJob(scheduledJobId: string, system: boolean, q: ParsedList): Promise<Page<JobRunDto>> {
    const list = (em: EntityManager) => {
      const qb = em.getRepository(JobRun).createQueryBuilder('r').where('r.scheduledJobId = :id', { id: scheduledJobId });
      if (system) qb.andWhere('r.tenantId IS NULL');
      return pageOf(qb, JOB_RUN_LIST, q, (items) => this.withStalled(items));
    };
    return system ? this.db.asSystem('list runs of a system scheduled job', list) : list(this.db.em());
  }

  /** A link that downloads the run's file for this user during the next five minutes. */
  async downloadUrl(id: string): Promise<DownloadUrlDto> {
    const run = await this.get(id);
    this.assertHasFile(run);
    const user = this.user();
    const token = signToken(LINK_PURPOSE, { run: run.id, user: user.id }, DOWNLOAD_LINK_TTL_MS);
    const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_TTL_MS).toISOString();
    return { url: `/api/v1/jobs/archives/${run.id}/download?token=${encodeURIComponent(token)}`, expiresAt, fileName: run.fileName! };
  }

  /**
   * The run's file as a stream. The caller is signed in and has the route's permission; when a link
   * token is given it must be this user's, for this run, and not expired. Every download is audited.
   */
  async open(id: string, token?: string): Promise<{ run: JobRun; stream: Readable }> {
    if (token !== undefined) {
      const t = verifyToken<{ run: string; user: string }>(LINK_PURPOSE, token);
      if (!t || t.run !== id || t.user !== this.user().id) throw new ForbiddenException(REPORT_MESSAGES.linkExpired);
    }
    const run = await this.get(id);
    this.assertHasFile(run);
    try {
      const stream = await this.files.read(run.fileKey!);
      await this.audit.write(this.db.em(), {
        eventType: 'EXPORT',
        objectTable: 'job_run',
        objectId: run.id,
        action: 'REPORT_DOWNLOADED',
        details: { reportType: run.reportType, format: run.format, fileName: run.fileName, system: run.tenantId === null },
      });
      return { run, stream };
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new GoneException(REPORT_MESSAGES.fileGone);
      throw e;
    }
  }

  private assertHasFile(run: JobRun): void {
    if (run.status !== 'SUCCEEDED') throw new NotFoundException(fillMessage(REPORT_MESSAGES.notFinished, { status: run.status }));
    if (!run.fileName) throw new NotFoundException(REPORT_MESSAGES.noRunFile);
    // the purge task deleted the file after the retention period and kept its name
    if (!run.fileKey) throw new GoneException(REPORT_MESSAGES.fileGone);
  }
}
