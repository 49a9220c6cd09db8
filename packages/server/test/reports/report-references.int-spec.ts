import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { createTenant, signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const view = { canView: true, ui: true };
const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };

/**
 * The ids a report's parameters name (a facility) must be records of the caller's tenant: another
 * tenant's id, or an unknown one, answers 404 naming the parameter, and nothing is recorded, queued or
 * scheduled. Generating a report and scheduling one are checked alike.
 */
describe('report parameters naming another tenant’s records', () => {
  let t: TestApp;
  let tenantA: string;
  let officer: TestAgent & { user: { id: string } };
  let ownFacility: string;
  let foreignFacility: string;

  beforeAll(async () => {
    t = await startTestApp({ SCHEDULE_MIN_INTERVAL_SECONDS: '1' });
    tenantA = await createTenant(t, { name: 'References A' });
    const tenantB = await createTenant(t, { name: 'References B' });
    officer = await signInAs(t, {
      tenantId: tenantA,
      permissions: { REPORTS: view, REPORT_PERSONNEL_ROSTER: view, REPORT_KEY_MANAGEMENT_PERSONNEL: view, TENANT_SCHEDULED_JOBS: ALL },
    });
    [{ id: ownFacility }] = await t.sql<{ id: string }>(
      `INSERT INTO facility (tenant_id, facility_name) VALUES ($1, 'Own HQ') RETURNING id`,
      [tenantA],
    );
    [{ id: foreignFacility }] = await t.sql<{ id: string }>(
      `INSERT INTO facility (tenant_id, facility_name) VALUES ($1, 'Foreign HQ') RETURNING id`,
      [tenantB],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const notFound = (id: string) => `Facility ${id} was not found (report parameter facilityId)`;
  const runs = () => t.sql(`SELECT 1 FROM job_run WHERE tenant_id = $1`, [tenantA]);
  const requested = () => t.sql(`SELECT 1 FROM audit_log WHERE tenant_id = $1 AND action = 'REPORT_REQUESTED'`, [tenantA]);
  const jobs = () => t.sql<{ parameters: Record<string, unknown> }>(`SELECT parameters FROM scheduled_job WHERE tenant_id = $1`, [tenantA]);

  it('POST /reports/generate: another tenant’s or an unknown facility answers 404 and records nothing', async () => {
    for (const id of [foreignFacility, randomUUID()]) {
      const res = await officer
        .post('/api/v1/reports/generate?async=true')
        .send({ reportType: 'PERSONNEL_ROSTER', parameters: { facilityId: id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: notFound(id) });
    }
    const kmp = await officer.post(`/api/v1/reports/kmp/generate/${foreignFacility}?async=true`).send({});
    expect(kmp.status).toBe(404);
    expect(kmp.body.message).toBe(notFound(foreignFacility));
    expect(await runs()).toHaveLength(0);
    expect(await requested()).toHaveLength(0);

    // the tenant's own facility is accepted
    const own = await officer
      .post('/api/v1/reports/generate?async=true')
      .send({ reportType: 'PERSONNEL_ROSTER', parameters: { facilityId: ownFacility } });
    expect(own.status).toBe(202);
    expect(await runs()).toHaveLength(1);
  });

  it('POST and PUT /scheduled-jobs/tenant: another tenant’s facility answers 404 and stores nothing', async () => {
    const job = (facilityId: string) => ({
      name: 'Roster of a facility',
      reportType: 'PERSONNEL_ROSTER',
      parameters: { facilityId },
      frequency: 'DAILY',
      timeOfDay: '06:00',
      timeZone: 'UTC',
    });
    const refused = await officer.post('/api/v1/scheduled-jobs/tenant').send(job(foreignFacility));
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(notFound(foreignFacility));
    expect(await jobs()).toHaveLength(0);

    const created = await officer.post('/api/v1/scheduled-jobs/tenant').send(job(ownFacility)).expect(201);
    const changed = await officer.put(`/api/v1/scheduled-jobs/tenant/${created.body.id}`).send(job(foreignFacility));
    expect(changed.status).toBe(404);
    expect(changed.body.message).toBe(notFound(foreignFacility));
    expect((await jobs()).map((j) => j.parameters)).toEqual([{ facilityId: ownFacility }]);
  });
});
