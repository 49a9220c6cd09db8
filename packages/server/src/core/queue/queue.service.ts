import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type JobsOptions, Queue } from 'bullmq';
import type Redis from 'ioredis';
import { config } from '../config/config';
import { type JobName, type JobPayloads, type QueueName, QUEUE_NAMES, queueOf } from './queues';

export const REDIS = Symbol('REDIS');

/**
 * How every job is retried and kept: five attempts with exponential back-off from JOB_BACKOFF_MS
 * (1 s, 2 s, 4 s, 8 s by default), completed jobs kept a week, failed ones a month.
 */
export function jobRetryOptions() {
  return {
    attempts: 5,
    backoff: { type: 'exponential', delay: config().jobBackoffMs },
    removeOnComplete: { age: 7 * 24 * 3600, count: 10000 },
    removeOnFail: { age: 30 * 24 * 3600 },
  } satisfies JobsOptions;
}

/**
 * The default options of a queue's jobs: jobRetryOptions, except that mail jobs are removed from Redis
 * as soon as they are delivered (their payload is encrypted, but nothing of a sent message is kept).
 * Mail jobs that fail for good are kept a month, with the message still encrypted.
 */
export function jobOptionsFor(name: QueueName): JobsOptions {
  const options: JobsOptions = jobRetryOptions();
  if (name === 'mail') options.removeOnComplete = true;
  return options;
}

/** Puts jobs on their queues. Retries with exponential back-off are the default. */
@Injectable()
export class QueueService implements OnModuleDestroy {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  queue(name: QueueName): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, {
        connection: this.redis,
        prefix: config().redisPrefix,
        defaultJobOptions: jobOptionsFor(name),
      });
      // connection errors reach the caller of add(); an 'error' event without a listener would end the process
      q.on('error', () => undefined);
      this.queues.set(name, q);
    }
    return q;
  }

  all(): Queue[] {
    return QUEUE_NAMES.map((n) => this.queue(n));
  }

  /** Adds a job of a declared type with its payload; pass `jobId` to make it idempotent (the same id is never queued twice). */
  add<N extends JobName>(type: N, payload: JobPayloads[N], opts: JobsOptions = {}) {
    // an e-mail's text (codes, links) never reaches Redis in clear: MailService seals it
    if (type === 'mail.send' && typeof payload.sealed !== 'string') {
      throw new Error('mail.send jobs are queued through MailService.send, which encrypts the message');
    }
    return this.queue(queueOf(type)).add(type, payload, opts);
  }

  /**
   * Which of these started jobs of a queue have stalled: no worker holds them although they are not finished.
   * The worker that takes a job sets its lock (`<prefix>:<queue>:<job id>:lock`, JOB_LOCK_MS) and renews it while
   * it runs the job; when the worker dies (or stops responding) the lock runs out, the job is active without a
   * lock until the stalled-job check of a worker moves it back to the wait list, and waits there until a worker
   * takes it over. Only jobs without a lock have their state read, so one that has just completed, failed or
   * been delayed for a retry is not taken for stalled. Throws when Redis does not answer.
   */
  async stalledJobs(name: QueueName, startedJobIds: readonly string[]): Promise<Set<string>> {
    const stalled = new Set<string>();
    if (!startedJobIds.length) return stalled;
    const queue = this.queue(name);
    const pipeline = this.redis.pipeline();
    for (const id of startedJobIds) pipeline.exists(`${queue.toKey(id)}:lock`);
    const answers = (await pipeline.exec()) ?? [];
    for (const [i, [err, locked]] of answers.entries()) {
      if (err) throw err;
      if (locked === 1) continue;
      const state = await queue.getJobState(startedJobIds[i]);
      if (state === 'active' || state === 'waiting' || state === 'prioritized') stalled.add(startedJobIds[i]);
    }
    return stalled;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
