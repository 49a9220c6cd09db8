import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { Job } from 'bullmq';
import { ZipFile } from 'yazl';
import { TENANT_MESSAGES } from '@clearline/shared';
import { AuditService } from '../../core/audit/audit.service';
import { RequestContext } from '../../core/context/request-context';
import { isUuid, recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { Page } from '../../core/http/list-query';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { JobHandler, type JobRunner } from '../../core/queue/job-handler';
import { QueueService } from '../../core/queue/queue.service';
import { StorageService } from '../../core/storage/storage.service';
import type { RunPayload } from '../../core/queue/queues';
import { recordQueuedTask, RunExecutor, runIdFor } from '../jobs';
import type { ArchiveQueuedDto, ArchiveRunDto } from './tenant.dto';
import { TenantsService } from './tenants.service';

export const ARCHIVE_JOB = 'tenants.archive-documents';
const ARCHIVE_QUEUE = 'maintenance';
const PAGE = 500;

interface DocRow {
  id: string;
  entity_type: string;
  entity_id: string;
  file_name: string;
  content_type: string;
  size_bytes: string;
  sha256: string;
  storage_key: string;
  created_at: Date;
}

// eslint-disable-next-line no-control-regex
const safeSegment = (s: string): string => s.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 150) || 'file';
const csvCell = (v: unknown): string => {
  const s = v == null ? '' : String(v);
  return /[",\n\r]/.test(s) || /^[=+\-@\t\r]/.test(s) ? `"${(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"` : s;
};

/**
 * The tenant document archive: POST /tenants/{id}/documents/archive queues a job on the maintenance
 * queue; the job zips every document of the tenant (streamed from storage into a spool file, never
 * held in memory) with a manifest, stores the zip as the run's output and records progress; the zip is
 * downloaded from GET /tenants/{id}/documents/archives/{runId}/download.
 */
/** GET /tenants/{id}/documents/archives: the latest archive runs first */
export const ARCHIVE_LIST = defineList({
  resource: 'archives',
  sortable: { createdAt: 'r.created_at' },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  id: 'r.id',
  filters: { status: { type: 'enum', column: 'r.status', values: ['QUEUED', 'RUNNING', 'RETRYING', 'SUCCEEDED', 'FAILED'] } },
  defaultSize: 20,
});

@Injectable()
export class TenantArchiveService {
  constructor(
    private readonly db: TenantDb,
    private readonly tenants: TenantsService,
    private readonly queues: QueueService,
    private readonly audit: AuditService,
    private readonly storage: StorageService,
  ) {}

  async queue(tenantId: string): Promise<ArchiveQueuedDto> {
    const tenant = await this.tenants.get(tenantId, 'UPDATE', false);
    const user = RequestContext.require().user!;
    const jobId = `archive-${tenantId}-${randomUUID()}`;
    const runId = runIdFor(ARCHIVE_QUEUE, jobId);
    await this.db.asSystem(`queue document archive of tenant ${tenantId}`, async (em) => {
      await recordQueuedTask(em, {
        runId,
        tenantId,
        jobType: ARCHIVE_JOB,
        queue: ARCHIVE_QUEUE,
        queueJobId: jobId,
        title: `Document archive of ${tenant.name}`,
        parameters: { tenantId },
        actorId: user.id,
        actorTenantId: user.homeTenantId,
      });
      await this.audit.write(em, {
        eventType: 'ACTION',
        action: 'DOCUMENT_ARCHIVE_REQUESTED',
        objectTable: 'tenant',
        objectId: tenantId,
        tenantId,
        details: { jobRunId: runId },
      });
    });
    // a worker that starts before this transaction commits waits on the run's primary key, then finds it
    await this.queues.add(ARCHIVE_JOB, { tenantId, actorId: user.id, actorTenantId: user.homeTenantId, runId }, { jobId });
    return { jobRunId: runId, status: 'QUEUED', message: TENANT_MESSAGES.archiveQueued };
  }

  /** Archive runs of a tenant, newest first (for the Tenant Details page). */
  async list(tenantId: string, query: Record<string, unknown>): Promise<Page<ArchiveRunDto>> {
    const q = parseList(ARCHIVE_LIST, query);
    await this.tenants.get(tenantId, 'VIEW', false);
    return this.db.asSystem(`list document archives of tenant ${tenantId}`, async (em) => {
      const source = {
        select: 'r.id, r.status, r.progress, r.file_name, r.file_size, r.error, r.created_at, r.finished_at',
        from: 'job_run r',
        where: 'r.tenant_id = $1 AND r.job_type = $2',
        params: [tenantId, ARCHIVE_JOB],
      };
      return pageOfSql(em, ARCHIVE_LIST, q, source, (rows: Array<Record<string, unknown>>): ArchiveRunDto[] =>
        rows.map((r) => ({
          id: r.id as string,
          status: r.status as ArchiveRunDto['status'],
          progress: r.progress as number,
          fileName: (r.file_name as string | null) ?? null,
          fileSize: r.file_size == null ? null : Number(r.file_size),
          error: (r.error as string | null) ?? null,
          createdAt: (r.created_at as Date).toISOString(),
          finishedAt: r.finished_at ? (r.finished_at as Date).toISOString() : null,
        })),
      );
    });
  }

  /** The finished zip of one archive run (the download is audited as an export). */
  async download(tenantId: string, runId: string): Promise<{ stream: Readable; fileName: string; size: number }> {
    await this.tenants.get(tenantId, 'VIEW', false);
    if (!isUuid(runId)) throw recordNotFound('Archive', runId);
    const run = await this.db.asSystem(`download document archive ${runId} of tenant ${tenantId}`, async (em) => {
      const [row] = await em.query(
        `SELECT id, status, file_key, file_name, file_size FROM job_run WHERE id = $1 AND tenant_id = $2 AND job_type = $3`,
        [runId, tenantId, ARCHIVE_JOB],
      );
      if (!row) throw recordNotFound('Archive', runId);
      if (row.status !== 'SUCCEEDED' || !row.file_key) throw new NotFoundException(TENANT_MESSAGES.archiveNotReady);
      await this.audit.write(em, {
        eventType: 'EXPORT',
        action: 'DOCUMENT_ARCHIVE_DOWNLOADED',
        objectTable: 'job_run',
        objectId: runId,
        tenantId,
        details: { size: Number(row.file_size) },
      });
      return row as { file_key: string; file_name: string; file_size: string };
    });
    return { stream: await this.storage.get(run.file_key), fileName: run.file_name, size: Number(run.file_size) };
  }
}

/** A tenant's document archive: the run (job_run) is created before the job is queued. */
export interface ArchivePayload extends RunPayload {
  runId: string;
}

declare module '../../core/queue/queues' {
  interface JobPayloads {
    'tenants.archive-documents': ArchivePayload;
  }
}

/** Builds the zip of one tenant's documents inside that tenant's context. */
@Injectable()
@JobHandler(ARCHIVE_JOB, 'maintenance')
export class TenantArchiveJob implements JobRunner<ArchivePayload> {
  constructor(
    private readonly db: TenantDb,
    private readonly runs: RunExecutor,
    private readonly storage: StorageService,
    private readonly audit: AuditService,
  ) {}

  async run(job: Job<ArchivePayload>) {
    const tenantId = job.data.tenantId;
    if (!tenantId) throw new Error('An archive job needs a tenant');
    return this.runs.execute(job, { kind: 'TASK', task: ARCHIVE_JOB, title: 'Document archive', parameters: { tenantId } }, async (ctx) => {
      const inTenant = <T>(fn: Parameters<TenantDb['inTenant']>[1]) =>
        this.db.inTenant(tenantId, fn, { requestId: `job:${job.queueName}:${job.id}` }) as Promise<T>;
      const [{ total }] = await inTenant<Array<{ total: number }>>((em) => em.query(`SELECT count(*)::int AS total FROM document`));
      const stamp = new Date().toISOString().slice(0, 10);
      let written = 0;
      const file = await ctx.storeFile('zip', `documents-${stamp}.zip`, 'application/zip', async (out: Writable) => {
        const zip = new ZipFile();
        const done = pipeline(zip.outputStream as Readable, out);
        const manifest: string[] = ['path,entity_type,entity_id,file_name,content_type,size_bytes,sha256,uploaded_at,status'];
        const used = new Set<string>();
        // keyset pages by id (a timestamp cursor would lose the database's microseconds in JavaScript)
        let after: string | null = null;
        for (;;) {
          const page: DocRow[] = await inTenant<DocRow[]>((em) =>
            em.query(
              `SELECT id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key, created_at FROM document
               WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT ${PAGE}`,
              [after],
            ),
          );
          if (!page.length) break;
          for (const d of page) {
            let path = `${safeSegment(d.entity_type)}/${d.entity_id}/${safeSegment(d.file_name)}`;
            if (used.has(path)) path = `${safeSegment(d.entity_type)}/${d.entity_id}/${d.id}-${safeSegment(d.file_name)}`;
            used.add(path);
            const present = await this.storage.exists(d.storage_key);
            if (present) {
              zip.addReadStreamLazy(path, { mtime: d.created_at }, (cb) => {
                this.storage.get(d.storage_key).then(
                  (s) => cb(null, s),
                  (e) => cb(e, new PassThrough()),
                );
              });
            }
            manifest.push(
              [
                path,
                d.entity_type,
                d.entity_id,
                d.file_name,
                d.content_type,
                d.size_bytes,
                d.sha256,
                d.created_at.toISOString(),
                present ? 'INCLUDED' : 'MISSING',
              ]
                .map(csvCell)
                .join(','),
            );
            written += 1;
            ctx.progress(total ? (written / total) * 95 : 95, written);
          }
          after = page[page.length - 1].id;
        }
        zip.addBuffer(Buffer.from(manifest.join('\r\n') + '\r\n', 'utf8'), 'manifest.csv');
        zip.end();
        await done;
      });
      await inTenant((em) =>
        this.audit.write(em, {
          eventType: 'EXPORT',
          action: 'DOCUMENTS_ARCHIVED',
          objectTable: 'tenant',
          objectId: tenantId,
          userId: job.data.actorId,
          username: null,
          details: { documents: written, size: file.size },
        }),
      );
      return { rows: written, file, result: { documents: written } };
    });
  }
}
