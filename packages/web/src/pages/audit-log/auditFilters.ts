import { AUDIT_DEFAULT_RANGE_DAYS, auditFieldLabel, auditValueText } from '@clearline/shared';
import { formatDateTime } from '../../lib/dates';

export interface AuditFilters {
  eventType: string;
  tenantId: string;
  username: string;
  objectTable: string;
  /** datetime-local values (the browser's time zone) */
  start: string;
  end: string;
  /** include system activity (system-scope reads, bookkeeping without an acting user) */
  showSystem: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a datetime-local value in the browser's time zone. */
export function toLocalInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The default filters: everything of the last 1 day (spec 01 §5). */
export function defaultFilters(now = new Date()): AuditFilters {
  const start = new Date(now.getTime() - AUDIT_DEFAULT_RANGE_DAYS * 24 * 3600 * 1000);
  return {
    eventType: '',
    tenantId: '',
    username: '',
    objectTable: '',
    start: toLocalInput(start),
    end: toLocalInput(new Date(now.getTime() + 60_000)),
    showSystem: false,
  };
}

/** The API's query parameters: blank filters left out, dates as ISO date-times in UTC. */
export function filterParams(f: AuditFilters, scope: 'ALL' | 'TENANT'): Record<string, string> {
  const out: Record<string, string> = { scope };
  if (f.eventType) out.eventType = f.eventType;
  if (f.tenantId && scope === 'ALL') out.tenantId = f.tenantId;
  if (f.username.trim()) out.username = f.username.trim();
  if (f.objectTable.trim()) out.objectTable = f.objectTable.trim();
  const iso = (v: string) => {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
  };
  const s = iso(f.start);
  const e = iso(f.end);
  if (s) out.startDate = s;
  if (e) out.endDate = e;
  if (f.showSystem) out.showSystem = 'true';
  return out;
}

/** Tenants offered by the audit log's tenant filter per request (the user narrows by typing). */
export const TENANT_SEARCH_SIZE = 25;

/** The query of GET /tenants for the tenant filter: a page of tenants matching the typed text, by name. */
export function tenantSearchQuery(q: string): { size: number; sort: string; q?: string } {
  return q.trim() ? { size: TENANT_SEARCH_SIZE, sort: 'name,asc', q: q.trim() } : { size: TENANT_SEARCH_SIZE, sort: 'name,asc' };
}

/** One changed field of an audit row, as a person reads it. */
export interface ChangeRow {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** Fields the row itself shows (its record and tenant): not repeated among the changes. */
const ROW_FIELDS = new Set(['id', 'tenantId']);

/**
 * An audit row's changes field by field (its record's id and tenant left out: the row names them): the field's label, and each value as text (enumerated values
 * by label, days and times in the user's format, secrets as stored: redacted).
 */
export function changeRows(
  changes: Record<string, { before: unknown; after: unknown }> | null,
  locale?: string,
  table?: string | null,
): ChangeRow[] {
  if (!changes) return [];
  const date = (iso: string) => formatDateTime(iso, locale);
  return Object.entries(changes)
    .filter(([field]) => !ROW_FIELDS.has(field))
    .map(([field, { before, after }]) => ({
      field,
      label: auditFieldLabel(field),
      before: auditValueText(field, before, date, table),
      after: auditValueText(field, after, date, table),
    }));
}
