/**
 * The queues, and the registry of job types. A module declares each job type it runs next to its handler: the
 * payload type by merging it into `JobPayloads`, the queue by naming it in `@JobHandler`:
 *
 * ```ts
 * declare module '../../core/queue/queues' {
 *   interface JobPayloads {
 *     'reminders.daily': RunPayload;
 *   }
 * }
 *
 * @JobHandler('reminders.daily', 'reminders')
 * export class RemindersJob implements JobRunner<RunPayload> { … }
 * ```
 *
 * `QueueService.add` and `@JobHandler` accept only the names and payloads so declared; the worker refuses to start
 * when a declared type has no handler or more than one.
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

/**
 * The payload of each job type, merged in by the module that runs it (see above). `QueueService.add` and
 * `@JobHandler` accept only these names and payloads.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

/** The name of a job type. */
export type JobName = keyof JobPayloads & string;

/** The queue of each declared job type, recorded by @JobHandler when the handler's class is defined. */
const declared = new Map<string, QueueName>();

/** Records the queue of a job type; throws when the type was declared on another queue. */
export function declareJobType(type: string, queue: QueueName): void {
  const known = declared.get(type);
  if (known && known !== queue) throw new Error(`Job type ${type} is declared on the queues ${known} and ${queue}`);
  declared.set(type, queue);
}

/** The declared job types and their queues (the worker refuses to start on a declared type without a handler, or an undeclared handler). */
export function declaredJobTypes(): ReadonlyMap<string, QueueName> {
  return declared;
}

export function queueOf(type: string): QueueName {
  const q = declared.get(type);
  if (!q) throw new Error(`Unknown job type ${type}`);
  return q;
}
