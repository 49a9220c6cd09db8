import {
  CITIZENSHIP_TYPE,
  CONTACT_TYPE,
  contactZipLabel,
  DOCUMENT_STATUS,
  EMPLOYMENT_STATUS,
  EMPLOYMENT_TYPE,
  EYE_COLOR,
  GENDER,
  HAIR_COLOR,
  KMP_TYPE,
  MARITAL_STATUS,
  PASSPORT_TYPE,
  PEOPLE_MESSAGES,
  PERSONNEL_DOCUMENT_TYPE,
  PERSONNEL_FIELD_LABELS as L,
  PHONE_TYPE,
  RACE,
  RELATIONSHIP,
  WORK_LOCATION,
  PERSONNEL_STATUS,
} from '@clearline/shared';
import type {
  CitizenshipType,
  ContactType,
  DocumentStatus,
  EmploymentStatus,
  EmploymentType,
  EyeColor,
  Gender,
  HairColor,
  KmpType,
  MaritalStatus,
  PassportType,
  PersonnelStatus,
  PhoneType,
  Race,
  Relationship,
  SsnVisibility,
  WorkLocation,
} from '@clearline/shared';
import {
  BoolField,
  DayField,
  EmailField,
  EnumField,
  EnumOf,
  NestedField,
  NumberField,
  ReadOnly,
  RefIdField,
  SsnField,
  TextField,
  TextListField,
  UuidField,
  UuidListField,
  ZipField,
} from '../../../core/http/fields';

/*
 * The personnel API contract (spec 02 §3). Request DTOs validate with the spec's messages; response
 * DTOs (…View) are what the API answers. Dates are YYYY-MM-DD strings; ids of tenant records are
 * uuids; country ids are integers (236 = United States).
 */

// =============================================================================================
// Requests
// =============================================================================================

/** A new person's body without its employment: both of the section's required fields are missing. */
const EMPLOYMENT_REQUIRED = [PEOPLE_MESSAGES.required(L.employmentType), PEOPLE_MESSAGES.required(L.employmentStatus)].join('; ');

/** Place of birth: city and state are required (state is a US state code for country 236, free text otherwise). */
export class BirthAddressDto {
  /** default 236 (United States) on add; left out on a change keeps the stored country */
  @RefIdField({ label: L.birthCountryId, nullable: false })
  countryId?: number;

  @TextField({ label: 'Street 1' })
  street1?: string | null;

  @TextField({ label: 'Street 2' })
  street2?: string | null;

  @TextField({ label: L.birthCity, required: true })
  city: string;

  @TextField({ label: L.birthState, required: true })
  state: string;

  @ZipField({ label: 'Place of Birth' })
  zipCode?: string | null;
}

/** The biographic and citizenship fields of a person (wizard step 1, Personal Info tab). */
export class PersonnelBiographicDto {
  @TextField({ label: L.firstName, required: true })
  firstName: string;

  @TextField({ label: L.middleName })
  middleName?: string | null;

  @TextField({ label: L.lastName, required: true })
  lastName: string;

  @TextField({ label: L.previouslyUsedNames, multiline: true })
  previouslyUsedNames?: string | null;

  @TextField({ label: L.aliasName })
  aliasName?: string | null;

  @TextField({ label: L.employeeId })
  employeeId?: string | null;

  /** nine digits, dashes allowed (XXX-XX-XXXX); stored encrypted */
  @SsnField({ label: L.ssn, required: true })
  ssn: string;

  /** pseudo-SSN: like the SSN (nine digits, stored encrypted, shown per SSN visibility); null or blank clears it */
  @SsnField({ label: L.pssn, message: PEOPLE_MESSAGES.pssnFormat })
  pssn?: string | null;

  @EmailField({ label: L.workEmail, kind: 'work', required: true })
  workEmail: string;

  @TextField({ label: L.dodEdiPn })
  dodEdiPn?: string | null;

  @TextField({ label: L.agencyId })
  agencyId?: string | null;

  @EnumField(GENDER, { label: L.genderType, required: true })
  genderType: Gender;

  @EnumField(MARITAL_STATUS, { label: L.maritalStatus, required: true })
  maritalStatus: MaritalStatus;

  @DayField({ label: L.birthDate, required: true })
  birthDate: string;

  @NestedField(() => BirthAddressDto, { label: 'Place of Birth', required: true })
  birthAddress: BirthAddressDto;

  /** facilities the person belongs to (at least one) */
  @UuidListField({ label: L.facilityIds, itemLabel: 'Facility', references: 'facility', required: true })
  facilityIds: string[];

  /** special systems the person can access: values of the tenant setting ACCESSIBLE_SPECIAL_SYSTEMS */
  @TextListField({ label: 'Special System Access' })
  specialSystemAccessList?: string[] | null;

  /** key management personnel */
  @BoolField({ label: 'KMP' })
  kmp?: boolean | null;

  @EnumField(KMP_TYPE, { label: L.kmpType })
  kmpType?: KmpType | null;

  @BoolField({ label: 'KMP Excluded' })
  kmpExcluded?: boolean | null;

  @DayField({ label: L.kmpExclusionDate })
  kmpExclusionDate?: string | null;

  /** percentage owned, 0 to 100 */
  @NumberField({ label: L.kmpOwnership, min: 0, max: 100 })
  kmpOwnership?: number | null;

  /** default 236 (United States) on add; left out on a change keeps the stored country */
  @RefIdField({ label: L.citizenshipCountryId, nullable: false })
  citizenshipCountryId?: number;

  @EnumField(CITIZENSHIP_TYPE, { label: L.citizenshipType, required: true })
  citizenshipType: CitizenshipType;

  /** only (and then required) for DUAL_CITIZENSHIP */
  @RefIdField({ label: L.secondCitizenshipCountryId })
  secondCitizenshipCountryId?: number | null;

  /** set to the birth date by the server for BORN_IN_US */
  @DayField({ label: L.usCitizenshipDate })
  usCitizenshipDate?: string | null;

  @DayField({ label: 'Non-US Citizenship Renunciation Date' })
  nonUsCitizenshipRenDate?: string | null;

  @TextField({ label: 'Alien Registration Number' })
  alienRegistrationNumber?: string | null;

  @TextField({ label: 'Passport Number' })
  passportNumber?: string | null;

  @DayField({ label: L.passportIssueDate })
  passportIssueDate?: string | null;

  @EnumField(PASSPORT_TYPE, { label: 'Passport Type' })
  passportType?: PassportType | null;

  /** not before passportIssueDate */
  @DayField({ label: L.passportExpiryDate })
  passportExpiryDate?: string | null;

  @BoolField({ label: 'Foreign Passport' })
  foreignPassport?: boolean | null;

  @TextField({ label: 'Foreign Passport Number' })
  foreignPassportNumber?: string | null;

  @RefIdField({ label: 'Foreign Passport Country' })
  foreignPassportCountryId?: number | null;

  @DayField({ label: L.foreignPassportIssueDate })
  foreignPassportIssueDate?: string | null;

  /** not before foreignPassportIssueDate */
  @DayField({ label: L.foreignPassportExpiryDate })
  foreignPassportExpiryDate?: string | null;

  /** default true */
  @BoolField({ label: 'Enabled' })
  enabled?: boolean | null;
}

const contactLabel = (o: Record<string, unknown>): string => contactZipLabel(o.contactTypeEnum as string);

/** A contact: one PERSONAL contact at most; EMERGENCY and TRAVEL_EMERGENCY need contactName, contactRelationshipType and cellPhoneNumber. */
export class ContactDto {
  /** keep the id of an existing contact to update it in place; contacts not sent are removed */
  @UuidField({ label: 'Contact', references: 'personnel_contact' })
  id?: string | null;

  @EnumField(CONTACT_TYPE, { label: L.contactTypeEnum, required: true })
  contactTypeEnum: ContactType;

  @TextField({ label: 'Street 1' })
  street1?: string | null;

  @TextField({ label: 'Street 2' })
  street2?: string | null;

  @TextField({ label: 'City' })
  city?: string | null;

  @TextField({ label: 'State' })
  state?: string | null;

  @ZipField({ label: 'Contact', labelFrom: contactLabel })
  zipCode?: string | null;

  @RefIdField({ label: 'Country' })
  countryId?: number | null;

  @TextField({ label: L.contactName })
  contactName?: string | null;

  @EnumField(RELATIONSHIP, { label: L.contactRelationshipType })
  contactRelationshipType?: Relationship | null;

  /** phones are stored as ddd-ddd-dddd when they hold a 10-digit US number, otherwise as typed */
  @TextField({ label: 'Home Phone Number' })
  homePhoneNumber?: string | null;

  @TextField({ label: 'Work Phone Number' })
  workPhoneNumber?: string | null;

  @TextField({ label: L.cellPhoneNumber })
  cellPhoneNumber?: string | null;

  @EnumField(PHONE_TYPE, { label: 'Preferred Phone Type' })
  preferredPhoneType?: PhoneType | null;

  @EmailField({ label: L.personalEmailAddress, kind: 'personal' })
  personalEmailAddress?: string | null;

  @EmailField({ label: L.governmentEmailAddress, kind: 'government' })
  governmentEmailAddress?: string | null;

  @TextField({ label: 'Fax Number' })
  faxNumber?: string | null;

  /** the "same as primary address" choice of the form */
  @BoolField({ label: 'Same as primary address' })
  checked?: boolean | null;
}

/** PUT /personnel/{id}/contacts: the complete list of the person's contacts. */
export class ContactsDto {
  @NestedField(() => ContactDto, { label: 'personnelContacts', list: true, required: true })
  personnelContacts: ContactDto[];
}

export class EmploymentDto {
  @TextField({ label: 'Job Title' })
  jobTitle?: string | null;

  @EnumField(EMPLOYMENT_TYPE, { label: L.employmentType, required: true })
  employmentType: EmploymentType;

  @EnumField(EMPLOYMENT_STATUS, { label: L.employmentStatus, required: true })
  employmentStatus: EmploymentStatus;

  @DayField({ label: 'Hire Date' })
  hireDate?: string | null;

  @DayField({ label: L.startDate })
  startDate?: string | null;

  /** Termination Date: not before startDate */
  @DayField({ label: L.endDate })
  endDate?: string | null;

  @EnumField(WORK_LOCATION, { label: 'Work Location' })
  workLocationType?: WorkLocation | null;

  @BoolField({ label: 'OCONUS' })
  oconus?: boolean | null;

  @TextField({ label: 'Cost Center' })
  costCenter?: string | null;

  /** another person of the tenant; supervisorEmail and supervisorPhone are derived from them */
  @UuidField({ label: 'Supervisor', references: 'personnel' })
  supervisorPersonnelId?: string | null;

  @UuidField({ label: 'Contract', references: 'contract' })
  contractId?: string | null;

  @DayField({ label: 'Contingency Offer Signed Date' })
  contingencyOfferSignedDate?: string | null;

  /** read-only: derived from the chosen supervisor */
  @ReadOnly()
  supervisorName?: string | null;
  /** read-only: derived from the chosen supervisor */
  @ReadOnly()
  supervisorEmail?: string | null;
  /** read-only: derived from the chosen supervisor */
  @ReadOnly()
  supervisorPhone?: string | null;
}

export class PhysicalDto {
  @EnumField(RACE, { label: 'Race' })
  race?: Race | null;

  /** free text, e.g. 5'10" */
  @TextField({ label: 'Height' })
  height?: string | null;

  /** free text, e.g. 180 lb */
  @TextField({ label: 'Weight' })
  weight?: string | null;

  @EnumField(EYE_COLOR, { label: 'Eye Color' })
  eyeColor?: EyeColor | null;

  @EnumField(HAIR_COLOR, { label: 'Hair Color' })
  hairColor?: HairColor | null;
}

export class VehicleDto {
  /** keep the id of an existing vehicle to update it in place */
  @UuidField({ label: 'Vehicle', references: 'personnel_vehicle' })
  id?: string | null;

  /** the form offers 'Vehicle {n}' */
  @TextField({ label: 'Vehicle Name' })
  vehicleName?: string | null;

  @TextField({ label: 'Vehicle Make' })
  vehicleMake?: string | null;

  @TextField({ label: 'Vehicle Model' })
  vehicleModel?: string | null;

  @NumberField({ label: L.vehicleYear, integer: true, min: 1900, max: 2100 })
  vehicleYear?: number | null;

  @TextField({ label: 'Vehicle Color' })
  vehicleColor?: string | null;

  @TextField({ label: 'License Plate' })
  licensePlate?: string | null;

  @TextField({ label: 'Registration State' })
  registrationState?: string | null;
}

export class AutomobileDto {
  @NestedField(() => VehicleDto, { label: 'personnelVehicles', list: true })
  personnelVehicles?: VehicleDto[] | null;

  @TextField({ label: 'Driver License Number' })
  driverLicenseNumber?: string | null;

  @TextField({ label: 'Driver License Issuing State' })
  dlIssuingState?: string | null;

  @DayField({ label: 'Driver License Issue Date' })
  dlIssueDate?: string | null;

  @DayField({ label: 'Driver License Expiry Date' })
  dlExpiryDate?: string | null;
}

/**
 * One entry of `personnelDocuments` on POST/PUT /personnel: whether the title is required for the person
 * (as the Required Documents step sets it). A document as GET answers it is accepted; its other fields
 * are read-only here (the document routes change them).
 */
export class PersonnelDocumentChoiceDto {
  /** a personnel document title (required-document type value, e.g. SF_312) */
  @TextField({ label: 'Document Title', required: true })
  titleId: string;

  /** left out keeps the current choice */
  @BoolField({ label: 'Required', nullable: false })
  required?: boolean;

  @ReadOnly()
  id?: string;
  @ReadOnly()
  personnelId?: string;
  @ReadOnly()
  documentType?: 'PERSONNEL';
  @ReadOnly()
  documentStatus?: DocumentStatus;
  @ReadOnly()
  titleName?: string;
  @ReadOnly()
  uploadedDate?: string | null;
  @ReadOnly()
  dateSigned?: string | null;
  @ReadOnly()
  hideFromPersonnel?: boolean;
  @ReadOnly()
  fileName?: string | null;
  @ReadOnly()
  filePath?: string | null;
  @ReadOnly()
  contentType?: string | null;
  @ReadOnly()
  size?: number | null;
  @ReadOnly()
  brokenUploadDate?: string | null;
  @ReadOnly()
  version?: number;
}

/** The whole record a body of POST or PUT /personnel carries: the biographic record plus the sections sent, but employment. */
export class PersonnelRecordDto extends PersonnelBiographicDto {
  @NestedField(() => ContactDto, { label: 'personnelContacts', list: true })
  personnelContacts?: ContactDto[] | null;

  @NestedField(() => PhysicalDto, { label: 'physical' })
  physical?: PhysicalDto | null;

  @NestedField(() => AutomobileDto, { label: 'automobile' })
  automobile?: AutomobileDto | null;

  /** the Required Documents choices (titleId, required) of the person's documents; the other document fields change through the document routes */
  @NestedField(() => PersonnelDocumentChoiceDto, { label: 'personnelDocuments', list: true })
  personnelDocuments?: PersonnelDocumentChoiceDto[] | null;

  // What GET /personnel/{id} answers besides the fields above: a body that is that answer is accepted and these are ignored
  @ReadOnly()
  id?: string;
  @ReadOnly()
  ssnVisibility?: SsnVisibility;
  @ReadOnly()
  canRevealSsn?: boolean;
  @ReadOnly()
  facilities?: FacilityRefView[];
  @ReadOnly()
  profilePhoto?: ProfilePhotoView | null;
  @ReadOnly()
  status?: PersonnelStatus;
  @ReadOnly()
  userId?: string | null;
  @ReadOnly()
  createdAt?: string;
  @ReadOnly()
  updatedAt?: string;
  @ReadOnly()
  defaultDocumentTitles?: string[];
}

/**
 * POST /personnel (and /personnel/tenants/{tenantId}): the biographic record, its employment type and status (a
 * person is not recorded without them, spec 02 §5) and any other section already filled. Without `personnelDocuments`
 * the tenant's required-document defaults that match the person are applied.
 */
export class CreatePersonnelDto extends PersonnelRecordDto {
  @NestedField(() => EmploymentDto, { label: 'employment', required: true, requiredMessage: EMPLOYMENT_REQUIRED })
  employment: EmploymentDto;
}

/** PUT /personnel/{id}: the whole record; sections left out stay as they are. `version` refuses a stale save (409). */
export class UpdatePersonnelDto extends PersonnelRecordDto {
  @NestedField(() => EmploymentDto, { label: 'employment' })
  employment?: EmploymentDto | null;

  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

/** PUT /personnel/biographic */
export class BiographicSectionDto extends PersonnelBiographicDto {
  @UuidField({ label: 'Personnel', references: 'personnel', required: true })
  personnelId: string;

  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

/** PUT /personnel/employment */
export class EmploymentSectionDto extends EmploymentDto {
  @UuidField({ label: 'Personnel', references: 'personnel', required: true })
  personnelId: string;
}

/** PUT /personnel/physical */
export class PhysicalSectionDto extends PhysicalDto {
  @UuidField({ label: 'Personnel', references: 'personnel', required: true })
  personnelId: string;
}

/** PUT /personnel/automobile (vehicles not sent are removed) */
export class AutomobileSectionDto extends AutomobileDto {
  @UuidField({ label: 'Personnel', references: 'personnel', required: true })
  personnelId: string;
}

/** One row of the Required Documents step: a document title and whether it is required for this person. */
export class RequiredDocumentChoiceDto {
  /** a personnel document title (required-document type value, e.g. SF_312) */
  @TextField({ label: 'Document Title', required: true })
  titleId: string;

  @BoolField({ label: 'Required', required: true })
  required: boolean;
}

/** PUT /personnel/documents (wizard step 6): the required toggle of each listed title. */
export class DocumentsSectionDto {
  @UuidField({ label: 'Personnel', references: 'personnel', required: true })
  personnelId: string;

  @NestedField(() => RequiredDocumentChoiceDto, { label: 'documents', list: true, required: true })
  documents: RequiredDocumentChoiceDto[];
}

/**
 * The `document` JSON part of POST /personnel/{id}/document (multipart, with an optional `file` part)
 * and the body of PUT /personnel/{id}/document/{documentId} (JSON, or multipart to replace the file).
 */
export class PersonnelDocumentDto {
  /** always PERSONNEL */
  @EnumField(PERSONNEL_DOCUMENT_TYPE, { label: 'Document Type' })
  documentType?: 'PERSONNEL' | null;

  @TextField({ label: 'Document Title', required: true })
  titleId: string;

  /** default CURRENT with a file, MISSING without */
  @EnumField(DOCUMENT_STATUS, { label: 'Document Status' })
  documentStatus?: DocumentStatus | null;

  @BoolField({ label: 'Required' })
  required?: boolean | null;

  /** default: the day the file is uploaded */
  @DayField({ label: 'Uploaded Date' })
  uploadedDate?: string | null;

  @DayField({ label: 'Date Signed' })
  dateSigned?: string | null;

  @BoolField({ label: 'Hide From Personnel' })
  hideFromPersonnel?: boolean | null;

  @DayField({ label: 'Broken Upload Date' })
  brokenUploadDate?: string | null;
}

// =============================================================================================
// Responses
// =============================================================================================

export class AddressView {
  countryId: number | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

export class FacilityRefView {
  id: string;
  facilityName: string;
  /** CAGE code */
  facilityCode: string | null;
}

export class ContactView {
  id: string;
  @EnumOf(CONTACT_TYPE)
  contactTypeEnum: ContactType;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  countryId: number | null;
  contactName: string | null;
  @EnumOf(RELATIONSHIP)
  contactRelationshipType: Relationship | null;
  homePhoneNumber: string | null;
  workPhoneNumber: string | null;
  cellPhoneNumber: string | null;
  @EnumOf(PHONE_TYPE)
  preferredPhoneType: PhoneType | null;
  personalEmailAddress: string | null;
  governmentEmailAddress: string | null;
  faxNumber: string | null;
  checked: boolean;
}

export class EmploymentView {
  jobTitle: string | null;
  @EnumOf(EMPLOYMENT_TYPE)
  employmentType: EmploymentType | null;
  @EnumOf(EMPLOYMENT_STATUS)
  employmentStatus: EmploymentStatus | null;
  hireDate: string | null;
  startDate: string | null;
  endDate: string | null;
  @EnumOf(WORK_LOCATION)
  workLocationType: WorkLocation | null;
  oconus: boolean;
  costCenter: string | null;
  supervisorPersonnelId: string | null;
  /** "First Last" of the supervisor */
  supervisorName: string | null;
  /** the supervisor's work e-mail (read-only) */
  supervisorEmail: string | null;
  /** the supervisor's phone: work, else cell, else home phone of their personal contact (read-only) */
  supervisorPhone: string | null;
  contractId: string | null;
  contingencyOfferSignedDate: string | null;
}

export class PhysicalView {
  @EnumOf(RACE)
  race: Race | null;
  height: string | null;
  weight: string | null;
  @EnumOf(EYE_COLOR)
  eyeColor: EyeColor | null;
  @EnumOf(HAIR_COLOR)
  hairColor: HairColor | null;
}

export class VehicleView {
  id: string;
  vehicleName: string | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleYear: number | null;
  vehicleColor: string | null;
  licensePlate: string | null;
  registrationState: string | null;
}

export class AutomobileView {
  personnelVehicles: VehicleView[];
  driverLicenseNumber: string | null;
  dlIssuingState: string | null;
  dlIssueDate: string | null;
  dlExpiryDate: string | null;
}

export class PersonnelDocumentView {
  id: string;
  personnelId: string;
  documentType: 'PERSONNEL';
  @EnumOf(DOCUMENT_STATUS)
  documentStatus: DocumentStatus;
  titleId: string;
  /** label of the title */
  titleName: string;
  required: boolean;
  uploadedDate: string | null;
  dateSigned: string | null;
  hideFromPersonnel: boolean;
  fileName: string | null;
  /** download route of the file (GET), null without a file */
  filePath: string | null;
  contentType: string | null;
  size: number | null;
  brokenUploadDate: string | null;
  version: number;
}

/** GET /personnel/{id}/required-documents: a document title the person must have. */
export class RequiredDocumentView {
  titleId: string;
  /** label of the title */
  titleName: string;
  /** no document of the title with a file has arrived yet (CURRENT, ACTIVE, NEEDS_REVIEW or ON_HOLD) */
  missing: boolean;
}

export class ProfilePhotoView {
  name: string;
  /** GET route of the image */
  path: string;
  height: number | null;
  width: number | null;
}

/** GET /personnel/{id}: the whole record as the detail tabs show it. */
export class PersonnelView {
  id: string;
  version: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  previouslyUsedNames: string | null;
  aliasName: string | null;
  employeeId: string | null;
  /** never the whole number: ***-**-6789 with an SSN visibility permission, ***-**-**** without (the whole number: GET /personnel/{id}/ssn) */
  ssn: string | null;
  /** how `ssn` is shown to this caller (LAST_FOUR or MASKED) */
  ssnVisibility: SsnVisibility;
  /** the caller may reveal the number (GET /personnel/{id}/ssn, audited) and the PSSN (GET /personnel/{id}/pssn) */
  canRevealSsn: boolean;
  /** the pseudo-SSN, shown like `ssn` (same visibility); null without one */
  pssn: string | null;
  workEmail: string;
  dodEdiPn: string | null;
  agencyId: string | null;
  @EnumOf(GENDER)
  genderType: Gender | null;
  @EnumOf(MARITAL_STATUS)
  maritalStatus: MaritalStatus | null;
  birthDate: string | null;
  birthAddress: AddressView;
  facilityIds: string[];
  facilities: FacilityRefView[];
  specialSystemAccessList: string[];
  kmp: boolean;
  @EnumOf(KMP_TYPE)
  kmpType: KmpType | null;
  kmpExcluded: boolean;
  kmpExclusionDate: string | null;
  kmpOwnership: number | null;
  profilePhoto: ProfilePhotoView | null;
  citizenshipCountryId: number | null;
  @EnumOf(CITIZENSHIP_TYPE)
  citizenshipType: CitizenshipType | null;
  secondCitizenshipCountryId: number | null;
  usCitizenshipDate: string | null;
  nonUsCitizenshipRenDate: string | null;
  alienRegistrationNumber: string | null;
  passportNumber: string | null;
  passportIssueDate: string | null;
  @EnumOf(PASSPORT_TYPE)
  passportType: PassportType | null;
  passportExpiryDate: string | null;
  foreignPassport: boolean;
  foreignPassportNumber: string | null;
  foreignPassportCountryId: number | null;
  foreignPassportIssueDate: string | null;
  foreignPassportExpiryDate: string | null;
  enabled: boolean;
  /** status chip: ACTIVE, INACTIVE, INPROGRESS or SUSPENDED (from employment status and enabled) */
  @EnumOf(PERSONNEL_STATUS)
  status: PersonnelStatus;
  /** the user account linked to this person, if any */
  userId: string | null;
  personnelContacts: ContactView[];
  employment: EmploymentView;
  physical: PhysicalView;
  automobile: AutomobileView;
  personnelDocuments: PersonnelDocumentView[];
  /**
   * The document titles the tenant's required-document defaults name for the person as they are now (employment
   * type and access types), in the titles' order; empty while the tenant does not apply its defaults
   * (RDD_APPLY_TO_NEW_RECORDS). They were written into personnelDocuments when they came to apply.
   */
  defaultDocumentTitles: string[];
  createdAt: string;
  updatedAt: string;
}

/** One row of GET /personnel/details (the personnel list). */
export class PersonnelListItemView {
  id: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  employeeId: string | null;
  workEmail: string;
  jobTitle: string | null;
  @EnumOf(EMPLOYMENT_TYPE)
  employmentType: EmploymentType | null;
  @EnumOf(EMPLOYMENT_STATUS)
  employmentStatus: EmploymentStatus | null;
  @EnumOf(PERSONNEL_STATUS)
  status: PersonnelStatus;
  enabled: boolean;
  /** facility names, comma-separated, in name order */
  facilityNames: string | null;
  /** highest eligibility among the person's ACTIVE clearances (CLEARANCE_LEVEL), null without one */
  clearanceLevel: string | null;
  /** the person has a user account */
  userAssigned: boolean;
  /** the SSN as the caller may see it: the last four digits, or masked (never the whole number); null without one */
  ssn: string | null;
}

/** People pickers (GET /personnel/basic, /mss, /active-employees, /active/facility/{id} …). */
export class PersonnelBasicView {
  id: string;
  firstName: string;
  lastName: string;
  /** "First Last" */
  fullName: string;
  workEmail: string;
  employeeId: string | null;
  /** work, else cell, else home phone of the personal contact */
  phone: string | null;
  @EnumOf(PERSONNEL_STATUS)
  status: PersonnelStatus;
}

/** GET /personnel/active-with-active-clearance/facility/{id} */
export class PersonnelWithClearanceView extends PersonnelBasicView {
  /** highest eligibility among the person's ACTIVE clearances */
  clearanceLevel: string;
}

/** GET /personnel/summary: counts of the tenant's personnel by status chip. */
export class PersonnelSummaryView {
  total: number;
  ACTIVE: number;
  INACTIVE: number;
  INPROGRESS: number;
  SUSPENDED: number;
  /** counts by employment status (null employment status counted as NONE) */
  byEmploymentStatus: Record<string, number>;
}

/** GET /personnel/{id}/ssn (audited reveal) */
export class SsnRevealView {
  /** the whole number, XXX-XX-XXXX */
  ssn: string | null;
}

/** GET /personnel/{id}/pssn (audited reveal) */
export class PssnRevealView {
  /** the whole pseudo-SSN, XXX-XX-XXXX */
  pssn: string | null;
}

/** One row of GET /personnel/work-history: a person's employment period, newest end first. */
export class WorkHistoryItemView {
  personnelId: string;
  firstName: string;
  lastName: string;
  employeeId: string | null;
  jobTitle: string | null;
  @EnumOf(EMPLOYMENT_TYPE)
  employmentType: EmploymentType | null;
  @EnumOf(EMPLOYMENT_STATUS)
  employmentStatus: EmploymentStatus | null;
  hireDate: string | null;
  startDate: string | null;
  endDate: string | null;
  facilityNames: string | null;
}
