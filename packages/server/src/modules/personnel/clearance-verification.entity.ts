import { Column, Entity } from 'typeorm';
import type {
  ClearanceAction,
  ClearanceRequestStatus,
  ClearanceVerificationDecision,
  ClearanceVerificationStatus,
} from '@clearline/shared';
import { TenantRecord } from '../../core/database/entities';
import { DayCol, TextCol } from './columns';

/** The clearance details a verification asks the person to confirm (what the record says, or what the person answered). */
export interface ClearanceDetails {
  pclEligibility: string | null;
  eligibilityDeterminationDate: string | null;
  clearanceGrantingAgency: string | null;
  investigationType: string | null;
  investigationClosedDate: string | null;
  ceStatus: string | null;
  ceEnteredDate: string | null;
  comments?: string | null;
}

/** A clearance verification request (spec 02 §4): SENT → NEEDS_REVIEW → CLOSED, or EXPIRED when not answered in time. */
@Entity('clearance_verification')
export class ClearanceVerification extends TenantRecord {
  @Column({ type: 'uuid' })
  personnelId: string;

  @Column({ type: 'uuid' })
  clearanceId: string;

  /** the facility the clearance is held at: its FSO reviews the answers */
  @Column({ type: 'uuid' })
  facilityId: string;

  @Column({ type: 'text', default: 'SENT' })
  status: ClearanceVerificationStatus;

  @TextCol()
  message: string | null;

  @TextCol()
  requestedBy: string | null;

  @DayCol()
  expiresOn: string;

  /** the clearance record when the request was sent */
  @Column({ type: 'jsonb' })
  onRecord: ClearanceDetails;

  @Column({ type: 'jsonb', nullable: true })
  answers: ClearanceDetails | null;

  @Column({ type: 'timestamptz', nullable: true })
  attestedAt: Date | null;

  @TextCol()
  answeredBy: string | null;

  @TextCol()
  decision: ClearanceVerificationDecision | null;

  @TextCol()
  reviewNote: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @TextCol()
  closedBy: string | null;
}

/** A request to the FSO or MSS to act on a person's clearance (spec 02 §6 CLEARANCE_REQUEST). */
@Entity('clearance_request')
export class ClearanceRequest extends TenantRecord {
  @Column({ type: 'uuid' })
  personnelId: string;

  @Column({ type: 'uuid' })
  clearanceId: string;

  @Column({ type: 'uuid' })
  facilityId: string;

  /** null when the request names no action */
  @TextCol()
  action: ClearanceAction | null;

  /** null when the request gives no justification */
  @TextCol()
  justification: string | null;

  @DayCol()
  neededBy: string | null;

  @Column({ type: 'text', default: 'SUBMITTED' })
  status: ClearanceRequestStatus;

  @TextCol()
  requestedBy: string | null;
}
