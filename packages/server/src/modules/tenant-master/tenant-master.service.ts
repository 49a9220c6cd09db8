import { BadRequestException, Injectable } from '@nestjs/common';
import { COST_CENTER_MESSAGES, DEFAULT_TENANT_POC_TYPE, PEOPLE_MESSAGES, TENANT_POC_MESSAGES, TENANT_POC_TYPES } from '@clearline/shared';
import { RequestContext } from '../../core/context/request-context';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { isUuid, TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import type { CostCenterDto, CostCenterInputDto, MyPortalPocDto, TenantPocDto, TenantPocInputDto } from './tenant-master.dto';
import { CostCenter, TenantPoc } from './tenant-master.entity';
import { registerFacilityReference } from '../facilities';

// a facility assigned to a point of contact is not deleted
registerFacilityReference('pocs', `(SELECT count(*)::int FROM tenant_poc WHERE $1 = ANY(assigned_facility_ids))`);

/** GET /tenant-master-data/cost-center */
export const COST_CENTER_LIST = defineList({
  resource: 'cost-centers',
  sortable: { name: 'lower(c.name)', code: 'upper(c.code)', createdAt: 'c.created_at' },
  defaultSort: { field: 'name', direction: 'ASC' },
  id: 'c.id',
  quickFilter: ['c.name', 'c.code'],
  filters: {},
});

/** GET /tenant-master-data/poc */
export const TENANT_POC_LIST = defineList({
  resource: 'pocs',
  sortable: { pocType: 'p.poc_type', createdAt: 'p.created_at' },
  defaultSort: { field: 'pocType', direction: 'ASC' },
  id: 'p.id',
  quickFilter: ['p.team_email_address'],
  filters: {
    pocType: { type: 'enum', column: 'p.poc_type', values: Object.keys(TENANT_POC_TYPES) },
    personnelId: { type: 'uuid', column: 'p.personnel_id' },
  },
});

/** GET /tenant-master-data/poc/my-portal */
export const MY_PORTAL_POC_LIST = defineList({
  resource: 'my-portal-pocs',
  sortable: { pocType: 'p.poc_type' },
  defaultSort: { field: 'pocType', direction: 'ASC' },
  id: 'p.id',
  quickFilter: [],
  filters: { pocType: { type: 'enum', column: 'p.poc_type', values: Object.keys(TENANT_POC_TYPES) } },
});

interface PersonRow {
  id: string;
  name: string;
  work_email: string;
  phone: string | null;
}

/** Tenant master data's cost centers and points of contact (spec 03 §3, §5), and the POCs My Portal shows. */
@Injectable()
export class TenantMasterService {
  constructor(private readonly db: TenantDb) {}

  // ---------------------------------------------------------------- cost centers

  listCostCenters(query: Record<string, unknown>): Promise<Page<CostCenterDto>> {
    const q = parseList(COST_CENTER_LIST, query);
    return pageOf(this.db.repo(CostCenter).createQueryBuilder('c'), COST_CENTER_LIST, q, (rows) => rows.map(costCenterView));
  }

  async createCostCenter(input: CostCenterInputDto): Promise<CostCenterDto> {
    const repo = this.db.repo(CostCenter);
    const c = repo.create();
    await this.applyCostCenter(c, input);
    return costCenterView(await repo.save(c));
  }

  async updateCostCenter(id: string, input: CostCenterInputDto): Promise<CostCenterDto> {
    const c = await this.db.findOr404(CostCenter, id, 'Cost Center');
    checkVersion(c, input.version);
    await this.applyCostCenter(c, input);
    return costCenterView(await this.db.repo(CostCenter).save(c));
  }

  async removeCostCenter(id: string): Promise<void> {
    await this.db.repo(CostCenter).remove(await this.db.findOr404(CostCenter, id, 'Cost Center'));
  }

  /** The code must not be another cost center's (case-insensitive); the record's own unchanged code is fine. */
  private async applyCostCenter(c: CostCenter, input: CostCenterInputDto): Promise<void> {
    assignDefined(c, input, ['name', 'code']);
    const taken = await this.db
      .repo(CostCenter)
      .createQueryBuilder('c')
      .where('upper(c.code) = upper(:code)', { code: c.code })
      .andWhere(c.id ? 'c.id <> :id' : 'true', { id: c.id })
      .getCount();
    if (taken) throw new BadRequestException(COST_CENTER_MESSAGES.codeInUse);
  }

  // ---------------------------------------------------------------- points of contact

  listPocs(query: Record<string, unknown>): Promise<Page<TenantPocDto>> {
    const q = parseList(TENANT_POC_LIST, query);
    return pageOf(this.db.repo(TenantPoc).createQueryBuilder('p'), TENANT_POC_LIST, q, (rows) => this.pocViews(rows));
  }

  async createPoc(input: TenantPocInputDto): Promise<TenantPocDto> {
    const repo = this.db.repo(TenantPoc);
    const p = repo.create({ pocType: DEFAULT_TENANT_POC_TYPE, selectAllFacilities: true, assignedFacilityIds: [], teamEmailAddress: null });
    await this.applyPoc(p, input);
    return (await this.pocViews([await repo.save(p)]))[0];
  }

  async updatePoc(id: string, input: TenantPocInputDto): Promise<TenantPocDto> {
    const p = await this.db.findOr404(TenantPoc, id, 'POC');
    checkVersion(p, input.version);
    await this.applyPoc(p, input);
    return (await this.pocViews([await this.db.repo(TenantPoc).save(p)]))[0];
  }

  async removePoc(id: string): Promise<void> {
    await this.db.repo(TenantPoc).remove(await this.db.findOr404(TenantPoc, id, 'POC'));
  }

  /**
   * The POCs the signed-in user's My Portal shows: those serving every facility, and those assigned to a
   * facility of the user's own personnel record.
   */
  async myPortalPocs(query: Record<string, unknown>): Promise<Page<MyPortalPocDto>> {
    const q = parseList(MY_PORTAL_POC_LIST, query);
    const userId = RequestContext.require().user!.id;
    const qb = this.db
      .repo(TenantPoc)
      .createQueryBuilder('p')
      .where(
        `(p.select_all_facilities OR p.assigned_facility_ids && ARRAY(
           SELECT pf.facility_id FROM personnel_facility pf JOIN personnel me ON me.id = pf.personnel_id AND me.tenant_id = pf.tenant_id
            WHERE me.user_id = :userId))`,
        { userId },
      );
    return pageOf(qb, MY_PORTAL_POC_LIST, q, async (rows) => {
      // one after the other: both run on the request's one connection
      const people = await this.people(rows);
      const facilities = await this.facilityNames(rows);
      return rows.map((p) => {
        const person = people.get(p.personnelId);
        return {
          id: p.id,
          pocType: p.pocType,
          name: person?.name ?? '',
          email: p.teamEmailAddress ?? person?.work_email ?? '',
          phone: person?.phone ?? null,
          selectAllFacilities: p.selectAllFacilities,
          facilityNames: p.assignedFacilityIds.map((id) => facilities.get(id) ?? id),
        };
      });
    });
  }

  private async applyPoc(p: TenantPoc, input: TenantPocInputDto): Promise<void> {
    if (input.pocType !== undefined) p.pocType = input.pocType ?? DEFAULT_TENANT_POC_TYPE;
    assignDefined(p, input, ['personnelId']);
    if (input.teamEmailAddress !== undefined) p.teamEmailAddress = input.teamEmailAddress?.trim() || null;

    if (input.selectAllFacilities !== undefined && input.selectAllFacilities !== null) p.selectAllFacilities = input.selectAllFacilities;
    if (p.selectAllFacilities) {
      p.assignedFacilityIds = [];
      return;
    }
    if (input.assignedCageCodes !== undefined) p.assignedFacilityIds = await this.facilityIds(input.assignedCageCodes ?? []);
    if (!p.assignedFacilityIds.length)
      throw new BadRequestException(PEOPLE_MESSAGES.required(TENANT_POC_MESSAGES.labels.assignedCageCodes));
  }

  /** The ids of the tenant's facilities given each by its id or its CAGE code; anything else answers 400 naming it. */
  private async facilityIds(given: string[]): Promise<string[]> {
    const items = [...new Set(given.map((f) => f.trim()).filter(Boolean))];
    if (!items.length) return [];
    const rows = await this.db
      .em()
      .query<Array<{ id: string; code: string | null }>>(
        `SELECT id::text AS id, upper(facility_code) AS code FROM facility WHERE id = ANY($1::uuid[]) OR upper(facility_code) = ANY($2::text[])`,
        [items.filter(isUuid), items.map((f) => f.toUpperCase())],
      );
    const named = (item: string) => rows.find((r) => r.id === item.toLowerCase() || r.code === item.toUpperCase());
    const unknown = items.filter((item) => !named(item));
    if (unknown.length) throw new BadRequestException(TENANT_POC_MESSAGES.unknownFacilityItems(unknown));
    return [...new Set(items.map((item) => named(item)!.id))];
  }

  private async pocViews(rows: TenantPoc[]): Promise<TenantPocDto[]> {
    // one after the other: both run on the request's one connection
    const people = await this.people(rows);
    const facilities = await this.facilityNames(rows);
    return rows.map((p) => ({
      id: p.id,
      version: p.version,
      pocType: p.pocType,
      personnelId: p.personnelId,
      personnelName: people.get(p.personnelId)?.name ?? '',
      teamEmailAddress: p.teamEmailAddress,
      selectAllFacilities: p.selectAllFacilities,
      assignedCageCodes: p.assignedFacilityIds,
      facilityNames: p.assignedFacilityIds.map((id) => facilities.get(id) ?? id),
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    }));
  }

  /** Name, work e-mail and phone (personal contact's work phone, else cell) of the POCs' people. */
  private async people(rows: TenantPoc[]): Promise<Map<string, PersonRow>> {
    const ids = [...new Set(rows.map((r) => r.personnelId))];
    if (!ids.length) return new Map();
    const found = await this.db.em().query<PersonRow[]>(
      `SELECT p.id, p.first_name || ' ' || p.last_name AS name, p.work_email,
              (SELECT coalesce(c.work_phone_number, c.cell_phone_number) FROM personnel_contact c
                WHERE c.tenant_id = p.tenant_id AND c.personnel_id = p.id AND c.contact_type_enum = 'PERSONAL' LIMIT 1) AS phone
         FROM personnel p WHERE p.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(found.map((r) => [r.id, r]));
  }

  private async facilityNames(rows: TenantPoc[]): Promise<Map<string, string>> {
    const ids = [...new Set(rows.flatMap((r) => r.assignedFacilityIds))];
    if (!ids.length) return new Map();
    const found = await this.db
      .em()
      .query<Array<{ id: string; facility_name: string }>>(`SELECT id, facility_name FROM facility WHERE id = ANY($1::uuid[])`, [ids]);
    return new Map(found.map((r) => [r.id, r.facility_name]));
  }
}

function costCenterView(c: CostCenter): CostCenterDto {
  return {
    id: c.id,
    version: c.version,
    name: c.name,
    code: c.code,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
