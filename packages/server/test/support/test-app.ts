import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { createTestDatabase, dropDatabase, TEST_DB_BASE_URL } from './test-db';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';

/**
 * Starts the real application against a database of its own (a copy of the run's migrated template database,
 * dropped at the end)
 * and a Redis key prefix of its own, so suites run in parallel and leave nothing behind.
 */
export interface TestApp {
  app: NestFastifyApplication;
  dbName: string;
  databaseUrl: string;
  mailDir: string;
  storageDir: string;
  /** a supertest agent that keeps cookies and sends the CSRF header */
  agent(): TestAgent;
  /** runs SQL as the owner (bypasses row-level security: for setup and checks only) */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface StartTestAppOptions {
  /**
   * The DATABASE_URL the app is given, from the suite database's direct URL (e.g. through a TCP proxy);
   * migrations, t.sql and the final drop always use the direct URL.
   */
  appDatabaseUrl?: (directUrl: string) => string;
}

export async function startTestApp(env: Record<string, string> = {}, opts: StartTestAppOptions = {}): Promise<TestApp> {
  const dbName = `clearline_t_${randomBytes(5).toString('hex')}`;
  const databaseUrl = `${TEST_DB_BASE_URL}/${dbName}`;
  const mailDir = mkdtempSync(join(tmpdir(), 'cl-mail-'));
  const storageDir = mkdtempSync(join(tmpdir(), 'cl-files-'));
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: opts.appDatabaseUrl?.(databaseUrl) ?? databaseUrl,
    REDIS_PREFIX: `cltest:${dbName}`,
    MAIL_DIR: mailDir,
    STORAGE_DIR: storageDir,
    LOG_LEVEL: 'silent',
    RUN_WORKER: 'false',
    DB_POOL_SIZE: '5',
    // suites sign in many times from 127.0.0.1: limits x1000 (test/platform/rate-limit.int-spec.ts sets 1)
    RATE_LIMIT_MULTIPLIER: '1000',
    ...env,
  });
  const { config } = await import('../../src/core/config/config');
  const { migrate } = await import('../../src/migrations/migrate');
  const { createApp } = await import('../../src/app');
  const cfg = config();
  await createTestDatabase(dbName);
  // nothing left to apply on the copy: this grants the application's roles, as every start does
  await migrate(cfg, databaseUrl, false);
  const app = await createApp({ logger: false, serveWeb: false });
  await initApp(app);
  const owner = new Client({ connectionString: databaseUrl });
  await owner.connect();
  return {
    app,
    dbName,
    databaseUrl,
    mailDir,
    storageDir,
    agent: () => request.agent(app.getHttpServer()).set('X-Requested-With', 'XMLHttpRequest'),
    sql: async <T>(text: string, params?: unknown[]) => (await owner.query(text, params)).rows as T[],
    close: async () => {
      await app.close();
      await owner.end();
      await dropDatabase(dbName);
      rmSync(mailDir, { recursive: true, force: true });
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** Initialises an application and waits until fastify has loaded its plugins and routes (requests are answered from then on). */
export async function initApp(app: NestFastifyApplication): Promise<void> {
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
}
