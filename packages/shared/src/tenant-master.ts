import type { LabelMap } from './people';

/**
 * FAQs (system and tenant master data), cost centers, tenant points of contact and download links
 * (spec 03 §3 "Master data" / "Tenant master data", §5, §8, §9): values, labels and texts, verbatim where
 * the spec words them.
 */

/** FAQ sections (spec 03 §3); a new FAQ defaults to CONTRACT. */
export const FAQ_SECTIONS = {
  CONTRACT: 'Contract',
  FACILITY: 'Facility',
  PERSONNEL: 'Personnel',
  MY_PORTAL: 'My Portal',
  PM_PORTAL: 'PM Portal',
  FOREIGN_TRAVEL: 'Foreign Travel',
  GENERAL: 'General',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type FaqSection = keyof typeof FAQ_SECTIONS;
export const DEFAULT_FAQ_SECTION: FaqSection = 'CONTRACT';

/** Tenant point-of-contact types (spec 03 §3); a new POC defaults to SMO. */
export const TENANT_POC_TYPES = {
  SMO: 'SMO',
  FSO: 'FSO',
  AFSO: 'AFSO',
  ITPSO: 'ITPSO',
  KMP: 'KMP',
  INSIDER_THREAT: 'Insider Threat',
  GENERAL_POC: 'General POC',
  ADMINISTRATIVE_POC: 'Administrative POC',
  SECURITY_POC: 'Security POC',
} as const satisfies LabelMap<string>;
export type TenantPocType = keyof typeof TENANT_POC_TYPES;
export const DEFAULT_TENANT_POC_TYPE: TenantPocType = 'SMO';

/** Labels of download link sections (values in DOWNLOAD_SECTIONS). */
export const DOWNLOAD_SECTION_LABELS = {
  COMPANY: 'Company',
  GOV: 'Government',
  NEWSLETTER: 'Newsletter',
  BLANK_FORM: 'Blank Form',
  EDU_TRNG: 'Education & Training',
  SOP: 'SOP',
} as const satisfies LabelMap<string>;

export const FAQ_MESSAGES = {
  title: 'FAQs',
  /** the item of its toasts (MASTER_DATA_MESSAGES.added(item) …) */
  item: 'FAQ',
  labels: {
    sectionName: 'Section Name',
    question: 'Question',
    answer: 'Answer',
    allowedRoles: 'Allowed Roles',
  },
  /** not worded by the spec */
  unknownRoles: (ids: readonly string[]) => `Allowed Roles: ${ids.join(', ')} ${ids.length === 1 ? 'is not a role' : 'are not roles'}`,
  everyone: 'Everyone',
} as const;

export const COST_CENTER_MESSAGES = {
  title: 'Cost Centers',
  /** the item of its toasts (MASTER_DATA_MESSAGES.added(item) …) */
  item: 'Cost Center',
  /** spec 03 §5 */
  codeInUse: 'Cost Center Code already in use',
  labels: { name: 'Cost Center Name', code: 'Cost Center Code' },
} as const;

export const TENANT_POC_MESSAGES = {
  title: 'Point of Contacts',
  /** the item of its toasts (MASTER_DATA_MESSAGES.added(item) …) */
  item: 'POC',
  labels: {
    pocType: 'POC Type',
    personnelId: 'Personnel',
    /** its e-mail message is spec 03 §5's 'Email Address is not valid' */
    teamEmailAddress: 'Email Address',
    assignedCageCodes: 'Facilities',
    selectAllFacilities: 'Select All Facilities',
  },
  allFacilities: 'All Facilities',
  /** not worded by the spec: a facility id that is not one of the tenant's */
  unknownFacilities: 'Facilities: one or more facilities were not found',
  myPortalTitle: 'Points of Contact',
  /** not worded by the spec: assignedCageCodes items that name no facility of the tenant (by id or CAGE code) */
  unknownFacilityItems: (items: readonly string[]) =>
    `Facilities: ${items.join(', ')} ${items.length === 1 ? 'is not the id or CAGE code of a facility' : 'are not ids or CAGE codes of facilities'}`,
} as const;

export const DOWNLOAD_MESSAGES = {
  title: 'Portal Download Links',
  item: 'Download',
  /** spec 03 §8 (no full stop on these) */
  added: 'Successfully Added Download',
  edited: 'Successfully Edited Download',
  addFailed: 'Failed to Add Download',
  editFailed: 'Failed to Edit Download',
  fileReady: 'File Ready For Download.',
  fileFailed: 'Failed To Download File.',
  labels: {
    sectionName: 'Section',
    prettyName: 'Display Name',
    description: 'Description',
    allowedRoles: 'Allowed Roles',
    selectAllAllowedRoles: 'Select All Allowed Roles',
    allowedFacilities: 'Allowed Facilities',
    isActive: 'Active',
    validUntilDate: 'Valid Until Date',
    file: 'File',
    url: 'URL',
  },
  allRoles: 'All Roles',
  allFacilities: 'All Facilities',
  unknownFacilities: (ids: readonly string[]) =>
    `Allowed Facilities: ${ids.join(', ')} ${ids.length === 1 ? 'is not a facility' : 'are not facilities'}`,
  unknownRoles: (names: readonly string[]) =>
    `Allowed Roles: ${names.join(', ')} ${names.length === 1 ? 'is not a role' : 'are not roles'}`,
} as const;

export const TENANT_MASTER_TITLE = 'Tenant Master Data';
