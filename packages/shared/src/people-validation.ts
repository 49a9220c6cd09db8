/**
 * Validation of the people area (spec 02 §5), as pure functions shared by the server's DTO validation
 * and the web's forms. Field validators follow react-admin's convention: they return the message when
 * the value is invalid and `undefined` when it is fine. Cross-field rules return a list of
 * `{ field, message }`. Messages are the specification's, verbatim where it words them.
 */
import { isIsoDay } from './days';
import { DEFAULT_COUNTRY_ID, MULTILINE_MAX, TEXT_MAX } from './list';
import { CONTACT_TYPE, labelOf, type CitizenshipType, type ContactType } from './people';
import { SETTING_EMAIL_PATTERN } from './settings-rules';

/** The e-mail pattern of spec 01 §5 (letters, digits, _ - . in the local part, optional +tag, @, dotted domain). */
export const EMAIL_PATTERN = SETTING_EMAIL_PATTERN;
/** Nine digits, with or without the dashes of XXX-XX-XXXX. */
export const SSN_PATTERN = /^(\d{9}|\d{3}-\d{2}-\d{4})$/;
/** The masked forms the API answers (***-**-6789, ***-**-****); sent back on an update they keep the stored number. */
export const MASKED_SSN_PATTERN = /^\*{3}-\*{2}-(\d{4}|\*{4})$/;
/** US zip code: 5 digits, optionally followed by -4 digits. */
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export const KMP_OWNERSHIP_MIN = 0;
export const KMP_OWNERSHIP_MAX = 100;
export const SSN_DIGITS = 9;
/** SSN stored for a reported new hire whose number is not known yet. */
export const NEW_HIRE_DEFAULT_SSN = '000000000';

export type EmailKind = 'work' | 'personal' | 'government' | 'generic';

export const PEOPLE_MESSAGES = {
  required: (label: string) => `${label} is required`,
  maxLength: (n: number) => `Field exceeded max character length of ${n}.`,
  ssnFormat: 'SSN must be in the format XXX-XX-XXXX.',
  /** the pseudo-SSN has the SSN's form */
  pssnFormat: 'PSSN must be in the format XXX-XX-XXXX.',
  email: {
    work: 'Work Email Address is not valid',
    personal: 'Personal Email Address is not valid',
    government: 'Government Email Address is not valid',
    generic: 'Email Address is not valid',
  } satisfies Record<EmailKind, string>,
  minValue: (n: number) => `Minimum value is ${n}`,
  maxValue: (n: number) => `Maximum value is ${n}`,
  zip: (label: string) => `${label} Zip Code is not valid`,
  // Rules the specification states without wording them
  notBefore: (label: string, otherLabel: string) => `${label} cannot be before ${otherLabel}.`,
  secondCitizenshipOnlyDual: 'Second Citizenship Country can only be given for dual citizenship.',
  onePersonalContact: 'Only one personal contact is allowed.',
  ssnDuplicate: 'A person with this SSN already exists in this tenant.',
  pssnDuplicate: 'A person with this PSSN already exists in this tenant.',
  invalidChoice: (label: string) => `${label} is not one of the allowed values`,
  invalidDate: 'Invalid Date',
  wholeNumber: (label: string) => `${label} must be a whole number`,
  // Field checks of the API that the specification does not word: one message per field
  mustBeText: (label: string) => `${label} must be text`,
  mustBeBoolean: (label: string) => `${label} must be true or false`,
  mustBeNumber: (label: string) => `${label} must be a number`,
  mustBeList: (label: string) => `${label} must be a list`,
  mustBeListOfDates: (label: string) => `${label} must be a list of dates`,
  mustBeObject: (label: string) => `${label} must be an object`,
  mustBeListOfTexts: (label: string) => `${label} must be a list of texts`,
  notValid: (label: string) => `${label} is not valid`,
  mustNotBeNull: (label: string) => `${label} must not be null`,
  /** a choice among a few values (up to 24) names them; a long list (e.g. document types) does not */
  oneOf: (label: string, values: readonly string[]) =>
    values.length <= 24 ? `${label} must be one of ${values.join(', ')}` : `${label} is not one of the allowed values`,
  atLeastOne: (label: string) => `Choose at least one ${label}`,
  atMost: (label: string, n: number) => `${label}: at most ${n} can be given`,
  invalidEmailItem: (item: string, value: string) => `${item} "${value}" is not a valid e-mail address`,
  httpsAddress: (label: string) => `${label} must be an https address`,
  notAcceptedField: (path: string) => `${path} is not an accepted field`,
  datePart: (label: string) => `${label}: Invalid Date`,
} as const;

/** Labels of the people-area fields, as forms show them and as messages name them. */
export const PERSONNEL_FIELD_LABELS = {
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  previouslyUsedNames: 'Previously Used Names',
  aliasName: 'Alias Name',
  employeeId: 'Employee ID',
  ssn: 'SSN',
  pssn: 'PSSN',
  workEmail: 'Work Email Address',
  dodEdiPn: 'DoD EDIPI',
  agencyId: 'Agency ID',
  genderType: 'Gender',
  maritalStatus: 'Marital Status',
  birthDate: 'Birth Date',
  birthCountryId: 'Place of Birth Country',
  birthCity: 'Place of Birth City',
  birthState: 'Place of Birth State',
  birthZip: 'Place of Birth',
  facilityIds: 'Facility',
  kmpType: 'KMP Type',
  kmpOwnership: 'KMP Ownership',
  kmpExclusionDate: 'KMP Exclusion Date',
  citizenshipCountryId: 'Citizenship Country',
  citizenshipType: 'Citizenship Type',
  secondCitizenshipCountryId: 'Second Citizenship Country',
  usCitizenshipDate: 'US Citizenship Date',
  passportIssueDate: 'Passport Issue Date',
  passportExpiryDate: 'Passport Expiry Date',
  foreignPassportIssueDate: 'Foreign Passport Issue Date',
  foreignPassportExpiryDate: 'Foreign Passport Expiry Date',
  employmentType: 'Employment Type',
  employmentStatus: 'Employment Status',
  startDate: 'Start Date',
  endDate: 'Termination Date',
  contactTypeEnum: 'Contact Type',
  contactName: 'Contact Name',
  contactRelationshipType: 'Relationship',
  cellPhoneNumber: 'Cell Phone Number',
  personalEmailAddress: 'Personal Email Address',
  governmentEmailAddress: 'Government Email Address',
  vehicleYear: 'Vehicle Year',
  clearanceId: 'Clearance',
  investigationOpenDate: 'Investigation Open Date',
  investigationClosedDate: 'Investigation Closed Date',
  sfRejectionDates: 'SF-86 Rejection Date',
} as const;

export interface FieldError {
  /** path of the field, e.g. `passportExpiryDate` or `personnelContacts[1].cellPhoneNumber` */
  field: string;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Field validators (undefined = valid)
// ---------------------------------------------------------------------------------------------

export const isBlank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

export function requiredMessage(value: unknown, label: string): string | undefined {
  return isBlank(value) ? PEOPLE_MESSAGES.required(label) : undefined;
}

/** 128 characters for text fields, 500 for multiline ones. */
export function maxLengthMessage(value: unknown, max: number = TEXT_MAX): string | undefined {
  return typeof value === 'string' && value.length > max ? PEOPLE_MESSAGES.maxLength(max) : undefined;
}
export const multilineMessage = (value: unknown): string | undefined => maxLengthMessage(value, MULTILINE_MAX);

export function emailMessage(value: unknown, kind: EmailKind = 'generic'): string | undefined {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim()) ? undefined : PEOPLE_MESSAGES.email[kind];
}

/** Nine digits (XXX-XX-XXXX accepted); blank is left to the required check. `message`: PEOPLE_MESSAGES.pssnFormat for the PSSN. */
export function ssnMessage(value: unknown, message: string = PEOPLE_MESSAGES.ssnFormat): string | undefined {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' && SSN_PATTERN.test(value.trim()) ? undefined : message;
}

/** The nine digits of a valid SSN, or null. */
export function normalizeSsn(value: string | null | undefined): string | null {
  if (!value || !SSN_PATTERN.test(value.trim())) return null;
  return value.replace(/\D/g, '');
}

/** Only US addresses (country 236, or no country chosen yet) are checked: 5 digits or 5+4. */
export function zipMessage(value: unknown, label: string, countryId: number | null | undefined = DEFAULT_COUNTRY_ID): string | undefined {
  if (isBlank(value)) return undefined;
  if (countryId !== null && countryId !== undefined && countryId !== DEFAULT_COUNTRY_ID) return undefined;
  return typeof value === 'string' && US_ZIP_PATTERN.test(value.trim()) ? undefined : PEOPLE_MESSAGES.zip(label);
}

/** How a contact's zip code is named in its message: by contact type ('Emergency Zip Code is not valid'), else 'Contact'. */
export const contactZipLabel = (contactType: string | null | undefined): string => labelOf(CONTACT_TYPE, contactType) || 'Contact';

export function rangeMessage(value: unknown, min: number, max: number): string | undefined {
  if (isBlank(value)) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return PEOPLE_MESSAGES.minValue(min);
  if (n < min) return PEOPLE_MESSAGES.minValue(min);
  if (n > max) return PEOPLE_MESSAGES.maxValue(max);
  return undefined;
}
export const kmpOwnershipMessage = (value: unknown): string | undefined => rangeMessage(value, KMP_OWNERSHIP_MIN, KMP_OWNERSHIP_MAX);

/** `later` must not be before `earlier` (both YYYY-MM-DD; blank values pass). */
export function notBeforeMessage(later: unknown, earlier: unknown, label: string, otherLabel: string): string | undefined {
  if (!isIsoDay(later) || !isIsoDay(earlier)) return undefined;
  return later < earlier ? PEOPLE_MESSAGES.notBefore(label, otherLabel) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Cross-field rules
// ---------------------------------------------------------------------------------------------

const L = PERSONNEL_FIELD_LABELS;

function push(out: FieldError[], field: string, message: string | undefined): void {
  if (message) out.push({ field, message });
}

export interface BiographicRuleInput {
  birthDate?: string | null;
  citizenshipType?: CitizenshipType | string | null;
  secondCitizenshipCountryId?: number | null;
  usCitizenshipDate?: string | null;
  passportIssueDate?: string | null;
  passportExpiryDate?: string | null;
  foreignPassport?: boolean | null;
  foreignPassportIssueDate?: string | null;
  foreignPassportExpiryDate?: string | null;
  kmp?: boolean | null;
  kmpOwnership?: number | null;
}

/**
 * Rules between biographic fields: passport and foreign-passport expiry not before issue; a second
 * citizenship country only (and then required) for dual citizenship.
 */
export function biographicCrossFieldErrors(p: BiographicRuleInput): FieldError[] {
  const out: FieldError[] = [];
  push(out, 'passportExpiryDate', notBeforeMessage(p.passportExpiryDate, p.passportIssueDate, L.passportExpiryDate, L.passportIssueDate));
  if (p.foreignPassport) {
    push(
      out,
      'foreignPassportExpiryDate',
      notBeforeMessage(p.foreignPassportExpiryDate, p.foreignPassportIssueDate, L.foreignPassportExpiryDate, L.foreignPassportIssueDate),
    );
  }
  if (p.citizenshipType === 'DUAL_CITIZENSHIP') {
    push(out, 'secondCitizenshipCountryId', requiredMessage(p.secondCitizenshipCountryId, L.secondCitizenshipCountryId));
  } else if (!isBlank(p.secondCitizenshipCountryId)) {
    push(out, 'secondCitizenshipCountryId', PEOPLE_MESSAGES.secondCitizenshipOnlyDual);
  }
  return out;
}

/**
 * The values the record keeps after the spec's automatic adjustments: for Born in US the citizenship
 * date is the birth date; foreign-passport fields are dropped while the flag is off; KMP details are
 * dropped while the person is not KMP.
 */
export function normalizeBiographic<T extends BiographicRuleInput & Record<string, unknown>>(p: T): T {
  const out = { ...p };
  if (out.citizenshipType === 'BORN_IN_US' && out.birthDate) out.usCitizenshipDate = out.birthDate;
  if (out.foreignPassport === false) {
    Object.assign(out, {
      foreignPassportNumber: null,
      foreignPassportCountryId: null,
      foreignPassportIssueDate: null,
      foreignPassportExpiryDate: null,
    });
  }
  if (out.kmp === false) Object.assign(out, { kmpType: null, kmpExcluded: false, kmpExclusionDate: null, kmpOwnership: null });
  return out;
}

export interface EmploymentRuleInput {
  startDate?: string | null;
  endDate?: string | null;
}

/** The termination date (endDate) cannot precede the start date. */
export function employmentCrossFieldErrors(e: EmploymentRuleInput): FieldError[] {
  const out: FieldError[] = [];
  push(out, 'endDate', notBeforeMessage(e.endDate, e.startDate, L.endDate, L.startDate));
  return out;
}

export interface ContactRuleInput {
  contactTypeEnum?: ContactType | string | null;
  contactName?: string | null;
  contactRelationshipType?: string | null;
  cellPhoneNumber?: string | null;
}

/** One personal contact at most; emergency and travel-emergency contacts need a name, relationship and cell phone. */
export function contactsCrossFieldErrors(contacts: ReadonlyArray<ContactRuleInput>): FieldError[] {
  const out: FieldError[] = [];
  let personal = 0;
  contacts.forEach((c, i) => {
    const at = `personnelContacts[${i}]`;
    if (c.contactTypeEnum === 'PERSONAL') {
      personal += 1;
      if (personal === 2) push(out, `${at}.contactTypeEnum`, PEOPLE_MESSAGES.onePersonalContact);
      return;
    }
    push(out, `${at}.contactName`, requiredMessage(c.contactName, L.contactName));
    push(out, `${at}.contactRelationshipType`, requiredMessage(c.contactRelationshipType, L.contactRelationshipType));
    push(out, `${at}.cellPhoneNumber`, requiredMessage(c.cellPhoneNumber, L.cellPhoneNumber));
  });
  return out;
}

export interface InvestigationRuleInput {
  clearanceId?: string | null;
  isProcessCompleted?: boolean | null;
  investigationOpenDate?: string | null;
  investigationClosedDate?: string | null;
  sfRejectionDates?: ReadonlyArray<string | null> | null;
}

/**
 * Investigation rules: clearance required; closed date required when complete and not before the open
 * date; each SF-86 rejection date required.
 */
export function investigationErrors(inv: InvestigationRuleInput): FieldError[] {
  const out: FieldError[] = [];
  push(out, 'clearanceId', requiredMessage(inv.clearanceId, L.clearanceId));
  if (inv.isProcessCompleted) push(out, 'investigationClosedDate', requiredMessage(inv.investigationClosedDate, L.investigationClosedDate));
  push(
    out,
    'investigationClosedDate',
    notBeforeMessage(inv.investigationClosedDate, inv.investigationOpenDate, L.investigationClosedDate, L.investigationOpenDate),
  );
  (inv.sfRejectionDates ?? []).forEach((d, i) => push(out, `sfRejectionDates[${i}]`, requiredMessage(d, L.sfRejectionDates)));
  return out;
}

/** Default name offered for the n-th vehicle (1-based). */
export const defaultVehicleName = (n: number): string => `Vehicle ${n}`;

/** Turns field errors into the object react-admin's form-level `validate` expects ({ field: message }). */
export function toFormErrors(errors: ReadonlyArray<FieldError>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) if (!out[e.field]) out[e.field] = e.message;
  return out;
}
