import { Client } from 'pg';
import { config } from '../../src/core/config/config';
import { RequestContext } from '../../src/core/context/request-context';
import { setSystemScopeRule, SystemScopeRefused, SYSTEM_ROLE, TenantDb } from '../../src/core/database/tenant-db';
import { appUrl } from '../../src/core/database/urls';
import { createUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { newTenant } from './support';

/** Row-level security, roles and triggers as the database enforces them, whatever the application code does. */
describe('tenant isolation in the database structure', () => {
  let t: TestApp;
  let app: Client;
  let db: TenantDb;
  let a: string;
  let b: string;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(TenantDb);
    a = await newTenant(t);
    b = await newTenant(t);
    await createUser(t, { tenantId: a });
    await createUser(t, { tenantId: b });
    app = new Client({ connectionString: appUrl(config()) });
    await app.connect();
  });
  afterAll(async () => {
    await app?.end();
    await t?.close();
  });

  it('every table with a tenant_id column has row-level security enabled, forced and a policy', async () => {
    const tables = await t.sql<{ table_name: string; rls: boolean; forced: boolean; policies: number }>(
      `SELECT c.relname AS table_name, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
              (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r'
          AND (EXISTS (SELECT 1 FROM information_schema.columns col WHERE col.table_schema = 'public' AND col.table_name = c.relname AND col.column_name = 'tenant_id')
               OR c.relname = 'tenant')
        ORDER BY 1`,
    );
    expect(tables.length).toBeGreaterThan(3);
    const weak = tables.filter((x) => !x.rls || !x.forced || x.policies === 0).map((x) => x.table_name);
    expect(weak).toEqual([]);
  });

  it('the application role owns nothing, cannot bypass row-level security, and only reaches the system role by SET ROLE', async () => {
    const [role] = await t.sql<{ rolsuper: boolean; rolbypassrls: boolean }>(
      `SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = $1`,
      [config().dbAppUser],
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await t.sql(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tableowner IN ($1, $2)`, [
      config().dbAppUser,
      SYSTEM_ROLE,
    ]);
    expect(owned).toEqual([]);
    const [sys] = await t.sql<{ rolcanlogin: boolean; rolbypassrls: boolean }>(
      `SELECT rolcanlogin, rolbypassrls FROM pg_roles WHERE rolname = $1`,
      [SYSTEM_ROLE],
    );
    expect(sys).toEqual({ rolcanlogin: false, rolbypassrls: true });
  });

  it('a query on the application connection with no tenant set returns nothing from any tenant-owned table', async () => {
    const tables = await t.sql<{ table_name: string }>(
      `SELECT DISTINCT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY 1`,
    );
    const [{ n: ownerUsers }] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM app_user`);
    expect(ownerUsers).toBeGreaterThanOrEqual(2);
    for (const { table_name } of tables) {
      const { rows } = await app.query(`SELECT count(*)::int AS n FROM "${table_name}" WHERE tenant_id IS NOT NULL`);
      expect({ table: table_name, rows: rows[0].n }).toEqual({ table: table_name, rows: 0 });
    }
    const { rows } = await app.query(`SELECT count(*)::int AS n FROM tenant`);
    expect(rows[0].n).toBe(0);
  });

  it('the application role cannot change or delete audit rows, back-date them, or write them for another tenant', async () => {
    await expect(app.query(`UPDATE audit_log SET event_type = 'X'`)).rejects.toThrow(/permission denied|append-only/);
    await expect(app.query(`DELETE FROM audit_log`)).rejects.toThrow(/permission denied|append-only/);
    await expect(app.query(`TRUNCATE audit_log`)).rejects.toThrow(/permission denied|append-only/);
    await app.query('BEGIN');
    try {
      await app.query(`SELECT set_config('app.tenant_id', $1, true)`, [a]);
      await app.query(
        `INSERT INTO audit_log (event_type, tenant_id, request_id, event_time) VALUES ('ACTION', $1, 'backdated', '2001-01-01')`,
        [a],
      );
      await expect(app.query(`INSERT INTO audit_log (event_type, tenant_id) VALUES ('ACTION', $1)`, [b])).rejects.toThrow(
        /row-level security/,
      );
    } finally {
      await app.query('ROLLBACK');
    }
    await db.inTenant(a, (em) =>
      em.query(`INSERT INTO audit_log (event_type, tenant_id, request_id, event_time) VALUES ('ACTION', $1, 'backdated', '2001-01-01')`, [
        a,
      ]),
    );
    const [row] = await t.sql<{ event_time: Date }>(`SELECT event_time FROM audit_log WHERE request_id = 'backdated'`);
    expect(row.event_time.getUTCFullYear()).toBeGreaterThan(2020);
  });

  it('a tenant sees only its own tenant row and cannot change its own type, managing tenant or status', async () => {
    await db.inTenant(a, async (em) => {
      expect(await em.query(`SELECT id FROM tenant`)).toEqual([{ id: a }]);
      expect((await em.query(`UPDATE tenant SET name = name WHERE id = $1`, [b]))[1]).toBe(0);
    });
    await expect(db.inTenant(a, (em) => em.query(`UPDATE tenant SET tenant_type = 'MSS' WHERE id = $1`, [a]))).rejects.toThrow(
      /system scope/,
    );
    await expect(db.inTenant(a, (em) => em.query(`UPDATE tenant SET enabled = NOT enabled WHERE id = $1`, [a]))).rejects.toThrow(
      /own status/,
    );
    await expect(
      db.inTenant(a, (em) => em.query(`INSERT INTO tenant (name, tenant_type, anonymous_hash) VALUES ('Rogue', 'SAAS', 'x')`)),
    ).rejects.toThrow(/row-level security/);
  });

  it('an MSS tenant sees the tenants it manages, not others', async () => {
    const mss = await newTenant(t, { tenantType: 'MSS' });
    const managed = await newTenant(t, { managedBy: mss });
    const seen = await db.inTenant(mss, (em) => em.query(`SELECT id FROM tenant ORDER BY id`));
    expect(seen.map((r: { id: string }) => r.id).sort()).toEqual([mss, managed].sort());
  });

  it('the system scope is audited, switches the role only for its duration, and survives an error inside it', async () => {
    const out = await db.inTenant(a, async (em) => {
      const inside = await db.asSystem('test: count tenants', (sys) =>
        sys.query(`SELECT current_user AS u, count(*)::int AS n FROM tenant GROUP BY 1`),
      );
      const after = await em.query(`SELECT current_user AS u`);
      await expect(db.asSystem('test: failing', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      const afterError = await em.query(`SELECT current_user AS u, (SELECT count(*)::int FROM tenant) AS n`);
      return { inside, after, afterError };
    });
    expect(out.inside[0].u).toBe(SYSTEM_ROLE);
    expect(out.inside[0].n).toBeGreaterThanOrEqual(2);
    expect(out.after[0].u).toBe(config().dbAppUser);
    expect(out.afterError[0]).toEqual({ u: config().dbAppUser, n: 1 });
    const audits = await t.sql<{ details: { reason: string } }>(
      `SELECT details FROM audit_log WHERE event_type = 'SYSTEM_SCOPE' AND tenant_id = $1`,
      [a],
    );
    expect(audits.map((r) => r.details.reason)).toContain('test: count tenants');
  });

  it('the system scope is refused to a signed-in user on a route of a tenant-level module', async () => {
    const ctx = {
      requestId: 'refuse',
      tenantId: a,
      user: { id: a, username: 'u', homeTenantId: a, homeTenantType: 'SAAS', roles: [], permissions: {}, sessionId: 's' },
    };
    setSystemScopeRule(ctx, false, 'GET /api/v1/personnel');
    await expect(RequestContext.run(ctx, () => db.asSystem('sneak', (em) => em.query('SELECT 1')))).rejects.toThrow(SystemScopeRefused);
    setSystemScopeRule(ctx, true, 'GET /api/v1/tenants');
    await expect(RequestContext.run(ctx, () => db.asSystem('allowed', (em) => em.query('SELECT 1 AS x')))).resolves.toEqual([{ x: 1 }]);
  });
});
