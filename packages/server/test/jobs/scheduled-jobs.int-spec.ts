import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { QueueService } from '../../src/core/queue/queue.service';
import { WorkerService } from '../../src/core/queue/worker.service';
import { SchedulerMirror } from '../../src/modules/scheduled-jobs/scheduler-mirror';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { binary } from '../reports/support';
import { createTenant, signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };
const view = { canView: true, ui: true };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Run {
  id: string;
  status: string;
  hasFile: boolean;
  scheduledJobId: string;
}

async function runsOf(agent: TestAgent, id: string): Promise<Run[]> {
  return (await agent.get(`/api/v1/scheduled-jobs/${id}/runs?size=50`).expect(200)).body as Run[];
}

async function waitForRuns(agent: TestAgent, id: string, n: number, timeoutMs = 90_000): Promise<Run[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const runs = (await runsOf(agent, id)).filter((r) => r.status === 'SUCCEEDED');
    if (runs.length >= n) return runs;
    if (Date.now() > deadline) throw new Error(`job ${id}: ${runs.length} of ${n} runs succeeded in time`);
    await sleep(200);
  }
}

describe('scheduled jobs: schedules, the worker, edits, deletion, permissions', () => {
  let t: TestApp;
  let tenantA: string;
  let admin: TestAgent & { user: { id: string; username: string } };
  let sysAdmin: TestAgent & { user: { id: string } };
  let queues: QueueService;

  beforeAll(async () => {
    t = await startTestApp({ SCHEDULE_MIN_INTERVAL_SECONDS: '1' });
    queues = t.app.get(QueueService);
    await t.app.get(WorkerService).start(2);
    tenantA = await createTenant(t, { name: 'Schedules Tenant' });
    admin = await signInAs(t, {
      tenantId: tenantA,
      permissions: { TENANT_SCHEDULED_JOBS: ALL, REPORTS: view, REPORT_USERS_AND_ROLES: view },
    });
    sysAdmin = await signInAs(t, {
      tenantId: SYSTEM_TENANT_ID,
      permissions: { SYSTEM_SCHEDULED_JOBS: ALL, REPORTS: view, REPORT_TENANTS: view },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 120_000);

  it('runs a job with a near schedule in the worker; its file downloads and its recipients get an e-mail', async () => {
    const created = await admin
      .post('/api/v1/scheduled-jobs/tenant')
      .send({
        name: 'Users every two seconds',
        reportType: 'USERS_AND_ROLES',
        format: 'CSV',
        cronExpression: '*/2 * * * * *',
        timeZone: 'UTC',
        recipients: ['Boss@A.example', `${admin.user.username.toLowerCase()}@test.example`],
      })
      .expect(201);
    const job = created.body;
    expect(job).toMatchObject({
      scope: 'TENANT',
      cron: '*/2 * * * * *',
      enabled: true,
      recipients: ['boss@a.example', `${admin.user.username.toLowerCase()}@test.example`],
      title: 'Users and Roles',
    });
    expect(Date.parse(job.nextRunAt) - Date.now()).toBeLessThanOrEqual(2000);
    const scheduler = await queues.queue('reports').getJobScheduler(`sj-${job.id}`);
    expect(scheduler).toMatchObject({ pattern: '*/2 * * * * *', tz: 'UTC', name: 'reports.generate' });

    const [run] = await waitForRuns(admin, job.id, 1);
    expect(run).toMatchObject({ scheduledJobId: job.id, hasFile: true });
    const file = await admin.get(`/api/v1/jobs/archives/${run.id}/download`).buffer(true).parse(binary).expect(200);
    expect((file.body as Buffer).toString('utf8')).toContain(admin.user.username);
    const detail = await admin.get(`/api/v1/scheduled-jobs/${job.id}`).expect(200);
    expect(detail.body.lastRun).toMatchObject({ status: expect.stringMatching(/SUCCEEDED|RUNNING|QUEUED/) });

    // the recipient's e-mail names the report and links the file
    let mail = '';
    for (let i = 0; i < 100 && !mail; i++) {
      const f = readdirSync(t.mailDir).find((n) => n.endsWith('boss@a.example.eml'));
      // quoted-printable: join the soft line breaks
      if (f) mail = readFileSync(join(t.mailDir, f), 'utf8').replace(/=\r?\n/g, '');
      else await sleep(100);
    }
    expect(mail).toContain('Users every two seconds: Users and Roles');
    expect(mail).toMatch(/\/reports\/runs\/[0-9a-f-]{36}\/download/);
    // an outside address gets the link only; a user of the tenant who may read the report gets the file attached
    expect(mail).not.toContain('Content-Disposition: attachment');
    let own = '';
    for (let i = 0; i < 100 && !own; i++) {
      const f = readdirSync(t.mailDir).find(
        (n) => n.endsWith(`${admin.user.username.toLowerCase()}@test.example.eml`) && n.includes('run-mail'),
      );
      if (f) own = readFileSync(join(t.mailDir, f), 'utf8');
      else await sleep(100);
    }
    expect(own).toContain('The file is attached.');
    expect(own).toMatch(/Content-Disposition: attachment;\s+filename=Users-and-Roles-\d{4}-\d{2}-\d{2}\.csv/);

    // editing the schedule moves the next run (and the queue's scheduler) at once
    const edited = await admin
      .put(`/api/v1/scheduled-jobs/tenant/${job.id}`)
      .send({ name: 'Users daily', reportType: 'USERS_AND_ROLES', frequency: 'DAILY', timeOfDay: '06:30', timeZone: 'America/Chicago' })
      .expect(200);
    expect(edited.body).toMatchObject({ cron: '30 6 * * *', frequency: 'DAILY', cronExpression: null });
    const next = new Date(edited.body.nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit' }).format(next)).toBe(
      '06:30',
    );
    const moved = await queues.queue('reports').getJobScheduler(`sj-${job.id}`);
    expect(moved).toMatchObject({ pattern: '30 6 * * *', tz: 'America/Chicago' });
    expect(moved?.next).toBe(next.getTime());
    await sleep(1500);
    const settled = (await runsOf(admin, job.id)).length;
    await sleep(3000);
    expect((await runsOf(admin, job.id)).length).toBe(settled);
  }, 120_000);

  it('deleting a job stops it at once; its runs stay readable', async () => {
    const { body: job } = await admin
      .post('/api/v1/scheduled-jobs/tenant')
      .send({ name: 'Doomed', reportType: 'USERS_AND_ROLES', cronExpression: '* * * * * *', timeZone: 'UTC' })
      .expect(201);
    const [first] = await waitForRuns(admin, job.id, 1);
    await admin.delete(`/api/v1/scheduled-jobs/${job.id}`).expect(204);
    expect(await queues.queue('reports').getJobScheduler(`sj-${job.id}`)).toBeUndefined();
    await admin.get(`/api/v1/scheduled-jobs/${job.id}`).expect(404);
    await sleep(1500);
    const after = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM job_run WHERE scheduled_job_id IS NULL AND title = 'Users and Roles'`,
    );
    await sleep(3000);
    expect(await t.sql(`SELECT count(*)::int AS n FROM job_run WHERE scheduled_job_id IS NULL AND title = 'Users and Roles'`)).toEqual(
      after,
    );
    await admin.get(`/api/v1/jobs/${first.id}`).expect(200);
    const audit = await t.sql(`SELECT event_type FROM audit_log WHERE object_table = 'scheduled_job' AND object_id = $1 ORDER BY id`, [
      job.id,
    ]);
    expect(audit.map((a) => a.event_type)).toEqual(['CREATE', 'DELETE']);
  }, 120_000);

  it('a disabled job has no scheduler; enabling it adds one', async () => {
    const { body: job } = await admin
      .post('/api/v1/scheduled-jobs/tenant')
      .send({ name: 'Paused', reportType: 'USERS_AND_ROLES', frequency: 'WEEKLY', dayOfWeek: 'FRIDAY', enabled: false })
      .expect(201);
    expect(job).toMatchObject({ enabled: false, nextRunAt: null, cron: '0 6 * * 5', timeZone: 'America/New_York' });
    expect(await queues.queue('reports').getJobScheduler(`sj-${job.id}`)).toBeUndefined();
    await admin
      .put(`/api/v1/scheduled-jobs/tenant/${job.id}`)
      .send({ name: 'Paused', reportType: 'USERS_AND_ROLES', frequency: 'WEEKLY', dayOfWeek: 'FRIDAY', enabled: true })
      .expect(200);
    expect(await queues.queue('reports').getJobScheduler(`sj-${job.id}`)).toMatchObject({ pattern: '0 6 * * 5' });
  }, 120_000);

  it('refuses bad input with messages and creates nothing', async () => {
    const before = await t.sql(`SELECT count(*)::int AS n FROM scheduled_job`);
    const bad = async (body: Record<string, unknown>, message: string | RegExp, status = 400) => {
      const res = await admin.post('/api/v1/scheduled-jobs/tenant').send(body).expect(status);
      expect(res.body.message).toMatch(message);
    };
    await bad({ reportType: 'USERS_AND_ROLES', frequency: 'DAILY' }, 'Name is required');
    await bad({ name: 'x', reportType: 'USERS_AND_ROLES' }, /Give either a frequency .* or a cron expression/);
    await bad({ name: 'x', reportType: 'USERS_AND_ROLES', cronExpression: '61 * * * *' }, /Cron Expression is not valid/);
    await bad({ name: 'x', reportType: 'USERS_AND_ROLES', frequency: 'HOURLY' }, /frequency must be one of DAILY, WEEKLY/);
    await bad({ name: 'x', reportType: 'USERS_AND_ROLES', frequency: 'DAILY', timeZone: 'Mars/Base' }, /not a known time zone/);
    await bad(
      { name: 'x', reportType: 'USERS_AND_ROLES', frequency: 'DAILY', recipients: ['not-an-email'] },
      'Recipient "not-an-email" is not a valid e-mail address',
    );
    await bad({ name: 'x', task: 'REMINDERS', frequency: 'DAILY' }, /Maintenance tasks are system jobs/);
    await bad({ name: 'x', reportType: 'NOPE', frequency: 'DAILY' }, /Unknown report type "NOPE"/);
    await bad(
      { name: 'x', reportType: 'USERS_AND_ROLES', frequency: 'DAILY', parameters: { status: 'GONE' } },
      'Status must be one of ACTIVE, LOCKED, DISABLED',
    );
    await bad({ name: 'x', reportType: 'AUDIT_ACTIVITY', frequency: 'DAILY' }, /VIEW permission on REPORT_AUDIT_ACTIVITY/, 403);
    await bad({ name: 'x', reportType: 'TENANTS', frequency: 'DAILY' }, /VIEW permission on REPORT_TENANTS/, 403);
    await admin.post('/api/v1/scheduled-jobs/system').send({ name: 'x', task: 'REMINDERS', frequency: 'DAILY' }).expect(403);
    await bad({ name: 'Paused', reportType: 'USERS_AND_ROLES', frequency: 'DAILY' }, 'A scheduled job named "Paused" already exists', 409);
    expect(await t.sql(`SELECT count(*)::int AS n FROM scheduled_job`)).toEqual(before);
    const reader = await signInAs(t, {
      tenantId: tenantA,
      permissions: { TENANT_SCHEDULED_JOBS: view, REPORTS: view, REPORT_USERS_AND_ROLES: view },
    });
    await reader.post('/api/v1/scheduled-jobs/tenant').send({ name: 'y', reportType: 'USERS_AND_ROLES', frequency: 'DAILY' }).expect(403);
    const [one] = (await reader.get('/api/v1/scheduled-jobs').expect(200)).body;
    await reader.delete(`/api/v1/scheduled-jobs/${one.id}`).expect(403);
  }, 120_000);

  it('keeps system jobs apart: system scope for SYSTEM_SCHEDULED_JOBS only', async () => {
    const sys = await sysAdmin
      .post('/api/v1/scheduled-jobs/system')
      .send({ name: 'Nightly reminders', task: 'REMINDERS', frequency: 'DAILY', timeOfDay: '05:00' })
      .expect(201);
    expect(sys.body).toMatchObject({
      scope: 'SYSTEM',
      task: 'REMINDERS',
      reportType: null,
      title: 'Reminders and open actions for what falls due',
    });
    expect(await queues.queue('reminders').getJobScheduler(`sj-${sys.body.id}`)).toMatchObject({
      name: 'reminders.daily',
      pattern: '0 5 * * *',
    });
    await sysAdmin
      .post('/api/v1/scheduled-jobs/system')
      .send({ name: 'Tenants monthly', reportType: 'TENANTS', frequency: 'MONTHLY', dayOfMonth: 2, format: 'XLSX' })
      .expect(201);
    await sysAdmin
      .post('/api/v1/scheduled-jobs/system')
      .send({ name: 'Wrong scope', reportType: 'USERS_AND_ROLES', frequency: 'DAILY' })
      .expect(403);
    const [row] = await t.sql<{ tenant_id: string | null }>(`SELECT tenant_id FROM scheduled_job WHERE id = $1`, [sys.body.id]);
    expect(row.tenant_id).toBeNull();
    const sysList = (await sysAdmin.get('/api/v1/scheduled-jobs?scope=SYSTEM').expect(200)).body.map((j: { name: string }) => j.name);
    expect(sysList).toEqual(['Nightly reminders', 'Tenants monthly']);
    // a tenant administrator sees only the tenant's jobs and cannot reach a system job
    const tenantList = (await admin.get('/api/v1/scheduled-jobs').expect(200)).body;
    expect(tenantList.length).toBeGreaterThan(0);
    expect(tenantList.every((j: { scope: string }) => j.scope === 'TENANT')).toBe(true);
    await admin.get('/api/v1/scheduled-jobs?scope=SYSTEM').expect(403);
    await admin.get(`/api/v1/scheduled-jobs/${sys.body.id}`).expect(404);
    await admin.delete(`/api/v1/scheduled-jobs/${sys.body.id}`).expect(404);
    await admin
      .put(`/api/v1/scheduled-jobs/tenant/${sys.body.id}`)
      .send({ name: 'x', reportType: 'USERS_AND_ROLES', frequency: 'DAILY' })
      .expect(404);
    // the system administrator does not see the tenant's jobs either
    expect((await sysAdmin.get('/api/v1/scheduled-jobs?scope=TENANT').expect(403)).body.message).toMatch(/TENANT_SCHEDULED_JOBS/);
    await sysAdmin
      .put(`/api/v1/scheduled-jobs/system/${sys.body.id}`)
      .send({ name: 'Nightly reminders', task: 'REMINDERS', frequency: 'DAILY', timeOfDay: '04:15' })
      .expect(200)
      .expect((r) => expect(r.body.cron).toBe('15 4 * * *'));
    await sysAdmin.delete(`/api/v1/scheduled-jobs/${sys.body.id}`).expect(204);
    expect(await queues.queue('reminders').getJobScheduler(`sj-${sys.body.id}`)).toBeUndefined();
  }, 120_000);

  it('reconciles PostgreSQL and the queue: restores lost schedulers, removes orphans', async () => {
    const { body: job } = await admin
      .post('/api/v1/scheduled-jobs/tenant')
      .send({ name: 'Reconciled', reportType: 'USERS_AND_ROLES', frequency: 'MONTHLY', dayOfMonth: 3 })
      .expect(201);
    const reports = queues.queue('reports');
    await reports.removeJobScheduler(`sj-${job.id}`);
    const orphan = `sj-${randomUUID()}`;
    await reports.upsertJobScheduler(
      orphan,
      { pattern: '0 0 1 1 *' },
      { name: 'reports.generate', data: { tenantId: tenantA, actorId: null } },
    );
    const result = await t.app.get(SchedulerMirror).reconcile();
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await reports.getJobScheduler(orphan)).toBeUndefined();
    expect(await reports.getJobScheduler(`sj-${job.id}`)).toMatchObject({ pattern: '0 6 3 * *' });
    expect(await t.app.get(SchedulerMirror).reconcile()).toEqual({ upserted: 0, removed: 0 });
  }, 120_000);

  it('serves the queue dashboard to super administrators only, not on SYSTEM_SCHEDULED_JOBS alone', async () => {
    await t.agent().get('/api/v1/admin/queues').expect(401);
    await admin.get('/api/v1/admin/queues').expect(403);
    await admin.get('/api/v1/admin/queues/api/queues').expect(403);
    await sysAdmin.get('/api/v1/admin/queues').expect(403);
    await sysAdmin.get('/api/v1/admin/queues/api/queues').expect(403);
    const superAdmin = await signInAs(t, { tenantId: SYSTEM_TENANT_ID, roles: ['SUPER_ADMIN'] });
    const page = await superAdmin.get('/api/v1/admin/queues').expect(200);
    expect(page.text).toContain('Clearline jobs');
    const api = await superAdmin.get('/api/v1/admin/queues/api/queues').expect(200);
    expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(['imports', 'mail', 'maintenance', 'reminders', 'reports']);
  }, 120_000);
});
