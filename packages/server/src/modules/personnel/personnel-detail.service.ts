import { BadRequestException, Injectable } from '@nestjs/common';
import { PEOPLE_MESSAGES, requiredDocumentTypesFor } from '@clearline/shared';
import { entityFromRow } from '../../core/database/entity-helpers';
import { isUuid, recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { type PersonnelView } from './dto/personnel.dto';
import { Personnel, PersonnelContact, PersonnelDocument, PersonnelVehicle } from './personnel.entity';
import { PERSONNEL_DETAIL_SQL, PERSONNEL_SECTIONS_SQL, type PersonnelDetailRow } from './personnel-detail.sql';
import { contactView, documentView, fullName, personnelPath, phoneOf, vehicleView } from './personnel-view';
import { SsnService } from './ssn.service';
import { preparedQuery } from '../../core/database/prepared';
import { defaultsMatchesOf } from './required-document-defaults';
import { documentsMatching } from '../settings';

const PERSONNEL_TITLE_ORDER = new Map(requiredDocumentTypesFor('PERSONNEL').map((t, i) => [t.value, i]));
const PERSONNEL_TITLES = new Set(PERSONNEL_TITLE_ORDER.keys());
/** The place of a title in the order of the personnel document titles (unknown titles last). */
export const titleRank = (titleId: string): number => PERSONNEL_TITLE_ORDER.get(titleId) ?? 1e6;
/** Documents in the order of the personnel document titles, then oldest first. */
const byTitleOrder = (a: PersonnelDocument, b: PersonnelDocument): number =>
  (PERSONNEL_TITLE_ORDER.get(a.titleId) ?? 1e6) - (PERSONNEL_TITLE_ORDER.get(b.titleId) ?? 1e6) ||
  a.createdAt.getTime() - b.createdAt.getTime();

/** Refuses a document title that is not one of the personnel document titles. */
export function checkDocumentTitle(titleId: string): void {
  if (!PERSONNEL_TITLES.has(titleId)) throw new BadRequestException(PEOPLE_MESSAGES.invalidChoice('Document Title'));
}

/** A person as the detail view answers them: the record with its sections, documents and numbers shown per SSN visibility. */
@Injectable()
export class PersonnelDetailService {
  constructor(
    private readonly db: TenantDb,
    private readonly ssn: SsnService,
  ) {}

  async find(id: string): Promise<Personnel> {
    return this.db.findOr404(Personnel, id, 'Personnel');
  }

  /** GET /personnel/{id}: the person and every section, in one query. */
  async get(id: string): Promise<PersonnelView> {
    if (!isUuid(id)) throw recordNotFound('Personnel', id);
    const em = this.db.em();
    const [row] = await preparedQuery<PersonnelDetailRow>(em, PERSONNEL_DETAIL_SQL, [id]);
    if (!row) throw recordNotFound('Personnel', id);
    return this.view(entityFromRow(em, Personnel, row), row);
  }

  /** The view of a person already loaded (`row`: its sections when read with it; otherwise read here in one query). */
  async view(p: Personnel, row?: PersonnelDetailRow): Promise<PersonnelView> {
    const em = this.db.em();
    // the status column is computed by the database: read with the sections, also after a save
    const sections = row ?? (await em.query<PersonnelDetailRow[]>(PERSONNEL_SECTIONS_SQL, [p.id]))[0];
    if (!sections) throw recordNotFound('Personnel', p.id);
    const facilities = sections.sectionFacilities;
    const contacts = sections.sectionContacts.map((c) => entityFromRow(em, PersonnelContact, c));
    const vehicles = sections.sectionVehicles.map((v) => entityFromRow(em, PersonnelVehicle, v));
    const documents = sections.sectionDocuments.map((d) => entityFromRow(em, PersonnelDocument, d));
    const supervisor = sections.sectionSupervisor && entityFromRow(em, Personnel, sections.sectionSupervisor);
    const supervisorContact = sections.sectionSupervisorContact && entityFromRow(em, PersonnelContact, sections.sectionSupervisorContact);
    const status = sections.status as PersonnelView['status'];
    const { visibility, canReveal } = this.ssn.callerVisibility();
    const defaultDocumentTitles = documentsMatching(sections.sectionDefaults, defaultsMatchesOf(p)).sort(
      (a, b) => titleRank(a) - titleRank(b),
    );
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
      defaultDocumentTitles,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    };
  }
}
