import type { ReportFormat } from '@clearline/shared';
import type { ReportParams } from '../reporting/report-definition';

/**
 * The one place that names the queues and the job types. Every job type maps to its queue; the
 * worker refuses to start when a declared type has no handler or more than one.
 */
export const QUEUE_NAMES = ['mail', 'reports', 'imports', 'reminders', 'maintenance'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** Every job payload names its tenant and the user on whose behalf it runs. */
export interface JobPayload {
  tenantId: string | null;
  actorId: string | null;
  [key: string]: unknown;
}

/** A payload whose content is sealed (payload-cipher): e-mails and password-reset codes. */
export type SealedPayload = JobPayload & { sealed: string };

/** What every run job (a job that records a job_run) carries besides tenant and actor. */
export interface RunPayload extends JobPayload {
  /** set when a request created the run; scheduled runs derive it from the queue job id */
  runId?: string;
  scheduledJobId?: string | null;
  /** the actor's home tenant, where their permissions are read */
  actorTenantId?: string | null;
}

export interface ReportJobPayload extends RunPayload {
  /** request runs carry the report; scheduled runs read it from their scheduled job */
  reportType?: string;
  parameters?: ReportParams;
  format?: ReportFormat;
}

export interface ArchivePayload extends RunPayload {
  runId: string;
}

/** A facility bulk action: the run (job_run) holds what to do and to whom; the upload is stored before it is queued. */
export interface FacilityBulkPayload extends RunPayload {
  runId: string;
}

/** Generate User Accounts for more than a handful of people: the run (job_run) names the people. */
export interface UserAccountsPayload extends RunPayload {
  runId: string;
}

/** The payload of each job type: QueueService.add and @JobHandler accept only these names and payloads. */
export interface JobPayloads {
  'maintenance.ping': JobPayload;
  'mail.send': SealedPayload;
  'identity.password-reset-code': SealedPayload;
  'reports.generate': ReportJobPayload;
  'reminders.daily': RunPayload;
  'maintenance.purge-job-archives': RunPayload;
  'tenants.archive-documents': ArchivePayload;
  'facilities.bulk-action': FacilityBulkPayload;
  'identity.generate-user-accounts': UserAccountsPayload;
}

/** The name of a job type. */
export type JobName = keyof JobPayloads;

/** The queue of each job type. */
export const JOB_TYPES = {
  'maintenance.ping': 'maintenance',
  'mail.send': 'mail',
  'identity.password-reset-code': 'mail',
  'reports.generate': 'reports',
  'reminders.daily': 'reminders',
  'maintenance.purge-job-archives': 'maintenance',
  'tenants.archive-documents': 'maintenance',
  'facilities.bulk-action': 'maintenance',
  'identity.generate-user-accounts': 'maintenance',
} as const satisfies Record<JobName, QueueName>;

/** The declared job types (the worker refuses to start on a declared type without a handler, or an undeclared handler). */
const declared: ReadonlyMap<string, QueueName> = new Map<string, QueueName>(Object.entries(JOB_TYPES));

export function declaredJobTypes(): ReadonlyMap<string, QueueName> {
  return declared;
}

export function queueOf(type: string): QueueName {
  const q = declared.get(type);
  if (!q) throw new Error(`Unknown job type ${type}`);
  return q;
}
