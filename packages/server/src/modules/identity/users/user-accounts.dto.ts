import {
  JOB_RUN_STATUSES,
  type JobRunStatus,
  USER_ACCOUNT_OUTCOME,
  USER_ACCOUNTS_MESSAGES,
  type UserAccountOutcome,
} from '@clearline/shared';
import { BoolField, EnumOf, UuidListField } from '../../../core/http/fields';

const L = USER_ACCOUNTS_MESSAGES.labels;

/**
 * POST /personnel/generate-user-accounts (spec 02 §3 "Account generation"): every active employee
 * without an account (isForAllEmployees), or the people in employeeIds.
 */
export class GenerateUserAccountsDto {
  /** true: every enabled, not inactive person of the tenant who has no user account yet */
  @BoolField({ label: L.isForAllEmployees })
  isForAllEmployees?: boolean | null;
  /** the personnel record ids, when not all employees */
  @UuidListField({ label: L.employeeIds, itemLabel: 'Personnel', references: 'personnel', maxItems: 1000 })
  employeeIds?: string[] | null;
  /** e-mail each new user the welcome e-mail with a link to set the password (default true) */
  @BoolField({ label: L.isSendWelcomeEmail })
  isSendWelcomeEmail?: boolean | null;
}

/** What happened to one person. */
export class UserAccountItemDto {
  /** the personnel record */
  personnelId: string;
  /** Last, First */
  name: string;
  workEmail: string | null;
  @EnumOf(USER_ACCOUNT_OUTCOME)
  outcome: UserAccountOutcome;
  /** what was done, or why the person was skipped or failed */
  detail: string;
  /** the account created (or the one the person already had) */
  userId: string | null;
  username: string | null;
}

export class UserAccountCountsDto {
  created: number;
  skipped: number;
  failed: number;
}

/**
 * The answer of POST /personnel/generate-user-accounts and GET /personnel/generate-user-accounts/{runId}.
 * Up to 5 people are done in the request (runId null, status SUCCEEDED, every outcome); more run as a
 * job (status QUEUED, then RUNNING with progress, then SUCCEEDED with every outcome).
 */
export class UserAccountsRunDto {
  /** the job run (poll GET /personnel/generate-user-accounts/{runId}); null when done in the request */
  runId: string | null;
  @EnumOf(JOB_RUN_STATUSES)
  status: JobRunStatus;
  /** 0–100 */
  progress: number;
  /** people the request named */
  total: number;
  processed: number;
  isSendWelcomeEmail: boolean;
  counts: UserAccountCountsDto;
  items: UserAccountItemDto[];
  error: string | null;
  queuedAt: string;
  finishedAt: string | null;
}
