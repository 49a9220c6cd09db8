import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { type Job, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { config } from '../config/config';
import { RequestContext } from '../context/request-context';
import { JOB_HANDLER_KEY, type JobRunner, type OnJobFailed, type OnWorkerStart, STALLED_REASON } from './job-handler';
import { type JobPayload, type QueueName, declaredJobTypes } from './queues';
import { REDIS } from './queue.service';
import { createRedis } from './redis';

/**
 * True when a 'failed' event ends the job for good: BullMQ recorded it as finished (no retry
 * scheduled), it was unrecoverable, it has no attempts left, or it stalled too often.
 */
export function failedForGood(job: Pick<Job, 'finishedOn' | 'attemptsMade' | 'opts'>, err: Error): boolean {
  return (
    typeof job.finishedOn === 'number' ||
    err.name === 'UnrecoverableError' ||
    err.message === STALLED_REASON ||
    job.attemptsMade >= (job.opts.attempts ?? 1)
  );
}

/** The name of this process's workers, stored by BullMQ on every job they take (processedBy): `<host>:<pid>`. */
export const workerName = (): string => `${hostname()}:${process.pid}`;

/** Finds every @JobHandler, checks the registry is complete, and runs one BullMQ worker per queue. */
@Injectable()
export class WorkerService implements OnApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private readonly workers: Worker[] = [];
  /** the workers' own connections: BullMQ does not close a connection it was given */
  private readonly connections: Redis[] = [];
  private handlers = new Map<string, JobRunner>();
  private failureHooks: OnJobFailed[] = [];
  /** failure hooks still running (awaited at shutdown, before the connections close) */
  private readonly pendingHooks = new Set<Promise<void>>();

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Builds the handler table; throws on a declared type with no handler or two, or an undeclared handler. */
  collectHandlers(declared: ReadonlyMap<string, QueueName> = declaredJobTypes()): Map<string, JobRunner> {
    const found = new Map<string, JobRunner[]>();
    for (const wrapper of this.discovery.getProviders()) {
      const { metatype, instance } = wrapper;
      if (!metatype || !instance) continue;
      const type = Reflect.getMetadata(JOB_HANDLER_KEY, metatype) as string | undefined;
      if (!type) continue;
      found.set(type, [...(found.get(type) ?? []), instance as JobRunner]);
    }
    const problems: string[] = [];
    for (const type of declared.keys()) {
      const n = found.get(type)?.length ?? 0;
      if (n === 0) problems.push(`job type ${type} has no handler`);
      if (n > 1) problems.push(`job type ${type} has ${n} handlers`);
    }
    for (const type of found.keys()) if (!declared.has(type)) problems.push(`handler for undeclared job type ${type}`);
    if (problems.length) throw new Error(`Job registry is inconsistent: ${problems.join('; ')}`);
    const table = new Map<string, JobRunner>();
    for (const [type, list] of found) table.set(type, list[0]);
    return table;
  }

  async start(concurrency = 2): Promise<void> {
    this.handlers = this.collectHandlers();
    this.failureHooks = this.discovery
      .getProviders()
      .map(({ instance }) => instance as Partial<OnJobFailed> | undefined)
      .filter((i): i is OnJobFailed => !!i && typeof i.onJobFailed === 'function');
    const queues = new Set<QueueName>(declaredJobTypes().values());
    for (const name of queues) {
      const connection = createRedis(config().redisUrl, `worker-${name}`);
      this.connections.push(connection);
      const worker = new Worker(name, (job: Job<JobPayload>) => this.process(job), {
        connection,
        prefix: config().redisPrefix,
        // recorded on every job it takes (job.processedBy): which host and process ran it
        name: workerName(),
        concurrency,
        // a killed worker's job is taken over by another worker once its lock runs out (stalled-job check)
        lockDuration: config().jobLockMs,
        stalledInterval: config().jobStalledIntervalMs,
      });
      // a Redis outage: BullMQ reconnects by itself; an 'error' event without a listener would end the process
      worker.on('error', (err) => this.logger.warn(`${name} worker: ${err.message}`));
      // this worker's stalled-job check found a job whose worker's lock ran out: it goes back to the wait list
      worker.on('stalled', (jobId) => this.logger.warn(`${name} job ${jobId} stalled (its worker stopped): it starts again on a worker`));
      worker.on('failed', (job, err) => {
        this.logger.warn(`${name}/${job?.name} ${job?.id} failed (attempt ${job?.attemptsMade}): ${err.message}`);
        if (job && failedForGood(job, err)) this.afterFinalFailure(job as Job<JobPayload>, err);
      });
      this.workers.push(worker);
    }
    this.logger.log(`Workers ${workerName()} started for queues: ${[...queues].join(', ')}`);
    for (const { instance } of this.discovery.getProviders()) {
      const hook = instance as Partial<OnWorkerStart> | undefined;
      if (hook && typeof hook.onWorkerStart === 'function') await hook.onWorkerStart();
    }
  }

  /** Tells the failure hooks (e.g. the run executor, which marks the job's run FAILED if it is not finished). */
  private afterFinalFailure(job: Job<JobPayload>, err: Error): void {
    for (const hook of this.failureHooks) {
      const tenantId = job.data?.tenantId ?? undefined;
      const p = RequestContext.run({ requestId: `job:${job.queueName}:${job.id}:failed`, tenantId }, () => hook.onJobFailed(job, err))
        .catch((e: Error) => this.logger.error(`recording the failure of ${job.queueName}/${job.name} ${job.id} failed: ${e.message}`))
        .finally(() => this.pendingHooks.delete(p));
      this.pendingHooks.add(p);
    }
  }

  private process(job: Job<JobPayload>): Promise<unknown> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`No handler for job type ${job.name}`);
    const tenantId = job.data.tenantId ?? undefined;
    return RequestContext.run({ requestId: `job:${job.queueName}:${job.id}`, tenantId }, () => handler.run(job));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    this.workers.length = 0;
    await Promise.all([...this.pendingHooks]);
    await Promise.all(this.connections.map((c) => c.quit().catch(() => undefined)));
    this.connections.length = 0;
    await this.redis.quit().catch(() => undefined);
  }
}
