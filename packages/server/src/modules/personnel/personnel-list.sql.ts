import { CLEARANCE_LEVEL_VALUES, type DueItem, type DueWindow, type TrainingState } from '@clearline/shared';
import { CURRENT_TENANT } from '../../core/database/rls';
import { likeTerm } from '../../core/http/list-query';
import {
  bindDue,
  HELD_PCL_STATUSES,
  holdsClearanceSql,
  type DueValues,
  personDueSql,
  trainingDoneSql,
  trainingRequiredSql,
} from './due-dates';

/**
 * The SQL of the personnel lists, as pure functions: the service runs it, and the benchmark's raw
 * baseline (bench/scenarios/personnel-list.mjs) runs exactly the same statements. Row-level security
 * limits every statement to the transaction's tenant; the indexes are in migration People1763740000002
 * (personnel_list_idx for the default order, personnel_search_trgm_idx for the quick filter).
 */

export interface PersonnelListFilter {
  /** quick filter: part of "last first", "first last", employee id or work e-mail */
  q?: string;
  status?: string | string[];
  employmentStatus?: string | string[];
  employmentType?: string | string[];
  facilityId?: string;
  enabled?: boolean;
  userAssigned?: boolean;
  ids?: string[];
  /** the person's user holds this role (FSO / CLIENT_FSO pickers) */
  roleName?: string;
  /** employed (ACTIVE) and enabled */
  activeOnly?: boolean;
  /** holds a clearance (ACTIVE or ACTIVE_BREAK) */
  withActiveClearance?: boolean;
  /** only inside the audited system scope, where row-level security is off */
  tenantId?: string;
  /** has a record of one of the items (all when none) falling due in one of the windows (overdue up to 90 days when none) */
  due?: { items: DueItem[]; windows: DueWindow[]; values: DueValues };
  /** takes the annual training and has (COMPLETE) or has not (DUE) completed it */
  training?: { state: TrainingState; values: DueValues };
}

export const PERSONNEL_SORTS = ['lastName', 'firstName', 'employeeId', 'workEmail', 'status', 'createdAt'] as const;
export type PersonnelSort = (typeof PERSONNEL_SORTS)[number];

const ORDER: Record<PersonnelSort, string[]> = {
  lastName: ['p.last_name', 'p.first_name', 'p.id'],
  firstName: ['p.first_name', 'p.last_name', 'p.id'],
  employeeId: ['p.employee_id', 'p.id'],
  workEmail: ['lower(p.work_email)', 'p.id'],
  status: ['p.status', 'p.last_name', 'p.first_name', 'p.id'],
  createdAt: ['p.created_at', 'p.id'],
};

export interface Sql {
  text: string;
  values: unknown[];
}

/**
 * The WHERE clause of a filter (empty when nothing filters) and its parameters, numbered from 1. With
 * `searchCte`, the quick filter reads the ids found by personnel_search($1) in that CTE of the statement.
 */
export function personnelWhere(f: PersonnelListFilter, searchCte?: string): { sql: string; values: unknown[] } {
  const start = 1;
  const parts: string[] = [];
  const values: unknown[] = [];
  const param = (v: unknown) => {
    values.push(v);
    return `$${start + values.length - 1}`;
  };
  const oneOrMany = (column: string, v: string | string[] | undefined) => {
    if (v === undefined) return;
    parts.push(Array.isArray(v) ? `${column} = ANY(${param(v)}::text[])` : `${column} = ${param(v)}`);
  };
  if (f.tenantId) parts.push(`p.tenant_id = ${param(f.tenantId)}::uuid`);
  if (f.q) {
    const pattern = param(likeTerm(f.q.toLowerCase()));
    // in the system scope RLS is off and the trigram index serves LIKE directly; under RLS personnel_search() does
    if (f.tenantId) parts.push(`p.search_text LIKE ${pattern}`);
    else parts.push(searchCte ? `p.id IN (SELECT id FROM ${searchCte})` : `p.id IN (SELECT personnel_search(${pattern}))`);
  }
  oneOrMany('p.status', f.status);
  oneOrMany('p.employment_status', f.employmentStatus);
  oneOrMany('p.employment_type', f.employmentType);
  if (f.enabled !== undefined) parts.push(`p.enabled = ${param(f.enabled)}`);
  if (f.userAssigned !== undefined) parts.push(f.userAssigned ? 'p.user_id IS NOT NULL' : 'p.user_id IS NULL');
  if (f.ids) parts.push(`p.id = ANY(${param(f.ids)}::uuid[])`);
  if (f.activeOnly) parts.push(`p.employment_status = 'ACTIVE' AND p.enabled`);
  if (f.facilityId) {
    parts.push(
      `EXISTS (SELECT 1 FROM personnel_facility pf WHERE pf.tenant_id = p.tenant_id AND pf.personnel_id = p.id AND pf.facility_id = ${param(f.facilityId)}::uuid)`,
    );
  }
  if (f.withActiveClearance) {
    parts.push(holdsClearanceSql('p', 'c'));
  }
  if (f.due) parts.push(personDueSql('p.id', f.due.items, f.due.windows, bindDue(values, f.due.values)));
  if (f.training) {
    const today = param(f.training.values.today);
    parts.push(`${trainingRequiredSql('p')} AND ${f.training.state === 'DUE' ? 'NOT ' : ''}${trainingDoneSql('p', today)}`);
  }
  if (f.roleName) {
    parts.push(
      `EXISTS (SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = p.user_id AND r.name = ${param(f.roleName)})`,
    );
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', values };
}

const RANKS = `ARRAY[${CLEARANCE_LEVEL_VALUES.map((v) => `'${v}'`).join(',')}]`;

export { HELD_PCL_STATUSES };

/** Highest eligibility among the person's held clearances (by the 0–8 rank list). */
const CLEARANCE_LEVEL_SQL = `(SELECT c.pcl_eligibility FROM personnel_clearance c
   WHERE c.tenant_id = p.tenant_id AND c.personnel_id = p.id AND c.pcl_status IN ${HELD_PCL_STATUSES}
   ORDER BY array_position(${RANKS}, c.pcl_eligibility) DESC LIMIT 1)`;

const FACILITY_NAMES_SQL = `(SELECT string_agg(f.facility_name, ', ' ORDER BY f.facility_name)
   FROM personnel_facility pf JOIN facility f ON f.tenant_id = pf.tenant_id AND f.id = pf.facility_id
   WHERE pf.tenant_id = p.tenant_id AND pf.personnel_id = p.id)`;

const PHONE_SQL = `(SELECT coalesce(c.work_phone_number, c.cell_phone_number, c.home_phone_number) FROM personnel_contact c
   WHERE c.tenant_id = p.tenant_id AND c.personnel_id = p.id AND c.contact_type_enum = 'PERSONAL' LIMIT 1)`;

/** Columns of each list shape (camelCase aliases: rows are the response items as they are). */
export const LIST_COLUMNS = {
  details: `p.id, p.first_name AS "firstName", p.middle_name AS "middleName", p.last_name AS "lastName",
    p.employee_id AS "employeeId", p.work_email AS "workEmail", p.job_title AS "jobTitle",
    p.employment_type AS "employmentType", p.employment_status AS "employmentStatus", p.status, p.enabled,
    ${FACILITY_NAMES_SQL} AS "facilityNames", ${CLEARANCE_LEVEL_SQL} AS "clearanceLevel", (p.user_id IS NOT NULL) AS "userAssigned",
    p.ssn_encrypted AS "ssnEncrypted"`,
  basic: `p.id, p.first_name AS "firstName", p.last_name AS "lastName", p.first_name || ' ' || p.last_name AS "fullName",
    p.work_email AS "workEmail", p.employee_id AS "employeeId", ${PHONE_SQL} AS phone, p.status`,
  withClearance: `p.id, p.first_name AS "firstName", p.last_name AS "lastName", p.first_name || ' ' || p.last_name AS "fullName",
    p.work_email AS "workEmail", p.employee_id AS "employeeId", ${PHONE_SQL} AS phone, p.status, ${CLEARANCE_LEVEL_SQL} AS "clearanceLevel"`,
  workHistory: `p.id AS "personnelId", p.first_name AS "firstName", p.last_name AS "lastName", p.employee_id AS "employeeId",
    p.job_title AS "jobTitle", p.employment_type AS "employmentType", p.employment_status AS "employmentStatus",
    to_char(p.hire_date, 'YYYY-MM-DD') AS "hireDate", to_char(p.start_date, 'YYYY-MM-DD') AS "startDate",
    to_char(p.end_date, 'YYYY-MM-DD') AS "endDate", ${FACILITY_NAMES_SQL} AS "facilityNames"`,
} as const;
export type ListShape = keyof typeof LIST_COLUMNS;

/**
 * The rows of the details list as answered: the stored SSN (ciphertext, column "ssnEncrypted") becomes
 * `ssn` as the caller may see it (`show`, e.g. displaySsn for the caller's visibility); the ciphertext
 * never leaves the server.
 */
export function detailsRows<T extends { ssnEncrypted?: string | null }>(
  rows: T[],
  show: (stored: string | null) => string | null,
): Array<Omit<T, 'ssnEncrypted'> & { ssn: string | null }> {
  return rows.map(({ ssnEncrypted, ...row }) => ({ ...row, ssn: show(ssnEncrypted ?? null) }));
}

export interface PageRequest {
  shape: ListShape;
  filter: PersonnelListFilter;
  sort: { field: PersonnelSort | 'endDate'; direction: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

function orderBy(sort: PageRequest['sort']): string {
  if (sort.field === 'endDate') {
    return `p.end_date ${sort.direction} NULLS ${sort.direction === 'DESC' ? 'FIRST' : 'LAST'}, p.start_date DESC NULLS LAST, p.id`;
  }
  return ORDER[sort.field].map((c) => `${c} ${sort.direction}`).join(', ');
}

const onlyQuickFilter = (f: PersonnelListFilter): boolean => Object.entries(f).every(([k, v]) => k === 'q' || v === undefined);

/**
 * A page of a list and the total in ONE statement: the quick filter's search runs once (CTE m), the page
 * is picked on the table's own columns first (CTE page, by the list's index), and only its rows get the
 * per-row look-ups (facility names, clearance level, phone). Every row carries the total as "__total".
 * The total comes from personnel_count when nothing filters, from the search when only the quick filter does.
 */
export function personnelListSql(r: PageRequest): Sql {
  const search = !!r.filter.q && !r.filter.tenantId;
  const w = personnelWhere(r.filter, search ? 'm' : undefined);
  const n = w.values.length;
  const order = orderBy(r.sort);
  const total = !w.sql
    ? `coalesce((SELECT n FROM personnel_count WHERE tenant_id = ${CURRENT_TENANT}), 0)`
    : search && onlyQuickFilter(r.filter)
      ? '(SELECT count(*) FROM m)'
      : `(SELECT count(*) FROM personnel p ${w.sql})`;
  const ctes = [
    // $1 is the quick filter's pattern whenever the search is used (personnelWhere numbers it first)
    ...(search ? ['m AS MATERIALIZED (SELECT personnel_search($1) AS id)'] : []),
    `page AS MATERIALIZED (SELECT p.* FROM personnel p ${w.sql} ORDER BY ${order} OFFSET $${n + 1} LIMIT $${n + 2})`,
  ];
  return {
    text: `WITH ${ctes.join(', ')} SELECT ${LIST_COLUMNS[r.shape]}, ${total}::int AS "__total" FROM page p ORDER BY ${order}`,
    values: [...w.values, r.offset, r.limit],
  };
}

/**
 * The count statement of a list (when a page past the end comes back empty). Without a filter the exact count comes from personnel_count (kept by a
 * trigger on insert and delete), so the default list does not count the tenant's rows on every page.
 */
export function personnelCountSql(filter: PersonnelListFilter): Sql {
  const w = personnelWhere(filter);
  if (!w.sql) {
    return { text: `SELECT coalesce((SELECT n FROM personnel_count WHERE tenant_id = ${CURRENT_TENANT}), 0)::int AS total`, values: [] };
  }
  // the quick filter alone: count what the search finds (the same tenant the policy allows)
  if (filter.q && !filter.tenantId && onlyQuickFilter(filter)) {
    return { text: `SELECT count(*)::int AS total FROM personnel_search($1)`, values: w.values };
  }
  return { text: `SELECT count(*)::int AS total FROM personnel p ${w.sql}`, values: w.values };
}
