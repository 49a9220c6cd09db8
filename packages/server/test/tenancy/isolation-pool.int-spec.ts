import { config } from '../../src/core/config/config';
import { TenantDb } from '../../src/core/database/tenant-db';
import { createUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { newTenant, sessionAgent } from './support';

const tick = () => new Promise((r) => setImmediate(r));

/**
 * Tenant isolation enforced by the database, exercised on a pool of ONE connection so that every
 * transaction of every tenant reuses the same PostgreSQL session: a tenant setting that outlived its
 * transaction would show up here.
 */
describe('tenant isolation (pool of one connection)', () => {
  let t: TestApp;
  let db: TenantDb;
  let a: string;
  let b: string;
  const usersOf: Record<string, string[]> = {};

  beforeAll(async () => {
    t = await startTestApp({ DB_POOL_SIZE: '1' });
    db = t.app.get(TenantDb);
    a = await newTenant(t, { name: 'Isolation A' });
    b = await newTenant(t, { name: 'Isolation B' });
    for (const [tenant, count] of [
      [a, 3],
      [b, 2],
    ] as const) {
      usersOf[tenant] = [];
      for (let i = 0; i < count; i++) usersOf[tenant].push((await createUser(t, { tenantId: tenant })).username);
      await t.sql(`INSERT INTO audit_log (event_type, tenant_id, username) SELECT 'ACTION', $1, 'seed' FROM generate_series(1, $2)`, [
        tenant,
        count * 10,
      ]);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs on a pool of exactly one connection', () => {
    expect(config().dbPoolSize).toBe(1);
  });

  it('interleaved transactions of two tenants never see each other’s rows', async () => {
    const work = (tenant: string, i: number) =>
      db.inTenant(tenant, async (em) => {
        const [{ setting }] = await em.query(`SELECT current_setting('app.tenant_id', true) AS setting`);
        await tick();
        const users: Array<{ tenant_id: string; username: string }> = await em.query(`SELECT tenant_id, username FROM app_user`);
        await tick();
        const audits: Array<{ tenant_id: string }> = await em.query(`SELECT tenant_id FROM audit_log`);
        const tenants: Array<{ id: string }> = await em.query(`SELECT id FROM tenant`);
        return { tenant, i, setting, users, audits, tenants };
      });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => work(i % 2 ? b : a, i)));
    for (const r of results) {
      expect(r.setting).toBe(r.tenant);
      expect(r.users.map((u) => u.username).sort()).toEqual([...usersOf[r.tenant]].sort());
      expect(new Set(r.users.map((u) => u.tenant_id))).toEqual(new Set([r.tenant]));
      expect(r.audits.length).toBeGreaterThanOrEqual(usersOf[r.tenant].length * 10);
      expect(r.audits.length).toBeGreaterThan(0);
      expect(r.audits.every((x) => x.tenant_id === r.tenant)).toBe(true);
      expect(r.tenants).toEqual([{ id: r.tenant }]);
    }
  });

  it('interleaved HTTP requests of two tenants on one connection never see each other’s rows', async () => {
    const perms = {
      USERS: { canView: true, ui: true },
      TENANT_AUDIT_LOG: { canView: true, ui: true },
      TENANT_PROFILE: { canView: true, ui: true },
    };
    const agentA = await sessionAgent(t, { tenantId: a, permissions: perms });
    const agentB = await sessionAgent(t, { tenantId: b, permissions: perms });
    usersOf[a].push(agentA.user.username);
    usersOf[b].push(agentB.user.username);
    const calls = Array.from({ length: 30 }, (_, i) => {
      const [agent, tenant] = i % 2 ? [agentB, b] : [agentA, a];
      const kind = i % 3;
      const path =
        kind === 0
          ? '/api/v1/users?size=100'
          : kind === 1
            ? '/api/v1/application-audits?scope=TENANT&size=100'
            : `/api/v1/tenants/${tenant}`;
      return agent.get(path).then((res) => ({ res, tenant, kind }));
    });
    for (const { res, tenant, kind } of await Promise.all(calls)) {
      expect(res.status).toBe(200);
      if (kind === 0) {
        expect(res.body.map((u: { username: string }) => u.username).sort()).toEqual([...usersOf[tenant]].sort());
        expect(res.body.length).toBeGreaterThan(0);
        expect(res.body.every((u: { tenantId: string }) => u.tenantId === tenant)).toBe(true);
      } else if (kind === 1) {
        expect(res.body.totalElements).toBeGreaterThan(0);
        expect(res.body.content.length).toBeGreaterThan(0);
        expect(res.body.content.every((e: { tenantId: string }) => e.tenantId === tenant)).toBe(true);
      } else {
        expect(res.body.id).toBe(tenant);
      }
    }
    // and across: A asking for B's tenant record is simply not found
    await agentA.get(`/api/v1/tenants/${b}`).expect(404);
  });

  it('a transaction without a tenant sees no tenant-owned row, and the setting never outlives a transaction', async () => {
    await db.inTenant(a, (em) => em.query(`SELECT 1`));
    const rows = await db.inTenant(undefined, async (em) => ({
      setting: (await em.query(`SELECT current_setting('app.tenant_id', true) AS s`))[0].s,
      users: await em.query(`SELECT id FROM app_user`),
      audits: await em.query(`SELECT id FROM audit_log`),
      tenants: await em.query(`SELECT id FROM tenant`),
    }));
    expect(rows.setting === '' || rows.setting === null).toBe(true);
    expect(rows).toMatchObject({ users: [], audits: [], tenants: [] });
  });
});
