import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ForbiddenException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { EntityManager } from 'typeorm';
import {
  AUDIT_LABELS as L,
  AUDIT_MESSAGES,
  auditReferenceKey,
  hasPermission,
  type AuditExportFormat,
  API_MESSAGES,
} from '@clearline/shared';
import { AuditService } from '../../core/audit/audit.service';
import { RequestContext } from '../../core/context/request-context';
import { streamQuery } from '../../core/database/stream-query';
import { TenantDb } from '../../core/database/tenant-db';
import { rawAnswer } from '../../core/http/raw-answer';
import type { ReportColumn } from '../../core/reporting/report-definition';
import { openReportWriter, type ReportMeta, type Row as Cells } from '../../core/reporting/report-writers';
import type { AuditEntryDto, AuditPageDto } from './audit-log.dto';
import { auditExportSql, auditListSql, REFERENCE_NAMES_SQL } from './audit-list.sql';
import type { AuditFilter, AuditListQuery } from './audit-query';
import { preparedQuery } from '../../core/database/prepared';

interface Row {
  id: string;
  event_time: Date;
  event_type: string;
  tenant_id: string | null;
  tenant_name: string | null;
  username: string | null;
  actor_name: string | null;
  impersonator: string | null;
  object_table: string | null;
  object_id: string | null;
  object_name: string | null;
  action: string | null;
  changes: Record<string, unknown> | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  details: Record<string, unknown> | null;
}

export function toEntry(r: Row, valueNames: Record<string, string> = {}): AuditEntryDto {
  return {
    id: String(r.id),
    eventTimestamp: r.event_time.toISOString(),
    eventType: r.event_type,
    tenantId: r.tenant_id,
    tenantName: r.tenant_name,
    username: r.username,
    actorName: r.actor_name,
    impersonator: r.impersonator,
    objectTable: r.object_table,
    objectId: r.object_id,
    objectName: r.object_name,
    action: r.action,
    changes: r.changes as AuditEntryDto['changes'],
    ipAddress: r.ip,
    userAgent: r.user_agent,
    requestId: r.request_id,
    details: r.details,
    valueNames,
  };
}

/** A value with its field, and the values inside it: list items under the list's field, an object's under its keys. */
function* nestedValues(field: string, value: unknown): Generator<[string, unknown]> {
  if (Array.isArray(value)) for (const item of value) yield* nestedValues(field, item);
  else if (value !== null && typeof value === 'object') for (const [key, v] of Object.entries(value)) yield* nestedValues(key, v);
  else yield [field, value];
}

/** Every value of a row's changes (before and after) and details, with its field, nested values included. */
function* valuesOf(r: Row): Generator<[string, unknown]> {
  for (const [field, change] of Object.entries(r.changes ?? {})) {
    const c = change as { before?: unknown; after?: unknown } | null;
    yield* nestedValues(field, c?.before);
    yield* nestedValues(field, c?.after);
  }
  for (const [field, value] of Object.entries(r.details ?? {})) yield* nestedValues(field, value);
}

/** The references of a row's values: `auditReferenceKey` of each value that names a record. */
function referencesOf(r: Row): Set<string> {
  const keys = new Set<string>();
  for (const [field, value] of valuesOf(r)) {
    const key = auditReferenceKey(field, value);
    if (key !== null) keys.add(key);
  }
  return keys;
}

/** The export's columns: header label and value of a row. */
const EXPORT_COLUMNS: Array<[string, (r: Row) => string | number | null]> = [
  [L.eventTimestamp, (r) => r.event_time.toISOString()],
  [L.eventType, (r) => r.event_type],
  ['Tenant Id', (r) => r.tenant_id],
  ['Tenant Name', (r) => r.tenant_name],
  [L.username, (r) => r.username],
  [L.user, (r) => r.actor_name],
  [L.impersonator, (r) => r.impersonator],
  [L.objectTable, (r) => r.object_table],
  [L.objectId, (r) => r.object_id],
  [L.record, (r) => r.object_name],
  [L.action, (r) => r.action],
  [L.changes, (r) => (r.changes ? JSON.stringify(r.changes) : null)],
  [L.ipAddress, (r) => r.ip],
  [L.userAgent, (r) => r.user_agent],
  [L.requestId, (r) => r.request_id],
  [L.details, (r) => (r.details ? JSON.stringify(r.details) : null)],
];

const EXPORT_HEADERS: ReportColumn[] = EXPORT_COLUMNS.map(([header]) => ({ header }));
const EXPORT_META: ReportMeta = { title: 'Audit Log', generated: '', parameters: [] };

/** The export's cells of each row, in column order. */
const toCells = () =>
  new Transform({
    objectMode: true,
    transform(row: Row, _enc, cb) {
      cb(null, EXPORT_COLUMNS.map(([, value]) => value(row)) satisfies Cells);
    },
  });

const CONTENT_TYPES: Record<AuditExportFormat, string> = {
  CSV: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Each export holds one pooled database connection (its transaction and cursor) for the whole download,
 * however slow the client: at most this many run at once per process, so exports cannot drain the pool.
 */
export const MAX_CONCURRENT_EXPORTS = 2;
export const EXPORT_BUSY_MESSAGE = 'Another audit log export is running; try again in a minute.';
let runningExports = 0;

/**
 * The audit log API (spec 01 §7). AUDIT_LOG reads every tenant through the audited system scope;
 * TENANT_AUDIT_LOG (or scope=TENANT) reads only the tenant the request acts in, through row-level
 * security. Exports stream from a server-side cursor: memory stays flat for any number of rows.
 */
@Injectable()
export class AuditLogService {
  constructor(
    private readonly db: TenantDb,
    private readonly audit: AuditService,
  ) {}

  /** all tenants (system scope), or one tenant through row-level security */
  private reach(f: AuditFilter): { system: boolean; tenant: string | undefined } {
    const ctx = RequestContext.require();
    const user = ctx.user!;
    if (hasPermission(user.permissions, 'AUDIT_LOG', 'VIEW') && f.scope !== 'TENANT') return { system: true, tenant: f.tenantId };
    if (!hasPermission(user.permissions, 'TENANT_AUDIT_LOG', 'VIEW') && !hasPermission(user.permissions, 'AUDIT_LOG', 'VIEW')) {
      throw new ForbiddenException(API_MESSAGES.noPermission('VIEW', 'TENANT_AUDIT_LOG'));
    }
    if (!ctx.tenantId) throw new ForbiddenException(AUDIT_MESSAGES.tenantFilterOwnOnly);
    if (f.tenantId && f.tenantId !== ctx.tenantId) throw new ForbiddenException(AUDIT_MESSAGES.tenantFilterOwnOnly);
    return { system: false, tenant: ctx.tenantId };
  }

  private within<T>(system: boolean, reason: string, fn: (em: EntityManager) => Promise<T>): Promise<T> {
    return system ? this.db.asSystem(reason, fn) : this.db.run(fn);
  }

  async list(q: AuditListQuery): Promise<AuditPageDto> {
    const { system, tenant } = this.reach(q);
    const sql = auditListSql(q, tenant);
    return this.within(system, 'read the audit log of all tenants', async (em) => {
      const [{ total }] = await preparedQuery<{ total: string | number }>(em, sql.count.text, sql.count.values);
      const rows = await preparedQuery<Row>(em, sql.page.text, sql.page.values);
      const names = await this.valueNames(em, rows);
      return { content: rows.map((r, i) => toEntry(r, names[i])), totalElements: Number(total), page: q.page, size: q.size };
    });
  }

  /**
   * The names of the records each row's values name (a person, a facility, a country), by reference key: one
   * statement for the page. A record is named only inside the row's tenant (countries are everyone's).
   */
  private async valueNames(em: EntityManager, rows: Row[]): Promise<Array<Record<string, string>>> {
    const refs = rows.map(referencesOf);
    const tenants: string[] = [];
    const ids: string[] = [];
    const countries = new Set<number>();
    rows.forEach((r, i) => {
      for (const key of refs[i]) {
        if (key.startsWith('country:')) countries.add(Number(key.slice('country:'.length)));
        else if (r.tenant_id) {
          tenants.push(r.tenant_id);
          ids.push(key);
        }
      }
    });
    if (!ids.length && !countries.size) return rows.map(() => ({}));
    const found = await preparedQuery<{ tenant_id: string | null; ref: string; name: string | null }>(em, REFERENCE_NAMES_SQL, [
      tenants,
      ids,
      [...countries],
    ]);
    const named = new Map<string, string>();
    for (const f of found) if (f.name) named.set(`${f.tenant_id ?? ''}|${f.ref}`, f.name);
    return rows.map((r, i) => {
      const out: Record<string, string> = {};
      for (const key of refs[i]) {
        const name = named.get(`${key.startsWith('country:') ? '' : (r.tenant_id ?? '')}|${key}`);
        if (name !== undefined) out[key] = name;
      }
      return out;
    });
  }

  /**
   * Streams the matching rows (newest first) as CSV or XLSX into `res`. The export is audited (EXPORT,
   * with its filters) even when the download is interrupted.
   */
  async export(f: AuditFilter, format: AuditExportFormat, res: FastifyReply): Promise<void> {
    const { system, tenant } = this.reach(f);
    if (runningExports >= MAX_CONCURRENT_EXPORTS) {
      void res.header('Retry-After', '60');
      throw new HttpException(EXPORT_BUSY_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    }
    runningExports += 1;
    try {
      await this.stream(f, tenant, system, format, res);
    } finally {
      runningExports -= 1;
    }
  }

  private async stream(
    f: AuditFilter,
    tenant: string | undefined,
    system: boolean,
    format: AuditExportFormat,
    reply: FastifyReply,
  ): Promise<void> {
    const sql = auditExportSql(f, tenant);
    await this.within(system, 'export the audit log of all tenants', async (em) => {
      await this.audit.writeDurable(em, {
        eventType: 'EXPORT',
        action: 'AUDIT_LOG_EXPORT',
        objectTable: 'audit_log',
        details: {
          format,
          from: f.from.toISOString(),
          to: f.to.toISOString(),
          tenantId: tenant ?? null,
          eventTypes: f.eventTypes ?? null,
          username: f.username ?? null,
          objectTable: f.objectTable ?? null,
          recordId: f.recordId ?? null,
          showSystem: f.showSystem ?? false,
        },
      });
      const rows = await streamQuery(em, sql.text, sql.values, { batchSize: 2000 });
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      const res = rawAnswer(reply);
      res.statusCode = 200;
      res.setHeader('Content-Type', CONTENT_TYPES[format]);
      res.setHeader('Content-Disposition', `attachment; filename="audit-log-${stamp}.${format.toLowerCase()}"`);
      res.setHeader('Cache-Control', 'no-store');
      if (format === 'CSV') await this.csv(rows, res);
      else await this.xlsx(rows, res);
      // the response ends once the EXPORT row has committed
      this.db.afterCommit(() => res.end());
    });
  }

  /** CSV goes straight to the response (the stringifier waits for a slow reader); the response stays open. */
  private async csv(rows: Readable, res: ServerResponse): Promise<void> {
    const writer = openReportWriter('CSV', EXPORT_HEADERS, EXPORT_META, res, { formulaSafe: true, keepOpen: true });
    await pipeline(rows, toCells(), writer.input);
    await writer.done;
  }

  /**
   * XLSX is written to a spool file first (the zip writer does not wait for a slow reader), then
   * streamed; the writer starts a new worksheet every million rows.
   */
  private async xlsx(rows: Readable, res: ServerResponse): Promise<void> {
    const dir = await mkdtemp(join(tmpdir(), 'cl-audit-'));
    const file = join(dir, 'audit.xlsx');
    try {
      const writer = openReportWriter('XLSX', EXPORT_HEADERS, EXPORT_META, createWriteStream(file), { formulaSafe: true });
      await pipeline(rows, toCells(), writer.input);
      await writer.done;
      res.setHeader('Content-Length', String((await stat(file)).size));
      await pipeline(createReadStream(file), res, { end: false });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
