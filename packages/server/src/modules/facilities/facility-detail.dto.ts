import { WORKFLOW_RETRY_STATUS, WORKFLOW_RETRY_TYPE, FACILITY_DETAIL_MESSAGES as M, TEXT_LIMITS } from '@clearline/shared';
import type { WorkflowRetryStatus, WorkflowRetryType } from '@clearline/shared';
import { EnumOf, NumberField, ReadOnly, TextField } from '../../core/http/fields';

/**
 * A failed automated step of a facility (Workflow Retries tab): recorded when the mail queue gives up for good on a
 * daily reminder digest to one of the facility's people (one row per facility of the person; a repeat failure counts
 * one more attempt). POST …/retry queues the e-mail again (a new 'mail.send' job: the person's open actions as a
 * reminder digest to their work e-mail), and a retry that fails for good turns the row back to FAILED with its error;
 * POST …/resolve closes the row without another attempt.
 */
export class WorkflowRetryDto {
  id: string;
  version: number;
  facilityId: string;
  /** REMINDER_EMAIL */
  @EnumOf(WORKFLOW_RETRY_TYPE)
  workflowType: WorkflowRetryType;
  personnelId: string | null;
  personnelName: string | null;
  subject: string;
  attempts: number;
  /** the last error, without recipient or secret */
  lastError: string | null;
  /** FAILED, RETRIED or RESOLVED */
  @EnumOf(WORKFLOW_RETRY_STATUS)
  status: WorkflowRetryStatus;
  failedAt: string;
  lastAttemptAt: string;
  queueJobId: string | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
}

/** Body of POST /facilities/{id}/detail/workflow_retries/{retryId}/resolve (optional). */
export class WorkflowRetryResolveDto {
  @TextField({ label: M.labels.note, multiline: true })
  note?: string | null;
}

/** A note on a facility's record (Notes tab): everyone who may see the facility reads it; its author changes it. */
export class FacilityNoteDto {
  id: string;
  version: number;
  facilityId: string;
  content: string;
  authorId: string;
  authorName: string | null;
  /** whether the caller wrote it (and may change or delete it) */
  mine: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /facilities/{id}/detail/notes and PUT …/notes/{noteId}. */
export class FacilityNoteInputDto {
  @TextField({ label: M.labels.content, required: true, max: TEXT_LIMITS.notes })
  content: string;

  /** the version read (PUT); a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  @ReadOnly()
  id?: string;
  @ReadOnly()
  facilityId?: string;
  @ReadOnly()
  authorId?: string;
  @ReadOnly()
  authorName?: string | null;
  @ReadOnly()
  mine?: boolean;
  @ReadOnly()
  createdAt?: string;
  @ReadOnly()
  updatedAt?: string;
}
