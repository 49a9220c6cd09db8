import { FOCI_PARTICIPANT_KIND, FOCI_VISIT_MESSAGES, FOCI_VISIT_ROLE, VISIT_STATUS, TEXT_LIMITS } from '@clearline/shared';
import type { FociParticipantKind, FociVisitRole, VisitStatus } from '@clearline/shared';
import { ApiProperty } from '@nestjs/swagger';
import {
  BoolField,
  DayField,
  EmailField,
  EnumField,
  EnumOf,
  NestedField,
  NumberField,
  ReadOnly,
  RefIdField,
  TextField,
  UuidField,
} from '../../core/http/fields';
import { VisitDocumentView } from '../visit-documents';
import { type FieldListOf, VISIT_BODY_FIELDS } from '@clearline/shared';

const L = FOCI_VISIT_MESSAGES.labels;

/** The most attendees, or affiliates, one visit lists. */
export const MAX_FOCI_PARTICIPANTS = 200;

/** An attendee: a person of the tenant (personnelId) or a foreign national named with citizenship, organization and position. */
export class FociAttendeeDto {
  /** a person of the tenant; their name is used when fullName is left out */
  @UuidField({ label: L.personnelId, references: 'personnel' })
  personnelId?: string | null;

  /** required without personnelId */
  @TextField({ label: L.fullName })
  fullName?: string | null;

  /** the company or government body the attendee represents */
  @TextField({ label: L.organization })
  organization?: string | null;

  @TextField({ label: L.position })
  position?: string | null;

  /** a country id (GET /reference/countries) */
  @RefIdField({ label: L.citizenshipCountryId })
  citizenshipCountryId?: number | null;

  /** not a U.S. citizen (default: true for an attendee who is not a person of the tenant) */
  @BoolField({ label: L.foreignNational })
  foreignNational?: boolean | null;

  @EmailField({ label: L.email })
  email?: string | null;

  /** any format (foreign numbers included) */
  @TextField({ label: L.phone })
  phone?: string | null;

  @ReadOnly()
  id?: string;
  @ReadOnly()
  participantKind?: string;
  @ReadOnly()
  personnelName?: string | null;
  @ReadOnly()
  citizenshipCountryName?: string | null;
}

/** An affiliate: the foreign company or government body behind the visit, with its country. */
export class FociAffiliateDto {
  /** the company or government body */
  @TextField({ label: L.fullName, required: true, requiredMessage: FOCI_VISIT_MESSAGES.affiliateName })
  fullName: string;

  /** its country (a country id) */
  @RefIdField({ label: L.country, required: true, requiredMessage: FOCI_VISIT_MESSAGES.affiliateCountry })
  citizenshipCountryId: number;

  /** e.g. the parent or intermediate owner it belongs to */
  @TextField({ label: L.organization })
  organization?: string | null;

  /** its relation to the company (e.g. Ultimate Parent, Shareholder, Government Customer) */
  @TextField({ label: L.position })
  position?: string | null;

  @EmailField({ label: L.email })
  email?: string | null;

  @TextField({ label: L.phone })
  phone?: string | null;

  @ReadOnly()
  id?: string;
  @ReadOnly()
  participantKind?: string;
  @ReadOnly()
  personnelId?: string | null;
  @ReadOnly()
  personnelName?: string | null;
  @ReadOnly()
  foreignNational?: boolean;
  @ReadOnly()
  citizenshipCountryName?: string | null;
}

/** The fields an employee sends to request a FOCI visit (POST /visits/foci/me). */
export class FociVisitRequestDto {
  /** YYYY-MM-DD */
  @DayField({ label: L.startDate, required: true })
  startDate: string;

  /** YYYY-MM-DD, on or after startDate */
  @DayField({ label: L.endDate, required: true })
  endDate: string;

  @TextField({ label: L.visitLocation })
  visitLocation?: string | null;

  @TextField({ label: L.visitPurpose, multiline: true })
  visitPurpose?: string | null;

  @TextField({ label: L.description, max: TEXT_LIMITS.narrative })
  description?: string | null;

  /** default false */
  @BoolField({ label: L.commercial })
  commercial?: boolean | null;

  /** the facility visited */
  @UuidField({ label: L.visitFacilityId, references: 'facility' })
  visitFacilityId?: string | null;

  /** replaces the attendees when given */
  @NestedField(() => FociAttendeeDto, { label: L.attendees, list: true, maxItems: MAX_FOCI_PARTICIPANTS })
  attendees?: FociAttendeeDto[] | null;

  /** replaces the affiliates when given */
  @NestedField(() => FociAffiliateDto, { label: L.affiliates, list: true, maxItems: MAX_FOCI_PARTICIPANTS })
  affiliates?: FociAffiliateDto[] | null;

  @ReadOnly()
  id?: string;
  @ReadOnly()
  selfReported?: boolean;
  @ReadOnly()
  statusDate?: string;
  @ReadOnly()
  visitFacilityName?: string | null;
  @ReadOnly()
  requestedByName?: string | null;
  @ReadOnly()
  approverName?: string | null;
  @ReadOnly()
  attendeeCount?: number;
  @ReadOnly()
  affiliateCount?: number;
  @ReadOnly()
  documents?: VisitDocumentView[];
  @ReadOnly()
  createdAt?: string;
  @ReadOnly()
  updatedAt?: string;
}

/** POST /visits/foci and PUT /visits/foci/{id} (the FSO's form): the request fields plus status, requester and approver. */
export class FociVisitDto extends FociVisitRequestDto {
  /**
   * POST: DRAFT (default) or SUBMITTED. PUT: a move VISIT_STATUS_MOVES allows (the status date is stamped); APPROVED
   * needs an approver. A CANCELLED, COMPLETED or EXPIRED visit is read-only; a DENIED one can only go back to DRAFT.
   */
  @EnumField(Object.keys(VISIT_STATUS), { label: L.visitStatus })
  visitStatus?: VisitStatus | null;

  /** the person who asked for the visit (default: none) */
  @UuidField({ label: L.requestedById, references: 'personnel' })
  requestedById?: string | null;

  /** YYYY-MM-DD, default today */
  @DayField({ label: L.requestDate })
  requestDate?: string | null;

  /** the person (personnel id) who approves the visit; required to approve */
  @UuidField({ label: L.approverId, references: 'personnel' })
  approver?: string | null;

  /** the version read (PUT); a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

/** POST /visits/foci/attendees-affiliates: the visit's attendees and affiliates, replacing the ones it had. */
export class FociParticipantsDto {
  @UuidField({ label: 'Visit', references: 'foci_visit', required: true })
  visitId: string;

  @NestedField(() => FociAttendeeDto, { label: L.attendees, list: true, maxItems: MAX_FOCI_PARTICIPANTS, required: true })
  attendees: FociAttendeeDto[];

  @NestedField(() => FociAffiliateDto, { label: L.affiliates, list: true, maxItems: MAX_FOCI_PARTICIPANTS, required: true })
  affiliates: FociAffiliateDto[];
}

export class FociParticipantView {
  id: string;
  @EnumOf(FOCI_PARTICIPANT_KIND)
  participantKind: FociParticipantKind;
  personnelId: string | null;
  /** the person's name when personnelId is set */
  personnelName: string | null;
  fullName: string;
  organization: string | null;
  position: string | null;
  citizenshipCountryId: number | null;
  citizenshipCountryName: string | null;
  foreignNational: boolean;
  email: string | null;
  phone: string | null;
}

/** A FOCI visit as lists show it. */
export class FociVisitView {
  id: string;
  version: number;
  startDate: string;
  endDate: string;
  visitLocation: string | null;
  @EnumOf(VISIT_STATUS)
  visitStatus: VisitStatus;
  /** ISO date-time of the last status change */
  statusDate: string;
  visitPurpose: string | null;
  selfReported: boolean;
  description: string | null;
  commercial: boolean;
  visitFacilityId: string | null;
  visitFacilityName: string | null;
  requestedById: string | null;
  requestedByName: string | null;
  requestDate: string;
  /** the approving person's id */
  approver: string | null;
  approverName: string | null;
  attendeeCount: number;
  affiliateCount: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /visits/foci/{id}: the visit with its attendees, affiliates and documents. */
export class FociVisitDetailView extends FociVisitView {
  attendees: FociParticipantView[];
  affiliates: FociParticipantView[];
  documents: VisitDocumentView[];
}

/** GET /visits/foci/personnel/{id}: a FOCI visit the person requested, approves or attends (Assignments tab). */
export class PersonFociVisitView {
  id: string;
  startDate: string;
  endDate: string;
  visitLocation: string | null;
  @EnumOf(VISIT_STATUS)
  visitStatus: VisitStatus;
  visitPurpose: string | null;
  visitFacilityName: string | null;
  /** how the person takes part */
  @ApiProperty({ enum: Object.keys(FOCI_VISIT_ROLE), isArray: true })
  roles: FociVisitRole[];
}

/** GET /visits/foci/personnel/{id}: the person's FOCI visits (Assignments tab). */
export class PersonFociVisitsView {
  personnelId: string;
  visits: PersonFociVisitView[];
}

/** GET /visits/foci/{visitId}/documents: the visit's documents, required ones first. */
export class FociVisitDocumentsView {
  visitId: string;
  documents: VisitDocumentView[];
}

// The request fields come from @clearline/shared (the web sends the same lists), checked here against the request classes:
// each list below is every plain field the API copies from the body, switches included.
type Listed<K extends keyof typeof VISIT_BODY_FIELDS> = (typeof VISIT_BODY_FIELDS)[K][number];
/** What an answer carries and a client may send back (ignored on PUT). */
type AnswerOnly =
  | 'id'
  | 'selfReported'
  | 'statusDate'
  | 'visitFacilityName'
  | 'requestedByName'
  | 'approverName'
  | 'attendeeCount'
  | 'affiliateCount'
  | 'documents'
  | 'createdAt'
  | 'updatedAt';

export const FOCI_REQUEST_FIELDS = [...VISIT_BODY_FIELDS.fociRequest, ...VISIT_BODY_FIELDS.fociRequestFlags] as const satisfies FieldListOf<
  FociVisitRequestDto,
  Listed<'fociRequest' | 'fociRequestFlags'>,
  AnswerOnly | 'attendees' | 'affiliates'
>;
export const FOCI_VISIT_FIELDS = [...VISIT_BODY_FIELDS.foci, ...VISIT_BODY_FIELDS.fociRequestFlags] as const satisfies FieldListOf<
  FociVisitDto,
  Listed<'foci' | 'fociRequestFlags'>,
  AnswerOnly | 'attendees' | 'affiliates' | 'visitStatus' | 'version'
>;
