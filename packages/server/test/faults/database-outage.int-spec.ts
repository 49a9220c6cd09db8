import { join } from 'node:path';
import { QueueService } from '../../src/core/queue/queue.service';
import { WorkerService } from '../../src/core/queue/worker.service';
import { filesUnder } from '../reports/support';
import { full, newTenant, sessionAgent } from '../tenancy/support';
import type { Agent } from '../tenancy/walk';
import { TcpProxy } from '../support/tcp-proxy';
import { startTestApp, type TestApp } from '../support/test-app';
import { type Answer, checkWrites, is2xx, notOutageAnswers, recovery, send, sleep, until, WriteLoop } from './support';
import { TEST_DB_BASE_URL } from '../support/test-db';

const API = '/api/v1';
const PG = new URL(TEST_DB_BASE_URL);

/**
 * PostgreSQL goes away under the running app (a TCP proxy between the app and PostgreSQL resets every
 * connection and refuses new ones) and comes back. Requests meanwhile answer 503 with a message (never a
 * 500, never a hang), the process stays up, every route works again within seconds of the restore, no
 * acknowledged write is lost and no refused write is half there, and a report job caught by the outage
 * is retried to the end. Migrations, setup and checks use the direct URL; only the app uses the proxy.
 */
describe('PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let admin: Agent;
  let tenantId: string;
  let facilityId: string;

  beforeAll(async () => {
    proxy = await TcpProxy.start({ host: PG.hostname, port: Number(PG.port || 5432) });
    t = await startTestApp(
      { JOB_BACKOFF_MS: '1000', JOB_LOCK_MS: '5000', JOB_STALLED_INTERVAL_MS: '2000' },
      { appDatabaseUrl: (url) => proxy.route(url) },
    );
    await t.app.get(WorkerService).start(1);
    tenantId = await newTenant(t, { name: 'Outage Tenant' });
    admin = (await sessionAgent(t, {
      tenantId,
      permissions: full('FACILITIES', 'REPORTS', 'REPORT_AUDIT_ACTIVITY'),
    })) as Agent;
    const created = await admin.post(`${API}/facilities`).send({ facilityName: 'Outage HQ', city: 'Arlington', state: 'VA' }).expect(201);
    facilityId = created.body.id;
  }, 120_000);

  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await proxy?.close();
  }, 120_000);

  const list = () => send('GET /facilities', admin.get(`${API}/facilities`));
  const detail = () => send('GET /facilities/:id', admin.get(`${API}/facilities/${facilityId}`));
  const update = (city: string) =>
    send('PUT /facilities/:id', admin.put(`${API}/facilities/${facilityId}`).send({ facilityName: 'Outage HQ', city }));
  const create = (name: string) => send('POST /facilities', admin.post(`${API}/facilities`).send({ facilityName: name, city: 'Reston' }));
  const health = () => send('GET /health', admin.get(`${API}/health`));
  const report = () =>
    send('POST /reports/generate', admin.post(`${API}/reports/generate?async=true`).send({ reportType: 'AUDIT_ACTIVITY', format: 'CSV' }));

  it('answers 503 during the outage, recovers within seconds, loses no acknowledged write', async () => {
    for (const a of [await list(), await detail(), await update('Arlington'), await create('Before the outage'), await health()]) {
      expect(`${a.what} ${a.status}`).toBe(`${a.what} ${a.what.startsWith('POST') ? 201 : 200}`);
    }

    const writes = new WriteLoop(
      (key) => admin.post(`${API}/facilities`).send({ facilityName: key, city: 'Herndon' }),
      'pg-outage',
    ).start();
    await until('five acknowledged writes before the outage', async () => (writes.answers.filter(is2xx).length >= 5 ? true : undefined));

    const cutStarted = Date.now();
    await proxy.cut();
    const cutDone = Date.now();
    const during: Answer[] = [];
    // a few rounds of every kind of request while PostgreSQL is away (at least three seconds)
    for (let round = 0; round < 3 || Date.now() - cutDone < 3000; round++) {
      during.push(
        ...(await Promise.all([list(), detail(), update(`Outage ${round}`), create(`During outage ${round}`), health(), report()])),
      );
      await sleep(300);
    }
    const restoreAt = Date.now();
    await proxy.restore();

    const seconds = await recovery(restoreAt, [
      list,
      detail,
      () => update('Recovered'),
      () => create(`After ${Date.now()}`),
      health,
      report,
    ]);
    // a few more acknowledged writes after the restore, then stop the loop
    const countAfter = writes.answers.length;
    await until('three more writes after the restore', async () => (writes.answers.length >= countAfter + 3 ? true : undefined));
    await writes.stop();

    const outageMs = restoreAt - cutDone;
    process.stdout.write(
      `PostgreSQL outage: ${during.length} requests during ${outageMs} ms (slowest answer ${Math.max(...during.map((a) => a.ms))} ms), ` +
        `recovered ${seconds.toFixed(2)} s after the restore; write loop: ${writes.answers.length} writes, ` +
        `${writes.answers.filter(is2xx).length} acknowledged, ${writes.answers.filter((a) => a.status === 503).length} refused with 503\n`,
    );

    // every request during the outage: 503 with the message, no stack, no hang
    expect(notOutageAnswers(during)).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((a) => a.ms < 15_000)).toBe(true);
    expect(seconds).toBeLessThan(20);

    // the write loop: only 2xx or 503, never a hang or a 500
    const other = writes.answers.filter((a) => !is2xx(a) && a.status !== 503).map((a) => `${a.key}: ${a.status} ${a.text.slice(0, 200)}`);
    expect(other).toEqual([]);
    expect(writes.answers.some((a) => a.status === 503)).toBe(true);

    const { lost, halfWritten, refusedButThere } = await checkWrites(t, tenantId, writes, { from: cutDone, to: restoreAt });
    expect({ lost, halfWritten, refusedButThere }).toEqual({ lost: [], halfWritten: [], refusedButThere: [] });
    expect(cutDone - cutStarted).toBeLessThan(5000);
  }, 120_000);

  it('a report job running when PostgreSQL goes away is retried and ends SUCCEEDED with one file', async () => {
    // enough rows that the report is still running when the link is cut
    await t.sql(
      `INSERT INTO audit_log (event_type, tenant_id, username, object_table, object_id, action, ip, request_id)
       SELECT 'UPDATE', $1, 'user' || (i % 50), 'personnel', gen_random_uuid()::text, 'UPDATE', '10.0.0.' || (i % 200), 'seed-' || i
         FROM generate_series(1, 30000) i`,
      [tenantId],
    );
    const res = await admin.post(`${API}/reports/generate?async=true`).send({ reportType: 'AUDIT_ACTIVITY', format: 'PDF' }).expect(202);
    const runId: string = res.body.id;
    await until(
      'the run to be RUNNING',
      async () => {
        const [r] = await t.sql<{ status: string }>(`SELECT status FROM job_run WHERE id = $1`, [runId]);
        return r.status === 'RUNNING' ? true : r.status === 'SUCCEEDED' ? fail('the report finished before the outage') : undefined;
      },
      60_000,
    );
    await proxy.cut();
    await sleep(2000);
    await proxy.restore();

    const done = await until(
      'the run to finish after the restore',
      async () => {
        const [r] = await t.sql<{ status: string; attempts: number; error: string | null; file_key: string | null }>(
          `SELECT status, attempts, error, file_key FROM job_run WHERE id = $1`,
          [runId],
        );
        return ['SUCCEEDED', 'FAILED'].includes(r.status) ? r : undefined;
      },
      90_000,
    );
    const job = await t.app.get(QueueService).queue('reports').getJob(runId);
    process.stdout.write(`PostgreSQL outage during a report: run ${done.status} after ${done.attempts} attempt(s)\n`);
    expect(done).toMatchObject({ status: 'SUCCEEDED', error: null, file_key: `job-runs/${tenantId}/${runId}.pdf` });
    expect(done.attempts).toBeGreaterThan(1);
    expect(await job?.getState()).toBe('completed');
    expect(filesUnder(t.storageDir).filter((f) => f.includes(runId))).toEqual([join(t.storageDir, `job-runs/${tenantId}/${runId}.pdf`)]);
  }, 180_000);
});

function fail(message: string): never {
  throw new Error(message);
}
