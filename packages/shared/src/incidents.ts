import type { LabelMap } from './people';

/** Incident and reportable-event types (spec 03 §3 "Incidents"). */
export const INCIDENT_TYPE = {
  FOREIGN_CONTACT: 'Foreign Contact',
  FOREIGN_TRAVEL: 'Foreign Travel',
  FOREIGN_TRAVEL_DEBRIEF: 'Foreign Travel Debrief',
  INSIDER_THREAT: 'Insider Threat',
  NETWORK_INTRUSION_CYBER_BREACH: 'Network Intrusion / Cyber Breach',
  SECURITY_VIOLATION: 'Security Violation',
  SUSPICIOUS_CONTACT: 'Suspicious Contact',
  PERSONAL_REPORT: 'Personal Report',
  ADVERSE_ACTION: 'Adverse Action',
  OTHER: 'Other',
  ENCRYPTED_MESSAGE: 'Encrypted Message',
} as const satisfies LabelMap<string>;
export type IncidentType = keyof typeof INCIDENT_TYPE;
export const INCIDENT_TYPE_VALUES = Object.freeze(Object.keys(INCIDENT_TYPE) as IncidentType[]);

/**
 * Where each type lives in the routes: `slug` is the my-portal create page
 * (`/my-portal/requests/{slug}/create`) and the reports-incidents page segment, `listPath` the
 * per-type list of the API (`GET /incidents/{listPath}`, `GET /incidents/{listPath}/{id}`), `module`
 * the creation module whose CREATE a self-report needs (spec 01 §2, 03 §7).
 */
export const INCIDENT_TYPE_ROUTES = {
  FOREIGN_CONTACT: { slug: 'foreign-contact', listPath: 'foreign-contacts', module: 'REPORT_FOREIGN_CONTACT' },
  FOREIGN_TRAVEL: { slug: 'foreign-travel-report', listPath: 'foreign-travels', module: 'REPORT_FOREIGN_TRAVEL' },
  FOREIGN_TRAVEL_DEBRIEF: { slug: 'foreign-travel-debrief', listPath: 'foreign-travel-debriefs', module: 'DEBRIEF_FOREIGN_TRAVEL' },
  INSIDER_THREAT: { slug: 'insider-threat', listPath: 'insider-threats', module: 'REPORT_THREAT' },
  NETWORK_INTRUSION_CYBER_BREACH: { slug: 'network-cyber-breach', listPath: 'network-cyberbreaches', module: 'REPORT_BREACH' },
  SECURITY_VIOLATION: { slug: 'security-violation', listPath: 'security-violations', module: 'REPORT_SECURITY_VIOLATION' },
  SUSPICIOUS_CONTACT: { slug: 'suspicious-contact', listPath: 'suspicious-contacts', module: 'REPORT_SUSPICIOUS_CONTACT' },
  PERSONAL_REPORT: { slug: 'personal-reporting-requirements', listPath: 'personnel-reports', module: 'PERSONAL_REPORTING' },
  ADVERSE_ACTION: { slug: 'adverse-action', listPath: 'adverse-actions', module: 'REPORT_ADVERSE_ACTION' },
} as const satisfies Partial<Record<IncidentType, { slug: string; listPath: string; module: string }>>;
export type SelfReportableIncidentType = keyof typeof INCIDENT_TYPE_ROUTES;

/** Life of an incident: filed, looked at by the security office, reported on to the government, closed. */
export const INCIDENT_STATUS = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  IN_REVIEW: 'In Review',
  REPORTED_TO_GOVERNMENT: 'Reported to Government',
  CLOSED: 'Closed',
} as const satisfies LabelMap<string>;
export type IncidentStatus = keyof typeof INCIDENT_STATUS;

/** Allowed status moves (server-checked); CLOSED is final. */
export const INCIDENT_STATUS_MOVES: Readonly<Record<IncidentStatus, readonly IncidentStatus[]>> = {
  DRAFT: ['SUBMITTED', 'CLOSED'],
  SUBMITTED: ['IN_REVIEW', 'REPORTED_TO_GOVERNMENT', 'CLOSED'],
  IN_REVIEW: ['SUBMITTED', 'REPORTED_TO_GOVERNMENT', 'CLOSED'],
  REPORTED_TO_GOVERNMENT: ['IN_REVIEW', 'CLOSED'],
  CLOSED: [],
};

/** Insider-threat indicator categories (spec 03 §3). */
export const INSIDER_THREAT_CATEGORY = {
  ACCESS_ATTRIBUTES: 'Access Attributes',
  PROFESSIONAL: 'Professional',
  FOREIGN: 'Foreign',
  SECURITY_INCIDENT: 'Security Incident',
  TECHNICAL: 'Technical',
  CRIMINAL: 'Criminal',
  FINANCIAL: 'Financial',
  SUBSTANCE_ABUSE: 'Substance Abuse',
  PSYCHOLOGICAL: 'Psychological',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type InsiderThreatCategory = keyof typeof INSIDER_THREAT_CATEGORY;

/** Personal-report categories (spec 03 §3; SEAD 3 reportable changes). */
export const PERSONAL_REPORT_CATEGORY = {
  PSYCHOLOGICAL: 'Psychological',
  PERSONNEL_FINANCE: 'Personal Finance',
  BEHAVIOR: 'Behavior',
  FOREIGN_AFFILIATION: 'Foreign Affiliation',
  MEDIA_CONTACT: 'Media Contact',
  CRIMINAL_ACTIVITY: 'Criminal Activity',
  TREATMENT: 'Treatment',
  NAME_CHANGE: 'Name Change',
  SSN_CHANGE: 'SSN Change',
  CITIZENSHIP_CHANGE: 'Citizenship Change',
  PERSONNEL_STATUS: 'Personnel Status',
  MARITAL_STATUS: 'Marital Status',
  ADOPTION: 'Adoption',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type PersonalReportCategory = keyof typeof PERSONAL_REPORT_CATEGORY;

/** Travel advisory levels an FSO keeps per country (the four levels of the State Department scale). */
export const TRAVEL_ADVISORY_LEVEL = {
  1: 'Level 1: Exercise Normal Precautions',
  2: 'Level 2: Exercise Increased Caution',
  3: 'Level 3: Reconsider Travel',
  4: 'Level 4: Do Not Travel',
} as const;
export type TravelAdvisoryLevel = 1 | 2 | 3 | 4;

// ---------------------------------------------------------------------------------------------
// Foreign travel, its debrief and travel advisories
// ---------------------------------------------------------------------------------------------

/** Why a person travels abroad (official travel is on the company's or the government's business). */
export const FOREIGN_TRAVEL_TYPE = {
  OFFICIAL: 'Official',
  PERSONAL: 'Personal',
} as const satisfies LabelMap<string>;
export type ForeignTravelType = keyof typeof FOREIGN_TRAVEL_TYPE;

/** Limits of one travel report. */
export const FOREIGN_TRAVEL_MAX_DESTINATIONS = 20;
export const FOREIGN_TRAVEL_MAX_EMERGENCY_CONTACTS = 5;

/**
 * A traveller is debriefed within five business days (Monday to Friday) after the return date: the
 * security office then still remembers the trip's contacts while they can be acted on (SEAD 3, 32 CFR
 * 117.8(c)). The due date is kept with the travel (incident.debrief_due_date).
 */
export const DEBRIEF_DUE_BUSINESS_DAYS = 5;

/** The debrief due date of a travel returning on `returnDate` (YYYY-MM-DD): that many business days later. */
export function debriefDueDateOf(returnDate: string, businessDays = DEBRIEF_DUE_BUSINESS_DAYS): string {
  const d = new Date(`${returnDate}T00:00:00Z`);
  let left = businessDays;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}

/** Travel statuses in which the debrief falls due (filed and not closed). */
export const FOREIGN_TRAVEL_DEBRIEF_DUE_STATUSES: readonly IncidentStatus[] = ['SUBMITTED', 'IN_REVIEW', 'REPORTED_TO_GOVERNMENT'];

/** A debrief counts as filed (the travel is debriefed) once it leaves DRAFT. */
export const DEBRIEF_FILED_STATUSES: readonly IncidentStatus[] = ['SUBMITTED', 'IN_REVIEW', 'REPORTED_TO_GOVERNMENT', 'CLOSED'];

/** Source key of the "Debrief foreign travel" open action of a travel and due date (the debrief reminder's own key). */
export const travelDebriefActionKey = (travelId: string, dueDate: string) => `reminder:FOREIGN_TRAVEL_DEBRIEF:${travelId}:${dueDate}`;

/** Labels and messages of foreign travel reports and debriefs. */
export const FOREIGN_TRAVEL_MESSAGES = {
  labels: {
    departureDate: 'Departure Date',
    returnDate: 'Return Date',
    travelType: 'Travel Type',
    purpose: 'Purpose of Travel',
    carrierItinerary: 'Carrier and Itinerary',
    preTravelBriefAcknowledged: 'Pre-Travel Brief Acknowledged',
    preTravelBriefDate: 'Pre-Travel Brief Date',
    destinations: 'Destinations',
    emergencyContacts: 'Emergency Contacts',
    countryId: 'Country',
    cities: 'Cities',
    arrivalDate: 'Arrival Date',
    destinationDepartureDate: 'Departure from Country',
    destinationPurpose: 'Purpose of Visit',
    lodging: 'Lodging',
    fullName: 'Full Name',
    relationship: 'Relationship',
    phone: 'Phone',
    email: 'Email Address',
    contactCountryId: 'Country of Residence',
    debriefDueDate: 'Debrief Due Date',
  },
  returnBeforeDeparture: 'Return Date must not be before Departure Date',
  briefRequired: 'The pre-travel security brief must be acknowledged before the foreign travel is submitted',
  briefDateRequired: 'Pre-Travel Brief Date is required when the brief is acknowledged',
  briefDateAfterDeparture: 'Pre-Travel Brief Date must not be after Departure Date',
  atLeastOneDestination: 'At least one destination is required',
  tooManyDestinations: `At most ${FOREIGN_TRAVEL_MAX_DESTINATIONS} destinations are allowed`,
  tooManyContacts: `At most ${FOREIGN_TRAVEL_MAX_EMERGENCY_CONTACTS} emergency contacts are allowed`,
  destinationRow: (n: number) => `Destination ${n}`,
  contactRow: (n: number) => `Emergency Contact ${n}`,
  domesticDestination: (n: number) => `Destination ${n}: a foreign travel destination must be outside the United States`,
  destinationOutsideTrip: (n: number, from: string, to: string) =>
    `Destination ${n}: Arrival Date and Departure from Country must be within the trip (${from} to ${to})`,
  destinationDepartsBeforeArrival: (n: number) => `Destination ${n}: Departure from Country must not be before Arrival Date`,
  phoneInvalid: 'Phone is not valid (digits, spaces, +, -, . and parentheses, 7 to 25 characters)',
  actionTitle: 'Debrief foreign travel',
  actionDescription: (name: string, countries: string, returnDate: string, due: string) =>
    `${name} returned from foreign travel (${countries}) on ${returnDate}; the debrief is due by ${due}.`,
  actionCompletedNote: (debriefDate: string) => `Debrief filed (debriefed on ${debriefDate}).`,
  actionClosedNote: 'The travel was withdrawn, closed or its return date changed.',
  deleteDebriefFirst: 'This foreign travel has a debrief; delete the debrief first',
} as const;

/** Labels and messages of a foreign travel debrief (the questions of a post-travel security debrief). */
export const FOREIGN_TRAVEL_DEBRIEF_MESSAGES = {
  labels: {
    foreignTravelId: 'Foreign Travel',
    debriefDate: 'Debrief Date',
    contactWithForeignNationals: 'Had contact with foreign nationals beyond incidental contact',
    foreignNationalContactDetails: 'Foreign National Contacts',
    attemptsToObtainInformation: 'Was asked about work, clearance or protected information',
    attemptsToObtainInformationDetails: 'Attempts to Obtain Information',
    unusualIncidents: 'Was questioned, detained, searched, harassed or offered inducements',
    unusualIncidentsDetails: 'Unusual Incidents',
    lostOrStolenItems: 'Lost or had stolen a passport, device or document',
    lostOrStolenItemsDetails: 'Lost or Stolen Items',
    devicesOutOfControl: 'Electronic devices were out of your control or inspected',
    devicesOutOfControlDetails: 'Device Details',
    itineraryChanged: 'Visited countries or places not in the travel report',
    itineraryChangeDetails: 'Itinerary Changes',
    additionalComments: 'Additional Comments',
  },
  detailsRequired: (question: string) => `${question}: describe what happened`,
  travelNotFound: (id: string) => `Foreign Travel ${id} was not found`,
  travelOfAnotherPerson: 'The foreign travel must be one of the same person',
  travelNotFiled: 'The foreign travel must be submitted before it is debriefed',
  alreadyDebriefed: 'This foreign travel has already been debriefed',
  debriefBeforeReturn: 'Debrief Date must not be before the travel’s Return Date',
  travelFixed: 'The foreign travel of a debrief cannot be changed; delete the debrief and file a new one',
} as const;

/** The yes/no questions of a debrief and the field that describes a yes. */
export const FOREIGN_TRAVEL_DEBRIEF_QUESTIONS = [
  ['contactWithForeignNationals', 'foreignNationalContactDetails'],
  ['attemptsToObtainInformation', 'attemptsToObtainInformationDetails'],
  ['unusualIncidents', 'unusualIncidentsDetails'],
  ['lostOrStolenItems', 'lostOrStolenItemsDetails'],
  ['devicesOutOfControl', 'devicesOutOfControlDetails'],
  ['itineraryChanged', 'itineraryChangeDetails'],
] as const;

/** Labels and messages of the travel advisories the security office keeps per country (tenant master data). */
export const TRAVEL_ADVISORY_MESSAGES = {
  title: 'Travel Advisories',
  /** the item of the add/edit/delete dialogs and toasts ("Successfully Added Travel Advisory") */
  item: 'Travel Advisory',
  untilFurtherNotice: 'Until further notice',
  labels: {
    countryId: 'Country',
    advisoryLevel: 'Advisory Level',
    effectiveFrom: 'Effective From',
    effectiveTo: 'Effective To',
    summary: 'Summary',
  },
  toEarlierThanFrom: 'Effective To must not be before Effective From',
  overlap: (country: string, from: string, to: string | null) =>
    `A travel advisory for ${country} is already in effect from ${from}${to ? ` to ${to}` : ' with no end date'}; adjust its dates first`,
  lookupRange: 'startDate must not be after endDate',
} as const;
/**
 * Encrypted messages (spec 01 §2 "encrypted-messages", 03 §7): an employee writes to the security office;
 * subject and body are stored as one AES-256-GCM ciphertext and read only by the sender and the recipients
 * fixed on the message when it was sent (the tenant's users holding UPDATE on Reports & Incidents).
 */
export const ENCRYPTED_MESSAGE_DIRECTION = {
  SENT: 'Sent',
  RECEIVED: 'Received',
} as const satisfies LabelMap<string>;
export type EncryptedMessageDirection = keyof typeof ENCRYPTED_MESSAGE_DIRECTION;

export const ENCRYPTED_MESSAGE_MESSAGES = {
  title: 'Encrypted Messages',
  create: 'Send Encrypted Message',
  send: 'Send',
  subject: 'Subject',
  message: 'Message',
  from: 'From',
  to: 'To',
  sent: 'Sent',
  read: 'Read',
  unread: 'Unread',
  direction: 'Direction',
  status: 'Status',
  securityOffice: 'Security Office',
  me: 'Me',
  listHint: 'Subjects and messages are shown only when you open a message; each opening is recorded.',
  readBy: 'Read by',
  notReadYet: 'Not read yet',
  inbox: 'Inbox',
  noMessages: 'You have no encrypted messages.',
  intro:
    'Write to the security office. Your subject and message are encrypted when stored and only you and the security office staff who receive encrypted messages can read them.',
  sentToast: 'Encrypted message sent to the security office',
  noRecipients:
    'No one in your organization can receive encrypted messages yet: the security office needs a user whose role grants Update on Reports & Incidents. Contact your security officer.',
  unreadable: 'This message cannot be decrypted. Contact your administrator.',
} as const;

// ------------------------------------------------------------------------------------------------
// Incidents core: questionnaires, deadlines, messages
// ------------------------------------------------------------------------------------------------

/** One question of a type's questionnaire; the answer is kept in `incident.answers[id]`. */
export interface IncidentQuestionDefinition {
  id: string;
  text: string;
  /** YES_NO: true/false; TEXT: at most 4000 characters; DATE: YYYY-MM-DD */
  kind: 'YES_NO' | 'TEXT' | 'DATE';
  /** must be answered once the incident leaves DRAFT */
  required: boolean;
}

const q = (id: string, text: string, kind: IncidentQuestionDefinition['kind'], required = false): IncidentQuestionDefinition => ({
  id,
  text,
  kind,
  required,
});

/**
 * The questionnaire of each type (SEAD 3 reporting requirements, 32 CFR 117.8(c)). The web shows them on
 * the create page; `GET /incidents/{id}/questions` answers them with the stored answers.
 */
export const INCIDENT_QUESTIONS: Readonly<Partial<Record<IncidentType, readonly IncidentQuestionDefinition[]>>> = {
  FOREIGN_CONTACT: [
    q('FC_CONTINUING', 'Is the contact continuing (close and continuing association)?', 'YES_NO', true),
    q(
      'FC_GOVERNMENT_LINK',
      'Do you know or suspect the foreign national is affiliated with a foreign government, military or intelligence service?',
      'YES_NO',
      true,
    ),
    q('FC_GIFTS', 'Were gifts, money or favors offered or accepted?', 'YES_NO'),
    q('FC_OTHERS_AWARE', 'Who else knows about the relationship?', 'TEXT'),
  ],
  INSIDER_THREAT: [
    q('IT_OBSERVED_DIRECTLY', 'Did you observe the behavior yourself?', 'YES_NO', true),
    q('IT_ONGOING', 'Is the behavior ongoing?', 'YES_NO', true),
    q('IT_CLASSIFIED_ACCESS', 'Does the individual have access to classified information or systems?', 'YES_NO'),
    q('IT_WITNESSES', 'Who else witnessed it?', 'TEXT'),
  ],
  NETWORK_INTRUSION_CYBER_BREACH: [
    q('CY_CUI_EXFILTRATED', 'Is there evidence that covered defense information was exfiltrated?', 'YES_NO', true),
    q('CY_MEDIA_PRESERVED', 'Have images of the affected systems been preserved for 90 days (DFARS 252.204-7012(e))?', 'YES_NO', true),
    q('CY_MALWARE_ISOLATED', 'Was malicious software isolated and kept for submission to the DoD Cyber Crime Center?', 'YES_NO'),
    q('CY_ATTACK_VECTOR', 'How did the intruder gain access (attack vector)?', 'TEXT'),
  ],
  SECURITY_VIOLATION: [
    q('SV_CONTAINED', 'Has the classified information been secured and the violation stopped?', 'YES_NO', true),
    q('SV_UNAUTHORIZED_ACCESS', 'Could an unauthorized person have had access to the information?', 'YES_NO', true),
    q('SV_GCA_NOTIFIED', 'Has the government contracting activity been notified?', 'YES_NO'),
    q('SV_CORRECTIVE_ACTION', 'What corrective action was taken?', 'TEXT'),
  ],
  SUSPICIOUS_CONTACT: [
    q('SC_ASKED_CLASSIFIED', 'Did the person ask for classified or export-controlled information?', 'YES_NO', true),
    q('SC_REPEATED', 'Has this person contacted you or your colleagues before?', 'YES_NO', true),
    q('SC_RESPONSE', 'How did you respond?', 'TEXT'),
  ],
  PERSONAL_REPORT: [
    q('PR_CHANGE_DATE', 'On what date did the change or event occur?', 'DATE', true),
    q('PR_AFFECTS_CLEARANCE', 'Could the event affect your ability to protect classified information?', 'YES_NO'),
    q('PR_EXPLANATION', 'Explain the circumstances', 'TEXT'),
  ],
  ADVERSE_ACTION: [
    q('AA_DISCIPLINARY', 'Did the information lead to disciplinary action by the company?', 'YES_NO', true),
    q('AA_ACCESS_SUSPENDED', 'Has the individual’s access to classified information been suspended?', 'YES_NO'),
    q('AA_REPORTED_DISS', 'Date the adverse information was reported in DISS', 'DATE'),
  ],
  OTHER: [q('OT_FOLLOW_UP', 'Does the security office need to follow up with you?', 'YES_NO')],
};

/** Deadline rules of the security office (documented on the API; the server derives the due times). */
export const INCIDENT_DEADLINES = {
  /** DFARS 252.204-7012(c): a cyber incident is reported to DoD (DIBNet) within 72 hours of its discovery */
  CYBER_REPORT_HOURS: 72,
  /** 32 CFR 117.8(d): a security violation's initial report to the cognizant security agency, 24 hours after discovery */
  VIOLATION_INITIAL_REPORT_HOURS: 24,
  /** the final report (the completed administrative inquiry), 30 days after discovery */
  VIOLATION_FINAL_REPORT_DAYS: 30,
} as const;

/** The deadlines an incident carries, as open actions and reminders (ledger kinds). */
export const INCIDENT_DEADLINE_KIND = {
  INITIAL_REPORT: 'Initial report due',
  FINAL_REPORT: 'Final report due',
} as const satisfies LabelMap<string>;
export type IncidentDeadlineKind = keyof typeof INCIDENT_DEADLINE_KIND;

/** The open action key of an incident's deadline (one per incident, deadline and due day). */
export const incidentDeadlineActionKey = (kind: IncidentDeadlineKind, incidentId: string, dueDay: string): string =>
  `reminder:INCIDENT_${kind}:${incidentId}:${dueDay}`;

/**
 * The name of a report of a type, from the type's label: "Foreign Travel Report", and "Personal Report" for a
 * label that already says so (never "Personal Report Report").
 */
export const reportName = (type: string): string => (/\breport$/i.test(type.trim()) ? type.trim() : `${type} Report`);

/** The plural of reportName: "Foreign Travel reports", "Personal Reports". */
export const reportsName = (type: string): string => (/\breport$/i.test(type.trim()) ? `${type.trim()}s` : `${type} reports`);

export const INCIDENT_MESSAGES = {
  listTitle: 'Reports & Incidents',
  created: (type: string) => `Successfully Created ${type}`,
  updated: (type: string) => `Successfully Updated ${type}`,
  deleted: (type: string) => `Successfully Deleted ${type}`,
  // server answers (not worded by the spec)
  typeNotFiledHere: (type: string) => `${reportsName(type)} are not filed through this form.`,
  typeNotEditable: 'The type of an incident cannot be changed. Delete it and file a new one.',
  categoryRequired: 'Category is required',
  categoryNotUsed: (type: string) => `${reportsName(type)} have no category.`,
  badMove: (from: string, to: string) => `An incident cannot move from ${from} to ${to}.`,
  createStatus: 'A new incident starts as Draft or Submitted.',
  selfReportStatus: 'A report you file yourself is saved as a draft (status Draft) or submitted to the security office (status Submitted).',
  closed: 'The incident is closed and can no longer be changed.',
  notDeletable: 'An incident reported to the government or closed is kept on record and cannot be deleted.',
  governmentReferenceRequired: 'Government Reference is required to mark the incident Reported to Government',
  unknownQuestion: (id: string, type: string) => `Question ${id} is not one of the questions of ${reportsName(type)}.`,
  answerRequired: (text: string) => `Answer the question: ${text}`,
  answerYesNo: (text: string) => `The answer to "${text}" must be yes or no.`,
  answerText: (text: string) => `The answer to "${text}" must be text of at most 4000 characters.`,
  answerDate: (text: string) => `The answer to "${text}" must be a date (YYYY-MM-DD).`,
  facilityRequired: (type: string) => `Facility is required: the deadlines of ${type} reports are the facility's.`,
  notOwnPerson: 'Report for yourself: the person of a self-reported incident is your own personnel record.',
  dateInFuture: (label: string) => `${label} cannot be in the future.`,
  dateOrder: (later: string, earlier: string) => `${later} cannot be before ${earlier}.`,
  notAnIncidentDocument: (id: string) => `Document ${id} was not found`,
  reportHidden: (type: string) => `Your organization does not take ${reportsName(type)} on My Portal.`,
  selfReportFiled: 'This report was submitted to the security office and can no longer be changed here. Contact your security officer.',
  officerFieldsOnly: 'Government Reference and the report filing times are kept by the security office; leave them out of your own report.',
} as const;

/** Foreign contact: how the reporter knows the foreign national (SEAD 3 §F). */
export const FOREIGN_CONTACT_RELATIONSHIP = {
  FAMILY: 'Family Member',
  ROMANTIC: 'Romantic',
  FRIEND: 'Friend',
  PROFESSIONAL: 'Professional / Business',
  ACQUAINTANCE: 'Acquaintance',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type ForeignContactRelationship = keyof typeof FOREIGN_CONTACT_RELATIONSHIP;

/** How often the reporter is in contact. */
export const CONTACT_FREQUENCY = {
  ONCE: 'Once',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  ANNUALLY: 'Annually',
  OCCASIONALLY: 'Occasionally',
} as const satisfies LabelMap<string>;
export type ContactFrequency = keyof typeof CONTACT_FREQUENCY;

/** Means of a contact. */
export const CONTACT_MEANS = {
  IN_PERSON: 'In Person',
  PHONE: 'Phone',
  EMAIL: 'E-mail',
  SOCIAL_MEDIA: 'Social Media',
  VIDEO: 'Video Call',
  MAIL: 'Mail',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type ContactMeans = keyof typeof CONTACT_MEANS;

/** Classification level of the information in a security violation. */
export const VIOLATION_CLASSIFICATION = {
  CONFIDENTIAL: 'Confidential',
  SECRET: 'Secret',
  TOP_SECRET: 'Top Secret',
} as const satisfies LabelMap<string>;
export type ViolationClassification = keyof typeof VIOLATION_CLASSIFICATION;

/** 32 CFR 117.8(d): what the inquiry concluded (or suspects) about the classified information. */
export const VIOLATION_OUTCOME = {
  LOSS: 'Loss',
  COMPROMISE: 'Compromise',
  SUSPECTED_COMPROMISE: 'Suspected Compromise',
  NO_COMPROMISE: 'No Loss or Compromise',
  UNDETERMINED: 'Not Yet Determined',
} as const satisfies LabelMap<string>;
export type ViolationOutcome = keyof typeof VIOLATION_OUTCOME;

/** Adverse information (32 CFR 117.8(c)(1)): its nature. */
export const ADVERSE_ACTION_NATURE = {
  CRIMINAL: 'Criminal Conduct',
  FINANCIAL: 'Financial',
  ALCOHOL_DRUGS: 'Alcohol or Drug Use',
  MISCONDUCT: 'Personal Conduct',
  SECURITY: 'Handling of Protected Information',
  FOREIGN_INFLUENCE: 'Foreign Influence',
  PSYCHOLOGICAL: 'Psychological Conditions',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type AdverseActionNature = keyof typeof ADVERSE_ACTION_NATURE;

/** Where the adverse information came from. */
export const ADVERSE_ACTION_SOURCE = {
  SUPERVISOR: 'Supervisor',
  COWORKER: 'Coworker',
  SELF: 'The Individual',
  LAW_ENFORCEMENT: 'Law Enforcement',
  PUBLIC_RECORD: 'Public Record',
  MEDIA: 'Media',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type AdverseActionSource = keyof typeof ADVERSE_ACTION_SOURCE;
/** The detail pages of an incident, under `/reports-incidents/{slug}/{id}/` and `/my-portal/requests/{slug}/{id}/` (path segment: label). */
export const INCIDENT_TABS = { general: 'General', document: 'Documents' } as const satisfies LabelMap<string>;
export type IncidentTab = keyof typeof INCIDENT_TABS;

/** Colour of each status chip (MUI palette names). */
export const INCIDENT_STATUS_COLOR = {
  DRAFT: 'default',
  SUBMITTED: 'warning',
  IN_REVIEW: 'info',
  REPORTED_TO_GOVERNMENT: 'primary',
  CLOSED: 'success',
} as const satisfies Record<IncidentStatus, string>;

/** The button that moves an incident to each status (back to Submitted from a later status: 'Return to Submitted'). */
export const INCIDENT_STATUS_MOVE_LABEL = {
  DRAFT: 'Back to Draft',
  SUBMITTED: 'Submit',
  RETURN_TO_SUBMITTED: 'Return to Submitted',
  IN_REVIEW: 'Start Review',
  REPORTED_TO_GOVERNMENT: 'Mark Reported to Government',
  CLOSED: 'Close',
} as const satisfies Record<IncidentStatus | 'RETURN_TO_SUBMITTED', string>;

/** Texts of the incident pages (list, create, general, document, My Portal, dashboard tiles). */
export const INCIDENT_PAGE_MESSAGES = {
  newReport: 'New Report',
  createTitle: (type: string) => `New ${reportName(type)}`,
  detailTitle: (type: string) => reportName(type),
  statusChanged: (status: string) => `Status changed to ${status}`,
  confirmMove: (from: string, to: string) => `Move this report from ${from} to ${to}?`,
  deleteReport: 'Delete Report',
  createFailed: 'Failed To File Report',
  notAllowed: (type: string) => `You are not permitted to file ${reportsName(type)}. Ask your security officer.`,
  updateFailed: 'Failed To Update Report',
  deleteFailed: 'Failed To Delete Report',
  deadlines: 'Reporting Deadlines',
  initialReportDue: 'Initial Report Due',
  initialReportMade: 'Initial Report Made',
  finalReportDue: 'Final Report Due',
  finalReportMade: 'Final Report Made',
  debriefDue: 'Debrief Due',
  overdue: 'Overdue',
  due: 'Due',
  debriefFiled: (status: string) => `Debrief filed (${status})`,
  notMade: 'Not made yet',
  questions: 'Questions',
  noQuestions: 'This report type has no questions.',
  documents: 'Documents',
  noDocuments: 'No documents are attached to this report.',
  documentAdded: (name: string) => `Successfully Uploaded ${name}`,
  documentDeleted: (name: string) => `Successfully Deleted ${name}`,
  uploadFailed: 'Failed To Upload Document',
  addDestination: 'Add Destination',
  addContact: 'Add Emergency Contact',
  advisoryFor: (country: string) => `Travel Advisory for ${country}`,
  advisoryNone: 'No travel advisory is on file for this country and these dates.',
  advisoryLookupFailed: 'The travel advisory could not be looked up.',
  myReports: 'My Reports',
  noMyReports: 'You have not filed any reports.',
  myReportsIntro: 'The reports you filed with the security office and where each stands.',
  fileReport: 'File a Report',
  foreignTravel: 'Foreign Travel',
  noForeignTravel: 'No foreign travel reported.',
  reportsPastDeadline: 'Reports Past Deadline',
  reportsPastDeadlineHint: 'Initial or final reports to the government not made by their deadline',
  debriefsDue: 'Debriefs Due',
  debriefsDueHint: 'Foreign travel returned without a debrief',
  debriefsOverdue: (n: number) => `${n} past the due date`,
  openByType: 'Open Incidents by Type',
  openByTypeHint: 'Reports not closed yet',
  noOpenIncidents: 'There are no open reports.',
  saveDraft: 'Save Draft',
  submitReport: 'Submit Report',
  draftSaved: (type: string) => `Successfully Saved ${reportName(type)} As Draft`,
  submitted: (type: string) => `Successfully Submitted ${reportName(type)}`,
  draftNotice: 'This report is a draft: the security office acts on it once you submit it. Complete it and submit it when it is ready.',
} as const;

/** The title and description of the open action of an incident's deadline (raised by the server and the demo data alike). */
export function incidentDeadlineAction(
  kind: IncidentDeadlineKind,
  type: IncidentType,
  title: string | null,
  due: Date,
): { title: string; description: string } {
  const label = INCIDENT_TYPE[type];
  return {
    title: `${INCIDENT_DEADLINE_KIND[kind]}: ${label}${title ? ` — ${title}` : ''}`,
    description: `The ${kind === 'INITIAL_REPORT' ? 'initial' : 'final'} report of this ${label} incident is due by ${due
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ')} UTC.`,
  };
}
