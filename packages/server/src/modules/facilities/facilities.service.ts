import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  BASIC_CLEARANCE_LEVEL,
  CAGE_CODE_PATTERN,
  DEFAULT_COUNTRY_ID,
  FACILITY_MESSAGES,
  FACILITY_RECORD_MESSAGES as R,
  FACILITY_STATE,
  PEOPLE_MESSAGES,
  safeguardingAllowed,
  type FacilityState,
} from '@clearline/shared';
import { In, Not } from 'typeorm';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { TenantDb } from '../../core/database/tenant-db';
import { Page } from '../../core/http/list-query';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { ReferenceDataService } from '../reference-data';
import { SettingsService } from '../settings';
import {
  type CsaOptionView,
  type FacilityDto,
  type FacilityKmpDto,
  type FacilityKmpView,
  type FacilityView,
  FACILITY_FIELDS,
} from './facility.dto';
import { Facility, FacilityKmp, FacilityPreference } from './facility.entity';
import { facilityPeople } from './facility-people';
import { FACILITY_REFERENCES, type FacilityReference, facilityReferenceCountsSql } from './facility-references';

/** The state of a facility as SQL (alias f), for the list's state filter. */
const STATE_SQL = `(CASE WHEN f.deactivated THEN 'DEACTIVATED' WHEN f.enabled THEN 'ENABLED' ELSE 'DISABLED' END)`;

export const facilityState = (f: Pick<Facility, 'deactivated' | 'enabled'>): FacilityState =>
  f.deactivated ? 'DEACTIVATED' : f.enabled ? 'ENABLED' : 'DISABLED';

/** GET /facilities */
export const FACILITY_LIST = defineList({
  resource: 'facilities',
  sortable: { facilityName: 'lower(f.facility_name)', facilityCode: 'f.facility_code', enabled: 'f.enabled', createdAt: 'f.created_at' },
  defaultSort: { field: 'facilityName', direction: 'ASC' },
  id: 'f.id',
  quickFilter: ['f.facility_name', 'f.facility_code'],
  filters: {
    enabled: { type: 'boolean', column: 'f.enabled' },
    hostFacility: { type: 'boolean', column: 'f.host_facility' },
    facilityState: {
      type: 'enum',
      values: Object.keys(FACILITY_STATE),
      column: STATE_SQL,
      description: 'ENABLED, DISABLED or DEACTIVATED; without it (and without an id filter) deactivated facilities are left out',
    },
    clearanceLevel: { type: 'enum', values: Object.keys(BASIC_CLEARANCE_LEVEL), column: 'f.clearance_level' },
  },
});

/** GET /facilities/cognizant-security-offices */
export const CSA_OPTION_LIST = defineList({
  resource: 'cognizant-security-offices',
  sortable: { officeName: 'lower(c.office_name)', city: 'lower(c.city)' },
  defaultSort: { field: 'officeName', direction: 'ASC' },
  id: 'c.id',
  quickFilter: ['c.office_name', 'c.city'],
  filters: { naesoc: { type: 'boolean', column: 'c.naesoc' } },
});

/** The facilities of the tenant: list, add, edit with KMPs, the enabled / disabled / deactivated states, delete. */
@Injectable()
export class FacilitiesService {
  constructor(
    private readonly db: TenantDb,
    private readonly refs: ReferenceDataService,
    private readonly settings: SettingsService,
  ) {}

  async list(query: Record<string, unknown>): Promise<Page<FacilityView>> {
    const q = parseList(FACILITY_LIST, query);
    // deactivated facilities are hidden unless asked for by state or by id (a record naming one still shows it)
    const where = q.values.facilityState === undefined && !q.ids ? 'NOT f.deactivated' : undefined;
    return pageOfSql(this.db.em(), FACILITY_LIST, q, { select: 'f.id', from: 'facility f', where }, async (rows: Array<{ id: string }>) => {
      const facilities = rows.length ? await this.db.repo(Facility).findBy({ id: In(rows.map((r) => r.id)) }) : [];
      const byId = new Map((await this.views(facilities)).map((v) => [v.id, v]));
      return rows.map((r) => byId.get(r.id)!);
    });
  }

  async get(id: string): Promise<FacilityView> {
    return (await this.views([await this.db.findOr404(Facility, id, 'Facility')]))[0];
  }

  /** The facility, refused (409) while it is deactivated: a deactivated facility is read-only. */
  async findWritable(id: string): Promise<Facility> {
    const f = await this.db.findOr404(Facility, id, 'Facility');
    if (f.deactivated) throw new ConflictException(R.readOnly(f.facilityName));
    return f;
  }

  async csaOptions(query: Record<string, unknown>): Promise<Page<CsaOptionView>> {
    const q = parseList(CSA_OPTION_LIST, query);
    const select = `c.id, c.office_name AS "officeName", c.city, c.state_code AS "stateCode", c.naesoc`;
    return pageOfSql(this.db.em(), CSA_OPTION_LIST, q, { select, from: 'cognizant_security_authority c' }, (rows: CsaOptionView[]) => rows);
  }

  async create(dto: FacilityDto): Promise<FacilityView> {
    const repo = this.db.repo(Facility);
    const f = repo.create({ countryId: DEFAULT_COUNTRY_ID, enabled: true, hostFacility: false });
    assignDefined(f, dto, FACILITY_FIELDS);
    await this.check(f);
    const kmps = dto.kmps === undefined ? undefined : await this.checkKmps(dto.kmps ?? []);
    const saved = await repo.save(f);
    await this.keepOneHost(saved);
    if (kmps) await this.saveKmps(saved.id, kmps);
    return this.get(saved.id);
  }

  async update(id: string, dto: FacilityDto): Promise<FacilityView> {
    const f = await this.findWritable(id);
    checkVersion(f, dto.version);
    assignDefined(f, dto, FACILITY_FIELDS);
    await this.check(f);
    const kmps = dto.kmps === undefined ? undefined : await this.checkKmps(dto.kmps ?? []);
    const saved = await this.db.repo(Facility).save(f);
    await this.keepOneHost(saved);
    if (kmps) await this.saveKmps(saved.id, kmps);
    return this.get(saved.id);
  }

  /**
   * PUT /{id}/enable makes any facility enabled again, a deactivated one included; PUT /{id}/disable is
   * refused for a deactivated facility (enable it first). Each change is one audited update.
   */
  async setEnabled(id: string, enabled: boolean): Promise<FacilityView> {
    const f = await this.db.findOr404(Facility, id, 'Facility');
    if (!enabled && f.deactivated) throw new ConflictException(R.notDisabledWhileDeactivated(f.facilityName));
    if (f.enabled !== enabled || f.deactivated) {
      f.enabled = enabled;
      f.deactivated = false;
      f.deactivatedAt = null;
      await this.db.repo(Facility).save(f);
    }
    return this.get(f.id);
  }

  /** PUT /{id}/deactivate: read-only and hidden from lists and pickers until enabled again; not the host facility. */
  async deactivate(id: string): Promise<FacilityView> {
    const f = await this.db.findOr404(Facility, id, 'Facility');
    if (f.hostFacility) throw new ConflictException(R.hostNotDeactivated(f.facilityName));
    if (!f.deactivated) {
      f.deactivated = true;
      f.enabled = false;
      f.deactivatedAt = new Date();
      await this.db.repo(Facility).save(f);
    }
    return this.get(f.id);
  }

  /**
   * DELETE /{id}: only a facility without any record: no people, clearances, special accesses, polygraphs,
   * contracts, open actions, documents, key management personnel or picture (its stored preferences go with it).
   */
  async remove(id: string): Promise<void> {
    const f = await this.db.findOr404(Facility, id, 'Facility');
    const used = await this.references(f.id);
    const [{ own }] = await this.db.em().query<Array<{ own: number }>>(
      `SELECT (SELECT count(*) FROM document WHERE entity_type = 'FACILITY' AND entity_id = $1)
            + (SELECT count(*) FROM facility_kmp WHERE facility_id = $1) AS own`,
      [f.id],
    );
    if (used.length || Number(own) > 0 || f.pictureKey) {
      throw new ConflictException(FACILITY_MESSAGES.stillUsed(f.facilityName));
    }
    await this.removePreferences(f.id);
    await this.db.repo(Facility).remove(f);
  }

  /** What outside the facility's own records still names it, as words for a refusal (none: empty). */
  async references(id: string): Promise<string[]> {
    const [c] = await this.db.em().query<Array<Partial<Record<FacilityReference, number>>>>(facilityReferenceCountsSql(), [id]);
    return FACILITY_REFERENCES.flatMap(([name, one, many]) => {
      const n = c[name] ?? 0;
      return n > 0 ? [`${n} ${n === 1 ? one : many}`] : [];
    });
  }

  /** Removes the facility's stored preferences (audited), if any. */
  async removePreferences(facilityId: string): Promise<void> {
    const repo = this.db.repo(FacilityPreference);
    const pref = await repo.findOneBy({ facilityId });
    if (pref) await repo.remove(pref);
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
    if (f.csaId) {
      const csa = await this.db.em().query(`SELECT 1 FROM cognizant_security_authority WHERE id = $1`, [f.csaId]);
      if (!csa.length) throw new BadRequestException(PEOPLE_MESSAGES.notValid('Cognizant Security Office'));
    }
    f.clearanceLevel ??= 'NONE';
    f.safeguardingLevel ??= 'NONE';
    if (!safeguardingAllowed(f.clearanceLevel, f.safeguardingLevel)) throw new BadRequestException(R.safeguardingAboveFcl);
    if (f.fclDate) {
      if (f.clearanceLevel === 'NONE') throw new BadRequestException(R.fclDateWithoutLevel);
      if (f.fclDate > (await this.settings.tenantToday())) throw new BadRequestException(R.fclDateInFuture);
    }
  }

  /** The KMP list as sent: each person of the tenant, no person twice with the same role. */
  private async checkKmps(list: FacilityKmpDto[]): Promise<Array<FacilityKmpDto & { name: string }>> {
    const ids = [...new Set(list.map((k) => k.personnelId))];
    const names = ids.length ? await facilityPeople().names(this.db.em(), ids) : new Map<string, string>();
    const seen = new Set<string>();
    return list.map((k) => {
      const name = names.get(k.personnelId);
      if (!name) throw new BadRequestException(PEOPLE_MESSAGES.notValid('KMP Person'));
      const key = `${k.personnelId}/${k.kmpRole}`;
      if (seen.has(key)) throw new BadRequestException(R.kmpTwice(name));
      seen.add(key);
      return { ...k, name };
    });
  }

  /** Replaces the facility's KMP list: rows no longer sent are removed, new ones added, the order kept (each audited). */
  private async saveKmps(facilityId: string, list: FacilityKmpDto[]): Promise<void> {
    const repo = this.db.repo(FacilityKmp);
    const current = await repo.findBy({ facilityId });
    const key = (k: { personnelId: string; kmpRole: string }) => `${k.personnelId}/${k.kmpRole}`;
    const wanted = new Map(list.map((k, i) => [key(k), i]));
    const gone = current.filter((k) => !wanted.has(key(k)));
    if (gone.length) await repo.remove(gone);
    const byKey = new Map(current.map((k) => [key(k), k]));
    for (const [i, k] of list.entries()) {
      const row = byKey.get(key(k)) ?? repo.create({ facilityId, personnelId: k.personnelId, kmpRole: k.kmpRole });
      if (row.id && row.position === i) continue;
      row.position = i;
      await repo.save(row);
    }
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

  /** Answers for facilities: their people counts, CSA names, KMPs and the KMPs' names read in four queries. */
  async views(facilities: Facility[]): Promise<FacilityView[]> {
    if (!facilities.length) return [];
    const ids = facilities.map((f) => f.id);
    const people = facilityPeople();
    const counts = await people.counts(this.db.em(), ids);
    const csaIds = [...new Set(facilities.map((f) => f.csaId).filter((c): c is string => !!c))];
    const csas = csaIds.length
      ? await this.db
          .em()
          .query<Array<{ id: string; office_name: string }>>(
            `SELECT id, office_name FROM cognizant_security_authority WHERE id = ANY($1::uuid[])`,
            [csaIds],
          )
      : [];
    const csaNames = new Map(csas.map((c) => [c.id, c.office_name]));
    const kmpRows = await this.db.repo(FacilityKmp).find({ where: { facilityId: In(ids) }, order: { position: 'ASC', createdAt: 'ASC' } });
    const kmpNames = await people.names(this.db.em(), [...new Set(kmpRows.map((k) => k.personnelId))]);
    const kmps = new Map<string, FacilityKmpView[]>();
    for (const r of kmpRows) {
      const name = kmpNames.get(r.personnelId);
      if (name === undefined) continue;
      const list = kmps.get(r.facilityId) ?? [];
      list.push({ personnelId: r.personnelId, personnelName: name, kmpRole: r.kmpRole });
      kmps.set(r.facilityId, list);
    }
    return facilities.map((f) =>
      this.toView(f, counts.get(f.id) ?? 0, f.csaId ? (csaNames.get(f.csaId) ?? null) : null, kmps.get(f.id) ?? []),
    );
  }

  toView(f: Facility, personnelCount: number, csaName: string | null = null, kmps: FacilityKmpView[] = []): FacilityView {
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
      facilityState: facilityState(f),
      deactivated: f.deactivated,
      deactivatedAt: f.deactivatedAt ? f.deactivatedAt.toISOString() : null,
      phone: f.phone,
      csaId: f.csaId,
      csaName,
      clearanceLevel: f.clearanceLevel,
      fclDate: f.fclDate,
      safeguardingLevel: f.safeguardingLevel,
      facilityType: f.facilityType,
      kmps,
      pictureName: f.pictureKey ? (f.pictureName ?? 'picture') : null,
      personnelCount,
      createdAt: f.createdAt.toISOString(),
      updatedAt: f.updatedAt.toISOString(),
    };
  }
}
