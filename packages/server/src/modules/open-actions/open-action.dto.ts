import { OPEN_ACTION_STATE, OPEN_ACTION_TYPE } from '@clearline/shared';
import type { OpenActionState, OpenActionType } from '@clearline/shared';
import { EnumOf, TextField } from '../../core/http/fields';

/** An open action (a task to complete or close) on a person or a facility. */
export class OpenActionView {
  id: string;
  version: number;
  /** MISSING_REQUIRED_DOCUMENT, DOCUMENT_NEEDS_REVIEW, DOCUMENT_EXPIRED or OTHER */
  @EnumOf(OPEN_ACTION_TYPE)
  actionType: OpenActionType;
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
