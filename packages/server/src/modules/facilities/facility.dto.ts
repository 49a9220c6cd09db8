import { BASIC_CLEARANCE_LEVEL, CAGE_CODE_PATTERN, FACILITY_TYPE, KMP_TYPE, VISIT_SUBMISSION_METHOD } from '@clearline/shared';
import {
  BoolField,
  DayField,
  EmailListField,
  EnumField,
  EnumOf,
  NestedField,
  NumberField,
  PatternField,
  PhoneField,
  ReadOnly,
  RefIdField,
  TextField,
  UuidField,
  ZipField,
} from '../../core/http/fields';
import { FACILITY_BODY_FIELDS, type FieldListOf, type VisitSubmissionMethod } from '@clearline/shared';

/** A key management person of the facility: a person of the tenant and the KMP role held at this facility. */
export class FacilityKmpDto {
  @UuidField({ label: 'KMP Person', references: 'personnel', required: true })
  personnelId: string;

  @EnumField(KMP_TYPE, { label: 'KMP Role', required: true })
  kmpRole: keyof typeof KMP_TYPE;

  @ReadOnly()
  personnelName?: string;
}

/** POST /facilities and PUT /facilities/{id}. */
export class FacilityDto {
  @TextField({ label: 'Facility Name', required: true })
  facilityName: string;

  /** CAGE code (five letters or digits), unique in the tenant */
  @PatternField({ label: 'CAGE Code', pattern: CAGE_CODE_PATTERN, message: 'CAGE Code must be 5 letters or digits' })
  facilityCode?: string | null;

  @TextField({ label: 'Street 1' })
  street1?: string | null;

  @TextField({ label: 'Street 2' })
  street2?: string | null;

  @TextField({ label: 'City' })
  city?: string | null;

  @TextField({ label: 'State' })
  state?: string | null;

  @ZipField({ label: 'Facility' })
  zipCode?: string | null;

  /** default 236 (United States) */
  @RefIdField({ label: 'Country' })
  countryId?: number | null;

  /** default true */
  @BoolField({ label: 'Enabled' })
  enabled?: boolean | null;

  /** the tenant's host (home) facility; default false */
  @BoolField({ label: 'Host Facility' })
  hostFacility?: boolean | null;

  /** 3-3-4 US phone number */
  @PhoneField({ label: 'Phone' })
  phone?: string | null;

  /** cognizant security office: id of a CSA office (GET /facilities/cognizant-security-offices) */
  @UuidField({
    label: 'Cognizant Security Office',
    references: { notTenantScoped: 'system reference data (cognizant_security_authority): FacilitiesService checks it' },
  })
  csaId?: string | null;

  /** facility clearance level (FCL); default NONE */
  @EnumField(BASIC_CLEARANCE_LEVEL, { label: 'Facility Clearance Level', nullable: false })
  clearanceLevel?: keyof typeof BASIC_CLEARANCE_LEVEL;

  /** the day the FCL was granted; not in the future, only with a level above NONE */
  @DayField({ label: 'FCL Date' })
  fclDate?: string | null;

  /** the highest level the facility may safeguard (store); never above the FCL; default NONE */
  @EnumField(BASIC_CLEARANCE_LEVEL, { label: 'Safeguarding Level', nullable: false })
  safeguardingLevel?: keyof typeof BASIC_CLEARANCE_LEVEL;

  @EnumField(FACILITY_TYPE, { label: 'Facility Type' })
  facilityType?: keyof typeof FACILITY_TYPE | null;

  /** the facility's key management personnel; given: replaces the list (an empty list clears it) */
  @NestedField(() => FacilityKmpDto, { label: 'Key Management Personnel', list: true, maxItems: 50 })
  kmps?: FacilityKmpDto[] | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  @ReadOnly()
  id?: string;

  /** changed through the enable, disable and deactivate actions */
  @ReadOnly()
  facilityState?: string;

  @ReadOnly()
  deactivated?: boolean;

  @ReadOnly()
  deactivatedAt?: string | null;

  @ReadOnly()
  csaName?: string | null;

  /** changed through PUT /facilities/{id}/picture */
  @ReadOnly()
  pictureName?: string | null;

  @ReadOnly()
  personnelCount?: number;

  @ReadOnly()
  createdAt?: string;

  @ReadOnly()
  updatedAt?: string;
}

export class FacilityView {
  id: string;
  version: number;
  facilityName: string;
  /** CAGE code */
  facilityCode: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  countryId: number;
  enabled: boolean;
  hostFacility: boolean;
  /** enabled, disabled or deactivated (read-only) */
  facilityState: 'ENABLED' | 'DISABLED' | 'DEACTIVATED';
  deactivated: boolean;
  deactivatedAt: string | null;
  phone: string | null;
  csaId: string | null;
  /** the CSA office's name */
  csaName: string | null;
  clearanceLevel: string;
  fclDate: string | null;
  safeguardingLevel: string;
  facilityType: string | null;
  kmps: FacilityKmpView[];
  /** the picture's file name, or null when the facility has none (GET /facilities/{id}/picture) */
  pictureName: string | null;
  /** people linked to the facility */
  personnelCount: number;
  createdAt: string;
  updatedAt: string;
}

export class FacilityKmpView {
  personnelId: string;
  /** Last, First of the person */
  personnelName: string;
  kmpRole: string;
}

/** GET /facilities/cognizant-security-offices: the CSA offices a facility can name. */
export class CsaOptionView {
  id: string;
  officeName: string;
  city: string;
  stateCode: string | null;
  naesoc: boolean;
}

/** PUT /facilities/{id}/facility-preferences: what the FSO sets for one facility (left out: kept). */
export class FacilityPreferencesDto {
  /** extra addresses copied on the facility's reminders */
  @EmailListField({ label: 'Reminder Recipients', itemLabel: 'Reminder Recipient', maxItems: 20, nullable: false })
  reminderRecipients?: string[];

  /** days before a clearance's reinvestigation / expiry that reminders start */
  @NumberField({ label: 'Clearance Reminder Lead Days', integer: true, min: 0, max: 365, nullable: false })
  clearanceReminderDays?: number;

  /** days before a badge expires that reminders start */
  @NumberField({ label: 'Badge Reminder Lead Days', integer: true, min: 0, max: 365, nullable: false })
  badgeReminderDays?: number;

  /** days before training is due that reminders start */
  @NumberField({ label: 'Training Reminder Lead Days', integer: true, min: 0, max: 365, nullable: false })
  trainingReminderDays?: number;

  /** whether visits an employee reports themselves wait for the FSO's approval */
  @BoolField({ label: 'Self-Reported Visits Need FSO Approval', nullable: false })
  selfReportedVisitApproval?: boolean;

  /** how the facility's visit requests are submitted by default: one of the visit submission methods */
  @EnumField(VISIT_SUBMISSION_METHOD, { label: 'Default Visit Request Method', nullable: false })
  defaultVisitRequestMethod?: keyof typeof VISIT_SUBMISSION_METHOD;

  /** month (1-12) the annual security refresher training is due; with the day, or both null */
  @NumberField({ label: 'Annual Training Due Month', integer: true, min: 1, max: 12 })
  annualTrainingDueMonth?: number | null;

  @NumberField({ label: 'Annual Training Due Day', integer: true, min: 1, max: 31 })
  annualTrainingDueDay?: number | null;

  /** whether the FSO is told of each new hire at the facility */
  @BoolField({ label: 'Notify FSO Of New Hires', nullable: false })
  notifyNewHire?: boolean;

  /** the version read (0 while the defaults are shown); a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 0 })
  version?: number | null;

  @ReadOnly()
  id?: string | null;

  @ReadOnly()
  facilityId?: string;
}

export class FacilityPreferencesView {
  /** null until the preferences are saved the first time (the defaults are shown) */
  id: string | null;
  facilityId: string;
  /** 0 until saved */
  version: number;
  reminderRecipients: string[];
  clearanceReminderDays: number;
  badgeReminderDays: number;
  trainingReminderDays: number;
  selfReportedVisitApproval: boolean;
  @EnumOf(VISIT_SUBMISSION_METHOD)
  defaultVisitRequestMethod: VisitSubmissionMethod;
  annualTrainingDueMonth: number | null;
  annualTrainingDueDay: number | null;
  notifyNewHire: boolean;
}

// The request fields come from @clearline/shared (the web sends the same lists), checked here against the request classes:
// each list below is every plain field the API copies from the body, levels and switches included.
type FacilityListed = (typeof FACILITY_BODY_FIELDS)['facility' | 'levels' | 'flags'][number];
export const FACILITY_FIELDS = [
  ...FACILITY_BODY_FIELDS.facility,
  ...FACILITY_BODY_FIELDS.levels,
  ...FACILITY_BODY_FIELDS.flags,
] as const satisfies FieldListOf<
  FacilityDto,
  FacilityListed,
  | 'kmps'
  | 'version'
  | 'id'
  | 'facilityState'
  | 'deactivated'
  | 'deactivatedAt'
  | 'csaName'
  | 'pictureName'
  | 'personnelCount'
  | 'createdAt'
  | 'updatedAt'
>;
export const FACILITY_PREFERENCE_FIELDS = FACILITY_BODY_FIELDS.preferences satisfies FieldListOf<
  FacilityPreferencesDto,
  (typeof FACILITY_BODY_FIELDS)['preferences'][number],
  'version' | 'id' | 'facilityId'
>;
