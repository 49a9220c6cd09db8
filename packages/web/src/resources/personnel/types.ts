/**
 * The personnel API's answers as the web reads them (mirrors packages/server/src/modules/personnel/dto;
 * see docs/personnel-api.md). Dates are YYYY-MM-DD strings.
 */
import type {
  Agency,
  BadgeStatus,
  BadgeType,
  CitizenshipType,
  ClearanceAction,
  ClearanceLevel,
  ContactType,
  DocumentStatus,
  EmploymentStatus,
  EmploymentType,
  EnrollmentStatus,
  InvestigationStatus,
  InvestigationTier,
  OpenActionState,
  OpenActionType,
  OwnedServiced,
  PclDetermination,
  PclStatus,
  PersonnelStatus,
  PolygraphResult,
  PolygraphStatus,
  PolygraphSystem,
  PolygraphType,
  SpecialAccessStatus,
  SpecialAccessType,
  SsnVisibility,
} from '@clearline/shared';

export interface Address {
  countryId: number | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

export interface Contact extends Address {
  id?: string | null;
  contactTypeEnum: ContactType;
  contactName: string | null;
  contactRelationshipType: string | null;
  homePhoneNumber: string | null;
  workPhoneNumber: string | null;
  cellPhoneNumber: string | null;
  preferredPhoneType: string | null;
  personalEmailAddress: string | null;
  governmentEmailAddress: string | null;
  faxNumber: string | null;
  checked: boolean | null;
}

export interface Employment {
  jobTitle: string | null;
  employmentType: EmploymentType | null;
  employmentStatus: EmploymentStatus | null;
  hireDate: string | null;
  startDate: string | null;
  endDate: string | null;
  workLocationType: string | null;
  oconus: boolean | null;
  costCenter: string | null;
  supervisorPersonnelId: string | null;
  supervisorName?: string | null;
  supervisorEmail?: string | null;
  supervisorPhone?: string | null;
  contractId: string | null;
  contingencyOfferSignedDate: string | null;
}

export interface Physical {
  race: string | null;
  height: string | null;
  weight: string | null;
  eyeColor: string | null;
  hairColor: string | null;
}

export interface Vehicle {
  id?: string | null;
  vehicleName: string | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleYear: number | null;
  vehicleColor: string | null;
  licensePlate: string | null;
  registrationState: string | null;
}

export interface Automobile {
  personnelVehicles: Vehicle[];
  driverLicenseNumber: string | null;
  dlIssuingState: string | null;
  dlIssueDate: string | null;
  dlExpiryDate: string | null;
}

export interface PersonnelDocument {
  id: string;
  titleId: string;
  titleName: string;
  documentStatus: DocumentStatus;
  required: boolean;
  uploadedDate: string | null;
  dateSigned: string | null;
  hideFromPersonnel: boolean;
  fileName: string | null;
  /** the download address (/api/v1/personnel/{id}/document/{documentId}/file) when a file is attached */
  filePath: string | null;
  contentType: string | null;
  size: number | null;
}

/** The profile photo of a person (GET /personnel/{id}/picture serves it). */
export interface ProfilePhoto {
  name: string;
  path: string;
  height: number | null;
  width: number | null;
}

export interface Biographic {
  firstName: string;
  middleName: string | null;
  lastName: string;
  previouslyUsedNames: string | null;
  aliasName: string | null;
  employeeId: string | null;
  ssn: string | null;
  /** the pseudo-SSN, masked like the SSN per the caller's SSN visibility */
  pssn: string | null;
  workEmail: string;
  dodEdiPn: string | null;
  agencyId: string | null;
  genderType: string | null;
  maritalStatus: string | null;
  birthDate: string | null;
  birthAddress: Address;
  facilityIds: string[];
  specialSystemAccessList: string[];
  kmp: boolean;
  kmpType: string | null;
  kmpExcluded: boolean;
  kmpExclusionDate: string | null;
  kmpOwnership: number | null;
  citizenshipCountryId: number | null;
  citizenshipType: CitizenshipType | null;
  secondCitizenshipCountryId: number | null;
  usCitizenshipDate: string | null;
  nonUsCitizenshipRenDate: string | null;
  alienRegistrationNumber: string | null;
  passportNumber: string | null;
  passportIssueDate: string | null;
  passportType: string | null;
  passportExpiryDate: string | null;
  foreignPassport: boolean;
  foreignPassportNumber: string | null;
  foreignPassportCountryId: number | null;
  foreignPassportIssueDate: string | null;
  foreignPassportExpiryDate: string | null;
  enabled: boolean;
}

/** GET /personnel/{id} */
export interface Personnel extends Biographic {
  id: string;
  version: number;
  ssnVisibility: SsnVisibility;
  canRevealSsn: boolean;
  facilities: Array<{ id: string; facilityName: string; facilityCode: string | null }>;
  status: PersonnelStatus;
  userId: string | null;
  personnelContacts: Contact[];
  employment: Employment;
  physical: Physical;
  automobile: Automobile;
  personnelDocuments: PersonnelDocument[];
  profilePhoto: ProfilePhoto | null;
}

/** A row of GET /personnel/details */
export interface PersonnelListItem {
  id: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  employeeId: string | null;
  workEmail: string;
  jobTitle: string | null;
  employmentType: EmploymentType | null;
  employmentStatus: EmploymentStatus | null;
  status: PersonnelStatus;
  enabled: boolean;
  facilityNames: string | null;
  clearanceLevel: string | null;
  userAssigned: boolean;
  /** masked per the caller's SSN visibility, when the API sends it */
  ssn?: string | null;
}

/** People pickers (GET /personnel/basic) */
export interface PersonnelBasic {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  workEmail: string;
  employeeId: string | null;
  phone: string | null;
  status: PersonnelStatus;
}

export interface Facility {
  id: string;
  version: number;
  facilityName: string;
  facilityCode: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  countryId: number;
  enabled: boolean;
  hostFacility: boolean;
  personnelCount: number;
}

interface RecordBase {
  id: string;
  personnelId: string;
  version: number;
}

export interface InvestigationBrief {
  id: string;
  investigationType: InvestigationTier | null;
  clearanceAction: ClearanceAction | null;
  status: InvestigationStatus;
  investigationOpenDate: string | null;
  investigationClosedDate: string | null;
  reinvestigationDate: string | null;
}

export interface Clearance extends RecordBase {
  facilityId: string;
  facilityName: string;
  pclStatus: PclStatus;
  indoctrinationLevel: ClearanceLevel | null;
  pclEligibility: ClearanceLevel;
  pclDetermination: PclDetermination | null;
  eligibilityDeterminationDate: string | null;
  initialBriefingDate: string | null;
  ownedServiced: OwnedServiced | null;
  clearanceGrantingAgency: Agency | null;
  deBriefDate: string | null;
  ndaDate: string | null;
  attestationDate: string | null;
  billet: string | null;
  ceStatus: EnrollmentStatus | null;
  ceEnteredDate: string | null;
  completedInvestigation: InvestigationBrief | null;
  openInvestigation: InvestigationBrief | null;
}

export interface Investigation extends RecordBase {
  clearanceId: string;
  clearance: { id: string; pclEligibility: ClearanceLevel; pclStatus: PclStatus; facilityId: string; facilityName: string };
  status: InvestigationStatus;
  clearanceType: ClearanceLevel | null;
  pclStatus: PclStatus | null;
  clearanceAction: ClearanceAction | null;
  investigationType: InvestigationTier | null;
  clearanceInvestigatingAgency: Agency | null;
  isProcessCompleted: boolean;
  initiatedPsiDate: string | null;
  fingerprintRequired: boolean;
  fingerprintSubmittedDate: string | null;
  fingerprintAcceptedDate: string | null;
  fingerprintTakenBy: string | null;
  fingerprintTcnNumber: string | null;
  readyReviewDate: string | null;
  psqSentOpmDate: string | null;
  releasedSignFormsDate: string | null;
  releaseCafDate: string | null;
  sacDate: string | null;
  sfRejectionDates: string[];
  eqipPincode: string | null;
  siiCaseNumber: string | null;
  investigationOpenDate: string | null;
  investigationClosedDate: string | null;
  reinvestigationDate: string | null;
  adjScheduledDate: string | null;
  adjCompletedDate: string | null;
}

export interface SpecialAccess extends RecordBase {
  facilityId: string;
  facilityName: string;
  specialAccessType: SpecialAccessType;
  specialAccessStatus: SpecialAccessStatus;
  indoctrinationDate: string | null;
  initialBriefDate: string | null;
  lastBriefDate: string | null;
  submitDate: string | null;
  ssoLocation: string | null;
  briefingOfficer: string | null;
  debriefDate: string | null;
  specialAccessBriefReminder: boolean;
  sponsor: string | null;
}

export interface Polygraph extends RecordBase {
  facilityId: string;
  facilityName: string;
  polygraphType: PolygraphType;
  polygraphStatus: PolygraphStatus;
  polygraphResult: PolygraphResult | null;
  agency: Agency | null;
  polySystem: PolygraphSystem | null;
  polygraphDate: string | null;
  nextPolygraphDate: string | null;
}

export interface Badge extends RecordBase {
  contractId: string | null;
  issuingAgency: Agency | null;
  badgeNumber: string | null;
  badgeType: BadgeType;
  badgeStatus: BadgeStatus;
  issueDate: string | null;
  expiryDate: string | null;
  renewalSubmissionDate: string | null;
  organization: string | null;
  badgingOfficerId: string | null;
  badgingOfficerName: string | null;
  badgingOfficerPhone: string | null;
  badgingOfficerEmail: string | null;
}

export interface OpenAction {
  id: string;
  version: number;
  actionType: OpenActionType;
  title: string;
  description: string | null;
  state: OpenActionState;
  personnelId: string | null;
  documentTitleId: string | null;
  dueDate: string | null;
  createdAt: string;
  completedAt: string | null;
  closedAt: string | null;
  note: string | null;
}
