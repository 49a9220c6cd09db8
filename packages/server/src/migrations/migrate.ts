import 'reflect-metadata';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { MIGRATIONS } from './index';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../core/config/config';
import { SnakeNamingStrategy } from '../core/database/naming';
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
 * The password as PostgreSQL stores it (SCRAM-SHA-256, 4096 iterations, a random salt), computed here so the
 * statement that sets it carries no password in clear: PostgreSQL logs a failed statement's text (and so does
 * TypeORM). node-postgres proves the password from its UTF-8 bytes, as this verifier is made.
 */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** True when `stored` (pg_authid.rolpassword) is the SCRAM-SHA-256 verifier of `password`. */
export function verifies(stored: string | null, password: string): boolean {
  const m = /^SCRAM-SHA-256\$(\d+):([A-Za-z0-9+/=]+)\$/.exec(stored ?? '');
  return !!m && scramVerifier(password, Buffer.from(m[2], 'base64'), Number(m[1])) === stored;
}

/** The attributes each role is given at every migration run, whatever it had. */
const LIMITS = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION';

interface RoleState {
  rolcanlogin: boolean;
  rolsuper: boolean;
  rolcreatedb: boolean;
  rolcreaterole: boolean;
  rolreplication: boolean;
  rolbypassrls: boolean;
  rolpassword: string | null;
}

/**
 * Creates the role, or gives it its attributes and password when it has others (an unchanged role is not
 * written: every start and every test suite migrates, and roles are shared by the whole server).
 */
async function ensureRole(ds: DataSource, name: string, bypassRls: boolean, password: string): Promise<void> {
  const [state] = (await ds.query(
    `SELECT rolcanlogin, rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls, rolpassword FROM pg_authid WHERE rolname = $1`,
    [name],
  )) as RoleState[];
  const attributes = `${LIMITS} ${bypassRls ? 'BYPASSRLS' : 'NOBYPASSRLS'}`;
  const verifier = literal(scramVerifier(password));
  if (!state) {
    await ds.query(`CREATE ROLE ${ident(name)} ${attributes} PASSWORD ${verifier}`);
    return;
  }
  const settled =
    state.rolcanlogin &&
    !state.rolsuper &&
    !state.rolcreatedb &&
    !state.rolcreaterole &&
    !state.rolreplication &&
    state.rolbypassrls === bypassRls &&
    verifies(state.rolpassword, password);
  if (!settled) await ds.query(`ALTER ROLE ${ident(name)} ${attributes} PASSWORD ${verifier}`);
}

/**
 * Two login roles, each with its own password and its own pool in the servers:
 * - the application role (DB_APP_USER) owns nothing and is subject to row-level security (NOBYPASSRLS);
 * - the system role (DB_SYSTEM_USER) has BYPASSRLS and serves TenantDb.asSystem only.
 * The application role is member of no role that bypasses row-level security or is a superuser, directly or
 * through other roles (such memberships are revoked, e.g. the system role's grant of earlier versions, which
 * let any statement on the application's connections `SET ROLE` to it): no statement sent as the application
 * role, an injected one included, can leave its tenant's rows.
 */
async function ensureRoles(ds: DataSource, cfg: AppConfig): Promise<void> {
  const [{ owner }] = (await ds.query('SELECT current_user AS owner')) as Array<{ owner: string }>;
  for (const [variable, role] of [
    ['DB_APP_USER', cfg.dbAppUser],
    ['DB_SYSTEM_USER', cfg.dbSystemUser],
  ] as const) {
    if (role === owner) throw new Error(`${variable} names the role of DATABASE_URL ("${owner}"): the servers need a role of their own`);
  }
  await ensureRole(ds, cfg.dbAppUser, false, cfg.dbAppPassword);
  await ensureRole(ds, cfg.dbSystemUser, true, cfg.dbSystemPassword);
  // every membership of the application role that leads, directly or through other roles, to one with BYPASSRLS
  // or SUPERUSER (before this version: the system role, reached with SET ROLE)
  const escapes = (await ds.query(
    `WITH RECURSIVE reach(via, role) AS (
       SELECT m.roleid, m.roleid FROM pg_auth_members m JOIN pg_roles a ON a.oid = m.member WHERE a.rolname = $1
       UNION
       SELECT reach.via, m.roleid FROM pg_auth_members m JOIN reach ON m.member = reach.role)
     SELECT DISTINCT v.rolname AS via, g.rolname AS grantor
       FROM reach
       JOIN pg_roles r ON r.oid = reach.role
       JOIN pg_roles v ON v.oid = reach.via
       JOIN pg_auth_members m ON m.roleid = reach.via AND m.member = (SELECT oid FROM pg_roles WHERE rolname = $1)
       JOIN pg_roles g ON g.oid = m.grantor
      WHERE r.rolsuper OR r.rolbypassrls`,
    [cfg.dbAppUser],
  )) as Array<{ via: string; grantor: string }>;
  for (const { via, grantor } of escapes) {
    await ds.query(`REVOKE ${ident(via)} FROM ${ident(cfg.dbAppUser)} GRANTED BY ${ident(grantor)}`);
  }
}

async function grant(ds: DataSource, cfg: AppConfig): Promise<void> {
  const roles = `${ident(cfg.dbAppUser)}, ${ident(cfg.dbSystemUser)}`;
  const db = ident(ds.driver.database!);
  await ds.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${db} TO ${roles}`);
  await ds.query(`GRANT USAGE ON SCHEMA public TO ${roles}`);
  // nothing may be created in the schema but by its owner (PostgreSQL 15's default; older databases granted it to all)
  await ds.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
  await ds.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${roles}`);
  await ds.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${roles}`);
  await ds.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${roles}`);
  await ds.query(`REVOKE ALL ON migrations FROM ${roles}`);
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
