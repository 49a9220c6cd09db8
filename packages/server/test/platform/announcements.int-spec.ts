import type TestAgent from 'supertest/lib/agent';
import { DEMO_TENANT_ID, MSS_TENANT_ID } from '../../src/seed/ids';
import { AnnouncementsService } from '../../src/modules/announcements/announcements.service';
import { createUser, signIn, signInAs, type CreatedUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { inTenantTimeZone, utcDay, zoneOffUtcDay } from '../support/time-zone';

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** System and tenant announcements: rules, banner, dismissing, the login page and stopping logins. */
describe('announcements', () => {
  let t: TestApp;
  let sysAdmin: TestAgent;
  let tenantAdmin: TestAgent;
  let employee: TestAgent;
  let otherTenant: TestAgent;
  let lateUser: CreatedUser;
  let superAdmin: CreatedUser;

  const body = (over: Record<string, unknown> = {}) => ({
    announcementTitle: 'Maintenance',
    announcementText: 'The system is down on Saturday.',
    announcementStartDate: day(-1),
    announcementEndDate: day(1),
    ...over,
  });

  beforeAll(async () => {
    t = await startTestApp();
    sysAdmin = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { MASTER_DATA: ALL } });
    tenantAdmin = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'], permissions: { TENANT_MASTER: ALL } });
    employee = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    otherTenant = await signInAs(t, { tenantId: MSS_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    lateUser = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    superAdmin = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['SUPER_ADMIN'] });
  }, 120_000);
  afterAll(() => t.close());

  it('refuses a start after the end with the spec messages and checks dates and required fields', async () => {
    const res = await sysAdmin
      .post('/api/v1/announcements/SYSTEM')
      .send(body({ announcementStartDate: day(3), announcementEndDate: day(2) }))
      .expect(400);
    expect(res.body.message).toBe('Must be before end date');
    const cases: Array<[object, string]> = [
      [body({ announcementTitle: '' }), 'Announcement Title is required'],
      [body({ announcementText: '' }), 'Announcement Text is required'],
      [body({ announcementStartDate: '2025-02-30' }), 'Announcement Start Date: Invalid Date'],
      [body({ announcementEndDate: undefined }), 'Announcement End Date is required'],
    ];
    for (const [b, message] of cases) {
      const r = await sysAdmin.post('/api/v1/announcements/SYSTEM').send(b);
      expect([r.status, r.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
    // start equal to end is fine; a time part is ignored
    await sysAdmin
      .post('/api/v1/announcements/SYSTEM')
      .send(body({ announcementStartDate: `${day(5)}T08:00:00Z`, announcementEndDate: day(5) }))
      .expect(201);
  });

  it('clears the roles when shown before login and resets stopUserLogin when not', async () => {
    const pre = await sysAdmin
      .post('/api/v1/announcements/SYSTEM')
      .send(body({ showBeforeLogin: true, stopUserLogin: false, visibilityAllowedRoles: ['FSO'], isActive: false }))
      .expect(201);
    expect(pre.body).toMatchObject({ showBeforeLogin: true, visibilityAllowedRoles: [], isActive: false });
    const off = await sysAdmin
      .put(`/api/v1/announcements/SYSTEM/${pre.body.id}`)
      .send(body({ showBeforeLogin: false, stopUserLogin: true, visibilityAllowedRoles: ['FSO'], isActive: false }))
      .expect(200);
    expect(off.body).toMatchObject({ showBeforeLogin: false, stopUserLogin: false, visibilityAllowedRoles: ['FSO'] });
    const tenantRes = await tenantAdmin
      .post('/api/v1/announcements/TENANT')
      .send(body({ showBeforeLogin: true }))
      .expect(400);
    expect(tenantRes.body.message).toBe('Only system announcements can show before login or stop logins');
    await sysAdmin.delete(`/api/v1/announcements/SYSTEM/${pre.body.id}`).expect(204);
    await sysAdmin.get(`/api/v1/announcements/SYSTEM/${pre.body.id}`).expect(404);
  });

  it('shows active announcements by role and tenant, and hides dismissed ones', async () => {
    const everyone = (
      await sysAdmin
        .post('/api/v1/announcements/SYSTEM')
        .send(body({ announcementTitle: 'For everyone' }))
        .expect(201)
    ).body;
    await sysAdmin
      .post('/api/v1/announcements/SYSTEM')
      .send(body({ announcementTitle: 'For FSOs', visibilityAllowedRoles: ['FSO'] }))
      .expect(201);
    await sysAdmin
      .post('/api/v1/announcements/SYSTEM')
      .send(body({ announcementTitle: 'Inactive', isActive: false }))
      .expect(201);
    await sysAdmin
      .post('/api/v1/announcements/SYSTEM')
      .send(body({ announcementTitle: 'Past', announcementStartDate: day(-9), announcementEndDate: day(-2) }))
      .expect(201);
    const acme = (
      await tenantAdmin
        .post('/api/v1/announcements/TENANT')
        .send(body({ announcementTitle: 'Acme employees', visibilityAllowedRoles: ['CLIENT_EMPLOYEE'] }))
        .expect(201)
    ).body;
    expect(acme.type).toBe('TENANT');

    const mine = await employee.get('/api/v1/announcements/active/users/me').expect(200);
    expect(mine.body.map((a: { announcementTitle: string }) => a.announcementTitle)).toEqual(['For everyone', 'Acme employees']);
    const theirs = await otherTenant.get('/api/v1/announcements/active/users/me').expect(200);
    expect(theirs.body.map((a: { announcementTitle: string }) => a.announcementTitle)).toEqual(['For everyone']);
    const admins = await tenantAdmin.get('/api/v1/announcements/active/users/me').expect(200);
    expect(admins.body.map((a: { announcementTitle: string }) => a.announcementTitle)).toEqual(['For everyone']);

    await employee.put(`/api/v1/announcements/SYSTEM/${everyone.id}/dismiss/users/me`).expect(204);
    await employee.put(`/api/v1/announcements/system/${everyone.id}/dismiss/users/me`).expect(204);
    await employee.put(`/api/v1/announcements/TENANT/${acme.id}/dismiss/users/me`).expect(204);
    expect((await employee.get('/api/v1/announcements/active/users/me').expect(200)).body).toEqual([]);
    // dismissing is per user
    expect((await otherTenant.get('/api/v1/announcements/active/users/me').expect(200)).body).toHaveLength(1);
    // another tenant's announcement does not exist for them
    await otherTenant.put(`/api/v1/announcements/TENANT/${acme.id}/dismiss/users/me`).expect(404);
    await employee.put(`/api/v1/announcements/MEMO/${acme.id}/dismiss/users/me`).expect(404);
    await t.agent().get('/api/v1/announcements/active/users/me').expect(401);
  });

  it('lists and guards the management routes by module', async () => {
    const list = await sysAdmin
      .get('/api/v1/announcements/SYSTEM')
      .query({ filter: JSON.stringify({ q: 'everyone' }) })
      .expect(200);
    expect(list.body.map((a: { announcementTitle: string }) => a.announcementTitle)).toEqual(['For everyone']);
    expect(list.headers['x-total-count']).toBe('1');
    await tenantAdmin.get('/api/v1/announcements/SYSTEM').expect(403);
    await sysAdmin.get('/api/v1/announcements/TENANT').expect(403);
    await employee.post('/api/v1/announcements/TENANT').send(body()).expect(403);
    const tenantList = await tenantAdmin.get('/api/v1/announcements/TENANT').expect(200);
    expect(tenantList.body).toHaveLength(1);
  });

  it('shows pre-login announcements without a session and stops logins while one says so', async () => {
    const stop = (
      await sysAdmin
        .post('/api/v1/announcements/SYSTEM')
        .send(body({ announcementTitle: 'Emergency maintenance', showBeforeLogin: true, stopUserLogin: true }))
        .expect(201)
    ).body;
    const pre = await t.agent().get('/api/v1/announcements/active/pre-login').expect(200);
    expect(pre.body).toEqual([
      {
        id: stop.id,
        announcementTitle: 'Emergency maintenance',
        announcementText: 'The system is down on Saturday.',
        announcementStartDate: day(-1),
        announcementEndDate: day(1),
        stopUserLogin: true,
      },
    ]);
    await expect(t.app.get(AnnouncementsService).isLoginStopped()).resolves.toEqual({
      stopped: true,
      message: 'Login currently disabled, see announcement above for details.',
      announcementTitle: 'Emergency maintenance',
    });

    const refused = await t
      .agent()
      .post('/api/v1/auth/login')
      .type('form')
      .send({ username: lateUser.username, password: lateUser.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Login currently disabled, see announcement above for details.');
    // a super administrator can still sign in to lift it
    await signIn(t, superAdmin.username, superAdmin.password);

    await sysAdmin
      .put(`/api/v1/announcements/SYSTEM/${stop.id}`)
      .send(body({ announcementTitle: 'Emergency maintenance', showBeforeLogin: true, stopUserLogin: false }))
      .expect(200);
    await expect(t.app.get(AnnouncementsService).isLoginStopped()).resolves.toEqual({ stopped: false });
    await signIn(t, lateUser.username, lateUser.password);
  });
  it("shows a signed-in user the announcements running on their tenant's day (its TIME_ZONE), not the server's UTC day", async () => {
    // ahead of UTC the tenant is already on UTC's tomorrow; behind it, still on UTC's yesterday
    const { zone, ahead } = zoneOffUtcDay();
    const only = utcDay(ahead ? 1 : -1);
    const a = (
      await tenantAdmin
        .post('/api/v1/announcements/TENANT')
        .send(body({ announcementTitle: 'Zoned day', announcementStartDate: only, announcementEndDate: only }))
        .expect(201)
    ).body;
    try {
      await inTenantTimeZone(t, DEMO_TENANT_ID, zone, async () => {
        const mine = await employee.get('/api/v1/announcements/active/users/me').expect(200);
        expect(mine.body.map((x: { announcementTitle: string }) => x.announcementTitle)).toContain('Zoned day');
      });
    } finally {
      await tenantAdmin.delete(`/api/v1/announcements/TENANT/${a.id}`).expect(204);
    }
  });
});
