import type { LabelMap } from './people';

/**
 * My Portal (spec 01 §2 "my-portal", module SELF_SERVICE, refused while impersonating): the employee's own
 * personnel record, clearances, documents and annual training, open actions, announcements, points of
 * contact, FAQs and the reports the tenant lets employees file.
 */

/** The tabs of My Portal, in order (path segment: label). */
export const MY_PORTAL_TAB = {
  portal: 'Portal',
  personal: 'Personal',
  clearance: 'Clearance',
  documents: 'Documents',
  faqs: 'FAQs',
  requests: 'Requests',
} as const satisfies LabelMap<string>;
export type MyPortalTab = keyof typeof MY_PORTAL_TAB;
export const MY_PORTAL_TAB_VALUES = Object.keys(MY_PORTAL_TAB) as MyPortalTab[];

/**
 * The reports an employee files from My Portal: the tenant's Reports setting (MY_PORTAL_<key>) shows or
 * hides each; filing one needs CREATE on its module; `path` is its create page under /my-portal/requests.
 */
export const MY_PORTAL_REPORTS = [
  { key: 'FOREIGN_CONTACT', module: 'REPORT_FOREIGN_CONTACT', path: 'foreign-contact' },
  { key: 'FOREIGN_TRAVEL', module: 'REPORT_FOREIGN_TRAVEL', path: 'foreign-travel-report' },
  { key: 'FOREIGN_TRAVEL_DEBRIEF', module: 'DEBRIEF_FOREIGN_TRAVEL', path: 'foreign-travel-debrief' },
  { key: 'NETWORK_CYBER_BREACH', module: 'REPORT_BREACH', path: 'network-cyber-breach' },
  { key: 'INSIDER_THREAT', module: 'REPORT_THREAT', path: 'insider-threat' },
  { key: 'SECURITY_VIOLATION', module: 'REPORT_SECURITY_VIOLATION', path: 'security-violation' },
  { key: 'PERSONAL_REPORTING', module: 'PERSONAL_REPORTING', path: 'personal-reporting-requirements' },
  { key: 'ADVERSE_ACTION', module: 'REPORT_ADVERSE_ACTION', path: 'adverse-action' },
  { key: 'SUSPICIOUS_CONTACT', module: 'REPORT_SUSPICIOUS_CONTACT', path: 'suspicious-contact' },
] as const;
export type MyPortalReportKey = (typeof MY_PORTAL_REPORTS)[number]['key'];
export const MY_PORTAL_REPORT_KEYS = MY_PORTAL_REPORTS.map((r) => r.key) as MyPortalReportKey[];

/** The fields of a personnel document an employee gives when uploading their own document. */
export const MY_DOCUMENT_FIELDS = ['titleId', 'dateSigned'] as const;

export const MY_PORTAL_MESSAGES = {
  title: 'My Portal',
  impersonating: 'My Portal is not available while impersonating a tenant.',
  noPersonnelRecord: 'Your user account is not linked to a personnel record. Ask your security officer to link it.',
  myOpenActions: 'My Open Actions',
  noOpenActions: 'You have no open actions.',
  announcements: 'Announcements',
  noAnnouncements: 'There are no announcements.',
  pointsOfContact: 'Points of Contact',
  noPointsOfContact: 'Your organization has not named points of contact yet.',
  reports: 'Reports',
  reportsIntro: 'Report an event the security office must know about.',
  noReports: 'Your organization shows no reports on My Portal.',
  downloads: 'Downloads',
  noDownloads: 'There are no downloads for you.',
  myRecord: 'My Record',
  myContacts: 'My Contacts',
  contactsIntro: 'Keep your home address, phone numbers and emergency contacts current. The security office maintains everything else.',
  addContact: 'Add Contact',
  removeContact: 'Remove',
  saveContacts: 'Save Contacts',
  clearances: 'Clearances',
  investigations: 'Investigations',
  specialAccesses: 'Special Accesses',
  polygraphs: 'Polygraphs',
  briefings: 'Briefings',
  noRecords: 'None on record.',
  myDocuments: 'My Documents',
  annualTraining: 'Annual Training',
  annualTrainingDone: (date: string) => `Completed on ${date}`,
  annualTrainingDue: 'Not completed in the last 12 months: upload your signed annual refresher briefing.',
  annualTrainingNotRequired: 'Annual training is required of cleared personnel only.',
  uploadDocument: 'Upload Document',
  chooseFile: 'Choose File',
  uploadAnnualTraining: 'Upload Completed Training',
  uploaded: (title: string) => `Successfully Uploaded ${title}`,
  uploadFailed: 'Failed To Upload Document',
  fileRequired: 'File is required',
  onlyOwnFields: 'Only Document Title and Date Signed may be given for your own document',
  faqs: 'Frequently Asked Questions',
  noFaqs: 'There are no frequently asked questions for you.',
  myRequests: 'My Requests',
  requestsIntro: 'The actions the security office asked of you, open and done.',
  noRequests: 'You have no requests.',
} as const;

/**
 * The open actions on a person that the person does themselves, by what raised them (the start of the action's source
 * key), each with the My Portal page where it is done (`rest`: the source key after the prefix). An action without a
 * source is a request the security office addressed to the person by hand (return a badge): theirs too, done outside
 * the product. Every other action on a person's record is the security office's (a visit request to process, an
 * off-boarding step, a badge to renew): My Portal and the person's own dashboard do not list those as the person's.
 */
export const OWN_ACTIONS: ReadonlyArray<{ prefix: string; page: (rest: string) => string }> = [
  // the clearance verification the security office sent: the person answers it (spec 02: /my-portal/portal/clearance-verification/{requestId})
  { prefix: 'clearance-verification:', page: (rest) => `/my-portal/portal/clearance-verification/${rest}` },
  // a required document not uploaded: the person uploads it from their documents
  { prefix: 'missing-doc:', page: () => '/my-portal/documents' },
  // the annual refresher training: the signed certificate is uploaded from the documents tab's Annual Training
  { prefix: 'reminder:ANNUAL_TRAINING:', page: () => '/my-portal/documents' },
  // the debrief of a foreign travel: filed by the traveller
  { prefix: 'reminder:FOREIGN_TRAVEL_DEBRIEF:', page: () => '/my-portal/requests/foreign-travel-debrief/create' },
];

/** Whether the action raised by `sourceKey` (null: addressed by hand) is one its person does themselves. */
export const isOwnAction = (sourceKey: string | null | undefined): boolean =>
  !sourceKey || OWN_ACTIONS.some((a) => sourceKey.startsWith(a.prefix));

/** The My Portal page where the person does the action raised by `sourceKey`; null when there is none (or it is not theirs). */
export function ownActionPage(sourceKey: string | null | undefined): string | null {
  const own = sourceKey ? OWN_ACTIONS.find((a) => sourceKey.startsWith(a.prefix)) : undefined;
  return own ? own.page(sourceKey!.slice(own.prefix.length)) : null;
}
