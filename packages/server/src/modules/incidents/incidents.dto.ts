import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import {
  INCIDENT_DEADLINE_KIND,
  INCIDENT_STATUS,
  INCIDENT_TYPE,
  INSIDER_THREAT_CATEGORY,
  PERSONAL_REPORT_CATEGORY,
  type IncidentDeadlineKind,
  type IncidentStatus,
  type IncidentType,
  TEXT_LIMITS,
} from '@clearline/shared';
import { DateTimeField, DayField, EnumField, EnumOf, NumberField, ObjectField, TextField, UuidField } from '../../core/http/fields';
import type { DocumentDto } from '../documents';
import {
  AdverseActionDetailsDto,
  ForeignContactDetailsDto,
  InsiderThreatDetailsDto,
  NetworkIntrusionDetailsDto,
  OtherIncidentDetailsDto,
  PersonalReportDetailsDto,
  SecurityViolationDetailsDto,
  SuspiciousContactDetailsDto,
} from './incident-details.dto';
import { ForeignTravelDebriefDetailsDto, ForeignTravelDetailsDto } from './travel/foreign-travel.dto';

/** Types filed through POST /incidents (an encrypted message has routes of its own). */
export const FILED_INCIDENT_TYPES = Object.keys(INCIDENT_TYPE).filter((t) => t !== 'ENCRYPTED_MESSAGE') as IncidentType[];

/** Values of `category`: an insider-threat category or a personal-report category, by type. */
export const INCIDENT_CATEGORY_VALUES = [...new Set([...Object.keys(INSIDER_THREAT_CATEGORY), ...Object.keys(PERSONAL_REPORT_CATEGORY)])];

/**
 * The `details` classes documented as the `oneOf` of IncidentDto.details (one per type with a handler).
 * A type handler adds its class here (and to @ApiExtraModels through INCIDENT_DETAIL_MODELS).
 */
export const INCIDENT_DETAIL_MODELS: Function[] = [
  ForeignContactDetailsDto,
  InsiderThreatDetailsDto,
  NetworkIntrusionDetailsDto,
  SecurityViolationDetailsDto,
  SuspiciousContactDetailsDto,
  PersonalReportDetailsDto,
  AdverseActionDetailsDto,
  OtherIncidentDetailsDto,
  ForeignTravelDetailsDto,
  ForeignTravelDebriefDetailsDto,
];

const DETAILS_DOC = {
  description:
    'The fields of the incident type, validated by the type (ForeignContactDetailsDto for FOREIGN_CONTACT, ' +
    'InsiderThreatDetailsDto for INSIDER_THREAT, NetworkIntrusionDetailsDto for NETWORK_INTRUSION_CYBER_BREACH, ' +
    'SecurityViolationDetailsDto for SECURITY_VIOLATION, SuspiciousContactDetailsDto for SUSPICIOUS_CONTACT, ' +
    'PersonalReportDetailsDto for PERSONAL_REPORT, AdverseActionDetailsDto for ADVERSE_ACTION, OtherIncidentDetailsDto for OTHER, ' +
    'ForeignTravelDetailsDto for FOREIGN_TRAVEL, ForeignTravelDebriefDetailsDto for FOREIGN_TRAVEL_DEBRIEF). ' +
    'On PUT, given details replace the stored ones as a whole; left out, they stay.',
  oneOf: INCIDENT_DETAIL_MODELS.map((m) => ({ $ref: getSchemaPath(m) })),
};

/**
 * POST /incidents, POST /incidents/me and PUT /incidents/{id}. The shared fields of every type plus
 * `details`, the type's own fields. Status moves follow INCIDENT_STATUS_MOVES: DRAFT → SUBMITTED stamps
 * submittedAt; REPORTED_TO_GOVERNMENT needs governmentReference (governmentReportedAt defaults to now and
 * files the initial report when it is due); CLOSED is final (PUT answers 409).
 */
export class IncidentDto {
  /** fixed once created (PUT refuses another type) */
  @EnumField(FILED_INCIDENT_TYPES, { label: 'Incident Type', required: true })
  incidentType: IncidentType;

  /** the person the report concerns (a person of the tenant); POST /incidents/me: always the caller's own record */
  @UuidField({ label: 'Person', references: 'personnel' })
  personnelId?: string | null;

  /** a facility of the tenant; the deadlines of cyber breaches and security violations are the facility's (default: the person's facility) */
  @UuidField({ label: 'Facility', references: 'facility' })
  facilityId?: string | null;

  /** when it happened, yyyy-mm-dd, not in the future (a foreign travel: its departure, which may lie ahead) */
  @DayField({ label: 'Incident Date' })
  incidentDate?: string | null;

  @TextField({ label: 'Title' })
  title?: string | null;

  @TextField({ label: 'Description', max: TEXT_LIMITS.narrative })
  description?: string | null;

  /** required for INSIDER_THREAT (INSIDER_THREAT_CATEGORY) and PERSONAL_REPORT (PERSONAL_REPORT_CATEGORY); no other type has one */
  @EnumField(INCIDENT_CATEGORY_VALUES, { label: 'Category' })
  category?: string | null;

  /**
   * POST /incidents: DRAFT (default) or SUBMITTED; POST /incidents/me: SUBMITTED (default) or DRAFT; PUT: a move of
   * INCIDENT_STATUS_MOVES (409 otherwise), and for the reporter of a self-report still in DRAFT: DRAFT or SUBMITTED
   */
  @EnumField(INCIDENT_STATUS, { label: 'Status', nullable: false })
  status?: IncidentStatus;

  /**
   * questionnaire answers by question id (GET /incidents/{id}/questions; INCIDENT_QUESTIONS); null clears one. The
   * required questions must be answered once the incident leaves DRAFT (a draft closed unsubmitted excepted).
   */
  @ObjectField({ label: 'Answers', nullable: false })
  answers?: Record<string, unknown>;

  @ObjectField({ label: 'Details', nullable: false })
  @ApiProperty(DETAILS_DOC)
  details?: Record<string, unknown>;

  /**
   * the government's reference (DCSA case number, DIBNet incident number, JPAS/DISS incident id). This field and the three
   * times below are the security office's: a self-report (POST /incidents/me, the reporter's PUT) refuses them (400)
   */
  @TextField({ label: 'Government Reference' })
  governmentReference?: string | null;

  /** when the incident was reported to the government (date, time, offset); default now on the move to REPORTED_TO_GOVERNMENT */
  @DateTimeField({ label: 'Government Reported At' })
  governmentReportedAt?: string | null;

  /** when the initial report was filed (cyber breach: the 72-hour DIBNet report; security violation: the initial report) */
  @DateTimeField({ label: 'Initial Report Filed At' })
  initialReportAt?: string | null;

  /** when the final report was filed (security violation) */
  @DateTimeField({ label: 'Final Report Filed At' })
  finalReportAt?: string | null;

  /** the version read; a stale PUT is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

/** One reporting deadline of an incident (an open action of the facility until it is filed). */
export class IncidentDeadlineView {
  @EnumOf(INCIDENT_DEADLINE_KIND)
  kind: IncidentDeadlineKind;
  label: string;
  dueAt: string;
  filedAt: string | null;
  /** due time passed and not filed */
  overdue: boolean;
}

/** An incident as every route answers it. */
export class IncidentView {
  id: string;
  version: number;
  @EnumOf(INCIDENT_TYPE)
  incidentType: IncidentType;
  /** the type's label */
  incidentTypeLabel: string;
  @EnumOf(INCIDENT_STATUS)
  status: IncidentStatus;
  statusDate: string;
  personnelId: string | null;
  /** "Last, First" */
  personName: string | null;
  facilityId: string | null;
  facilityName: string | null;
  incidentDate: string | null;
  reportedDate: string;
  title: string | null;
  description: string | null;
  category: string | null;
  /** the category's label */
  categoryLabel: string | null;
  /** filed by the person through POST /incidents/me */
  selfReported: boolean;
  reportedByUserId: string | null;
  /** username of the account that filed it */
  reportedBy: string | null;
  @ApiProperty(DETAILS_DOC)
  details: Record<string, unknown>;
  /** questionnaire answers by question id */
  answers: Record<string, unknown>;
  submittedAt: string | null;
  governmentReportedAt: string | null;
  governmentReference: string | null;
  closedAt: string | null;
  initialReportDueAt: string | null;
  initialReportAt: string | null;
  finalReportDueAt: string | null;
  finalReportAt: string | null;
  /** the reporting deadlines, soonest first */
  deadlines: IncidentDeadlineView[];
  /** a debrief: the foreign travel it closes */
  travelIncidentId: string | null;
  departureDate: string | null;
  returnDate: string | null;
  debriefDueDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A question of GET /incidents/{id}/questions with its stored answer, or of GET /incidents/questions?type= (answer null). */
export class IncidentQuestionView {
  /** the type whose questionnaire holds the question */
  @EnumOf(INCIDENT_TYPE)
  incidentType: IncidentType;
  id: string;
  text: string;
  @ApiProperty({ enum: ['YES_NO', 'TEXT', 'DATE'] })
  kind: 'YES_NO' | 'TEXT' | 'DATE';
  required: boolean;
  /** true/false, text or yyyy-mm-dd; null when not answered */
  @ApiProperty({
    anyOf: [
      { type: 'boolean', nullable: true },
      { type: 'string', nullable: true },
    ],
  })
  answer: boolean | string | null;
}

/** A document of an incident (GET /incidents/{id}/documents). */
export type IncidentDocumentView = DocumentDto;

/** Open incidents of one type (the incidents list with incidentType and open=true shows them). */
export class IncidentTypeCountView {
  @EnumOf(INCIDENT_TYPE)
  incidentType: IncidentType;
  count: number;
}

/** The security officer's incident tiles (GET /dashboard `incidents`). */
export class IncidentDashboardView {
  /** incidents whose initial or final report is past its due time and not filed (the incidents list with overdue=true) */
  overdueReports: number;
  /** open (not CLOSED) incidents by type, encrypted messages aside */
  openByType: IncidentTypeCountView[];
}
