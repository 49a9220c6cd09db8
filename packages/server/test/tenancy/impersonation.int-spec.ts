import { IMPERSONATION_MESSAGES } from '@clearline/shared';
import { impersonationEndedMessage } from '../../src/modules/identity/sessions/redis-session.resolver';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { createUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditRowsOf, full, newTenant, sessionAgent } from './support';

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
    // "today" is the day of the tenant acted in
    await t.sql(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'TIME_ZONE', 'Pacific/Honolulu')`, [other]);
    expect((await staff.get('/api/v1/users/me').expect(200)).body.timeZone).toBe('Pacific/Honolulu');
    await t.sql(`DELETE FROM tenant_setting WHERE tenant_id = $1 AND parameter_name = 'TIME_ZONE'`, [other]);
    const users = await staff.get('/api/v1/users?size=100').expect(200);
    expect(users.body.map((u: { username: string }) => u.username)).toEqual([usernames[other]]);

    // a change inside the tenant is audited in that tenant, naming the impersonator
    const upd = await staff.put(`/api/v1/tenants/${other}`).send({ contactName: 'Set by support' }).expect(200);
    const change = (await auditRowsOf(t, upd.headers['x-request-id'])).find((r) => r.event_type === 'UPDATE');
    expect(change).toMatchObject({ tenant_id: other, impersonator: staff.user.username });

    // My Portal (SELF_SERVICE and the creation modules) refusing while impersonating: src/core/access/access.guard.spec.ts

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
  /** A SYSTEM staff member impersonating `tenantId` (IMPERSONATE_ALL). */
  const impersonator = async (tenantId: string) => {
    const staff = await sessionAgent(t, {
      tenantId: SYSTEM_TENANT_ID,
      tenantType: 'SYSTEM',
      permissions: { ...work, IMPERSONATE_ALL: { canView: true } },
    });
    await staff.post('/api/v1/sessions/impersonate').send({ tenantId }).expect(200);
    return staff;
  };
  const ends = (rows: Awaited<ReturnType<typeof auditRowsOf>>) =>
    rows.filter((r) => r.event_type === 'IMPERSONATION_END').map((r) => ({ tenant: r.tenant_id, details: r.details }));

  it('signing out while impersonating ends the impersonation in both audit logs', async () => {
    const target = await newTenant(t, { name: 'Sign-out Corp' });
    const staff = await impersonator(target);
    const out = await staff.post('/api/v1/auth/logout').expect(204);
    const rows = await auditRowsOf(t, out.headers['x-request-id']);
    expect(rows.map((r) => r.event_type)).toEqual(['IMPERSONATION_END', 'IMPERSONATION_END', 'LOGOUT']);
    const details = {
      impersonator: staff.user.username,
      impersonatorUserId: staff.user.id,
      impersonatorTenantId: SYSTEM_TENANT_ID,
      impersonatedTenantId: target,
      impersonatedTenantName: 'Sign-out Corp',
      readOnly: false,
      startedAt: expect.any(String),
      reason: 'SIGNED_OUT',
    };
    expect(ends(rows)).toEqual([
      { tenant: target, details },
      { tenant: SYSTEM_TENANT_ID, details },
    ]);
    expect(rows[0]).toMatchObject({ action: 'END', object_table: 'tenant', object_id: target, username: staff.user.username });
    expect(rows[2]).toMatchObject({ tenant_id: SYSTEM_TENANT_ID, username: staff.user.username });
    await staff.get('/api/v1/sessions/impersonation-targets').expect(401);
  });

  it('an impersonation ends with a 403 on the next request once its tenant is disabled', async () => {
    const target = await newTenant(t, { name: 'Fading Co' });
    const staff = await impersonator(target);
    await staff.get(`/api/v1/tenants/${target}`).expect(200);
    await t.sql(`UPDATE tenant SET enabled = false WHERE id = $1`, [target]);

    const refused = await staff.get(`/api/v1/tenants/${target}`).expect(403);
    expect(refused.body.message).toBe(impersonationEndedMessage('Fading Co', 'DISABLED'));
    expect(refused.body.message).toBe(
      'Impersonation ended: Fading Co is disabled and can no longer be impersonated. You are back in your own organization.',
    );
    const rows = await auditRowsOf(t, refused.headers['x-request-id']);
    expect(ends(rows).map((e) => [e.tenant, e.details!.reason, e.details!.impersonatedTenantId])).toEqual([
      [target, 'TENANT_DISABLED', target],
      [SYSTEM_TENANT_ID, 'TENANT_DISABLED', target],
    ]);
    expect(rows.map((r) => r.event_type)).toEqual(['IMPERSONATION_END', 'IMPERSONATION_END']);

    // back home: the session no longer impersonates, and the next requests are not refused again
    expect((await staff.get('/api/v1/sessions/is-valid').expect(200)).body.impersonating).toBeNull();
    await staff.get(`/api/v1/tenants/${target}`).expect(404);
    const again = await staff.get('/api/v1/sessions/is-valid').expect(200);
    expect(await auditRowsOf(t, again.headers['x-request-id'])).toEqual([]);
  });

  it('a closed-out tenant ends a read-only impersonation too, and signing out still works', async () => {
    const target = await newTenant(t, { name: 'Closing Ltd', managedBy: mss });
    const viewer = await sessionAgent(t, {
      tenantId: mss,
      tenantType: 'MSS',
      permissions: { ...work, MSS_IMPERSONATE: { canView: true } },
    });
    await viewer.post('/api/v1/sessions/impersonate').send({ tenantId: target }).expect(200);
    await t.sql(`UPDATE tenant SET termination_date = tenant_today(id) WHERE id = $1`, [target]);

    // sign-out is public: it goes ahead (204), ending the impersonation once, as closed out
    const out = await viewer.post('/api/v1/auth/logout').expect(204);
    const rows = await auditRowsOf(t, out.headers['x-request-id']);
    expect(rows.map((r) => [r.event_type, r.tenant_id])).toEqual([
      ['IMPERSONATION_END', target],
      ['IMPERSONATION_END', mss],
      ['LOGOUT', mss],
    ]);
    expect(ends(rows).map((e) => [e.details!.reason, e.details!.readOnly])).toEqual([
      ['TENANT_CLOSED_OUT', true],
      ['TENANT_CLOSED_OUT', true],
    ]);
    expect(impersonationEndedMessage('Closing Ltd', 'CLOSED_OUT')).toBe(
      'Impersonation ended: Closing Ltd is closed out and can no longer be impersonated. You are back in your own organization.',
    );
  });
});
