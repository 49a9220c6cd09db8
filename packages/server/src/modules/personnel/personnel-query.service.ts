import { Injectable, NotFoundException } from '@nestjs/common';
import {
  DUE_ITEM_VALUES,
  DUE_WINDOW_VALUES,
  type DueItem,
  type DueWindow,
  EMPLOYMENT_STATUS_VALUES,
  MAX_PAGE_SIZE,
  PERSONNEL_STATUS_VALUES,
  type PersonnelStatus,
  ROLE_NAMES,
  TRAINING_STATE_VALUES,
  type TrainingState,
} from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { TenantDb } from '../../core/database/tenant-db';
import { Page } from '../../core/http/list-query';
import { defineList, type ListDefinition, type ListDefinitionInput, parseList, type ParsedList } from '../../core/http/list';
import { Facility } from '../facilities';
import type {
  PersonnelBasicView,
  PersonnelListItemView,
  PersonnelSummaryView,
  PersonnelWithClearanceView,
  WorkHistoryItemView,
} from './dto/personnel.dto';
import {
  detailsRows,
  type ListShape,
  type PersonnelListFilter,
  type PersonnelSort,
  personnelCountSql,
  personnelListSql,
} from './personnel-list.sql';
import { DueDates } from './due-dates';
import { SsnService } from './ssn.service';
import { preparedQuery } from '../../core/database/prepared';

/** The personnel lists' sorts (personnel-list.sql orders each with its own tie-breakers), quick filter and filters. */
const PERSONNEL: Omit<ListDefinitionInput, 'resource'> = {
  sortable: {
    lastName: 'p.last_name',
    firstName: 'p.first_name',
    employeeId: 'p.employee_id',
    workEmail: 'lower(p.work_email)',
    status: 'p.status',
    createdAt: 'p.created_at',
  } satisfies Record<PersonnelSort, string>,
  defaultSort: { field: 'lastName', direction: 'ASC' },
  id: 'p.id',
  quickFilterCondition: (p) => `p.search_text LIKE ${p}`,
  filters: {
    status: { type: 'enum', column: 'p.status', values: PERSONNEL_STATUS_VALUES },
    employmentStatus: { type: 'enum', column: 'p.employment_status', values: EMPLOYMENT_STATUS_VALUES },
    employmentType: { type: 'string', column: 'p.employment_type' },
    facilityId: {
      type: 'uuid',
      single: true,
      condition: (p) =>
        `EXISTS (SELECT 1 FROM personnel_facility pf WHERE pf.tenant_id = p.tenant_id AND pf.personnel_id = p.id AND pf.facility_id = ${p})`,
    },
    enabled: { type: 'boolean', column: 'p.enabled' },
    userAssigned: {
      type: 'boolean',
      condition: (p) => `(p.user_id IS NOT NULL) = ${p}`,
      description: 'false: people without a user account',
    },
    roleName: {
      type: 'enum',
      single: true,
      values: ROLE_NAMES,
      condition: (p) =>
        `EXISTS (SELECT 1 FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = p.user_id AND r.name = ${p})`,
      description: 'people whose user holds the role (e.g. FSO, CLIENT_FSO for the security-officer pickers)',
    },
    // the due filters need the tenant's today and settings: personnel-list.sql builds them (due-dates.ts)
    dueItem: {
      type: 'enum',
      values: DUE_ITEM_VALUES,
      condition: () => 'true',
      description: 'people with a badge, polygraph or reinvestigation falling due (in dueWindow; overdue or within 90 days without it)',
    },
    dueWindow: {
      type: 'enum',
      values: DUE_WINDOW_VALUES,
      condition: () => 'true',
      description: 'with dueItem (or any item): the date is past (OVERDUE) or within 0–30, 31–60 or 61–90 days',
    },
    training: {
      type: 'enum',
      single: true,
      values: TRAINING_STATE_VALUES,
      condition: () => 'true',
      description: 'cleared people who have (COMPLETE) or have not (DUE) had their annual refresher briefing in the last year',
    },
  },
};

/** GET /personnel/details, /active-employees, /active/facility/{id}, /active-with-active-clearance/facility/{id} */
export const PERSONNEL_LIST = defineList({ ...PERSONNEL, resource: 'personnel' });
/** GET /personnel/basic: the people pickers answer every choice unless they ask for a page (spec 02 §7: no paging) */
export const PERSONNEL_BASIC_LIST = defineList({ ...PERSONNEL, resource: 'personnel', defaultSize: MAX_PAGE_SIZE });
/** GET /personnel/mss */
export const MSS_PERSONNEL_LIST = defineList({ ...PERSONNEL, resource: 'mss-personnel' });
/** GET /personnel/work-history: current people first, then the latest leavers */
export const WORK_HISTORY_LIST = defineList({
  ...PERSONNEL,
  resource: 'work-history',
  sortable: { ...PERSONNEL.sortable, endDate: 'p.end_date' },
  defaultSort: { field: 'endDate', direction: 'DESC' },
});

/** The filter of a checked list request, for personnel-list.sql. */
export function toFilter(q: ParsedList): PersonnelListFilter {
  const v = q.values as Partial<Record<string, string | string[] | boolean>>;
  return {
    q: q.q,
    status: v.status as string | string[] | undefined,
    employmentStatus: v.employmentStatus as string | string[] | undefined,
    employmentType: v.employmentType as string | string[] | undefined,
    facilityId: v.facilityId as string | undefined,
    enabled: v.enabled as boolean | undefined,
    userAssigned: v.userAssigned as boolean | undefined,
    roleName: v.roleName as string | undefined,
    ids: q.ids,
  };
}

/** The personnel lists and pickers (spec 02 §7 GET /details, /basic, /mss, /active…, /summary, /work-history). */
@Injectable()
export class PersonnelQueryService {
  constructor(
    private readonly db: TenantDb,
    private readonly ssn: SsnService,
    private readonly dueDates: DueDates,
  ) {}

  /** The due and training filters of a request, with the tenant's today and settings they are computed with. */
  private async withDue(q: ParsedList, filter: PersonnelListFilter): Promise<PersonnelListFilter> {
    const v = q.values as Partial<Record<string, string | string[]>>;
    const list = <T extends string>(x: string | string[] | undefined) => (x === undefined ? [] : ((Array.isArray(x) ? x : [x]) as T[]));
    const items = list<DueItem>(v.dueItem);
    const windows = list<DueWindow>(v.dueWindow);
    if (!items.length && !windows.length && v.training === undefined) return filter;
    const values = await this.dueDates.values();
    return {
      ...filter,
      ...(items.length || windows.length ? { due: { items, windows, values } } : {}),
      ...(v.training !== undefined ? { training: { state: v.training as TrainingState, values } } : {}),
    };
  }

  private async page<T>(
    em: EntityManager,
    shape: ListShape,
    q: ParsedList,
    filter: PersonnelListFilter,
    def: ListDefinition,
  ): Promise<Page<T>> {
    const sort = q.sort as { field: PersonnelSort | 'endDate'; direction: 'ASC' | 'DESC' };
    filter = await this.withDue(q, filter);
    const sql = personnelListSql({ shape, filter, sort, offset: q.offset, limit: q.limit });
    const rows = await preparedQuery<T & { __total?: number }>(em, sql.text, sql.values);
    let total = rows[0]?.__total ?? 0;
    if (!rows.length && q.offset > 0) {
      const count = personnelCountSql(filter);
      total = (await preparedQuery<{ total: number }>(em, count.text, count.values))[0].total;
    }
    for (const r of rows) delete r.__total;
    return new Page<T>(rows, total, q.offset, def.resource);
  }

  /** GET /personnel/details: the personnel list (default: last name, first name; SSN per the caller's SSN visibility). */
  async details(query: Record<string, unknown>): Promise<Page<PersonnelListItemView>> {
    const q = parseList(PERSONNEL_LIST, query);
    const page = await this.page<PersonnelListItemView & { ssnEncrypted?: string | null }>(
      this.db.em(),
      'details',
      q,
      toFilter(q),
      PERSONNEL_LIST,
    );
    const { visibility } = this.ssn.callerVisibility();
    const tenantId = this.db.tenantId();
    const items = detailsRows(page.items, (stored) => this.ssn.display(stored, tenantId, visibility));
    return new Page(items, page.total, page.offset, page.resource);
  }

  /** GET /personnel/basic: pickers (userAssigned=false: people without an account; roleName=FSO: people whose user has the role). */
  basic(query: Record<string, unknown>): Promise<Page<PersonnelBasicView>> {
    const q = parseList(PERSONNEL_BASIC_LIST, query);
    return this.page(this.db.em(), 'basic', q, toFilter(q), PERSONNEL_BASIC_LIST);
  }

  activeEmployees(query: Record<string, unknown>): Promise<Page<PersonnelBasicView>> {
    const q = parseList(PERSONNEL_LIST, query);
    return this.page(this.db.em(), 'basic', q, { ...toFilter(q), activeOnly: true }, PERSONNEL_LIST);
  }

  async activeAtFacility(facilityId: string, query: Record<string, unknown>): Promise<Page<PersonnelBasicView>> {
    const q = parseList(PERSONNEL_LIST, query);
    await this.db.findOr404(Facility, facilityId, 'Facility');
    return this.page(this.db.em(), 'basic', q, { ...toFilter(q), activeOnly: true, facilityId }, PERSONNEL_LIST);
  }

  async activeWithClearanceAtFacility(facilityId: string, query: Record<string, unknown>): Promise<Page<PersonnelWithClearanceView>> {
    const q = parseList(PERSONNEL_LIST, query);
    await this.db.findOr404(Facility, facilityId, 'Facility');
    return this.page(
      this.db.em(),
      'withClearance',
      q,
      { ...toFilter(q), activeOnly: true, facilityId, withActiveClearance: true },
      PERSONNEL_LIST,
    );
  }

  /** GET /personnel/work-history: employment periods, current people first, then the latest leavers. */
  workHistory(query: Record<string, unknown>): Promise<Page<WorkHistoryItemView>> {
    const q = parseList(WORK_HISTORY_LIST, query);
    return this.page(this.db.em(), 'workHistory', q, toFilter(q), WORK_HISTORY_LIST);
  }

  /** GET /personnel/summary: counts by status chip and employment status (dashboards). */
  async summary(): Promise<PersonnelSummaryView> {
    const rows = await this.db
      .em()
      .query<Array<{ status: PersonnelStatus; employment_status: string | null; n: number }>>(
        `SELECT status, employment_status, count(*)::int AS n FROM personnel GROUP BY status, employment_status`,
      );
    const out: PersonnelSummaryView = { total: 0, ACTIVE: 0, INACTIVE: 0, INPROGRESS: 0, SUSPENDED: 0, byEmploymentStatus: {} };
    for (const r of rows) {
      out.total += r.n;
      out[r.status] += r.n;
      const key = r.employment_status ?? 'NONE';
      out.byEmploymentStatus[key] = (out.byEmploymentStatus[key] ?? 0) + r.n;
    }
    return out;
  }

  /**
   * GET /personnel/mss: the people of the MSS provider that manages the current tenant (an MSS tenant's
   * own people when it is the provider). Reading another tenant's rows goes through the audited system scope.
   */
  async mss(query: Record<string, unknown>): Promise<Page<PersonnelBasicView>> {
    const tenantId = this.db.tenantId();
    const [own] = await this.db
      .em()
      .query<Array<{ tenant_type: string; managing_tenant_id: string | null }>>(
        `SELECT tenant_type, managing_tenant_id FROM tenant WHERE id = $1`,
        [tenantId],
      );
    if (!own) throw new NotFoundException('The current tenant was not found');
    const q = parseList(MSS_PERSONNEL_LIST, query);
    const filter = { ...toFilter(q), activeOnly: true };
    if (own.tenant_type === 'MSS') return this.page(this.db.em(), 'basic', q, filter, MSS_PERSONNEL_LIST);
    const provider = own.managing_tenant_id;
    if (!provider) return new Page([], 0, q.offset, MSS_PERSONNEL_LIST.resource);
    return this.db.asSystem('list the MSS provider personnel of a managed tenant', (em) =>
      // row-level security is off in the system scope: the filter names the provider's tenant explicitly
      this.page<PersonnelBasicView>(em, 'basic', q, { ...filter, tenantId: provider }, MSS_PERSONNEL_LIST),
    );
  }
}
