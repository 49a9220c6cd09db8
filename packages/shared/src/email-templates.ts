/**
 * E-mail templates: every e-mail the product sends is rendered from a stored template (subject, text
 * body, HTML body) written in Handlebars. Each built-in template offers the placeholders listed here,
 * with a sample value for previews and test e-mails; a template that names any other placeholder is
 * refused when it is saved. Templates an administrator adds offer the common placeholders only.
 */

/** The built-in templates, one per e-mail the product sends. */
export const EMAIL_TEMPLATE_KEYS = [
  'SIGN_IN_CODE',
  'PASSWORD_RESET',
  'WELCOME',
  'REMINDER_DIGEST',
  'REPORT_READY',
  'SUPPORT_REQUEST',
  'EMAIL_INSTRUCTIONS',
  'FACILITY_OPEN_ACTIONS_REMINDER',
  'HIGH_RISK_TERMINATION',
  'INVITATION',
  'INVITATION_CODE',
  'NEW_HIRE_REPORTED',
  'CLEARANCE_VERIFICATION_REQUEST',
  'CLEARANCE_REQUEST_SUBMITTED',
  'ENCRYPTED_MESSAGE_RECEIVED',
] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

/** A placeholder a template may use: `{{name}}`; a list is used as `{{#each name}}{{this}}{{/each}}`. */
export interface EmailPlaceholder {
  name: string;
  description: string;
  /** the value previews and test e-mails use */
  sample: string | number | boolean | string[];
}

/** Placeholders every template offers (filled by the renderer, not by the code that sends). */
export const EMAIL_COMMON_PLACEHOLDERS: readonly EmailPlaceholder[] = [
  { name: 'productName', description: 'The product name', sample: 'Clearline' },
  { name: 'publicUrl', description: 'The address of the web application', sample: 'https://clearline.example' },
];

/** The helpers a template may use besides its placeholders. */
export const EMAIL_TEMPLATE_HELPERS = ['if', 'unless', 'each'] as const;

/** Variables Handlebars itself offers inside {{#each}}. */
export const EMAIL_TEMPLATE_LOOP_VARIABLES = ['index', 'first', 'last'] as const;

export interface EmailTemplateInfo {
  label: string;
  /** when the product sends it */
  description: string;
  placeholders: readonly EmailPlaceholder[];
}

export const EMAIL_TEMPLATE_CATALOGUE: Readonly<Record<EmailTemplateKey, EmailTemplateInfo>> = {
  SIGN_IN_CODE: {
    label: 'Sign-in code',
    description: 'Sent when a user signs in and a one-time code is required.',
    placeholders: [
      { name: 'code', description: 'The one-time sign-in code', sample: '123456' },
      { name: 'minutes', description: 'How many minutes the code is valid', sample: 10 },
    ],
  },
  PASSWORD_RESET: {
    label: 'Password reset',
    description: 'Sent when a user asks to reset the password: a code and a link.',
    placeholders: [
      { name: 'code', description: 'The one-time reset code', sample: '654321' },
      { name: 'link', description: 'The link to choose a new password', sample: 'https://clearline.example/reset-password?token=sample' },
      { name: 'minutes', description: 'How many minutes the code and the link are valid', sample: 10 },
    ],
  },
  WELCOME: {
    label: 'Welcome / invitation',
    description: 'Sent to a new or re-invited user, with a link to choose the password.',
    placeholders: [
      { name: 'name', description: 'The full name of the user (the username when no name is known)', sample: 'Grace Hopper' },
      { name: 'username', description: 'The username', sample: 'ghopper' },
      { name: 'link', description: 'The link to choose the password', sample: 'https://clearline.example/reset-password?token=sample' },
      { name: 'hours', description: 'How many hours the link is valid', sample: 72 },
    ],
  },
  REMINDER_DIGEST: {
    label: 'Reminder digest',
    description: 'The daily digest of dates that fall due soon (security office and holders).',
    placeholders: [
      { name: 'tenantName', description: 'The tenant the reminders belong to', sample: 'Acme Defense' },
      { name: 'day', description: 'The day of the digest (YYYY-MM-DD)', sample: '2026-03-02' },
      { name: 'itemCount', description: 'How many items fall due, e.g. "1 item" or "3 items"', sample: '2 items' },
      {
        name: 'items',
        description: 'The reminders, one line each (a list)',
        sample: [
          'Investigation: Grace Hopper — Periodic reinvestigation on 2026-03-30',
          'Training: Alan Turing — Annual security briefing on 2026-03-15',
        ],
      },
    ],
  },
  REPORT_READY: {
    label: 'Scheduled report ready',
    description: 'Sent to the recipients of a scheduled report when it has run.',
    placeholders: [
      { name: 'scheduleName', description: 'The name of the scheduled job', sample: 'Monthly personnel' },
      { name: 'reportTitle', description: 'The title of the report', sample: 'Personnel roster' },
      { name: 'day', description: 'The day of the run (YYYY-MM-DD)', sample: '2026-03-02' },
      { name: 'parameters', description: 'The parameters given, one "Label: value" line each (a list)', sample: ['Facility: Main office'] },
      { name: 'rows', description: 'How many rows the report has', sample: 42 },
      { name: 'format', description: 'The file format', sample: 'PDF' },
      { name: 'attached', description: 'True when the file is attached to this e-mail', sample: true },
      {
        name: 'downloadUrl',
        description: 'The page that downloads the file (sign-in required)',
        sample: 'https://clearline.example/reports/runs/sample/download',
      },
      {
        name: 'historyUrl',
        description: 'The run history of the scheduled job',
        sample: 'https://clearline.example/reports/schedule-reports/sample/details',
      },
    ],
  },
  SUPPORT_REQUEST: {
    label: 'Support request',
    description: 'A support request sent to the provider’s support address.',
    placeholders: [
      { name: 'reference', description: 'The reference of the request', sample: 'req-1a2b3c' },
      { name: 'subject', description: 'The subject the user wrote', sample: 'Cannot upload a document' },
      { name: 'category', description: 'The category of the request', sample: 'OTHER' },
      { name: 'username', description: 'The user who asked', sample: 'ghopper' },
      { name: 'userId', description: 'The id of that user', sample: '00000000-0000-4000-8000-000000000001' },
      { name: 'tenant', description: 'The tenant of the user (and the impersonated one)', sample: 'Acme Defense' },
      { name: 'contactEmail', description: 'The contact e-mail given (may be empty)', sample: 'grace@acme.example' },
      { name: 'contactPhone', description: 'The contact phone given (may be empty)', sample: '555-123-4567' },
      { name: 'message', description: 'The message the user wrote', sample: 'The upload stops at 50%.' },
    ],
  },
  EMAIL_INSTRUCTIONS: {
    label: 'E-mailed instructions',
    description: 'Written instructions a security office e-mails to its people.',
    placeholders: [
      { name: 'subject', description: 'The subject the security office wrote', sample: 'Fingerprinting appointment' },
      { name: 'instructions', description: 'The instructions', sample: 'Please bring two forms of ID.' },
      { name: 'signature', description: 'The tenant’s e-mail signature (may be empty)', sample: 'Acme Security Office' },
      {
        name: 'securityOfficeContact',
        description: 'The security office e-mail and phone (may be empty)',
        sample: 'security@acme.example / 555-123-4567',
      },
    ],
  },
  FACILITY_OPEN_ACTIONS_REMINDER: {
    label: 'Open actions reminder (facility bulk action)',
    description: 'Sent by the security office from a facility to each of its people who has open actions.',
    placeholders: [
      { name: 'name', description: 'The full name of the person', sample: 'Grace Hopper' },
      { name: 'facilityName', description: 'The facility the reminder is sent from', sample: 'Huntsville Plant' },
      { name: 'actionCount', description: 'How many open actions, e.g. "1 open action" or "3 open actions"', sample: '2 open actions' },
      {
        name: 'actions',
        description: 'The open actions, one line each with the due date where there is one (a list)',
        sample: ['SF-312 Nondisclosure Agreement — due 2026-03-15', 'Annual Refresher Briefing'],
      },
      { name: 'message', description: 'The message of the security office (may be empty)', sample: 'Please finish these by Friday.' },
      { name: 'sender', description: 'Who sent the reminder', sample: 'Alan Turing' },
    ],
  },
  HIGH_RISK_TERMINATION: {
    label: 'High-risk termination',
    description: 'Sent to every FSO of the tenant at once when a termination is recorded as high risk.',
    placeholders: [
      { name: 'name', description: 'The full name of the person terminated', sample: 'Grace Hopper' },
      { name: 'terminationDate', description: 'The termination date', sample: '2026-03-15' },
      { name: 'reason', description: 'The termination reason', sample: 'High Risk' },
      { name: 'notes', description: 'The notes of the termination (may be empty)', sample: 'Escorted off site.' },
      {
        name: 'actions',
        description: 'The off-boarding open actions raised (a list)',
        sample: ['Debrief (SF-312 debriefing acknowledgement)', 'Recover badges'],
      },
      { name: 'recordedBy', description: 'Who recorded the termination', sample: 'Alan Turing' },
    ],
  },
  INVITATION: {
    label: 'Invitation',
    description: 'Sent by the security office to a new person: a link to enter their personal information without signing in.',
    placeholders: [
      { name: 'name', description: 'The full name of the invited person', sample: 'Grace Hopper' },
      {
        name: 'link',
        description: 'The invitation link (valid once)',
        sample: 'https://clearline.example.com/self-service/invite?userdata=…',
      },
      { name: 'days', description: 'How many days the link is valid', sample: 7 },
      { name: 'sender', description: 'Who sent the invitation', sample: 'Alan Turing' },
    ],
  },
  INVITATION_CODE: {
    label: 'Invitation code',
    description: 'Sent when an invitation link is opened: the one-time code that proves the mailbox.',
    placeholders: [
      { name: 'name', description: 'The full name of the invited person', sample: 'Grace Hopper' },
      { name: 'code', description: 'The one-time code', sample: '123456' },
      { name: 'minutes', description: 'How many minutes the code is valid', sample: 10 },
    ],
  },
  NEW_HIRE_REPORTED: {
    label: 'New hire reported',
    description: 'Sent to the FSOs of a facility when a new hire is reported there and waits for their review.',
    placeholders: [
      { name: 'name', description: 'The full name of the new hire', sample: 'Grace Hopper' },
      { name: 'facilityName', description: 'The facility the person was hired for', sample: 'Huntsville Plant' },
      { name: 'reportedBy', description: 'Who reported the new hire', sample: 'Alan Turing' },
      { name: 'jobTitle', description: 'The job title (may be empty)', sample: 'Systems Engineer' },
      { name: 'startDate', description: 'The start date (YYYY-MM-DD, may be empty)', sample: '2026-04-01' },
      { name: 'cleared', description: 'True when the person holds a clearance', sample: true },
      { name: 'reviewUrl', description: 'The page of pending new hires', sample: 'https://clearline.example/personnel/pending-hires' },
    ],
  },
  CLEARANCE_VERIFICATION_REQUEST: {
    label: 'Clearance verification request',
    description: 'Sent to a person whom the security office asks to confirm the details of their clearance.',
    placeholders: [
      { name: 'name', description: 'The full name of the person', sample: 'Grace Hopper' },
      { name: 'clearanceLevel', description: 'The eligibility level of the clearance on record', sample: 'Secret' },
      { name: 'expiresOn', description: 'The last day the request can be answered (YYYY-MM-DD)', sample: '2026-03-15' },
      {
        name: 'link',
        description: 'The My Portal page that answers the request',
        sample: 'https://clearline.example/my-portal/portal/clearance-verification/1',
      },
      { name: 'sender', description: 'Who sent the request', sample: 'Alan Turing' },
    ],
  },
  ENCRYPTED_MESSAGE_RECEIVED: {
    label: 'Encrypted message received',
    description:
      'Sent to each recipient of an encrypted message to the security office. It never carries the subject or the message: the recipient signs in to read it.',
    placeholders: [
      { name: 'sender', description: 'Who sent the message', sample: 'Grace Hopper' },
      { name: 'link', description: 'The page of the message (sign-in needed)', sample: 'https://clearline.example/encrypted-messages/1' },
    ],
  },
  CLEARANCE_REQUEST_SUBMITTED: {
    label: 'Clearance request submitted',
    description: 'Sent to the security office when a clearance request (initiate, re-investigate, CV/CE enrollment, …) is submitted.',
    placeholders: [
      { name: 'name', description: 'The full name of the person the request is about', sample: 'Grace Hopper' },
      { name: 'action', description: 'The action asked for', sample: 'Re-Investigate' },
      { name: 'clearanceLevel', description: 'The eligibility level of the clearance', sample: 'Top Secret' },
      { name: 'justification', description: 'Why the action is needed', sample: 'Periodic reinvestigation is due in 60 days.' },
      { name: 'neededBy', description: 'The day the action is needed by (may be empty)', sample: '2026-04-01' },
      { name: 'sender', description: 'Who submitted the request', sample: 'Alan Turing' },
    ],
  },
};

export const isBuiltInEmailTemplate = (key: string): key is EmailTemplateKey => (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(key);

/** Every placeholder a template of `key` may use: the common ones, then its own. */
export function emailPlaceholdersOf(key: string): EmailPlaceholder[] {
  return [...EMAIL_COMMON_PLACEHOLDERS, ...(isBuiltInEmailTemplate(key) ? EMAIL_TEMPLATE_CATALOGUE[key].placeholders : [])];
}

/** The sample values of a template's placeholders (previews and test e-mails). */
export function emailSampleValues(key: string): Record<string, unknown> {
  return Object.fromEntries(emailPlaceholdersOf(key).map((p) => [p.name, p.sample]));
}

/** The template fields, by their labels (the messages name them). */
export const EMAIL_TEMPLATE_FIELDS = { subject: 'Subject', textBody: 'Text Body', htmlBody: 'HTML Body' } as const;
export type EmailTemplateField = keyof typeof EMAIL_TEMPLATE_FIELDS;

/** A template key: upper-case letters, digits and underscores. */
export const EMAIL_TEMPLATE_KEY_PATTERN = /^[A-Z][A-Z0-9_]{2,63}$/;

/**
 * The forms of Handlebars that put text into an e-mail without HTML-escaping it, refused in every field of a
 * template: triple braces `{{{name}}}`, the ampersand `{{& name}}` and raw blocks `{{{{raw}}}}…{{{{/raw}}}}`.
 */
export type EmailUnescapedForm = 'TRIPLE' | 'AMPERSAND' | 'RAW_BLOCK';

/**
 * One use of such a form in a template field: as written (a raw block: its opening tag), what to write instead
 * (a raw block: its closing tag, to remove with the opening one), and its line.
 */
export interface EmailUnescapedUse {
  form: EmailUnescapedForm;
  written: string;
  instead: string;
  line: number;
}

/** "{{{link}}} on line 2, {{{code}}} on line 4" (the first five, then how many more). */
function usesOf(uses: readonly EmailUnescapedUse[]): string {
  const shown = uses.slice(0, 5).map((u) => `${u.written} on line ${u.line}`);
  if (uses.length > 5) shown.push(`${uses.length - 5} more`);
  return shown.join(', ');
}

const distinct = (values: string[]) => [...new Set(values)].join(', ');

/** The refusal of the unescaped forms found in one field: one sentence per form, naming each use and its fix. */
function unescapedRefusal(field: string, uses: readonly EmailUnescapedUse[]): string {
  const of = (form: EmailUnescapedForm) => uses.filter((u) => u.form === form);
  const sentences: string[] = [];
  const triple = of('TRIPLE');
  if (triple.length) {
    sentences.push(
      `Triple braces (${usesOf(triple)}) put values into the e-mail without escaping and are not allowed in ${field}: ` +
        `use ${distinct(triple.map((u) => u.instead))}.`,
    );
  }
  const ampersand = of('AMPERSAND');
  if (ampersand.length) {
    sentences.push(
      `An ampersand after the braces (${usesOf(ampersand)}) puts values into the e-mail without escaping and is not allowed in ${field}: ` +
        `use ${distinct(ampersand.map((u) => u.instead))}.`,
    );
  }
  const raw = of('RAW_BLOCK');
  if (raw.length) {
    sentences.push(
      `Raw blocks (${usesOf(raw)}) put their text into the e-mail without escaping and are not allowed in ${field}: ` +
        `remove ${distinct(raw.map((u) => `${u.written} and ${u.instead}`))} and keep the text between them (write \\{{ to show braces as they are).`,
    );
  }
  return sentences.join(' ');
}

export const EMAIL_TEMPLATE_MESSAGES = {
  pageTitle: 'E-mail Templates',
  keyInvalid: 'Template Key must be 3 to 64 upper-case letters, digits or underscores, starting with a letter',
  keyInUse: 'Template Key already in use',
  unknownPlaceholder: (name: string, field: string) => `Unknown placeholder {{${name}}} in ${field}`,
  syntax: (field: string, parserMessage: string) => `Template syntax error in ${field}: ${parserMessage}`,
  partialsRefused: (field: string) => `Partials are not supported in ${field}`,
  unescaped: unescapedRefusal,
  added: 'Successfully Added Email Template',
  edited: 'Successfully Edited Email Template',
  addFailed: 'Failed to Add Email Template.',
  editFailed: 'Failed to Edit Email Template.',
  attachmentAdded: 'Successfully Added Attachment',
  attachmentDeleted: 'Successfully Deleted Attachment',
  attachmentAddFailed: 'Failed to Add Attachment',
  attachmentDeleteFailed: 'Failed to Delete Attachment',
  testSent: (email: string) => `Test e-mail sent to ${email}`,
  testFailed: 'Failed to Send Test E-mail',
  noOwnEmail: 'Your account has no e-mail address to send the test to',
  previewFailed: 'The preview could not be rendered',
} as const;
