import { AUDIT_DEFAULT_RANGE_DAYS } from '@clearline/shared';

export interface AuditFilters {
  eventType: string;
  tenantId: string;
  username: string;
  objectTable: string;
  /** datetime-local values (the browser's time zone) */
  start: string;
  end: string;
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
  return out;
}

/** Tenants offered by the audit log's tenant filter per request (the user narrows by typing). */
export const TENANT_SEARCH_SIZE = 25;

/** The query of GET /tenants for the tenant filter: a page of tenants matching the typed text, by name. */
export function tenantSearchQuery(q: string): { size: number; sort: string; q?: string } {
  return q.trim() ? { size: TENANT_SEARCH_SIZE, sort: 'name,asc', q: q.trim() } : { size: TENANT_SEARCH_SIZE, sort: 'name,asc' };
}

/** A compact text of an audit row's changes: `field: before → after`. */
export function changesText(changes: Record<string, { before: unknown; after: unknown }> | null): string {
  if (!changes) return '';
  const show = (v: unknown) => (v === null || v === undefined ? '∅' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return Object.entries(changes)
    .map(([k, { before, after }]) => `${k}: ${show(before)} → ${show(after)}`)
    .join('; ');
}
