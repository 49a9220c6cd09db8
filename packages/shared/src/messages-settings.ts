/**
 * Texts of settings, required-document defaults, uploads, announcements, knowledge centre and
 * support (spec 01 §2, §5, §8; spec 02 §5; spec 03 §5, §8), verbatim where the spec words them.
 */

export const SETTINGS_MESSAGES = {
  tenantSettingsTitle: 'Tenant Settings',
  systemSettingsTitle: 'System Settings',
  show: 'Show',
  saveSettings: 'Save Settings',
  saved: 'Successfully Saved Settings.',
  saveFailed: 'Failed to Save Settings.',
  reportsIntro: 'The following settings control which reports are visible on the My Portal page',
  categoryIntro: (label: string) => `Please modify your ${label} Settings below`,
  mfaOverrideConfirm:
    'Turning on this setting on will disable the OTP setting for all tenants. This should not be exercised unless there is an emergency blocker situation. Are you sure you want to proceed?',
  addOption: 'Type a new option and press Enter',
  /** {setting}: the setting's name; {role}: the role whose every permission is needed; {flag} {module}: one the actor lacks */
  changeRequiresRole:
    '{setting} can be changed only by someone holding every permission of the {role} role; you do not hold {flag} on {module}.',
  // not worded by the spec
  unknownSetting: (name: string) => `Setting ${name} does not exist`,
  wrongCategory: (name: string, category: string, given: string) => `Setting ${name} belongs to category ${category}, not ${given}`,
  listedTwice: (name: string) => `Setting ${name} is listed more than once`,
  ruleBroken: (label: string, name: string, error: string, rule: string) => `${label} (${name}): ${error} (rule ${rule})`,
} as const;

/** {type} is Personnel, Facility or CMMC (spec 01 §8). */
export const RDD_MESSAGES = {
  sectionTitle: 'Required Documents Default',
  addButton: 'ADD NEW REQUIRED DOCUMENT DEFAULTS',
  addTitle: (type: string) => `Add ${type} Required Document Default`,
  editTitle: (type: string) => `${type} Required Document Default`,
  addFailed: (type: string) => `Failed to add ${type} Required Document Default`,
  updateFailed: (type: string) => `Failed to update ${type} Required Document Default`,
  added: (type: string) => `Successfully added ${type} Required Document Default`,
  updated: (type: string) => `Successfully updated ${type} Required Document Default`,
  deleteFailed: (type: string) => `Failed to delete ${type} Required Document Default`,
  deleted: (type: string) => `Successfully deleted ${type} Required Document Default`,
  duplicate: (type: string, option: string) => `A ${type} Required Document Default for ${option} already exists. Edit that one instead.`,
  columns: {
    optionType: 'Option Type',
    option: 'Option',
    cmmcLevel: 'CMMC Level',
    title: 'Required Document Title',
    updatedDate: 'Updated Date',
    actions: 'Actions',
  },
  detail: 'Detail',
  delete: 'Delete',
  documents: 'Required Documents',
  save: 'Save',
  cancel: 'Cancel',
  // not worded by the spec
  notAnOption: (option: string, what: string, options: readonly string[]) =>
    `${option} is not a valid ${what}. Choose one of: ${options.join(', ')}`,
  notRequiredDocumentType: (type: string, values: readonly string[]) => `Not a ${type} required document type: ${values.join(', ')}`,
} as const;

/** File upload (spec 02 §5) and download (spec 01 §8). */
export const UPLOAD_MESSAGES = {
  required: 'At least one file is required.',
  wrongType: (name: string, type: string) => `file ${name} of type ${type} does not match accepted file types.`,
  tooLarge: (name: string, size: string) => `file ${name} is larger than the max accepted size of: ${size}`,
  tooSmall: (name: string, size: string) => `file ${name} is smaller than the minimum accepted size of: ${size}`,
  tooMany: (n: number) => `You can only upload a maximum of ${n} files.`,
  downloadReady: 'File Ready For Download.',
  downloadFailed: 'Failed To Download File.',
  uploaded: 'File uploaded.',
  uploadFailed: 'File upload failed.',
  // not worded by the spec
  /** a file the record already has: same name and size (spec 02 §5 identifies duplicates so) */
  duplicate: (name: string) => `file ${name} has already been uploaded.`,
  /** what an upload waiting for the user's confirmation will send */
  confirmUpload: (name: string, size: string, title: string) => `Upload ${name} (${size}) as ${title}?`,
  documentsNeed: (need: string, entityType: string, module: string) =>
    `${need === 'VIEW' ? 'Reading' : 'Attaching'} documents of ${entityType} records needs ${need} on ${module}`,
  notAttachable: (entityType: string) => `Documents cannot be attached to ${entityType} records yet`,
} as const;

/** Default upload limits of spec 02 §9 and the file types uploads accept (checked from the bytes by the server). */
export const UPLOAD_DEFAULTS = { maxSizeMb: 25, maxFiles: 1 } as const;
export const ACCEPTED_UPLOAD_EXTENSIONS = ['pdf', 'png', 'jpg', 'gif', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'csv'] as const;

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Size in Bytes, KB, MB, GB or TB in steps of 1024 (spec 02 §9), e.g. 26214400 → "25 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const n = bytes / 1024 ** i;
  return `${Number.isInteger(n) ? n : Number(n.toFixed(2))} ${SIZE_UNITS[i]}`;
}

export const ANNOUNCEMENT_MESSAGES = {
  startAfterEnd: 'Must be before end date',
  endBeforeStart: 'Must be after start date',
  titleRequired: 'Announcement Title is required',
  textRequired: 'Announcement Text is required',
  startRequired: 'Announcement Start Date is required',
  endRequired: 'Announcement End Date is required',
  // not worded by the spec
  systemOnlyFlags: 'Only system announcements can show before login or stop logins',
  unknownRoles: (names: readonly string[]) =>
    `Visibility Allowed Roles: ${names.join(', ')} ${names.length === 1 ? 'is not a role' : 'are not roles'}`,
  added: (kind: string) => `Successfully Added ${kind} Announcement`,
  edited: (kind: string) => `Successfully Edited ${kind} Announcement`,
  addFailed: (kind: string) => `Failed to Add ${kind} Announcement.`,
  editFailed: (kind: string) => `Failed to Edit ${kind} Announcement.`,
  dismiss: 'Dismiss',
  loginStopped: 'Login currently disabled, see announcement above for details.',
} as const;

export const KNOWLEDGE_CENTER_TYPE = {
  FACILITIES: 'Facilities',
  PERSONNEL: 'Personnel',
  CONTRACTS: 'Contracts',
  OTHER: 'Tutorial',
} as const;
export type KnowledgeCenterType = keyof typeof KNOWLEDGE_CENTER_TYPE;

/** Sections of tenant download links (spec 03 §3); a new link defaults to GOV. */
export const DOWNLOAD_SECTIONS = ['COMPANY', 'GOV', 'NEWSLETTER', 'BLANK_FORM', 'EDU_TRNG', 'SOP'] as const;
export type DownloadSection = (typeof DOWNLOAD_SECTIONS)[number];

/** Support request categories the server accepts (POST /support-request). */
export const SUPPORT_CATEGORIES = {
  QUESTION: 'Question',
  PROBLEM: 'Problem',
  ACCESS: 'Access',
  FEATURE_REQUEST: 'Feature Request',
  OTHER: 'Other',
} as const;
export type SupportCategory = keyof typeof SUPPORT_CATEGORIES;

export const PLATFORM_MESSAGES = {
  knowledgeCenterTitle: 'Knowledge Center',
  blankFormsTitle: 'Blank Forms',
  privacyPolicyTitle: 'Privacy Policy',
  noBlankForms: 'No blank forms are available.',
  noVideos: 'No videos are available.',
  supportTitle: 'Contact Support',
  supportSent: 'Your support request has been sent. Our support team will contact you.',
  supportFailed: 'Failed to send the support request.',
  instructionsSent: 'The instructions have been e-mailed.',
  /** {emails}: the refused addresses, comma-separated */
  instructionsRecipientsRefused:
    'Not an e-mail address of a user or person of your organization: {emails}. Instructions can be sent only to your own users and personnel.',
  notesSaved: 'Note saved.',
} as const;
