import { Client } from 'pg';

/** The PostgreSQL server of the integration tests (as its owner); each suite gets a database of its own there. */
export const TEST_DB_BASE_URL = process.env.TEST_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** The environment variable naming the run's migrated template database (global-setup.ts). */
export const TEMPLATE_DB_ENV = 'CLEARLINE_TEST_TEMPLATE_DB';

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

async function onServer<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: `${TEST_DB_BASE_URL}/postgres` });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A new database `name`: a copy of the run's migrated template (global-setup.ts). */
export async function createTestDatabase(name: string): Promise<void> {
  const template = process.env[TEMPLATE_DB_ENV];
  if (!template)
    throw new Error(
      `${TEMPLATE_DB_ENV} is not set: run the integration tests through jest (jest.config.js runs test/support/global-setup.ts)`,
    );
  await onServer((c) => c.query(`CREATE DATABASE ${ident(name)} TEMPLATE ${ident(template)}`));
}

export async function dropDatabase(name: string): Promise<void> {
  await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`));
}
