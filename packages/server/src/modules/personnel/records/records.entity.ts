import { Column, Entity } from 'typeorm';
import type {
  Agency,
  BadgeStatus,
  BadgeType,
  ClearanceAction,
  ClearanceLevel,
  EnrollmentStatus,
  InvestigationTier,
  OwnedServiced,
  PclDetermination,
  PclStatus,
  PolygraphResult,
  PolygraphStatus,
  PolygraphSystem,
  PolygraphType,
  SpecialAccessStatus,
  SpecialAccessType,
} from '@clearline/shared';
import { Sensitive } from '../../../core/audit/sensitive';
import { TenantRecord } from '../../../core/database/entities';
import { DayCol, DayListCol, FlagCol, TextCol, UuidCol } from '../columns';

/** A record that belongs to one person. */
export abstract class PersonRecord extends TenantRecord {
  @Column({ type: 'uuid' })
  personnelId: string;
}

@Entity('personnel_clearance')
export class PersonnelClearance extends PersonRecord {
  @Column({ type: 'uuid' })
  facilityId: string;

  @Column({ type: 'text' })
  pclStatus: PclStatus;

  @TextCol()
  indoctrinationLevel: ClearanceLevel | null;

  @Column({ type: 'text' })
  pclEligibility: ClearanceLevel;

  @TextCol()
  pclDetermination: PclDetermination | null;

  @DayCol()
  eligibilityDeterminationDate: string | null;

  @DayCol()
  initialBriefingDate: string | null;

  @TextCol()
  ownedServiced: OwnedServiced | null;

  @TextCol()
  clearanceGrantingAgency: Agency | null;

  @DayCol()
  deBriefDate: string | null;

  @DayCol()
  ndaDate: string | null;

  @DayCol()
  attestationDate: string | null;

  @TextCol()
  billet: string | null;

  @TextCol()
  ceStatus: EnrollmentStatus | null;

  @DayCol()
  ceEnteredDate: string | null;
}

@Entity('personnel_investigation')
export class PersonnelInvestigation extends PersonRecord {
  @Column({ type: 'uuid' })
  clearanceId: string;

  @TextCol()
  clearanceType: ClearanceLevel | null;

  @TextCol()
  pclStatus: PclStatus | null;

  @TextCol()
  clearanceAction: ClearanceAction | null;

  @TextCol()
  investigationType: InvestigationTier | null;

  @TextCol()
  clearanceInvestigatingAgency: Agency | null;

  @FlagCol()
  isProcessCompleted: boolean;

  @DayCol()
  initiatedPsiDate: string | null;

  @FlagCol()
  fingerprintRequired: boolean;

  @DayCol()
  fingerprintSubmittedDate: string | null;

  @DayCol()
  fingerprintAcceptedDate: string | null;

  @TextCol()
  fingerprintTakenBy: string | null;

  @TextCol()
  fingerprintTcnNumber: string | null;

  @DayCol()
  readyReviewDate: string | null;

  @DayCol()
  psqSentOpmDate: string | null;

  @DayCol()
  releasedSignFormsDate: string | null;

  @DayCol()
  releaseCafDate: string | null;

  @DayCol()
  sacDate: string | null;

  @DayListCol()
  sfRejectionDates: string[];

  /** e-QIP PIN code: a credential, redacted in the audit trail */
  @Sensitive()
  @TextCol()
  eqipPincode: string | null;

  @TextCol()
  siiCaseNumber: string | null;

  @DayCol()
  investigationOpenDate: string | null;

  @DayCol()
  investigationClosedDate: string | null;

  @DayCol()
  reinvestigationDate: string | null;

  @DayCol()
  adjScheduledDate: string | null;

  @DayCol()
  adjCompletedDate: string | null;
}

@Entity('personnel_special_access')
export class PersonnelSpecialAccess extends PersonRecord {
  @Column({ type: 'uuid' })
  facilityId: string;

  @Column({ type: 'text' })
  specialAccessType: SpecialAccessType;

  @Column({ type: 'text' })
  specialAccessStatus: SpecialAccessStatus;

  @DayCol()
  indoctrinationDate: string | null;

  @DayCol()
  initialBriefDate: string | null;

  @DayCol()
  lastBriefDate: string | null;

  @DayCol()
  submitDate: string | null;

  @TextCol()
  ssoLocation: string | null;

  @TextCol()
  briefingOfficer: string | null;

  @DayCol()
  debriefDate: string | null;

  @FlagCol()
  specialAccessBriefReminder: boolean;

  @TextCol()
  sponsor: string | null;
}

@Entity('personnel_polygraph')
export class PersonnelPolygraph extends PersonRecord {
  @Column({ type: 'uuid' })
  facilityId: string;

  @Column({ type: 'text' })
  polygraphType: PolygraphType;

  @Column({ type: 'text' })
  polygraphStatus: PolygraphStatus;

  @TextCol()
  polygraphResult: PolygraphResult | null;

  @TextCol()
  agency: Agency | null;

  @TextCol()
  polySystem: PolygraphSystem | null;

  @DayCol()
  polygraphDate: string | null;

  @DayCol()
  nextPolygraphDate: string | null;
}

@Entity('personnel_badge')
export class PersonnelBadge extends PersonRecord {
  @UuidCol()
  contractId: string | null;

  @TextCol()
  issuingAgency: Agency | null;

  @TextCol()
  badgeNumber: string | null;

  @Column({ type: 'text' })
  badgeType: BadgeType;

  @Column({ type: 'text' })
  badgeStatus: BadgeStatus;

  @DayCol()
  issueDate: string | null;

  @DayCol()
  expiryDate: string | null;

  @DayCol()
  renewalSubmissionDate: string | null;

  @TextCol()
  organization: string | null;

  @UuidCol()
  badgingOfficerId: string | null;
}
