import {
  AGENCY,
  CLEARANCE_ACTION,
  CLEARANCE_LEVEL,
  CLEARANCE_REQUEST_STATUS,
  CLEARANCE_VERIFICATION_DECISION,
  CLEARANCE_VERIFICATION_STATUS,
  ENROLLMENT_STATUS,
  INVESTIGATION_TIER,
  TEXT_LIMITS,
} from '@clearline/shared';
import type {
  ClearanceAction,
  ClearanceRequestStatus,
  ClearanceVerificationDecision,
  ClearanceVerificationStatus,
} from '@clearline/shared';
import { ApiProperty } from '@nestjs/swagger';
import { BoolField, DayField, EnumField, EnumOf, NestedField, NumberField, TextField, UuidField } from '../../core/http/fields';

/** POST /personnel/clearance-verification: ask a person to confirm the details of one of their clearances. */
export class CreateClearanceVerificationDto {
  @UuidField({ label: 'Personnel', references: 'personnel', required: true })
  personnelId: string;

  /** a clearance record of that person */
  @UuidField({ label: 'Clearance', references: 'personnel_clearance', required: true })
  clearanceId: string;

  /** a note from the security office, shown to the person with the request */
  @TextField({ label: 'Message', multiline: true })
  message?: string | null;
}

/** The clearance details the person confirms or corrects (also what the record said when the request was sent). */
export class ClearanceDetailsDto {
  @EnumField(CLEARANCE_LEVEL, { label: 'Eligibility', required: true })
  pclEligibility: string;

  @DayField({ label: 'Eligibility Determination Date' })
  eligibilityDeterminationDate?: string | null;

  @EnumField(AGENCY, { label: 'Clearance Granting Agency' })
  clearanceGrantingAgency?: string | null;

  /** the tier of the latest investigation */
  @EnumField(INVESTIGATION_TIER, { label: 'Investigation Type' })
  investigationType?: string | null;

  /** the day the latest investigation closed */
  @DayField({ label: 'Investigation Closed Date' })
  investigationClosedDate?: string | null;

  /** continuous evaluation (CE / CV) enrollment */
  @EnumField(ENROLLMENT_STATUS, { label: 'CE Enrollment' })
  ceStatus?: string | null;

  @DayField({ label: 'CE Enrollment Date' })
  ceEnteredDate?: string | null;

  /** anything the person wants the security office to know (a correction, a pending action) */
  @TextField({ label: 'Comments', multiline: true })
  comments?: string | null;
}

/**
 * PUT /personnel/clearance-verification/{requestId}: the person answers (answers + attestation: SENT → NEEDS_REVIEW),
 * or the FSO closes an answered request (decision: NEEDS_REVIEW → CLOSED; ACCEPT_CHANGES writes the answers to the
 * clearance record and the latest investigation).
 */
export class UpdateClearanceVerificationDto {
  @NestedField(() => ClearanceDetailsDto, { label: 'Answers' })
  answers?: ClearanceDetailsDto | null;

  /** the person attests that the answers are true, complete and correct */
  @BoolField({ label: 'Attestation' })
  attestation?: boolean | null;

  @EnumField(CLEARANCE_VERIFICATION_DECISION, { label: 'Decision' })
  decision?: ClearanceVerificationDecision | null;

  @TextField({ label: 'Review Note', multiline: true })
  reviewNote?: string | null;

  /** the version read; a stale one answers 409 */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

export class ClearanceDetailsView {
  pclEligibility: string | null;
  eligibilityDeterminationDate: string | null;
  clearanceGrantingAgency: string | null;
  investigationType: string | null;
  investigationClosedDate: string | null;
  ceStatus: string | null;
  ceEnteredDate: string | null;
  comments?: string | null;
}

/** A clearance verification request as the person and the security office see it. */
export class ClearanceVerificationView {
  id: string;
  version: number;
  personnelId: string;
  personName: string;
  clearanceId: string;
  facilityId: string;
  facilityName: string;
  @EnumOf(CLEARANCE_VERIFICATION_STATUS)
  status: ClearanceVerificationStatus;
  message: string | null;
  requestedBy: string | null;
  createdAt: Date;
  /** the last day the person can answer; the request expires after it */
  expiresOn: string;
  /** the clearance record when the request was sent */
  onRecord: ClearanceDetailsView;
  @ApiProperty({ type: ClearanceDetailsView, nullable: true })
  answers: ClearanceDetailsView | null;
  attestedAt: Date | null;
  answeredBy: string | null;
  @ApiProperty({ enum: Object.keys(CLEARANCE_VERIFICATION_DECISION), nullable: true })
  decision: ClearanceVerificationDecision | null;
  reviewNote: string | null;
  closedAt: Date | null;
  closedBy: string | null;
  /** the caller is the person and the request waits for their answer */
  canAnswer: boolean;
  /** the caller may close it (PERSONNEL update) and it waits for review */
  canReview: boolean;
}

/** POST /personnel/clearance-request: ask the FSO or MSS to act on a person's clearance. */
export class CreateClearanceRequestDto {
  @UuidField({ label: 'Personnel', references: 'personnel', required: true })
  personnelId: string;

  @UuidField({ label: 'Clearance', references: 'personnel_clearance', required: true })
  clearanceId: string;

  /** not a field of the spec's clearance request: optional */
  @EnumField(CLEARANCE_ACTION, { label: 'Action' })
  action?: ClearanceAction | null;

  /** not a field of the spec's clearance request: optional */
  @TextField({ label: 'Justification', max: TEXT_LIMITS.message })
  justification?: string | null;

  @DayField({ label: 'Needed By' })
  neededBy?: string | null;
}

export class ClearanceRequestView {
  id: string;
  version: number;
  personnelId: string;
  personName: string;
  clearanceId: string;
  clearanceLevel: string;
  facilityId: string;
  /** null when the request names none */
  @EnumOf(CLEARANCE_ACTION)
  action: ClearanceAction | null;
  /** null when the request gives none */
  justification: string | null;
  neededBy: string | null;
  @EnumOf(CLEARANCE_REQUEST_STATUS)
  status: ClearanceRequestStatus;
  requestedBy: string | null;
  createdAt: Date;
}
