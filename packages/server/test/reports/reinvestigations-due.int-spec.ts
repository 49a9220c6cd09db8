import { WorkerService } from '../../src/core/queue/worker.service';
import { createTenant, signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { tenantDay } from '../support/time-zone';
import { binary } from './support';

const view = { canView: true, ui: true };

describe('reports: reinvestigations due uses the reminders due date', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(WorkerService).start(1);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 120_000);

  it('lists a person without an entered date at closed date + the tenant reinvestigation years of the level', async () => {
    const tenantId = await createTenant(t, { name: 'Reinvestigation Tenant' });
    const agent = await signInAs(t, { tenantId, permissions: { REPORTS: view, REPORT_REINVESTIGATIONS_DUE: view } });
    // Secret every 6 years for this tenant (default 10): closed 6 years minus 20 days ago → due in about 20 days
    await t.sql(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'SECRET_REINVESTIGATION_YEARS', '6')`, [
      tenantId,
    ]);
    const people = await t.sql<{ id: string; employee_id: string }>(
      `INSERT INTO personnel (tenant_id, first_name, last_name, work_email, employee_id)
       VALUES ($1, 'Closed', 'Computed', 'c@r.example', 'R1'), ($1, 'Entered', 'Date', 'e@r.example', 'R2'),
              ($1, 'Far', 'Away', 'f@r.example', 'R3')
       RETURNING id, employee_id`,
      [tenantId],
    );
    const [fac] = await t.sql<{ id: string }>(`INSERT INTO facility (tenant_id, facility_name) VALUES ($1, 'Reston') RETURNING id`, [
      tenantId,
    ]);
    const id = (e: string) => people.find((p) => p.employee_id === e)!.id;
    const clearance = async (personId: string, level: string) =>
      (
        await t.sql<{ id: string }>(
          `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility) VALUES ($1, $2, $3, 'ACTIVE', $4) RETURNING id`,
          [tenantId, personId, fac.id, level],
        )
      )[0].id;
    // the reminders count from the tenant's today
    const today = tenantDay();
    // R1: no entered date, closed (Secret) → computed; R2: entered date wins; R3: Top Secret closed 1 year ago (due in ~4 years)
    await t.sql(
      `INSERT INTO personnel_investigation (tenant_id, personnel_id, clearance_id, investigation_type, investigation_closed_date, reinvestigation_date)
       VALUES ($1, $2, $3, 'T3', ($8::date - interval '6 years')::date + 20, NULL),
              ($1, $4, $5, 'T5', $8::date - 400, $8::date + 45),
              ($1, $6, $7, 'T5', $8::date - interval '1 year', NULL)`,
      [
        tenantId,
        id('R1'),
        await clearance(id('R1'), 'SECRET'),
        id('R2'),
        await clearance(id('R2'), 'TOP_SECRET'),
        id('R3'),
        await clearance(id('R3'), 'TOP_SECRET'),
        today,
      ],
    );
    const [{ due, left }] = await t.sql<{ due: string; left: number }>(
      `SELECT to_char((($1::date - interval '6 years')::date + 20 + interval '6 years')::date, 'YYYY-MM-DD') AS due,
              ((($1::date - interval '6 years')::date + 20 + interval '6 years')::date - $1::date) AS left`,
      [today],
    );
    const res = await agent
      .post('/api/v1/reports/generate')
      .send({ reportType: 'REINVESTIGATIONS_DUE', format: 'CSV', parameters: { withinDays: 90 } })
      .buffer(true)
      .parse(binary)
      .expect(200);
    const lines = (res.body as Buffer)
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n')
      .map((l) => l.split(','));
    expect(lines.slice(1).map((l) => l.slice(0, 5))).toEqual([
      [due, String(left), 'Computed', 'Closed', 'R1'],
      [expect.any(String), '45', 'Date', 'Entered', 'R2'],
    ]);
  }, 120_000);
});
