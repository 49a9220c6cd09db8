import {
  BASIC_CLEARANCE_LEVEL,
  CAGE_CODE_PATTERN,
  PERM_CERTIFICATION_DURATION,
  SPECIAL_ACCESS_TYPE,
  VISIT_KIND,
  VISIT_STATUS,
  VISIT_SUBMISSION_METHOD,
  type BasicClearanceLevel,
  type PermCertificationDuration,
  type VisitKind,
  type VisitStatus,
  type VisitSubmissionMethod,
  TEXT_LIMITS,
} from '@clearline/shared';
import {
  BoolField,
  DayField,
  EmailField,
  EnumField,
  EnumListField,
  EnumOf,
  NestedField,
  NumberField,
  PatternField,
  PhoneField,
  ReadOnly,
  RefIdField,
  SsnField,
  TextField,
  UuidField,
} from '../../core/http/fields';
import { ApiProperty } from '@nestjs/swagger';
import { VisitDocumentView } from '../visit-documents';
import { type FieldListOf, VISIT_BODY_FIELDS } from '@clearline/shared';

const SPECIAL_ACCESSES = { label: 'Special Accesses', max: 20 } as const;

// ============================================================================================= incoming

/** The notes of an incoming visit (spec 03 §3: notes{notesFromEmployee, notesFromHelpDesk}). */
export class IncomingVisitNotesDto {
  /** written by the employee who requested the visit */
  @TextField({ label: 'Notes From Employee', max: TEXT_LIMITS.notes })
  notesFromEmployee?: string | null;

  /** written by the security office (help desk) */
  @TextField({ label: 'Notes From Help Desk', max: TEXT_LIMITS.notes })
  notesFromHelpDesk?: string | null;
}

/**
 * A visitor of an incoming visit. On PUT the list replaces the visit's visitors: a visitor sent with its
 * `id` keeps its row (and its stored SSN when the SSN comes back masked, as answered); one without an id
 * is added; one left out is removed.
 */
export class IncomingVisitorDto {
  /** the visitor's id as answered (left out for a new visitor) */
  @UuidField({ label: 'Visitor', references: 'incoming_visitor' })
  id?: string | null;

  @TextField({ label: 'Visitor Name', required: true })
  visitorName: string;

  /** the visitor's country of citizenship (a country id) */
  @RefIdField({ label: 'Citizenship' })
  citizenship?: number | null;

  /** nine digits (XXX-XX-XXXX accepted); stored encrypted. The masked form answered keeps the stored number; null or blank clears it */
  @SsnField({ label: 'Visitor SSN' })
  ssn?: string | null;

  /**
   * the clearance the visitor holds (as certified by their security office); default NONE. Only a U.S. citizen holds
   * one: a visitor of another citizenship stays NONE, without special accesses (400 otherwise)
   */
  @EnumField(BASIC_CLEARANCE_LEVEL, { label: 'Visitor Clearance Level' })
  clearanceLevel?: BasicClearanceLevel | null;

  /** none for a visitor whose citizenship is not the United States */
  @EnumListField(SPECIAL_ACCESS_TYPE, { ...SPECIAL_ACCESSES, label: 'Visitor Special Accesses' })
  specialAccesses?: string[] | null;

  /** the visitor's employer */
  @TextField({ label: 'Company' })
  company?: string | null;

  /** answered only (sent back as read, ignored) */
  @ReadOnly()
  citizenshipName?: string | null;
}

/**
 * POST /visits/incoming and PUT /visits/incoming/{id}. A new visit starts as DRAFT (or SUBMITTED when
 * sent so); on PUT a different `visitStatus` moves it along VISIT_STATUS_MOVES (409 otherwise), stamping
 * the status date. CANCELLED, COMPLETED and EXPIRED visits are read-only.
 */
export class IncomingVisitDto {
  /** default DRAFT; a new visit may start as DRAFT or SUBMITTED */
  @EnumField(VISIT_STATUS, { label: 'Visit Status' })
  visitStatus?: VisitStatus | null;

  /** a person of the tenant the visitors meet */
  @UuidField({ label: 'Meeting Contact', references: 'personnel' })
  meetingContactId?: string | null;

  /** the visitors' facility, when it is one of the tenant's */
  @UuidField({ label: 'From Facility', references: 'facility' })
  fromFacilityId?: string | null;

  /** the tenant's facility visited */
  @UuidField({ label: 'To Facility', references: 'facility' })
  toFacilityId?: string | null;

  /** the visitors' organization or facility by name */
  @TextField({ label: 'Facility Name' })
  facilityName?: string | null;

  @DayField({ label: 'Start Date', required: true })
  startDate: string;

  /** on or after the start date */
  @DayField({ label: 'End Date', required: true })
  endDate: string;

  @BoolField({ label: 'Classified Visit' })
  isClassifiedVisit?: boolean | null;

  /** the clearance each visitor must hold; default NONE */
  @EnumField(BASIC_CLEARANCE_LEVEL, { label: 'Clearance Level' })
  clearanceLevel?: BasicClearanceLevel | null;

  @TextField({ label: 'Visit Purpose', max: TEXT_LIMITS.narrative })
  visitPurpose?: string | null;

  @EnumListField(SPECIAL_ACCESS_TYPE, SPECIAL_ACCESSES)
  specialAccesses?: string[] | null;

  /** foreign nationals attend besides the visitors listed */
  @BoolField({ label: 'Foreign Visitors Attending' })
  foreignVisitorsAttending?: boolean | null;

  /** the visit is a foreign visit (the visitors represent a foreign interest) */
  @BoolField({ label: 'Foreign Visitor' })
  foreignVisitor?: boolean | null;

  @NestedField(() => IncomingVisitNotesDto, { label: 'Notes' })
  notes?: IncomingVisitNotesDto | null;

  /** replaces the visitors (see IncomingVisitorDto); left out keeps them */
  @NestedField(() => IncomingVisitorDto, { label: 'Visitors', list: true, maxItems: 200 })
  visitors?: IncomingVisitorDto[] | null;

  /** answered only: requested by an employee from My Portal */
  @ReadOnly()
  selfReported?: boolean;

  /** answered only: the person who requested the visit from My Portal */
  @ReadOnly()
  requestedById?: string | null;

  /** answered only, ignored when sent back: the names and counts of the answer */
  @ReadOnly()
  id?: string;

  @ReadOnly()
  statusDate?: string;

  @ReadOnly()
  meetingContactName?: string | null;

  @ReadOnly()
  fromFacilityName?: string | null;

  @ReadOnly()
  toFacilityName?: string | null;

  @ReadOnly()
  requestedByName?: string | null;

  @ReadOnly()
  visitorCount?: number;

  @ReadOnly()
  documents?: VisitDocumentView[];

  @ReadOnly()
  ssnVisibility?: string;

  @ReadOnly()
  canRevealSsn?: boolean;

  @ReadOnly()
  createdAt?: string;

  @ReadOnly()
  updatedAt?: string;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

// ============================================================================================= outgoing

/** A meeting point of contact of an outgoing visit (technical: TPOC; security: SPOC). */
export class VisitContactDto {
  @TextField({ label: 'Full Name' })
  fullName?: string | null;

  @EmailField({ label: 'Email' })
  email?: string | null;

  @PhoneField({ label: 'Phone' })
  phone?: string | null;
}

/**
 * POST /visits/outgoing and PUT /visits/outgoing/{id}. Status as for incoming visits. A permanent
 * certification runs from its start date for its duration: the end date defaults to the day before the
 * same date `duration` years later (permCertificationEnd) and may not be later than that.
 */
export class OutgoingVisitDto {
  /** default today */
  @DayField({ label: 'Request Date' })
  requestDate?: string | null;

  /** default DRAFT; a new visit may start as DRAFT or SUBMITTED */
  @EnumField(VISIT_STATUS, { label: 'Visit Status' })
  visitStatus?: VisitStatus | null;

  /** the tenant's facility the people come from */
  @UuidField({ label: 'From Facility', references: 'facility' })
  fromFacilityId?: string | null;

  /** the visited facility when it is one of the tenant's */
  @UuidField({ label: 'To Facility', references: 'facility' })
  toFacilityId?: string | null;

  /** the visited facility by name (another company's) */
  @TextField({ label: 'To Facility Name' })
  toFacilityName?: string | null;

  @PatternField({ label: 'To CAGE Code', pattern: CAGE_CODE_PATTERN, message: 'To CAGE Code must be 5 letters or digits' })
  toCageCode?: string | null;

  /** a facility of the tenant the request passes through */
  @UuidField({ label: 'Pass-Through Facility', references: 'facility' })
  passthroughFacilityId?: string | null;

  /** security management office code of the visited organization (DISS) */
  @TextField({ label: 'SMO Code' })
  smoCode?: string | null;

  @BoolField({ label: 'Permanent Certification' })
  isPermCertification?: boolean | null;

  /** required with a permanent certification, refused without one */
  @EnumField(PERM_CERTIFICATION_DURATION, { label: 'Permanent Certification Duration' })
  permCertificationDuration?: PermCertificationDuration | null;

  @EnumField(VISIT_SUBMISSION_METHOD, { label: 'Submission Method' })
  submissionMethod?: VisitSubmissionMethod | null;

  /** the tenant's person who processed the request */
  @UuidField({ label: 'Processed By', references: 'personnel' })
  processedBy?: string | null;

  @DayField({ label: 'Start Date', required: true })
  startDate: string;

  /** required unless a permanent certification (then it defaults to the certification's last day) */
  @DayField({ label: 'End Date' })
  endDate?: string | null;

  @TextField({ label: 'Visit Purpose', max: TEXT_LIMITS.narrative })
  visitPurpose?: string | null;

  /** the clearance each person going must hold; default NONE */
  @EnumField(BASIC_CLEARANCE_LEVEL, { label: 'Clearance Level' })
  clearanceLevel?: BasicClearanceLevel | null;

  /** a contract of the tenant the visit serves */
  @UuidField({ label: 'Contract', references: 'contract' })
  contractId?: string | null;

  @EnumListField(SPECIAL_ACCESS_TYPE, SPECIAL_ACCESSES)
  specialAccesses?: string[] | null;

  @NestedField(() => VisitContactDto, { label: 'Meeting TPOC' })
  meetingTPOC?: VisitContactDto | null;

  @NestedField(() => VisitContactDto, { label: 'Meeting SPOC' })
  meetingSPOC?: VisitContactDto | null;

  @TextField({ label: 'Meeting Notes Employee', max: TEXT_LIMITS.notes })
  meetingNotesEmployee?: string | null;

  @TextField({ label: 'Meeting Notes Helpdesk', max: TEXT_LIMITS.notes })
  meetingNotesHelpdesk?: string | null;

  @ReadOnly()
  selfReported?: boolean;

  @ReadOnly()
  requestedById?: string | null;

  /** answered only, ignored when sent back: the names and counts of the answer */
  @ReadOnly()
  id?: string;

  @ReadOnly()
  statusDate?: string;

  @ReadOnly()
  fromFacilityName?: string | null;

  @ReadOnly()
  passthroughFacilityName?: string | null;

  @ReadOnly()
  processedByName?: string | null;

  @ReadOnly()
  requestedByName?: string | null;

  @ReadOnly()
  contractName?: string | null;

  @ReadOnly()
  personnelCount?: number;

  @ReadOnly()
  personnel?: OutgoingVisitPersonnelView[];

  @ReadOnly()
  documents?: VisitDocumentView[];

  @ReadOnly()
  createdAt?: string;

  @ReadOnly()
  updatedAt?: string;

  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

/** One person in POST /visits/outgoing/personnel/add. */
export class VisitPersonDto {
  @UuidField({ label: 'Personnel', references: 'personnel', required: true })
  personnelId: string;

  /** what the person does on the visit */
  @TextField({ label: 'Role' })
  role?: string | null;

  @TextField({ label: 'Notes', max: TEXT_LIMITS.notes })
  notes?: string | null;
}

/**
 * POST /visits/outgoing/personnel/add: people of the tenant go on the visit, all or none. The whole batch
 * is refused (400, naming the person and both levels) when anyone's held clearance is below the visit's.
 */
export class AddVisitPersonnelDto {
  @UuidField({ label: 'Visit', references: 'outgoing_visit', required: true })
  visitId: string;

  @NestedField(() => VisitPersonDto, { label: 'Personnel', list: true, required: true, maxItems: 200 })
  personnel: VisitPersonDto[];
}

/** POST /visits/outgoing/personnel/update: the role or notes of one person on the visit. */
export class UpdateVisitPersonnelDto {
  @UuidField({ label: 'Visit', references: 'outgoing_visit', required: true })
  visitId: string;

  @UuidField({ label: 'Personnel', references: 'personnel', required: true })
  personnelId: string;

  @TextField({ label: 'Role' })
  role?: string | null;

  @TextField({ label: 'Notes', max: TEXT_LIMITS.notes })
  notes?: string | null;

  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

// ============================================================================================= answers

export class IncomingVisitNotesView {
  notesFromEmployee: string | null;
  notesFromHelpDesk: string | null;
}

export class IncomingVisitorView {
  id: string;
  visitorName: string;
  /** country id of citizenship */
  citizenship: number | null;
  citizenshipName: string | null;
  /** never the whole number: ***-**-6789 with an SSN visibility permission, ***-**-**** without; null without one */
  ssn: string | null;
  @EnumOf(BASIC_CLEARANCE_LEVEL)
  clearanceLevel: BasicClearanceLevel;
  @ApiProperty({ enum: Object.keys(SPECIAL_ACCESS_TYPE), isArray: true })
  specialAccesses: string[];
  company: string | null;
}

/** A row of GET /visits/incoming. */
export class IncomingVisitView {
  id: string;
  version: number;
  @EnumOf(VISIT_STATUS)
  visitStatus: VisitStatus;
  statusDate: string;
  meetingContactId: string | null;
  meetingContactName: string | null;
  fromFacilityId: string | null;
  fromFacilityName: string | null;
  toFacilityId: string | null;
  toFacilityName: string | null;
  facilityName: string | null;
  startDate: string;
  endDate: string;
  isClassifiedVisit: boolean;
  @EnumOf(BASIC_CLEARANCE_LEVEL)
  clearanceLevel: BasicClearanceLevel;
  visitPurpose: string | null;
  @ApiProperty({ enum: Object.keys(SPECIAL_ACCESS_TYPE), isArray: true })
  specialAccesses: string[];
  foreignVisitorsAttending: boolean;
  foreignVisitor: boolean;
  selfReported: boolean;
  requestedById: string | null;
  requestedByName: string | null;
  notes: IncomingVisitNotesView;
  visitorCount: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /visits/incoming/{id}: the visit with its visitors (SSNs per the caller's SSN visibility). */
export class IncomingVisitDetailView extends IncomingVisitView {
  visitors: IncomingVisitorView[];
  /** the Documents tab */
  documents: VisitDocumentView[];
  /** how visitor SSNs are shown to this caller (LAST_FOUR or MASKED) */
  @EnumOf(['LAST_FOUR', 'MASKED'])
  ssnVisibility: 'LAST_FOUR' | 'MASKED';
  /** the caller may reveal a visitor's whole SSN (GET /visits/incoming/{id}/visitors/{visitorId}/ssn, audited) */
  canRevealSsn: boolean;
}

/** GET /visits/incoming/{id}/visitors/{visitorId}/ssn (audited reveal) */
export class VisitorSsnRevealView {
  /** XXX-XX-XXXX, or null when the visitor has none */
  ssn: string | null;
}

export class VisitContactView {
  fullName: string | null;
  email: string | null;
  phone: string | null;
}

/** A person on an outgoing visit (the Assignments tab of the visit). */
export class OutgoingVisitPersonnelView {
  id: string;
  version: number;
  personnelId: string;
  firstName: string;
  lastName: string;
  /** the level the person held when added */
  @EnumOf(BASIC_CLEARANCE_LEVEL)
  clearanceLevel: BasicClearanceLevel;
  /** the level the person holds today */
  @EnumOf(BASIC_CLEARANCE_LEVEL)
  currentClearanceLevel: BasicClearanceLevel;
  role: string | null;
  notes: string | null;
}

/** A row of GET /visits/outgoing. */
export class OutgoingVisitView {
  id: string;
  version: number;
  requestDate: string;
  @EnumOf(VISIT_STATUS)
  visitStatus: VisitStatus;
  statusDate: string;
  fromFacilityId: string | null;
  fromFacilityName: string | null;
  toFacilityId: string | null;
  /** the visited facility's name: the tenant facility's, else the name entered */
  toFacilityName: string | null;
  toCageCode: string | null;
  passthroughFacilityId: string | null;
  passthroughFacilityName: string | null;
  smoCode: string | null;
  isPermCertification: boolean;
  @EnumOf(PERM_CERTIFICATION_DURATION, false)
  permCertificationDuration: PermCertificationDuration | null;
  @EnumOf(VISIT_SUBMISSION_METHOD, false)
  submissionMethod: VisitSubmissionMethod | null;
  selfReported: boolean;
  requestedById: string | null;
  requestedByName: string | null;
  processedBy: string | null;
  processedByName: string | null;
  startDate: string;
  endDate: string;
  visitPurpose: string | null;
  @EnumOf(BASIC_CLEARANCE_LEVEL)
  clearanceLevel: BasicClearanceLevel;
  contractId: string | null;
  contractName: string | null;
  @ApiProperty({ enum: Object.keys(SPECIAL_ACCESS_TYPE), isArray: true })
  specialAccesses: string[];
  meetingTPOC: VisitContactView;
  meetingSPOC: VisitContactView;
  meetingNotesEmployee: string | null;
  meetingNotesHelpdesk: string | null;
  personnelCount: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /visits/outgoing/{id}: the visit with the people going. */
export class OutgoingVisitDetailView extends OutgoingVisitView {
  personnel: OutgoingVisitPersonnelView[];
  /** the Documents tab */
  documents: VisitDocumentView[];
}

/**
 * A row of GET /visits/personnel/{id} and GET /visits/me: one visit of any kind, with the person's part
 * in it (MEETING_CONTACT, REQUESTER, VISITOR on an outgoing visit, ATTENDEE of a FOCI visit).
 */
export class VisitSummaryView {
  /** the visit's id (the row of its kind) */
  id: string;
  @EnumOf(VISIT_KIND)
  visitKind: VisitKind;
  @EnumOf(VISIT_STATUS)
  visitStatus: VisitStatus;
  startDate: string;
  endDate: string;
  /** the other party: the visitors' organization (incoming), the visited facility (outgoing), the location (FOCI) */
  counterpart: string | null;
  /** the tenant's facility involved */
  facilityName: string | null;
  visitPurpose: string | null;
  @EnumOf(BASIC_CLEARANCE_LEVEL, false)
  clearanceLevel: BasicClearanceLevel | null;
  selfReported: boolean;
  isPermCertification: boolean;
  /** how the person takes part, e.g. ["MEETING_CONTACT","REQUESTER"] */
  @ApiProperty({ enum: ['MEETING_CONTACT', 'REQUESTER', 'VISITOR', 'ATTENDEE'], isArray: true })
  roles: string[];
  requestDate: string | null;
}

// ============================================================================================= fields

// The request fields come from @clearline/shared (the web sends the same lists), checked here against the request classes:
// each list below is every plain field the API copies from the body, switches included.
type Listed<K extends keyof typeof VISIT_BODY_FIELDS> = (typeof VISIT_BODY_FIELDS)[K][number];
/** What an answer carries and a client may send back (ignored on PUT). */
type AnswerOnly = 'id' | 'selfReported' | 'requestedById' | 'statusDate' | 'requestedByName' | 'documents' | 'createdAt' | 'updatedAt';

export const INCOMING_VISIT_FIELDS = [...VISIT_BODY_FIELDS.incoming, ...VISIT_BODY_FIELDS.incomingFlags] as const satisfies FieldListOf<
  IncomingVisitDto,
  Listed<'incoming' | 'incomingSelf' | 'incomingFlags'>,
  | AnswerOnly
  | 'visitStatus'
  | 'specialAccesses'
  | 'notes'
  | 'visitors'
  | 'meetingContactName'
  | 'fromFacilityName'
  | 'toFacilityName'
  | 'visitorCount'
  | 'ssnVisibility'
  | 'canRevealSsn'
  | 'version'
>;
export const VISITOR_FIELDS = VISIT_BODY_FIELDS.visitor satisfies FieldListOf<
  IncomingVisitorDto,
  Listed<'visitor'>,
  'specialAccesses' | 'citizenshipName'
>;
export const OUTGOING_VISIT_FIELDS = [...VISIT_BODY_FIELDS.outgoing, ...VISIT_BODY_FIELDS.outgoingFlags] as const satisfies FieldListOf<
  OutgoingVisitDto,
  Listed<'outgoing' | 'outgoingSelf' | 'outgoingFlags'>,
  | AnswerOnly
  | 'visitStatus'
  | 'processedBy'
  | 'specialAccesses'
  | 'meetingTPOC'
  | 'meetingSPOC'
  | 'fromFacilityName'
  | 'passthroughFacilityName'
  | 'processedByName'
  | 'contractName'
  | 'personnelCount'
  | 'personnel'
  | 'version'
>;
export const VISIT_CONTACT_FIELDS = VISIT_BODY_FIELDS.contact satisfies FieldListOf<VisitContactDto, Listed<'contact'>>;
