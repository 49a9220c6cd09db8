import 'reflect-metadata';
import { MIGRATIONS } from './index';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../core/config/config';
import { SnakeNamingStrategy } from '../core/database/naming';
import { SYSTEM_ROLE } from '../core/database/tenant-db';
import { describeDb } from '../core/database/urls';

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Creates the database named in DATABASE_URL when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await c.query(`CREATE DATABASE ${ident(name)}`);
  } finally {
    await c.end();
  }
}

/**
 * The application role owns nothing and is subject to row-level security; the system role has
 * BYPASSRLS and is reachable only through SET LOCAL ROLE inside TenantDb.asSystem.
 */
async function ensureRoles(ds: DataSource, cfg: AppConfig): Promise<void> {
  const app = cfg.dbAppUser;
  await ds.query(`DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${literal(app)}) THEN
      CREATE ROLE ${ident(app)} LOGIN NOBYPASSRLS PASSWORD ${literal(cfg.dbAppPassword)};
    ELSE
      ALTER ROLE ${ident(app)} LOGIN NOBYPASSRLS PASSWORD ${literal(cfg.dbAppPassword)};
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${literal(SYSTEM_ROLE)}) THEN
      CREATE ROLE ${SYSTEM_ROLE} NOLOGIN BYPASSRLS;
    END IF;
  END $$`);
  await ds.query(`GRANT ${SYSTEM_ROLE} TO ${ident(app)}`);
}

async function grant(ds: DataSource, cfg: AppConfig): Promise<void> {
  const app = ident(cfg.dbAppUser);
  const db = ident(ds.driver.database!);
  await ds.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${db} TO ${app}, ${SYSTEM_ROLE}`);
  await ds.query(`GRANT USAGE ON SCHEMA public TO ${app}, ${SYSTEM_ROLE}`);
  await ds.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app}, ${SYSTEM_ROLE}`);
  await ds.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app}, ${SYSTEM_ROLE}`);
  await ds.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${app}, ${SYSTEM_ROLE}`);
  await ds.query(`REVOKE ALL ON migrations FROM ${app}, ${SYSTEM_ROLE}`);
}

/**
 * Roles are shared by every database of the cluster: parallel migrations of other databases (test suites)
 * may race on them ("tuple concurrently updated", duplicate role). Such races are retried.
 */
async function retryConcurrent(fn: () => Promise<void>, attempts = 8): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      await fn();
      return;
    } catch (e) {
      const err = e as { message?: string; driverError?: { code?: string } };
      const code = err.driverError?.code;
      const racy = code === '23505' || code === '42710' || code === 'XX000' || /concurrently/.test(err.message ?? '');
      if (!racy || i >= attempts) throw e;
      await new Promise((r) => setTimeout(r, 50 * i + Math.random() * 100));
    }
  }
}

export function ownerDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    namingStrategy: new SnakeNamingStrategy(),
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    logging: ['error'],
  });
}

/** Creates the database if needed, runs pending migrations as the owner, then grants the app roles. */
export async function migrate(cfg: AppConfig, url = cfg.databaseUrl, log = true): Promise<void> {
  await ensureDatabase(url);
  const ds = ownerDataSource(url);
  await ds.initialize();
  try {
    // several API nodes may start together: one migrates at a time (session lock on a held connection)
    const lock = ds.createQueryRunner();
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock(7346221)');
    let ran;
    try {
      await retryConcurrent(() => ensureRoles(ds, cfg));
      ran = await ds.runMigrations({ transaction: 'each' });
      await retryConcurrent(() => grant(ds, cfg));
    } finally {
      await lock.query('SELECT pg_advisory_unlock(7346221)');
      await lock.release();
    }
    if (log) process.stdout.write(`Migrations: ${ran.length} applied on ${describeDb(url)}\n`);
  } finally {
    await ds.destroy();
  }
}
