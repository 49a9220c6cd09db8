import { jest } from '@jest/globals';
import { REPORT_MESSAGES } from '@clearline/shared';
import { Worker } from 'bullmq';
import type TestAgent from 'supertest/lib/agent';
import { config } from '../../src/core/config/config';
import { STALLED_REASON } from '../../src/core/queue/job-handler';
import { QueueService } from '../../src/core/queue/queue.service';
import { createRedis } from '../../src/core/queue/redis';
import { WorkerService } from '../../src/core/queue/worker.service';
import { STALLED_RUN_ERROR } from '../../src/modules/jobs/run-executor';
import { RunFiles } from '../../src/modules/jobs/run-files';
import { runIdFor } from '../../src/modules/jobs/run-ids';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { createTenant, signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { binary, eventually, filesUnder, type RunBody, waitForRun } from './support';

const view = { canView: true, ui: true };
const STORAGE_DOWN = 'Storage is unavailable: connection reset by peer';

/**
 * How report runs end when something goes wrong: a transient failure is retried with back-off
 * (RETRYING, then SUCCEEDED), a permanent one ends FAILED after the last attempt, a job that BullMQ
 * fails outside the handler (stalled too often) does not leave its run unfinished, and a purged file
 * answers 410 rather than 404. Back-off and stall checks are shortened through the config.
 */
describe('report runs: retries, final failures, stalled jobs, purged files', () => {
  let t: TestApp;
  let officer: TestAgent;
  let files: RunFiles;
  let queues: QueueService;

  beforeAll(async () => {
    t = await startTestApp({ JOB_BACKOFF_MS: '100', JOB_LOCK_MS: '1000', JOB_STALLED_INTERVAL_MS: '500' });
    // one job at a time: the stalled-job test keeps the worker busy on purpose
    await t.app.get(WorkerService).start(1);
    files = t.app.get(RunFiles);
    queues = t.app.get(QueueService);
    const tenantId = await createTenant(t, { name: 'Run Failures Tenant' });
    officer = await signInAs(t, { tenantId, permissions: { REPORTS: view, REPORT_USERS_AND_ROLES: view } });
  }, 120_000);

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await t?.close();
  }, 120_000);

  const requestRun = async (): Promise<string> =>
    (await officer.post('/api/v1/reports/generate?async=true').send({ reportType: 'USERS_AND_ROLES' }).expect(202)).body.id;

  it('retries a transient failure of the file write: RETRYING, then SUCCEEDED on attempt 2 with its file', async () => {
    const queue = queues.queue('reports');
    // the first write fails; the queue is paused at that moment so the retry waits until the test has seen RETRYING
    const write = jest.spyOn(files, 'write').mockImplementationOnce(async () => {
      await queue.pause();
      throw new Error(STORAGE_DOWN);
    });
    try {
      const id = await requestRun();
      const retrying = await waitForRun(officer, id, (s) => s !== 'QUEUED' && s !== 'RUNNING');
      expect(retrying).toMatchObject({ status: 'RETRYING', attempts: 1, error: STORAGE_DOWN, hasFile: false, finishedAt: null });
      expect(await (await queue.getJob(id))!.getState()).toMatch(/^(delayed|paused|waiting)$/);
      await queue.resume();
      const done = await waitForRun(officer, id);
      expect(done).toMatchObject({ status: 'SUCCEEDED', attempts: 2, error: null, hasFile: true });
      expect(write).toHaveBeenCalledTimes(2);
      const file = await officer.get(`/api/v1/jobs/archives/${id}/download`).buffer(true).parse(binary).expect(200);
      expect((file.body as Buffer).length).toBeGreaterThan(0);
    } finally {
      await queue.resume();
    }
  }, 120_000);

  it('ends FAILED with the reason after the last of five attempts when the write keeps failing', async () => {
    const write = jest.spyOn(files, 'write').mockRejectedValue(new Error(STORAGE_DOWN));
    const id = await requestRun();
    const done = await waitForRun(officer, id);
    expect(done).toMatchObject({ status: 'FAILED', attempts: 5, error: STORAGE_DOWN, hasFile: false, finishedAt: expect.any(String) });
    expect(write).toHaveBeenCalledTimes(5);
    const res = await officer.get(`/api/v1/jobs/archives/${id}/download`).expect(404);
    expect(res.body.message).toBe('This run has not produced a file yet (status FAILED).');
  }, 120_000);

  it('marks the run FAILED when BullMQ fails its job outside the handler (stalled more than allowed)', async () => {
    const queue = queues.queue('reports');
    // keep the only worker busy on another run while a second worker takes the job and stops renewing its lock
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let busy!: () => void;
    const started = new Promise<void>((r) => (busy = r));
    const write = jest.spyOn(files, 'write').mockImplementationOnce(async (...args) => {
      busy();
      await gate;
      return RunFiles.prototype.write.apply(files, args);
    });
    const connection = createRedis(config().redisUrl, 'test-stalling-worker');
    const dying = new Worker('reports', null, { connection, prefix: config().redisPrefix, autorun: false, lockDuration: 1000 });
    try {
      const blocker = await requestRun();
      await started;
      const id = await requestRun();
      for (let stall = 1; stall <= 2; stall++) {
        const taken = await eventually(
          `taking job ${id}`,
          async () => (await dying.getNextJob(`dying-${stall}`, { block: false })) ?? undefined,
        );
        expect(taken.id).toBe(id);
        // what a worker that starts the run and then dies leaves behind
        await t.sql(`UPDATE job_run SET status = 'RUNNING', attempts = $2, started_at = now() WHERE id = $1`, [id, stall]);
        await eventually(`stall ${stall} of job ${id}`, async () => {
          const job = await queue.getJob(id);
          return job && job.stalledCounter >= stall && (await job.getState()) === 'waiting' ? true : undefined;
        });
      }
      expect((await queue.getJob(id))!.deferredFailure).toBe(STALLED_REASON);
      release();
      expect((await waitForRun(officer, blocker)).status).toBe('SUCCEEDED');
      const failed = await waitForRun(officer, id);
      expect(failed).toMatchObject({ status: 'FAILED', error: STALLED_RUN_ERROR, hasFile: false, finishedAt: expect.any(String) });
      expect(await (await queue.getJob(id))!.getState()).toBe('failed');
      // the handler never ran for it: the one write is the blocker's
      expect(write).toHaveBeenCalledTimes(1);
    } finally {
      release();
      await dying.close();
      await connection.quit().catch(() => undefined);
    }
  }, 120_000);

  it('answers 410 with the file-gone message for a purged file, keeps its name, and 404 for a run without a file', async () => {
    const old = await requestRun();
    const recent = await requestRun();
    const oldRun = await waitForRun(officer, old);
    expect(oldRun).toMatchObject({ status: 'SUCCEEDED', hasFile: true });
    expect((await waitForRun(officer, recent)).status).toBe('SUCCEEDED');
    const [{ file_key: oldKey }] = await t.sql<{ file_key: string }>(`SELECT file_key FROM job_run WHERE id = $1`, [old]);
    expect(filesUnder(t.storageDir).some((f) => f.endsWith(oldKey))).toBe(true);
    await t.sql(`UPDATE job_run SET finished_at = now() - make_interval(days => $2) WHERE id = $1`, [
      old,
      config().reportRetentionDays + 1,
    ]);

    const purge = await queues.add('maintenance.purge-job-archives', { tenantId: null, actorId: null });
    const purgeRunId = runIdFor('maintenance', String(purge.id));
    const purged = await eventually('the purge run', async () => {
      const [r] = await t.sql<{ status: string; result: { purged: number } }>(`SELECT status, result FROM job_run WHERE id = $1`, [
        purgeRunId,
      ]);
      return r && ['SUCCEEDED', 'FAILED'].includes(r.status) ? r : undefined;
    });
    expect(purged).toEqual({ status: 'SUCCEEDED', result: expect.objectContaining({ purged: 1 }) });

    expect(filesUnder(t.storageDir).some((f) => f.endsWith(oldKey))).toBe(false);
    const after = (await officer.get(`/api/v1/jobs/${old}`).expect(200)).body as RunBody;
    expect(after).toMatchObject({ status: 'SUCCEEDED', hasFile: false, fileName: oldRun.fileName });
    const gone = await officer.get(`/api/v1/jobs/archives/${old}/download`).expect(410);
    expect(gone.body.message).toBe(REPORT_MESSAGES.fileGone);
    const link = await officer.get(`/api/v1/jobs/${old}/download-url`).expect(410);
    expect(link.body.message).toBe(REPORT_MESSAGES.fileGone);
    // the recent run keeps its file
    expect((await officer.get(`/api/v1/jobs/${recent}`).expect(200)).body.hasFile).toBe(true);
    await officer.get(`/api/v1/jobs/archives/${recent}/download`).expect(200);
    // a run that never produces a file is still a 404
    const sys = await signInAs(t, { tenantId: SYSTEM_TENANT_ID, permissions: { SYSTEM_SCHEDULED_JOBS: view } });
    const none = await sys.get(`/api/v1/jobs/archives/${purgeRunId}/download`).expect(404);
    expect(none.body.message).toBe('This run does not produce a file.');
  }, 120_000);
});
