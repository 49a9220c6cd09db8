import { createHash } from 'node:crypto';

/**
 * A UUID derived from a text (RFC 4122 layout, version 5 bits over SHA-256): the same queue job
 * always maps to the same run, so a redelivered or recovered job finishes its own run instead of
 * starting another one.
 */
export function runIdFor(queue: string, queueJobId: string): string {
  const h = createHash('sha256').update(`job-run\n${queue}\n${queueJobId}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/** The BullMQ job scheduler id mirroring a scheduled job (no ':' — BullMQ reserves it in custom ids). */
export const schedulerIdOf = (scheduledJobId: string): string => `sj-${scheduledJobId}`;

export const scheduledJobIdOf = (schedulerId: string): string | undefined =>
  schedulerId.startsWith('sj-') ? schedulerId.slice(3) : undefined;

/** Storage key of a run's output file: one key per run, so a repeated attempt replaces, never adds. */
export const runFileKey = (tenantId: string | null, runId: string, extension: string): string =>
  `job-runs/${tenantId ?? 'system'}/${runId}.${extension}`;
