import { BadRequestException } from '@nestjs/common';
import {
  AUDIT_DEFAULT_RANGE_DAYS,
  AUDIT_EVENT_TYPE_VALUES,
  AUDIT_EXPORT_FORMATS,
  AUDIT_LABELS,
  AUDIT_MAX_RANGE_DAYS,
  AUDIT_MESSAGES,
  type AuditExportFormat,
  isIsoDay,
  PEOPLE_MESSAGES,
} from '@clearline/shared';
import { parseListQuery } from '../../core/http/list-query';
import { isUuid } from '../../core/database/tenant-db';

/** Sortable fields of the audit list → SQL. */
export const AUDIT_SORT: Record<string, string> = {
  eventTimestamp: 'a.event_time',
  eventType: 'a.event_type',
  username: 'lower(a.username)',
  objectTable: 'a.object_table',
  tenantId: 'a.tenant_id',
};

export interface AuditFilter {
  /** inclusive */
  from: Date;
  /** exclusive */
  to: Date;
  eventTypes?: string[];
  tenantId?: string;
  username?: string;
  objectTable?: string;
  /** one record's history: its rows and the rows of the records created under it (`RECORD_HISTORY`) */
  recordId?: string;
  /** TENANT: only the tenant the request acts in, even for AUDIT_LOG holders */
  scope?: 'ALL' | 'TENANT';
  /** with system activity (system-scope reads, bookkeeping without an acting user); hidden by default */
  showSystem?: boolean;
}

export interface AuditListQuery extends AuditFilter {
  offset: number;
  limit: number;
  page: number;
  size: number;
  sort: { column: string; direction: 'ASC' | 'DESC' };
}

const DAY_MS = 24 * 3600 * 1000;
const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

const one = (v: unknown): string | undefined => {
  if (v === undefined || v === null) return undefined;
  const s = Array.isArray(v) ? String(v[0]) : String(v);
  return s.trim() === '' ? undefined : s.trim();
};

/** A day (YYYY-MM-DD, UTC midnight; as an end date: the following midnight) or an ISO date-time with zone. */
function parseInstant(raw: string, label: string, end: boolean): Date {
  if (isIsoDay(raw)) {
    const d = new Date(`${raw}T00:00:00.000Z`);
    return end ? new Date(d.getTime() + DAY_MS) : d;
  }
  if (!DATE_TIME_RE.test(raw)) throw new BadRequestException(AUDIT_MESSAGES.invalidDate(label));
  const d = new Date(raw);
  if (Number.isNaN(d.getTime())) throw new BadRequestException(AUDIT_MESSAGES.invalidDate(label));
  return d;
}

/**
 * The filters of the audit list and export (spec 01 §7): eventType (one or a comma list), tenantId,
 * username (contains, any case), objectTable, startDate, endDate. Without dates the range is the last
 * 1 day; with only one of them the range is 1 day from or to it.
 */
export function parseAuditFilter(q: Record<string, unknown>, now = new Date()): AuditFilter {
  const start = one(q.startDate);
  const end = one(q.endDate);
  let from: Date;
  let to: Date;
  if (!start && !end) {
    to = now;
    from = new Date(now.getTime() - AUDIT_DEFAULT_RANGE_DAYS * DAY_MS);
  } else if (start && !end) {
    from = parseInstant(start, AUDIT_LABELS.startDate, false);
    to = new Date(Math.max(now.getTime(), from.getTime() + 1));
  } else if (!start && end) {
    to = parseInstant(end, AUDIT_LABELS.endDate, true);
    from = new Date(to.getTime() - AUDIT_DEFAULT_RANGE_DAYS * DAY_MS);
  } else {
    from = parseInstant(start!, AUDIT_LABELS.startDate, false);
    to = parseInstant(end!, AUDIT_LABELS.endDate, true);
  }
  if (to.getTime() <= from.getTime()) throw new BadRequestException(AUDIT_MESSAGES.endBeforeStart);
  if (to.getTime() - from.getTime() > AUDIT_MAX_RANGE_DAYS * DAY_MS) {
    throw new BadRequestException(AUDIT_MESSAGES.rangeTooLong(AUDIT_MAX_RANGE_DAYS));
  }

  const f: AuditFilter = { from, to };
  const types = one(q.eventType);
  if (types) {
    const list = types
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean);
    for (const t of list) {
      if (!(AUDIT_EVENT_TYPE_VALUES as readonly string[]).includes(t)) throw new BadRequestException(AUDIT_MESSAGES.unknownEventType(t));
    }
    f.eventTypes = list;
  }
  const tenantId = one(q.tenantId);
  if (tenantId) {
    if (!isUuid(tenantId)) throw new BadRequestException(PEOPLE_MESSAGES.notValid('Tenant'));
    f.tenantId = tenantId;
  }
  const username = one(q.username);
  if (username) f.username = username.slice(0, 128);
  const objectTable = one(q.objectTable);
  if (objectTable) {
    if (!/^[a-z][a-z0-9_]{0,62}$/.test(objectTable)) throw new BadRequestException(PEOPLE_MESSAGES.notValid('Object Table'));
    f.objectTable = objectTable;
  }
  const recordId = one(q.recordId);
  if (recordId) {
    if (!isUuid(recordId)) throw new BadRequestException(PEOPLE_MESSAGES.notValid(AUDIT_LABELS.record));
    f.recordId = recordId.toLowerCase();
  }
  const showSystem = one(q.showSystem);
  if (showSystem) {
    if (showSystem !== 'true' && showSystem !== 'false')
      throw new BadRequestException(PEOPLE_MESSAGES.oneOf('showSystem', ['true', 'false']));
    f.showSystem = showSystem === 'true';
  }
  const scope = one(q.scope);
  if (scope) {
    if (scope !== 'ALL' && scope !== 'TENANT') throw new BadRequestException(PEOPLE_MESSAGES.oneOf('scope', ['ALL', 'TENANT']));
    f.scope = scope;
  }
  return f;
}

/** page (from 0), size (10 by default), sort=field,direction (eventTimestamp,desc by default) plus the filters. */
export function parseAuditListQuery(q: Record<string, unknown>, now = new Date()): AuditListQuery {
  const { page: _p, size: _s, sort: _o, ...rest } = q;
  const lq = parseListQuery(
    { page: q.page, size: q.size, sort: q.sort },
    { sortable: Object.keys(AUDIT_SORT), defaultSort: { field: 'eventTimestamp', direction: 'DESC' } },
  );
  const sort = lq.sort ?? { field: 'eventTimestamp', direction: 'DESC' as const };
  return {
    ...parseAuditFilter(rest, now),
    offset: lq.offset,
    limit: lq.limit,
    page: Math.floor(lq.offset / lq.limit),
    size: lq.limit,
    sort: { column: AUDIT_SORT[sort.field], direction: sort.direction },
  };
}

export function parseExportFormat(raw: unknown): AuditExportFormat {
  const f = (one(raw) ?? 'CSV').toUpperCase();
  if (!(AUDIT_EXPORT_FORMATS as readonly string[]).includes(f))
    throw new BadRequestException(PEOPLE_MESSAGES.oneOf('format', AUDIT_EXPORT_FORMATS));
  return f as AuditExportFormat;
}

/**
 * Rows that are not system activity: system-scope reads (SYSTEM_SCOPE) and bookkeeping no user did
 * (jobs, the sign-in's last-login stamp) are system activity, shown only when asked for.
 */
export const NOT_SYSTEM_ACTIVITY = `a.event_type <> 'SYSTEM_SCOPE' AND (a.user_id IS NOT NULL OR a.username IS NOT NULL)`;

/**
 * The rows of one record ($n, its id) and of the records created under it: a record whose creation named the id
 * in one of its fields (an incident's destinations and emergency contacts by incidentId, its documents by entityId,
 * its debrief by travelIncidentId; a person's clearances by personnelId), with all their later rows. Record ids are
 * uuids, unique across tables, so the id alone names the record. `tenant` narrows the search for those records.
 */
const recordHistory = (p: string, tenantParam: string | undefined) =>
  `(a.object_id = ${p} OR (a.object_table, a.object_id) IN (
     SELECT c.object_table, c.object_id FROM audit_log c
      WHERE c.event_type = 'CREATE' AND c.event_time < $2${tenantParam ? ` AND c.tenant_id = ${tenantParam}::uuid` : ''} AND c.object_id <> ${p}
        AND jsonb_path_exists(c.changes, '$.* ? (@.after == $id)', jsonb_build_object('id', ${p}::text))))`;

/** The WHERE clause (and its parameters) of a filter; `tenant` is the tenant to narrow to, if any. */
export function auditWhere(f: AuditFilter, tenant: string | undefined): { where: string; params: unknown[] } {
  const params: unknown[] = [f.from.toISOString(), f.to.toISOString()];
  const parts = ['a.event_time >= $1', 'a.event_time < $2'];
  const add = (sql: (p: string) => string, v: unknown) => {
    params.push(v);
    parts.push(sql(`$${params.length}`));
  };
  let tenantParam: string | undefined;
  if (tenant) {
    add((p) => `a.tenant_id = ${p}::uuid`, tenant);
    tenantParam = `$${params.length}`;
  }
  if (f.eventTypes?.length === 1) add((p) => `a.event_type = ${p}`, f.eventTypes[0]);
  else if (f.eventTypes?.length) add((p) => `a.event_type = ANY(${p}::text[])`, f.eventTypes);
  if (f.username) add((p) => `a.username ILIKE ${p}`, `%${f.username.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (f.objectTable) add((p) => `a.object_table = ${p}`, f.objectTable);
  if (f.recordId) add((p) => recordHistory(p, tenantParam), f.recordId);
  if (!f.showSystem) parts.push(NOT_SYSTEM_ACTIVITY);
  return { where: parts.join(' AND '), params };
}
