import { API_MESSAGES, COST_CENTER_MESSAGES, TENANT_POC_MESSAGES } from '@clearline/shared';
import { config } from '../../src/core/config/config';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { seed } from '../../src/seed/seed';
import { DEMO_COST_CENTERS, DEMO_POCS } from '../../src/seed/tenant-master.seed';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

const CC = `${API}/tenant-master-data/cost-center`;
const POC = `${API}/tenant-master-data/poc`;

/** Cost centers and points of contact of tenant master data (spec 03 §3, §5). */
describe('tenant master data: cost centers and points of contact', () => {
  let t: TestApp;
  let fso: UserAgent;
  let other: UserAgent;
  let viewer: UserAgent;
  let tenantId: string;

  const audit = (table: string, id: string) =>
    t.sql<{ action: string }>(`SELECT action FROM audit_log WHERE object_table = $1 AND object_id = $2 ORDER BY id`, [table, id]);

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await tenantWithoutMfa(t, 'Master Co');
    fso = await userIn(t, tenantId, { roles: ['FSO'] });
    viewer = await userIn(t, tenantId, { permissions: { TENANT_MASTER: { canView: true } } });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Master Co'), { roles: ['FSO'] });
  }, 180_000);
  afterAll(() => t?.close());

  describe('cost centers', () => {
    it('adds, lists, edits (its own code allowed) and deletes, each write audited', async () => {
      const created = await fso.post(CC).send({ name: ' Corporate Security ', code: 'CC-100' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Corporate Security', code: 'CC-100', version: 1 });
      const id = created.body.id as string;
      await fso.post(CC).send({ name: 'Engineering', code: 'CC-200' }).expect(201);

      const list = await viewer.get(CC).query({ sort: 'code,DESC' });
      expect(list.headers['content-range']).toBe('cost-centers 0-1/2');
      expect(list.body.map((c: JsonBody) => c.code)).toEqual(['CC-200', 'CC-100']);
      expect((await viewer.get(CC).query({ filter: JSON.stringify({ q: 'corporate' }) })).body).toHaveLength(1);

      const same = await fso.put(`${CC}/${id}`).send({ name: 'Corporate Security Office', code: 'CC-100', version: 1 });
      expect(same.status).toBe(200);
      expect(same.body).toMatchObject({ name: 'Corporate Security Office', code: 'CC-100', version: 2 });
      expect((await fso.put(`${CC}/${id}`).send({ name: 'Stale', code: 'CC-100', version: 1 })).status).toBe(409);

      expect((await fso.delete(`${CC}/${id}`)).status).toBe(204);
      expect((await audit('cost_center', id)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
      // its code is free again
      expect((await fso.post(CC).send({ name: 'Corporate again', code: 'cc-100' })).status).toBe(201);
    });

    it('refuses a code in use (any case), blank name or code, with the messages of the spec', async () => {
      const a = (await fso.post(CC).send({ name: 'Alpha', code: 'AL-1' })).body.id as string;
      await fso.post(CC).send({ name: 'Beta', code: 'BE-1' }).expect(201);
      const dup = await fso.post(CC).send({ name: 'Alpha two', code: 'al-1' });
      expect(dup.status).toBe(400);
      expect(dup.body.message).toBe(COST_CENTER_MESSAGES.codeInUse);
      const taken = await fso.put(`${CC}/${a}`).send({ name: 'Alpha', code: 'BE-1' });
      expect(taken.status).toBe(400);
      expect(taken.body.message).toBe('Cost Center Code already in use');
      expect((await fso.post(CC).send({ code: 'X-1' })).body.message).toContain('Cost Center Name is required');
      expect((await fso.post(CC).send({ name: 'No code', code: ' ' })).body.message).toContain('Cost Center Code is required');
      // another tenant may use the same code
      expect((await other.post(CC).send({ name: 'Alpha', code: 'AL-1' })).status).toBe(201);
    });

    it('keeps tenants apart and needs TENANT_MASTER', async () => {
      const id = (await fso.post(CC).send({ name: 'Ours', code: 'OU-1' })).body.id as string;
      expect((await other.put(`${CC}/${id}`).send({ name: 'Theirs', code: 'OU-1' })).status).toBe(404);
      expect((await other.delete(`${CC}/${id}`)).status).toBe(404);
      expect((await other.get(CC)).body.map((c: JsonBody) => c.id)).not.toContain(id);
      expect((await fso.delete(`${CC}/not-a-uuid`)).status).toBe(404);
      expect((await viewer.post(CC).send({ name: 'No right', code: 'NR-1' })).status).toBe(403);
      expect((await viewer.delete(`${CC}/${id}`)).status).toBe(403);
    });
  });

  describe('points of contact', () => {
    let hq: string;
    let lab: string;
    let alice: JsonBody;
    let bob: JsonBody;

    beforeAll(async () => {
      hq = await facility(fso, 'POC Headquarters');
      lab = await facility(fso, 'POC Lab');
      alice = await createPerson(fso, [hq], { firstName: 'Alice', lastName: 'Poc', workEmail: 'alice.poc@master.example' });
      bob = await createPerson(fso, [lab], { firstName: 'Bob', lastName: 'Poc', workEmail: 'bob.poc@master.example' });
    }, 120_000);

    it('adds with the defaults (SMO, all facilities), edits to specific facilities and deletes, each write audited', async () => {
      const created = await fso.post(POC).send({ personnelId: alice.id });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        pocType: 'SMO',
        personnelId: alice.id,
        personnelName: 'Alice Poc',
        selectAllFacilities: true,
        assignedCageCodes: [],
        teamEmailAddress: null,
      });
      const id = created.body.id as string;
      // facilities sent with select-all on are cleared
      const cleared = await fso.put(`${POC}/${id}`).send({ personnelId: alice.id, selectAllFacilities: true, assignedCageCodes: [hq] });
      expect(cleared.body).toMatchObject({ selectAllFacilities: true, assignedCageCodes: [] });
      const specific = await fso.put(`${POC}/${id}`).send({
        personnelId: alice.id,
        pocType: 'ITPSO',
        selectAllFacilities: false,
        assignedCageCodes: [lab, hq, lab],
        teamEmailAddress: 'itpso@master.example',
      });
      expect(specific.status).toBe(200);
      expect(specific.body).toMatchObject({
        pocType: 'ITPSO',
        selectAllFacilities: false,
        assignedCageCodes: [lab, hq],
        facilityNames: ['POC Lab', 'POC Headquarters'],
        teamEmailAddress: 'itpso@master.example',
      });
      const list = await viewer.get(POC).query({ filter: JSON.stringify({ pocType: 'ITPSO' }) });
      expect(list.headers['content-range']).toBe('pocs 0-0/1');
      expect((await fso.delete(`${POC}/${id}`)).status).toBe(204);
      // the first edit changed nothing (facilities are cleared while select-all is on): no row for it
      expect((await audit('tenant_poc', id)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    });

    it('refuses what §5 refuses, with its messages', async () => {
      const refused = async (body: object, message: string, status = 400) => {
        const res = await fso.post(POC).send(body);
        expect(res.status).toBe(status);
        expect(res.body.message).toContain(message);
      };
      await refused({}, 'Personnel is required');
      await refused({ personnelId: alice.id, teamEmailAddress: 'not-an-address' }, 'Email Address is not valid');
      await refused({ personnelId: alice.id, selectAllFacilities: false }, 'Facilities is required');
      await refused({ personnelId: alice.id, selectAllFacilities: false, assignedCageCodes: [] }, 'Facilities is required');
      await refused({ personnelId: alice.id, pocType: 'CEO' }, TENANT_POC_MESSAGES.labels.pocType);
      const strangerFacility = await facility(other, 'Not ours');
      // another tenant's facility is not one of this tenant's: refused naming it, as any facility it does not know
      await refused(
        { personnelId: alice.id, selectAllFacilities: false, assignedCageCodes: [strangerFacility] },
        TENANT_POC_MESSAGES.unknownFacilityItems([strangerFacility]),
      );
      const strangerPerson = await createPerson(other, [strangerFacility]);
      await refused(
        { personnelId: strangerPerson.id },
        API_MESSAGES.fieldRecordNotFound('personnelId', TENANT_POC_MESSAGES.labels.personnelId, strangerPerson.id as string),
        404,
      );
      // switching select-all off on edit needs facilities too
      const id = (await fso.post(POC).send({ personnelId: bob.id })).body.id as string;
      const off = await fso.put(`${POC}/${id}`).send({ personnelId: bob.id, selectAllFacilities: false });
      expect(off.status).toBe(400);
      expect(off.body.message).toBe('Facilities is required');
      expect((await other.put(`${POC}/${id}`).send({ personnelId: bob.id })).status).toBe(404);
      expect((await other.delete(`${POC}/${id}`)).status).toBe(404);
      expect((await viewer.delete(`${POC}/${id}`)).status).toBe(403);
      expect((await fso.delete(`${POC}/${id}`)).status).toBe(204);
    });

    it("shows an employee the all-facility POCs and those of the employee's own facilities (My Portal)", async () => {
      const employee = await userIn(t, tenantId, { roles: ['CLIENT_EMPLOYEE'] });
      const linked = await createPerson(fso, [lab], { firstName: 'Erin', lastName: 'Employee', workEmail: 'erin@master.example' });
      await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [employee.user.id, linked.id]);
      await t.sql(
        `INSERT INTO personnel_contact (tenant_id, personnel_id, contact_type_enum, work_phone_number) VALUES ($1, $2, 'PERSONAL', '703-555-0101')`,
        [tenantId, bob.id],
      );
      const everywhere = (await fso.post(POC).send({ personnelId: alice.id, pocType: 'FSO', teamEmailAddress: 'security@master.example' }))
        .body;
      const atLab = (
        await fso.post(POC).send({ personnelId: bob.id, pocType: 'AFSO', selectAllFacilities: false, assignedCageCodes: [lab] })
      ).body;
      const atHq = (await fso.post(POC).send({ personnelId: bob.id, pocType: 'KMP', selectAllFacilities: false, assignedCageCodes: [hq] }))
        .body;

      const seen = await employee.get(`${POC}/my-portal`);
      expect(seen.status).toBe(200);
      expect(seen.headers['content-range']).toBe('my-portal-pocs 0-1/2');
      const byId = Object.fromEntries(seen.body.map((p: JsonBody) => [p.id, p]));
      expect(Object.keys(byId).sort()).toEqual([everywhere.id, atLab.id].sort());
      expect(byId[everywhere.id]).toMatchObject({
        pocType: 'FSO',
        name: 'Alice Poc',
        email: 'security@master.example',
        phone: null,
        selectAllFacilities: true,
      });
      expect(byId[atLab.id]).toMatchObject({
        name: 'Bob Poc',
        email: 'bob.poc@master.example',
        phone: '703-555-0101',
        facilityNames: ['POC Lab'],
      });
      expect(byId[atHq.id]).toBeUndefined();
      // a user without a personnel record sees the all-facility POCs only; another tenant none of ours
      expect((await viewer.get(`${POC}/my-portal`)).body.map((p: JsonBody) => p.id)).toEqual([everywhere.id]);
      expect((await other.get(`${POC}/my-portal`)).body.map((p: JsonBody) => p.id)).not.toContain(everywhere.id);
      const stranger = await userIn(t, tenantId, { permissions: { PERSONNEL: { canView: true } } });
      expect((await stranger.get(`${POC}/my-portal`)).status).toBe(403);
      expect((await employee.get(POC)).status).toBe(403);
    });
  });

  it('names cost centers and POCs in the tenant audit log', async () => {
    const auditor = await userIn(t, tenantId, {
      permissions: { TENANT_AUDIT_LOG: { canView: true, ui: true }, TENANT_MASTER: { canView: true, canCreate: true } },
    });
    const cc = (await auditor.post(CC).send({ name: 'Audited Center', code: 'AUD-1' }).expect(201)).body;
    const person = await createPerson(fso, [await facility(fso, 'Audit Plant')], { firstName: 'Nora', lastName: 'Named' });
    const poc = (await auditor.post(POC).send({ personnelId: person.id }).expect(201)).body;
    const named = async (table: string, id: string) =>
      ((await auditor.get(`${API}/application-audits?size=100&objectTable=${table}`).expect(200)).body.content as JsonBody[]).find(
        (e) => e.objectId === id,
      );
    expect(await named('cost_center', cc.id)).toMatchObject({ objectName: 'Audited Center (AUD-1)' });
    expect(await named('tenant_poc', poc.id)).toMatchObject({ objectName: 'Named, Nora' });
  });

  it('seeds cost centers and points of contact for the demo tenant, idempotently', async () => {
    // the whole seed (it needs the demo personnel), twice
    await seed(config(), t.databaseUrl, false);
    await seed(config(), t.databaseUrl, false);
    const cc = await t.sql<{ code: string }>(`SELECT code FROM cost_center WHERE tenant_id = $1 ORDER BY code`, [DEMO_TENANT_ID]);
    expect(cc.map((c) => c.code)).toEqual(DEMO_COST_CENTERS.map((c) => c.code));
    const pocs = await t.sql<{ poc_type: string; n: number }>(
      `SELECT poc_type, cardinality(assigned_facility_ids) AS n FROM tenant_poc WHERE tenant_id = $1 ORDER BY poc_type`,
      [DEMO_TENANT_ID],
    );
    expect(pocs).toHaveLength(DEMO_POCS.length);
    expect(pocs.find((p) => p.poc_type === 'AFSO')?.n).toBe(2);
  }, 300_000);
});
