import type Redis from 'ioredis';

/**
 * Counts one event under `key` in a fixed window that opens with the first event and lasts `windowMs`;
 * answers the count so far, this one included. The time to live is set in the same MULTI only when the
 * key has none (PEXPIRE NX), so a counter never outlives its window and later events never extend it.
 */
export async function countInWindow(redis: Redis, key: string, windowMs: number): Promise<number> {
  const replies = await redis.multi().incr(key).pexpire(key, windowMs, 'NX').exec();
  const [error, count] = replies?.[0] ?? [new Error('Redis did not answer a counter'), null];
  if (error) throw error;
  return Number(count);
}
