import type TestAgent from 'supertest/lib/agent';
import { API_MESSAGES } from '@clearline/shared';
import { MSS_TENANT_ID } from '../../src/seed/ids';
import { createTenant } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, biographic, createPerson, facility, person, tenantWithoutMfa, userIn, type JsonBody } from './fixtures';
import { TINY_PNG as PNG } from '../tenancy/support';

/** Another tenant's people and records are not found; missing permissions are refused. */
describe('personnel tenancy and permissions', () => {
  let t: TestApp;
  let a: TestAgent;
  let b: TestAgent;
  let tenantA: string;
  let fa: string;
  let pa: JsonBody;
  const recordIds: Record<string, string> = {};
  let documentId: string;
  let actionId: string;

  beforeAll(async () => {
    t = await startTestApp();
    tenantA = await tenantWithoutMfa(t, 'Tenant A');
    const tenantB = await tenantWithoutMfa(t, 'Tenant B');
    a = await userIn(t, tenantA, { roles: ['FSO'] });
    b = await userIn(t, tenantB, { roles: ['FSO'] });
    fa = await facility(a, 'A Plant', 'AAAA1');
    await facility(b, 'B Plant', 'BBBB1');
    pa = await createPerson(a, [fa], { firstName: 'Anna', lastName: 'Alpha' });
    const base = `${API}/personnel/${pa.id}`;
    recordIds.clearance = (
      await a.post(`${base}/clearance`).send({ facilityId: fa, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' })
    ).body.id;
    recordIds.investigation = (await a.post(`${base}/investigation`).send({ clearanceId: recordIds.clearance })).body.id;
    recordIds['special-access'] = (
      await a.post(`${base}/special-access`).send({ facilityId: fa, specialAccessType: 'NATO', specialAccessStatus: 'ACTIVE' })
    ).body.id;
    recordIds.polygraph = (
      await a.post(`${base}/polygraph`).send({ facilityId: fa, polygraphType: 'COUNTERINTELLIGENCE', polygraphStatus: 'SCHEDULED' })
    ).body.id;
    recordIds.badge = (await a.post(`${base}/badge`).send({ badgeType: 'CAC', badgeStatus: 'ACTIVE' })).body.id;
    for (const id of Object.values(recordIds)) expect(id).toBeDefined();
    documentId = (await a.post(`${base}/document`).field('document', JSON.stringify({ titleId: 'SF_312', required: true }))).body.id;
    await a.put(`${base}/picture`).attach('file', PNG, 'me.png');
    actionId = (await a.get(`${API}/requests-and-actions/open-actions/personnel/${pa.id}`)).body[0].id;
    expect(documentId).toBeDefined();
    expect(actionId).toBeDefined();
  });
  afterAll(() => t?.close());

  it('lists only the own tenant’s people', async () => {
    await createPerson(b, [await facility(b, 'B2')], { firstName: 'Bert', lastName: 'Beta' });
    const la = await a.get(`${API}/personnel/details`);
    const lb = await b.get(`${API}/personnel/details`);
    expect(la.body.map((p: { lastName: string }) => p.lastName)).toEqual(['Alpha']);
    expect(lb.body.map((p: { lastName: string }) => p.lastName)).toEqual(['Beta']);
    expect(la.headers['x-total-count']).toBe('1');
    for (const path of ['basic', 'active-employees', 'work-history']) {
      const res = await b.get(`${API}/personnel/${path}`);
      expect(res.status).toBe(200);
      expect(res.body.some((p: { firstName: string }) => p.firstName === 'Anna')).toBe(false);
    }
    const summary = await b.get(`${API}/personnel/summary`);
    expect(summary.body.total).toBe(1);
    // the quick filter searches the caller's tenant only
    const search = await b.get(`${API}/personnel/details`).query({ q: 'alpha' });
    expect(search.body).toEqual([]);
    expect(search.headers['x-total-count']).toBe('0');
    expect((await a.get(`${API}/personnel/details`).query({ q: 'alpha' })).headers['x-total-count']).toBe('1');
    expect((await b.get(`${API}/personnel/basic`).query({ q: 'anna', status: 'INPROGRESS' })).body).toEqual([]);
    // and the search function answers nothing without a tenant in the transaction
    await t.sql('SET ROLE clearline_app');
    const none = await t.sql(`SELECT personnel_search('%%') AS id`);
    await t.sql('RESET ROLE');
    expect(none).toEqual([]);
  });

  it('answers 404 for another tenant’s person on every personnel route', async () => {
    const id = pa.id;
    const checks: Array<[string, () => Promise<{ status: number }>]> = [
      ['GET', () => b.get(`${API}/personnel/${id}`)],
      ['PUT', () => b.put(`${API}/personnel/${id}`).send(person([fa]))],
      ['DELETE', () => b.delete(`${API}/personnel/${id}`)],
      ['contacts', () => b.put(`${API}/personnel/${id}/contacts`).send({ personnelContacts: [] })],
      ['biographic', () => b.put(`${API}/personnel/biographic`).send({ ...biographic([fa]), personnelId: id })],
      [
        'employment',
        () => b.put(`${API}/personnel/employment`).send({ personnelId: id, employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' }),
      ],
      ['physical', () => b.put(`${API}/personnel/physical`).send({ personnelId: id, race: 'ASIAN' })],
      ['automobile', () => b.put(`${API}/personnel/automobile`).send({ personnelId: id, driverLicenseNumber: 'X' })],
      ['documents', () => b.put(`${API}/personnel/documents`).send({ personnelId: id, documents: [] })],
      ['ssn', () => b.get(`${API}/personnel/${id}/ssn`)],
      ['picture', () => b.get(`${API}/personnel/${id}/picture`)],
      ['put picture', () => b.put(`${API}/personnel/${id}/picture`).attach('file', PNG, 'x.png')],
      ['add document', () => b.post(`${API}/personnel/${id}/document`).field('document', JSON.stringify({ titleId: 'SF_312' }))],
      ['update document', () => b.put(`${API}/personnel/${id}/document/${documentId}`).send({ titleId: 'SF_312' })],
      ['download document', () => b.get(`${API}/personnel/${id}/document/${documentId}/file`)],
      ['delete document', () => b.delete(`${API}/personnel/${id}/document/${documentId}`)],
      ['open actions', () => b.get(`${API}/requests-and-actions/open-actions/personnel/${id}`)],
      ['open action', () => b.get(`${API}/requests-and-actions/open-actions/${actionId}`)],
      ['complete', () => b.put(`${API}/requests-and-actions/open-actions/${actionId}/complete`).send({})],
      ['close', () => b.put(`${API}/requests-and-actions/open-actions/${actionId}/close`).send({})],
      ['completed investigations', () => b.get(`${API}/personnel/${id}/investigation/completed-investigation`)],
      ['clearances with open investigation', () => b.get(`${API}/personnel/${id}/clearance/clearance-with-open-investigation`)],
    ];
    for (const [name, call] of checks) {
      const res = await call();
      expect([name, res.status]).toEqual([name, 404]);
    }
    // nothing changed in tenant A
    const still = await a.get(`${API}/personnel/${id}`);
    expect(still.status).toBe(200);
    expect(still.body.personnelDocuments).toHaveLength(1);
    expect(still.body.profilePhoto).not.toBeNull();
  });

  it.each(['clearance', 'investigation', 'special-access', 'polygraph', 'badge'])(
    'answers 404 for another tenant’s %s on list, create, detail, update and delete',
    async (kind) => {
      const base = `${API}/personnel/${pa.id}/${kind}`;
      const rid = recordIds[kind];
      const before = await t.sql(`SELECT version FROM personnel_${kind.replace('-', '_')} WHERE id = $1`, [rid]);
      const valid: Record<string, Record<string, unknown>> = {
        clearance: { facilityId: fa, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' },
        investigation: { clearanceId: recordIds.clearance },
        'special-access': { facilityId: fa, specialAccessType: 'NATO', specialAccessStatus: 'ACTIVE' },
        polygraph: { facilityId: fa, polygraphType: 'COUNTERINTELLIGENCE', polygraphStatus: 'SCHEDULED' },
        badge: { badgeType: 'CAC', badgeStatus: 'ACTIVE' },
      };
      for (const res of [
        await b.get(base),
        await b.post(base).send(valid[kind]),
        await b.get(`${base}/${rid}`),
        await b.put(`${base}/${rid}`).send(valid[kind]),
        await b.delete(`${base}/${rid}`),
      ]) {
        expect(res.status).toBe(404);
      }
      // B's own person cannot reach A's record either
      const pb = await createPerson(b, [await facility(b, `B ${kind}`)]);
      expect((await b.get(`${API}/personnel/${pb.id}/${kind}/${rid}`)).status).toBe(404);
      const after = await t.sql(`SELECT version FROM personnel_${kind.replace('-', '_')} WHERE id = $1`, [rid]);
      expect(after).toEqual(before);
    },
  );

  it('refuses another tenant’s facility, supervisor, clearance and badging officer as references (404 naming the field)', async () => {
    const pb = await createPerson(b, [await facility(b, 'B refs')]);
    const notFound = (field: string, what: string, id: string) => ({
      status: 404,
      message: API_MESSAGES.fieldRecordNotFound(field, what, id),
    });
    const answer = (res: { status: number; body: JsonBody }) => ({ status: res.status, message: res.body.message });
    expect(answer(await b.post(`${API}/personnel`).send(person([fa])))).toEqual(notFound('facilityIds', 'Facility', fa));
    const sup = await b
      .put(`${API}/personnel/employment`)
      .send({ personnelId: pb.id, employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE', supervisorPersonnelId: pa.id });
    expect(answer(sup)).toEqual(notFound('supervisorPersonnelId', 'Supervisor', pa.id));
    const inv = await b.post(`${API}/personnel/${pb.id}/investigation`).send({ clearanceId: recordIds.clearance });
    expect(answer(inv)).toEqual(notFound('clearanceId', 'Clearance', recordIds.clearance));
    const badge = await b
      .post(`${API}/personnel/${pb.id}/badge`)
      .send({ badgeType: 'CAC', badgeStatus: 'ACTIVE', badgingOfficerId: pa.id });
    expect(answer(badge)).toEqual(notFound('badgingOfficerId', 'Badging Officer', pa.id));
    const cl = await b.post(`${API}/personnel/${pb.id}/clearance`).send({ facilityId: fa, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' });
    expect(answer(cl)).toEqual(notFound('facilityId', 'Facility', fa));
    expect((await b.get(`${API}/personnel/active/facility/${fa}`)).status).toBe(404);
  });

  it('the database refuses a row written for another tenant even if the application tried', async () => {
    await expect(
      t.sql(
        `SET ROLE clearline_app; SELECT set_config('app.tenant_id', $1, false);`.replace('$1', `'${tenantA}'`) +
          ` INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ('${MSS_TENANT_ID}', 'X', 'Y', 'x@y.example')`,
      ),
    ).rejects.toThrow(/row-level security/);
    await t.sql('RESET ROLE');
    await t.sql(`SELECT set_config('app.tenant_id', '', false)`);
  });

  it('refuses callers without the permission (403) and anonymous callers (401)', async () => {
    const viewer = await userIn(t, tenantA, { permissions: { PERSONNEL: { canView: true } } });
    expect((await viewer.get(`${API}/personnel/${pa.id}`)).status).toBe(200);
    expect((await viewer.post(`${API}/personnel`).send(person([fa]))).status).toBe(403);
    expect((await viewer.put(`${API}/personnel/physical`).send({ personnelId: pa.id })).status).toBe(403);
    expect((await viewer.delete(`${API}/personnel/${pa.id}`)).status).toBe(403);
    expect((await viewer.post(`${API}/personnel/${pa.id}/clearance`).send({})).status).toBe(403);
    expect((await viewer.delete(`${API}/personnel/${pa.id}/badge/${recordIds.badge}`)).status).toBe(403);
    expect((await viewer.put(`${API}/requests-and-actions/open-actions/${actionId}/close`).send({})).status).toBe(403);
    expect((await viewer.get(`${API}/personnel/mss`)).status).toBe(403);
    const nobody = await userIn(t, tenantA, { permissions: { FACILITIES: { canView: true } } });
    expect((await nobody.get(`${API}/personnel/details`)).status).toBe(403);
    expect((await nobody.get(`${API}/requests-and-actions/open-actions/${actionId}`)).status).toBe(404);
    expect((await t.agent().get(`${API}/personnel/details`)).status).toBe(401);
  });

  it('lets MSS staff create a person in a tenant their provider manages, and nowhere else', async () => {
    await createTenant(t, { name: 'Sentinel Security Services', tenantType: 'MSS', id: MSS_TENANT_ID });
    await t.sql(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'MFA', 'FALSE') ON CONFLICT DO NOTHING`, [
      MSS_TENANT_ID,
    ]);
    const mss = await userIn(t, MSS_TENANT_ID, { roles: ['MSS_ADMIN'] });
    const managed = await createTenant(t, { name: 'Managed Client' });
    await t.sql(`UPDATE tenant SET managing_tenant_id = $1 WHERE id = $2`, [MSS_TENANT_ID, managed]);
    const [{ id: clientFacility }] = await t.sql<{ id: string }>(
      `INSERT INTO facility (tenant_id, facility_name) VALUES ($1, 'Client Plant') RETURNING id`,
      [managed],
    );
    const res = await mss
      .post(`${API}/personnel/tenants/${managed}`)
      .send(person([clientFacility], { firstName: 'Carl', lastName: 'Client' }));
    expect(res.status).toBe(201);
    const [row] = await t.sql<{ tenant_id: string }>(`SELECT tenant_id FROM personnel WHERE id = $1`, [res.body.id]);
    expect(row.tenant_id).toBe(managed);
    const audit = await t.sql(`SELECT 1 FROM audit_log WHERE object_table = 'personnel' AND object_id = $1 AND tenant_id = $2`, [
      res.body.id,
      managed,
    ]);
    expect(audit.length).toBe(1);
    expect((await mss.post(`${API}/personnel/tenants/not-a-tenant`).send(person([clientFacility]))).status).toBe(404);
    // not a tenant the provider manages
    const elsewhere = await mss.post(`${API}/personnel/tenants/${tenantA}`).send(person([fa]));
    expect(elsewhere.status).toBe(404);
    // and a tenant's own FSO lacks the provider permission
    expect((await a.post(`${API}/personnel/tenants/${managed}`).send(person([clientFacility]))).status).toBe(403);
  });

  it('GET /personnel/mss lists the provider’s active people for a managed tenant', async () => {
    const mss = await userIn(t, MSS_TENANT_ID, { roles: ['MSS_ADMIN'] });
    const mf = await facility(mss, 'Sentinel HQ');
    const staff = await createPerson(mss, [mf], { firstName: 'Sam', lastName: 'Sentinel' });
    await mss.put(`${API}/personnel/employment`).send({ personnelId: staff.id, employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' });
    const own = await mss.get(`${API}/personnel/mss`);
    expect(own.status).toBe(200);
    expect(own.body.map((p: { lastName: string }) => p.lastName)).toContain('Sentinel');
    // acting inside a managed client, the picker lists the provider's people (through the audited system scope)
    const client = await createTenant(t, { name: 'Impersonated Client' });
    await t.sql(`UPDATE tenant SET managing_tenant_id = $1 WHERE id = $2`, [MSS_TENANT_ID, client]);
    const imp = await mss.post(`${API}/sessions/impersonate`).send({ tenantId: client });
    expect(imp.status).toBe(200);
    const scopes = await t.sql(`SELECT 1 FROM audit_log WHERE event_type = 'SYSTEM_SCOPE'`);
    const fromClient = await mss.get(`${API}/personnel/mss`);
    expect(fromClient.status).toBe(200);
    expect(fromClient.body.map((p: { lastName: string }) => p.lastName)).toContain('Sentinel');
    expect(fromClient.body.some((p: { lastName: string }) => p.lastName === 'Alpha')).toBe(false);
    expect((await t.sql(`SELECT 1 FROM audit_log WHERE event_type = 'SYSTEM_SCOPE'`)).length).toBeGreaterThan(scopes.length);
    // the client's own list stays the client's
    expect((await mss.get(`${API}/personnel/details`)).body).toEqual([]);
    // an FSO of tenant A (not managed by the provider) has no provider permission
    expect((await a.get(`${API}/personnel/mss`)).status).toBe(403);
  });
});
