import type { AuditFilter, AuditListQuery } from './audit-query';
import { auditWhere } from './audit-query';

export interface SqlStatement {
  text: string;
  values: unknown[];
}

export const AUDIT_COLUMNS = `a.id, a.event_time, a.event_type, a.tenant_id, t.name AS tenant_name, a.username, a.impersonator, a.object_table,
  a.object_id, a.action, a.changes, a.ip, a.user_agent, a.request_id, a.details`;
const FROM = `audit_log a LEFT JOIN tenant t ON t.id = a.tenant_id`;

/** event_time is never null, so its order matches the (…, event_time DESC, id DESC) indexes exactly. */
const orderBy = (q: AuditListQuery): string =>
  q.sort.column === 'a.event_time'
    ? `a.event_time ${q.sort.direction}, a.id ${q.sort.direction}`
    : `${q.sort.column} ${q.sort.direction} NULLS LAST, a.event_time DESC, a.id DESC`;

/**
 * The two statements of one audit list page (total, then the rows), for `tenant` (all tenants when
 * undefined). The benchmark's raw baseline runs exactly these (bench/scenarios/audit-list.mjs).
 */
export function auditListSql(q: AuditListQuery, tenant: string | undefined): { count: SqlStatement; page: SqlStatement } {
  const { where, params } = auditWhere(q, tenant);
  return {
    count: { text: `SELECT count(*)::bigint AS total FROM audit_log a WHERE ${where}`, values: params },
    page: {
      text: `SELECT ${AUDIT_COLUMNS} FROM ${FROM} WHERE ${where}
         ORDER BY ${orderBy(q)}
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      values: [...params, q.limit, q.offset],
    },
  };
}

/** The export's statement: every matching row, newest first (read through a cursor). */
export function auditExportSql(f: AuditFilter, tenant: string | undefined): SqlStatement {
  const { where, params } = auditWhere(f, tenant);
  return { text: `SELECT ${AUDIT_COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY a.event_time DESC, a.id DESC`, values: params };
}
