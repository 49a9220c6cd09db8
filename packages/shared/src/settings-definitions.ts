/**
 * Every tenant and system setting the product has, as data (spec 01 §3 "Tenant setting"). The
 * migration and the seeder load these rows into `setting_definition`; the server validates saves
 * against their rules (settings-rules.ts) and the web renders its forms from them. Pure data.
 */
import { ACCEPTED_UPLOAD_EXTENSIONS } from './messages-settings';
import type { RoleName } from './roles';
import type { SettingFieldType, SettingFormat } from './settings-rules';

export const TENANT_SETTING_CATEGORIES = [
  'GENERAL',
  'SINGLE_SIGN_ON',
  'CLEARANCE',
  'SPECIAL_SYSTEM_ACCESS',
  'REPORTS',
  'REQUIRED_DOCUMENT_DEFAULTS',
] as const;
export type TenantSettingCategory = (typeof TENANT_SETTING_CATEGORIES)[number];

/** System-level categories (the spec does not name them). */
export const SYSTEM_SETTING_CATEGORIES = ['SECURITY', 'UPLOADS', 'SUPPORT'] as const;
export type SystemSettingCategory = (typeof SYSTEM_SETTING_CATEGORIES)[number];

export type SettingScope = 'TENANT' | 'SYSTEM';

export interface SettingDefinition {
  scope: SettingScope;
  category: TenantSettingCategory | SystemSettingCategory;
  parameterName: string;
  prettyName: string;
  fieldType: SettingFieldType;
  /** stored form: TRUE/FALSE, numeric string, value:label;value:label … */
  defaultValue: string;
  /** option list for Dropdown / MultiSelect as value:label;value:label */
  valueType: string | null;
  errorRule: string | null;
  warningRule: string | null;
  /** phone: normalised to ddd-ddd-dddd on blur; numeric: a MultiSelect of whole numbers */
  format?: SettingFormat;
  /** one line under the field explaining what the setting does */
  description: string;
  /**
   * Changing the value needs every permission this role grants (the server refuses others with 403):
   * settings that weaken sign-in security stay with the tenant's administrators.
   */
  changeRequiresRole?: RoleName;
}

/** Entries of the "Show" dropdown on the Tenant Settings page, in order (spec 01 §2). */
export const TENANT_SETTINGS_SHOW_OPTIONS: Array<{ category: TenantSettingCategory; label: string }> = [
  { category: 'GENERAL', label: 'General' },
  { category: 'CLEARANCE', label: 'Clearance' },
  { category: 'SPECIAL_SYSTEM_ACCESS', label: 'Special System Access' },
  { category: 'REPORTS', label: 'Reports' },
  { category: 'REQUIRED_DOCUMENT_DEFAULTS', label: 'Required Documents Default' },
];

export const SYSTEM_SETTINGS_SHOW_OPTIONS: Array<{ category: SystemSettingCategory; label: string }> = [
  { category: 'SECURITY', label: 'Security' },
  { category: 'UPLOADS', label: 'Uploads' },
  { category: 'SUPPORT', label: 'Support' },
];

const US_TIME_ZONES =
  'America/New_York:Eastern;America/Chicago:Central;America/Denver:Mountain;America/Phoenix:Arizona;America/Los_Angeles:Pacific;America/Anchorage:Alaska;Pacific/Honolulu:Hawaii';

const t = (
  category: TenantSettingCategory,
  parameterName: string,
  prettyName: string,
  fieldType: SettingFieldType,
  defaultValue: string,
  rules: { valueType?: string; error?: string; warning?: string; format?: SettingFormat },
  description: string,
): SettingDefinition => ({
  scope: 'TENANT',
  category,
  parameterName,
  prettyName,
  fieldType,
  defaultValue,
  valueType: rules.valueType ?? null,
  errorRule: rules.error ?? null,
  warningRule: rules.warning ?? null,
  format: rules.format ?? null,
  description,
});

const s = (
  category: SystemSettingCategory,
  parameterName: string,
  prettyName: string,
  fieldType: SettingFieldType,
  defaultValue: string,
  rules: { valueType?: string; error?: string; warning?: string; format?: SettingFormat },
  description: string,
): SettingDefinition => ({
  ...t('GENERAL', parameterName, prettyName, fieldType, defaultValue, rules, description),
  scope: 'SYSTEM',
  category,
});

/** A tenant setting of sign-in security: only someone holding every permission of the Tenant Administrator role changes it. */
const tenantAdminOnly = (d: SettingDefinition): SettingDefinition => ({ ...d, changeRequiresRole: 'TENANT_ADMIN' });

const myPortalReport = (key: string, label: string): SettingDefinition =>
  t('REPORTS', `MY_PORTAL_${key}`, label, 'Switch', 'TRUE', { error: 'bool:true' }, `Employees see "${label}" on My Portal`);

export const SETTING_DEFINITIONS: SettingDefinition[] = [
  // ---- GENERAL ----
  tenantAdminOnly(
    t(
      'GENERAL',
      'MFA',
      'Multi-Factor Authentication',
      'Switch',
      'TRUE',
      { error: 'bool:true' },
      'Users enter a one-time code sent by e-mail when they sign in',
    ),
  ),
  tenantAdminOnly(
    t(
      'GENERAL',
      'REMEMBER_DEVICE_DAYS',
      'Remember Device (days)',
      'Number',
      '30',
      { error: 'required:true;min:0;max:90', warning: 'max:30' },
      'Days a device chosen as "remember this device" skips the one-time code (0 = never remember)',
    ),
  ),
  t(
    'GENERAL',
    'SECURITY_OFFICE_EMAIL',
    'Security Office E-mail',
    'text',
    '',
    { error: 'email:true' },
    'Contact e-mail of the security office, shown to employees and used as reply-to',
  ),
  t(
    'GENERAL',
    'SECURITY_OFFICE_PHONE',
    'Security Office Phone',
    'text',
    '',
    { format: 'phone' },
    'Contact phone of the security office, shown to employees',
  ),
  t(
    'GENERAL',
    'TIME_ZONE',
    'Time Zone',
    'Dropdown',
    'America/New_York',
    { valueType: US_TIME_ZONES, error: 'required:true' },
    'Time zone for reminders and scheduled reports',
  ),
  t(
    'GENERAL',
    'REINVESTIGATION_REMINDER_DAYS',
    'Reinvestigation Reminder (days before due)',
    'Number',
    '90',
    { error: 'required:true;min:1;max:365', warning: 'min:60' },
    'Days before a periodic reinvestigation is due that the security office is reminded',
  ),
  t(
    'GENERAL',
    'BADGE_EXPIRY_REMINDER_DAYS',
    'Badge Expiry Reminder (days before)',
    'Number',
    '30',
    { error: 'required:true;min:1;max:365', warning: 'min:14' },
    'Days before a badge expires that its holder and the security office are reminded',
  ),
  t(
    'GENERAL',
    'PASSPORT_EXPIRY_REMINDER_DAYS',
    'Passport Expiry Reminder (days before)',
    'Number',
    '60',
    { error: 'required:true;min:1;max:365', warning: 'min:30' },
    'Days before a passport expires that its holder is reminded',
  ),
  t(
    'GENERAL',
    'POLYGRAPH_REMINDER_DAYS',
    'Polygraph Reminder (days before)',
    'Number',
    '30',
    { error: 'required:true;min:1;max:365' },
    'Days before a scheduled polygraph that the security office is reminded',
  ),
  t(
    'GENERAL',
    'PERM_CERTIFICATION_REMINDER_DAYS',
    'Permanent Visit Certification Reminder (days before end)',
    'Number',
    '30',
    { error: 'required:true;min:1;max:365' },
    'Days before a permanent visit certification ends that the security office is reminded',
  ),
  t(
    'GENERAL',
    'ANNUAL_TRAINING_REMINDER_DAYS',
    'Annual Training Reminders (days before deadline)',
    'MultiSelect',
    '1;5;10',
    { valueType: '1;2;3;4;5;6;7;8;9;10', error: 'required:true;min:1;max:365', format: 'numeric' },
    'Days before an annual training deadline on which reminders are sent',
  ),
  t(
    'GENERAL',
    'INCIDENT_REPORT_REMINDER_DAYS',
    'Incident Report Reminders (days before due)',
    'MultiSelect',
    '1;3',
    { valueType: '1;2;3;5;7;14', error: 'required:true;min:1;max:30', format: 'numeric' },
    'Days before an incident report is due to the government (the 72-hour cyber report, a security violation’s initial and final reports) on which the security office is reminded; overdue reports are reminded too',
  ),
  t(
    'GENERAL',
    'FOREIGN_TRAVEL_DEBRIEF_REMINDER_DAYS',
    'Foreign Travel Debrief Reminder (days before due)',
    'Number',
    '2',
    { error: 'required:true;min:0;max:30' },
    'Days before a foreign travel debrief is due (five business days after the return) that the traveller and the security office are reminded',
  ),
  // The invitation self-service flow (/self-service/invite, spec 02) expires its links with it.
  t(
    'GENERAL',
    'INVITATION_EXPIRY_DAYS',
    'Self-Service Invitation Expiry (days)',
    'Number',
    '7',
    { error: 'required:true;min:1;max:30', warning: 'max:14' },
    'Days an e-mailed self-service invitation link stays valid',
  ),
  t(
    'GENERAL',
    'CLEARANCE_VERIFICATION_EXPIRY_DAYS',
    'Clearance Verification Expiry (days)',
    'Number',
    '14',
    { error: 'required:true;min:1;max:90' },
    'Days a person has to answer a clearance verification request before it expires',
  ),
  t(
    'GENERAL',
    'EMAIL_SIGNATURE',
    'E-mail Signature',
    'Multiline',
    '',
    {},
    'Text appended to e-mails the product sends on behalf of the security office',
  ),
  // ---- SINGLE_SIGN_ON ----
  // Not read yet: PIV / CAC certificate sign-in (the PIV variant of POST /auth/login) will check it.
  tenantAdminOnly(
    t(
      'SINGLE_SIGN_ON',
      'PIV_LOGIN',
      'PIV / CAC Login',
      'Switch',
      'FALSE',
      { error: 'bool:true' },
      'Users may sign in with a PIV or CAC certificate',
    ),
  ),
  // ---- CLEARANCE ----
  // TS / SECRET / CONFIDENTIAL_REINVESTIGATION_YEARS: the reinvestigation reminders (server reminders/reminder-sources.ts).
  t(
    'CLEARANCE',
    'TS_REINVESTIGATION_YEARS',
    'Top Secret Reinvestigation Interval (years)',
    'Number',
    '5',
    { error: 'required:true;min:1;max:10', warning: 'max:5' },
    'Years between periodic reinvestigations for Top Secret eligibility',
  ),
  t(
    'CLEARANCE',
    'SECRET_REINVESTIGATION_YEARS',
    'Secret Reinvestigation Interval (years)',
    'Number',
    '10',
    { error: 'required:true;min:1;max:15', warning: 'max:10' },
    'Years between periodic reinvestigations for Secret eligibility',
  ),
  t(
    'CLEARANCE',
    'CONFIDENTIAL_REINVESTIGATION_YEARS',
    'Confidential Reinvestigation Interval (years)',
    'Number',
    '15',
    { error: 'required:true;min:1;max:20', warning: 'max:15' },
    'Years between periodic reinvestigations for Confidential eligibility',
  ),
  // Not read yet: refresher-briefing reminders need a recorded last-briefing date on the clearance, which is not built.
  t(
    'CLEARANCE',
    'REFRESHER_BRIEFING_MONTHS',
    'Refresher Briefing Interval (months)',
    'Number',
    '12',
    { error: 'required:true;min:1;max:36', warning: 'max:12' },
    'Months between security refresher briefings (NISPOM requires at least annually)',
  ),
  // Not read yet: an initial-briefing reminder source (clearance granted, no initial_briefing_date) will use it.
  t(
    'CLEARANCE',
    'INITIAL_BRIEFING_DUE_DAYS',
    'Initial Briefing Due (days after clearance)',
    'Number',
    '30',
    { error: 'required:true;min:0;max:180', warning: 'max:30' },
    'Days after a clearance is granted by which the initial security briefing must be recorded',
  ),
  // Not read yet: recording access on a clearance will check for a signed SF-312 document when this is on.
  t(
    'CLEARANCE',
    'REQUIRE_SF312',
    'Require SF-312 Before Access',
    'Switch',
    'TRUE',
    { error: 'bool:true' },
    'Access is recorded only once a signed SF-312 is on file',
  ),
  // ---- SPECIAL_SYSTEM_ACCESS ----
  t(
    'SPECIAL_SYSTEM_ACCESS',
    'ACCESSIBLE_SPECIAL_SYSTEMS',
    'Accessible Special Systems',
    'MultiSelect',
    'SAP:Special Access Program;SCI:Sensitive Compartmented Information;NATO:NATO;COMSEC:COMSEC;CNWDI:CNWDI;CRYPTO:CRYPTO',
    {
      valueType:
        'SAP:Special Access Program;SCI:Sensitive Compartmented Information;NATO:NATO;COMSEC:COMSEC;CNWDI:CNWDI;CRYPTO:CRYPTO;FGI:Foreign Government Information;SIPR:SIPRNet;JWICS:JWICS',
    },
    'Special systems and accesses personnel of this tenant can hold (value:label); KMP and SMO are always available',
  ),
  // ---- REPORTS ----
  // Not read yet: the My Portal page (/my-portal) will show each report only when its MY_PORTAL_* switch is on.
  myPortalReport('FOREIGN_CONTACT', 'Foreign Contact Report'),
  myPortalReport('FOREIGN_TRAVEL', 'Foreign Travel Report'),
  myPortalReport('FOREIGN_TRAVEL_DEBRIEF', 'Foreign Travel Debrief'),
  myPortalReport('NETWORK_CYBER_BREACH', 'Network / Cyber Breach Report'),
  myPortalReport('INSIDER_THREAT', 'Insider Threat Report'),
  myPortalReport('SECURITY_VIOLATION', 'Security Violation Report'),
  myPortalReport('PERSONAL_REPORTING', 'Personal Reporting Requirements'),
  myPortalReport('ADVERSE_ACTION', 'Adverse Action Report'),
  myPortalReport('SUSPICIOUS_CONTACT', 'Suspicious Contact Report'),
  // ---- REQUIRED_DOCUMENT_DEFAULTS ----
  t(
    'REQUIRED_DOCUMENT_DEFAULTS',
    'RDD_APPLY_TO_NEW_RECORDS',
    'Apply Defaults To New Records',
    'Switch',
    'TRUE',
    { error: 'bool:true' },
    'New personnel, facilities and CMMC records get the matching required documents below',
  ),

  // ---- SYSTEM: SECURITY ----
  s(
    'SECURITY',
    'MFA_OVERRIDE',
    'MFA Override (disable one-time codes for all tenants)',
    'Switch',
    'FALSE',
    { error: 'bool:true' },
    'Emergency switch: no tenant asks for a one-time code while on',
  ),
  s(
    'SECURITY',
    'LOGIN_MAX_ATTEMPTS',
    'Failed Login Attempts Before Lockout',
    'Number',
    '3',
    { error: 'required:true;min:1;max:10', warning: 'max:5' },
    'Failed sign-ins within the window that lock the account',
  ),
  s(
    'SECURITY',
    'LOGIN_ATTEMPT_WINDOW_MINUTES',
    'Failed Login Window (minutes)',
    'Number',
    '15',
    { error: 'required:true;min:1;max:1440' },
    'Minutes within which failed sign-ins are counted',
  ),
  s(
    'SECURITY',
    'LOGIN_LOCK_MINUTES',
    'Lockout Duration (minutes)',
    'Number',
    '15',
    { error: 'required:true;min:1;max:1440', warning: 'min:15' },
    'Minutes a locked account stays locked',
  ),
  s(
    'SECURITY',
    'SESSION_IDLE_MINUTES',
    'Session Idle Time-out (minutes)',
    'Number',
    '15',
    { error: 'required:true;min:1;max:480', warning: 'max:15' },
    'Minutes without activity after which a session ends',
  ),
  s(
    'SECURITY',
    'SESSION_ABSOLUTE_HOURS',
    'Session Absolute Time-out (hours)',
    'Number',
    '12',
    { error: 'required:true;min:1;max:72', warning: 'max:12' },
    'Hours after sign-in after which a session ends regardless of activity',
  ),
  s(
    'SECURITY',
    'PASSWORD_EXPIRY_DAYS',
    'Password Expiry (days)',
    'Number',
    '90',
    { error: 'required:true;min:1;max:365', warning: 'max:90' },
    'Days after which a password must be reset',
  ),
  s(
    'SECURITY',
    'OTP_VALIDITY_MINUTES',
    'One-Time Code Validity (minutes)',
    'Number',
    '10',
    { error: 'required:true;min:1;max:60', warning: 'max:15' },
    'Minutes an e-mailed one-time code stays valid',
  ),
  s(
    'SECURITY',
    'OTP_CODES_PER_HOUR',
    'One-Time Codes per Account per Hour',
    'Number',
    '5',
    { error: 'required:true;min:1;max:60', warning: 'max:10' },
    'E-mailed one-time codes one account may be sent within an hour (sign-in and password-reset codes counted apart); beyond it nothing is sent until the hour has passed or a code was used',
  ),
  // Rate limits (docs/security.md): requests per minute, counted in Redis across every API process.
  s(
    'SECURITY',
    'RATE_LIMIT_SIGN_IN_PER_IP',
    'Sign-In Requests per Minute per IP Address',
    'Number',
    '60',
    { error: 'required:true;min:1;max:100000' },
    'Sign-in requests (passwords and one-time codes) one network address may send per minute; raise it when many users share one address',
  ),
  s(
    'SECURITY',
    'RATE_LIMIT_SIGN_IN_PER_USERNAME',
    'Sign-In Requests per Minute per Username',
    'Number',
    '10',
    { error: 'required:true;min:1;max:1000', warning: 'max:20' },
    'Sign-in requests for one username per minute, whatever address they come from',
  ),
  s(
    'SECURITY',
    'RATE_LIMIT_PASSWORD_RESET_PER_IP',
    'Password Reset Requests per Minute per IP Address',
    'Number',
    '20',
    { error: 'required:true;min:1;max:100000' },
    'Reset-code requests, reset-link checks and new passwords one network address may send per minute',
  ),
  s(
    'SECURITY',
    'RATE_LIMIT_PASSWORD_RESET_PER_USERNAME',
    'Password Reset Requests per Minute per Username',
    'Number',
    '5',
    { error: 'required:true;min:1;max:1000', warning: 'max:10' },
    'Reset-code requests and new passwords for one username per minute, whatever address they come from',
  ),
  s(
    'SECURITY',
    'RATE_LIMIT_SUPPORT_PER_IP',
    'Support Requests and E-mailed Instructions per Minute per IP Address',
    'Number',
    '20',
    { error: 'required:true;min:1;max:100000' },
    'Support requests and e-mailed instructions one network address may send per minute',
  ),
  s(
    'SECURITY',
    'RATE_LIMIT_INVITATION_PER_IP',
    'Invitation Requests per Minute per IP Address',
    'Number',
    '20',
    { error: 'required:true;min:1;max:100000' },
    'Requests to the self-service invitation pages (no sign-in) one network address may send per minute',
  ),
  s(
    'SECURITY',
    'RATE_LIMIT_PUBLIC_PER_IP',
    'Other Public Requests per Minute per IP Address',
    'Number',
    '300',
    { error: 'required:true;min:1;max:100000' },
    'Requests to the other pages without sign-in (sign-in page announcements, country lists, sign-out) per network address per minute',
  ),
  // ---- SYSTEM: UPLOADS ----
  s(
    'UPLOADS',
    'MAX_UPLOAD_MB',
    'Maximum Upload Size (MB)',
    'Number',
    '25',
    { error: 'required:true;min:1;max:1024', warning: 'max:100' },
    'Largest file accepted by uploads',
  ),
  s(
    'UPLOADS',
    'MAX_UPLOAD_FILES',
    'Maximum Files Per Upload',
    'Number',
    '1',
    { error: 'required:true;min:1;max:50' },
    'Files accepted in one upload request',
  ),
  s(
    'UPLOADS',
    'ACCEPTED_UPLOAD_TYPES',
    'Accepted File Types',
    'MultiSelect',
    ACCEPTED_UPLOAD_EXTENSIONS.join(';'),
    { valueType: ACCEPTED_UPLOAD_EXTENSIONS.join(';'), error: 'required:true' },
    'File types accepted by uploads (checked from the file content)',
  ),
  // ---- SYSTEM: SUPPORT ----
  s(
    'SUPPORT',
    'SUPPORT_EMAIL',
    'Support E-mail',
    'text',
    '',
    { error: 'email:true' },
    'Address that receives support requests (empty: the server configuration SUPPORT_EMAIL)',
  ),
  // Not read yet: the support contact details shown to users (support dialog) will show it.
  s('SUPPORT', 'SUPPORT_PHONE', 'Support Phone', 'text', '', { format: 'phone' }, 'Phone number of the support desk shown to users'),
];

export const settingDefinition = (scope: SettingScope, parameterName: string): SettingDefinition | undefined =>
  SETTING_DEFINITIONS.find((d) => d.scope === scope && d.parameterName === parameterName);

/** Options of a personnel ACCESS_TYPE required-document default: the tenant's special systems plus KMP and SMO. */
export const ALWAYS_ACCESS_TYPES = [
  { value: 'KMP', label: 'KMP' },
  { value: 'SMO', label: 'SMO' },
] as const;
