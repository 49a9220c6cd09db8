import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueueService } from '../../src/core/queue/queue.service';
import { WorkerService } from '../../src/core/queue/worker.service';
import { createTenant, signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const view = { canView: true, ui: true };
const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };
const PUBLIC_URL = 'https://clearline.example';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('scheduled report e-mails link the web app, not the API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    await t.app.get(WorkerService).start(1);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 120_000);

  it("links the web page that downloads the run's file after signing in", async () => {
    const tenantId = await createTenant(t, { name: 'Mail Link Tenant' });
    const admin = await signInAs(t, { tenantId, permissions: { TENANT_SCHEDULED_JOBS: ALL, REPORTS: view, REPORT_USERS_AND_ROLES: view } });
    const job = (
      await admin
        .post('/api/v1/scheduled-jobs/tenant')
        .send({ name: 'Users daily', reportType: 'USERS_AND_ROLES', format: 'CSV', frequency: 'DAILY', recipients: ['reader@b.example'] })
        .expect(201)
    ).body as { id: string };
    // fire the schedule now, as its scheduler would
    await t.app
      .get(QueueService)
      .add(
        'reports.generate',
        { tenantId, actorId: admin.user.id, actorTenantId: tenantId, scheduledJobId: job.id },
        { jobId: `mail-link-${job.id}` },
      );

    // the mail is queued just before the run is marked SUCCEEDED (so a crash in between cannot lose it):
    // wait for both
    let mail = '';
    let run: { id: string; hasFile: boolean } | undefined;
    for (const until = Date.now() + 90_000; Date.now() < until && !(mail && run?.hasFile);) {
      const f = readdirSync(t.mailDir).find((n) => n.endsWith('reader@b.example.eml'));
      // quoted-printable: join the soft line breaks
      if (f) mail = readFileSync(join(t.mailDir, f), 'utf8').replace(/=\r?\n/g, '');
      [run] = (await admin.get(`/api/v1/scheduled-jobs/${job.id}/runs`).expect(200)).body as Array<{ id: string; hasFile: boolean }>;
      if (!(mail && run?.hasFile)) await sleep(200);
    }
    expect(run?.hasFile).toBe(true);
    if (!run) return;
    expect(mail).toContain(`Download (sign-in required): ${PUBLIC_URL}/reports/runs/${run.id}/download`);
    // the API address answers 401 JSON to a reader who is not signed in: it must not be the link
    expect(mail).not.toContain('/api/v1/');
    await t.agent().get(`/api/v1/jobs/archives/${run.id}/download`).expect(401);
  }, 120_000);
});
