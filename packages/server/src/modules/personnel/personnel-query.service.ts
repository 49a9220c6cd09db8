import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EMPLOYMENT_STATUS_VALUES, PERSONNEL_STATUS_VALUES, type PersonnelStatus, ROLE_NAMES } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { TenantDb } from '../../core/database/tenant-db';
import { type ListQuery, Page, parseListQuery } from '../../core/http/list-query';
import { Facility } from '../facilities/facility.entity';
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
  PERSONNEL_SORTS,
  type PersonnelListFilter,
  type PersonnelSort,
  personnelCountSql,
  personnelListSql,
} from './personnel-list.sql';
import { SsnService } from './ssn.service';

const FILTERABLE = ['status', 'employmentStatus', 'employmentType', 'facilityId', 'enabled', 'userAssigned', 'roleName'] as const;

function bool(name: string, v: unknown): boolean | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw new BadRequestException(`${name} must be true or false`);
}

function strings(name: string, v: unknown, allowed?: readonly string[]): string | string[] | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const list = (Array.isArray(v) ? v : [v]).map(String);
  if (allowed)
    for (const s of list) if (!allowed.includes(s)) throw new BadRequestException(`${name} must be one of ${allowed.join(', ')}`);
  return Array.isArray(v) ? list : list[0];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter of a parsed list query (react-admin filter object or plain query parameters). */
export function toFilter(q: ListQuery): PersonnelListFilter {
  const f = q.filter;
  const facilityId = f.facilityId === undefined || f.facilityId === '' ? undefined : String(f.facilityId);
  if (facilityId && !UUID.test(facilityId)) throw new BadRequestException('facilityId is not valid');
  const ids = f.id === undefined ? undefined : ([] as unknown[]).concat(f.id).map(String);
  if (ids && !ids.every((i) => UUID.test(i))) throw new BadRequestException('id is not valid');
  return {
    q: q.q,
    status: strings('status', f.status, PERSONNEL_STATUS_VALUES),
    employmentStatus: strings('employmentStatus', f.employmentStatus, EMPLOYMENT_STATUS_VALUES),
    employmentType: strings('employmentType', f.employmentType),
    facilityId,
    enabled: bool('enabled', f.enabled),
    userAssigned: bool('userAssigned', f.userAssigned),
    roleName: strings('roleName', f.roleName, ROLE_NAMES) as string | undefined,
    ids,
  };
}

/** The personnel lists and pickers (spec 02 §7 GET /details, /basic, /mss, /active…, /summary, /work-history). */
@Injectable()
export class PersonnelQueryService {
  constructor(
    private readonly db: TenantDb,
    private readonly ssn: SsnService,
  ) {}

  private parse(query: Record<string, unknown>, sortable: readonly string[] = PERSONNEL_SORTS): ListQuery {
    return parseListQuery(query, { sortable, defaultSort: { field: 'lastName', direction: 'ASC' }, filterable: FILTERABLE });
  }

  private async page<T>(
    em: EntityManager,
    shape: ListShape,
    q: ListQuery,
    filter: PersonnelListFilter,
    resource = 'personnel',
  ): Promise<Page<T>> {
    const sort = q.sort as { field: PersonnelSort | 'endDate'; direction: 'ASC' | 'DESC' };
    const sql = personnelListSql({ shape, filter, sort, offset: q.offset, limit: q.limit });
    const rows = await em.query<Array<T & { __total?: number }>>(sql.text, sql.values);
    let total = rows[0]?.__total ?? 0;
    if (!rows.length && q.offset > 0) {
      const count = personnelCountSql(filter);
      total = (await em.query<Array<{ total: number }>>(count.text, count.values))[0].total;
    }
    for (const r of rows) delete r.__total;
    return new Page<T>(rows, total, q.offset, resource);
  }

  /** GET /personnel/details: the personnel list (default: last name, first name; SSN per the caller's SSN visibility). */
  async details(query: Record<string, unknown>): Promise<Page<PersonnelListItemView>> {
    const q = this.parse(query);
    const page = await this.page<PersonnelListItemView & { ssnEncrypted?: string | null }>(this.db.em(), 'details', q, toFilter(q));
    const { visibility } = this.ssn.callerVisibility();
    const tenantId = this.db.tenantId();
    const items = detailsRows(page.items, (stored) => this.ssn.display(stored, tenantId, visibility));
    return new Page(items, page.total, page.offset, page.resource);
  }

  /** GET /personnel/basic: pickers (userAssigned=false: people without an account; roleName=FSO: people whose user has the role). */
  basic(query: Record<string, unknown>): Promise<Page<PersonnelBasicView>> {
    const q = this.parse(query);
    return this.page(this.db.em(), 'basic', q, toFilter(q));
  }

  activeEmployees(query: Record<string, unknown>): Promise<Page<PersonnelBasicView>> {
    const q = this.parse(query);
    return this.page(this.db.em(), 'basic', q, { ...toFilter(q), activeOnly: true });
  }

  async activeAtFacility(facilityId: string, query: Record<string, unknown>): Promise<Page<PersonnelBasicView>> {
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const q = this.parse(query);
    return this.page(this.db.em(), 'basic', q, { ...toFilter(q), activeOnly: true, facilityId });
  }

  async activeWithClearanceAtFacility(facilityId: string, query: Record<string, unknown>): Promise<Page<PersonnelWithClearanceView>> {
    await this.db.findOr404(Facility, facilityId, 'Facility');
    const q = this.parse(query);
    return this.page(this.db.em(), 'withClearance', q, { ...toFilter(q), activeOnly: true, facilityId, withActiveClearance: true });
  }

  /** GET /personnel/work-history: employment periods, current people first, then the latest leavers. */
  workHistory(query: Record<string, unknown>): Promise<Page<WorkHistoryItemView>> {
    const q = parseListQuery(query, {
      sortable: [...PERSONNEL_SORTS, 'endDate'],
      defaultSort: { field: 'endDate', direction: 'DESC' },
      filterable: FILTERABLE,
    });
    return this.page(this.db.em(), 'workHistory', q, toFilter(q), 'work-history');
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
    const q = this.parse(query);
    const filter = { ...toFilter(q), activeOnly: true };
    if (own.tenant_type === 'MSS') return this.page(this.db.em(), 'basic', q, filter, 'mss-personnel');
    const provider = own.managing_tenant_id;
    if (!provider) return new Page([], 0, q.offset, 'mss-personnel');
    return this.db.asSystem('list the MSS provider personnel of a managed tenant', (em) =>
      // row-level security is off in the system scope: the filter names the provider's tenant explicitly
      this.page<PersonnelBasicView>(em, 'basic', q, { ...filter, tenantId: provider }, 'mss-personnel'),
    );
  }
}
