import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DEFAULT_COUNTRY_ID } from '@clearline/shared';
import { In, Not } from 'typeorm';
import { TenantDb } from '../../core/database/tenant-db';
import { likeTerm, Page, parseListQuery } from '../../core/http/list-query';
import { ReferenceDataService } from '../reference-data/reference-data.service';
import { CAGE_CODE_PATTERN, type FacilityDto, type FacilityView } from './facility.dto';
import { Facility } from './facility.entity';

const SORT_COLUMN: Record<string, string> = {
  facilityName: 'lower(f.facility_name)',
  facilityCode: 'f.facility_code',
  enabled: 'f.enabled',
  createdAt: 'f.created_at',
};

/** Copies the fields the body carries (undefined keeps the stored value, null clears it). */
export function assignDefined<T extends object>(target: T, source: object, keys: ReadonlyArray<keyof T & string>): void {
  for (const k of keys) {
    const v = (source as Record<string, unknown>)[k];
    if (v !== undefined) (target as Record<string, unknown>)[k] = typeof v === 'string' ? v.trim() : v;
  }
}

/** Refuses a save based on a version other than the stored one. */
export function checkVersion(stored: { version: number }, sent: number | null | undefined): void {
  if (sent !== null && sent !== undefined && sent !== stored.version) {
    throw new ConflictException('The record was changed by someone else. Reload it and try again.');
  }
}

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
    const q = parseListQuery(query, {
      sortable: Object.keys(SORT_COLUMN),
      defaultSort: { field: 'facilityName', direction: 'ASC' },
      filterable: ['enabled', 'hostFacility'],
    });
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, v: unknown) => {
      params.push(v);
      where.push(sql.replaceAll('?', `$${params.length}`));
    };
    if (q.q) add('(f.facility_name ILIKE ? OR f.facility_code ILIKE ?)', likeTerm(q.q));
    for (const key of ['enabled', 'hostFacility'] as const) {
      const v = q.filter[key];
      if (v !== undefined) add(`f.${key === 'enabled' ? 'enabled' : 'host_facility'} = ?`, v === true || v === 'true');
    }
    if (q.filter.id !== undefined) add('f.id = ANY(?::uuid[])', ([] as unknown[]).concat(q.filter.id).map(String));
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const sort = q.sort!;
    const em = this.db.em();
    const [{ total }] = await em.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM facility f ${whereSql}`, params);
    const rows = await em.query<Array<Record<string, unknown>>>(
      `SELECT f.id FROM facility f ${whereSql} ORDER BY ${SORT_COLUMN[sort.field]} ${sort.direction}, f.id
       OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, q.offset, q.limit],
    );
    const facilities = rows.length ? await this.db.repo(Facility).findBy({ id: In(rows.map((r) => r.id as string)) }) : [];
    const byId = new Map(facilities.map((f) => [f.id, f]));
    const counts = await this.personnelCounts(facilities.map((f) => f.id));
    return new Page(
      rows.map((r) => this.toView(byId.get(r.id as string)!, counts.get(r.id as string) ?? 0)),
      total,
      q.offset,
      'facilities',
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
      throw new ConflictException(`${f.facilityName} still has personnel or clearance records and cannot be deleted. Disable it instead.`);
    }
    await this.db.repo(Facility).remove(f);
  }

  /** Facilities of the tenant among `ids`; refuses ids that are not (another tenant's look the same as missing ones). */
  async requireIds(ids: readonly string[], label = 'Facility'): Promise<Facility[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const found = await this.db.repo(Facility).findBy({ id: In(unique) });
    if (found.length !== unique.length) throw new BadRequestException(`${label} is not valid`);
    return found;
  }

  private async check(f: Facility): Promise<void> {
    if (!f.facilityName) throw new BadRequestException('Facility Name is required');
    if (f.facilityCode === '') f.facilityCode = null;
    if (f.facilityCode) {
      if (!CAGE_CODE_PATTERN.test(f.facilityCode)) throw new BadRequestException('CAGE Code must be 5 letters or digits');
      f.facilityCode = f.facilityCode.toUpperCase();
      const other = await this.db
        .em()
        .query<Array<{ id: string }>>(`SELECT id FROM facility WHERE upper(facility_code) = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`, [
          f.facilityCode,
          f.id ?? null,
        ]);
      if (other.length) throw new ConflictException(`A facility with CAGE code ${f.facilityCode} already exists.`);
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
