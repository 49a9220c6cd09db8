import { BadRequestException, Injectable } from '@nestjs/common';
import {
  biographicCrossFieldErrors,
  contactsCrossFieldErrors,
  DEFAULT_COUNTRY_ID,
  defaultVehicleName,
  employmentCrossFieldErrors,
  type FieldError,
  MASKED_SSN_PATTERN,
  normalizeBiographic,
  normalizePhone,
  PEOPLE_MESSAGES,
  PERSON_SECTION_FIELDS,
  PERSONNEL_FIELD_LABELS as L,
  type SettingOption,
  PERSONNEL_MESSAGES,
} from '@clearline/shared';
import { type EntityManager, QueryFailedError } from 'typeorm';
import { RequestContext } from '../../core/context/request-context';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { isUuid, recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { checkReferences } from '../../core/http/references';
import { DomainEventBus } from '../../core/events/domain-events';
import { StorageService } from '../../core/storage/storage.service';
import { ReferenceDataService } from '../reference-data';
import { SettingsService } from '../settings';
import {
  type AutomobileDto,
  type AutomobileSectionDto,
  type BiographicSectionDto,
  type ContactDto,
  type ContactsDto,
  type CreatePersonnelDto,
  type DocumentsSectionDto,
  type EmploymentDto,
  type EmploymentSectionDto,
  type PersonnelBiographicDto,
  type PersonnelRecordDto,
  type PersonnelView,
  type PhysicalSectionDto,
  type UpdatePersonnelDto,
} from './dto/personnel.dto';
import { defaultsMatchOf, RequiredDocumentDefaults } from './required-document-defaults';
import { Personnel, PersonnelContact, PersonnelDocument, PersonnelFacility, PersonnelVehicle } from './personnel.entity';
import {
  PersonnelBadge,
  PersonnelClearance,
  PersonnelInvestigation,
  PersonnelPolygraph,
  PersonnelSpecialAccess,
} from './records/records.entity';
import { SSN_KINDS, type SsnKind, SsnService } from './ssn.service';
import { checkDocumentTitle, PersonnelDetailService } from './personnel-detail.service';
import { registerFacilityReference } from '../facilities';
import { registerAccountHolders } from '../identity';
import { ACCOUNT_HOLDERS } from './account-holders';

/*
 * The plain-value fields of each section come from @clearline/shared (the web sends the same lists);
 * `assignDefined` checks each one against the entity's columns.
 */

// a facility that people, clearances, special accesses or polygraphs name is not deleted
registerFacilityReference('people', `(SELECT count(*)::int FROM personnel_facility WHERE facility_id = $1)`);
registerFacilityReference('clearances', `(SELECT count(*)::int FROM personnel_clearance WHERE facility_id = $1)`);
registerFacilityReference('accesses', `(SELECT count(*)::int FROM personnel_special_access WHERE facility_id = $1)`);
registerFacilityReference('polygraphs', `(SELECT count(*)::int FROM personnel_polygraph WHERE facility_id = $1)`);

// user accounts are generated for people (POST /personnel/generate-user-accounts)
registerAccountHolders(ACCOUNT_HOLDERS);

/** boolean columns: null in a body means the default */
const BIO_FLAGS = { kmp: false, kmpExcluded: false, foreignPassport: false, enabled: true } as const;

/** A document row that only records a required title: MISSING, without a file or any date. */
const isPlaceholder = (d: PersonnelDocument): boolean =>
  d.documentStatus === 'MISSING' && !d.fileKey && !d.uploadedDate && !d.dateSigned && !d.brokenUploadDate;

/** Throws one 400 naming every broken rule. */
export function failOn(errors: FieldError[]): void {
  if (errors.length) throw new BadRequestException([...new Set(errors.map((e) => e.message))].join('; '));
}

/** The number (SSN or PSSN) whose unique index a failed write hit, if any. */
function ssnConflict(e: unknown): SsnKind | undefined {
  if (!(e instanceof QueryFailedError)) return undefined;
  const constraint = (e.driverError as { constraint?: string }).constraint;
  return (Object.keys(SSN_KINDS) as SsnKind[]).find((k) => SSN_KINDS[k].uniqueIndex === constraint);
}

/** Personnel records and their sections (spec 02 §3, §5): the wizard, the Personal Info tab and deletion. */
@Injectable()
export class PersonnelService {
  constructor(
    private readonly db: TenantDb,
    private readonly detail: PersonnelDetailService,
    private readonly ssn: SsnService,
    private readonly refs: ReferenceDataService,
    private readonly settings: SettingsService,
    private readonly storage: StorageService,
    private readonly events: DomainEventBus,
    private readonly requiredDefaults: RequiredDocumentDefaults,
  ) {}

  // ------------------------------------------------------------------------------------------
  // Person
  // ------------------------------------------------------------------------------------------

  async create(dto: CreatePersonnelDto): Promise<PersonnelView> {
    const repo = this.db.repo(Personnel);
    return this.saveWhole(repo.create({ specialSystemAccessList: [], ...BIO_FLAGS, oconus: false }), dto, true);
  }

  /**
   * Creates a person in a tenant the caller's provider manages (an MSS user on behalf of a client), in that
   * tenant's own transaction. The SYSTEM tenant's users with TENANT_MANAGEMENT may create in any tenant. The ids
   * of the body name that tenant's records: they are checked there (404 naming the field), once the caller may act
   * there.
   */
  async createInTenant(tenantId: string, dto: CreatePersonnelDto): Promise<PersonnelView> {
    const user = RequestContext.require().user!;
    if (!isUuid(tenantId)) throw recordNotFound('Tenant', tenantId);
    const managed = await this.db
      .em()
      .query<Array<{ id: string }>>(`SELECT id FROM tenant WHERE id = $1::uuid AND managing_tenant_id = $2::uuid`, [
        tenantId,
        user.homeTenantId,
      ]);
    let allowed = managed.length > 0 || tenantId === this.db.tenantId();
    if (!allowed && user.homeTenantType === 'SYSTEM' && user.permissions.TENANT_MANAGEMENT?.canView) {
      const found = await this.db.asSystem('create personnel in another tenant', (em) =>
        em.query<Array<{ id: string }>>(`SELECT id FROM tenant WHERE id = $1::uuid`, [tenantId]),
      );
      allowed = found.length > 0;
    }
    if (!allowed) throw recordNotFound('Tenant', tenantId);
    const create = async (em: EntityManager) => {
      await checkReferences(em, [dto]);
      return this.create(dto);
    };
    if (tenantId === this.db.tenantId()) return create(this.db.em());
    return this.db.inTenant(tenantId, create);
  }

  async get(id: string): Promise<PersonnelView> {
    return this.detail.get(id);
  }

  /** PUT /personnel/{id}: biographic fields (required ones required) and any sections sent. */
  async update(id: string, dto: UpdatePersonnelDto): Promise<PersonnelView> {
    const p = await this.detail.find(id);
    checkVersion(p, dto.version);
    return this.saveWhole(p, dto, false);
  }

  /**
   * Create and full update: the biographic record and any sections the body carries, checked before anything is
   * written. The tenant's required-document defaults are applied on creation and when the employment type or an
   * access type changes; the body's `personnelDocuments` choices are applied over them.
   */
  private async saveWhole(
    p: Personnel,
    dto: PersonnelRecordDto & { employment?: EmploymentDto | null },
    creating: boolean,
  ): Promise<PersonnelView> {
    const before = creating ? null : defaultsMatchOf(p);
    await this.applyBiographic(p, dto, creating);
    if (dto.employment) this.checkEmployment(p, dto.employment);
    if (dto.employment) await this.applyEmployment(p, dto.employment);
    if (dto.physical) assignDefined(p, dto.physical, PERSON_SECTION_FIELDS.physical);
    if (dto.automobile) assignDefined(p, dto.automobile, PERSON_SECTION_FIELDS.automobile);
    if (dto.personnelContacts) await this.checkContacts(dto.personnelContacts);
    const saved = await this.savePerson(p);
    await this.syncFacilities(saved.id, dto.facilityIds);
    if (dto.personnelContacts) await this.syncContacts(saved.id, dto.personnelContacts);
    if (dto.automobile?.personnelVehicles) await this.syncVehicles(saved.id, dto.automobile.personnelVehicles);
    await this.requiredDefaults.apply(saved, before);
    if (dto.personnelDocuments) await this.applyDocumentChoices(saved, dto.personnelDocuments);
    await this.events.emit('personnel.changed', { personnelId: saved.id });
    return this.detail.view(saved);
  }

  /** Deletes a person with everything that is theirs; other people's references to them are cleared. */
  async remove(id: string): Promise<void> {
    const p = await this.detail.find(id);
    const em = this.db.em();
    const supervised = await em.getRepository(Personnel).findBy({ supervisorPersonnelId: p.id });
    for (const s of supervised) {
      s.supervisorPersonnelId = null;
      await em.getRepository(Personnel).save(s);
    }
    const officerOf = await em.getRepository(PersonnelBadge).findBy({ badgingOfficerId: p.id });
    for (const b of officerOf) {
      b.badgingOfficerId = null;
      await em.getRepository(PersonnelBadge).save(b);
    }
    const files: string[] = [];
    for (const target of [
      PersonnelInvestigation,
      PersonnelClearance,
      PersonnelSpecialAccess,
      PersonnelPolygraph,
      PersonnelBadge,
      PersonnelDocument,
      PersonnelVehicle,
      PersonnelContact,
      PersonnelFacility,
    ] as const) {
      const repo = em.getRepository<{ id: string; personnelId: string; fileKey?: string | null }>(target);
      const rows = await repo.findBy({ personnelId: p.id });
      for (const r of rows) if (r.fileKey) files.push(r.fileKey);
      if (rows.length) await repo.remove(rows);
    }
    await this.events.emit('personnel.removed', { personnelId: p.id });
    if (p.photoKey) files.push(p.photoKey);
    await em.getRepository(Personnel).remove(p);
    await Promise.all(files.map((k) => this.storage.delete(k).catch(() => undefined)));
  }

  // ------------------------------------------------------------------------------------------
  // Sections
  // ------------------------------------------------------------------------------------------

  async saveBiographic(dto: BiographicSectionDto): Promise<PersonnelView> {
    const p = await this.detail.find(dto.personnelId);
    checkVersion(p, dto.version);
    const before = defaultsMatchOf(p);
    await this.applyBiographic(p, dto, false);
    const saved = await this.savePerson(p);
    await this.syncFacilities(saved.id, dto.facilityIds);
    await this.requiredDefaults.apply(saved, before);
    await this.events.emit('personnel.changed', { personnelId: saved.id });
    return this.detail.view(saved);
  }

  async saveContacts(id: string, dto: ContactsDto): Promise<PersonnelView> {
    const p = await this.detail.find(id);
    await this.checkContacts(dto.personnelContacts);
    await this.syncContacts(p.id, dto.personnelContacts);
    return this.detail.view(p);
  }

  async saveEmployment(dto: EmploymentSectionDto): Promise<PersonnelView> {
    const p = await this.detail.find(dto.personnelId);
    this.checkEmployment(p, dto);
    const before = defaultsMatchOf(p);
    await this.applyEmployment(p, dto);
    const saved = await this.db.repo(Personnel).save(p);
    await this.requiredDefaults.apply(saved, before);
    await this.events.emit('personnel.changed', { personnelId: saved.id });
    return this.detail.view(saved);
  }

  async savePhysical(dto: PhysicalSectionDto): Promise<PersonnelView> {
    const p = await this.detail.find(dto.personnelId);
    assignDefined(p, dto, PERSON_SECTION_FIELDS.physical);
    return this.detail.view(await this.db.repo(Personnel).save(p));
  }

  async saveAutomobile(dto: AutomobileSectionDto): Promise<PersonnelView> {
    const p = await this.detail.find(dto.personnelId);
    assignDefined(p, dto, PERSON_SECTION_FIELDS.automobile);
    const saved = await this.db.repo(Personnel).save(p);
    if (dto.personnelVehicles) await this.syncVehicles(p.id, dto.personnelVehicles);
    return this.detail.view(saved);
  }

  /** The Required Documents step: the required toggle of each title (a missing required title becomes an open action). */
  async saveDocuments(dto: DocumentsSectionDto): Promise<PersonnelView> {
    const p = await this.detail.find(dto.personnelId);
    await this.applyDocumentChoices(p, dto.documents);
    await this.events.emit('personnel.changed', { personnelId: p.id });
    return this.detail.view(p);
  }

  /**
   * The required toggle of each title (an entry without `required` keeps the current choice). Switching off a
   * title the defaults do not name removes its placeholder (a MISSING row without a file or dates), which then
   * says nothing; against a default the placeholder stays, switched off, to record the choice.
   */
  private async applyDocumentChoices(p: Personnel, choices: ReadonlyArray<{ titleId: string; required?: boolean }>): Promise<void> {
    for (const d of choices) checkDocumentTitle(d.titleId);
    const repo = this.db.repo(PersonnelDocument);
    const existing = await repo.findBy({ personnelId: p.id });
    const defaults = new Set(await this.requiredDefaults.titlesFor(p));
    for (const choice of choices) {
      if (choice.required === undefined) continue;
      const rows = existing.filter((d) => d.titleId === choice.titleId);
      if (!choice.required && !defaults.has(choice.titleId) && rows.length && rows.every(isPlaceholder)) {
        await repo.remove(rows);
      } else if (rows.length) {
        for (const row of rows.filter((r) => r.required !== choice.required)) {
          row.required = choice.required;
          await repo.save(row);
        }
      } else if (choice.required || defaults.has(choice.titleId)) {
        // a placeholder row records the choice: required and missing, or switched off against a default
        await repo.save(repo.create({ personnelId: p.id, titleId: choice.titleId, required: choice.required, documentStatus: 'MISSING' }));
      }
    }
  }

  // ------------------------------------------------------------------------------------------
  // Rules and writes
  // ------------------------------------------------------------------------------------------

  private async applyBiographic(p: Personnel, dto: PersonnelBiographicDto, creating: boolean): Promise<void> {
    // the home country (236) unless another is chosen; left out on a change keeps the stored one
    const citizenshipCountryId = dto.citizenshipCountryId ?? p.citizenshipCountryId ?? DEFAULT_COUNTRY_ID;
    const incoming = normalizeBiographic({ ...dto, citizenshipCountryId } as PersonnelBiographicDto & Record<string, unknown>);
    const defined = Object.fromEntries(Object.entries(incoming).filter(([, v]) => v !== undefined));
    failOn(biographicCrossFieldErrors({ ...p, ...defined }));
    const birth = { ...dto.birthAddress, countryId: dto.birthAddress.countryId ?? p.birthCountryId ?? DEFAULT_COUNTRY_ID };
    await this.refs.checkCountries([
      [L.birthCountryId, birth.countryId],
      [L.citizenshipCountryId, incoming.citizenshipCountryId],
      [L.secondCitizenshipCountryId, incoming.secondCitizenshipCountryId],
      ['Foreign Passport Country', incoming.foreignPassportCountryId],
    ]);
    await this.refs.checkState(L.birthState, birth.countryId, birth.state?.trim());
    if (incoming.specialSystemAccessList) {
      p.specialSystemAccessList = await this.checkSpecialSystems(p.specialSystemAccessList ?? [], incoming.specialSystemAccessList);
    }
    assignDefined(p, incoming, PERSON_SECTION_FIELDS.biographic);
    for (const [k, def] of Object.entries(BIO_FLAGS) as Array<[keyof typeof BIO_FLAGS, boolean]>) {
      const v = incoming[k];
      if (v !== undefined) p[k] = v ?? def;
    }
    Object.assign(p, {
      birthCountryId: birth.countryId,
      birthStreet1: birth.street1?.trim() || null,
      birthStreet2: birth.street2?.trim() || null,
      birthCity: birth.city.trim(),
      birthState: birth.state.trim(),
      birthZipCode: birth.zipCode?.trim() || null,
    });
    await this.applyNumber(p, 'ssn', dto.ssn, creating);
    await this.applyNumber(p, 'pssn', dto.pssn, creating);
  }

  /**
   * The SSN or the PSSN as sent: encrypted with its blind index (unique in the tenant), never kept in clear.
   * The masked form the API answered keeps the stored number; left out keeps it too; null or blank clears it
   * (the SSN is required, so only the PSSN can be cleared).
   */
  private async applyNumber(p: Personnel, kind: SsnKind, input: string | null | undefined, creating: boolean): Promise<void> {
    if (input === undefined) return;
    const { encrypted, hmac, hmacColumn, format } = SSN_KINDS[kind];
    const sent = input?.trim() ?? '';
    if (!sent) {
      p[encrypted] = null;
      p[hmac] = null;
      return;
    }
    if (MASKED_SSN_PATTERN.test(sent)) {
      if (creating || !p[encrypted]) throw new BadRequestException(format);
      return;
    }
    const tenantId = this.db.tenantId();
    const index = this.ssn.blindIndex(sent, tenantId);
    if (index !== null && index === p[hmac] && p[encrypted]) return;
    const prot = this.ssn.protect(sent, tenantId, kind);
    if (prot.hmac) {
      const dup = await this.db
        .em()
        .query<Array<{ id: string }>>(
          `SELECT id FROM personnel WHERE ${hmacColumn} = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) LIMIT 1`,
          [prot.hmac, p.id ?? null],
        );
      if (dup.length) throw this.ssn.duplicate(kind);
    }
    p[encrypted] = prot.encrypted;
    p[hmac] = prot.hmac;
  }

  /** New special systems must be among the tenant's ACCESSIBLE_SPECIAL_SYSTEMS (values already stored stay allowed). */
  private async checkSpecialSystems(stored: string[], sent: string[]): Promise<string[]> {
    const options = await this.settings.getTenant<SettingOption[]>(this.db.tenantId(), 'ACCESSIBLE_SPECIAL_SYSTEMS');
    const allowed = new Set([...options.map((o) => o.value), ...stored]);
    const unique = [...new Set(sent.map((s) => s.trim()).filter(Boolean))];
    const unknown = unique.filter((s) => !allowed.has(s));
    if (unknown.length) {
      throw new BadRequestException(
        PERSONNEL_MESSAGES.unknownSpecialSystems(
          unknown,
          options.map((o) => o.value),
        ),
      );
    }
    return unique;
  }

  private checkEmployment(p: Personnel, dto: EmploymentDto): void {
    const defined = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined));
    failOn(employmentCrossFieldErrors({ startDate: p.startDate, endDate: p.endDate, ...defined }));
  }

  private async applyEmployment(p: Personnel, dto: EmploymentDto): Promise<void> {
    // the supervisor (and every other id of the body) is a record of the tenant: the route transaction checked it
    if (dto.supervisorPersonnelId && p.id && dto.supervisorPersonnelId === p.id)
      throw new BadRequestException(PERSONNEL_MESSAGES.ownSupervisor);
    assignDefined(p, dto, PERSON_SECTION_FIELDS.employment);
    if (dto.oconus !== undefined) p.oconus = dto.oconus ?? false;
  }

  private async checkContacts(contacts: ContactDto[]): Promise<void> {
    failOn(contactsCrossFieldErrors(contacts));
    for (const c of contacts) {
      await this.refs.checkCountries([['Country', c.countryId]]);
      await this.refs.checkState(`${c.contactTypeEnum === 'PERSONAL' ? 'Personal' : 'Contact'} State`, c.countryId ?? 236, c.state?.trim());
    }
  }

  private async savePerson(p: Personnel): Promise<Personnel> {
    try {
      return await this.db.repo(Personnel).save(p);
    } catch (e) {
      const kind = ssnConflict(e);
      if (kind) throw this.ssn.duplicate(kind);
      throw e;
    }
  }

  /** Links the person to the body's facilities (checked in the tenant by the route transaction). */
  private async syncFacilities(personnelId: string, ids: string[]): Promise<void> {
    const repo = this.db.repo(PersonnelFacility);
    const existing = await repo.findBy({ personnelId });
    const want = new Set(ids);
    const gone = existing.filter((l) => !want.has(l.facilityId));
    if (gone.length) await repo.remove(gone);
    const have = new Set(existing.map((l) => l.facilityId));
    for (const facilityId of want) if (!have.has(facilityId)) await repo.save(repo.create({ personnelId, facilityId }));
  }

  /**
   * Replaces a person's rows of a child table with the sent list: rows sent with their id are updated,
   * rows without one are added, rows not sent are removed (removals first, so a personal contact can move).
   */
  private async syncChildren<E extends { id: string; personnelId: string; position: number }, D extends { id?: string | null }>(
    target: new () => E,
    personnelId: string,
    sent: D[],
    label: string,
    apply: (row: E, dto: D, index: number) => void,
  ): Promise<void> {
    const repo = this.db.repo(target);
    const existing = await repo.findBy({ personnelId } as never);
    const byId = new Map(existing.map((r) => [r.id, r]));
    for (const d of sent) if (d.id && !byId.has(d.id)) throw new BadRequestException(PEOPLE_MESSAGES.notValid(label));
    const keep = new Set(sent.map((d) => d.id).filter(Boolean));
    const gone = existing.filter((r) => !keep.has(r.id));
    if (gone.length) await repo.remove(gone);
    for (const [i, d] of sent.entries()) {
      const row: E = d.id ? byId.get(d.id)! : (repo.create({ personnelId } as never) as unknown as E);
      apply(row, d, i);
      row.position = i;
      await repo.save(row);
    }
  }

  private syncContacts(personnelId: string, contacts: ContactDto[]): Promise<void> {
    return this.syncChildren(PersonnelContact, personnelId, contacts, 'Contact', (row, c) => {
      assignDefined(row, c, PERSON_SECTION_FIELDS.contact);
      for (const k of PERSON_SECTION_FIELDS.contactPhones) {
        const v = row[k];
        row[k] = v ? normalizePhone(v) : null;
      }
      row.checked = c.checked ?? false;
    });
  }

  private syncVehicles(personnelId: string, vehicles: NonNullable<AutomobileDto['personnelVehicles']>): Promise<void> {
    return this.syncChildren(PersonnelVehicle, personnelId, vehicles, 'Vehicle', (row, v, i) => {
      assignDefined(row, v, PERSON_SECTION_FIELDS.vehicle);
      if (!row.vehicleName) row.vehicleName = defaultVehicleName(i + 1);
    });
  }
}
