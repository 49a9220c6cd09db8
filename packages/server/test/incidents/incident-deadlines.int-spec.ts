import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INCIDENT_DEADLINES, incidentDeadlineActionKey } from '@clearline/shared';
import { QueueService } from '../../src/core/queue/queue.service';
import { WorkerService } from '../../src/core/queue/worker.service';
import { API, facility, tenantWithoutMfa, userIn, type JsonBody, type UserAgent } from '../personnel/fixtures';
import { binary, parseCsv } from '../reports/support';
import { startTestApp, type TestApp } from '../support/test-app';
import { tenantDay } from '../support/time-zone';

const INC = `${API}/incidents`;
const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hoursAgo = (n: number) => new Date(Date.now() - n * HOUR).toISOString();
/** Decodes a quoted-printable e-mail body (soft breaks and =XX bytes, UTF-8). */
const quotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

const cyber = (facilityId: string, discoveredAt: string) => ({
  incidentType: 'NETWORK_INTRUSION_CYBER_BREACH',
  facilityId,
  title: 'Ransomware on a lab PC',
  details: { discoveredAt, systemsAffected: 'LAB-PC-7', coveredDefenseInformation: true, contained: true },
});
const violation = (facilityId: string, discoveredAt: string) => ({
  incidentType: 'SECURITY_VIOLATION',
  facilityId,
  title: 'Open container',
  details: { discoveredAt, classificationLevel: 'SECRET', lossOrCompromise: 'NO_COMPROMISE', informationInvolved: 'Safe drawer left open' },
});

/**
 * The reporting deadlines of incidents (DFARS 252.204-7012's 72 hours for a cyber incident, 32 CFR 117.8(d)'s
 * initial and final reports of a security violation): derived from the discovery time, raised as open actions
 * of the facility, completed when filed, closed with the incident; reminded by e-mail; counted on the
 * dashboard; listed by the "Incidents by Type and Status" report.
 */
describe('incident deadlines', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let facilityId: string;

  const actions = (incidentId: string) =>
    t.sql<{ source_key: string; state: string; due: string; facility_id: string | null; personnel_id: string | null; title: string }>(
      `SELECT source_key, state, due_date::text AS due, facility_id, personnel_id, title FROM open_action
        WHERE tenant_id = $1 AND source_key LIKE $2 ORDER BY created_at, source_key`,
      [tenant, `reminder:INCIDENT_%:${incidentId}:%`],
    );

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(WorkerService).start(1);
    tenant = await tenantWithoutMfa(t, 'Deadline Works');
    await t.sql(
      `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'SECURITY_OFFICE_EMAIL', 'fso@deadline.example')`,
      [tenant],
    );
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    facilityId = await facility(fso, 'Deadline Plant');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 120_000);

  it('gives a cyber breach its 72-hour report as an open action of the facility, completed when the report is filed', async () => {
    const found = hoursAgo(2);
    const i = (await fso.post(INC).send(cyber(facilityId, found)).expect(201)).body as JsonBody;
    const due = new Date(Date.parse(found) + INCIDENT_DEADLINES.CYBER_REPORT_HOURS * HOUR).toISOString();
    expect(i).toMatchObject({ initialReportDueAt: due, finalReportDueAt: null, initialReportAt: null });
    expect(i.deadlines).toEqual([{ kind: 'INITIAL_REPORT', label: 'Initial report due', dueAt: due, filedAt: null, overdue: false }]);
    const [a] = await actions(i.id);
    expect(a).toMatchObject({
      source_key: incidentDeadlineActionKey('INITIAL_REPORT', i.id, due.slice(0, 10)),
      state: 'OPEN',
      due: due.slice(0, 10),
      facility_id: facilityId,
      personnel_id: null,
      title: 'Initial report due: Network Intrusion / Cyber Breach — Ransomware on a lab PC',
    });
    // a later discovery time moves the deadline: the old action is closed, a new one raised
    const later = hoursAgo(1);
    const moved = (
      await fso
        .put(`${INC}/${i.id}`)
        .send({ ...cyber(facilityId, later) })
        .expect(200)
    ).body as JsonBody;
    expect(moved.initialReportDueAt).toBe(new Date(Date.parse(later) + 72 * HOUR).toISOString());
    // filing the report completes it
    const filed = (
      await fso
        .put(`${INC}/${i.id}`)
        .send({ incidentType: 'NETWORK_INTRUSION_CYBER_BREACH', initialReportAt: hoursAgo(0.5) })
        .expect(200)
    ).body as JsonBody;
    expect(filed.deadlines[0]).toMatchObject({ kind: 'INITIAL_REPORT', filedAt: expect.any(String), overdue: false });
    const after = await actions(i.id);
    expect(after.map((x) => x.state).sort()).toEqual(after.length === 2 ? ['CLOSED', 'COMPLETED'] : ['COMPLETED']);
    expect(after.filter((x) => x.state === 'OPEN')).toEqual([]);
    const audit = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE object_table = 'open_action' AND tenant_id = $1`,
      [tenant],
    );
    expect(audit[0].n).toBeGreaterThan(0);
  });

  it('gives a security violation its initial (24 h) and final (30 days) reports; an overdue one counts on the dashboard and the list', async () => {
    const found = hoursAgo(30);
    const i = (await fso.post(INC).send(violation(facilityId, found)).expect(201)).body as JsonBody;
    const at = Date.parse(found);
    expect(i.initialReportDueAt).toBe(new Date(at + 24 * HOUR).toISOString());
    expect(i.finalReportDueAt).toBe(new Date(at + 30 * 24 * HOUR).toISOString());
    expect(i.deadlines.map((d: JsonBody) => [d.kind, d.overdue])).toEqual([
      ['INITIAL_REPORT', true],
      ['FINAL_REPORT', false],
    ]);
    expect((await actions(i.id)).map((a) => [a.source_key.split(':')[1], a.state])).toEqual(
      expect.arrayContaining([
        ['INCIDENT_INITIAL_REPORT', 'OPEN'],
        ['INCIDENT_FINAL_REPORT', 'OPEN'],
      ]),
    );
    const overdue = (await fso.get(INC).query({ overdue: true }).expect(200)).body as JsonBody[];
    expect(overdue.map((x) => x.id)).toEqual([i.id]);
    const dash = (await fso.get(`${API}/dashboard`).expect(200)).body as JsonBody;
    expect(dash.incidents.overdueReports).toBe(1);
    expect(dash.incidents.openByType).toEqual(
      expect.arrayContaining([
        { incidentType: 'SECURITY_VIOLATION', count: 1 },
        { incidentType: 'NETWORK_INTRUSION_CYBER_BREACH', count: 1 },
      ]),
    );
    const other = await facility(fso, 'Quiet Plant');
    expect(((await fso.get(`${API}/dashboard`).query({ facilityId: other }).expect(200)).body as JsonBody).incidents).toEqual({
      overdueReports: 0,
      openByType: [],
    });
    // the facility's open actions show the deadlines
    const facilityActions = (await fso.get(`${API}/requests-and-actions/open-actions/facility/${facilityId}`).expect(200))
      .body as JsonBody[];
    expect(facilityActions.map((a) => a.title)).toEqual(
      expect.arrayContaining([
        'Initial report due: Security Violation — Open container',
        'Final report due: Security Violation — Open container',
      ]),
    );
  });

  it('e-mails the security office about reports due or overdue, without raising a second action', async () => {
    const jobId = `incident-reminders-${Date.now()}`;
    await t.app.get(QueueService).add('reminders.daily', { tenantId: null, actorId: null }, { jobId });
    let run: { status: string; error: string | null } | undefined;
    for (let i = 0; i < 300 && !(run && ['SUCCEEDED', 'FAILED'].includes(run.status)); i++) {
      [run] = await t.sql<{ status: string; error: string | null }>(
        `SELECT status, error FROM job_run WHERE queue = 'reminders' AND queue_job_id = $1`,
        [jobId],
      );
      await sleep(200);
    }
    expect(run).toMatchObject({ status: 'SUCCEEDED', error: null });
    const logged = await t.sql<{ kind: string }>(`SELECT DISTINCT kind FROM reminder_log WHERE tenant_id = $1 ORDER BY kind`, [tenant]);
    // the overdue initial report is reminded; the final report, due in a month, is beyond the lead times (1 and 3 days)
    expect(logged.map((l) => l.kind)).toEqual(['INCIDENT_INITIAL_REPORT']);
    const open = await t.sql<{ source_key: string; n: number }>(
      `SELECT source_key, count(*)::int AS n FROM open_action WHERE tenant_id = $1 AND state = 'OPEN' GROUP BY source_key`,
      [tenant],
    );
    expect(open.every((o) => o.n === 1)).toBe(true);
    expect(open).toHaveLength(2);
    const mailFor = () => readdirSync(t.mailDir).filter((f) => f.endsWith('-fso@deadline.example.eml'));
    for (let i = 0; i < 200 && !mailFor().length; i++) await sleep(100);
    const mail = quotedPrintable(readFileSync(join(t.mailDir, mailFor()[0]), 'latin1'));
    expect(mail).toContain('Initial report due: Open container — Security Violation report due');
    expect(mail).not.toContain('Final report due');
  }, 120_000);

  it('closes the open deadlines with the incident, and with a deleted draft', async () => {
    const [v] = (await fso.get(`${INC}/security-violations`).expect(200)).body as JsonBody[];
    await fso.put(`${INC}/${v.id}`).send({ incidentType: 'SECURITY_VIOLATION', status: 'SUBMITTED' }).expect(400); // its required questions are not answered yet
    await fso.put(`${INC}/${v.id}`).send({ incidentType: 'SECURITY_VIOLATION', status: 'CLOSED' }).expect(200);
    expect((await actions(v.id as string)).map((a) => a.state)).toEqual(['CLOSED', 'CLOSED']);
    const draft = (
      await fso
        .post(INC)
        .send(cyber(facilityId, hoursAgo(1)))
        .expect(201)
    ).body as JsonBody;
    expect((await actions(draft.id)).map((a) => a.state)).toEqual(['OPEN']);
    await fso.delete(`${INC}/${draft.id}`).expect(204);
    expect((await actions(draft.id)).map((a) => a.state)).toEqual(['CLOSED']);
  });

  it('reporting to the government files the initial report that is due', async () => {
    const i = (
      await fso
        .post(INC)
        .send({ ...cyber(facilityId, hoursAgo(3)), status: 'SUBMITTED', answers: { CY_CUI_EXFILTRATED: false, CY_MEDIA_PRESERVED: true } })
        .expect(201)
    ).body as JsonBody;
    const r = (
      await fso
        .put(`${INC}/${i.id}`)
        .send({ incidentType: 'NETWORK_INTRUSION_CYBER_BREACH', status: 'REPORTED_TO_GOVERNMENT', governmentReference: 'DIBNET-ICF-20931' })
        .expect(200)
    ).body as JsonBody;
    expect(r.initialReportAt).toBe(r.governmentReportedAt);
    expect((await actions(i.id)).map((a) => a.state)).toEqual(['COMPLETED']);
  });

  it('lists incidents by type and status in a date range (report), never an encrypted message', async () => {
    await t.sql(`INSERT INTO incident (tenant_id, incident_type, status, title) VALUES ($1, 'ENCRYPTED_MESSAGE', 'SUBMITTED', 'private')`, [
      tenant,
    ]);
    const today = tenantDay();
    const csv = async (parameters: Record<string, unknown>) => {
      const res = await fso
        .post(`${API}/reports/generate`)
        .send({ reportType: 'INCIDENTS_BY_TYPE_STATUS', format: 'CSV', parameters })
        .buffer(true)
        .parse(binary)
        .expect(200);
      return parseCsv(res.body as Buffer);
    };
    const all = await csv({ startDate: today, endDate: today });
    expect(all[0].slice(0, 4)).toEqual(['Incident Type', 'Status', 'Reported', 'Title']);
    const rows = all.slice(1);
    expect(rows.map((r) => r[0])).not.toContain('Encrypted Message');
    expect(rows.map((r) => [r[0], r[1]])).toEqual(
      expect.arrayContaining([
        ['Network Intrusion / Cyber Breach', 'Reported to Government'],
        ['Security Violation', 'Closed'],
      ]),
    );
    const closed = (await csv({ startDate: today, endDate: today, status: ['CLOSED'], incidentType: ['SECURITY_VIOLATION'] })).slice(1);
    expect(closed.map((r) => r[3])).toEqual(['Open container']);
    expect((await csv({ endDate: '2000-01-01' })).slice(1)).toEqual([]);
  }, 120_000);
});
