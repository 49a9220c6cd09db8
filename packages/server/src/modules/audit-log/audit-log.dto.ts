import { AUDIT_EVENT_TYPE_VALUES, type AuditEntryView } from '@clearline/shared';
import { EnumOf } from '../../core/http/fields';

/** One audit row as the API answers it (times in UTC, ISO 8601). */
export class AuditEntryDto implements AuditEntryView {
  id: string;
  eventTimestamp: string;
  @EnumOf(AUDIT_EVENT_TYPE_VALUES)
  eventType: string;
  tenantId: string | null;
  tenantName: string | null;
  username: string | null;
  /** the acting user's name, when the reader may see that user */
  actorName: string | null;
  /** the provider user who acted inside the tenant, when impersonating */
  impersonator: string | null;
  objectTable: string | null;
  objectId: string | null;
  /** the name of the record the row is about (a person, a facility, …), when it still exists */
  objectName: string | null;
  action: string | null;
  /** changed fields with their values before and after (sensitive values redacted) */
  changes: Record<string, { before: unknown; after: unknown }> | null;
  ipAddress: string | null;
  userAgent: string | null;
  requestId: string | null;
  details: Record<string, unknown> | null;
  /**
   * The names of the records the changed values and details name, by value: a record id as it is (a person's id →
   * "Doe, Jane"), a country id as `country:<id>`; only records of the row's tenant (and countries) are named.
   */
  valueNames: Record<string, string>;
}

/** A page of audit rows: the specification's { content, totalElements }. */
export class AuditPageDto {
  content: AuditEntryDto[];
  totalElements: number;
  /** page number, from 0 */
  page: number;
  size: number;
}

/** Filters of an export (also accepted as query parameters). */
export class AuditExportRequestDto {
  /** CSV (default) or XLSX */
  format?: 'CSV' | 'XLSX';
  /** one event type or a comma-separated list */
  eventType?: string;
  tenantId?: string;
  /** matches usernames containing the text, in any case */
  username?: string;
  objectTable?: string;
  /** one record's history: the rows of the record with this id and of the records created under it */
  recordId?: string;
  /** YYYY-MM-DD (from its start, UTC) or an ISO date-time */
  startDate?: string;
  /** YYYY-MM-DD (to its end, UTC) or an ISO date-time */
  endDate?: string;
  /** TENANT: only the tenant the request acts in (the tenant audit log) */
  scope?: 'ALL' | 'TENANT';
  /** true: include system activity (system-scope reads, bookkeeping without an acting user) */
  showSystem?: 'true' | 'false';
}
