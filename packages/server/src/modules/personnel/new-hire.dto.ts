import {
  CITIZENSHIP_TYPE,
  EMPLOYMENT_TYPE,
  GENDER,
  MARITAL_STATUS,
  NEW_HIRE_ACCEPT_STATUS,
  PENDING_HIRE_STATUS,
  PERSONNEL_FIELD_LABELS as L,
  PHONE_TYPE,
} from '@clearline/shared';
import type {
  CitizenshipType,
  EmploymentType,
  Gender,
  MaritalStatus,
  NewHireAcceptStatus,
  PendingHireStatus,
  PhoneType,
} from '@clearline/shared';
import {
  BoolField,
  DayField,
  EmailField,
  EnumField,
  EnumOf,
  NestedField,
  RefIdField,
  SsnField,
  TextField,
  UuidField,
  ZipField,
} from '../../core/http/fields';
import { BirthAddressDto, EmploymentDto } from './dto/personnel.dto';
import { ClearanceDto } from './dto/records.dto';

/*
 * Report New Hire (spec 02 §3 "New hire"): facilityId, cleared, names, ssn (default 000000000 = not known
 * yet), birthDate, passportNumber, maritalStatus, citizenship, birthAddress, contactInfo (address, phones
 * and three e-mail addresses), employment (employmentType, jobTitle, employmentStatus, contractId,
 * hireDate, contingencyOfferSignedDate, startDate, supervisor) and clearance. Sections reuse the
 * personnel wizard's DTOs and rules, so an accepted report becomes a person without a second check.
 */

export class NewHireNamesDto {
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
}

export class NewHireCitizenshipDto {
  /** default 236 (United States) */
  @RefIdField({ label: L.citizenshipCountryId, nullable: false })
  citizenshipCountryId?: number;

  @EnumField(CITIZENSHIP_TYPE, { label: L.citizenshipType, required: true })
  citizenshipType: CitizenshipType;

  @RefIdField({ label: 'Second Citizenship Country' })
  secondCitizenshipCountryId?: number | null;

  @DayField({ label: 'US Citizenship Date' })
  usCitizenshipDate?: string | null;

  @TextField({ label: 'Alien Registration Number' })
  alienRegistrationNumber?: string | null;
}

/** The new hire's home address, phones and e-mail addresses (work, personal, government). */
export class NewHireContactInfoDto {
  @TextField({ label: 'Street 1' })
  street1?: string | null;

  @TextField({ label: 'Street 2' })
  street2?: string | null;

  @TextField({ label: 'City' })
  city?: string | null;

  @TextField({ label: 'State' })
  state?: string | null;

  @ZipField({ label: 'Personal' })
  zipCode?: string | null;

  /** default 236 (United States) */
  @RefIdField({ label: 'Country' })
  countryId?: number | null;

  @TextField({ label: 'Home Phone Number' })
  homePhoneNumber?: string | null;

  @TextField({ label: 'Work Phone Number' })
  workPhoneNumber?: string | null;

  @TextField({ label: L.cellPhoneNumber })
  cellPhoneNumber?: string | null;

  @EnumField(PHONE_TYPE, { label: 'Preferred Phone Type' })
  preferredPhoneType?: PhoneType | null;

  @EmailField({ label: L.workEmail, kind: 'work', required: true })
  workEmail: string;

  @EmailField({ label: L.personalEmailAddress, kind: 'personal' })
  personalEmailAddress?: string | null;

  @EmailField({ label: L.governmentEmailAddress, kind: 'government' })
  governmentEmailAddress?: string | null;
}

/** POST /personnel/report-new-hire */
export class ReportNewHireDto {
  @UuidField({ label: 'Facility', references: 'facility', required: true })
  facilityId: string;

  /** whether the person already holds a clearance (then the clearance section is required) */
  @BoolField({ label: 'Cleared', nullable: false })
  cleared?: boolean;

  @NestedField(() => NewHireNamesDto, { label: 'names', required: true })
  names: NewHireNamesDto;

  /** nine digits (XXX-XX-XXXX accepted); 000000000 (the default) means not known yet and is stored as no SSN */
  @SsnField({ label: L.ssn })
  ssn?: string | null;

  @DayField({ label: L.birthDate, required: true })
  birthDate: string;

  @TextField({ label: 'Passport Number' })
  passportNumber?: string | null;

  @EnumField(MARITAL_STATUS, { label: L.maritalStatus, required: true })
  maritalStatus: MaritalStatus;

  @NestedField(() => NewHireCitizenshipDto, { label: 'citizenship', required: true })
  citizenship: NewHireCitizenshipDto;

  @NestedField(() => BirthAddressDto, { label: 'birthAddress', required: true })
  birthAddress: BirthAddressDto;

  @NestedField(() => NewHireContactInfoDto, { label: 'contactInfo', required: true })
  contactInfo: NewHireContactInfoDto;

  @NestedField(() => EmploymentDto, { label: 'employment', required: true })
  employment: EmploymentDto;

  /** the clearance the person holds; required when cleared */
  @NestedField(() => ClearanceDto, { label: 'clearance' })
  clearance?: ClearanceDto | null;
}

/** The sections of a report kept as submitted (pending_hire.details). */
export interface NewHireDetails {
  names: NewHireNamesDto;
  citizenship: NewHireCitizenshipDto;
  birthAddress: BirthAddressDto;
  contactInfo: NewHireContactInfoDto;
  employment: EmploymentDto;
  clearance: ClearanceDto | null;
}

/** POST /personnel/accept-new-personnel: the FSO accepts a pending hire as a person. */
export class AcceptNewPersonnelDto {
  @UuidField({ label: 'New Hire', references: 'pending_hire', required: true })
  pendingHireId: string;

  /** Contingent Hire until the contingencies of the offer are met, or Active */
  @EnumField(NEW_HIRE_ACCEPT_STATUS, { label: L.employmentStatus, required: true })
  employmentStatus: NewHireAcceptStatus;

  /** the report does not carry it; the FSO completes it when accepting */
  @EnumField(GENDER, { label: L.genderType, required: true })
  genderType: Gender;

  @TextField({ label: L.employeeId })
  employeeId?: string | null;
}

/** POST /personnel/reject-new-personnel: the FSO rejects a report, with the reason. */
export class RejectNewPersonnelDto {
  @UuidField({ label: 'New Hire', references: 'pending_hire', required: true })
  pendingHireId: string;

  @TextField({ label: 'Reason', required: true, multiline: true })
  reason: string;
}

/** A reported new hire as the pending hires list and detail answer it (never the SSN itself). */
export class PendingHireView {
  id: string;
  version: number;
  facilityId: string;
  facilityName: string;
  cleared: boolean;
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** "First Last" */
  fullName: string;
  /** whether an SSN was given (false: not known yet) */
  hasSsn: boolean;
  /** the SSN as the caller's SSN visibility shows it (last four digits at most), null without one */
  ssn: string | null;
  birthDate: string;
  passportNumber: string | null;
  @EnumOf(MARITAL_STATUS)
  maritalStatus: MaritalStatus;
  workEmail: string;
  jobTitle: string | null;
  @EnumOf(EMPLOYMENT_TYPE)
  employmentType: EmploymentType;
  hireDate: string | null;
  startDate: string | null;
  @EnumOf(PENDING_HIRE_STATUS)
  status: PendingHireStatus;
  reportedBy: string | null;
  /** when the report was made (ISO) */
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  decisionReason: string | null;
  /** the person created on acceptance */
  personnelId: string | null;
  /** the sections as submitted */
  details: NewHireDetailsView;
}

export class NewHireDetailsView implements NewHireDetails {
  names: NewHireNamesDto;
  citizenship: NewHireCitizenshipDto;
  birthAddress: BirthAddressDto;
  contactInfo: NewHireContactInfoDto;
  employment: EmploymentDto;
  clearance: ClearanceDto | null;
}
