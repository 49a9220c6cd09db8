/**
 * Tenants, impersonation and the audit log (spec 01 §1, §3, §5; spec 03 §2, §3, §7): enumerations,
 * labels and messages shared by the API and the web.
 */
export const TENANT_TYPES = ['SAAS', 'MSS', 'DEFAULT', 'SYSTEM'] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

export const PAY_TIERS = ['PREMIUM', 'STANDARD', 'ADMINISTRATIVE', 'HOURLY'] as const;
export type PayTier = (typeof PAY_TIERS)[number];

export const TENANT_TYPE_LABELS: Record<TenantType, string> = {
  SAAS: 'SaaS',
  MSS: 'MSS Provider',
  DEFAULT: 'Default',
  SYSTEM: 'System',
};

export const PAY_TIER_LABELS: Record<PayTier, string> = {
  PREMIUM: 'Premium',
  STANDARD: 'Standard',
  ADMINISTRATIVE: 'Administrative',
  HOURLY: 'Hourly',
};

/** Tenant status as lists show it: disabled, closed out (termination date reached), or active. */
export type TenantStatus = 'ACTIVE' | 'DISABLED' | 'CLOSED_OUT';

/** A tenant as the API answers it (GET /tenants, GET /tenants/{id}); the server's TenantDto implements it. */
export interface TenantView {
  id: string;
  name: string;
  tenantType: TenantType;
  payTier: PayTier;
  enabled: boolean;
  status: TenantStatus;
  terminationDate: string | null;
  managingTenantId: string | null;
  managingTenantName: string | null;
  closedOutAt: string | null;
  anonymousHash: string;
  /** the full address of the tenant's anonymous reporting page: PUBLIC_URL + /anonymous-report/{hash} */
  anonymousReportUrl: string;
  hasLogo: boolean;
  logoUpdatedAt: string | null;
  contactName: string | null;
  contactTitle: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  billingContactName: string | null;
  billingContactEmail: string | null;
  billingContactPhone: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  countryId: number;
  cageCode: string | null;
  website: string | null;
  notes: string | null;
  securityTeamPocUserId: string | null;
  clientFsoName: string | null;
  clientFsoEmail: string | null;
  clientFsoPhone: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** What a tenant edits on its own profile (TENANT_PROFILE); the rest is the provider's. */
export const TENANT_PROFILE_FIELDS = [
  'contactName',
  'contactTitle',
  'contactEmail',
  'contactPhone',
  'billingContactName',
  'billingContactEmail',
  'billingContactPhone',
  'street1',
  'street2',
  'city',
  'state',
  'zipCode',
  'countryId',
  'cageCode',
  'website',
] as const;

/** What the provider (TENANT_MANAGEMENT / MSS_TENANT_MANAGEMENT) edits on a tenant besides name, type and status. */
export const TENANT_MANAGED_FIELDS = [
  ...TENANT_PROFILE_FIELDS,
  'payTier',
  'notes',
  'securityTeamPocUserId',
  'clientFsoName',
  'clientFsoEmail',
  'clientFsoPhone',
] as const;

export const TENANT_LABELS = {
  name: 'Tenant Name',
  tenantType: 'Tenant Type',
  payTier: 'Pay Tier',
  enabled: 'Enabled',
  status: 'Status',
  terminationDate: 'Termination Date',
  managingTenantId: 'Managing MSS Tenant',
  contactName: 'Contact Name',
  contactTitle: 'Contact Title',
  contactEmail: 'Contact Email',
  contactPhone: 'Contact Phone',
  billingContactName: 'Billing Contact Name',
  billingContactEmail: 'Billing Contact Email',
  billingContactPhone: 'Billing Contact Phone',
  street1: 'Street Address 1',
  street2: 'Street Address 2',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  countryId: 'Country',
  cageCode: 'CAGE Code',
  website: 'Website',
  notes: 'Notes',
  securityTeamPocUserId: 'Security Team Point of Contact',
  clientFsoName: 'Client FSO Name',
  clientFsoEmail: 'Client FSO Email',
  clientFsoPhone: 'Client FSO Phone',
  logo: 'Logo',
  anonymousHash: 'Anonymous Reporting Link',
  copyLink: 'Copy link',
  // pages and buttons
  list: 'Tenants',
  add: 'Add New Tenant',
  details: 'Tenant Details',
  edit: 'Edit Tenant',
  profile: 'Tenant Profile',
  editProfile: 'Edit Tenant Profile',
  enable: 'Enable',
  disable: 'Disable',
  closeOut: 'Close Out',
  convert: 'Convert',
  archiveDocuments: 'Archive Documents',
  changeLogo: 'Change Logo',
  impersonate: 'Impersonate',
} as const;

export const TENANT_MESSAGES = {
  notFound: (id: string) => `Tenant ${id} was not found`,
  linkCopied: 'Link copied to the clipboard.',
  linkNotCopied: 'The link could not be copied: select it and copy it by hand.',
  nameTaken: 'A tenant with this name already exists',
  disabledSignIn: 'Your organization is disabled. Please contact your support team.',
  closedOutSignIn: 'Your organization has been closed out. Please contact your support team.',
  systemTenantLocked: 'The system tenant cannot be disabled, closed out or converted.',
  managingNotMss: 'The managing tenant must be an MSS tenant.',
  managingRequired: 'Managing MSS Tenant is required for a tenant managed by an MSS provider.',
  mssOnlyOwn: 'MSS staff can only manage the tenants their organization manages.',
  stillManages: (n: number) => `This MSS tenant still manages ${n} tenant(s); move them to another provider first.`,
  terminationRequired: 'Termination Date is required',
  profileFieldsOnly: (fields: string) => `Only the tenant profile can be changed here; not: ${fields}`,
  logoRequired: 'A logo image is required.',
  logoType: (name: string, type: string) => `file ${name} of type ${type} does not match accepted file types.`,
  logoTooLarge: (name: string) => `file ${name} is larger than the max accepted size of: 1 MB`,
  archiveQueued: 'The document archive is being prepared. It will be offered for download when it is ready.',
  // toasts of the web
  created: 'Successfully Added Tenant',
  updated: 'Successfully Updated Tenant',
  createFailed: 'Failed to Add Tenant.',
  updateFailed: 'Failed to Update Tenant.',
  enabled: 'Tenant Enabled',
  disabled: 'Tenant Disabled',
  closedOut: 'Tenant Closed Out',
  converted: 'Tenant Converted',
  logoSaved: 'Logo Saved',
  // not worded by the spec
  mssNotFound: (id: string) => `MSS tenant ${id} was not found`,
  mssStaffAddsManagedOnly: 'MSS staff can only add tenants their organization manages.',
  mssNotManaged: 'An MSS provider is not managed by another MSS tenant.',
  noLogo: 'This tenant has no logo.',
  archiveNotReady: 'The archive is not ready yet.',
  pocNotMssUser: 'Security Team Point of Contact must be a user of the managing MSS tenant.',
} as const;

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const IMPERSONATION_MESSAGES = {
  banner: (tenant: string) => `You are impersonating ${tenant}`,
  stop: 'Return to my organization',
  switcher: 'Switch Tenant',
  started: (tenant: string) => `Now acting inside ${tenant}`,
  ended: 'Impersonation ended',
  notAllowed: 'You may not impersonate this tenant.',
  ownTenant: 'You cannot impersonate your own organization.',
  disabledTarget: 'This tenant is disabled or closed out and cannot be impersonated.',
  notImpersonating: 'You are not impersonating a tenant.',
  createChoice: 'Impersonate and create',
  createHelp: 'Lets you add and change records inside the tenant. Without it you can look but not change anything (read-only).',
} as const;

/** Audit log (spec 01 §3 audit entry filters, §5 default range, §7 calls). */
export const AUDIT_EVENT_TYPE_VALUES = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'LOGIN_SUCCESS',
  'LOGIN_FAILURE',
  'LOGOUT',
  'IMPERSONATION_START',
  'IMPERSONATION_END',
  'PERMISSION_CHANGE',
  'EXPORT',
  'SSN_REVEAL',
  'SYSTEM_SCOPE',
  'ACTION',
] as const;
export type AuditEventTypeValue = (typeof AUDIT_EVENT_TYPE_VALUES)[number];

/** The audit log's date range defaults to the last 1 day. */
export const AUDIT_DEFAULT_RANGE_DAYS = 1;
/** The longest range one list or export may cover. */
export const AUDIT_MAX_RANGE_DAYS = 366;
export const AUDIT_EXPORT_FORMATS = ['CSV', 'XLSX'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];
/** XLSX worksheets hold at most 1,048,576 rows; longer exports continue on further sheets. */
export const XLSX_MAX_ROWS_PER_SHEET = 1_000_000;

/** One audit row as GET /application-audits answers it (times in UTC, ISO 8601). */
export interface AuditEntryView {
  id: string;
  eventTimestamp: string;
  eventType: string;
  tenantId: string | null;
  tenantName: string | null;
  username: string | null;
  /** the acting user's name, when the reader may see that user */
  actorName: string | null;
  impersonator: string | null;
  objectTable: string | null;
  objectId: string | null;
  /** the name of the record the row is about (a person, a facility, …), when it still exists */
  objectName: string | null;
  action: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  ipAddress: string | null;
  userAgent: string | null;
  requestId: string | null;
  details: Record<string, unknown> | null;
  /**
   * The names of the records the changed values and details name (a person, a facility, a country), by
   * `auditReferenceKey`: looked up inside the row's tenant, so a value naming another tenant's record stays an id.
   */
  valueNames: Record<string, string>;
}

export const AUDIT_LABELS = {
  title: 'Audit Log',
  tenantTitle: 'Tenant Audit Log',
  eventTimestamp: 'Event Time (UTC)',
  eventType: 'Event Type',
  tenantId: 'Tenant',
  tenantName: 'Tenant',
  username: 'Username',
  impersonator: 'Impersonator',
  objectTable: 'Object Table',
  objectId: 'Object Id',
  action: 'Action',
  changes: 'Changes',
  ipAddress: 'IP Address',
  userAgent: 'User Agent',
  requestId: 'Request Id',
  details: 'Details',
  startDate: 'Start Date',
  endDate: 'End Date',
  export: 'Export',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export XLSX',
  user: 'User',
  record: 'Record',
  field: 'Field',
  before: 'Before',
  after: 'After',
  showSystem: 'Show system activity',
  system: 'System',
  allKinds: 'All',
  noChanges: 'No field changed',
  /** the record filter: the rows of one record and of the records created under it */
  recordHistory: 'History of this record',
  clearRecord: 'Show all records',
} as const;

export const AUDIT_MESSAGES = {
  invalidDate: (label: string) => `${label}: Invalid Date`,
  endBeforeStart: 'End Date must be after Start Date',
  rangeTooLong: (days: number) => `The date range can cover at most ${days} days`,
  unknownEventType: (v: string) => `Event Type ${v} is not one of the allowed values`,
  tenantFilterOwnOnly: 'The tenant audit log shows only your own tenant',
} as const;
