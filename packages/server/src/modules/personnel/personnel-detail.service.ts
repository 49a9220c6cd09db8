import { BadRequestException, Injectable } from '@nestjs/common';
import { PEOPLE_MESSAGES, requiredDocumentTypesFor } from '@clearline/shared';
import { In } from 'typeorm';
import { TenantDb } from '../../core/database/tenant-db';
import { Facility } from '../facilities';
import { type PersonnelView } from './dto/personnel.dto';
import { Personnel, PersonnelContact, PersonnelDocument, PersonnelFacility, PersonnelVehicle } from './personnel.entity';
import { contactView, documentView, fullName, personnelPath, phoneOf, vehicleView } from './personnel-view';
import { SsnService } from './ssn.service';

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
}
