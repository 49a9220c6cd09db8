import {
  ADVERSE_ACTION_NATURE,
  ADVERSE_ACTION_SOURCE,
  CONTACT_FREQUENCY,
  CONTACT_MEANS,
  FOREIGN_CONTACT_RELATIONSHIP,
  VIOLATION_CLASSIFICATION,
  VIOLATION_OUTCOME,
  type AdverseActionNature,
  type AdverseActionSource,
  type ContactFrequency,
  type ContactMeans,
  type ForeignContactRelationship,
  type ViolationClassification,
  type ViolationOutcome,
  TEXT_LIMITS,
} from '@clearline/shared';
import { BoolField, DateTimeField, DayField, EnumField, EnumListField, RefIdField, TextField, TextListField } from '../../core/http/fields';

/*
 * The `details` part of an incident, one class per type (the incident body's shared fields carry the
 * person, facility, date, title, description and category). Fields follow 32 CFR 117.8(c) and SEAD 3.
 */

/** FOREIGN_CONTACT (SEAD 3 §F: unofficial contact with a foreign national). */
export class ForeignContactDetailsDto {
  @TextField({ label: 'Foreign National Name', required: true })
  foreignNationalName: string;

  /** country of citizenship (reference-data country id) */
  @RefIdField({ label: 'Citizenship Country', required: true })
  citizenshipCountryId: number;

  @EnumField(FOREIGN_CONTACT_RELATIONSHIP, { label: 'Nature of Relationship', required: true })
  relationship: ForeignContactRelationship;

  @EnumField(CONTACT_FREQUENCY, { label: 'Frequency of Contact', required: true })
  frequency: ContactFrequency;

  /** yyyy-mm-dd, not in the future */
  @DayField({ label: 'First Contact Date', required: true })
  firstContactDate: string;

  /** yyyy-mm-dd, on or after the first contact */
  @DayField({ label: 'Last Contact Date' })
  lastContactDate?: string | null;

  @EnumListField(CONTACT_MEANS, { label: 'Means of Contact', itemLabel: 'Means of Contact', min: 1, required: true })
  contactMeans: ContactMeans[];

  /** whether the foreign national sought information on the reporter's work, access or colleagues */
  @BoolField({ label: 'Sought Information', required: true })
  soughtInformation: boolean;

  @TextField({ label: 'Employer or Affiliation' })
  employer?: string | null;

  @TextField({ label: 'Place of Contact' })
  placeOfContact?: string | null;
}

/** INSIDER_THREAT (the incident's `category` is one of INSIDER_THREAT_CATEGORY). */
export class InsiderThreatDetailsDto {
  /** the individual whose behavior is reported, when not a person of the tenant (`personnelId`) */
  @TextField({ label: 'Subject Name' })
  subjectName?: string | null;

  /** yyyy-mm-dd, not in the future */
  @DayField({ label: 'Date Observed', required: true })
  observedDate: string;

  @TextField({ label: 'Location' })
  location?: string | null;

  @TextField({ label: 'Behavior Observed', required: true, max: TEXT_LIMITS.narrative })
  behaviorObserved: string;

  /** whether it was also reported to someone else (supervisor, HR, law enforcement) */
  @BoolField({ label: 'Reported to Others' })
  reportedToOthers?: boolean | null;
}

/** NETWORK_INTRUSION_CYBER_BREACH (DFARS 252.204-7012: reported on DIBNet within 72 hours of discovery). */
export class NetworkIntrusionDetailsDto {
  /** when the incident was discovered (date, time and offset); the 72-hour report is due from here */
  @DateTimeField({ label: 'Discovered At', required: true })
  discoveredAt: string;

  @TextField({ label: 'Systems Affected', required: true, max: TEXT_LIMITS.narrative })
  systemsAffected: string;

  /** whether covered defense information (CDI) was on the affected systems */
  @BoolField({ label: 'Covered Defense Information Involved', required: true })
  coveredDefenseInformation: boolean;

  /** the DIBNet incident collection form number, once reported */
  @TextField({ label: 'DIBNet Report Number' })
  dibnetReportNumber?: string | null;

  @BoolField({ label: 'Contained', required: true })
  contained: boolean;

  /** contract numbers whose covered defense information is affected */
  @TextListField({ label: 'Contracts Affected', maxItems: 50 })
  contractNumbers?: string[] | null;

  @TextField({ label: 'Impact', max: TEXT_LIMITS.narrative })
  impact?: string | null;
}

/** SECURITY_VIOLATION (32 CFR 117.8(d): initial report, then the final report of the administrative inquiry). */
export class SecurityViolationDetailsDto {
  /** when the violation was discovered (date, time and offset); the report deadlines run from here */
  @DateTimeField({ label: 'Discovered At', required: true })
  discoveredAt: string;

  @EnumField(VIOLATION_CLASSIFICATION, { label: 'Classification Level', required: true })
  classificationLevel: ViolationClassification;

  @EnumField(VIOLATION_OUTCOME, { label: 'Loss or Compromise', required: true })
  lossOrCompromise: ViolationOutcome;

  @TextField({ label: 'Information Involved', required: true, max: TEXT_LIMITS.narrative })
  informationInvolved: string;

  /** the individual responsible, when not (or not only) the person of the incident */
  @TextField({ label: 'Culpable Individual' })
  culpableIndividual?: string | null;

  @TextField({ label: 'Location' })
  location?: string | null;

  @TextField({ label: 'Contract Number' })
  contractNumber?: string | null;
}

/** SUSPICIOUS_CONTACT (32 CFR 117.8(c)(2): efforts to obtain unauthorized access). */
export class SuspiciousContactDetailsDto {
  /** yyyy-mm-dd, not in the future */
  @DayField({ label: 'Contact Date', required: true })
  contactDate: string;

  /** who made the contact (as much as is known) */
  @TextField({ label: 'Contact Name' })
  contactName?: string | null;

  @TextField({ label: 'Organization' })
  organization?: string | null;

  @RefIdField({ label: 'Country' })
  countryId?: number | null;

  @EnumField(CONTACT_MEANS, { label: 'Means of Contact', required: true })
  contactMeans: ContactMeans;

  /** e-mail address, phone number or profile the contact used */
  @TextField({ label: 'Contact Details', multiline: true })
  contactDetails?: string | null;

  @TextField({ label: 'Information Requested', required: true, max: TEXT_LIMITS.narrative })
  informationRequested: string;
}

/** PERSONAL_REPORT (SEAD 3 reportable changes; the incident's `category` is one of PERSONAL_REPORT_CATEGORY). */
export class PersonalReportDetailsDto {
  /** yyyy-mm-dd, not in the future */
  @DayField({ label: 'Event Date', required: true })
  eventDate: string;

  /** e.g. the former name, citizenship or marital status */
  @TextField({ label: 'Previous Value' })
  previousValue?: string | null;

  /** e.g. the new name, citizenship or marital status */
  @TextField({ label: 'New Value' })
  newValue?: string | null;

  /** court, police department, lender, media outlet or provider involved */
  @TextField({ label: 'Agency or Organization' })
  agency?: string | null;

  @TextField({ label: 'Location' })
  location?: string | null;
}

/** ADVERSE_ACTION (32 CFR 117.8(c)(1): adverse information about a cleared employee). */
export class AdverseActionDetailsDto {
  @EnumField(ADVERSE_ACTION_NATURE, { label: 'Nature of Information', required: true })
  nature: AdverseActionNature;

  @EnumField(ADVERSE_ACTION_SOURCE, { label: 'Source of Information', required: true })
  source: AdverseActionSource;

  /** when the security office learned of it, yyyy-mm-dd, not in the future */
  @DayField({ label: 'Date Learned', required: true })
  learnedDate: string;

  @TextField({ label: 'Action Taken', max: TEXT_LIMITS.narrative })
  actionTaken?: string | null;
}

/** OTHER: nothing beyond the shared fields but where it happened. */
export class OtherIncidentDetailsDto {
  @TextField({ label: 'Location' })
  location?: string | null;
}
