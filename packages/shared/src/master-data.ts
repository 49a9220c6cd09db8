/**
 * System master data (spec 03 §2 "Master data", §3, §5, §8, §9): the enumerations of its kinds with their
 * labels, the texts of the page and its dialogs, verbatim where the spec words them. Pure data.
 */
import type { LabelMap } from './people';

/** Onboarding checklist types (MSS workflows). */
export const CHECKLIST_TYPES = ['FCL', 'TRANSITION', 'SECURITY_TEAM', 'MANAGER_REVIEW'] as const;
export type ChecklistType = (typeof CHECKLIST_TYPES)[number];
export const CHECKLIST_TYPE: LabelMap<ChecklistType> = {
  FCL: 'FCL',
  TRANSITION: 'Transition',
  SECURITY_TEAM: 'Security Team',
  MANAGER_REVIEW: 'Manager Review',
};

/** The kinds of record that carry documents (document types and templates belong to one). */
export const DOC_OBJECT_TYPES = [
  'FACILITY',
  'PERSONNEL',
  'CONTRACT',
  'VISIT',
  'INCIDENT',
  'CLASSIFIED_MATERIAL',
  'SAFE',
  'CMMC',
  'TENANT',
] as const;
export type DocObjectType = (typeof DOC_OBJECT_TYPES)[number];
export const DOC_OBJECT_TYPE: LabelMap<DocObjectType> = {
  FACILITY: 'Facility',
  PERSONNEL: 'Personnel',
  CONTRACT: 'Contract',
  VISIT: 'Visit',
  INCIDENT: 'Incident',
  CLASSIFIED_MATERIAL: 'Classified Material',
  SAFE: 'Safe / Closed Area',
  CMMC: 'CMMC',
  TENANT: 'Tenant',
};

/** Layout of a generated document template. */
export const DOC_FORMAT_TYPES = ['STANDARD', 'FBI', 'DOS'] as const;
export type DocFormatType = (typeof DOC_FORMAT_TYPES)[number];
export const DOC_FORMAT_TYPE: LabelMap<DocFormatType> = { STANDARD: 'Standard', FBI: 'FBI', DOS: 'DOS' };

/** Master point-of-contact kinds (18, from DCSA / NISPOM practice). */
export const MASTER_POC_TYPES = [
  'COMPANY_FSO',
  'DCSA_REPRESENTATIVE',
  'DCSA_ISSP',
  'DCSA_CI_SPECIAL_AGENT',
  'DCSA_FIELD_OFFICE_CHIEF',
  'DCSA_ISR',
  'NAESOC',
  'GCA_REPRESENTATIVE',
  'CONTRACTING_OFFICER',
  'COR',
  'PROGRAM_SECURITY_OFFICER',
  'SAP_PSO',
  'FBI_FIELD_OFFICE',
  'DOS_DIPLOMATIC_SECURITY',
  'DOE_SECURITY',
  'NRC',
  'DHS',
  'OTHER',
] as const;
export type MasterPocType = (typeof MASTER_POC_TYPES)[number];
export const MASTER_POC_TYPE: LabelMap<MasterPocType> = {
  COMPANY_FSO: 'Company FSO',
  DCSA_REPRESENTATIVE: 'DCSA Representative',
  DCSA_ISSP: 'DCSA Information Systems Security Professional (ISSP)',
  DCSA_CI_SPECIAL_AGENT: 'DCSA Counterintelligence Special Agent',
  DCSA_FIELD_OFFICE_CHIEF: 'DCSA Field Office Chief',
  DCSA_ISR: 'DCSA Industrial Security Representative (ISR)',
  NAESOC: 'NAESOC',
  GCA_REPRESENTATIVE: 'Government Contracting Activity Representative',
  CONTRACTING_OFFICER: 'Contracting Officer',
  COR: "Contracting Officer's Representative (COR)",
  PROGRAM_SECURITY_OFFICER: 'Program Security Officer',
  SAP_PSO: 'SAP Program Security Officer',
  FBI_FIELD_OFFICE: 'FBI Field Office',
  DOS_DIPLOMATIC_SECURITY: 'DOS Diplomatic Security',
  DOE_SECURITY: 'DOE Security',
  NRC: 'Nuclear Regulatory Commission',
  DHS: 'Department of Homeland Security',
  OTHER: 'Other',
};

/** Defaults on add (spec 03 §5, §9). */
export const MASTER_DATA_DEFAULTS = {
  checklistSequenceNumber: 1,
  checklistRequired: true,
  csaNaesoc: true,
  pocType: 'DCSA_REPRESENTATIVE' as MasterPocType,
  docTemplateObjectType: 'FACILITY' as DocObjectType,
  docTemplateFormatType: 'STANDARD' as DocFormatType,
} as const;

/** Alpha-2: two uppercase letters; alpha-3: three; numeric: one to three digits (spec 03 §5). */
export const ALPHA2_PATTERN = /^[A-Z]{2}$/;
export const ALPHA3_PATTERN = /^[A-Z]{3}$/;
export const NUMERIC_COUNTRY_CODE_PATTERN = /^[0-9]{1,3}$/;

export const MASTER_DATA_MESSAGES = {
  systemTitle: 'System Master Data',
  show: 'Show',
  add: (item: string) => `Add ${item}`,
  edit: (item: string) => `Edit ${item}`,
  delete: 'Delete',
  deleteArmed: 'Click again to delete',
  cancel: 'Cancel',
  save: 'Save',
  fetchError: 'An error occurred while fetching data.',
  // toasts (spec 03 §8)
  added: (item: string) => `Successfully Added ${item}`,
  edited: (item: string) => `Successfully Edited ${item}`,
  addFailed: (item: string) => `Failed to Add ${item}.`,
  editFailed: (item: string) => `Failed to Edit ${item}.`,
  deleted: (label: string) => `Successfully Deleted ${label}`,
  deleteFailed: (label: string) => `Failed to Delete ${label}`,
  // rules (spec 03 §5)
  alpha2: 'Alpha 2 Country Code must be 2 letters',
  alpha3: 'Alpha 3 Country Code must be 3 letters',
  numeric: 'Numeric Country Code is not valid',
  alpha2Taken: 'Alpha 2 Country Code cannot match another country',
  alpha3Taken: 'Alpha 3 Country Code cannot match another country',
  numericTaken: 'Numeric Country Code cannot match another country',
  pocEmail: 'Point Of Contact Email is not valid',
  // not worded by the spec
  stateCodeTaken: 'State Code is already used for this country',
  fileRequired: 'A file is required',
  noFile: 'This document template type has no file',
} as const;

/** The duplicate country code answers: the only failure that leaves the dialog open (spec 03 §4). */
export const DUPLICATE_COUNTRY_CODE_MESSAGES: readonly string[] = [
  MASTER_DATA_MESSAGES.alpha2Taken,
  MASTER_DATA_MESSAGES.alpha3Taken,
  MASTER_DATA_MESSAGES.numericTaken,
];

/** "Show" entries of the system page, in the spec's order, and the item names of their toasts (spec 03 §2, §8). */
export const SYSTEM_MASTER_DATA_KINDS = {
  checklists: 'Checklists',
  csa: 'Cognizant Security Authority',
  countries: 'Countries & States',
  docTypes: 'Document Types',
  docTemplateTypes: 'Document Template Types',
  faqs: 'FAQs',
  pocs: 'Points of Contact',
  announcements: 'System Announcements',
} as const;

export const COUNTRY_TABS = { countries: 'Countries', aliases: 'Country Aliases', states: 'States' } as const;

export const MASTER_DATA_ITEMS = {
  checklist: 'Checklist',
  csa: 'Cognizant Security Authority',
  country: 'Country',
  countryOtherName: 'Country Other Name',
  state: 'State',
  docType: 'Document Type',
  docTemplateType: 'Document Template',
  poc: 'Point of Contact',
  systemAnnouncement: 'System Announcement',
  faq: 'FAQ',
} as const;

/** Field labels (also the '{label} is required' names the server answers). */
export const MASTER_DATA_LABELS = {
  type: 'Type',
  name: 'Name',
  sequenceNumber: 'Sequence Number',
  required: 'Required',
  officeName: 'Office Name',
  streetAddress1: 'Street Address 1',
  streetAddress2: 'Street Address 2',
  city: 'City',
  zipCode: 'Zip Code',
  state: 'State',
  country: 'Country',
  naesoc: 'NAESOC',
  poc1ContactEmail: 'POC 1 Contact Email',
  poc2ContactEmail: 'POC 2 Contact Email',
  poc1PhoneNumber: 'POC 1 Phone Number',
  poc2PhoneNumber: 'POC 2 Phone Number',
  countryName: 'Country Name',
  alpha2CountryCode: 'Alpha 2 Country Code',
  alpha3CountryCode: 'Alpha 3 Country Code',
  numericCountryCode: 'Numeric Country Code',
  dniThreatListIncluded: 'DNI Threat List',
  otherName: 'Other Name',
  stateName: 'State Name',
  stateCode: 'State Code',
  objectType: 'Object Type',
  docTitle: 'Document Title',
  fileName: 'File Name',
  endDate: 'End Date',
  docLocked: 'Locked',
  sortOrder: 'Sort Order',
  formatType: 'Format Type',
  templateTypeName: 'Template Type Name',
  docName: 'Document Name',
  isActive: 'Active',
  file: 'File',
  download: 'Download',
  pocType: 'Point of Contact Type',
  pocFullName: 'Full Name',
  title: 'Title',
  street1: 'Street 1',
  street2: 'Street 2',
  email: 'Email',
  phoneNumber: 'Phone Number',
  announcementTitle: 'Announcement Title',
  announcementText: 'Announcement Text',
  announcementStartDate: 'Announcement Start Date',
  announcementEndDate: 'Announcement End Date',
  showBeforeLogin: 'Show Before Login',
  stopUserLogin: 'Stop User Login',
  visibilityAllowedRoles: 'Visibility Allowed Roles',
} as const;
