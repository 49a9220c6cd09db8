/**
 * The one place that names the queues and the job types. Every job type maps to its queue; the
 * worker refuses to start when a declared type has no handler or more than one.
 */
export const QUEUE_NAMES = ['mail', 'reports', 'imports', 'reminders', 'maintenance'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export const JOB_TYPES = {
  'maintenance.ping': 'maintenance',
  'mail.send': 'mail',
  'identity.password-reset-code': 'mail',
  'reports.generate': 'reports',
  'reminders.daily': 'reminders',
  'maintenance.purge-job-archives': 'maintenance',
  'tenants.archive-documents': 'maintenance',
} as const satisfies Record<string, QueueName>;

/** Job types are declared by modules through this registry (see registerJobType). */
const declared = new Map<string, QueueName>(Object.entries(JOB_TYPES));

export function registerJobType(type: string, queue: QueueName): void {
  const existing = declared.get(type);
  if (existing && existing !== queue) throw new Error(`Job type ${type} is declared on two queues: ${existing} and ${queue}`);
  declared.set(type, queue);
}

export function declaredJobTypes(): ReadonlyMap<string, QueueName> {
  return declared;
}

export function queueOf(type: string): QueueName {
  const q = declared.get(type);
  if (!q) throw new Error(`Unknown job type ${type}`);
  return q;
}

/** Every job payload names its tenant and the user on whose behalf it runs. */
export interface JobPayload {
  tenantId: string | null;
  actorId: string | null;
  [key: string]: unknown;
}
