import type TestAgent from 'supertest/lib/agent';
import { QueueService } from '../../src/core/queue/queue.service';
import { WorkerService } from '../../src/core/queue/worker.service';
import { REPORT_TYPES } from '@clearline/shared';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { createTenant, signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { pdfTextLines } from '../support/pdf-text';
import { binary, filesUnder, parseCsv, waitForRun, xlsxRows } from './support';

const view = { canView: true, ui: true };
const ROSTER_COLUMNS = [
  'Last Name',
  'First Name',
  'Middle Name',
  'Employee ID',
  'Work Email',
  'Job Title',
  'Employment Type',
  'Employment Status',
  'Status',
  'Facilities',
  'Highest Active Clearance',
  'Hire Date',
  'Start Date',
];
/** a time as the reports show it (tenant time zone) and a day */
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The Users and Roles row of the signed-in report officer, created on `day`. */
const officerRow = (day: string | RegExp) => [
  'report_officer',
  'Test',
  'report_officer',
  'report_officer@test.example',
  'Active',
  'Test role of report_officer',
  TIME,
  day,
];

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
  }, 120_000);

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
  }, 120_000);

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
    expect(lines[0]).toBe(ROSTER_COLUMNS.join(','));
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
  }, 120_000);

  it('filters by facility and writes XLSX and PDF', async () => {
    const [fac] = await t.sql<{ id: string }>(`SELECT id FROM facility WHERE tenant_id = $1`, [tenantA]);
    const xlsx = await officer
      .post('/api/v1/reports/generate')
      .send({ reportType: 'PERSONNEL_ROSTER', format: 'XLSX', parameters: { facilityId: fac.id } })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const person = (n: number) => [
      `Last000${n}`,
      `Person${n}`,
      '',
      `E${n}`,
      `p${n}@a.example`,
      '',
      'W-2 Employee',
      'Active',
      'Active',
      'Arlington HQ',
      '',
      '',
      '',
    ];
    expect(await xlsxRows(xlsx.body as Buffer)).toEqual([ROSTER_COLUMNS, person(1), person(2)]);
    const pdf = await officer
      .post('/api/v1/reports/generate')
      .send({ reportType: 'USERS_AND_ROLES', format: 'PDF' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expectPdfRow('USERS_AND_ROLES PDF', pdfTextLines(pdf.body as Buffer), 'Users and Roles', officerRow(DAY));
  }, 120_000);

  it('every report of the catalogue writes the seeded values in CSV, XLSX and PDF, the KMP route and the system-level report too', async () => {
    const modules = Object.fromEntries(REPORT_TYPES.filter((r) => r.scope === 'TENANT').map((r) => [r.module, view]));
    const all = await signInAs(t, { tenantId: tenantA, permissions: { REPORTS: view, ...modules } });
    const [fac] = await t.sql<{ id: string }>(`SELECT id FROM facility WHERE tenant_id = $1`, [tenantA]);
    const [person] = await t.sql<{ id: string }>(`SELECT id FROM personnel WHERE tenant_id = $1 AND employee_id = 'E1'`, [tenantA]);
    // dates count from today in the tenant's time zone, as the reports do
    const [{ today }] = await t.sql<{ today: string }>(
      `SELECT to_char((now() AT TIME ZONE coalesce(
                (SELECT nullif(value, '') FROM tenant_setting WHERE tenant_id = $1 AND parameter_name = 'TIME_ZONE'),
                (SELECT default_value FROM setting_definition WHERE parameter_name = 'TIME_ZONE')))::date, 'YYYY-MM-DD') AS today`,
      [tenantA],
    );
    const plus = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    await t.sql(`UPDATE personnel SET kmp = true, kmp_type = 'FSO', passport_expiry_date = $2::date + 20 WHERE id = $1`, [
      person.id,
      today,
    ]);
    const [clearance] = await t.sql<{ id: string }>(
      `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility) VALUES ($1, $2, $3, 'ACTIVE', 'TOP_SECRET') RETURNING id`,
      [tenantA, person.id, fac.id],
    );
    await t.sql(
      `INSERT INTO personnel_investigation (tenant_id, personnel_id, clearance_id, investigation_type, reinvestigation_date) VALUES ($1, $2, $3, 'TIER_5', $4::date + 30)`,
      [tenantA, person.id, clearance.id, today],
    );
    await t.sql(
      `INSERT INTO personnel_badge (tenant_id, personnel_id, badge_type, badge_status, badge_number, issuing_agency, expiry_date)
       VALUES ($1, $2, 'CAC', 'ACTIVE', 'B-0001', 'DoD', $3::date + 10)`,
      [tenantA, person.id, today],
    );
    await t.sql(
      `INSERT INTO personnel_polygraph (tenant_id, personnel_id, facility_id, polygraph_type, polygraph_status, agency, next_polygraph_date)
       VALUES ($1, $2, $3, 'FULL_SCOPE', 'SCHEDULED', 'DIA', $4::date + 5)`,
      [tenantA, person.id, fac.id, today],
    );
    await t.sql(
      `INSERT INTO audit_log (event_type, tenant_id, username, object_table, object_id, action, ip, request_id)
       VALUES ('UPDATE', $1, 'auditee', 'personnel', 'obj-content-1', 'UPDATE', '10.1.2.3', 'req-content-1')`,
      [tenantA],
    );
    // an incoming visit with a visitor, and a permanent certification ending in 14 days with E1 going
    const [inVisit] = await t.sql<{ id: string }>(
      `INSERT INTO incoming_visit (tenant_id, visit_status, to_facility_id, facility_name, start_date, end_date, is_classified_visit, clearance_level, visit_purpose)
       VALUES ($1, 'APPROVED', $2, 'Visiting Corp', $3::date + 2, $3::date + 3, true, 'SECRET', 'Review') RETURNING id`,
      [tenantA, fac.id, today],
    );
    await t.sql(
      `INSERT INTO incoming_visitor (tenant_id, incoming_visit_id, visitor_name, clearance_level, company) VALUES ($1, $2, 'Vera Visitor', 'SECRET', 'Visiting Corp')`,
      [tenantA, inVisit.id],
    );
    const [outVisit] = await t.sql<{ id: string }>(
      `INSERT INTO outgoing_visit (tenant_id, visit_status, from_facility_id, to_facility_name, to_cage_code, start_date, end_date,
         is_perm_certification, perm_certification_duration, submission_method, clearance_level, visit_purpose)
       VALUES ($1, 'APPROVED', $2, 'Host Plant', '1HOST', $3::date - 350, $3::date + 14, true, 'ONE_YEAR', 'DISS', 'SECRET', 'Integration')
       RETURNING id`,
      [tenantA, fac.id, today],
    );
    await t.sql(
      `INSERT INTO outgoing_visit_personnel (tenant_id, outgoing_visit_id, personnel_id, clearance_level) VALUES ($1, $2, $3, 'TOP_SECRET')`,
      [tenantA, outVisit.id, person.id],
    );
    const visitWindow = { startDate: plus(0), endDate: plus(30) };
    await t.sql(
      `INSERT INTO incident (tenant_id, incident_type, status, personnel_id, facility_id, title, government_reference,
         initial_report_due_at, final_report_due_at)
       VALUES ($1, 'SECURITY_VIOLATION', 'SUBMITTED', $2, $3, 'Report content incident', 'DCSA-0001', now() + interval '1 day', now() + interval '30 days')`,
      [tenantA, person.id, fac.id],
    );
    // a personal trip to France that ended ten days ago, its debrief three days overdue
    const [travel] = await t.sql<{ id: string }>(
      `INSERT INTO incident (tenant_id, incident_type, status, personnel_id, facility_id, title, details, departure_date, return_date, debrief_due_date)
       VALUES ($1, 'FOREIGN_TRAVEL', 'SUBMITTED', $2, $3, 'Report content travel', '{"travelType":"PERSONAL"}', $4::date - 20, $4::date - 10, $4::date - 3)
       RETURNING id`,
      [tenantA, person.id, fac.id, today],
    );
    await t.sql(
      `INSERT INTO foreign_travel_destination (tenant_id, incident_id, country_id, cities, arrival_date, departure_date)
       VALUES ($1, $2, (SELECT id FROM country WHERE name = 'France'), 'Paris', $3::date - 20, $3::date - 10)`,
      [tenantA, travel.id, today],
    );
    const catalogue = (await all.get('/api/v1/reports').expect(200)).body as Array<{
      reportType: string;
      title: string;
      columns: string[];
    }>;
    expect(catalogue.map((r) => r.reportType).sort()).toEqual(
      REPORT_TYPES.filter((r) => r.scope === 'TENANT')
        .map((r) => r.type)
        .sort(),
    );
    // for each report: the row of the seeded record (found by one column), every column written out, and the row count
    const expected: Record<string, { key: [string, string]; row: Cell[]; rows?: number; parameters?: Record<string, string> }> = {
      PERSONNEL_ROSTER: {
        key: ['Employee ID', 'E1'],
        row: [
          'Last0001',
          'Person1',
          '',
          'E1',
          'p1@a.example',
          '',
          'W-2 Employee',
          'Active',
          'Active',
          'Arlington HQ',
          'Top Secret',
          '',
          '',
        ],
        rows: 250,
      },
      CLEARANCES_BY_LEVEL_STATUS: {
        key: ['Employee ID', 'E1'],
        row: ['Top Secret', 'Active', 'Last0001', 'Person1', 'E1', 'Arlington HQ', '', '', '', ''],
        rows: 1,
      },
      REINVESTIGATIONS_DUE: {
        key: ['Employee ID', 'E1'],
        row: [plus(30), 30, 'Last0001', 'Person1', 'E1', 'Tier 5', 'Top Secret', 'Arlington HQ', ''],
        rows: 1,
      },
      EXPIRING_BADGES: {
        key: ['Employee ID', 'E1'],
        row: [plus(10), 10, 'Last0001', 'Person1', 'E1', 'Common Access Card (CAC)', 'B-0001', 'Active', 'DoD', ''],
        rows: 1,
      },
      EXPIRING_PASSPORTS: {
        key: ['Employee ID', 'E1'],
        row: [plus(20), 20, 'Last0001', 'Person1', 'E1', 'p1@a.example', 'US Passport', ''],
        rows: 1,
      },
      POLYGRAPHS_DUE: {
        key: ['Employee ID', 'E1'],
        row: [plus(5), 5, 'Last0001', 'Person1', 'E1', 'Full Scope (FSP)', 'Scheduled', '', '', 'DIA', 'Arlington HQ'],
        rows: 1,
      },
      KEY_MANAGEMENT_PERSONNEL: {
        key: ['Last Name', 'Last0001'],
        row: ['Last0001', 'Person1', 'Facility Security Officer', '', '', 'No', '', 'Top Secret', 'p1@a.example'],
        rows: 1,
        parameters: { facilityId: fac.id },
      },
      USERS_AND_ROLES: {
        key: ['Username', 'report_officer'],
        row: officerRow(today),
      },
      VISITS_BY_FACILITY: {
        key: ['Other Party', 'Visiting Corp'],
        row: ['Arlington HQ', 'Incoming', plus(2), plus(3), 'Approved', 'Visiting Corp', 'Secret', 'Yes', 1, 'Review'],
        rows: 2,
        parameters: visitWindow,
      },
      VISITORS_BY_CLEARANCE_LEVEL: {
        key: ['Name', 'Vera Visitor'],
        row: ['Secret', 'Vera Visitor', 'Visiting Corp', 'Incoming', 'Arlington HQ', plus(2), plus(3), 'Approved', 'Secret'],
        rows: 2,
        parameters: visitWindow,
      },
      PERM_CERTIFICATIONS_EXPIRING: {
        key: ['CAGE Code', '1HOST'],
        row: [plus(14), 14, 'Host Plant', '1HOST', 'Arlington HQ', plus(-350), '1 Year', 'Approved', 'DISS', 'Last0001, Person1'],
        rows: 1,
      },
      FOREIGN_TRAVELS: {
        key: ['Country', 'France'],
        row: [
          'Last0001',
          'Person1',
          'Arlington HQ',
          'Submitted',
          'Personal',
          plus(-20),
          plus(-10),
          'France',
          'Paris',
          plus(-20),
          plus(-10),
          '',
          plus(-3),
          'No',
        ],
        rows: 1,
        parameters: { startDate: plus(-30), endDate: plus(0) },
      },
      OVERDUE_DEBRIEFS: {
        key: ['Countries', 'France'],
        row: [plus(-3), 3, 'Last0001', 'Person1', 'Arlington HQ', 'France', plus(-20), plus(-10), 'Submitted', 'p1@a.example'],
        rows: 1,
      },
      INCIDENTS_BY_TYPE_STATUS: {
        key: ['Title', 'Report content incident'],
        row: [
          'Security Violation',
          'Submitted',
          DAY,
          'Report content incident',
          'Last0001, Person1',
          'Arlington HQ',
          TIME,
          '',
          TIME,
          '',
          'DCSA-0001',
        ],
        rows: 2,
      },
      AUDIT_ACTIVITY: {
        key: ['Request Id', 'req-content-1'],
        row: [TIME, 'UPDATE', 'auditee', '', 'personnel', 'obj-content-1', 'UPDATE', '10.1.2.3', 'req-content-1'],
      },
    };
    expect(Object.keys(expected).sort()).toEqual(catalogue.map((r) => r.reportType).sort());
    for (const report of catalogue) {
      const e = expected[report.reportType];
      await expectReportContent(t, all, report, { reportType: report.reportType, parameters: e.parameters ?? {} }, e);
    }
    // the KMP route writes the same list as a PDF
    const kmp = await all.post(`/api/v1/reports/kmp/generate/${fac.id}`).send({}).buffer(true).parse(binary).expect(200);
    expect(kmp.headers['content-type']).toBe('application/pdf');
    expectPdfRow(
      'KEY_MANAGEMENT_PERSONNEL (route)',
      pdfTextLines(kmp.body as Buffer),
      'Key Management Personnel',
      expected.KEY_MANAGEMENT_PERSONNEL.row,
    );
    // the system-level report runs across tenants for a system administrator
    const sys = await signInAs(t, { tenantId: SYSTEM_TENANT_ID, permissions: { REPORTS: view, REPORT_TENANTS: view } });
    const [tenants] = (await sys.get('/api/v1/reports').expect(200)).body as Array<{
      reportType: string;
      title: string;
      columns: string[];
    }>;
    expect(tenants.reportType).toBe('TENANTS');
    for (const name of ['Reports Tenant A', 'Reports Tenant B'])
      await expectReportContent(
        t,
        sys,
        tenants,
        { reportType: 'TENANTS' },
        {
          key: ['Name', name],
          row: [name, 'SAAS', 'STANDARD', 'Yes', '', '', '', '', '', DAY],
        },
      );
  }, 300_000);

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
      // fixed date: parameters refused as they are read, before any comparison with today
      .send({ reportType: 'AUDIT_ACTIVITY', parameters: { startDate: '2025-03-10', endDate: '2025-03-01', bogus: 1 } })
      .expect(400)
      .expect((r) =>
        expect(r.body.message).toBe(
          'Unknown parameter "bogus". Parameters of this report: startDate, endDate, eventType, username, objectTable; End Date must be after Start Date',
        ),
      );
    expect(await t.sql(`SELECT count(*)::int AS n FROM job_run`)).toEqual(before);
  }, 120_000);

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
  }, 120_000);

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
  }, 120_000);

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
  }, 120_000);
});

type Cell = string | number | RegExp;
const cellMatches = (actual: unknown, want: Cell) =>
  want instanceof RegExp ? typeof actual === 'string' && want.test(actual) : actual === want;

/** `actual` with the cells that match a pattern of `want` replaced by that pattern, so toEqual shows only real differences. */
function shown(actual: unknown[], want: Cell[]): unknown[] {
  return actual.map((v, i) => (want[i] instanceof RegExp && cellMatches(v, want[i]) ? want[i] : v));
}

/** A PDF cell shows the value, or its beginning and an ellipsis when it is wider than its column. */
const pdfCellMatches = (line: string | undefined, want: Cell) =>
  line !== undefined &&
  (cellMatches(line, want) || (typeof want === 'string' && line.length > 1 && line.endsWith('…') && want.startsWith(line.slice(0, -1))));

/** The row's non-empty cells appear in a PDF as consecutive text lines, in column order. */
function expectPdfRow(what: string, lines: string[], title: string, row: Cell[]): void {
  expect({ what, title: lines[0] }).toEqual({ what, title });
  const want = row.filter((c) => c !== '').map((c) => (typeof c === 'number' ? String(c) : c));
  expect(want.length).toBeGreaterThan(0);
  const at = lines.findIndex((_, i) => want.every((c, j) => pdfCellMatches(lines[i + j], c)));
  const near = lines.filter((l) => want.some((c) => typeof c === 'string' && pdfCellMatches(l, c)));
  expect({ what, found: at >= 0 ? want : near }).toEqual({ what, found: want });
}

/**
 * Generates the report as CSV, XLSX and PDF and checks each file: the header row is the report's
 * columns, the record found by `key` holds exactly `row`, the CSV and XLSX hold `rows` data rows (when
 * given; the audit report grows with each run) and the run recorded the CSV's count.
 */
async function expectReportContent(
  t: TestApp,
  agent: TestAgent,
  report: { reportType: string; title: string; columns: string[] },
  body: Record<string, unknown>,
  e: { key: [string, string]; row: Cell[]; rows?: number },
): Promise<void> {
  const what = report.reportType;
  expect({ what, cells: e.row.length }).toEqual({ what, cells: report.columns.length });
  const keyAt = report.columns.indexOf(e.key[0]);
  expect({ what, keyAt: keyAt >= 0 }).toEqual({ what, keyAt: true });
  const generate = (format: string) =>
    agent
      .post('/api/v1/reports/generate')
      .send({ ...body, format })
      .buffer(true)
      .parse(binary)
      .expect(200);

  const csvRes = await generate('CSV');
  const csv = parseCsv(csvRes.body as Buffer);
  expect({ what, header: csv[0] }).toEqual({ what, header: report.columns });
  const csvRows = csv.slice(1).filter((r) => r[keyAt] === e.key[1]);
  const asText = e.row.map((c) => (typeof c === 'number' ? String(c) : c));
  expect({ what, format: 'CSV', rows: csvRows.map((r) => shown(r, asText)) }).toEqual({ what, format: 'CSV', rows: [asText] });
  if (e.rows !== undefined) expect({ what, format: 'CSV', count: csv.length - 1 }).toEqual({ what, format: 'CSV', count: e.rows });
  const [run] = await t.sql<{ rows_written: string }>(`SELECT rows_written FROM job_run WHERE id = $1`, [csvRes.headers['x-job-id']]);
  expect({ what, rowsWritten: run?.rows_written }).toEqual({ what, rowsWritten: String(csv.length - 1) });

  const xlsxRes = await generate('XLSX');
  expect(xlsxRes.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const xlsx = await xlsxRows(xlsxRes.body as Buffer);
  expect({ what, header: xlsx[0] }).toEqual({ what, header: report.columns });
  const xlsxFound = xlsx.slice(1).filter((r) => r[keyAt] === e.key[1]);
  expect({ what, format: 'XLSX', rows: xlsxFound.map((r) => shown(r, e.row)) }).toEqual({ what, format: 'XLSX', rows: [e.row] });
  if (e.rows !== undefined) expect({ what, format: 'XLSX', count: xlsx.length - 1 }).toEqual({ what, format: 'XLSX', count: e.rows });

  const pdfRes = await generate('PDF');
  expect(pdfRes.headers['content-type']).toBe('application/pdf');
  expectPdfRow(`${what} PDF`, pdfTextLines(pdfRes.body as Buffer), report.title, e.row);
}
