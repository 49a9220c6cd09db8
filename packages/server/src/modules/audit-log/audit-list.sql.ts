import type { AuditFilter, AuditListQuery } from './audit-query';
import { auditWhere } from './audit-query';

export interface SqlStatement {
  text: string;
  values: unknown[];
}

const person = (p: string) => `nullif(concat_ws(' ', ${p}.first_name, ${p}.last_name), '')`;

/** own: records of the row's tenant; shared: also the system's records (no tenant); system: no tenant column. */
type Reach = 'own' | 'shared' | 'system';

/**
 * How the name of an audit row's record is found, per object table: the name expression over alias x,
 * joins, and its reach. Lookups stay inside the row's tenant (x.tenant_id = a.tenant_id), and row-level
 * security narrows a tenant reader further: no name of another tenant's record is ever read.
 */
const OBJECT_NAMES: Record<string, { name: string; join?: string; reach?: Reach }> = {
  personnel: { name: person('x') },
  facility: { name: 'x.facility_name' },
  app_user: { name: `coalesce(${person('x')}, x.username)` },
  role: { name: 'x.pretty_name', reach: 'shared' },
  // the tenant table's own row-level security decides which tenants a reader may name
  tenant: { name: 'x.name', reach: 'system' },
  scheduled_job: { name: 'x.name', reach: 'shared' },
  tenant_setting: { name: 'x.parameter_name' },
  system_setting: { name: 'x.parameter_name', reach: 'system' },
  tenant_announcement: { name: 'x.announcement_title' },
  system_announcement: { name: 'x.announcement_title', reach: 'system' },
  knowledge_center_item: { name: 'x.title', reach: 'system' },
  checklist: { name: 'x.name', reach: 'system' },
  cognizant_security_authority: { name: 'x.office_name', reach: 'system' },
  country_other_name: { name: 'x.other_name', reach: 'system' },
  doc_type: { name: 'x.doc_title', reach: 'system' },
  doc_template_type: { name: 'x.template_type_name', reach: 'system' },
  master_poc: { name: 'x.poc_full_name', reach: 'system' },
  system_faq: { name: 'x.question', reach: 'system' },
  tenant_faq: { name: 'x.question' },
  cost_center: { name: `x.name || ' (' || x.code || ')'` },
  tenant_poc: { name: person('p'), join: 'JOIN personnel p ON p.id = x.personnel_id AND p.tenant_id = x.tenant_id' },
  download_link: { name: 'x.pretty_name' },
  document: { name: 'x.file_name' },
  annual_training_document: { name: 'x.document_name' },
  open_action: { name: 'x.title' },
  user_role: { name: `coalesce(${person('u')}, u.username)`, join: 'JOIN app_user u ON u.id = x.user_id AND u.tenant_id = x.tenant_id' },
  ...Object.fromEntries(
    [
      'personnel_clearance',
      'personnel_investigation',
      'personnel_special_access',
      'personnel_polygraph',
      'personnel_badge',
      'personnel_contact',
      'personnel_vehicle',
      'personnel_document',
      'personnel_facility',
    ].map((table) => [table, { name: person('p'), join: 'JOIN personnel p ON p.id = x.personnel_id AND p.tenant_id = x.tenant_id' }]),
  ),
};

/** The row's object id as a uuid, or null (the cast never fails). */
const OBJECT_UUID = `CASE WHEN a.object_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN a.object_id::uuid END`;

const objectLookups = Object.entries(OBJECT_NAMES)
  .map(([table, o]) => {
    const reach = { own: ' AND x.tenant_id = a.tenant_id', shared: ' AND (x.tenant_id = a.tenant_id OR x.tenant_id IS NULL)', system: '' };
    return `SELECT ${o.name} FROM ${table} x ${o.join ?? ''} WHERE a.object_table = '${table}' AND x.id = ${OBJECT_UUID}${reach[o.reach ?? 'own']}`;
  })
  .join('\n    UNION ALL ');

/** A deleted record's name, from the values its DELETE row keeps. */
const was = (field: string) => `a.changes->'${field}'->>'before'`;
const DELETED_NAME = `CASE WHEN a.event_type = 'DELETE' THEN coalesce(${[
  was('facilityName'),
  `nullif(concat_ws(' ', ${was('firstName')}, ${was('lastName')}), '')`,
  was('prettyName'),
  was('name'),
  was('title'),
  was('announcementTitle'),
  was('documentName'),
  was('fileName'),
].join(', ')}) END`;

export const AUDIT_COLUMNS = `a.id, a.event_time, a.event_type, a.tenant_id, t.name AS tenant_name, a.username,
  ${person('u')} AS actor_name, a.impersonator, a.object_table,
  a.object_id, coalesce(o.name, ${DELETED_NAME}) AS object_name, a.action, a.changes, a.ip, a.user_agent, a.request_id, a.details`;
/**
 * The names of a row: its tenant, its actor (a user of the row's tenant; a provider user acting inside
 * a tenant is named only to readers who may see that user) and its record.
 */
const NAMES = `LEFT JOIN tenant t ON t.id = a.tenant_id
  LEFT JOIN app_user u ON u.id = a.user_id
  LEFT JOIN LATERAL (${objectLookups}
    LIMIT 1) o(name) ON true`;

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
      // the page is chosen first; names are looked up for its rows only
      text: `SELECT ${AUDIT_COLUMNS}
         FROM (SELECT a.* FROM audit_log a WHERE ${where} ORDER BY ${orderBy(q)} LIMIT $${params.length + 1} OFFSET $${params.length + 2}) a
         ${NAMES}
         ORDER BY ${orderBy(q)}`,
      values: [...params, q.limit, q.offset],
    },
  };
}

/** The export's statement: every matching row, newest first (read through a cursor). */
export function auditExportSql(f: AuditFilter, tenant: string | undefined): SqlStatement {
  const { where, params } = auditWhere(f, tenant);
  return { text: `SELECT ${AUDIT_COLUMNS} FROM audit_log a ${NAMES} WHERE ${where} ORDER BY a.event_time DESC, a.id DESC`, values: params };
}
