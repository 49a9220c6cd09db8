import {
  AGENCY,
  BADGE_STATUS,
  BADGE_TYPE,
  CLEARANCE_ACTION,
  CLEARANCE_LEVEL,
  ENROLLMENT_STATUS,
  INVESTIGATION_TIER,
  OWNED_SERVICED,
  PCL_DETERMINATION,
  PCL_STATUS,
  PERSONNEL_FIELD_LABELS as L,
  POLYGRAPH_RESULT,
  POLYGRAPH_STATUS,
  POLYGRAPH_SYSTEM,
  POLYGRAPH_TYPE,
  SPECIAL_ACCESS_STATUS,
  SPECIAL_ACCESS_TYPE,
  INVESTIGATION_STATUS,
} from '@clearline/shared';
import type {
  Agency,
  BadgeStatus,
  BadgeType,
  ClearanceAction,
  ClearanceLevel,
  EnrollmentStatus,
  InvestigationStatus,
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
import {
  BoolField,
  DayField,
  DayListField,
  EnumField,
  EnumOf,
  NestedField,
  NumberField,
  ReadOnly,
  TextField,
  UuidField,
} from '../../../core/http/fields';

/*
 * Per-person records (spec 02 §3/§4): clearance, investigation, special access, polygraph, badge.
 * Routes: /personnel/{id}/{clearance|investigation|special-access|polygraph|badge}[/{recordId}].
 * Create (POST) and update (PUT) take the same body; PUT may add `version` to refuse a stale save.
 */

/** `{ id }` of a contract (nested form of contractId). */
export class ContractRefDto {
  @UuidField({ label: 'Contract', references: 'contract', required: true })
  id: string;
}

/** `{ id }` of a person of the tenant (nested form of badgingOfficerId); the answer's name and contacts come back ignored. */
export class PersonRefDto {
  @UuidField({ label: 'Badging Officer', references: 'personnel', required: true })
  id: string;

  @ReadOnly()
  name?: string;

  @ReadOnly()
  phone?: string | null;

  @ReadOnly()
  email?: string | null;
}

/**
 * What every record's answer carries and its body ignores when sent back: a GET answer is accepted by the PUT of the
 * same record (its version still refuses a stale save).
 */
abstract class PersonRecordBody {
  @ReadOnly()
  id?: string;

  @ReadOnly()
  personnelId?: string;

  @ReadOnly()
  createdAt?: string;

  @ReadOnly()
  updatedAt?: string;
}

// ---------------------------------------------------------------------------------------------
// Clearance
// ---------------------------------------------------------------------------------------------

export class ClearanceDto extends PersonRecordBody {
  /** facility of the tenant the clearance is held at */
  @UuidField({ label: 'Facility', references: 'facility', required: true })
  facilityId: string;

  @EnumField(PCL_STATUS, { label: 'PCL Status', required: true })
  pclStatus: PclStatus;

  @EnumField(CLEARANCE_LEVEL, { label: 'Indoctrination Level' })
  indoctrinationLevel?: ClearanceLevel | null;

  /** the eligibility level (CLEARANCE_LEVEL) */
  @EnumField(CLEARANCE_LEVEL, { label: 'Eligibility', required: true })
  pclEligibility: ClearanceLevel;

  @EnumField(PCL_DETERMINATION, { label: 'Determination' })
  pclDetermination?: PclDetermination | null;

  @DayField({ label: 'Eligibility Determination Date' })
  eligibilityDeterminationDate?: string | null;

  @DayField({ label: 'Initial Briefing Date' })
  initialBriefingDate?: string | null;

  @EnumField(OWNED_SERVICED, { label: 'Owned / Serviced' })
  ownedServiced?: OwnedServiced | null;

  @EnumField(AGENCY, { label: 'Clearance Granting Agency' })
  clearanceGrantingAgency?: Agency | null;

  @DayField({ label: 'Debrief Date' })
  deBriefDate?: string | null;

  @DayField({ label: 'NDA Date' })
  ndaDate?: string | null;

  @DayField({ label: 'Attestation Date' })
  attestationDate?: string | null;

  @TextField({ label: 'Billet' })
  billet?: string | null;

  /** continuous evaluation enrollment */
  @EnumField(ENROLLMENT_STATUS, { label: 'CE Status' })
  ceStatus?: EnrollmentStatus | null;

  @DayField({ label: 'CE Entered Date' })
  ceEnteredDate?: string | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  @ReadOnly()
  facilityName?: string;

  @ReadOnly({ type: () => InvestigationBriefView, nullable: true })
  completedInvestigation?: InvestigationBriefView | null;

  @ReadOnly({ type: () => InvestigationBriefView, nullable: true })
  openInvestigation?: InvestigationBriefView | null;
}

/** An investigation as a clearance shows it. */
export class InvestigationBriefView {
  id: string;
  @EnumOf(INVESTIGATION_TIER)
  investigationType: InvestigationTier | null;
  @EnumOf(CLEARANCE_ACTION)
  clearanceAction: ClearanceAction | null;
  @EnumOf(INVESTIGATION_STATUS)
  status: InvestigationStatus;
  investigationOpenDate: string | null;
  investigationClosedDate: string | null;
  reinvestigationDate: string | null;
}

export class ClearanceView {
  id: string;
  personnelId: string;
  version: number;
  facilityId: string;
  facilityName: string;
  @EnumOf(PCL_STATUS)
  pclStatus: PclStatus;
  @EnumOf(CLEARANCE_LEVEL)
  indoctrinationLevel: ClearanceLevel | null;
  @EnumOf(CLEARANCE_LEVEL)
  pclEligibility: ClearanceLevel;
  @EnumOf(PCL_DETERMINATION)
  pclDetermination: PclDetermination | null;
  eligibilityDeterminationDate: string | null;
  initialBriefingDate: string | null;
  @EnumOf(OWNED_SERVICED)
  ownedServiced: OwnedServiced | null;
  @EnumOf(AGENCY)
  clearanceGrantingAgency: Agency | null;
  deBriefDate: string | null;
  ndaDate: string | null;
  attestationDate: string | null;
  billet: string | null;
  @EnumOf(ENROLLMENT_STATUS)
  ceStatus: EnrollmentStatus | null;
  ceEnteredDate: string | null;
  /** the latest completed investigation of this clearance */
  completedInvestigation: InvestigationBriefView | null;
  /** the investigation of this clearance still in progress */
  openInvestigation: InvestigationBriefView | null;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Investigation
// ---------------------------------------------------------------------------------------------

/**
 * Rules: clearanceId required ('Clearance is required'); investigationClosedDate required when
 * isProcessCompleted ('Investigation Closed Date is required') and not before investigationOpenDate;
 * each sfRejectionDates entry required ('SF-86 Rejection Date is required'); a completed investigation
 * cannot be reopened.
 */
export class InvestigationDto extends PersonRecordBody {
  /** a clearance of the same person */
  @UuidField({ label: L.clearanceId, references: 'personnel_clearance' })
  clearanceId: string;

  /** the clearance level investigated for */
  @EnumField(CLEARANCE_LEVEL, { label: 'Clearance Type' })
  clearanceType?: ClearanceLevel | null;

  @EnumField(PCL_STATUS, { label: 'PCL Status' })
  pclStatus?: PclStatus | null;

  @EnumField(CLEARANCE_ACTION, { label: 'Clearance Action' })
  clearanceAction?: ClearanceAction | null;

  @EnumField(INVESTIGATION_TIER, { label: 'Investigation Type' })
  investigationType?: InvestigationTier | null;

  @EnumField(AGENCY, { label: 'Investigating Agency' })
  clearanceInvestigatingAgency?: Agency | null;

  /** status is COMPLETED when true, IN_PROGRESS otherwise */
  @BoolField({ label: 'Process Completed' })
  isProcessCompleted?: boolean | null;

  @DayField({ label: 'Initiated PSI Date' })
  initiatedPsiDate?: string | null;

  @BoolField({ label: 'Fingerprint Required' })
  fingerprintRequired?: boolean | null;

  @DayField({ label: 'Fingerprint Submitted Date' })
  fingerprintSubmittedDate?: string | null;

  @DayField({ label: 'Fingerprint Accepted Date' })
  fingerprintAcceptedDate?: string | null;

  @TextField({ label: 'Fingerprint Taken By' })
  fingerprintTakenBy?: string | null;

  @TextField({ label: 'Fingerprint TCN Number' })
  fingerprintTcnNumber?: string | null;

  @DayField({ label: 'Ready For Review Date' })
  readyReviewDate?: string | null;

  @DayField({ label: 'PSQ Sent To OPM Date' })
  psqSentOpmDate?: string | null;

  @DayField({ label: 'Released Signature Forms Date' })
  releasedSignFormsDate?: string | null;

  @DayField({ label: 'Released To CAF Date' })
  releaseCafDate?: string | null;

  @DayField({ label: 'SAC Date' })
  sacDate?: string | null;

  /** SF-86 rejection dates, each required */
  @DayListField({ label: L.sfRejectionDates })
  sfRejectionDates?: string[] | null;

  /** e-QIP PIN code (redacted in the audit trail) */
  @TextField({ label: 'e-QIP PIN Code' })
  eqipPincode?: string | null;

  @TextField({ label: 'SII Case Number' })
  siiCaseNumber?: string | null;

  @DayField({ label: L.investigationOpenDate })
  investigationOpenDate?: string | null;

  @DayField({ label: L.investigationClosedDate })
  investigationClosedDate?: string | null;

  @DayField({ label: 'Reinvestigation Date' })
  reinvestigationDate?: string | null;

  @DayField({ label: 'Adjudication Scheduled Date' })
  adjScheduledDate?: string | null;

  @DayField({ label: 'Adjudication Completed Date' })
  adjCompletedDate?: string | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  @ReadOnly({ type: () => ClearanceBriefView })
  clearance?: ClearanceBriefView | null;

  @ReadOnly()
  status?: string;

  @ReadOnly()
  reinvestigationDue?: string | null;

  @ReadOnly()
  reinvestigationOverdue?: boolean;
}

/** The clearance an investigation belongs to, as the investigation shows it. */
export class ClearanceBriefView {
  id: string;
  @EnumOf(CLEARANCE_LEVEL)
  pclEligibility: ClearanceLevel;
  @EnumOf(PCL_STATUS)
  pclStatus: PclStatus;
  facilityId: string;
  facilityName: string;
}

export class InvestigationView {
  id: string;
  personnelId: string;
  version: number;
  clearanceId: string;
  clearance: ClearanceBriefView;
  /** IN_PROGRESS or COMPLETED, from isProcessCompleted */
  @EnumOf(INVESTIGATION_STATUS)
  status: InvestigationStatus;
  @EnumOf(CLEARANCE_LEVEL)
  clearanceType: ClearanceLevel | null;
  @EnumOf(PCL_STATUS)
  pclStatus: PclStatus | null;
  @EnumOf(CLEARANCE_ACTION)
  clearanceAction: ClearanceAction | null;
  @EnumOf(INVESTIGATION_TIER)
  investigationType: InvestigationTier | null;
  @EnumOf(AGENCY)
  clearanceInvestigatingAgency: Agency | null;
  isProcessCompleted: boolean;
  initiatedPsiDate: string | null;
  fingerprintRequired: boolean;
  fingerprintSubmittedDate: string | null;
  fingerprintAcceptedDate: string | null;
  fingerprintTakenBy: string | null;
  fingerprintTcnNumber: string | null;
  readyReviewDate: string | null;
  psqSentOpmDate: string | null;
  releasedSignFormsDate: string | null;
  releaseCafDate: string | null;
  sacDate: string | null;
  sfRejectionDates: string[];
  eqipPincode: string | null;
  siiCaseNumber: string | null;
  investigationOpenDate: string | null;
  investigationClosedDate: string | null;
  reinvestigationDate: string | null;
  adjScheduledDate: string | null;
  adjCompletedDate: string | null;
  /** when the reinvestigation falls due (the entered date, else the tenant's years after closing); null unless this is the latest completed investigation of a held clearance */
  reinvestigationDue: string | null;
  /** the reinvestigation due date has passed (the tenant's today) */
  reinvestigationOverdue: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /personnel/{id}/clearance/clearance-with-open-investigation: a clearance with its investigation in progress. */
export class ClearanceWithOpenInvestigationView extends ClearanceView {}

// ---------------------------------------------------------------------------------------------
// Special access
// ---------------------------------------------------------------------------------------------

export class SpecialAccessDto extends PersonRecordBody {
  @UuidField({ label: 'Facility', references: 'facility', required: true })
  facilityId: string;

  @EnumField(SPECIAL_ACCESS_TYPE, { label: 'Special Access Type', required: true })
  specialAccessType: SpecialAccessType;

  @EnumField(SPECIAL_ACCESS_STATUS, { label: 'Special Access Status', required: true })
  specialAccessStatus: SpecialAccessStatus;

  @DayField({ label: 'Indoctrination Date' })
  indoctrinationDate?: string | null;

  @DayField({ label: 'Initial Brief Date' })
  initialBriefDate?: string | null;

  @DayField({ label: 'Last Brief Date' })
  lastBriefDate?: string | null;

  @DayField({ label: 'Submit Date' })
  submitDate?: string | null;

  @TextField({ label: 'SSO Location' })
  ssoLocation?: string | null;

  @TextField({ label: 'Briefing Officer' })
  briefingOfficer?: string | null;

  @DayField({ label: 'Debrief Date' })
  debriefDate?: string | null;

  /** send the annual re-brief reminder */
  @BoolField({ label: 'Special Access Brief Reminder' })
  specialAccessBriefReminder?: boolean | null;

  @TextField({ label: 'Sponsor' })
  sponsor?: string | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  @ReadOnly()
  facilityName?: string;
}

export class SpecialAccessView {
  id: string;
  personnelId: string;
  version: number;
  facilityId: string;
  facilityName: string;
  @EnumOf(SPECIAL_ACCESS_TYPE)
  specialAccessType: SpecialAccessType;
  @EnumOf(SPECIAL_ACCESS_STATUS)
  specialAccessStatus: SpecialAccessStatus;
  indoctrinationDate: string | null;
  initialBriefDate: string | null;
  lastBriefDate: string | null;
  submitDate: string | null;
  ssoLocation: string | null;
  briefingOfficer: string | null;
  debriefDate: string | null;
  specialAccessBriefReminder: boolean;
  sponsor: string | null;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Polygraph
// ---------------------------------------------------------------------------------------------

export class PolygraphDto extends PersonRecordBody {
  @UuidField({ label: 'Facility', references: 'facility', required: true })
  facilityId: string;

  @EnumField(POLYGRAPH_TYPE, { label: 'Polygraph Type', required: true })
  polygraphType: PolygraphType;

  @EnumField(POLYGRAPH_STATUS, { label: 'Polygraph Status', required: true })
  polygraphStatus: PolygraphStatus;

  @EnumField(POLYGRAPH_RESULT, { label: 'Polygraph Result' })
  polygraphResult?: PolygraphResult | null;

  @EnumField(AGENCY, { label: 'Agency' })
  agency?: Agency | null;

  @EnumField(POLYGRAPH_SYSTEM, { label: 'Poly System' })
  polySystem?: PolygraphSystem | null;

  @DayField({ label: 'Polygraph Date' })
  polygraphDate?: string | null;

  @DayField({ label: 'Next Polygraph Date' })
  nextPolygraphDate?: string | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  @ReadOnly()
  facilityName?: string;

  @ReadOnly()
  dueDate?: string | null;

  @ReadOnly()
  overdue?: boolean;
}

export class PolygraphView {
  id: string;
  personnelId: string;
  version: number;
  facilityId: string;
  facilityName: string;
  @EnumOf(POLYGRAPH_TYPE)
  polygraphType: PolygraphType;
  @EnumOf(POLYGRAPH_STATUS)
  polygraphStatus: PolygraphStatus;
  @EnumOf(POLYGRAPH_RESULT)
  polygraphResult: PolygraphResult | null;
  @EnumOf(AGENCY)
  agency: Agency | null;
  @EnumOf(POLYGRAPH_SYSTEM)
  polySystem: PolygraphSystem | null;
  polygraphDate: string | null;
  nextPolygraphDate: string | null;
  /** when the polygraph falls due: its next polygraph date, else POLYGRAPH_VALID_YEARS after it was taken; null when OUT_OF_SCOPE */
  dueDate: string | null;
  /** the due date has passed (the tenant's today): the polygraph is out of date */
  overdue: boolean;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Badge
// ---------------------------------------------------------------------------------------------

/** contractId / badgingOfficerId may also be sent nested as contract: { id } / badgingOfficer: { id }. */
export class BadgeDto extends PersonRecordBody {
  @UuidField({ label: 'Contract', references: 'contract' })
  contractId?: string | null;

  @NestedField(() => ContractRefDto, { label: 'contract' })
  contract?: ContractRefDto | null;

  @EnumField(AGENCY, { label: 'Issuing Agency' })
  issuingAgency?: Agency | null;

  @TextField({ label: 'Badge Number' })
  badgeNumber?: string | null;

  @EnumField(BADGE_TYPE, { label: 'Badge Type', required: true })
  badgeType: BadgeType;

  @EnumField(BADGE_STATUS, { label: 'Badge Status', required: true })
  badgeStatus: BadgeStatus;

  @DayField({ label: 'Issue Date' })
  issueDate?: string | null;

  @DayField({ label: 'Expiry Date' })
  expiryDate?: string | null;

  @DayField({ label: 'Renewal Submission Date' })
  renewalSubmissionDate?: string | null;

  @TextField({ label: 'Organization' })
  organization?: string | null;

  /** a person of the tenant */
  @UuidField({ label: 'Badging Officer', references: 'personnel' })
  badgingOfficerId?: string | null;

  @NestedField(() => PersonRefDto, { label: 'badgingOfficer' })
  badgingOfficer?: PersonRefDto | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  @ReadOnly()
  expired?: boolean;

  @ReadOnly()
  badgingOfficerName?: string | null;

  @ReadOnly()
  badgingOfficerPhone?: string | null;

  @ReadOnly()
  badgingOfficerEmail?: string | null;
}

export class BadgingOfficerView {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
}

export class BadgeView {
  id: string;
  personnelId: string;
  version: number;
  contractId: string | null;
  @EnumOf(AGENCY)
  issuingAgency: Agency | null;
  badgeNumber: string | null;
  @EnumOf(BADGE_TYPE)
  badgeType: BadgeType;
  @EnumOf(BADGE_STATUS)
  badgeStatus: BadgeStatus;
  issueDate: string | null;
  expiryDate: string | null;
  renewalSubmissionDate: string | null;
  organization: string | null;
  badgingOfficerId: string | null;
  badgingOfficer: BadgingOfficerView | null;
  badgingOfficerName: string | null;
  badgingOfficerPhone: string | null;
  badgingOfficerEmail: string | null;
  /** the expiry date has passed while the status is ACTIVE, INPROGRESS or PENDING: the badge is shown as expired, not by its status */
  expired: boolean;
  createdAt: string;
  updatedAt: string;
}
