import { Column, Entity } from 'typeorm';
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
  WorkLocation,
} from '@clearline/shared';
import { Sensitive } from '../../core/audit/sensitive';
import { TenantRecord } from '../../core/database/entities';
import { DayCol, FlagCol, IntCol, NumericCol, TextCol, UuidCol } from './columns';

/**
 * A person of the tenant: biographic and citizenship data, plus the one-to-one sections employment,
 * physical and automobile (kept in the same row: the list reads them without joins).
 */
@Entity('personnel')
export class Personnel extends TenantRecord {
  @Column({ type: 'text' })
  firstName: string;

  @TextCol()
  middleName: string | null;

  @Column({ type: 'text' })
  lastName: string;

  @TextCol()
  previouslyUsedNames: string | null;

  @TextCol()
  aliasName: string | null;

  @TextCol()
  employeeId: string | null;

  /** AES-256-GCM ciphertext of the nine digits (see ssn-crypto.ts) */
  @Sensitive()
  @TextCol()
  ssnEncrypted: string | null;

  /** HMAC-SHA256 blind index of the nine digits, unique in the tenant */
  @Sensitive()
  @TextCol()
  ssnHmac: string | null;

  /** the pseudo-SSN, protected exactly like the SSN: AES-256-GCM ciphertext of its nine digits */
  @Sensitive()
  @TextCol()
  pssnEncrypted: string | null;

  /** HMAC-SHA256 blind index of the pseudo-SSN, unique in the tenant */
  @Sensitive()
  @TextCol()
  pssnHmac: string | null;

  @Column({ type: 'text' })
  workEmail: string;

  @TextCol()
  dodEdiPn: string | null;

  @TextCol()
  agencyId: string | null;

  @TextCol()
  genderType: Gender | null;

  @TextCol()
  maritalStatus: MaritalStatus | null;

  @DayCol()
  birthDate: string | null;

  @IntCol()
  birthCountryId: number | null;

  @TextCol()
  birthStreet1: string | null;

  @TextCol()
  birthStreet2: string | null;

  @TextCol()
  birthCity: string | null;

  @TextCol()
  birthState: string | null;

  @TextCol()
  birthZipCode: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  specialSystemAccessList: string[];

  @FlagCol()
  kmp: boolean;

  @TextCol()
  kmpType: KmpType | null;

  @FlagCol()
  kmpExcluded: boolean;

  @DayCol()
  kmpExclusionDate: string | null;

  @NumericCol()
  kmpOwnership: number | null;

  @TextCol()
  photoKey: string | null;

  @TextCol()
  photoName: string | null;

  @TextCol()
  photoContentType: string | null;

  @IntCol()
  photoHeight: number | null;

  @IntCol()
  photoWidth: number | null;

  @IntCol()
  citizenshipCountryId: number | null;

  @TextCol()
  citizenshipType: CitizenshipType | null;

  @IntCol()
  secondCitizenshipCountryId: number | null;

  @DayCol()
  usCitizenshipDate: string | null;

  @DayCol()
  nonUsCitizenshipRenDate: string | null;

  @TextCol()
  alienRegistrationNumber: string | null;

  @TextCol()
  passportNumber: string | null;

  @DayCol()
  passportIssueDate: string | null;

  @TextCol()
  passportType: PassportType | null;

  @DayCol()
  passportExpiryDate: string | null;

  @FlagCol()
  foreignPassport: boolean;

  @TextCol()
  foreignPassportNumber: string | null;

  @IntCol()
  foreignPassportCountryId: number | null;

  @DayCol()
  foreignPassportIssueDate: string | null;

  @DayCol()
  foreignPassportExpiryDate: string | null;

  @FlagCol(true)
  enabled: boolean;

  /** the user account of this person (set by account generation / invitations) */
  @UuidCol()
  userId: string | null;

  // employment
  @TextCol()
  jobTitle: string | null;

  @TextCol()
  employmentType: EmploymentType | null;

  @TextCol()
  employmentStatus: EmploymentStatus | null;

  @DayCol()
  hireDate: string | null;

  @DayCol()
  startDate: string | null;

  /** Termination Date */
  @DayCol()
  endDate: string | null;

  @TextCol()
  workLocationType: WorkLocation | null;

  @FlagCol()
  oconus: boolean;

  @TextCol()
  costCenter: string | null;

  @UuidCol()
  supervisorPersonnelId: string | null;

  @UuidCol()
  contractId: string | null;

  @DayCol()
  contingencyOfferSignedDate: string | null;

  // physical
  @TextCol()
  race: Race | null;

  @TextCol()
  height: string | null;

  @TextCol()
  weight: string | null;

  @TextCol()
  eyeColor: EyeColor | null;

  @TextCol()
  hairColor: HairColor | null;

  // automobile
  @TextCol()
  driverLicenseNumber: string | null;

  @TextCol()
  dlIssuingState: string | null;

  @DayCol()
  dlIssueDate: string | null;

  @DayCol()
  dlExpiryDate: string | null;

  /** status chip, computed by the database from enabled and employment status */
  @Column({ type: 'text', insert: false, update: false })
  status: PersonnelStatus;
}

/** A person's membership of a facility. */
@Entity('personnel_facility')
export class PersonnelFacility extends TenantRecord {
  @Column({ type: 'uuid' })
  personnelId: string;

  @Column({ type: 'uuid' })
  facilityId: string;
}

@Entity('personnel_contact')
export class PersonnelContact extends TenantRecord {
  @Column({ type: 'uuid' })
  personnelId: string;

  @Column({ type: 'text' })
  contactTypeEnum: ContactType;

  @TextCol()
  street1: string | null;

  @TextCol()
  street2: string | null;

  @TextCol()
  city: string | null;

  @TextCol()
  state: string | null;

  @TextCol()
  zipCode: string | null;

  @IntCol()
  countryId: number | null;

  @TextCol()
  contactName: string | null;

  @TextCol()
  contactRelationshipType: Relationship | null;

  @TextCol()
  homePhoneNumber: string | null;

  @TextCol()
  workPhoneNumber: string | null;

  @TextCol()
  cellPhoneNumber: string | null;

  @TextCol()
  preferredPhoneType: PhoneType | null;

  @TextCol()
  personalEmailAddress: string | null;

  @TextCol()
  governmentEmailAddress: string | null;

  @TextCol()
  faxNumber: string | null;

  @FlagCol()
  checked: boolean;

  /** order of the list as last sent */
  @Column({ type: 'integer', default: 0 })
  position: number;
}

@Entity('personnel_vehicle')
export class PersonnelVehicle extends TenantRecord {
  @Column({ type: 'uuid' })
  personnelId: string;

  @TextCol()
  vehicleName: string | null;

  @TextCol()
  vehicleMake: string | null;

  @TextCol()
  vehicleModel: string | null;

  @IntCol()
  vehicleYear: number | null;

  @TextCol()
  vehicleColor: string | null;

  @TextCol()
  licensePlate: string | null;

  @TextCol()
  registrationState: string | null;

  /** order of the list as last sent */
  @Column({ type: 'integer', default: 0 })
  position: number;
}

@Entity('personnel_document')
export class PersonnelDocument extends TenantRecord {
  @Column({ type: 'uuid' })
  personnelId: string;

  @Column({ type: 'text', default: 'PERSONNEL' })
  documentType: 'PERSONNEL';

  @Column({ type: 'text' })
  documentStatus: DocumentStatus;

  /** required-document type value */
  @Column({ type: 'text' })
  titleId: string;

  @FlagCol()
  required: boolean;

  @DayCol()
  uploadedDate: string | null;

  @DayCol()
  dateSigned: string | null;

  @FlagCol()
  hideFromPersonnel: boolean;

  @TextCol()
  fileName: string | null;

  /** storage key (random) */
  @TextCol()
  fileKey: string | null;

  @TextCol()
  contentType: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: { to: (v: unknown) => v, from: (v: unknown) => (v === null ? null : Number(v)) } })
  size: number | null;

  @DayCol()
  brokenUploadDate: string | null;
}
