import { DEFAULT_COUNTRY_ID } from './list';
import type { LabelMap } from './people';

/** Visit kinds (spec 03 §3 "Visits"). */
export const VISIT_KIND = {
  OUTGOING: 'Outgoing',
  INCOMING: 'Incoming',
  FOCI: 'FOCI',
} as const satisfies LabelMap<string>;
export type VisitKind = keyof typeof VISIT_KIND;

/**
 * Visit status: starts at DRAFT (spec 03 §4); the other states are the ones a visit request goes
 * through with the host's security office or the government system.
 */
export const VISIT_STATUS = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  DENIED: 'Denied',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
  EXPIRED: 'Expired',
} as const satisfies LabelMap<string>;
export type VisitStatus = keyof typeof VISIT_STATUS;

/** Allowed status moves (server-checked). DENIED, CANCELLED, COMPLETED and EXPIRED are final, except a denied request may be corrected as a new draft. */
export const VISIT_STATUS_MOVES: Readonly<Record<VisitStatus, readonly VisitStatus[]>> = {
  DRAFT: ['SUBMITTED', 'CANCELLED'],
  SUBMITTED: ['APPROVED', 'DENIED', 'CANCELLED', 'DRAFT'],
  APPROVED: ['COMPLETED', 'CANCELLED', 'EXPIRED'],
  DENIED: ['DRAFT'],
  CANCELLED: [],
  COMPLETED: [],
  EXPIRED: [],
};

/** How an outgoing visit request is sent (spec 03 §3). */
export const VISIT_SUBMISSION_METHOD = {
  DISS: 'DISS',
  ACCS: 'ACCS',
  EMAIL: 'E-mail',
  FAX: 'Fax',
} as const satisfies LabelMap<string>;
export type VisitSubmissionMethod = keyof typeof VISIT_SUBMISSION_METHOD;

/** Durations of a permanent visit certification, with their years (spec 03 §3). */
export const PERM_CERTIFICATION_DURATION = {
  ONE_YEAR: '1 Year',
  TWO_YEARS: '2 Years',
  THREE_YEARS: '3 Years',
  FIVE_YEARS: '5 Years',
  SEVEN_YEARS: '7 Years',
  TEN_YEARS: '10 Years',
} as const satisfies LabelMap<string>;
export type PermCertificationDuration = keyof typeof PERM_CERTIFICATION_DURATION;
export const PERM_CERTIFICATION_YEARS: Readonly<Record<PermCertificationDuration, number>> = {
  ONE_YEAR: 1,
  TWO_YEARS: 2,
  THREE_YEARS: 3,
  FIVE_YEARS: 5,
  SEVEN_YEARS: 7,
  TEN_YEARS: 10,
};

/** Review state of a visit document (default NEEDS_REVIEW, spec 03 §3). */
export const VISIT_DOCUMENT_STATUS = {
  NEEDS_REVIEW: 'Needs Review',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
} as const satisfies LabelMap<string>;
export type VisitDocumentStatus = keyof typeof VISIT_DOCUMENT_STATUS;

/** Tabs of the visit detail pages (spec 03 §2 "Visits"). */
export const INCOMING_VISIT_TABS = { 'visit-information': 'Visit Information', documents: 'Documents' } as const;
export const OUTGOING_VISIT_TABS = {
  'visit-information': 'Visit Information',
  assignments: 'Assignments',
  documents: 'Documents',
} as const;
export const FOCI_VISIT_TABS = {
  'visit-information': 'Visit Information',
  'attendees-affiliates': 'Attendees & Affiliates',
  documents: 'Documents',
} as const;

/** An attendee is a person of the visit; an affiliate is a foreign company or government body they represent. */
export const FOCI_PARTICIPANT_KIND = {
  ATTENDEE: 'Attendee',
  AFFILIATE: 'Affiliate',
} as const satisfies LabelMap<string>;
export type FociParticipantKind = keyof typeof FOCI_PARTICIPANT_KIND;

// ---- visit documents (the one document list of the three visit kinds) ----

/** What a visit document is (spec 03 §3 "Visit document": documentType), from DoD visit practice. */
export const VISIT_DOCUMENT_TYPE = {
  VISIT_AUTHORIZATION_REQUEST: 'Visit Authorization Request',
  AGENDA: 'Agenda',
  SECURITY_ASSURANCE: 'Security Assurance',
  FOREIGN_VISIT_REQUEST: 'Foreign Visit Request',
  NDA: 'Non-Disclosure Agreement',
  TECHNOLOGY_CONTROL_PLAN: 'Technology Control Plan',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type VisitDocumentType = keyof typeof VISIT_DOCUMENT_TYPE;

/** The `entityType` of a visit's files in the document table, per visit kind. */
export const VISIT_DOCUMENT_ENTITY: Readonly<Record<VisitKind, 'INCOMING_VISIT' | 'OUTGOING_VISIT' | 'FOCI_VISIT'>> = {
  INCOMING: 'INCOMING_VISIT',
  OUTGOING: 'OUTGOING_VISIT',
  FOCI: 'FOCI_VISIT',
};

export const VISIT_DOCUMENT_MESSAGES = {
  labels: {
    documentType: 'Document Type',
    documentTitle: 'Document Title',
    documentStatus: 'Document Status',
    documentTitleId: 'Document Title Id',
    required: 'Required',
    brokenUploadDate: 'Broken Upload Date',
    file: 'File',
    fileName: 'File Name',
    uploadedDate: 'Uploaded Date',
    uploadedBy: 'Uploaded By',
  },
  addTitle: 'Add Document',
  empty: 'No documents yet.',
  missingFile: 'Missing file',
  deleteTitle: 'Delete Document',
  deleteConfirm: (title: string) => `Delete the document "${title}" and its file?`,
  added: (title: string) => `Successfully Added Document: ${title}`,
  deleted: (title: string) => `Successfully Deleted Document: ${title}`,
  updated: (title: string) => `Successfully Updated Document: ${title}`,
  saveFailed: 'Failed To Save Document.',
  deleteFailed: 'Failed To Delete Document.',
  /** documentTitleId names a document of another visit, or the document itself */
  titleNotOfVisit: 'Document Title Id must name another document of the same visit',
} as const;

// ---------------------------------------------------------------------------------------------
// Incoming and outgoing visits: rules and texts shared by the server and the web
// ---------------------------------------------------------------------------------------------

/** States in which a visit is a closed record: read-only (no edit, no documents, no personnel changes). */
export const VISIT_FINAL_STATUSES: readonly VisitStatus[] = ['CANCELLED', 'COMPLETED', 'EXPIRED'];
export const isVisitFinal = (s: VisitStatus): boolean => VISIT_FINAL_STATUSES.includes(s);

/** States in which a visit may be deleted (it never took place); approved, completed and expired visits stay on record. */
export const VISIT_DELETABLE_STATUSES: readonly VisitStatus[] = ['DRAFT', 'DENIED', 'CANCELLED'];

/** Answers of the FSO that finish processing a self-service visit request (its open action is completed). */
export const VISIT_REQUEST_DECISIONS: readonly VisitStatus[] = ['APPROVED', 'DENIED', 'CANCELLED'];

/**
 * The last day of a permanent visit certification: it runs from the start date for its duration, so it
 * ends the day before the same date `years` later (2026-03-01 for 1 year → 2027-02-28).
 */
export function permCertificationEnd(startDate: string, duration: PermCertificationDuration): string {
  const [y, m, d] = startDate.split('-').map(Number);
  const end = new Date(Date.UTC(y + PERM_CERTIFICATION_YEARS[duration], m - 1, d));
  // 29 February plus whole years lands on 1 March in a common year: the certification still ends on 28 February
  if (end.getUTCDate() !== d) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** Tenant setting: days before a permanent certification ends that the security office is reminded. */
export const VISIT_PERM_CERTIFICATION_REMINDER_SETTING = 'PERM_CERTIFICATION_REMINDER_DAYS';

/** Texts of the incoming and outgoing visits (the spec words none of them). */
export const VISIT_MESSAGES = {
  listTitle: 'Visits',
  addIncomingTitle: 'Add Incoming Visit',
  addOutgoingTitle: 'Add Outgoing Visit',
  incomingDetailTitle: 'Incoming Visit Details',
  outgoingDetailTitle: 'Outgoing Visit Details',
  created: 'Successfully Created Visit',
  updated: 'Successfully Updated Visit',
  deleted: 'Successfully Deleted Visit',
  requestSubmitted: 'Your visit request was sent to the security office.',
  statusChanged: (status: string) => `The visit is now ${status}`,
  endBeforeStart: 'End Date must be on or after Start Date',
  badMove: (from: string, to: string) => `A ${from} visit cannot be moved to ${to}.`,
  readOnly: (status: string) => `This visit is ${status}; it can no longer be changed.`,
  notDeletable: (status: string) =>
    `A ${status} visit is kept on record and cannot be deleted; only draft, denied and cancelled visits can.`,
  permDurationRequired: 'Permanent Certification Duration is required for a permanent certification',
  permDurationWithoutCertification: 'Permanent Certification Duration is only for a permanent certification',
  permEndTooLate: (last: string) => `A permanent certification ends at the latest on ${last} (its start date plus its duration).`,
  endDateRequired: 'End Date is required',
  clearanceTooLow: (person: string, held: string, required: string) =>
    `${person} holds ${held} but the visit requires ${required}; the person cannot be added to the visit.`,
  alreadyOnVisit: (person: string) => `${person} is already on this visit.`,
  notOnVisit: 'The person is not on this visit',
  personnelAdded: (n: number) => `Successfully Added ${n} ${n === 1 ? 'Person' : 'People'} To The Visit`,
  personnelUpdated: 'Successfully Updated Visit Personnel',
  personnelRemoved: (name: string) => `Successfully Removed ${name} From The Visit`,
  visitorSsnMasked: 'Visitor SSN must be the whole number for a new visitor',
  notYourRequest: 'Only your own visit requests can be changed here.',
  selfServiceStatus: 'The security office processes your request; its status cannot be changed here.',
  requestActionTitle: 'Visit request to process',
  requestActionDescription: (kind: string, person: string, start: string, end: string) =>
    `${person} requested a visit (${kind}) from ${start} to ${end}. Review it and approve, deny or cancel it.`,
  requestActionDone: (status: string) => `The visit request was ${status.toLowerCase()}.`,
  requestActionRemoved: 'The visit request was deleted.',
  permCertificationLabel: 'Permanent visit certification ends',
  noVisits: 'No visits yet.',
  noPersonnel: 'Nobody is on this visit yet.',
  noVisitors: 'No visitors yet.',
  foreignNationalCleared: (visitor: string) =>
    `${visitor} is not a U.S. citizen and cannot be given a clearance level or special accesses: a foreign national visits under the foreign visit process (Clearance Level None, Foreign Visitor).`,
} as const;

/**
 * A visitor who is not a U.S. citizen (a citizenship other than the United States) holds no U.S. clearance and no
 * special access (32 CFR 117.10: only U.S. citizens are eligible for a personnel clearance); a foreign national
 * visits under the foreign visit process. The message refusing such a visitor (`n`: the visitor's place in the
 * list, named when the name is blank), or undefined. The API and the visit form use this one rule.
 */
export function foreignVisitorAccessMessage(
  visitor: {
    visitorName?: string | null;
    citizenship?: number | null;
    clearanceLevel?: string | null;
    specialAccesses?: readonly string[] | null;
  },
  n: number,
): string | undefined {
  if (visitor.citizenship === null || visitor.citizenship === undefined || visitor.citizenship === DEFAULT_COUNTRY_ID) return undefined;
  const cleared = (visitor.clearanceLevel ?? 'NONE') !== 'NONE' || (visitor.specialAccesses ?? []).some((a) => a.trim());
  return cleared ? VISIT_MESSAGES.foreignNationalCleared(visitor.visitorName?.trim() || `Visitor ${n}`) : undefined;
}

// ---- FOCI visits ----

export const FOCI_VISIT_MESSAGES = {
  title: 'FOCI Visits',
  addTitle: 'Add FOCI Visit',
  requestTitle: 'Request FOCI Visit',
  labels: {
    startDate: 'Start Date',
    endDate: 'End Date',
    visitLocation: 'Visit Location',
    visitStatus: 'Visit Status',
    visitPurpose: 'Visit Purpose',
    selfReported: 'Self Reported',
    description: 'Description',
    commercial: 'Commercial',
    visitFacilityId: 'Visit Facility',
    requestedById: 'Requested By',
    requestDate: 'Request Date',
    statusDate: 'Status Date',
    approverId: 'Approver',
    attendees: 'Attendees',
    affiliates: 'Affiliates',
    personnelId: 'Person',
    fullName: 'Full Name',
    organization: 'Organization',
    position: 'Position',
    citizenshipCountryId: 'Citizenship',
    foreignNational: 'Foreign National',
    email: 'Email',
    phone: 'Phone',
    country: 'Country',
  },
  created: (when: string) => `Successfully Created FOCI Visit: ${when}`,
  updated: (when: string) => `Successfully Updated FOCI Visit: ${when}`,
  deleted: (when: string) => `Successfully Deleted FOCI Visit: ${when}`,
  requested: 'Your FOCI visit request was sent to the security office.',
  participantsSaved: 'Successfully Saved Attendees & Affiliates',
  deleteConfirm: (when: string) => `Delete the FOCI visit of ${when} with its attendees, affiliates and documents?`,
  endBeforeStart: 'End Date must be on or after Start Date',
  approverRequired: 'Approver is required to approve a FOCI visit',
  createStatus: 'A new FOCI visit starts as Draft or Submitted',
  attendeeNameOrPerson: 'An attendee needs a Person or a Full Name',
  affiliateName: 'An affiliate needs a Full Name (the company or government body)',
  affiliateCountry: 'An affiliate needs its Country',
  duplicateAttendee: 'The same person is listed twice as an attendee',
  openActionTitle: 'FOCI visit request to process',
  openActionDescription: (name: string, when: string, location: string) =>
    `${name} requested a FOCI visit${location ? ` at ${location}` : ''} on ${when}. Review it, then approve or deny it.`,
  noAttendees: 'No attendees yet.',
  noAffiliates: 'No affiliates yet.',
  empty: 'No FOCI visits yet.',
} as const;

/** How the person of an Assignments-tab row takes part in a FOCI visit. */
export const FOCI_VISIT_ROLE = {
  REQUESTER: 'Requested By',
  APPROVER: 'Approver',
  ATTENDEE: 'Attendee',
} as const satisfies LabelMap<string>;
export type FociVisitRole = keyof typeof FOCI_VISIT_ROLE;

/** How a status move is offered on a visit page (the buttons name the move, not the state). */
export const VISIT_STATUS_MOVE_LABEL: Readonly<Record<VisitStatus, string>> = {
  DRAFT: 'Return To Draft',
  SUBMITTED: 'Submit',
  APPROVED: 'Approve',
  DENIED: 'Deny',
  CANCELLED: 'Cancel Visit',
  COMPLETED: 'Complete',
  EXPIRED: 'Mark Expired',
};

/** Texts of the visit pages that VISIT_MESSAGES does not hold: tab titles, My Portal, dashboard tiles, failure toasts. */
export const VISIT_PAGE_TEXT = {
  incomingTitle: 'Incoming Visits',
  outgoingTitle: 'Outgoing Visits',
  requestIncomingTitle: 'Request Incoming Visit',
  requestOutgoingTitle: 'Request Outgoing Visit',
  myVisitRequests: 'My Visit Requests',
  myVisitRequestsIntro: 'Ask the security office to send your visit request to a host, or to receive visitors who come to see you.',
  noVisitRequests: 'You have not requested a visit yet.',
  visitors: 'Visitors',
  people: 'People Visiting',
  addPerson: 'Add Person',
  moveConfirm: (from: string, to: string) => `Move the visit from ${from} to ${to}?`,
  visitsThisWeek: 'Visits This Week',
  visitsThisWeekCaption: 'Incoming, outgoing and FOCI visits requested, approved or done, Monday to Sunday',
  permCertificationsExpiring: 'Permanent Certifications Expiring',
  permCertificationsExpiringCaption: (days: number) => `Approved permanent visit certifications that end within ${days} days`,
  failedSave: 'Failed To Save Visit',
  failedCreate: 'Failed To Create Visit',
  failedDelete: 'Failed To Delete Visit',
  failedMove: 'Failed To Change Visit Status',
  failedPerson: 'Failed To Update People On The Visit',
  underWayInWeekOf: 'Under Way in the Week of',
} as const;
