import Redis from 'ioredis';
import { Client } from 'pg';
import type { AppConfig } from '../config/config';
import { appUrl, describeDb, systemUrl } from './urls';

/** PostgreSQL's answer when the server is up but the database named in the URL does not exist yet. */
const INVALID_CATALOG_NAME = '3D000';

/**
 * Checks PostgreSQL and Redis answer; throws one clear line per service that does not. With `owner`
 * (before the migrations), a missing database counts as an answer: the migration step creates it.
 */
export async function checkServices(cfg: AppConfig, { owner = false } = {}): Promise<void> {
  const dbUrl = owner ? cfg.databaseUrl : appUrl(cfg);
  const problems: string[] = [];
  const client = new Client({ connectionString: dbUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (e) {
    if (owner && (e as { code?: string }).code === INVALID_CATALOG_NAME) return checkRedis(cfg, problems);
    problems.push(
      `PostgreSQL does not answer at ${describeDb(dbUrl)} (${(e as Error).message}). Start it (e.g. \`docker compose up -d db\`) or set DATABASE_URL.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  // the servers' second pool (the system scope) logs in as a role of its own: a wrong password is told now, not at its first use
  if (!owner && !problems.length) await checkSystemRole(cfg, problems);
  return checkRedis(cfg, problems);
}

async function checkSystemRole(cfg: AppConfig, problems: string[]): Promise<void> {
  const url = systemUrl(cfg);
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (e) {
    problems.push(
      `PostgreSQL refuses the system role at ${describeDb(url)} (${(e as Error).message}). Run the migrations (they create it and set its password) or check DB_SYSTEM_USER and DB_SYSTEM_PASSWORD.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkRedis(cfg: AppConfig, problems: string[]): Promise<void> {
  const redis = new Redis(cfg.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    const u = new URL(cfg.redisUrl);
    problems.push(
      `Redis does not answer at ${u.hostname}:${u.port || 6379} (${(e as Error).message}). Start it (e.g. \`docker compose up -d redis\`) or set REDIS_URL.`,
    );
  } finally {
    redis.disconnect();
  }
  if (problems.length) throw new Error(problems.join('\n'));
}
