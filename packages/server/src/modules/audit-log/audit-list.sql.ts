import { DD254_KIND, INCIDENT_TYPE } from '@clearline/shared';
import { labelSql } from '../../core/reporting/report-definition';
import type { AuditFilter, AuditListQuery } from './audit-query';
import { auditWhere } from './audit-query';

export interface SqlStatement {
  text: string;
  values: unknown[];
}

/** A user's name as the product shows it elsewhere: "First Last". */
const person = (p: string) => `nullif(concat_ws(' ', ${p}.first_name, ${p}.last_name), '')`;
/** A person of the personnel records as every list of the product names them: "Last, First". */
const personnelName = (p: string) => `nullif(concat_ws(', ', ${p}.last_name, ${p}.first_name), '')`;
const day = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;

/** own: records of the row's tenant; shared: also the system's records (no tenant); system: no tenant column. */
type Reach = 'own' | 'shared' | 'system';

/** Joins from a record (alias x) to the record it belongs to, inside its tenant. */
const PERSONNEL = 'JOIN personnel p ON p.id = x.personnel_id AND p.tenant_id = x.tenant_id';
const FACILITY = 'JOIN facility f ON f.id = x.facility_id AND f.tenant_id = x.tenant_id';
const CONTRACT = 'JOIN contract c ON c.id = x.contract_id AND c.tenant_id = x.tenant_id';
const COUNTRY = 'JOIN country co ON co.id = x.country_id';

/**
 * How the name of a record is found, per table: the name expression over alias x, joins, and its reach. It names
 * an audit row's record and the records its changed values name (`REFERENCE_NAMES_SQL`). Lookups stay inside the
 * row's tenant (x.tenant_id = the row's tenant), and row-level security narrows a tenant reader further: no name
 * of another tenant's record is ever read.
 */
const OBJECT_NAMES: Record<string, { name: string; join?: string; reach?: Reach }> = {
  personnel: { name: personnelName('x') },
  facility: { name: 'x.facility_name' },
  app_user: { name: `coalesce(${person('x')}, x.username)` },
  role: { name: 'x.pretty_name', reach: 'shared' },
  role_permission: { name: `r.pretty_name || ': ' || x.module`, join: 'JOIN role r ON r.id = x.role_id', reach: 'system' },
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
  email_template: { name: 'x.name', reach: 'system' },
  email_template_attachment: { name: 'x.file_name', reach: 'system' },
  tenant_faq: { name: 'x.question' },
  cost_center: { name: `x.name || ' (' || x.code || ')'` },
  tenant_poc: { name: personnelName('p'), join: PERSONNEL },
  download_link: { name: 'x.pretty_name' },
  document: { name: 'x.file_name' },
  annual_training_document: { name: 'x.document_name' },
  open_action: { name: 'x.title' },
  user_role: { name: `coalesce(${person('u')}, u.username)`, join: 'JOIN app_user u ON u.id = x.user_id AND u.tenant_id = x.tenant_id' },
  invitation: { name: personnelName('x') },
  pending_hire: { name: personnelName('x') },
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
      'personnel_termination',
      'clearance_request',
      'clearance_verification',
      'facility_kmp',
      'outgoing_visit_personnel',
    ].map((table) => [table, { name: personnelName('p'), join: PERSONNEL }]),
  ),
  facility_change_condition: { name: 'f.facility_name', join: FACILITY },
  facility_preference: { name: 'f.facility_name', join: FACILITY },
  facility_inspection: { name: `f.facility_name || ' ' || ${day('x.start_date')}`, join: FACILITY },
  facility_inspection_finding: { name: 'left(x.description, 80)' },
  facility_corrective_action: { name: 'left(x.description, 80)' },
  facility_document: { name: 'x.title' },
  facility_security_enhancement: { name: 'x.title' },
  facility_workflow_retry: { name: 'x.subject' },
  contract: { name: `x.contract_number || ' ' || x.contract_name` },
  contract_assignment: { name: `concat_ws(' – ', c.contract_number, ${personnelName('p')})`, join: `${CONTRACT} ${PERSONNEL}` },
  contract_document: { name: 'x.title' },
  contract_subcontractor: { name: 'x.subcontractor_name' },
  dd254: { name: `'DD254 ' || c.contract_number || ' (' || ${labelSql('x.kind', DD254_KIND)} || ')'`, join: CONTRACT },
  incident: {
    name: `concat_ws(' – ', ${labelSql('x.incident_type', INCIDENT_TYPE)}, nullif(x.title, ''), ${personnelName('p')})`,
    join: `LEFT ${PERSONNEL}`,
  },
  foreign_travel_destination: { name: `concat_ws(': ', co.name, nullif(x.cities, ''))`, join: COUNTRY },
  foreign_travel_emergency_contact: { name: 'x.full_name' },
  travel_advisory: { name: 'co.name', join: COUNTRY },
  encrypted_message_recipient: {
    name: `coalesce(${person('u')}, u.username)`,
    join: 'JOIN app_user u ON u.id = x.user_id AND u.tenant_id = x.tenant_id',
  },
  incoming_visit: { name: `concat_ws(' ', nullif(x.facility_name, ''), ${day('x.start_date')})` },
  incoming_visitor: { name: 'x.visitor_name' },
  outgoing_visit: { name: `concat_ws(' ', nullif(x.to_facility_name, ''), ${day('x.start_date')})` },
  foci_visit: { name: `concat_ws(' ', nullif(x.visit_location, ''), ${day('x.start_date')})` },
  foci_visit_participant: { name: 'x.full_name' },
  visit_document: { name: 'coalesce(x.document_title, x.document_type)' },
};

/** The tenant condition of a lookup for its reach, the row's tenant being `tenant`. */
const reachOf = (reach: Reach | undefined, tenant: string) =>
  ({ own: ` AND x.tenant_id = ${tenant}`, shared: ` AND (x.tenant_id = ${tenant} OR x.tenant_id IS NULL)`, system: '' })[reach ?? 'own'];

/** The row's object id as a uuid, or null (the cast never fails). */
const OBJECT_UUID = `CASE WHEN a.object_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN a.object_id::uuid END`;

const objectLookups = Object.entries(OBJECT_NAMES)
  .map(
    ([table, o]) =>
      `SELECT ${o.name} FROM ${table} x ${o.join ?? ''} WHERE a.object_table = '${table}' AND x.id = ${OBJECT_UUID}${reachOf(o.reach, 'a.tenant_id')}`,
  )
  .join('\n    UNION ALL ');

/**
 * The names of the records that audit rows' values name: $1 the rows' tenants and $2 the ids, pairwise (a uuid is
 * unique across tables, so every table that has names is asked); $3 country ids. Answers (tenant_id, ref, name),
 * ref as `auditReferenceKey` makes it.
 */
export const REFERENCE_NAMES_SQL = `WITH w AS (SELECT DISTINCT tenant_id, ref FROM unnest($1::uuid[], $2::uuid[]) AS w(tenant_id, ref))
  ${Object.entries(OBJECT_NAMES)
    .map(
      ([table, o]) =>
        `SELECT w.tenant_id, x.id::text AS ref, ${o.name} AS name FROM w JOIN ${table} x ON x.id = w.ref${reachOf(o.reach, 'w.tenant_id')} ${o.join ?? ''}`,
    )
    .join('\n  UNION ALL ')}
  UNION ALL SELECT NULL::uuid, 'country:' || co.id, co.name FROM country co WHERE co.id = ANY($3::int[])`;

/** A deleted record's name, from the values its DELETE row keeps. */
const was = (field: string) => `a.changes->'${field}'->>'before'`;
const DELETED_NAME = `CASE WHEN a.event_type = 'DELETE' THEN coalesce(${[
  was('facilityName'),
  `CASE WHEN a.object_table = 'app_user' THEN nullif(concat_ws(' ', ${was('firstName')}, ${was('lastName')}), '')
     ELSE nullif(concat_ws(', ', ${was('lastName')}, ${was('firstName')}), '') END`,
  was('prettyName'),
  was('contractNumber'),
  was('subcontractorName'),
  was('fullName'),
  was('visitorName'),
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
