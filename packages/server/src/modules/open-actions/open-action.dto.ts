import {
  ACTION_AGE,
  ACTION_KIND,
  CLEARANCE_VERIFICATION_STATUS,
  MY_REQUEST_TYPE,
  OPEN_ACTION_STATE,
  OPEN_ACTION_TYPE,
} from '@clearline/shared';
import type { ActionAge, ActionKind, ClearanceVerificationStatus, MyRequestType, OpenActionState, OpenActionType } from '@clearline/shared';
import { EnumOf, TextField } from '../../core/http/fields';

/** An open action (a task to complete or close) on a person or a facility. */
export class OpenActionView {
  id: string;
  version: number;
  /** MISSING_REQUIRED_DOCUMENT, DOCUMENT_NEEDS_REVIEW, DOCUMENT_EXPIRED or OTHER */
  @EnumOf(OPEN_ACTION_TYPE)
  actionType: OpenActionType;
  /** what the action is about: the reminder that raised it, else its type (the dashboard counts by it) */
  @EnumOf(ACTION_KIND)
  kind: ActionKind;
  /** days since it was raised, as the dashboard's age buckets */
  @EnumOf(ACTION_AGE)
  age: ActionAge;
  title: string;
  description: string | null;
  /** OPEN, COMPLETED or CLOSED */
  @EnumOf(OPEN_ACTION_STATE)
  state: OpenActionState;
  personnelId: string | null;
  personnelName: string | null;
  facilityId: string | null;
  /** for document actions: the required-document type */
  documentTitleId: string | null;
  dueDate: string | null;
  createdAt: string;
  completedAt: string | null;
  completedBy: string | null;
  closedAt: string | null;
  closedBy: string | null;
  note: string | null;
  /**
   * For an action that closes by itself when its fact changes (a missing document is uploaded, a debrief is filed, …):
   * what closes it. Completing or closing it by hand is refused; it can be waived with a reason. null for a task a
   * person completes or closes.
   */
  closesWhen: string | null;
  /** when it was waived (it is CLOSED, the fact that raised it still held); null unless waived */
  waivedAt: string | null;
  /** the username of who waived it */
  waivedBy: string | null;
  /** why it was waived */
  waiveReason: string | null;
  /** when the fact a waiver (or a hand resolution) was about ended, e.g. the document arrived; from then on a recurrence raises a new action */
  lapsedAt: string | null;
}

/** Body of PUT /requests-and-actions/open-actions/{id}/complete and …/close (optional). */
export class OpenActionResolveDto {
  @TextField({ label: 'Note', multiline: true })
  note?: string | null;
}

/** Body of PUT /requests-and-actions/open-actions/{id}/waive: why an action that closes by itself is closed anyway. */
export class OpenActionWaiveDto {
  /** recorded with who waived it and when; shown wherever the action is (at most 500 characters, multiline) */
  @TextField({ label: 'Reason', required: true, multiline: true })
  reason: string;
}

/** How many open actions of one kind a facility has. */
export class OpenActionKindCountDto {
  @EnumOf(ACTION_KIND)
  kind: ActionKind;
  count: number;
}

/** The open (sent or answered) clearance verifications of a facility, for its Open Actions tab. */
export class FacilityClearanceVerificationDto {
  id: string;
  personnelId: string;
  personName: string;
  /** SENT (waiting for the person) or NEEDS_REVIEW (waiting for the FSO) */
  @EnumOf(CLEARANCE_VERIFICATION_STATUS)
  status: ClearanceVerificationStatus;
  pclEligibility: string | null;
  requestedBy: string | null;
  createdAt: Date;
  expiresOn: string;
}

/**
 * GET /facilities/{id}/detail/open-actions/details: the OPEN actions of the facility (raised on the facility itself
 * and on the people linked to it), counted by kind and by urgency, and the rows by due date (soonest first, then oldest).
 */
export class FacilityOpenActionsDto {
  facilityId: string;
  /** every OPEN action of the facility and its people */
  open: number;
  /** due date passed */
  overdue: number;
  /** due within the next 30 days (not overdue) */
  dueWithin30Days: number;
  /** raised on the facility itself */
  facilityActions: number;
  /** raised on people linked to the facility */
  personnelActions: number;
  /** people with at least one open action */
  people: number;
  byKind: OpenActionKindCountDto[];
  /** the rows, at most FACILITY_OPEN_ACTION_ROWS (500); the list route pages through all of them */
  items: OpenActionView[];
  /** the clearance verifications of the facility still open: answered ones (waiting for the FSO) first */
  clearanceVerifications: FacilityClearanceVerificationDto[];
}

/**
 * One of the caller's requests (GET /requests-and-actions/requests/me): a union over the kinds
 * MY_REQUEST_TYPE names, told apart by `type`; today the open actions raised on the caller's record.
 */
export class MyRequestView {
  /** the id of the request's own record (for OPEN_ACTION the open action) */
  id: string;
  @EnumOf(MY_REQUEST_TYPE)
  type: MyRequestType;
  title: string;
  description: string | null;
  /** OPEN, COMPLETED or CLOSED */
  @EnumOf(OPEN_ACTION_STATE)
  state: OpenActionState;
  /** the caller's personnel record */
  personnelId: string | null;
  dueDate: string | null;
  createdAt: string;
  /** when it was completed or closed */
  resolvedAt: string | null;
  note: string | null;
}
