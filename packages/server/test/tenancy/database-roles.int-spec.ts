import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { config, loadConfig } from '../../src/core/config/config';
import { checkServices } from '../../src/core/database/check-services';
import { SystemScopeLockTimeout, TenantDb } from '../../src/core/database/tenant-db';
import { appUrl } from '../../src/core/database/urls';
import { migrate } from '../../src/migrations/migrate';
import { startTestApp, type TestApp } from '../support/test-app';
import { newTenant } from './support';

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** A role that may log in and do nothing else a role attribute allows (BYPASSRLS aside). */
const LOGIN_ONLY = { rolcanlogin: true, rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolreplication: false };

interface RoleRow {
  rolname: string;
  rolsuper: boolean;
  rolbypassrls: boolean;
}

/**
 * What a statement sent as the application role can reach, read from the catalogues (pg_roles, pg_auth_members,
 * pg_shdepend) and tried on a connection logged in as that role: any statement, an injected one included, stays
 * inside row-level security. The system scope has a pool of its own, logged in as the system role.
 */
describe('database roles: the application role cannot reach a role that bypasses row-level security', () => {
  let t: TestApp;
  let app: Client;
  let db: TenantDb;
  let a: string;
  let b: string;

  /** Every role `role` is a member of, directly or through other roles (what SET ROLE could reach). */
  const reachable = (role = config().dbAppUser) =>
    t.sql<RoleRow>(
      `WITH RECURSIVE reach(role) AS (
         SELECT m.roleid FROM pg_auth_members m JOIN pg_roles a ON a.oid = m.member WHERE a.rolname = $1
         UNION
         SELECT m.roleid FROM pg_auth_members m JOIN reach ON m.member = reach.role)
       SELECT r.rolname, r.rolsuper, r.rolbypassrls FROM reach JOIN pg_roles r ON r.oid = reach.role ORDER BY 1`,
      [role],
    );

  /** A role's attributes as pg_roles has them. */
  const attributesOf = async (role: string) =>
    (
      await t.sql(
        `SELECT rolcanlogin, rolsuper, rolbypassrls, rolcreaterole, rolcreatedb, rolreplication FROM pg_roles WHERE rolname = $1`,
        [role],
      )
    )[0];

  /** Tries one audit row of `rowTenant` in a transaction of the application role carrying `tenant`; always rolled back. */
  async function appendAudit(tenant: string | null, rowTenant: string | null): Promise<void> {
    await app.query('BEGIN');
    try {
      await app.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant ?? '']);
      await app.query(`INSERT INTO audit_log (event_type, tenant_id, request_id) VALUES ('ACTION', $1, 'role-probe')`, [rowTenant]);
    } finally {
      await app.query('ROLLBACK');
    }
  }

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(TenantDb);
    a = await newTenant(t);
    b = await newTenant(t);
    app = new Client({ connectionString: appUrl(config()) });
    await app.connect();
  });
  afterAll(async () => {
    await app?.end();
    await t?.close();
  });

  it('the application role is no superuser and cannot bypass row-level security, create roles or databases', async () => {
    expect(await attributesOf(config().dbAppUser)).toEqual({ ...LOGIN_ONLY, rolbypassrls: false });
  });

  it('the application role is member of no role with BYPASSRLS or SUPERUSER, directly or through other roles', async () => {
    const escapes = (await reachable()).filter((r) => r.rolsuper || r.rolbypassrls);
    expect(escapes).toEqual([]);
    const [{ member }] = await t.sql<{ member: boolean }>(`SELECT pg_has_role($1, $2, 'MEMBER') AS member`, [
      config().dbAppUser,
      config().dbSystemUser,
    ]);
    expect(member).toBe(false);
  });

  it('the application role owns nothing, in any database of the server, and cannot create in the schema', async () => {
    const owned = await t.sql(
      `SELECT d.classid::regclass::text AS catalog, d.objid FROM pg_shdepend d JOIN pg_roles r ON r.oid = d.refobjid
        WHERE r.rolname = $1 AND d.deptype = 'o'`,
      [config().dbAppUser],
    );
    expect(owned).toEqual([]);
    const { rows } = await app.query(`SELECT has_schema_privilege('public', 'CREATE') AS can_create`);
    expect(rows).toEqual([{ can_create: false }]);
  });

  it('SET ROLE to the system role or the owner, and SET SESSION AUTHORIZATION, fail on the application connection', async () => {
    const [{ owner }] = await t.sql<{ owner: string }>(`SELECT current_user AS owner`);
    // a connection of its own: should a switch succeed, it must not carry over to the other checks
    const probe = new Client({ connectionString: appUrl(config()) });
    await probe.connect();
    try {
      await expect(probe.query(`SET ROLE ${ident(config().dbSystemUser)}`)).rejects.toThrow(/permission denied to set role/);
      await expect(probe.query(`SET ROLE ${ident(owner)}`)).rejects.toThrow(/permission denied to set role/);
      await expect(probe.query(`SET SESSION AUTHORIZATION ${ident(config().dbSystemUser)}`)).rejects.toThrow(/permission denied/);
      const { rows } = await probe.query(`SELECT current_user AS u, (SELECT count(*)::int FROM tenant) AS tenants`);
      expect(rows).toEqual([{ u: config().dbAppUser, tenants: 0 }]);
    } finally {
      await probe.end();
    }
  });

  it('the application role cannot append an audit row of no tenant, or of another tenant than its transaction’s', async () => {
    await expect(appendAudit(a, null)).rejects.toThrow(/row-level security/);
    await expect(appendAudit(null, null)).rejects.toThrow(/row-level security/);
    await expect(appendAudit(a, b)).rejects.toThrow(/row-level security/);
    await expect(appendAudit(a, a)).resolves.toBeUndefined();
  });

  it('the system role logs in by itself, with BYPASSRLS and nothing more', async () => {
    expect(await attributesOf(config().dbSystemUser)).toEqual({ ...LOGIN_ONLY, rolbypassrls: true });
  });

  it('the servers refuse to start when the system role cannot log in, naming it', async () => {
    const cfg = loadConfig({ ...process.env, DB_SYSTEM_USER: `clearline_no_such_role_${process.pid}` });
    await expect(checkServices(cfg)).rejects.toThrow(
      /^PostgreSQL refuses the system role at .* as clearline_no_such_role_\d+ .*DB_SYSTEM_PASSWORD\.$/,
    );
  });

  it('a migration run takes back a membership that reaches a role with BYPASSRLS (earlier versions granted the system role) and any right the application role gained', async () => {
    // roles of their own: the installation's roles are shared by every suite running on this server
    const suffix = randomBytes(4).toString('hex');
    const cfg = loadConfig({ ...process.env, DB_APP_USER: `cl_probe_app_${suffix}`, DB_SYSTEM_USER: `cl_probe_system_${suffix}` });
    const [appRole, systemRole] = [ident(cfg.dbAppUser), ident(cfg.dbSystemUser)];
    await migrate(cfg, t.databaseUrl, false);
    try {
      await t.sql(`GRANT ${systemRole} TO ${appRole}`);
      await t.sql(`ALTER ROLE ${appRole} CREATEDB`);
      expect((await reachable(cfg.dbAppUser)).map((r) => r.rolname)).toEqual([cfg.dbSystemUser]);
      await migrate(cfg, t.databaseUrl, false);
      expect(await reachable(cfg.dbAppUser)).toEqual([]);
      expect(await attributesOf(cfg.dbAppUser)).toEqual({ ...LOGIN_ONLY, rolbypassrls: false });
      expect(await attributesOf(cfg.dbSystemUser)).toEqual({ ...LOGIN_ONLY, rolbypassrls: true });
    } finally {
      await t.sql(`DROP OWNED BY ${appRole}, ${systemRole}`);
      await t.sql(`DROP ROLE ${appRole}`);
      await t.sql(`DROP ROLE ${systemRole}`);
    }
  });

  it('the system scope works in a transaction of its own: it does not see what its caller has not committed, and commits by itself', async () => {
    const code = `RC-${Math.random().toString(36).slice(2, 8)}`;
    const failed = db.inTenant(a, async (em) => {
      await em.query(`INSERT INTO cost_center (name, code) VALUES ('Uncommitted', $1)`, [`${code}-a`]);
      const seen = await db.asSystem('test: read beside the caller', async (sys) => {
        await sys.query(`INSERT INTO cost_center (tenant_id, name, code) VALUES ($1, 'System', $2)`, [b, `${code}-b`]);
        return sys.query(`SELECT code FROM cost_center WHERE code LIKE $1`, [`${code}-%`]);
      });
      expect(seen).toEqual([{ code: `${code}-b` }]);
      throw new Error('the caller fails after the system scope');
    });
    await expect(failed).rejects.toThrow('the caller fails after the system scope');
    const kept = await t.sql<{ tenant_id: string; code: string }>(`SELECT tenant_id, code FROM cost_center WHERE code LIKE $1`, [
      `${code}-%`,
    ]);
    expect(kept).toEqual([{ tenant_id: b, code: `${code}-b` }]);
  });

  it('a system transaction waiting for a row its caller has locked fails after the lock time-out instead of hanging', async () => {
    const reason = `test: lock ${Math.random().toString(36).slice(2, 8)}`;
    const work = db.inTenant(a, async (em) => {
      await em.query(`SELECT id FROM tenant WHERE id = $1 FOR UPDATE`, [a]);
      return db.asSystem(reason, (sys) => sys.query(`UPDATE tenant SET notes = notes WHERE id = $1`, [a]));
    });
    await expect(work).rejects.toThrow(SystemScopeLockTimeout);
    await expect(work).rejects.toThrow(`The system scope ("${reason}") waited more than`);
  });
});
