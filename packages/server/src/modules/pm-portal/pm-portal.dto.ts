import { ApiProperty } from '@nestjs/swagger';
import {
  ASSIGNMENT_STATUS,
  BASIC_CLEARANCE_LEVEL,
  CLEARANCE_LEVEL,
  CONTRACT_EFFECTIVE_STATUS,
  CONTRACT_STATUS,
  CONTRACT_TYPE,
  DUE_WINDOW,
  PM_CLEARANCE_STATE,
  PM_PORTAL_SCOPE,
} from '@clearline/shared';
import type {
  AssignmentStatus,
  BasicClearanceLevel,
  ClearanceLevel,
  ContractEffectiveStatus,
  ContractStatus,
  ContractType,
  DueWindow,
  PmClearanceState,
  PmPortalScope,
} from '@clearline/shared';
import { EnumOf } from '../../core/http/fields';

/** Contracts of the portal showing the status (CONTRACT_EFFECTIVE_STATUS: NOT_STARTED before the period of performance starts). */
export class PmContractStatusCountView {
  @EnumOf(CONTRACT_EFFECTIVE_STATUS)
  status: ContractEffectiveStatus;
  count: number;
}

/** Distinct people with an assignment of the status on the portal's contracts. */
export class PmAssignmentStatusCountView {
  @EnumOf(ASSIGNMENT_STATUS)
  status: AssignmentStatus;
  count: number;
}

/** Assigned people (PENDING or ASSIGNED) whose current clearance is in the state. */
export class PmClearanceStateCountView {
  @EnumOf(PM_CLEARANCE_STATE)
  state: PmClearanceState;
  count: number;
}

/** Assigned people whose current clearance has the eligibility level (NONE: no clearance on record). */
export class PmClearanceLevelCountView {
  @EnumOf(CLEARANCE_LEVEL)
  level: ClearanceLevel;
  count: number;
}

/** Records falling due in the window (overdue, within 30, in 31–60, in 61–90 days). */
export class PmDueCountView {
  @EnumOf(DUE_WINDOW)
  window: DueWindow;
  count: number;
}

/** A contract as the portal lists it, with the people assigned to it. */
export class PmContractView {
  id: string;
  contractNumber: string;
  contractName: string;
  @EnumOf(CONTRACT_TYPE)
  contractType: ContractType;
  @EnumOf(CONTRACT_STATUS)
  status: ContractStatus;
  /** the status the contract shows on the tenant's today: NOT_STARTED while an ACTIVE contract's period of performance has not started */
  @EnumOf(CONTRACT_EFFECTIVE_STATUS)
  effectiveStatus: ContractEffectiveStatus;
  customerAgency: string | null;
  /** period of performance, YYYY-MM-DD */
  popStartDate: string | null;
  popEndDate: string | null;
  /** the window the end of the period of performance falls in (null: later, none, or the contract is closed) */
  @ApiProperty({ enum: Object.keys(DUE_WINDOW), nullable: true })
  popEndWindow: DueWindow | null;
  @EnumOf(BASIC_CLEARANCE_LEVEL)
  requiredClearanceLevel: BasicClearanceLevel;
  facilityId: string | null;
  facilityName: string | null;
  programManagerId: string | null;
  programManagerName: string | null;
  /** people with an ASSIGNED assignment */
  assignedCount: number;
  /** people with a PENDING assignment */
  pendingCount: number;
}

/** A person's assignment to one of the portal's contracts, with the person's current clearance. */
export class PmPersonnelView {
  /** the assignment's id */
  id: string;
  personnelId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  employeeId: string | null;
  jobTitle: string | null;
  contractId: string;
  contractNumber: string;
  contractName: string;
  @EnumOf(ASSIGNMENT_STATUS)
  assignmentStatus: AssignmentStatus;
  dateAssigned: string | null;
  dateUnassigned: string | null;
  position: string | null;
  /** eligibility level of the person's current clearance (the highest held, else the latest on record); NONE without one */
  @EnumOf(CLEARANCE_LEVEL)
  clearanceLevel: ClearanceLevel;
  @EnumOf(PM_CLEARANCE_STATE)
  clearanceState: PmClearanceState;
  /** the date the held clearance's periodic reinvestigation falls due (the earliest when several), YYYY-MM-DD */
  reinvestigationDue: string | null;
  /** the window that date falls in (null: later or none) */
  @ApiProperty({ enum: Object.keys(DUE_WINDOW), nullable: true })
  reinvestigationWindow: DueWindow | null;
  /** the person has an investigation in progress (not completed) */
  investigationPending: boolean;
  /** the person's OPEN actions */
  openActions: number;
}

/** GET /pm-portal/dashboard: the portal's contracts and people, counted. */
export class PmDashboardView {
  @EnumOf(PM_PORTAL_SCOPE)
  scope: PmPortalScope;
  /** the caller's personnel record (null when the account is not linked to one) */
  personnelId: string | null;
  /** the tenant's today (YYYY-MM-DD) the windows count from */
  today: string;
  contractsTotal: number;
  contracts: PmContractStatusCountView[];
  /** distinct people with a PENDING or ASSIGNED assignment */
  peopleTotal: number;
  people: PmAssignmentStatusCountView[];
  clearanceStates: PmClearanceStateCountView[];
  clearanceLevels: PmClearanceLevelCountView[];
  /** assigned people whose periodic reinvestigation falls due, by window */
  clearancesDue: PmDueCountView[];
  /** contracts not closed whose period of performance ends, by window */
  popEnds: PmDueCountView[];
  /** the contracts not closed whose period of performance ends soonest (at most 5) */
  endingSoon: PmContractView[];
  /** assigned people with an investigation in progress (the personnel list with investigationPending shows them) */
  pendingInvestigations: number;
  /** assigned people with open actions (the personnel list with withOpenActions shows them) */
  peopleWithOpenActions: number;
  /** the open actions of those people */
  openActions: number;
}
