import { AUDIT_DEFAULT_RANGE_DAYS, AUDIT_MAX_RANGE_DAYS, auditFieldLabel, auditValueText, INCIDENT_QUESTIONS } from '@clearline/shared';
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
  /** one record's history: its id ('' for every record) */
  recordId: string;
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
    recordId: '',
  };
}

/**
 * The filters of one record's history: the record and the records created under it, over the longest range the
 * log covers up to now; the kind, event and user filters left open (its rows are of several kinds).
 */
export function recordHistoryFilters(recordId: string, current: AuditFilters, now = new Date()): AuditFilters {
  const end = new Date(now.getTime() + 60_000);
  const start = new Date(end.getTime() - (AUDIT_MAX_RANGE_DAYS - 1) * 24 * 3600 * 1000);
  return { ...current, eventType: '', username: '', objectTable: '', recordId, start: toLocalInput(start), end: toLocalInput(end) };
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
  if (f.recordId) out.recordId = f.recordId;
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

/** The questions of every incident questionnaire, by id: an incident's answers are kept by question id. */
const QUESTION_TEXT = new Map(
  Object.values(INCIDENT_QUESTIONS)
    .flat()
    .map((q) => [q.id, q.text]),
);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The label of one part of a field kept as an object: a question's text for an answer, else the part's name in words. */
const partLabel = (field: string, key: string): string =>
  `${auditFieldLabel(field)}: ${(field === 'answers' && QUESTION_TEXT.get(key)) || auditFieldLabel(key)}`;

/**
 * An audit row's changes field by field (its record's id and tenant left out: the row names them): the field's
 * label, and each value as text (a record id by its record's name from `names`, the entry's valueNames; enumerated
 * values by label, days and times in the user's format, secrets as stored: redacted). A field kept as an object
 * (an incident's answers and details) shows one row per part that changed, an answer labelled by its question.
 */
export function changeRows(
  changes: Record<string, { before: unknown; after: unknown }> | null,
  locale?: string,
  table?: string | null,
  names?: Readonly<Record<string, string>> | null,
): ChangeRow[] {
  if (!changes) return [];
  const date = (iso: string) => formatDateTime(iso, locale);
  const text = (field: string, value: unknown) => auditValueText(field, value, date, table, names);
  return Object.entries(changes)
    .filter(([field]) => !ROW_FIELDS.has(field))
    .flatMap(([field, { before, after }]): ChangeRow[] => {
      const parts = [before, after].filter((v) => v !== null && v !== undefined);
      if (parts.length && parts.every(isPlainObject)) {
        const was = isPlainObject(before) ? before : {};
        const now = isPlainObject(after) ? after : {};
        return [...new Set([...Object.keys(was), ...Object.keys(now)])]
          .filter((key) => JSON.stringify(was[key] ?? null) !== JSON.stringify(now[key] ?? null))
          .map((key) => ({
            field: `${field}.${key}`,
            label: partLabel(field, key),
            before: text(key, was[key]),
            after: text(key, now[key]),
          }));
      }
      return [{ field, label: auditFieldLabel(field), before: text(field, before), after: text(field, after) }];
    });
}
