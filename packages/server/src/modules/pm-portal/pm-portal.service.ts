import { Injectable } from '@nestjs/common';
import {
  ASSIGNMENT_STATUS,
  CLEARANCE_LEVEL,
  CLEARANCE_LEVEL_VALUES,
  CONTRACT_EFFECTIVE_STATUS_VALUES,
  CONTRACT_STATUS,
  CONTRACT_TYPE,
  DUE_WINDOW_VALUES,
  PM_CLEARANCE_STATE_VALUES,
  type AssignmentStatus,
  type ClearanceLevel,
  type ContractEffectiveStatus,
  type DueWindow,
  type PmClearanceState,
  type PmPortalScope,
} from '@clearline/shared';
import { TenantDb } from '../../core/database/tenant-db';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { Page } from '../../core/http/list-query';
import { contractEffectiveStatusSql, contractVisibility, visibleContractSql } from '../contracts';
import { openActionCountSql } from '../open-actions';
import { DueDates, bindDue, dueSource, dueWithinSql, linkedPersonnelId, windowOfSql, type DueValues } from '../personnel';
import type { PmContractView, PmDashboardView, PmPersonnelView } from './pm-portal.dto';

const HELD = `('ACTIVE', 'ACTIVE_BREAK')`;
const RANKS = `ARRAY[${CLEARANCE_LEVEL_VALUES.map((v) => `'${v}'`).join(',')}]`;

/** SQL: the person of alias `p` has an investigation in progress (not completed). */
const INVESTIGATION_PENDING = (p: string) =>
  `EXISTS (SELECT 1 FROM personnel_investigation pi WHERE pi.tenant_id = ${p}.tenant_id AND pi.personnel_id = ${p}.id
             AND NOT pi.is_process_completed)`;

/** GET /pm-portal/contracts: the portal's contracts (`x`, one row per contract). */
export const PM_CONTRACT_LIST = defineList({
  resource: 'pm-portal-contracts',
  sortable: {
    contractNumber: 'lower(x."contractNumber")',
    contractName: 'lower(x."contractName")',
    contractType: 'x."contractType"',
    status: 'x.status',
    effectiveStatus: 'x."effectiveStatus"',
    customerAgency: 'lower(x."customerAgency")',
    popStartDate: 'x."popStartDate"',
    popEndDate: 'x."popEndDate"',
    programManagerName: 'lower(x."programManagerName")',
    assignedCount: 'x."assignedCount"',
    pendingCount: 'x."pendingCount"',
  },
  defaultSort: { field: 'contractNumber', direction: 'ASC' },
  id: 'x.id',
  nullsLast: true,
  quickFilter: ['x."contractNumber"', 'x."contractName"', 'x."customerAgency"'],
  filters: {
    status: {
      type: 'enum',
      column: 'x.status',
      values: Object.keys(CONTRACT_STATUS),
      description: 'the stored status (ACTIVE, CLOSING, CLOSED)',
    },
    effectiveStatus: {
      type: 'enum',
      column: 'x."effectiveStatus"',
      values: CONTRACT_EFFECTIVE_STATUS_VALUES,
      description: 'the status the contract shows today: NOT_STARTED for an ACTIVE contract whose period of performance starts later',
    },
    contractType: { type: 'enum', column: 'x."contractType"', values: Object.keys(CONTRACT_TYPE) },
    popEndWindow: {
      type: 'enum',
      column: 'x."popEndWindow"',
      values: DUE_WINDOW_VALUES,
      description: 'the period of performance of a contract not closed ends in the window (OVERDUE: has ended)',
    },
    popEndDate: { type: 'dateRange', column: 'x."popEndDate"::date' },
    facilityId: { type: 'uuid', column: 'x."facilityId"' },
    programManagerId: { type: 'uuid', column: 'x."programManagerId"' },
  },
});

/** GET /pm-portal/personnel: the assignments to the portal's contracts (`x`, one row per person and contract). */
export const PM_PERSONNEL_LIST = defineList({
  resource: 'pm-portal-personnel',
  sortable: {
    fullName: ['lower(x."lastName")', 'lower(x."firstName")'],
    employeeId: 'x."employeeId"',
    contractNumber: 'lower(x."contractNumber")',
    assignmentStatus: 'x."assignmentStatus"',
    dateAssigned: 'x."dateAssigned"',
    clearanceLevel: `array_position(${RANKS}, x."clearanceLevel")`,
    clearanceState: 'x."clearanceState"',
    reinvestigationDue: 'x."reinvestigationDue"',
    openActions: 'x."openActions"',
  },
  defaultSort: { field: 'fullName', direction: 'ASC' },
  id: 'x.id',
  nullsLast: true,
  quickFilter: ['x."fullName"', 'x."employeeId"', 'x."contractNumber"', 'x."contractName"'],
  filters: {
    contractId: { type: 'uuid', column: 'x."contractId"' },
    personnelId: { type: 'uuid', column: 'x."personnelId"' },
    assignmentStatus: { type: 'enum', column: 'x."assignmentStatus"', values: Object.keys(ASSIGNMENT_STATUS) },
    clearanceLevel: { type: 'enum', column: 'x."clearanceLevel"', values: CLEARANCE_LEVEL_VALUES },
    clearanceState: { type: 'enum', column: 'x."clearanceState"', values: PM_CLEARANCE_STATE_VALUES },
    reinvestigationWindow: {
      type: 'enum',
      column: 'x."reinvestigationWindow"',
      values: DUE_WINDOW_VALUES,
      description: 'the held clearance’s periodic reinvestigation falls due in the window (OVERDUE: has passed)',
    },
    investigationPending: {
      type: 'boolean',
      column: 'x."investigationPending"',
      description: 'true: the person has an investigation in progress (not completed)',
    },
    withOpenActions: {
      type: 'boolean',
      condition: (p) => `(x."openActions" > 0) = ${p}`,
      description: 'true: the person has open actions',
    },
  },
});

/** Who the portal is for and the statement parameters its queries start with ($1 all contracts, $2 the user, $3 today, then the years settings). */
interface Scope {
  scope: PmPortalScope;
  values: unknown[];
  /** the contract `k` is one of the portal's */
  visible: string;
  today: string;
  years: (setting: string) => string;
  due: DueValues;
}

/**
 * The program manager portal, counted in SQL: the contracts whose program manager is the caller's personnel
 * record (every contract of the tenant for a user who manages contracts), the people assigned to them with
 * their current clearance, and what falls due: periodic reinvestigations (the rule of the personnel records
 * and the FSO dashboard) and the end of each period of performance, in the dashboard's windows.
 */
@Injectable()
export class PmPortalService {
  constructor(
    private readonly db: TenantDb,
    private readonly dueDates: DueDates,
  ) {}

  private async scope(): Promise<Scope> {
    // whose contracts: the contracts routes' rule (every contract for the security office, else the caller's own)
    const v = contractVisibility();
    const due = await this.dueDates.values();
    const values: unknown[] = [...v.values];
    const p = bindDue(values, due);
    return {
      scope: v.scope,
      values,
      visible: visibleContractSql('k', '$1', '$2'),
      today: p.today,
      years: p.years,
      due,
    };
  }

  /** The contracts of the portal as rows of PmContractView. */
  private contractsSql(s: Scope): string {
    return `SELECT k.id, k.contract_number AS "contractNumber", k.contract_name AS "contractName", k.contract_type AS "contractType", k.status,
        ${contractEffectiveStatusSql('k', s.today)} AS "effectiveStatus",
        k.customer_agency AS "customerAgency", to_char(k.pop_start_date, 'YYYY-MM-DD') AS "popStartDate",
        to_char(k.pop_end_date, 'YYYY-MM-DD') AS "popEndDate",
        CASE WHEN k.status <> 'CLOSED' THEN ${windowOfSql('k.pop_end_date', s.today)} END AS "popEndWindow",
        k.required_clearance_level AS "requiredClearanceLevel", k.facility_id AS "facilityId", f.facility_name AS "facilityName",
        k.program_manager_id AS "programManagerId", pm.first_name || ' ' || pm.last_name AS "programManagerName",
        a.assigned AS "assignedCount", a.pending AS "pendingCount"
      FROM contract k
      LEFT JOIN facility f ON f.tenant_id = k.tenant_id AND f.id = k.facility_id
      LEFT JOIN personnel pm ON pm.tenant_id = k.tenant_id AND pm.id = k.program_manager_id
      CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE ca.assignment_status = 'ASSIGNED')::int AS assigned,
                                 count(*) FILTER (WHERE ca.assignment_status = 'PENDING')::int AS pending
                            FROM contract_assignment ca WHERE ca.tenant_id = k.tenant_id AND ca.contract_id = k.id) a
     WHERE ${s.visible}`;
  }

  /** The person's current clearance (`cl`: the highest held, else the latest on record) and reinvestigation due date (`rd`). */
  private clearanceJoins(s: Scope, person: string): string {
    const r = dueSource('REINVESTIGATION', { today: s.today, years: s.years });
    return `LEFT JOIN LATERAL (SELECT pc.pcl_eligibility, pc.pcl_status FROM personnel_clearance pc
                                 WHERE pc.tenant_id = ${person}.tenant_id AND pc.personnel_id = ${person}.id
                                 ORDER BY (pc.pcl_status IN ${HELD}) DESC, array_position(${RANKS}, pc.pcl_eligibility) DESC, pc.created_at DESC
                                 LIMIT 1) cl ON true
            CROSS JOIN LATERAL (SELECT min(${r.due}) AS due FROM ${r.from} WHERE ${r.personnelId} = ${person}.id AND ${r.where}) rd`;
  }

  async dashboard(): Promise<PmDashboardView> {
    const s = await this.scope();
    const em = this.db.em();
    const me = await linkedPersonnelId(this.db);
    // by the status each contract shows (a contract whose period of performance has not started is NOT_STARTED)
    const contracts = await em.query<Array<{ status: ContractEffectiveStatus; n: number }>>(
      `SELECT ${contractEffectiveStatusSql('k', s.today)} AS status, count(*)::int AS n FROM contract k WHERE ${s.visible} GROUP BY 1`,
      s.values.slice(0, 3),
    );
    const people = await em.query<Array<{ status: AssignmentStatus | null; n: number }>>(
      `SELECT ca.assignment_status AS status, count(DISTINCT ca.personnel_id)::int AS n
         FROM contract_assignment ca JOIN contract k ON k.tenant_id = ca.tenant_id AND k.id = ca.contract_id
        WHERE ${s.visible} GROUP BY ROLLUP (ca.assignment_status)`,
      s.values.slice(0, 2),
    );
    const [{ total: peopleTotal }] = await em.query<Array<{ total: number }>>(
      `SELECT count(DISTINCT ca.personnel_id)::int AS total
         FROM contract_assignment ca JOIN contract k ON k.tenant_id = ca.tenant_id AND k.id = ca.contract_id
        WHERE ${s.visible} AND ca.assignment_status <> 'UNASSIGNED'`,
      s.values.slice(0, 2),
    );
    // assigned people (PENDING or ASSIGNED on a contract of the portal), once each
    const assigned = `SELECT DISTINCT ca.personnel_id FROM contract_assignment ca
        JOIN contract k ON k.tenant_id = ca.tenant_id AND k.id = ca.contract_id
       WHERE ${s.visible} AND ca.assignment_status <> 'UNASSIGNED'`;
    const clearanceRows = await em.query<Array<{ state: PmClearanceState; level: ClearanceLevel; win: DueWindow | null; n: number }>>(
      `SELECT coalesce(cl.pcl_status, 'NONE') AS state, coalesce(cl.pcl_eligibility, 'NONE') AS level,
              CASE WHEN ${dueWithinSql('rd.due', s.today)} THEN ${windowOfSql('rd.due', s.today)} END AS win, count(*)::int AS n
         FROM (${assigned}) ap JOIN personnel pp ON pp.id = ap.personnel_id
         ${this.clearanceJoins(s, 'pp')}
        GROUP BY 1, 2, 3`,
      s.values,
    );
    const [followUp] = await em.query<Array<{ investigations: number; people: number; actions: number }>>(
      `SELECT count(*) FILTER (WHERE ${INVESTIGATION_PENDING('pp')})::int AS investigations,
              count(*) FILTER (WHERE ${openActionCountSql('pp.tenant_id', 'pp.id')} > 0)::int AS people,
              coalesce(sum(${openActionCountSql('pp.tenant_id', 'pp.id')}), 0)::int AS actions
         FROM (${assigned}) ap JOIN personnel pp ON pp.id = ap.personnel_id`,
      s.values.slice(0, 2),
    );
    const popEnds = await em.query<Array<{ win: DueWindow; n: number }>>(
      `SELECT ${windowOfSql('k.pop_end_date', s.today)} AS win, count(*)::int AS n
         FROM contract k WHERE ${s.visible} AND k.status <> 'CLOSED' AND ${dueWithinSql('k.pop_end_date', s.today)} GROUP BY 1`,
      s.values.slice(0, 3),
    );
    const endingSoon = await em.query<PmContractView[]>(
      `SELECT x.* FROM (${this.contractsSql(s)} AND k.status <> 'CLOSED' AND k.pop_end_date IS NOT NULL) x
        ORDER BY x."popEndDate", lower(x."contractNumber") LIMIT 5`,
      s.values.slice(0, 3),
    );
    const sum = <K extends string>(keys: readonly K[], key: (r: (typeof clearanceRows)[number]) => K | null) =>
      keys.map((k) => ({ k, count: clearanceRows.filter((r) => key(r) === k).reduce((t, r) => t + r.n, 0) })).filter((c) => c.count > 0);
    return {
      scope: s.scope,
      personnelId: me,
      today: s.due.today,
      contractsTotal: contracts.reduce((t, r) => t + r.n, 0),
      contracts: CONTRACT_EFFECTIVE_STATUS_VALUES.flatMap((status) => contracts.filter((r) => r.status === status)).map((r) => ({
        status: r.status,
        count: r.n,
      })),
      peopleTotal,
      people: people.filter((r) => r.status !== null).map((r) => ({ status: r.status!, count: r.n })),
      clearanceStates: sum(PM_CLEARANCE_STATE_VALUES, (r) => r.state).map((c) => ({ state: c.k, count: c.count })),
      clearanceLevels: sum(Object.keys(CLEARANCE_LEVEL) as ClearanceLevel[], (r) => r.level).map((c) => ({ level: c.k, count: c.count })),
      clearancesDue: sum(DUE_WINDOW_VALUES, (r) => r.win).map((c) => ({ window: c.k, count: c.count })),
      popEnds: popEnds.map((r) => ({ window: r.win, count: r.n })),
      pendingInvestigations: followUp.investigations,
      peopleWithOpenActions: followUp.people,
      openActions: followUp.actions,
      endingSoon,
    };
  }

  async contracts(query: Record<string, unknown>): Promise<Page<PmContractView>> {
    const q = parseList(PM_CONTRACT_LIST, query);
    const s = await this.scope();
    const rows = this.contractsSql(s);
    const source = { select: 'x.*', from: `(${rows}) x`, params: s.values.slice(0, 3) };
    return pageOfSql(this.db.em(), PM_CONTRACT_LIST, q, source, (items: PmContractView[]) => items);
  }

  async personnel(query: Record<string, unknown>): Promise<Page<PmPersonnelView>> {
    const q = parseList(PM_PERSONNEL_LIST, query);
    const s = await this.scope();
    const rows = `SELECT ca.id, ca.personnel_id AS "personnelId", pp.first_name AS "firstName", pp.last_name AS "lastName",
        pp.first_name || ' ' || pp.last_name AS "fullName", pp.employee_id AS "employeeId", pp.job_title AS "jobTitle",
        k.id AS "contractId", k.contract_number AS "contractNumber", k.contract_name AS "contractName",
        ca.assignment_status AS "assignmentStatus", to_char(ca.date_assigned, 'YYYY-MM-DD') AS "dateAssigned",
        to_char(ca.date_unassigned, 'YYYY-MM-DD') AS "dateUnassigned", ca.position,
        coalesce(cl.pcl_eligibility, 'NONE') AS "clearanceLevel", coalesce(cl.pcl_status, 'NONE') AS "clearanceState",
        to_char(rd.due, 'YYYY-MM-DD') AS "reinvestigationDue",
        CASE WHEN ${dueWithinSql('rd.due', s.today)} THEN ${windowOfSql('rd.due', s.today)} END AS "reinvestigationWindow",
        ${INVESTIGATION_PENDING('pp')} AS "investigationPending", ${openActionCountSql('pp.tenant_id', 'pp.id')} AS "openActions"
      FROM contract_assignment ca
      JOIN contract k ON k.tenant_id = ca.tenant_id AND k.id = ca.contract_id
      JOIN personnel pp ON pp.tenant_id = ca.tenant_id AND pp.id = ca.personnel_id
      ${this.clearanceJoins(s, 'pp')}
     WHERE ${s.visible}`;
    // the years settings are bound while the text is built: the list's parameters come after them
    const source = { select: 'x.*', from: `(${rows}) x`, params: s.values };
    return pageOfSql(this.db.em(), PM_PERSONNEL_LIST, q, source, (items: PmPersonnelView[]) => items);
  }
}
