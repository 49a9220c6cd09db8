import { CORE_MODULES, IMPERSONATION_MESSAGES } from '@clearline/shared';
import { routeTable } from '../../src/core/access/route-table';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { createUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditRowsOf, full, newTenant, sessionAgent } from './support';

const SELF_SERVICE = new Set(['SELF_SERVICE', ...CORE_MODULES.filter((m) => m.group === 'CREATION').map((m) => m.name)]);

describe('impersonation', () => {
  let t: TestApp;
  let mss: string;
  let managed: string;
  let other: string;
  let disabled: string;
  const usernames: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    await createUser(t, { tenantId: SYSTEM_TENANT_ID });
    mss = await newTenant(t, { name: 'Beacon MSS', tenantType: 'MSS' });
    managed = await newTenant(t, { name: 'Beacon Client', managedBy: mss });
    other = await newTenant(t, { name: 'Unrelated Corp' });
    disabled = await newTenant(t, { name: 'Dormant Inc' });
    await t.sql(`UPDATE tenant SET enabled = false WHERE id = $1`, [disabled]);
    for (const id of [managed, other]) usernames[id] = (await createUser(t, { tenantId: id })).username;
  });
  afterAll(async () => {
    await t?.close();
  });

  const work = { ...full('USERS', 'TENANT_PROFILE', 'TENANT_AUDIT_LOG', 'SELF_SERVICE', 'REPORT_FOREIGN_CONTACT') };

  it('IMPERSONATE_ALL acts inside any active tenant; start and end are audited with both identities', async () => {
    const staff = await sessionAgent(t, {
      tenantId: SYSTEM_TENANT_ID,
      tenantType: 'SYSTEM',
      permissions: { ...work, IMPERSONATE_ALL: { canView: true } },
    });
    const res = await staff.post('/api/v1/sessions/impersonate').type('form').send({ tenantId: other }).expect(200);
    expect(res.body).toMatchObject({ tenantId: other, tenantName: 'Unrelated Corp', readOnly: false });
    const start = await auditRowsOf(t, res.headers['x-request-id']);
    const starts = start.filter((r) => r.event_type === 'IMPERSONATION_START');
    expect(starts.map((r) => r.tenant_id).sort()).toEqual([other, SYSTEM_TENANT_ID].sort());
    expect(starts[0]).toMatchObject({ username: staff.user.username, impersonator: staff.user.username });
    expect(starts[0].details).toMatchObject({
      impersonatorTenantId: SYSTEM_TENANT_ID,
      impersonatedTenantId: other,
      impersonatedTenantName: 'Unrelated Corp',
    });

    const session = await staff.get('/api/v1/sessions/is-valid').expect(200);
    expect(session.body.impersonating).toMatchObject({ tenantId: other, tenantName: 'Unrelated Corp' });
    const users = await staff.get('/api/v1/users?size=100').expect(200);
    expect(users.body.map((u: { username: string }) => u.username)).toEqual([usernames[other]]);

    // a change inside the tenant is audited in that tenant, naming the impersonator
    const upd = await staff.put(`/api/v1/tenants/${other}`).send({ contactName: 'Set by support' }).expect(200);
    const change = (await auditRowsOf(t, upd.headers['x-request-id'])).find((r) => r.event_type === 'UPDATE');
    expect(change).toMatchObject({ tenant_id: other, impersonator: staff.user.username });

    // My Portal (SELF_SERVICE and the creation modules) refuses while impersonating
    const selfService = routeTable(t.app).filter((r) => r.permission.split(/ AND | OR /).some((p) => SELF_SERVICE.has(p.split(':')[0])));
    for (const r of selfService) {
      const path = r.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-00000000abcd');
      const call = staff[r.method.toLowerCase() as 'get'](path);
      const answer = await (r.method === 'GET' ? call : call.send({}));
      expect({ route: `${r.method} ${r.path}`, status: answer.status, message: answer.body.message }).toEqual({
        route: `${r.method} ${r.path}`,
        status: 403,
        message: 'My Portal is not available while impersonating a tenant.',
      });
    }

    // switch to another tenant, then back home
    const sw = await staff.post(`/api/v1/sessions/impersonation-switcher?tenantId=${managed}`).expect(200);
    expect(sw.body).toMatchObject({ tenantId: managed, readOnly: false });
    const swRows = await auditRowsOf(t, sw.headers['x-request-id']);
    expect(swRows.filter((r) => r.event_type === 'IMPERSONATION_END').map((r) => r.details!.impersonatedTenantId)).toEqual([other, other]);
    expect(swRows.filter((r) => r.event_type === 'IMPERSONATION_START').map((r) => r.details!.impersonatedTenantId)).toEqual([
      managed,
      managed,
    ]);
    const back = await staff.post('/api/v1/sessions/impersonation-switcher').expect(200);
    expect(back.body).toEqual({});
    expect((await auditRowsOf(t, back.headers['x-request-id'])).map((r) => [r.event_type, r.tenant_id]).sort()).toEqual(
      [
        ['IMPERSONATION_END', managed],
        ['IMPERSONATION_END', SYSTEM_TENANT_ID],
      ].sort(),
    );
    expect((await staff.get('/api/v1/sessions/is-valid').expect(200)).body.impersonating).toBeNull();
  });

  it('refuses the own organization, inactive tenants, bad ids and users without the permission', async () => {
    const staff = await sessionAgent(t, {
      tenantId: SYSTEM_TENANT_ID,
      tenantType: 'SYSTEM',
      permissions: { IMPERSONATE_ALL: { canView: true } },
    });
    expect((await staff.post('/api/v1/sessions/impersonate').send({ tenantId: SYSTEM_TENANT_ID }).expect(400)).body.message).toBe(
      IMPERSONATION_MESSAGES.ownTenant,
    );
    expect((await staff.post('/api/v1/sessions/impersonate').send({ tenantId: disabled }).expect(404)).body.message).toBe(
      IMPERSONATION_MESSAGES.notAllowed,
    );
    expect((await staff.post('/api/v1/sessions/impersonate').send({ tenantId: 'abc' }).expect(400)).body.message).toBe(
      'Tenant is not valid',
    );
    expect((await staff.post('/api/v1/sessions/impersonate').send({}).expect(400)).body.message).toMatch('Tenant is required');
    await staff.post('/api/v1/sessions/impersonation-switcher?tenantId=abc').expect(400);
    const targets = await staff.get('/api/v1/sessions/impersonation-targets').expect(200);
    const ids = targets.body.map((x: { id: string }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([mss, managed, other]));
    expect(ids).not.toContain(disabled);
    expect(ids).not.toContain(SYSTEM_TENANT_ID);
    const plain = await sessionAgent(t, { tenantId: other, permissions: full('USERS') });
    await plain.post('/api/v1/sessions/impersonate').send({ tenantId: managed }).expect(403);
    await plain.get('/api/v1/sessions/impersonation-targets').expect(403);
  });

  it('MSS_IMPERSONATE enters managed tenants read-only; the create variant allows changes', async () => {
    const viewer = await sessionAgent(t, {
      tenantId: mss,
      tenantType: 'MSS',
      permissions: { ...work, MSS_IMPERSONATE: { canView: true } },
    });
    expect((await viewer.get('/api/v1/sessions/impersonation-targets').expect(200)).body.map((x: { id: string }) => x.id)).toEqual([
      managed,
    ]);
    await viewer.post('/api/v1/sessions/impersonate').send({ tenantId: other }).expect(404);
    await viewer.post('/api/v1/sessions/impersonate/create').send({ tenantId: managed }).expect(403);
    const res = await viewer.post('/api/v1/sessions/impersonate').send({ tenantId: managed }).expect(200);
    expect(res.body).toMatchObject({ tenantId: managed, readOnly: true });
    await viewer.get(`/api/v1/tenants/${managed}`).expect(200);
    const refused = await viewer.put(`/api/v1/tenants/${managed}`).send({ contactName: 'nope' }).expect(403);
    expect(refused.body.message).toBe('You are impersonating Beacon Client read-only. Use "Impersonate and create" to make changes.');

    const creator = await sessionAgent(t, {
      tenantId: mss,
      tenantType: 'MSS',
      permissions: { ...work, MSS_IMPERSONATE: { canView: true }, MSS_IMPERSONATE_CREATE: { canView: true } },
    });
    const c = await creator.post('/api/v1/sessions/impersonate/create').send({ tenantId: managed }).expect(200);
    expect(c.body.readOnly).toBe(false);
    await creator.put(`/api/v1/tenants/${managed}`).send({ contactName: 'Set by MSS' }).expect(200);
    // switching keeps the create mode
    const mss2 = await newTenant(t, { name: 'Beacon Client 2', managedBy: mss });
    expect((await creator.post(`/api/v1/sessions/impersonation-switcher?tenantId=${mss2}`).expect(200)).body.readOnly).toBe(false);
    await creator.post(`/api/v1/sessions/impersonation-switcher?tenantId=${other}`).expect(404);
  });
});
