import Redis from 'ioredis';

/** A Redis connection as BullMQ wants it (no per-request retry limit). */
export function createRedis(url: string, name: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, connectionName: name, lazyConnect: false, enableOfflineQueue: true });
}
