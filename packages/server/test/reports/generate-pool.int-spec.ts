import { WorkerService } from '../../src/core/queue/worker.service';
import { createTenant, signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { binary } from './support';

const view = { canView: true, ui: true };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('reports: a synchronous generate waits without holding a pool connection', () => {
  let t: TestApp;

  beforeAll(async () => {
    // two connections in the pool: two waiting requests that each held one would starve everything else
    t = await startTestApp({ DB_POOL_SIZE: '2' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 120_000);

  it('answers other requests while two synchronous generations wait, then answers both files', async () => {
    const tenantId = await createTenant(t, { name: 'Pool Tenant' });
    const agent = await signInAs(t, { tenantId, permissions: { REPORTS: view, REPORT_PERSONNEL_ROSTER: view } });
    await t.sql(
      `INSERT INTO personnel (tenant_id, first_name, last_name, work_email, employee_id) VALUES ($1, 'Pat', 'Pool', 'p@pool.example', 'P1')`,
      [tenantId],
    );
    // no worker yet: both runs stay queued and both requests wait for them
    const generate = () =>
      agent.post('/api/v1/reports/generate').send({ reportType: 'PERSONNEL_ROSTER', format: 'CSV' }).buffer(true).parse(binary);
    const waiting = [generate(), generate()].map((r) => r.then((res) => res));
    for (let i = 0; i < 100; i++) {
      const [{ n }] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM job_run WHERE tenant_id = $1`, [tenantId]);
      if (n === 2) break;
      await sleep(100);
    }
    await sleep(500);
    const started = Date.now();
    const list = await agent.get('/api/v1/reports').timeout(5_000);
    expect(list.status).toBe(200);
    expect(list.body.map((r: { reportType: string }) => r.reportType)).toEqual(['PERSONNEL_ROSTER']);
    expect(Date.now() - started).toBeLessThan(2_000);
    // the worker runs both; each waiting request answers its file
    await t.app.get(WorkerService).start(1);
    const answers = await Promise.all(waiting);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect((res.body as Buffer).toString('utf8')).toContain('Pool,Pat');
    }
    const audits = await t.sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE tenant_id = $1 AND action IN ('REPORT_REQUESTED', 'REPORT_DOWNLOADED') ORDER BY action`,
      [tenantId],
    );
    expect(audits.map((a) => a.action)).toEqual(['REPORT_DOWNLOADED', 'REPORT_DOWNLOADED', 'REPORT_REQUESTED', 'REPORT_REQUESTED']);
  }, 120_000);
});
