import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DEFAULT_COUNTRY_ID, FACILITY_MESSAGES, PEOPLE_MESSAGES } from '@clearline/shared';
import { In, Not } from 'typeorm';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { TenantDb } from '../../core/database/tenant-db';
import { Page } from '../../core/http/list-query';
import { defineList, listSql, parseList } from '../../core/http/list';
import { ReferenceDataService } from '../reference-data';
import { CAGE_CODE_PATTERN, type FacilityDto, type FacilityView } from './facility.dto';
import { Facility } from './facility.entity';

/** GET /facilities */
export const FACILITY_LIST = defineList({
  resource: 'facilities',
  sortable: { facilityName: 'lower(f.facility_name)', facilityCode: 'f.facility_code', enabled: 'f.enabled', createdAt: 'f.created_at' },
  defaultSort: { field: 'facilityName', direction: 'ASC' },
  id: 'f.id',
  quickFilter: ['f.facility_name', 'f.facility_code'],
  filters: { enabled: { type: 'boolean', column: 'f.enabled' }, hostFacility: { type: 'boolean', column: 'f.host_facility' } },
});

const FIELDS = [
  'facilityName',
  'facilityCode',
  'street1',
  'street2',
  'city',
  'state',
  'zipCode',
  'countryId',
  'enabled',
  'hostFacility',
] as const;

/** Facilities of the tenant as far as people need them (list, add, edit, enable/disable, delete). */
@Injectable()
export class FacilitiesService {
  constructor(
    private readonly db: TenantDb,
    private readonly refs: ReferenceDataService,
  ) {}

  async list(query: Record<string, unknown>): Promise<Page<FacilityView>> {
    const q = parseList(FACILITY_LIST, query);
    const sql = listSql(FACILITY_LIST, q);
    const em = this.db.em();
    const [{ total }] = await em.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM facility f ${sql.whereClause}`,
      sql.params,
    );
    const rows = await em.query<Array<Record<string, unknown>>>(
      `SELECT f.id FROM facility f ${sql.whereClause} ORDER BY ${sql.orderBy} ${sql.page}`,
      sql.pageParams,
    );
    const facilities = rows.length ? await this.db.repo(Facility).findBy({ id: In(rows.map((r) => r.id as string)) }) : [];
    const byId = new Map(facilities.map((f) => [f.id, f]));
    const counts = await this.personnelCounts(facilities.map((f) => f.id));
    return new Page(
      rows.map((r) => this.toView(byId.get(r.id as string)!, counts.get(r.id as string) ?? 0)),
      total,
      q.offset,
      FACILITY_LIST.resource,
    );
  }

  async get(id: string): Promise<FacilityView> {
    const f = await this.db.findOr404(Facility, id, 'Facility');
    return this.toView(f, (await this.personnelCounts([f.id])).get(f.id) ?? 0);
  }

  async create(dto: FacilityDto): Promise<FacilityView> {
    const repo = this.db.repo(Facility);
    const f = repo.create({ countryId: DEFAULT_COUNTRY_ID, enabled: true, hostFacility: false });
    assignDefined(f, dto, FIELDS);
    await this.check(f);
    const saved = await repo.save(f);
    await this.keepOneHost(saved);
    return this.toView(saved, 0);
  }

  async update(id: string, dto: FacilityDto): Promise<FacilityView> {
    const f = await this.db.findOr404(Facility, id, 'Facility');
    checkVersion(f, dto.version);
    assignDefined(f, dto, FIELDS);
    await this.check(f);
    const saved = await this.db.repo(Facility).save(f);
    await this.keepOneHost(saved);
    return this.get(saved.id);
  }

  async setEnabled(id: string, enabled: boolean): Promise<FacilityView> {
    const f = await this.db.findOr404(Facility, id, 'Facility');
    if (f.enabled !== enabled) {
      f.enabled = enabled;
      await this.db.repo(Facility).save(f);
    }
    return this.get(f.id);
  }

  async remove(id: string): Promise<void> {
    const f = await this.db.findOr404(Facility, id, 'Facility');
    const [{ n }] = await this.db.em().query<Array<{ n: number }>>(
      `SELECT (SELECT count(*) FROM personnel_facility WHERE facility_id = $1)
            + (SELECT count(*) FROM personnel_clearance WHERE facility_id = $1)
            + (SELECT count(*) FROM personnel_special_access WHERE facility_id = $1)
            + (SELECT count(*) FROM personnel_polygraph WHERE facility_id = $1) AS n`,
      [f.id],
    );
    if (Number(n) > 0) {
      throw new ConflictException(FACILITY_MESSAGES.stillUsed(f.facilityName));
    }
    await this.db.repo(Facility).remove(f);
  }

  /** Facilities of the tenant among `ids`; refuses ids that are not (another tenant's look the same as missing ones). */
  async requireIds(ids: readonly string[], label = 'Facility'): Promise<Facility[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const found = await this.db.repo(Facility).findBy({ id: In(unique) });
    if (found.length !== unique.length) throw new BadRequestException(PEOPLE_MESSAGES.notValid(label));
    return found;
  }

  private async check(f: Facility): Promise<void> {
    if (!f.facilityName) throw new BadRequestException(PEOPLE_MESSAGES.required('Facility Name'));
    if (f.facilityCode === '') f.facilityCode = null;
    if (f.facilityCode) {
      if (!CAGE_CODE_PATTERN.test(f.facilityCode)) throw new BadRequestException(FACILITY_MESSAGES.cageFormat);
      f.facilityCode = f.facilityCode.toUpperCase();
      const other = await this.db
        .em()
        .query<Array<{ id: string }>>(`SELECT id FROM facility WHERE upper(facility_code) = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`, [
          f.facilityCode,
          f.id ?? null,
        ]);
      if (other.length) throw new ConflictException(FACILITY_MESSAGES.cageTaken(f.facilityCode));
    }
    await this.refs.checkCountries([['Country', f.countryId]]);
    if (f.countryId === null || f.countryId === undefined) f.countryId = DEFAULT_COUNTRY_ID;
    await this.refs.checkState('State', f.countryId, f.state);
  }

  /** One host facility per tenant: marking one unmarks the others (each change audited). */
  private async keepOneHost(f: Facility): Promise<void> {
    if (!f.hostFacility) return;
    const repo = this.db.repo(Facility);
    const others = await repo.findBy({ hostFacility: true, id: Not(f.id) });
    for (const o of others) {
      o.hostFacility = false;
      await repo.save(o);
    }
  }

  private async personnelCounts(ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .em()
      .query<Array<{ facility_id: string; n: number }>>(
        `SELECT facility_id, count(*)::int AS n FROM personnel_facility WHERE facility_id = ANY($1::uuid[]) GROUP BY facility_id`,
        [ids],
      );
    return new Map(rows.map((r) => [r.facility_id, r.n]));
  }

  toView(f: Facility, personnelCount: number): FacilityView {
    return {
      id: f.id,
      version: f.version,
      facilityName: f.facilityName,
      facilityCode: f.facilityCode,
      street1: f.street1,
      street2: f.street2,
      city: f.city,
      state: f.state,
      zipCode: f.zipCode,
      countryId: f.countryId,
      enabled: f.enabled,
      hostFacility: f.hostFacility,
      personnelCount,
      createdAt: f.createdAt.toISOString(),
      updatedAt: f.updatedAt.toISOString(),
    };
  }
}
