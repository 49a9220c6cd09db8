import { Logger } from '@nestjs/common';
import Redis from 'ioredis';

/** Reconnect quickly after an outage: 50 ms doubling, at most one second (plus jitter). */
const retryStrategy = (times: number) => Math.min(50 * 2 ** (times - 1), 1000) + Math.floor(Math.random() * 100);

/** One log line per change of the connection's health, not one per failed reconnect attempt. */
function logOutages(redis: Redis, name: string): Redis {
  const logger = new Logger('Redis');
  let down = false;
  redis.on('error', (e: Error) => {
    if (down) return;
    down = true;
    logger.warn(`${name}: Redis is not reachable (${e.message}); reconnecting`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.log(`${name}: Redis is reachable again`);
  });
  return redis;
}

/**
 * A Redis connection as a BullMQ worker wants it: commands wait for the link to come back (no per-request
 * retry limit: BullMQ requires it for its blocking connections).
 */
export function createRedis(url: string, name: string): Redis {
  return logOutages(
    new Redis(url, { maxRetriesPerRequest: null, connectionName: name, lazyConnect: false, enableOfflineQueue: true, retryStrategy }),
    name,
  );
}

/** The longest a request's Redis command waits for an answer. */
export const COMMAND_TIMEOUT_MS = 10_000;

/**
 * The connection requests use (sessions, one-time codes, queueing jobs): it fails fast instead of
 * waiting for Redis, so a request during an outage answers 503 at once and never hangs. Commands wait
 * for the first connection at start-up; after that, a command sent while the link is down fails
 * immediately, one in flight when the link breaks fails after one reconnect attempt, and one Redis
 * does not answer fails after COMMAND_TIMEOUT_MS.
 */
export function createCommandRedis(url: string, name: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectionName: name,
    lazyConnect: false,
    enableOfflineQueue: true,
    connectTimeout: 5000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy,
  });
  redis.once('ready', () => {
    redis.options.enableOfflineQueue = false;
  });
  return logOutages(redis, name);
}
