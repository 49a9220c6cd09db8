import type { EntityManager } from 'typeorm';

/** The run of a task a request queues: recorded (QUEUED) before its job is queued, in the request's transaction. */
export interface QueuedTask {
  runId: string;
  tenantId: string | null;
  jobType: string;
  queue: string;
  queueJobId: string;
  title: string;
  parameters: unknown;
  actorId: string;
  actorTenantId: string | null;
}

/** Records the run of a queued task; its task is the job type. */
export async function recordQueuedTask(em: EntityManager, t: QueuedTask): Promise<void> {
  await em.query(
    `INSERT INTO job_run (id, tenant_id, job_type, queue, queue_job_id, kind, task, title, parameters, actor_id, actor_tenant_id)
     VALUES ($1, $2, $3, $4, $5, 'TASK', $3, $6, $7, $8, $9)`,
    [t.runId, t.tenantId, t.jobType, t.queue, t.queueJobId, t.title, JSON.stringify(t.parameters), t.actorId, t.actorTenantId],
  );
}

/** Marks a run FAILED with `error`: its job could not be queued. */
export async function failQueuedRun(em: EntityManager, runId: string, error: string): Promise<void> {
  await em.query(`UPDATE job_run SET status = 'FAILED', error = $2, finished_at = now() WHERE id = $1`, [runId, error]);
}
