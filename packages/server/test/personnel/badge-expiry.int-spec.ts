import { PERSONNEL_MESSAGES } from '@clearline/shared';
import { futureYear, pastYear } from '../support/dates';
import { startTestApp, type TestApp } from '../support/test-app';
import { inTenantTimeZone, tenantDay, zoneOffUtcDay } from '../support/time-zone';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from './fixtures';

/**
 * A badge's status follows its expiry date (spec 02 §3 "Badge"): an Active badge past its expiry date is refused, and a
 * badge that expired after it was saved is answered as expired (the list and the record page show "Expired"), for
 * every person, on the tenant's today.
 */
describe('badge status and expiry', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let plant: string;

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Badge Expiry Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    plant = await facility(fso, 'Badge Plant', 'BDG01');
  });
  afterAll(() => t?.close());

  const badge = (over: JsonBody = {}) => ({ badgeType: 'FACILITY_ACCESS', badgeNumber: 'B-1', badgeStatus: 'ACTIVE', ...over });

  it('refuses an Active badge whose expiry date has passed, on create and on update, with a message to act on', async () => {
    const p = await createPerson(fso, [plant], { firstName: 'Bea', lastName: 'Badge' });
    const yesterday = tenantDay(-1);
    const created = await fso.post(`${API}/personnel/${p.id}/badge`).send(badge({ expiryDate: yesterday }));
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(PERSONNEL_MESSAGES.badgeActivePastExpiry(yesterday));
    expect(await t.sql(`SELECT 1 FROM personnel_badge WHERE personnel_id = $1`, [p.id])).toEqual([]);

    // expiring today is still valid today; another status may keep a past expiry date
    const today = await fso.post(`${API}/personnel/${p.id}/badge`).send(badge({ expiryDate: tenantDay() }));
    expect(today.status).toBe(201);
    expect(today.body).toMatchObject({ badgeStatus: 'ACTIVE', expired: false });
    const inactive = await fso
      .post(`${API}/personnel/${p.id}/badge`)
      .send(badge({ badgeStatus: 'INACTIVE', expiryDate: `${pastYear()}-05-01` }));
    expect(inactive.status).toBe(201);
    expect(inactive.body.expired).toBe(false);

    const valid = await fso.post(`${API}/personnel/${p.id}/badge`).send(badge({ expiryDate: `${futureYear()}-05-01` }));
    expect(valid.status).toBe(201);
    const moved = await fso.put(`${API}/personnel/${p.id}/badge/${valid.body.id}`).send(badge({ expiryDate: `${pastYear()}-05-01` }));
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(PERSONNEL_MESSAGES.badgeActivePastExpiry(`${pastYear()}-05-01`));
    const reactivated = await fso
      .put(`${API}/personnel/${p.id}/badge/${inactive.body.id}`)
      .send(badge({ badgeStatus: 'ACTIVE', expiryDate: `${pastYear()}-05-01` }));
    expect(reactivated.status).toBe(400);
    expect((await fso.get(`${API}/personnel/${p.id}/badge/${valid.body.id}`)).body.expiryDate).toBe(`${futureYear()}-05-01`);
  });

  it('answers a badge that expired since it was saved as expired, in the list and the record, also for an inactive person', async () => {
    const p = await createPerson(fso, [plant], {
      firstName: 'Ina',
      lastName: 'Ctive',
      employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'RESIGNED' },
    });
    const saved = await fso.post(`${API}/personnel/${p.id}/badge`).send(badge({ expiryDate: `${futureYear()}-05-01` }));
    expect(saved.status).toBe(201);
    // time passes: the expiry date is now behind the tenant's today
    await t.sql(`UPDATE personnel_badge SET expiry_date = $2 WHERE id = $1`, [saved.body.id, tenantDay(-2)]);
    const list = (await fso.get(`${API}/personnel/${p.id}/badge`)).body as JsonBody[];
    expect(list.map((b) => [b.id, b.badgeStatus, b.expired])).toEqual([[saved.body.id, 'ACTIVE', true]]);
    expect((await fso.get(`${API}/personnel/${p.id}/badge/${saved.body.id}`)).body).toMatchObject({ badgeStatus: 'ACTIVE', expired: true });
  });

  it('counts the days in the tenant’s time zone', async () => {
    const { zone } = zoneOffUtcDay();
    await inTenantTimeZone(t, tenant, zone, async () => {
      const p = await createPerson(fso, [plant], { firstName: 'Zed', lastName: 'Zone' });
      // the tenant's yesterday: past there, whatever the UTC day is
      const yesterday = tenantDay(-1, zone);
      const res = await fso.post(`${API}/personnel/${p.id}/badge`).send(badge({ expiryDate: yesterday }));
      expect(res.status).toBe(400);
      // the tenant's today is valid even where it is already (or still) another UTC day
      const today = await fso.post(`${API}/personnel/${p.id}/badge`).send(badge({ expiryDate: tenantDay(0, zone) }));
      expect([today.status, today.body.expired]).toEqual([201, false]);
    });
  });
});
