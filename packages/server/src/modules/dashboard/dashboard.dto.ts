import { ACTION_AGE, ACTION_KIND, CONTRACT_EFFECTIVE_STATUS, CONTRACT_STATUS, DUE_ITEM, DUE_WINDOW, VISIT_KIND } from '@clearline/shared';
import type { ActionAge, ActionKind, ContractEffectiveStatus, ContractStatus, DueItem, DueWindow, VisitKind } from '@clearline/shared';
import { EnumOf, UuidField } from '../../core/http/fields';
import { IncidentDashboardView } from '../incidents';

/** GET /dashboard: one facility's people, or every facility's without it. */
export class DashboardQueryDto {
  @UuidField({ label: 'Facility', references: 'facility' })
  facilityId?: string;
}

/** People with a record of the item falling due in the window (the personnel list with dueItem and dueWindow shows them). */
export class DueCountView {
  @EnumOf(DUE_ITEM)
  item: DueItem;
  @EnumOf(DUE_WINDOW)
  window: DueWindow;
  count: number;
}

/** Open actions of people of the kind and age (the open-actions list with kind and age shows them). */
export class ActionCountView {
  @EnumOf(ACTION_KIND)
  kind: ActionKind;
  @EnumOf(ACTION_AGE)
  age: ActionAge;
  count: number;
}

/** Cleared people who take the annual training, and how many of them completed it in the last year. */
export class TrainingCountView {
  required: number;
  completed: number;
}

/** A facility with DCSA inspection findings still open (the tile links to its Inspections tab). */
export class FacilityFindingsRowView {
  facilityId: string;
  facilityName: string;
  openFindings: number;
  /** open corrective actions of those findings past their due date */
  overdueActions: number;
}

/** Facilities with open inspection findings: how many, and their corrective actions past due. */
export class InspectionFindingsView {
  facilities: number;
  openFindings: number;
  overdueActions: number;
  /** the facilities, most overdue first (at most 10) */
  items: FacilityFindingsRowView[];
}

/** The security officer's dashboard: what falls due and what is open, for one facility or all. */
export class PermCertificationsExpiringView {
  count: number;
  /** the window in days from today */
  withinDays: number;
}

/** Visits of one kind under way this week. */
export class VisitKindCountView {
  @EnumOf(VISIT_KIND)
  kind: VisitKind;
  count: number;
}

export class FsoDashboardView {
  facilityId: string | null;
  /** the tenant's today (YYYY-MM-DD) the windows count from */
  today: string;
  openActions: ActionCountView[];
  due: DueCountView[];
  training: TrainingCountView;
  /** contracts (not closed) whose DD254 in force is due for review within 30 days or past */
  dd254ReviewsDue: number;
  /** reported new hires waiting for the FSO's review */
  pendingHires: number;
  /** submitted foreign travels whose traveller is back and has not filed the debrief (overdue ones included) */
  debriefsDue: number;
  /** of those, the ones past their debrief due date (five business days after the return) */
  debriefsOverdue: number;
  /** null when the caller may not view facilities */
  inspectionFindings: InspectionFindingsView | null;
  /** incoming, outgoing and FOCI visits under way this week (Monday to Sunday): submitted, approved or completed */
  visitsThisWeek: number;
  /** the same by kind: each count is the total of its visit list with underWayInWeekOf = today (and the facility) */
  visitsThisWeekByKind: VisitKindCountView[];
  /** approved permanent visit certifications ending within the tenant's reminder lead (PERM_CERTIFICATION_REMINDER_DAYS) */
  permCertificationsExpiring: PermCertificationsExpiringView;
  /** reports past their deadline and open incidents by type; null when the caller may not view incidents */
  incidents: IncidentDashboardView | null;
}

/** One of the person's own actions (one they do themselves; the security office's actions about them are not listed). */
export class MyOpenActionView {
  id: string;
  title: string;
  @EnumOf(ACTION_KIND)
  kind: ActionKind;
  dueDate: string | null;
  /** The due date has passed (the tenant's today). */
  overdue: boolean;
  /** the My Portal page where the person does it; null: done outside the product (a request addressed to them by hand) */
  page: string | null;
  createdAt: string;
}

/** One of the person's own records falling due (overdue or within 90 days). */
export class MyDueItemView {
  @EnumOf(DUE_ITEM)
  item: DueItem;
  @EnumOf(DUE_WINDOW)
  window: DueWindow;
  recordId: string;
  dueDate: string;
}

export class MyTrainingDocumentView {
  id: string;
  documentName: string;
  nextDeadlineDate: string | null;
}

export class MyTrainingView {
  /** the person holds a clearance, so takes the annual training */
  required: boolean;
  /** annual refresher briefing on file for the last year */
  completed: boolean;
  /** the tenant's active annual training documents (when required and not completed) */
  documents: MyTrainingDocumentView[];
}

/** GET /dashboard/me: what matters to the signed-in user's own personnel record. */
export class MyDashboardView {
  /** null when the user's account is not linked to a personnel record */
  personnelId: string | null;
  fullName: string | null;
  today: string;
  openActions: MyOpenActionView[];
  due: MyDueItemView[];
  training: MyTrainingView;
}

/** A tenant the caller manages, with its people's open actions. */
export class ManagedTenantCountsView {
  tenantId: string;
  name: string;
  openActions: number;
  /** open actions whose due date has passed */
  overdueActions: number;
  /** open actions due in the next 90 days */
  dueSoonActions: number;
}

/** Contracts not closed whose period of performance ends in the window. */
export class ContractsEndingCountView {
  @EnumOf(DUE_WINDOW)
  window: DueWindow;
  count: number;
}

/** A contract whose period of performance ends within 90 days or has ended. */
export class ContractEndingView {
  id: string;
  contractNumber: string;
  contractName: string;
  @EnumOf(CONTRACT_STATUS)
  status: ContractStatus;
  /** the status the contract shows on the tenant's today: NOT_STARTED while an ACTIVE contract's period of performance has not started */
  @EnumOf(CONTRACT_EFFECTIVE_STATUS)
  effectiveStatus: ContractEffectiveStatus;
  /** YYYY-MM-DD */
  popEndDate: string;
  @EnumOf(DUE_WINDOW)
  window: DueWindow;
}

/** GET /dashboard/contracts-ending: the security officer's tile of contracts whose period of performance ends. */
export class ContractsEndingView {
  facilityId: string | null;
  /** the tenant's today (YYYY-MM-DD) the windows count from */
  today: string;
  /** the last day of the longest window (today + 90): the contracts list filtered by popEndDate_lte = until and status ACTIVE or CLOSING shows the same contracts */
  until: string;
  windows: ContractsEndingCountView[];
  /** the contracts of the windows, the earliest end first (at most 10) */
  contracts: ContractEndingView[];
}
