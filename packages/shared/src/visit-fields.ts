/**
 * The plain-value fields of the visit request bodies (spec 03 §3: incoming, outgoing and FOCI visits): what the
 * API copies from a request body onto the stored visit and what the forms send. Switches, lists, notes, contacts,
 * visitors, participants and the status have rules of their own: both sides handle them by name. The API checks
 * each list against its request class, the web against the request types generated from openapi.yaml.
 */
export const VISIT_BODY_FIELDS = {
  /** An incoming visit as the security office records it. */
  incoming: [
    'meetingContactId',
    'fromFacilityId',
    'toFacilityId',
    'facilityName',
    'startDate',
    'endDate',
    'clearanceLevel',
    'visitPurpose',
  ],
  /** An incoming visit an employee requests from My Portal: the office's contact and facilities are left out. */
  incomingSelf: ['facilityName', 'startDate', 'endDate', 'clearanceLevel', 'visitPurpose'],
  incomingFlags: ['isClassifiedVisit', 'foreignVisitorsAttending', 'foreignVisitor'],
  /** One visitor of an incoming visit: every field but its special accesses (a list). */
  visitor: ['id', 'visitorName', 'company', 'citizenship', 'ssn', 'clearanceLevel'],
  /** An outgoing visit as the security office records it: every field but the switch, lists and contacts. */
  outgoing: [
    'requestDate',
    'fromFacilityId',
    'toFacilityId',
    'toFacilityName',
    'toCageCode',
    'passthroughFacilityId',
    'smoCode',
    'permCertificationDuration',
    'submissionMethod',
    'startDate',
    'endDate',
    'visitPurpose',
    'clearanceLevel',
    'contractId',
    'meetingNotesEmployee',
    'meetingNotesHelpdesk',
  ],
  /** An outgoing visit an employee requests from My Portal. */
  outgoingSelf: ['toFacilityName', 'toCageCode', 'startDate', 'endDate', 'visitPurpose', 'clearanceLevel', 'meetingNotesEmployee'],
  outgoingFlags: ['isPermCertification'],
  /** A point of contact of an outgoing visit (technical or security). */
  contact: ['fullName', 'email', 'phone'],
  /** A FOCI visit as an employee requests it (and as the office records it, with the fields below). */
  fociRequest: ['startDate', 'endDate', 'visitLocation', 'visitPurpose', 'description', 'visitFacilityId'],
  fociRequestFlags: ['commercial'],
  /** A FOCI visit as the security office records it. */
  foci: [
    'startDate',
    'endDate',
    'visitLocation',
    'visitPurpose',
    'description',
    'visitFacilityId',
    'requestedById',
    'requestDate',
    'approver',
  ],
} as const;
