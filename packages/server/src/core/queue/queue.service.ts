import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type JobsOptions, Queue } from 'bullmq';
import type Redis from 'ioredis';
import { config } from '../config/config';
import { type JobPayload, type QueueName, QUEUE_NAMES, queueOf } from './queues';

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
        defaultJobOptions: jobRetryOptions(),
      });
      this.queues.set(name, q);
    }
    return q;
  }

  all(): Queue[] {
    return QUEUE_NAMES.map((n) => this.queue(n));
  }

  /** Adds a job; pass `jobId` to make it idempotent (the same id is never queued twice). */
  add<P extends JobPayload>(type: string, payload: P, opts: JobsOptions = {}) {
    return this.queue(queueOf(type)).add(type, payload, opts);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
