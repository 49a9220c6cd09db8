import { BadRequestException, ForbiddenException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import {
  biographicCrossFieldErrors,
  contactsCrossFieldErrors,
  defaultVehicleName,
  employmentCrossFieldErrors,
  type FieldError,
  formatSsn,
  MASKED_SSN_PATTERN,
  normalizeBiographic,
  normalizePhone,
  PEOPLE_MESSAGES,
  PERSONNEL_FIELD_LABELS as L,
  requiredDocumentTypesFor,
  type SettingOption,
  UPLOAD_MESSAGES,
} from '@clearline/shared';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { In, QueryFailedError } from 'typeorm';
import { AuditService } from '../../core/audit/audit.service';
import { RequestContext } from '../../core/context/request-context';
import { isUuid, TenantDb } from '../../core/database/tenant-db';
import { assertCleanInput } from '../../core/http/input-limits';
import { validationPipeOptions } from '../../core/http/validation';
import { StorageService } from '../../core/storage/storage.service';
import { checkFileType } from '../documents/file-sniff';
import { singleFile, type UploadedFilePart } from '../documents/upload.interceptor';
import { assignDefined, checkVersion, FacilitiesService } from '../facilities/facilities.service';
import { Facility } from '../facilities/facility.entity';
import { OpenActionsService } from '../open-actions/open-actions.service';
import { ReferenceDataService } from '../reference-data/reference-data.service';
import { SettingsService } from '../settings/settings.service';
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
  PersonnelDocumentDto,
  type PersonnelDocumentView,
  type PersonnelView,
  type PhysicalSectionDto,
  type PssnRevealView,
  type SsnRevealView,
  type UpdatePersonnelDto,
} from './dto/personnel.dto';
import { imageSize } from './image-size';
import { Personnel, PersonnelContact, PersonnelDocument, PersonnelFacility, PersonnelVehicle } from './personnel.entity';
import { contactView, documentView, fullName, personnelPath, phoneOf, vehicleView } from './personnel-view';
import {
  PersonnelBadge,
  PersonnelClearance,
  PersonnelInvestigation,
  PersonnelPolygraph,
  PersonnelSpecialAccess,
} from './records/records.entity';
import { SSN_KINDS, type SsnKind, SsnService } from './ssn.service';

const BIO_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'previouslyUsedNames',
  'aliasName',
  'employeeId',
  'workEmail',
  'dodEdiPn',
  'agencyId',
  'genderType',
  'maritalStatus',
  'birthDate',
  'kmpType',
  'kmpExclusionDate',
  'kmpOwnership',
  'citizenshipCountryId',
  'citizenshipType',
  'secondCitizenshipCountryId',
  'usCitizenshipDate',
  'nonUsCitizenshipRenDate',
  'alienRegistrationNumber',
  'passportNumber',
  'passportIssueDate',
  'passportType',
  'passportExpiryDate',
  'foreignPassportNumber',
  'foreignPassportCountryId',
  'foreignPassportIssueDate',
  'foreignPassportExpiryDate',
] as const satisfies ReadonlyArray<keyof Personnel>;
/** boolean columns: null in a body means the default */
const BIO_FLAGS = { kmp: false, kmpExcluded: false, foreignPassport: false, enabled: true } as const;
const EMPLOYMENT_FIELDS = [
  'jobTitle',
  'employmentType',
  'employmentStatus',
  'hireDate',
  'startDate',
  'endDate',
  'workLocationType',
  'costCenter',
  'supervisorPersonnelId',
  'contractId',
  'contingencyOfferSignedDate',
] as const satisfies ReadonlyArray<keyof Personnel>;
const PHYSICAL_FIELDS = ['race', 'height', 'weight', 'eyeColor', 'hairColor'] as const satisfies ReadonlyArray<keyof Personnel>;
const AUTOMOBILE_FIELDS = ['driverLicenseNumber', 'dlIssuingState', 'dlIssueDate', 'dlExpiryDate'] as const satisfies ReadonlyArray<
  keyof Personnel
>;
const CONTACT_FIELDS = [
  'contactTypeEnum',
  'street1',
  'street2',
  'city',
  'state',
  'zipCode',
  'countryId',
  'contactName',
  'contactRelationshipType',
  'homePhoneNumber',
  'workPhoneNumber',
  'cellPhoneNumber',
  'preferredPhoneType',
  'personalEmailAddress',
  'governmentEmailAddress',
  'faxNumber',
] as const satisfies ReadonlyArray<keyof PersonnelContact>;
const VEHICLE_FIELDS = [
  'vehicleName',
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'vehicleColor',
  'licensePlate',
  'registrationState',
] as const satisfies ReadonlyArray<keyof PersonnelVehicle>;
const DOCUMENT_FIELDS = ['documentStatus', 'required', 'uploadedDate', 'dateSigned', 'hideFromPersonnel', 'brokenUploadDate'] as const;

const PERSONNEL_TITLE_ORDER = new Map(requiredDocumentTypesFor('PERSONNEL').map((t, i) => [t.value, i]));
const PERSONNEL_TITLES = new Set(PERSONNEL_TITLE_ORDER.keys());
/** Documents in the order of the personnel document titles, then oldest first. */
const byTitleOrder = (a: PersonnelDocument, b: PersonnelDocument): number =>
  (PERSONNEL_TITLE_ORDER.get(a.titleId) ?? 1e6) - (PERSONNEL_TITLE_ORDER.get(b.titleId) ?? 1e6) ||
  a.createdAt.getTime() - b.createdAt.getTime();
const PICTURE_TYPES = ['png', 'jpg', 'jpeg', 'gif'];
const today = (): string => new Date().toISOString().slice(0, 10);

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
    private readonly ssn: SsnService,
    private readonly refs: ReferenceDataService,
    private readonly facilities: FacilitiesService,
    private readonly settings: SettingsService,
    private readonly storage: StorageService,
    private readonly openActions: OpenActionsService,
    private readonly audit: AuditService,
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
   * tenant's own transaction. The SYSTEM tenant's users with TENANT_MANAGEMENT may create in any tenant.
   */
  async createInTenant(tenantId: string, dto: CreatePersonnelDto): Promise<PersonnelView> {
    const user = RequestContext.require().user!;
    if (!isUuid(tenantId)) throw new NotFoundException(`Tenant ${tenantId} was not found`);
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
    if (!allowed) throw new NotFoundException(`Tenant ${tenantId} was not found`);
    if (tenantId === this.db.tenantId()) return this.create(dto);
    return this.db.inTenant(tenantId, () => this.create(dto));
  }

  async get(id: string): Promise<PersonnelView> {
    return this.view(await this.find(id));
  }

  /** PUT /personnel/{id}: biographic fields (required ones required) and any sections sent. */
  async update(id: string, dto: UpdatePersonnelDto): Promise<PersonnelView> {
    const p = await this.find(id);
    checkVersion(p, dto.version);
    return this.saveWhole(p, dto, false);
  }

  /** Create and full update: the biographic record and any sections the body carries, checked before anything is written. */
  private async saveWhole(p: Personnel, dto: CreatePersonnelDto, creating: boolean): Promise<PersonnelView> {
    await this.applyBiographic(p, dto, creating);
    if (dto.employment) this.checkEmployment(p, dto.employment);
    if (dto.employment) await this.applyEmployment(p, dto.employment);
    if (dto.physical) assignDefined(p, dto.physical, PHYSICAL_FIELDS);
    if (dto.automobile) assignDefined(p, dto.automobile, AUTOMOBILE_FIELDS);
    if (dto.personnelContacts) await this.checkContacts(dto.personnelContacts);
    const saved = await this.savePerson(p);
    await this.syncFacilities(saved.id, dto.facilityIds);
    if (dto.personnelContacts) await this.syncContacts(saved.id, dto.personnelContacts);
    if (dto.automobile?.personnelVehicles) await this.syncVehicles(saved.id, dto.automobile.personnelVehicles);
    await this.openActions.reconcilePerson(saved);
    return this.view(saved);
  }

  /** Deletes a person with everything that is theirs; other people's references to them are cleared. */
  async remove(id: string): Promise<void> {
    const p = await this.find(id);
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
    await this.openActions.removeForPerson(p.id);
    if (p.photoKey) files.push(p.photoKey);
    await em.getRepository(Personnel).remove(p);
    await Promise.all(files.map((k) => this.storage.delete(k).catch(() => undefined)));
  }

  // ------------------------------------------------------------------------------------------
  // Sections
  // ------------------------------------------------------------------------------------------

  async saveBiographic(dto: BiographicSectionDto): Promise<PersonnelView> {
    const p = await this.find(dto.personnelId);
    checkVersion(p, dto.version);
    await this.applyBiographic(p, dto, false);
    const saved = await this.savePerson(p);
    await this.syncFacilities(saved.id, dto.facilityIds);
    await this.openActions.reconcilePerson(saved);
    return this.view(saved);
  }

  async saveContacts(id: string, dto: ContactsDto): Promise<PersonnelView> {
    const p = await this.find(id);
    await this.checkContacts(dto.personnelContacts);
    await this.syncContacts(p.id, dto.personnelContacts);
    return this.view(p);
  }

  async saveEmployment(dto: EmploymentSectionDto): Promise<PersonnelView> {
    const p = await this.find(dto.personnelId);
    this.checkEmployment(p, dto);
    await this.applyEmployment(p, dto);
    const saved = await this.db.repo(Personnel).save(p);
    await this.openActions.reconcilePerson(saved);
    return this.view(saved);
  }

  async savePhysical(dto: PhysicalSectionDto): Promise<PersonnelView> {
    const p = await this.find(dto.personnelId);
    assignDefined(p, dto, PHYSICAL_FIELDS);
    return this.view(await this.db.repo(Personnel).save(p));
  }

  async saveAutomobile(dto: AutomobileSectionDto): Promise<PersonnelView> {
    const p = await this.find(dto.personnelId);
    assignDefined(p, dto, AUTOMOBILE_FIELDS);
    const saved = await this.db.repo(Personnel).save(p);
    if (dto.personnelVehicles) await this.syncVehicles(p.id, dto.personnelVehicles);
    return this.view(saved);
  }

  /** The Required Documents step: the required toggle of each title (a missing required title becomes an open action). */
  async saveDocuments(dto: DocumentsSectionDto): Promise<PersonnelView> {
    const p = await this.find(dto.personnelId);
    for (const d of dto.documents) this.checkTitle(d.titleId);
    const repo = this.db.repo(PersonnelDocument);
    const existing = await repo.findBy({ personnelId: p.id });
    const defaults = new Set(await this.openActions.defaultTitlesFor(p));
    for (const choice of dto.documents) {
      const rows = existing.filter((d) => d.titleId === choice.titleId);
      if (rows.length) {
        for (const row of rows.filter((r) => r.required !== choice.required)) {
          row.required = choice.required;
          await repo.save(row);
        }
      } else if (choice.required || defaults.has(choice.titleId)) {
        // a placeholder row records the choice: required and missing, or switched off against a default
        await repo.save(repo.create({ personnelId: p.id, titleId: choice.titleId, required: choice.required, documentStatus: 'MISSING' }));
      }
    }
    await this.openActions.reconcilePerson(p);
    return this.view(p);
  }

  // ------------------------------------------------------------------------------------------
  // Picture, documents, SSN
  // ------------------------------------------------------------------------------------------

  async getPicture(id: string): Promise<StreamableFile> {
    const p = await this.find(id);
    if (!p.photoKey) throw new NotFoundException(`${fullName(p)} has no picture`);
    const stream = await this.storage.get(p.photoKey);
    return new StreamableFile(stream, { type: p.photoContentType ?? 'application/octet-stream', disposition: 'inline' });
  }

  async putPicture(id: string, files: UploadedFilePart[] | undefined): Promise<PersonnelView> {
    const p = await this.find(id);
    const file = singleFile(files, true)!;
    const type = checkFileType(file.originalname, file.buffer, PICTURE_TYPES);
    if (!type.ok) throw new BadRequestException(UPLOAD_MESSAGES.wrongType(file.originalname, type.type));
    const size = imageSize(file.buffer);
    const key = this.storage.newKey('personnel-photos', this.db.tenantId());
    await this.storage.put(key, file.buffer, type.mime);
    const old = p.photoKey;
    Object.assign(p, {
      photoKey: key,
      photoName: file.originalname.slice(0, 255),
      photoContentType: type.mime,
      photoWidth: size?.width ?? null,
      photoHeight: size?.height ?? null,
    });
    const saved = await this.db.repo(Personnel).save(p);
    if (old) await this.storage.delete(old).catch(() => undefined);
    return this.view(saved);
  }

  async addDocument(id: string, body: unknown, files: UploadedFilePart[] | undefined): Promise<PersonnelDocumentView> {
    const p = await this.find(id);
    const dto = await this.documentBody(body);
    this.checkTitle(dto.titleId);
    const repo = this.db.repo(PersonnelDocument);
    const d = repo.create({ personnelId: p.id, titleId: dto.titleId, required: false, hideFromPersonnel: false });
    assignDefined(d, dto, DOCUMENT_FIELDS);
    d.required ??= false;
    d.hideFromPersonnel ??= false;
    await this.attachFile(d, singleFile(files, false));
    d.documentStatus ??= d.fileKey ? 'CURRENT' : 'MISSING';
    const saved = await repo.save(d);
    await this.openActions.reconcilePerson(p);
    return documentView(saved);
  }

  async updateDocument(
    id: string,
    documentId: string,
    body: unknown,
    files: UploadedFilePart[] | undefined,
  ): Promise<PersonnelDocumentView> {
    const p = await this.find(id);
    const d = await this.findDocument(p.id, documentId);
    const dto = await this.documentBody(body);
    this.checkTitle(dto.titleId);
    const oldKey = d.fileKey;
    d.titleId = dto.titleId;
    assignDefined(d, dto, DOCUMENT_FIELDS);
    d.required ??= false;
    d.hideFromPersonnel ??= false;
    const file = singleFile(files, false);
    await this.attachFile(d, file);
    if (file && dto.documentStatus === undefined && (d.documentStatus === 'MISSING' || d.documentStatus === 'EXPIRED'))
      d.documentStatus = 'CURRENT';
    d.documentStatus ??= d.fileKey ? 'CURRENT' : 'MISSING';
    const saved = await this.db.repo(PersonnelDocument).save(d);
    if (file && oldKey) await this.storage.delete(oldKey).catch(() => undefined);
    await this.openActions.reconcilePerson(p);
    return documentView(saved);
  }

  async removeDocument(id: string, documentId: string): Promise<void> {
    const p = await this.find(id);
    const d = await this.findDocument(p.id, documentId);
    const key = d.fileKey;
    await this.db.repo(PersonnelDocument).remove(d);
    if (key) await this.storage.delete(key).catch(() => undefined);
    await this.openActions.reconcilePerson(p);
  }

  async downloadDocument(id: string, documentId: string): Promise<StreamableFile> {
    const p = await this.find(id);
    const d = await this.findDocument(p.id, documentId);
    if (!d.fileKey) throw new NotFoundException('This document has no file');
    const stream = await this.storage.get(d.fileKey);
    const name = d.fileName ?? 'document';
    return new StreamableFile(stream, {
      type: d.contentType ?? 'application/octet-stream',
      disposition: `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    });
  }

  /** Reveals a person's whole SSN to a caller with VISIBLE_SOCIAL_SECURITY, writing an SSN_REVEAL audit row. */
  async revealSsn(id: string): Promise<SsnRevealView> {
    return { ssn: await this.revealNumber(id, 'ssn') };
  }

  /** Reveals a person's whole PSSN, exactly like the SSN (VISIBLE_SOCIAL_SECURITY, an SSN_REVEAL audit row naming the field). */
  async revealPssn(id: string): Promise<PssnRevealView> {
    return { pssn: await this.revealNumber(id, 'pssn') };
  }

  private async revealNumber(id: string, kind: SsnKind): Promise<string | null> {
    const p = await this.find(id);
    if (!this.ssn.callerVisibility().canReveal)
      throw new ForbiddenException('You do not have the VIEW permission on VISIBLE_SOCIAL_SECURITY.');
    const digits = this.ssn.reveal(p[SSN_KINDS[kind].encrypted], p.tenantId);
    await this.audit.write(this.db.em(), {
      eventType: 'SSN_REVEAL',
      objectTable: 'personnel',
      objectId: p.id,
      action: 'READ',
      details: { personnel: fullName(p), field: L[kind], found: digits !== null },
    });
    return digits ? formatSsn(digits) : null;
  }

  // ------------------------------------------------------------------------------------------
  // View
  // ------------------------------------------------------------------------------------------

  async find(id: string): Promise<Personnel> {
    return this.db.findOr404(Personnel, id, 'Personnel');
  }

  async view(p: Personnel): Promise<PersonnelView> {
    const em = this.db.em();
    const links = await em.getRepository(PersonnelFacility).findBy({ personnelId: p.id });
    const facilities = links.length
      ? await em.getRepository(Facility).find({ where: { id: In(links.map((l) => l.facilityId)) }, order: { facilityName: 'ASC' } })
      : [];
    const contacts = await em.getRepository(PersonnelContact).find({ where: { personnelId: p.id }, order: { position: 'ASC', id: 'ASC' } });
    const vehicles = await em.getRepository(PersonnelVehicle).find({ where: { personnelId: p.id }, order: { position: 'ASC', id: 'ASC' } });
    const documents = await em
      .getRepository(PersonnelDocument)
      .find({ where: { personnelId: p.id }, order: { createdAt: 'ASC', id: 'ASC' } });
    const supervisor = p.supervisorPersonnelId ? await em.getRepository(Personnel).findOneBy({ id: p.supervisorPersonnelId }) : null;
    const supervisorContact = supervisor
      ? await em.getRepository(PersonnelContact).findOneBy({ personnelId: supervisor.id, contactTypeEnum: 'PERSONAL' })
      : null;
    // the status column is computed by the database; reload it after a save
    const status = (await em.query<Array<{ status: PersonnelView['status'] }>>(`SELECT status FROM personnel WHERE id = $1`, [p.id]))[0]
      ?.status;
    const { visibility, canReveal } = this.ssn.callerVisibility();
    return {
      id: p.id,
      version: p.version,
      firstName: p.firstName,
      middleName: p.middleName,
      lastName: p.lastName,
      previouslyUsedNames: p.previouslyUsedNames,
      aliasName: p.aliasName,
      employeeId: p.employeeId,
      ssn: this.ssn.display(p.ssnEncrypted, p.tenantId, visibility),
      ssnVisibility: visibility,
      canRevealSsn: canReveal,
      pssn: this.ssn.display(p.pssnEncrypted, p.tenantId, visibility),
      workEmail: p.workEmail,
      dodEdiPn: p.dodEdiPn,
      agencyId: p.agencyId,
      genderType: p.genderType,
      maritalStatus: p.maritalStatus,
      birthDate: p.birthDate,
      birthAddress: {
        countryId: p.birthCountryId,
        street1: p.birthStreet1,
        street2: p.birthStreet2,
        city: p.birthCity,
        state: p.birthState,
        zipCode: p.birthZipCode,
      },
      facilityIds: facilities.map((f) => f.id),
      facilities: facilities.map((f) => ({ id: f.id, facilityName: f.facilityName, facilityCode: f.facilityCode })),
      specialSystemAccessList: p.specialSystemAccessList ?? [],
      kmp: p.kmp,
      kmpType: p.kmpType,
      kmpExcluded: p.kmpExcluded,
      kmpExclusionDate: p.kmpExclusionDate,
      kmpOwnership: p.kmpOwnership,
      profilePhoto: p.photoKey
        ? { name: p.photoName ?? 'picture', path: `${personnelPath(p.id)}/picture`, height: p.photoHeight, width: p.photoWidth }
        : null,
      citizenshipCountryId: p.citizenshipCountryId,
      citizenshipType: p.citizenshipType,
      secondCitizenshipCountryId: p.secondCitizenshipCountryId,
      usCitizenshipDate: p.usCitizenshipDate,
      nonUsCitizenshipRenDate: p.nonUsCitizenshipRenDate,
      alienRegistrationNumber: p.alienRegistrationNumber,
      passportNumber: p.passportNumber,
      passportIssueDate: p.passportIssueDate,
      passportType: p.passportType,
      passportExpiryDate: p.passportExpiryDate,
      foreignPassport: p.foreignPassport,
      foreignPassportNumber: p.foreignPassportNumber,
      foreignPassportCountryId: p.foreignPassportCountryId,
      foreignPassportIssueDate: p.foreignPassportIssueDate,
      foreignPassportExpiryDate: p.foreignPassportExpiryDate,
      enabled: p.enabled,
      status,
      userId: p.userId,
      personnelContacts: contacts.map(contactView),
      employment: {
        jobTitle: p.jobTitle,
        employmentType: p.employmentType,
        employmentStatus: p.employmentStatus,
        hireDate: p.hireDate,
        startDate: p.startDate,
        endDate: p.endDate,
        workLocationType: p.workLocationType,
        oconus: p.oconus,
        costCenter: p.costCenter,
        supervisorPersonnelId: p.supervisorPersonnelId,
        supervisorName: supervisor ? fullName(supervisor) : null,
        supervisorEmail: supervisor?.workEmail ?? null,
        supervisorPhone: phoneOf(supervisorContact),
        contractId: p.contractId,
        contingencyOfferSignedDate: p.contingencyOfferSignedDate,
      },
      physical: { race: p.race, height: p.height, weight: p.weight, eyeColor: p.eyeColor, hairColor: p.hairColor },
      automobile: {
        personnelVehicles: vehicles.map(vehicleView),
        driverLicenseNumber: p.driverLicenseNumber,
        dlIssuingState: p.dlIssuingState,
        dlIssueDate: p.dlIssueDate,
        dlExpiryDate: p.dlExpiryDate,
      },
      personnelDocuments: documents.sort(byTitleOrder).map(documentView),
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    };
  }

  // ------------------------------------------------------------------------------------------
  // Rules and writes
  // ------------------------------------------------------------------------------------------

  private async applyBiographic(p: Personnel, dto: PersonnelBiographicDto, creating: boolean): Promise<void> {
    const incoming = normalizeBiographic({ ...dto } as PersonnelBiographicDto & Record<string, unknown>);
    const defined = Object.fromEntries(Object.entries(incoming).filter(([, v]) => v !== undefined));
    failOn(biographicCrossFieldErrors({ ...p, ...defined }));
    const birth = dto.birthAddress;
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
    assignDefined(p, incoming, BIO_FIELDS);
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
        `Special System Access ${unknown.join(', ')} is not one of the tenant's accessible special systems (${options.map((o) => o.value).join(', ')})`,
      );
    }
    return unique;
  }

  private checkEmployment(p: Personnel, dto: EmploymentDto): void {
    const defined = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined));
    failOn(employmentCrossFieldErrors({ startDate: p.startDate, endDate: p.endDate, ...defined }));
  }

  private async applyEmployment(p: Personnel, dto: EmploymentDto): Promise<void> {
    if (dto.supervisorPersonnelId) {
      if (p.id && dto.supervisorPersonnelId === p.id) throw new BadRequestException('A person cannot be their own supervisor.');
      const sup = await this.db.repo(Personnel).findOneBy({ id: dto.supervisorPersonnelId });
      if (!sup) throw new BadRequestException('Supervisor is not valid');
    }
    assignDefined(p, dto, EMPLOYMENT_FIELDS);
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

  private async syncFacilities(personnelId: string, ids: string[]): Promise<void> {
    await this.facilities.requireIds(ids, L.facilityIds);
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
    for (const d of sent) if (d.id && !byId.has(d.id)) throw new BadRequestException(`${label} is not valid`);
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
      assignDefined(row, c, CONTACT_FIELDS);
      for (const k of ['homePhoneNumber', 'workPhoneNumber', 'cellPhoneNumber', 'faxNumber'] as const) {
        const v = row[k];
        row[k] = v ? normalizePhone(v) : null;
      }
      row.checked = c.checked ?? false;
    });
  }

  private syncVehicles(personnelId: string, vehicles: NonNullable<AutomobileDto['personnelVehicles']>): Promise<void> {
    return this.syncChildren(PersonnelVehicle, personnelId, vehicles, 'Vehicle', (row, v, i) => {
      assignDefined(row, v, VEHICLE_FIELDS);
      if (!row.vehicleName) row.vehicleName = defaultVehicleName(i + 1);
    });
  }

  private checkTitle(titleId: string): void {
    if (!PERSONNEL_TITLES.has(titleId)) throw new BadRequestException(PEOPLE_MESSAGES.invalidChoice('Document Title'));
  }

  private async findDocument(personnelId: string, documentId: string): Promise<PersonnelDocument> {
    const d = await this.db.findOr404(PersonnelDocument, documentId, 'Document');
    if (d.personnelId !== personnelId) throw new NotFoundException(`Document ${documentId} was not found`);
    return d;
  }

  /** The document fields of a JSON body, or of the `document` part of a multipart body, validated like any DTO. */
  private async documentBody(body: unknown): Promise<PersonnelDocumentDto> {
    let raw: unknown = body;
    const part = (body as { document?: unknown } | undefined)?.document;
    if (typeof part === 'string') {
      try {
        raw = JSON.parse(part);
      } catch {
        throw new BadRequestException('The document part must be valid JSON');
      }
    } else if (part && typeof part === 'object') raw = part;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new BadRequestException('Document Title is required');
    assertCleanInput(raw, 'document');
    const dto = plainToInstance(PersonnelDocumentDto, raw);
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length) throw validationPipeOptions.exceptionFactory!(errors) as Error;
    return dto;
  }

  /** Stores an uploaded file for a document after checking its type against ACCEPTED_UPLOAD_TYPES (by content). */
  private async attachFile(d: PersonnelDocument, file: UploadedFilePart | undefined): Promise<void> {
    if (!file) return;
    const accepted = await this.settings.getSystem<SettingOption[]>('ACCEPTED_UPLOAD_TYPES');
    const type = checkFileType(
      file.originalname,
      file.buffer,
      accepted.map((o) => o.value),
    );
    if (!type.ok) throw new BadRequestException(UPLOAD_MESSAGES.wrongType(file.originalname, type.type));
    const key = this.storage.newKey('personnel-documents', this.db.tenantId());
    await this.storage.put(key, file.buffer, type.mime);
    Object.assign(d, { fileKey: key, fileName: file.originalname.slice(0, 255), contentType: type.mime, size: file.size });
    d.uploadedDate ??= today();
  }
}
