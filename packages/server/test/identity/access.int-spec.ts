import { routeTable, type RouteRow } from '../../src/core/access/route-table';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

/** Fills path parameters (`:id`, `{*path}`) with a well-formed id that matches nothing. */
const concrete = (path: string) =>
  path.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-00000000dead').replace(/\{\*[^}]+\}|\*[A-Za-z0-9_]*/g, 'x');

describe('every route is guarded', () => {
  let t: TestApp;
  let rows: RouteRow[];
  beforeAll(async () => {
    t = await startTestApp();
    rows = routeTable(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  type Agent = ReturnType<TestApp['agent']>;
  const call = (agent: Agent, r: RouteRow) => {
    // a route for every method (ALL) is tried with GET
    const method = (r.method === 'ALL' ? 'get' : r.method.toLowerCase()) as 'get' | 'post' | 'put' | 'patch' | 'delete';
    if (typeof agent[method] !== 'function') throw new Error(`Route ${r.method} ${r.path} has a method the test cannot call`);
    return agent[method](concrete(r.path));
  };

  it('every route declares its access', () => {
    expect(rows.filter((r) => r.permission === 'UNDECLARED').map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('answers 403 to a signed-in user without the permission, for every permission route', async () => {
    const nobody = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: [] });
    const guarded = rows.filter((r) => r.permission !== 'PUBLIC' && r.permission !== 'SIGNED_IN');
    expect(guarded.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const r of guarded) {
      const res = await call(nobody, r);
      if (res.status !== 403) wrong.push(`${r.method} ${r.path} (${r.permission}) answered ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 when only another permission of the same module is held', async () => {
    const viewer = await signInAs(t, {
      tenantId: DEMO_TENANT_ID,
      permissions: { USERS: { canView: true, ui: true }, ROLES_PERMISSIONS: { canView: true, ui: true } },
    });
    const writes = rows.filter((r) => /^(USERS|ROLES_PERMISSIONS):(CREATE|UPDATE|DELETE)$/.test(r.permission));
    expect(writes.length).toBeGreaterThanOrEqual(8);
    for (const r of writes) expect([r.path, (await call(viewer, r)).status]).toEqual([r.path, 403]);
  });

  it('serves the self-service invitation calls without a session (public, rate limited)', async () => {
    const anonymous = t.agent();
    const publicRoutes = rows.filter((x) => x.permission === 'PUBLIC').map((x) => `${x.method} ${x.path}`);
    for (const path of ['validate-invite', 'submit-otp', 'submit-invitee']) {
      expect(publicRoutes).toContain(`POST /api/v1/self-service/${path}`);
      // answered by the route itself (a link that is not genuine), not by the guard
      const res = await anonymous.post(`/api/v1/self-service/${path}`).send({ userdata: 'not-a-link', otp: '123456' });
      expect([path, res.status]).toEqual([path, 400]);
    }
    for (const list of ['country', 'state']) {
      expect((await anonymous.get(`/api/v1/self-service/system-master-data/${list}`)).status).toBe(200);
    }
  });

  it('answers 401 without a session for every route that needs one', async () => {
    const anonymous = t.agent();
    const wrong: string[] = [];
    for (const r of rows.filter((x) => x.permission !== 'PUBLIC')) {
      const res = await call(anonymous, r);
      if (res.status !== 401) wrong.push(`${r.method} ${r.path} (${r.permission}) answered ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
