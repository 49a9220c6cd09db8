import { randomBytes } from 'node:crypto';
import { TEMPLATE_DB_ENV, TEST_DB_BASE_URL } from './test-db';

/**
 * Once per integration run, before the suites: the migrations are applied to a template database, and each suite's
 * database is a copy of it (startTestApp: CREATE DATABASE … TEMPLATE, a file copy taking a fraction of a second)
 * instead of being migrated from nothing. The suites' processes find its name in the environment.
 */
export default async function globalSetup(): Promise<void> {
  const name = `clearline_tpl_${randomBytes(5).toString('hex')}`;
  const url = `${TEST_DB_BASE_URL}/${name}`;
  Object.assign(process.env, { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url });
  const { config } = await import('../../src/core/config/config');
  const { migrate } = await import('../../src/migrations/migrate');
  await migrate(config(), url, false);
  process.env[TEMPLATE_DB_ENV] = name;
}
