import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { SERVER_ROOT } from '../../src/core/paths';
import { QueueService } from '../../src/core/queue/queue.service';
import { binary, filesUnder } from '../reports/support';
import { pdfTextLines } from '../support/pdf-text';
import { createTenant, signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const view = { canView: true, ui: true };
/** the first cell of an audit report row: the event time */
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** GET /jobs/{id} */
interface RunAnswer {
  status: string;
  stalled: boolean;
  attempts: number;
  progress: number;
  finishedAt: string | null;
}

interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real worker (src/worker.ts) in a process of its own against the suite's database and Redis prefix. */
function startWorker(): WorkerProcess {
  const child = spawn(process.execPath, [join(SERVER_ROOT, 'test/jobs/support/ts-worker.cjs')], {
    env: { ...process.env, LOG_LEVEL: 'warn', JOB_LOCK_MS: '3000', JOB_STALLED_INTERVAL_MS: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs: number, w?: WorkerProcess): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen within ${timeoutMs} ms${w ? `\nworker output:\n${w.output()}` : ''}`);
    await sleep(100);
  }
}

/**
 * A worker process killed with SIGKILL in the middle of a report run: until a worker starts again the run is
 * answered as stalled (no worker holds its job); then BullMQ's stalled-job check hands the job over, the run
 * (keyed by the job) is continued as a second attempt, and it ends finished exactly once with exactly one
 * output file.
 */
describe('a worker killed in the middle of a run', () => {
  let t: TestApp;
  let officer: TestAgent;
  let tenantId: string;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    t = await startTestApp({ JOB_LOCK_MS: '3000', JOB_STALLED_INTERVAL_MS: '1000' });
    tenantId = await createTenant(t, { name: 'Kill Tenant' });
    officer = await signInAs(t, { tenantId, permissions: { REPORTS: view, REPORT_AUDIT_ACTIVITY: view } });
    // enough rows that a PDF takes several seconds
    await t.sql(
      `INSERT INTO audit_log (event_type, tenant_id, username, object_table, object_id, action, ip, request_id)
       SELECT 'UPDATE', $1, 'user' || (i % 50), 'personnel', gen_random_uuid()::text, 'UPDATE', '10.0.0.' || (i % 200), 'req-' || i
         FROM generate_series(1, 40000) i`,
      [tenantId],
    );
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => Promise.race([w.exited, new Promise((r) => setTimeout(r, 10_000).unref())])));
    for (const w of workers) {
      if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
      w.child.stdout?.destroy();
      w.child.stderr?.destroy();
    }
    await t?.close();
  }, 120_000);

  it('finishes the run exactly once, with one file, after a restart', async () => {
    const first = startWorker();
    workers.push(first);
    await until(
      'the first worker start',
      async () => (first.output().includes('Clearline worker is running') ? true : undefined),
      90_000,
      first,
    );

    const res = await officer.post('/api/v1/reports/generate?async=true').send({ reportType: 'AUDIT_ACTIVITY', format: 'PDF' }).expect(202);
    const runId: string = res.body.id;
    const progressed = await until(
      'progress of the run',
      async () => {
        const [r] = await t.sql<{ status: string; rows_written: string | null }>(`SELECT status, rows_written FROM job_run WHERE id = $1`, [
          runId,
        ]);
        return r.status === 'RUNNING' && Number(r.rows_written) > 0 ? r : undefined;
      },
      60_000,
      first,
    );
    expect(Number(progressed.rows_written)).toBeLessThan(40000);
    // while its worker holds the job, the run is answered as running, not stalled
    const live = await until(
      'the running run answered as not stalled',
      async () => {
        const r = (await officer.get(`/api/v1/jobs/${runId}`).expect(200)).body as RunAnswer;
        return r.status === 'RUNNING' && r.stalled === false ? r : undefined;
      },
      60_000,
      first,
    );
    expect(live.attempts).toBe(1);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const [killed] = await t.sql<{ status: string }>(`SELECT status FROM job_run WHERE id = $1`, [runId]);
    expect(killed.status).toBe('RUNNING');

    // no worker holds the job now: once its lock runs out (JOB_LOCK_MS) the run is answered as stalled, and stays
    // so while no worker takes it over; it never reads as a run still making progress
    const stalled = await until(
      'the run answered as stalled',
      async () => {
        const r = (await officer.get(`/api/v1/jobs/${runId}`).expect(200)).body as RunAnswer;
        return r.stalled === true ? r : undefined;
      },
      60_000,
    );
    expect(stalled).toMatchObject({ status: 'RUNNING', stalled: true, attempts: 1, finishedAt: null });
    await sleep(1_500);
    expect((await officer.get(`/api/v1/jobs/${runId}`).expect(200)).body).toMatchObject({ status: 'RUNNING', stalled: true, attempts: 1 });

    const second = startWorker();
    workers.push(second);
    const done = await until(
      'the run to finish after the restart',
      async () => {
        const [r] = await t.sql<{ status: string; rows_written: string; attempts: number; file_key: string; error: string | null }>(
          `SELECT status, rows_written, attempts, file_key, error FROM job_run WHERE id = $1`,
          [runId],
        );
        return ['SUCCEEDED', 'FAILED'].includes(r.status) ? r : undefined;
      },
      120_000,
      second,
    );
    // two starts of the job: the first worker's, and the second's after it took the job over
    expect(done).toMatchObject({ status: 'SUCCEEDED', error: null, attempts: 2, file_key: `job-runs/${tenantId}/${runId}.pdf` });
    expect((await officer.get(`/api/v1/jobs/${runId}`).expect(200)).body).toMatchObject({
      status: 'SUCCEEDED',
      stalled: false,
      attempts: 2,
      progress: 100,
    });
    // the seeded rows plus the tenant's own audit rows of this test (sign-in, the request)
    expect(Number(done.rows_written)).toBeGreaterThanOrEqual(40000);

    // exactly one run, one generated-audit row, one file, no half-written leftovers in storage
    expect(await t.sql(`SELECT count(*)::int AS n FROM job_run WHERE id = $1::uuid OR queue_job_id = $1::text`, [runId])).toEqual([
      { n: 1 },
    ]);
    expect(await t.sql(`SELECT count(*)::int AS n FROM audit_log WHERE object_id = $1 AND action = 'REPORT_GENERATED'`, [runId])).toEqual([
      { n: 1 },
    ]);
    const files = filesUnder(t.storageDir).filter((f) => f.includes(runId));
    expect(files).toEqual([join(t.storageDir, `job-runs/${tenantId}/${runId}.pdf`)]);
    const job = await t.app.get(QueueService).queue('reports').getJob(runId);
    expect(await job?.getState()).toBe('completed');

    // and the file is whole: a complete PDF holding every row of the run once, the seeded ones with their values
    const file = await officer.get(`/api/v1/jobs/archives/${runId}/download`).buffer(true).parse(binary).expect(200);
    const pdf = file.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-32).toString('latin1')).toMatch(/startxref\s+\d+\s+%%EOF\s*$/);
    const lines = pdfTextLines(pdf);
    expect(lines[0]).toBe('Audit Activity');
    // one time cell (the first column) per row
    expect(lines.filter((l) => TIME.test(l)).length).toBe(Number(done.rows_written));
    const seeded = lines.filter((l) => /^req-\d+$/.test(l));
    expect(seeded.length).toBe(40000);
    expect(new Set(seeded).size).toBe(40000);
    for (const i of [1, 20000, 40000]) {
      const at = lines.indexOf(`req-${i}`);
      const row = lines.slice(at - 7, at + 1);
      expect({ i, row: row.map((c, k) => (k === 0 && TIME.test(c) ? 'TIME' : k === 4 && /^[0-9a-f-]+…?$/.test(c) ? 'UUID' : c)) }).toEqual({
        i,
        row: ['TIME', 'UPDATE', `user${i % 50}`, 'personnel', 'UUID', 'UPDATE', `10.0.0.${i % 200}`, `req-${i}`],
      });
    }
    // every page is there, numbered in order
    const pages = lines.filter((l) => l.startsWith('Audit Activity — page ')).map((l) => Number(l.slice('Audit Activity — page '.length)));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(Array.from({ length: pages.length }, (_, k) => k + 1));
    expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(pages.length);
  }, 300_000);
});
