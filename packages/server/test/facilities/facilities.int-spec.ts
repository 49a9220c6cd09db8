import type TestAgent from 'supertest/lib/agent';
import { createPerson, tenantWithoutMfa, userIn } from '../personnel/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

const API = '/api/v1';

/** Facilities as far as people need them, and the country/state reference data. */
describe('facilities and reference data', () => {
  let t: TestApp;
  let fso: TestAgent;
  let other: TestAgent;

  beforeAll(async () => {
    t = await startTestApp();
    fso = await userIn(t, await tenantWithoutMfa(t, 'Facility Co'), { roles: ['FSO'] });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Facility Co'), { roles: ['FSO'] });
  });
  afterAll(() => t?.close());

  it('adds, reads, edits, disables, enables and deletes a facility', async () => {
    const created = await fso.post(`${API}/facilities`).send({
      facilityName: 'Huntsville Plant',
      facilityCode: '1abc2',
      street1: '100 Rocket Way',
      city: 'Huntsville',
      state: 'AL',
      zipCode: '35801',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      facilityName: 'Huntsville Plant',
      facilityCode: '1ABC2',
      countryId: 236,
      enabled: true,
      hostFacility: false,
      personnelCount: 0,
    });
    const id = created.body.id;
    expect((await fso.get(`${API}/facilities/${id}`)).body.street1).toBe('100 Rocket Way');
    const upd = await fso.put(`${API}/facilities/${id}`).send({ facilityName: 'Huntsville Works', version: created.body.version });
    expect(upd.body).toMatchObject({ facilityName: 'Huntsville Works', facilityCode: '1ABC2', city: 'Huntsville' });
    expect((await fso.put(`${API}/facilities/${id}`).send({ facilityName: 'X', version: created.body.version })).status).toBe(409);
    expect((await fso.put(`${API}/facilities/${id}/disable`)).body.enabled).toBe(false);
    expect((await fso.put(`${API}/facilities/${id}/enable`)).body.enabled).toBe(true);
    expect((await fso.delete(`${API}/facilities/${id}`)).status).toBe(204);
    expect((await fso.get(`${API}/facilities/${id}`)).status).toBe(404);
    const audit = await t.sql(`SELECT action FROM audit_log WHERE object_table = 'facility' AND object_id = $1 ORDER BY id`, [id]);
    expect(audit.map((a: Record<string, unknown>) => a.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'UPDATE', 'DELETE']);
  });

  it('validates name, CAGE code, zip, country and state, and keeps CAGE codes unique in the tenant', async () => {
    expect((await fso.post(`${API}/facilities`).send({})).body.message).toBe('Facility Name is required');
    expect((await fso.post(`${API}/facilities`).send({ facilityName: 'A', facilityCode: 'TOOLONG' })).body.message).toBe(
      'CAGE Code must be 5 letters or digits',
    );
    expect((await fso.post(`${API}/facilities`).send({ facilityName: 'A', zipCode: '123' })).body.message).toBe(
      'Facility Zip Code is not valid',
    );
    expect((await fso.post(`${API}/facilities`).send({ facilityName: 'A', countryId: 4242 })).body.message).toBe('Country is not valid');
    expect((await fso.post(`${API}/facilities`).send({ facilityName: 'A', state: 'Narnia' })).body.message).toBe('State is not valid');
    expect((await fso.post(`${API}/facilities`).send({ facilityName: 'A', countryId: 83, state: 'Bayern', zipCode: '80331' })).status).toBe(
      201,
    );
    expect((await fso.post(`${API}/facilities`).send({ facilityName: 'A', facilityName2: 'x' })).body.message).toBe(
      'facilityName2 is not an accepted field',
    );
    await fso.post(`${API}/facilities`).send({ facilityName: 'One', facilityCode: 'DUP01' });
    const dup = await fso.post(`${API}/facilities`).send({ facilityName: 'Two', facilityCode: 'dup01' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A facility with CAGE code DUP01 already exists.');
    // another tenant may use the same CAGE code
    expect((await other.post(`${API}/facilities`).send({ facilityName: 'Theirs', facilityCode: 'DUP01' })).status).toBe(201);
  });

  it('keeps one host facility per tenant', async () => {
    const h1 = (await fso.post(`${API}/facilities`).send({ facilityName: 'Host 1', hostFacility: true })).body;
    const h2 = (await fso.post(`${API}/facilities`).send({ facilityName: 'Host 2', hostFacility: true })).body;
    expect((await fso.get(`${API}/facilities/${h1.id}`)).body.hostFacility).toBe(false);
    expect((await fso.get(`${API}/facilities/${h2.id}`)).body.hostFacility).toBe(true);
  });

  it('lists with quick filter, filters, sort and pagination', async () => {
    const u = await userIn(t, await tenantWithoutMfa(t, 'Facility List Co'), { roles: ['FSO'] });
    for (const [name, code, enabled] of [
      ['Charlie Site', 'CCC01', true],
      ['Alpha Site', 'AAA01', true],
      ['Bravo Site', 'BBB01', false],
    ] as const) {
      const f = (await u.post(`${API}/facilities`).send({ facilityName: name, facilityCode: code })).body;
      if (!enabled) await u.put(`${API}/facilities/${f.id}/disable`);
    }
    const all = await u.get(`${API}/facilities`);
    expect(all.body.map((f: { facilityName: string }) => f.facilityName)).toEqual(['Alpha Site', 'Bravo Site', 'Charlie Site']);
    expect(all.headers['x-total-count']).toBe('3');
    const q = await u.get(`${API}/facilities`).query({ filter: JSON.stringify({ q: 'bbb' }) });
    expect(q.body.map((f: { facilityName: string }) => f.facilityName)).toEqual(['Bravo Site']);
    const enabled = await u.get(`${API}/facilities`).query({ filter: JSON.stringify({ enabled: true }), sort: '["facilityCode","DESC"]' });
    expect(enabled.body.map((f: { facilityCode: string }) => f.facilityCode)).toEqual(['CCC01', 'AAA01']);
    const page = await u.get(`${API}/facilities`).query({ range: '[1,1]' });
    expect(page.headers['content-range']).toBe('facilities 1-1/3');
  });

  it('refuses to delete a facility people belong to, and counts them', async () => {
    const f = (await fso.post(`${API}/facilities`).send({ facilityName: 'Busy Plant' })).body;
    await createPerson(fso, [f.id]);
    expect((await fso.get(`${API}/facilities/${f.id}`)).body.personnelCount).toBe(1);
    const del = await fso.delete(`${API}/facilities/${f.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('Busy Plant still has personnel or clearance records and cannot be deleted. Disable it instead.');
  });

  it("answers 404 for another tenant's facility and 403 without the permission", async () => {
    const f = (await fso.post(`${API}/facilities`).send({ facilityName: 'Private Plant' })).body;
    for (const res of [
      await other.get(`${API}/facilities/${f.id}`),
      await other.put(`${API}/facilities/${f.id}`).send({ facilityName: 'Stolen' }),
      await other.put(`${API}/facilities/${f.id}/disable`),
      await other.put(`${API}/facilities/${f.id}/enable`),
      await other.delete(`${API}/facilities/${f.id}`),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await other.get(`${API}/facilities`)).body.some((x: { id: string }) => x.id === f.id)).toBe(false);
    expect((await fso.get(`${API}/facilities/${f.id}`)).body.facilityName).toBe('Private Plant');
    const reader = await userIn(t, await tenantWithoutMfa(t, 'Reader Co'), { permissions: { FACILITIES: { canView: true } } });
    expect((await reader.get(`${API}/facilities`)).status).toBe(200);
    expect((await reader.post(`${API}/facilities`).send({ facilityName: 'No' })).status).toBe(403);
    expect((await reader.put(`${API}/facilities/${f.id}/disable`)).status).toBe(403);
  });

  it('serves countries (236 = United States) and US states, signed in and on the public self-service routes', async () => {
    const countries = await fso.get(`${API}/system-master-data/country`);
    expect(countries.status).toBe(200);
    expect(countries.body.length).toBe(250);
    // the reference fields, and the same country under the master-data field names
    expect(countries.body.find((c: { id: number }) => c.id === 236)).toEqual({
      id: 236,
      name: 'United States',
      iso2: 'US',
      iso3: 'USA',
      countryName: 'United States',
      alpha2CountryCode: 'US',
      alpha3CountryCode: 'USA',
      numericCountryCode: '840',
      dniThreatListIncluded: false,
    });
    const states = await fso.get(`${API}/system-master-data/state`).query({ countryId: 236 });
    expect(states.body.map((s: { code: string }) => s.code)).toEqual(expect.arrayContaining(['VA', 'DC', 'PR', 'GU', 'AE']));
    expect(states.body).toHaveLength(60);
    expect(states.body[0]).toMatchObject({ countryId: 236, name: 'Alabama', code: 'AL' });
    const anon = t.agent();
    expect((await anon.get(`${API}/self-service/system-master-data/country`)).body).toHaveLength(250);
    expect((await anon.get(`${API}/self-service/system-master-data/state`)).body).toHaveLength(60);
    expect((await anon.get(`${API}/system-master-data/country`)).status).toBe(401);
    expect((await anon.get(`${API}/self-service/system-master-data/state`).query({ countryId: 'x' })).status).toBe(400);
  });
});
