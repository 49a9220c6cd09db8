import { ACTION_AGE, ACTION_KIND, OPEN_ACTION_STATE, OPEN_ACTION_TYPE } from '@clearline/shared';
import type { ActionAge, ActionKind, OpenActionState, OpenActionType } from '@clearline/shared';
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
}

/** Body of PUT /requests-and-actions/open-actions/{id}/complete and …/close (optional). */
export class OpenActionResolveDto {
  @TextField({ label: 'Note', max: 500 })
  note?: string | null;
}
