import { join } from 'node:path';
import { QueueService } from '../../src/core/queue/queue.service';
import { WorkerService } from '../../src/core/queue/worker.service';
import { filesUnder } from '../reports/support';
import { createUser } from '../support/auth';
import { TcpProxy } from '../support/tcp-proxy';
import { startTestApp, type TestApp } from '../support/test-app';
import { full, newTenant, sessionAgent } from '../tenancy/support';
import type { Agent } from '../tenancy/walk';
import { type Answer, checkWrites, is2xx, notOutageAnswers, recovery, send, sleep, until, WriteLoop } from './support';

const API = '/api/v1';
const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

/**
 * Redis goes away under the running app and its workers (a TCP proxy in front of Redis resets every
 * connection and refuses new ones) and comes back. Sessions, one-time codes, rate limits and queues
 * live there: requests meanwhile answer 503 with a message, never hang, the process stays up, every
 * route works again within seconds, acknowledged writes are all there, and a job caught by the outage
 * ends completed (never stuck active).
 */
describe('Redis outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let admin: Agent;
  let tenantId: string;
  let facilityId: string;
  let login: { username: string; password: string };

  beforeAll(async () => {
    proxy = await TcpProxy.start({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    t = await startTestApp({
      REDIS_URL: proxy.route(REDIS.toString()),
      JOB_BACKOFF_MS: '1000',
      JOB_LOCK_MS: '5000',
      JOB_STALLED_INTERVAL_MS: '2000',
    });
    await t.app.get(WorkerService).start(1);
    tenantId = await newTenant(t, { name: 'Redis Outage Tenant' });
    admin = (await sessionAgent(t, { tenantId, permissions: full('FACILITIES', 'REPORTS', 'REPORT_AUDIT_ACTIVITY') })) as Agent;
    const created = await admin.post(`${API}/facilities`).send({ facilityName: 'Redis HQ', city: 'Arlington', state: 'VA' }).expect(201);
    facilityId = created.body.id;
    const user = await createUser(t, { tenantId, permissions: { FACILITIES: { canView: true } } });
    login = { username: user.username, password: user.password };
  }, 120_000);

  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await proxy?.close();
  }, 120_000);

  const list = () => send('GET /facilities', admin.get(`${API}/facilities`));
  const detail = () => send('GET /facilities/:id', admin.get(`${API}/facilities/${facilityId}`));
  const update = (city: string) =>
    send('PUT /facilities/:id', admin.put(`${API}/facilities/${facilityId}`).send({ facilityName: 'Redis HQ', city }));
  const create = (name: string) => send('POST /facilities', admin.post(`${API}/facilities`).send({ facilityName: name, city: 'Reston' }));
  const reports: Answer[] = [];
  const report = async () => {
    const a = await send(
      'POST /reports/generate',
      admin.post(`${API}/reports/generate?async=true`).send({ reportType: 'AUDIT_ACTIVITY', format: 'CSV' }),
    );
    reports.push(a);
    return a;
  };
  /** signing in: rate limit counters and the one-time code live in Redis (a 401 asking for the code is the normal answer) */
  const signIn = () => send('POST /auth/login', t.agent().post(`${API}/auth/login`).type('form').send(login));
  const health = () => send('GET /health', t.agent().get(`${API}/health`));

  it('answers 503 during the outage, recovers within seconds, loses no acknowledged write', async () => {
    for (const a of [await list(), await detail(), await update('Arlington'), await create('Before the outage'), await report()]) {
      expect(`${a.what} ${is2xx(a)}`).toBe(`${a.what} true`);
    }
    expect((await signIn()).status).toBe(401);
    expect((await health()).status).toBe(200);

    const writes = new WriteLoop(
      (key) => admin.post(`${API}/facilities`).send({ facilityName: key, city: 'Herndon' }),
      'redis-outage',
    ).start();
    await until('five acknowledged writes before the outage', async () => (writes.answers.filter(is2xx).length >= 5 ? true : undefined));

    await proxy.cut();
    const cutDone = Date.now();
    const during: Answer[] = [];
    const healthDuring: Answer[] = [];
    for (let round = 0; round < 3 || Date.now() - cutDone < 3000; round++) {
      during.push(
        ...(await Promise.all([list(), detail(), update(`Outage ${round}`), create(`During outage ${round}`), report(), signIn()])),
      );
      healthDuring.push(await health());
      await sleep(300);
    }
    const restoreAt = Date.now();
    await proxy.restore();

    const seconds = await recovery(restoreAt, [
      list,
      detail,
      () => update('Recovered'),
      () => create(`After ${Date.now()}`),
      report,
      health,
    ]);
    const countAfter = writes.answers.length;
    await until('three more writes after the restore', async () => (writes.answers.length >= countAfter + 3 ? true : undefined));
    await writes.stop();

    process.stdout.write(
      `Redis outage: ${during.length} requests during ${restoreAt - cutDone} ms (slowest answer ${Math.max(...during.map((a) => a.ms))} ms), ` +
        `recovered ${seconds.toFixed(2)} s after the restore; write loop: ${writes.answers.length} writes, ` +
        `${writes.answers.filter(is2xx).length} acknowledged, ${writes.answers.filter((a) => a.status === 503).length} refused with 503\n`,
    );

    expect(notOutageAnswers(during)).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((a) => a.ms < 15_000)).toBe(true);
    // the health route keeps its own shape: 503 naming the service that is down
    expect(healthDuring.map((a) => [a.status, a.body])).toEqual(
      healthDuring.map(() => [503, { status: 'error', database: 'up', redis: 'down' }]),
    );
    expect(seconds).toBeLessThan(20);

    const other = writes.answers.filter((a) => !is2xx(a) && a.status !== 503).map((a) => `${a.key}: ${a.status} ${a.text.slice(0, 200)}`);
    expect(other).toEqual([]);
    expect(writes.answers.some((a) => a.status === 503)).toBe(true);
    expect(await checkWrites(t, tenantId, writes, { from: cutDone, to: restoreAt })).toEqual({
      lost: [],
      halfWritten: [],
      refusedButThere: [],
    });
    // a report request refused during the outage recorded no run: exactly one run per accepted request, none failed
    const runs = await t.sql<{ status: string }>(`SELECT status FROM job_run WHERE tenant_id = $1`, [tenantId]);
    expect(runs.length).toBe(reports.filter(is2xx).length);
    expect(runs.filter((r) => r.status === 'FAILED')).toEqual([]);
  }, 120_000);

  it('a report job running when Redis goes away ends completed with one file, never stuck active', async () => {
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
        if (r.status === 'SUCCEEDED') throw new Error('the report finished before the outage');
        return r.status === 'RUNNING' ? true : undefined;
      },
      60_000,
    );
    await proxy.cut();
    await sleep(3000);
    await proxy.restore();

    const queue = t.app.get(QueueService).queue('reports');
    const done = await until(
      'the run to finish and its job to leave the active state',
      async () => {
        const [r] = await t.sql<{ status: string; attempts: number; error: string | null; file_key: string | null }>(
          `SELECT status, attempts, error, file_key FROM job_run WHERE id = $1`,
          [runId],
        );
        // the app's connection may still be reconnecting: that is a 'not yet', not a failure
        const state = await queue
          .getJob(runId)
          .then((job) => job?.getState())
          .catch(() => 'unknown');
        return ['SUCCEEDED', 'FAILED'].includes(r.status) && ['completed', 'failed'].includes(state ?? '') ? { ...r, state } : undefined;
      },
      90_000,
    );
    process.stdout.write(`Redis outage during a report: run ${done.status} after ${done.attempts} attempt(s), job ${done.state}\n`);
    expect(done).toMatchObject({ status: 'SUCCEEDED', error: null, file_key: `job-runs/${tenantId}/${runId}.pdf`, state: 'completed' });
    expect(filesUnder(t.storageDir).filter((f) => f.includes(runId))).toEqual([join(t.storageDir, `job-runs/${tenantId}/${runId}.pdf`)]);
    expect(await t.sql(`SELECT count(*)::int AS n FROM audit_log WHERE object_id = $1 AND action = 'REPORT_GENERATED'`, [runId])).toEqual([
      { n: 1 },
    ]);
  }, 180_000);
});
