/**
 * What the audit log shows a person instead of the stored names: the record kinds of the Object Table
 * filter (table → label), the labels of changed fields and the labels of their enumerated values.
 */
import { CMMC_LEVEL, COMPANY_TYPE, RDD_KIND_LABEL, RDD_OPTION_TYPE, REQUIRED_DOCUMENT_TYPES } from './document-types';
import { SUBCONTRACTOR_STATUS } from './contracts';
import { DD254_KIND, DD254_STATUS } from './dd254';
import { FACILITY_TYPE } from './facilities';
import {
  ADVERSE_ACTION_NATURE,
  ADVERSE_ACTION_SOURCE,
  CONTACT_FREQUENCY,
  CONTACT_MEANS,
  FOREIGN_CONTACT_RELATIONSHIP,
  FOREIGN_TRAVEL_TYPE,
  INCIDENT_STATUS,
  INCIDENT_TYPE,
  INSIDER_THREAT_CATEGORY,
  PERSONAL_REPORT_CATEGORY,
  VIOLATION_CLASSIFICATION,
  VIOLATION_OUTCOME,
} from './incidents';
import {
  FOCI_PARTICIPANT_KIND,
  VISIT_DOCUMENT_STATUS,
  VISIT_DOCUMENT_TYPE,
  VISIT_KIND,
  VISIT_STATUS,
  VISIT_SUBMISSION_METHOD,
} from './visits';
import {
  AGENCY,
  ASSIGNMENT_STATUS,
  BADGE_STATUS,
  BADGE_TYPE,
  CITIZENSHIP_TYPE,
  CLEARANCE_ACTION,
  CLEARANCE_LEVEL,
  CONTACT_TYPE,
  CONTRACT_STATUS,
  CONTRACT_TYPE,
  DOCUMENT_STATUS,
  EMPLOYMENT_STATUS,
  EMPLOYMENT_TYPE,
  ENROLLMENT_STATUS,
  EYE_COLOR,
  GENDER,
  HAIR_COLOR,
  INVESTIGATION_STATUS,
  INVESTIGATION_TIER,
  KMP_TYPE,
  labelOf,
  type LabelMap,
  MARITAL_STATUS,
  OPEN_ACTION_STATE,
  OPEN_ACTION_TYPE,
  OWNED_SERVICED,
  PASSPORT_TYPE,
  PCL_DETERMINATION,
  PCL_STATUS,
  PERSONNEL_STATUS,
  PHONE_TYPE,
  POLYGRAPH_RESULT,
  POLYGRAPH_STATUS,
  POLYGRAPH_SYSTEM,
  POLYGRAPH_TYPE,
  RACE,
  RELATIONSHIP,
  SPECIAL_ACCESS_STATUS,
  SPECIAL_ACCESS_TYPE,
  TERMINATION_REASON,
  WORK_LOCATION,
} from './people';
import { PERSONNEL_FIELD_LABELS } from './people-validation';
import { type AuditEventTypeValue, PAY_TIER_LABELS, TENANT_TYPE_LABELS } from './tenants';
import { ANNUAL_TRAINING_TYPE } from './training';

/**
 * The kinds of record an audit row can be about (its object table), by label: the audit log's Object Table filter.
 * Every audited table has one: a new entity's table (or a table an audit row names by hand) without a label here
 * fails test/audit/audit-record-history.int-spec.ts.
 */
export const AUDIT_OBJECT_KINDS = {
  personnel: 'Personnel',
  personnel_clearance: 'Clearance',
  personnel_investigation: 'Investigation',
  personnel_special_access: 'Special Access',
  personnel_polygraph: 'Polygraph',
  personnel_badge: 'Badge',
  personnel_contact: 'Personnel Contact',
  personnel_vehicle: 'Vehicle',
  personnel_document: 'Personnel Document',
  personnel_facility: 'Personnel Facility',
  facility: 'Facility',
  open_action: 'Open Action',
  note: 'Note',
  document: 'Document',
  annual_training_document: 'Annual Training Document',
  app_user: 'User',
  user_role: 'User Role',
  role: 'Role',
  role_permission: 'Role Permission',
  tenant: 'Tenant',
  tenant_setting: 'Tenant Setting',
  tenant_logo: 'Tenant Logo',
  tenant_announcement: 'Tenant Announcement',
  required_document_default: 'Required Document Default',
  scheduled_job: 'Scheduled Job',
  job_run: 'Job Run',
  download_link: 'Download Link',
  system_setting: 'System Setting',
  setting_definition: 'Setting Definition',
  system_announcement: 'System Announcement',
  announcement_dismissal: 'Announcement Dismissal',
  knowledge_center_item: 'Knowledge Center Item',
  checklist: 'Checklist',
  cognizant_security_authority: 'Cognizant Security Authority',
  country: 'Country',
  country_other_name: 'Country Other Name',
  state: 'State',
  doc_type: 'Document Type',
  doc_template_type: 'Document Template',
  master_poc: 'Point of Contact',
  system_faq: 'System FAQ',
  tenant_faq: 'FAQ',
  cost_center: 'Cost Center',
  tenant_poc: 'POC',
  audit_log: 'Audit Log',
  clearance_request: 'Clearance Request',
  clearance_verification: 'Clearance Verification',
  pending_hire: 'New Hire',
  personnel_termination: 'Termination',
  invitation: 'Invitation',
  facility_change_condition: 'Change Condition',
  facility_corrective_action: 'Corrective Action',
  facility_document: 'Facility Document',
  facility_inspection: 'Inspection',
  facility_inspection_finding: 'Inspection Finding',
  facility_kmp: 'Key Management Personnel',
  facility_preference: 'Facility Preferences',
  facility_security_enhancement: 'Security Enhancement',
  facility_workflow_retry: 'Workflow Retry',
  contract: 'Contract',
  contract_assignment: 'Contract Assignment',
  contract_document: 'Contract Document',
  contract_subcontractor: 'Subcontractor',
  dd254: 'DD254',
  incident: 'Incident',
  foreign_travel_destination: 'Foreign Travel Destination',
  foreign_travel_emergency_contact: 'Foreign Travel Emergency Contact',
  travel_advisory: 'Travel Advisory',
  encrypted_message_recipient: 'Encrypted Message Recipient',
  incoming_visit: 'Incoming Visit',
  incoming_visitor: 'Incoming Visitor',
  outgoing_visit: 'Outgoing Visit',
  outgoing_visit_personnel: 'Outgoing Visit Personnel',
  foci_visit: 'FOCI Visit',
  foci_visit_participant: 'FOCI Visit Attendee',
  visit_document: 'Visit Document',
  email_template: 'E-mail Template',
  email_template_attachment: 'E-mail Template Attachment',
} as const satisfies LabelMap<string>;
export type AuditObjectKind = keyof typeof AUDIT_OBJECT_KINDS;

/** The audit row kinds (event types) as a person reads them. */
export const AUDIT_EVENT_TYPE_LABELS = {
  CREATE: 'Created',
  UPDATE: 'Changed',
  DELETE: 'Deleted',
  LOGIN_SUCCESS: 'Signed in',
  LOGIN_FAILURE: 'Sign-in failed',
  LOGOUT: 'Signed out',
  IMPERSONATION_START: 'Impersonation started',
  IMPERSONATION_END: 'Impersonation ended',
  PERMISSION_CHANGE: 'Permissions changed',
  EXPORT: 'Exported',
  SSN_REVEAL: 'SSN revealed',
  SYSTEM_SCOPE: 'System-wide read',
  ACTION: 'Action',
} as const satisfies Record<AuditEventTypeValue, string>;

/** Labels of changed fields the people area does not name (PERSONNEL_FIELD_LABELS names the rest). */
const FIELD_LABELS: Record<string, string> = {
  ...PERSONNEL_FIELD_LABELS,
  tenantId: 'Tenant',
  personnelId: 'Personnel',
  facilityId: 'Facility',
  userId: 'User',
  roleId: 'Role',
  username: 'Username',
  email: 'Email Address',
  enabled: 'Enabled',
  locked: 'Locked',
  lockedUntil: 'Locked Until',
  lastLoginAt: 'Last Login',
  failedAttempts: 'Failed Sign-in Attempts',
  firstFailedAt: 'First Failed Sign-in',
  passwordHash: 'Password',
  passwordHistory: 'Password History',
  passwordChangedAt: 'Password Changed',
  mustChangePassword: 'Must Change Password',
  facilityName: 'Facility Name',
  facilityCode: 'CAGE Code',
  hostFacility: 'Host Facility',
  zipCode: 'Zip Code',
  countryId: 'Country',
  prettyName: 'Display Name',
  parameterName: 'Setting',
  value: 'Value',
  tenantType: 'Tenant Type',
  payTier: 'Pay Tier',
  companyType: 'Company Type',
  cmmcLevel: 'CMMC Level',
  optionType: 'Option Type',
  trainingType: 'Training Type',
  actionType: 'Action Type',
  state: 'State',
  dueDate: 'Due Date',
  fileName: 'File Name',
  sizeBytes: 'Size',
  contentType: 'Content Type',
  entityType: 'Record Kind',
  entityId: 'Record',
  travelIncidentId: 'Foreign Travel',
};

/**
 * A field's label: the product's name for it, or its name in words (`badgeNumber` → "Badge Number"); a reference
 * is named by what it references (`incidentId` → "Incident"), its value being shown by the record's name.
 */
export function auditFieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/(.)Id$/, '$1')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The enumerations of changed fields, by field name. */
const FIELD_ENUMS: Record<string, LabelMap<string>> = {
  employmentStatus: EMPLOYMENT_STATUS,
  employmentType: EMPLOYMENT_TYPE,
  terminationReason: TERMINATION_REASON,
  workLocationType: WORK_LOCATION,
  status: PERSONNEL_STATUS,
  genderType: GENDER,
  maritalStatus: MARITAL_STATUS,
  citizenshipType: CITIZENSHIP_TYPE,
  passportType: PASSPORT_TYPE,
  kmpType: KMP_TYPE,
  contactTypeEnum: CONTACT_TYPE,
  contactRelationshipType: RELATIONSHIP,
  preferredPhoneType: PHONE_TYPE,
  race: RACE,
  eyeColor: EYE_COLOR,
  hairColor: HAIR_COLOR,
  clearanceLevel: CLEARANCE_LEVEL,
  indoctrinationLevel: CLEARANCE_LEVEL,
  pclEligibility: CLEARANCE_LEVEL,
  pclStatus: PCL_STATUS,
  pclDetermination: PCL_DETERMINATION,
  ceStatus: ENROLLMENT_STATUS,
  ownedServiced: OWNED_SERVICED,
  clearanceAction: CLEARANCE_ACTION,
  clearanceGrantingAgency: AGENCY,
  issuingAgency: AGENCY,
  investigationType: INVESTIGATION_TIER,
  investigationStatus: INVESTIGATION_STATUS,
  specialAccessType: SPECIAL_ACCESS_TYPE,
  specialAccessStatus: SPECIAL_ACCESS_STATUS,
  polygraphType: POLYGRAPH_TYPE,
  polygraphStatus: POLYGRAPH_STATUS,
  polygraphResult: POLYGRAPH_RESULT,
  polygraphSystem: POLYGRAPH_SYSTEM,
  badgeType: BADGE_TYPE,
  badgeStatus: BADGE_STATUS,
  documentStatus: DOCUMENT_STATUS,
  actionType: OPEN_ACTION_TYPE,
  state: OPEN_ACTION_STATE,
  tenantType: TENANT_TYPE_LABELS,
  payTier: PAY_TIER_LABELS,
  companyType: COMPANY_TYPE,
  cmmcLevel: CMMC_LEVEL,
  optionType: RDD_OPTION_TYPE,
  // a required-document default's option: a company type, an employment type or a CMMC level
  option: { ...COMPANY_TYPE, ...EMPLOYMENT_TYPE, ...CMMC_LEVEL },
  kind: RDD_KIND_LABEL,
  requiredDocuments: Object.fromEntries(REQUIRED_DOCUMENT_TYPES.map((t) => [t.value, t.label])),
  trainingType: ANNUAL_TRAINING_TYPE,
  incidentType: INCIDENT_TYPE,
  visitStatus: VISIT_STATUS,
  submissionMethod: VISIT_SUBMISSION_METHOD,
  participantKind: FOCI_PARTICIPANT_KIND,
  contractType: CONTRACT_TYPE,
  assignmentStatus: ASSIGNMENT_STATUS,
  facilityType: FACILITY_TYPE,
  safeguardingLevel: CLEARANCE_LEVEL,
};

/**
 * Values whose meaning depends on the record: a `status` is a person's, an incident's, a contract's or a
 * DD254's; a `documentStatus` of a visit document has its own states. Checked before FIELD_ENUMS.
 */
const TABLE_FIELD_ENUMS: Record<string, Record<string, LabelMap<string>>> = {
  // an incident's own fields, and the fields of its type's details
  incident: {
    status: INCIDENT_STATUS,
    category: { ...INSIDER_THREAT_CATEGORY, ...PERSONAL_REPORT_CATEGORY },
    travelType: FOREIGN_TRAVEL_TYPE,
    relationship: FOREIGN_CONTACT_RELATIONSHIP,
    frequency: CONTACT_FREQUENCY,
    contactMeans: CONTACT_MEANS,
    classificationLevel: VIOLATION_CLASSIFICATION,
    lossOrCompromise: VIOLATION_OUTCOME,
    nature: ADVERSE_ACTION_NATURE,
    source: ADVERSE_ACTION_SOURCE,
  },
  contract: { status: CONTRACT_STATUS },
  contract_subcontractor: { status: SUBCONTRACTOR_STATUS },
  dd254: { status: DD254_STATUS, kind: DD254_KIND },
  visit_document: { documentStatus: VISIT_DOCUMENT_STATUS, documentType: VISIT_DOCUMENT_TYPE, visitKind: VISIT_KIND },
};

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Fields whose whole-number values are country ids: countryId, citizenshipCountryId, birthCountryId, … */
const isCountryField = (field: string): boolean => /^(countryId|[a-z][A-Za-z]*CountryId)$/.test(field);

/**
 * The key under which an audit entry's `valueNames` names a value of `field`: a record id (a uuid, unique across
 * tables) as it is, a country id as `country:<id>`; null when the value names no record.
 */
export function auditReferenceKey(field: string, value: unknown): string | null {
  if (typeof value === 'string' && RECORD_ID.test(value)) return value.toLowerCase();
  if (typeof value === 'number' && Number.isInteger(value) && isCountryField(field)) return `country:${value}`;
  return null;
}

/**
 * A changed value as a person reads it: the name of the record an id names (from `names`, the entry's
 * `valueNames`), the label of an enumerated value (of the field on that record's table when `table` is given),
 * Yes/No, a list joined with commas, a day or date-time through `date`; blank for none.
 */
export function auditValueText(
  field: string,
  value: unknown,
  date: (iso: string) => string = (iso) => iso,
  table?: string | null,
  names?: Readonly<Record<string, string>> | null,
): string {
  if (value === null || value === undefined || value === '') return '';
  const key = names ? auditReferenceKey(field, value) : null;
  if (key !== null && names && Object.hasOwn(names, key)) return names[key];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    // a list of records (an incident's destinations) one record after the other, plain values with commas
    const parts = value.map((v) => auditValueText(field, v, date, table, names));
    return parts.join(value.some((v) => typeof v === 'object' && v !== null) ? ' | ' : ', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, v]) => [auditFieldLabel(key), auditValueText(key, v, date, table, names)])
      .filter(([, text]) => text !== '')
      .map(([label, text]) => `${label}: ${text}`)
      .join('; ');
  }
  const text = String(value);
  const map = (table ? TABLE_FIELD_ENUMS[table]?.[field] : undefined) ?? FIELD_ENUMS[field];
  if (map && typeof value === 'string' && Object.hasOwn(map, value)) return labelOf(map, value);
  if (/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return date(text);
  return text;
}

/** The label of an audit row's record kind, or the table name when the kind is not known. */
export const auditObjectKindLabel = (table: string | null | undefined): string => labelOf(AUDIT_OBJECT_KINDS, table);
