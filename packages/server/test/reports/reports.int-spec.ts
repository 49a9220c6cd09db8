import ExcelJS from 'exceljs';
import type TestAgent from 'supertest/lib/agent';
import { QueueService } from '../../src/core/queue/queue.service';
import { WorkerService } from '../../src/core/queue/worker.service';
import { REPORT_TYPES } from '@clearline/shared';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { createTenant, signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { binary, filesUnder, waitForRun } from './support';

const view = { canView: true, ui: true };

describe('reports: catalogue, generation, permissions, downloads', () => {
  let t: TestApp;
  let tenantA: string;
  let tenantB: string;
  let officer: TestAgent & { user: { id: string; username: string } };

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(WorkerService).start(1);
    tenantA = await createTenant(t, { name: 'Reports Tenant A' });
    tenantB = await createTenant(t, { name: 'Reports Tenant B' });
    officer = await signInAs(t, {
      tenantId: tenantA,
      username: 'report_officer',
      permissions: { REPORTS: view, REPORT_USERS_AND_ROLES: view, REPORT_PERSONNEL_ROSTER: view, REPORT_AUDIT_ACTIVITY: view },
    });
    // personnel of tenant A (and one of tenant B that must never appear)
    const [fac] = await t.sql<{ id: string }>(`INSERT INTO facility (tenant_id, facility_name) VALUES ($1, 'Arlington HQ') RETURNING id`, [
      tenantA,
    ]);
    await t.sql(
      `INSERT INTO personnel (tenant_id, first_name, last_name, work_email, employment_status, employment_type, employee_id)
       SELECT $1, 'Person' || i, 'Last' || lpad(i::text, 4, '0'), 'p' || i || '@a.example', 'ACTIVE', 'W2_EMPLOYEE', 'E' || i
         FROM generate_series(1, 250) i`,
      [tenantA],
    );
    await t.sql(
      `INSERT INTO personnel_facility (tenant_id, personnel_id, facility_id) SELECT $1, id, $2 FROM personnel WHERE tenant_id = $1 AND employee_id IN ('E1','E2')`,
      [tenantA, fac.id],
    );
    await t.sql(`INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Other', 'Tenant', 'o@b.example')`, [
      tenantB,
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('lists only the report types the user may run, with parameters and columns', async () => {
    const res = await officer.get('/api/v1/reports').expect(200);
    const types = res.body.map((r: { reportType: string }) => r.reportType).sort();
    expect(types).toEqual(['AUDIT_ACTIVITY', 'PERSONNEL_ROSTER', 'USERS_AND_ROLES']);
    const roster = res.body.find((r: { reportType: string }) => r.reportType === 'PERSONNEL_ROSTER');
    expect(roster).toMatchObject({
      title: 'Personnel Roster',
      module: 'REPORT_PERSONNEL_ROSTER',
      scope: 'TENANT',
      formats: ['CSV', 'XLSX', 'PDF'],
    });
    expect(roster.parameters.map((p: { name: string }) => p.name)).toEqual(['facilityId', 'status', 'employmentType', 'employmentStatus']);
    expect(roster.columns[0]).toBe('Last Name');
  }, 60_000);

  it('generates a CSV of the tenant only and records the run and an EXPORT audit row', async () => {
    const res = await officer
      .post('/api/v1/reports/generate')
      .send({ reportType: 'PERSONNEL_ROSTER', format: 'CSV' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Personnel-Roster-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (res.body as Buffer)
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Last Name,First Name,Middle Name,Employee ID,Work Email,Job Title,Employment Type,Employment Status,Status,Facilities,Highest Active Clearance,Hire Date,Start Date',
    );
    expect(lines).toHaveLength(251);
    expect(lines[1]).toBe('Last0001,Person1,,E1,p1@a.example,,W-2 Employee,Active,Active,Arlington HQ,,,');
    expect(lines.join('\n')).not.toContain('o@b.example');
    const jobId = res.headers['x-job-id'];
    const [run] = await t.sql<{ status: string; rows_written: string; tenant_id: string; actor_id: string }>(
      `SELECT status, rows_written, tenant_id, actor_id FROM job_run WHERE id = $1`,
      [jobId],
    );
    expect(run).toEqual({ status: 'SUCCEEDED', rows_written: '250', tenant_id: tenantA, actor_id: officer.user.id });
    const audit = await t.sql(`SELECT action FROM audit_log WHERE object_id = $1 ORDER BY id`, [jobId]);
    expect(audit.map((a) => a.action)).toEqual(['REPORT_REQUESTED', 'REPORT_GENERATED', 'REPORT_DOWNLOADED']);
  }, 60_000);

  it('filters by facility and writes XLSX and PDF', async () => {
    const [fac] = await t.sql<{ id: string }>(`SELECT id FROM facility WHERE tenant_id = $1`, [tenantA]);
    const xlsx = await officer
      .post('/api/v1/reports/generate')
      .send({ reportType: 'PERSONNEL_ROSTER', format: 'XLSX', parameters: { facilityId: fac.id } })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.body as never);
    expect(wb.worksheets[0].rowCount).toBe(3);
    expect(wb.worksheets[0].getRow(2).getCell(4).value).toBe('E1');
    const pdf = await officer
      .post('/api/v1/reports/generate')
      .send({ reportType: 'USERS_AND_ROLES', format: 'PDF' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('every report of the catalogue runs against the real schema, the KMP route and the system-level report', async () => {
    const modules = Object.fromEntries(REPORT_TYPES.filter((r) => r.scope === 'TENANT').map((r) => [r.module, view]));
    const all = await signInAs(t, { tenantId: tenantA, permissions: { REPORTS: view, ...modules } });
    const [fac] = await t.sql<{ id: string }>(`SELECT id FROM facility WHERE tenant_id = $1`, [tenantA]);
    const [person] = await t.sql<{ id: string }>(`SELECT id FROM personnel WHERE tenant_id = $1 AND employee_id = 'E1'`, [tenantA]);
    await t.sql(`UPDATE personnel SET kmp = true, kmp_type = 'FSO', passport_expiry_date = current_date + 20 WHERE id = $1`, [person.id]);
    const [clearance] = await t.sql<{ id: string }>(
      `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility) VALUES ($1, $2, $3, 'ACTIVE', 'TOP_SECRET') RETURNING id`,
      [tenantA, person.id, fac.id],
    );
    await t.sql(
      `INSERT INTO personnel_investigation (tenant_id, personnel_id, clearance_id, investigation_type, reinvestigation_date) VALUES ($1, $2, $3, 'T5', current_date + 30)`,
      [tenantA, person.id, clearance.id],
    );
    await t.sql(
      `INSERT INTO personnel_badge (tenant_id, personnel_id, badge_type, badge_status, expiry_date) VALUES ($1, $2, 'CAC', 'ACTIVE', current_date + 10)`,
      [tenantA, person.id],
    );
    await t.sql(
      `INSERT INTO personnel_polygraph (tenant_id, personnel_id, facility_id, polygraph_type, polygraph_status, next_polygraph_date) VALUES ($1, $2, $3, 'FULL_SCOPE', 'SCHEDULED', current_date + 5)`,
      [tenantA, person.id, fac.id],
    );
    const types = (await all.get('/api/v1/reports').expect(200)).body.map((r: { reportType: string }) => r.reportType);
    expect(types.sort()).toEqual(
      REPORT_TYPES.filter((r) => r.scope === 'TENANT')
        .map((r) => r.type)
        .sort(),
    );
    const expectRows: Record<string, number> = {
      CLEARANCES_BY_LEVEL_STATUS: 1,
      REINVESTIGATIONS_DUE: 1,
      EXPIRING_BADGES: 1,
      EXPIRING_PASSPORTS: 1,
      POLYGRAPHS_DUE: 1,
      KEY_MANAGEMENT_PERSONNEL: 1,
    };
    for (const type of types) {
      const parameters = type === 'KEY_MANAGEMENT_PERSONNEL' ? { facilityId: fac.id } : {};
      const res = await all.post('/api/v1/reports/generate?async=true').send({ reportType: type, parameters }).expect(202);
      const done = await waitForRun(all, res.body.id);
      expect({ type, status: done.status, error: done.error }).toEqual({ type, status: 'SUCCEEDED', error: null });
      if (expectRows[type] !== undefined) expect({ type, rows: done.rowsWritten }).toEqual({ type, rows: expectRows[type] });
    }
    const kmp = await all.post(`/api/v1/reports/kmp/generate/${fac.id}`).send({}).buffer(true).parse(binary).expect(200);
    expect(kmp.headers['content-type']).toBe('application/pdf');
    // the system-level report runs across tenants for a system administrator
    const sys = await signInAs(t, { tenantId: SYSTEM_TENANT_ID, permissions: { REPORTS: view, REPORT_TENANTS: view } });
    const tenants = await sys.post('/api/v1/reports/generate').send({ reportType: 'TENANTS' }).buffer(true).parse(binary).expect(200);
    const text = (tenants.body as Buffer).toString('utf8');
    expect(text).toContain('Reports Tenant A');
    expect(text).toContain('Reports Tenant B');
  }, 120_000);

  it('answers 400 for unknown types, bad formats and bad parameters, and creates nothing', async () => {
    const before = await t.sql(`SELECT count(*)::int AS n FROM job_run`);
    await officer
      .post('/api/v1/reports/generate')
      .send({ reportType: 'NO_SUCH_REPORT' })
      .expect(400)
      .expect((r) =>
        expect(r.body.message).toBe('Unknown report type "NO_SUCH_REPORT". Choose one of the reports listed by GET /reports.'),
      );
    await officer
      .post('/api/v1/reports/generate')
      .send({ reportType: 'PERSONNEL_ROSTER', format: 'DOCX' })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('format must be one of CSV, XLSX, PDF'));
    await officer
      .post('/api/v1/reports/generate')
      .send({ reportType: 'AUDIT_ACTIVITY', parameters: { startDate: '2025-03-10', endDate: '2025-03-01', bogus: 1 } })
      .expect(400)
      .expect((r) =>
        expect(r.body.message).toBe(
          'Unknown parameter "bogus". Parameters of this report: startDate, endDate, eventType, username, objectTable; End Date must be after Start Date',
        ),
      );
    expect(await t.sql(`SELECT count(*)::int AS n FROM job_run`)).toEqual(before);
  }, 60_000);

  it('answers 403 without the report permission and creates nothing (no run, no job, no file)', async () => {
    const limited = await signInAs(t, { tenantId: tenantA, permissions: { REPORTS: view, REPORT_USERS_AND_ROLES: view } });
    const runs = await t.sql(`SELECT count(*)::int AS n FROM job_run`);
    const files = filesUnder(t.storageDir).length;
    const queued = await t.app.get(QueueService).queue('reports').getJobCountByTypes('wait', 'active', 'delayed', 'completed', 'failed');
    const res = await limited.post('/api/v1/reports/generate').send({ reportType: 'PERSONNEL_ROSTER' }).expect(403);
    expect(res.body.message).toBe(
      'You do not have the VIEW permission on REPORT_PERSONNEL_ROSTER needed to run the report "Personnel Roster".',
    );
    await limited.post('/api/v1/reports/kmp/generate/6f1c7c1e-3c38-4d1e-9d61-0b7d8c0f9e11').send({}).expect(403);
    // without REPORTS itself the guard refuses before anything runs
    const none = await signInAs(t, { tenantId: tenantA, permissions: { REPORT_PERSONNEL_ROSTER: view } });
    await none.post('/api/v1/reports/generate').send({ reportType: 'PERSONNEL_ROSTER' }).expect(403);
    await none.get('/api/v1/reports').expect(403);
    expect(await t.sql(`SELECT count(*)::int AS n FROM job_run`)).toEqual(runs);
    expect(filesUnder(t.storageDir).length).toBe(files);
    expect(await t.app.get(QueueService).queue('reports').getJobCountByTypes('wait', 'active', 'delayed', 'completed', 'failed')).toBe(
      queued,
    );
  }, 60_000);

  it('runs asynchronously: 202, progress in GET /jobs/{id}, a short-lived link for this user only', async () => {
    const res = await officer
      .post('/api/v1/reports/generate?async=true')
      .send({ reportType: 'PERSONNEL_ROSTER', format: 'CSV' })
      .expect(202);
    expect(res.headers.location).toBe(`/api/v1/jobs/${res.body.id}`);
    expect(res.body).toMatchObject({ status: 'QUEUED', reportType: 'PERSONNEL_ROSTER', title: 'Personnel Roster', hasFile: false });
    const done = await waitForRun(officer, res.body.id);
    expect(done).toMatchObject({ status: 'SUCCEEDED', progress: 100, rowsWritten: 250, hasFile: true, attempts: 1 });
    const link = await officer.get(`/api/v1/jobs/${res.body.id}/download-url`).expect(200);
    expect(link.body.url).toMatch(new RegExp(`^/api/v1/jobs/archives/${res.body.id}/download\\?token=`));
    const file = await officer.get(link.body.url).buffer(true).parse(binary).expect(200);
    expect((file.body as Buffer).toString('utf8')).toContain('Last0250,Person250');
    // the same link for another user of the tenant (with the permission) is refused
    const colleague = await signInAs(t, { tenantId: tenantA, permissions: { REPORTS: view, REPORT_PERSONNEL_ROSTER: view } });
    await colleague.get(link.body.url).expect(403);
    await colleague.get(`/api/v1/jobs/archives/${res.body.id}/download`).expect(200);
    await colleague.get(`/api/v1/jobs/archives/${res.body.id}/download?token=forged.token`).expect(403);
    // a user of the tenant without the report's module sees neither the run nor its file
    const other = await signInAs(t, { tenantId: tenantA, permissions: { REPORTS: view } });
    await other.get(`/api/v1/jobs/${res.body.id}`).expect(403);
    await other.get(`/api/v1/jobs/archives/${res.body.id}/download`).expect(403);
    // another tenant does not see it at all
    const foreign = await signInAs(t, { tenantId: tenantB, permissions: { REPORTS: view, REPORT_PERSONNEL_ROSTER: view } });
    await foreign.get(`/api/v1/jobs/${res.body.id}`).expect(404);
    await foreign.get(`/api/v1/jobs/archives/${res.body.id}/download`).expect(404);
    await officer.get('/api/v1/jobs/not-a-uuid').expect(404);
  }, 60_000);

  it('a run that fails for good ends FAILED with its reason (the owner lost the permission before the worker ran)', async () => {
    const loser = await signInAs(t, { tenantId: tenantA, permissions: { REPORTS: view, REPORT_USERS_AND_ROLES: view } });
    // take the permission away between the request and the worker: hold the worker, then revoke
    const queue = t.app.get(QueueService).queue('reports');
    await queue.pause();
    try {
      const res = await loser.post('/api/v1/reports/generate?async=true').send({ reportType: 'USERS_AND_ROLES' }).expect(202);
      await t.sql(
        `UPDATE role_permission SET can_view = false, ui = false WHERE module = 'REPORT_USERS_AND_ROLES'
           AND role_id IN (SELECT role_id FROM user_role WHERE user_id = $1)`,
        [loser.user.id],
      );
      await queue.resume();
      const [run] = await t.sql<{ status: string }>(`SELECT status FROM job_run WHERE id = $1`, [res.body.id]);
      expect(run.status).toBe('QUEUED');
      let failed: { status: string; error: string; attempts: number; file_key: string | null } | undefined;
      for (let i = 0; i < 100 && failed?.status !== 'FAILED'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        [failed] = await t.sql(`SELECT status, error, attempts, file_key FROM job_run WHERE id = $1`, [res.body.id]);
      }
      expect(failed).toEqual({
        status: 'FAILED',
        error: 'The owner of this job no longer has the VIEW permission on REPORT_USERS_AND_ROLES; the report was not generated.',
        attempts: 1,
        file_key: null,
      });
    } finally {
      await queue.resume();
    }
  }, 60_000);
});
