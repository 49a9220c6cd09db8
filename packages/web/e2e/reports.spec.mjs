import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectPath, login, useSession } from './lib.mjs';
import { api, choose, field, settle, signOut, toast } from './personnel-lib.mjs';

const ADMIN = ['admin.demo', 'Clearline-Demo-2026!'];
const SYSTEM_ADMIN = [process.env.ADMIN_USERNAME ?? 'admin', process.env.ADMIN_PASSWORD ?? 'Clearline-Admin-2026!'];
const JOB = 'E2E weekly users';
const CSV_NAME = /^Users-and-Roles-\d{4}-\d{2}-\d{2}\.csv$/;

test.describe
  .serial('reports: generate with progress and download, schedule a report (add, details, delete), system scheduled jobs', () => {
  let page, baseUrl, shot;
  useSession('reports', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });
  const progress = () => page.getByTestId('run-progress');
  const jobRow = () => page.getByRole('row').filter({ hasText: JOB });
  let runId, runPath, download, downloading, jobId;
  /** The tenant's scheduled jobs as the server stores them. */
  const storedJobs = () => api(page, baseUrl, 'GET', '/scheduled-jobs?filter={"scope":"TENANT"}&range=[0,99]');

  test('the tenant administrator signs in with no scheduled job left from an earlier run', async () => {
    await login(page, baseUrl, ADMIN[0], ADMIN[1]);
    for (const j of await api(page, baseUrl, 'GET', '/scheduled-jobs?filter={"scope":"TENANT"}&range=[0,99]')) {
      if (j.name.startsWith('E2E ')) await api(page, baseUrl, 'DELETE', `/scheduled-jobs/${j.id}`);
    }
    const left = await api(page, baseUrl, 'GET', '/scheduled-jobs?filter={"scope":"TENANT"}&range=[0,99]');
    expect(left.filter((j) => j.name.startsWith('E2E '))).toEqual([]);
  });

  // ---- generate: choose, parameters, format; progress; download ----
  test('/reports opens the Generate Reports tab', async () => {
    await page.goto(`${baseUrl}/reports`);
    await expectPath(page, '/reports/generate-reports');
    await expect(page.getByRole('tab', { name: 'Generate Reports' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Generate Report' })).toBeVisible();
  });

  test('choosing a report shows its description', async () => {
    await choose(page, page, 'Report', 'Users and Roles');
    await expect(page.getByText('User accounts with their roles and status')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Report/ })).toHaveText('Users and Roles');
  });

  test('Generate Report starts a run', async () => {
    await choose(page, page, 'Status', 'Active');
    await choose(page, page, 'Format', 'CSV');
    await shot('01-generate-form');
    const generated = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/v1/reports/generate'));
    await page.getByRole('button', { name: 'Generate Report' }).click();
    runId = (await (await generated).json()).id;
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('the run reaches SUCCEEDED', async () => {
    await expect(progress().getByText('SUCCEEDED')).toBeVisible({ timeout: 60_000 });
    const run = await api(page, baseUrl, 'GET', `/jobs/${runId}`);
    expect(run).toMatchObject({ status: 'SUCCEEDED', progress: 100, hasFile: true });
    expect(run.fileName).toMatch(CSV_NAME);
  });

  test('a progress bar is shown', async () => {
    await expect(progress().getByRole('progressbar', { name: 'Progress' })).not.toHaveCount(0);
    await shot('02-generated');
  });

  test('Download offers the CSV under the report name and date', async () => {
    [download] = await Promise.all([page.waitForEvent('download'), progress().getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(CSV_NAME);
  });

  test('the CSV has the report columns', async () => {
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toMatch(/Username,First Name,Last Name,Email,Status,Roles/);
  });

  test('the CSV lists the tenant administrator', async () => {
    expect(fs.readFileSync(await download.path(), 'utf8')).toMatch(/admin\.demo/);
  });

  test('the download shows the toast "File Ready For Download."', async () => {
    await toast(page, 'File Ready For Download.');
  });

  // ---- the e-mailed link /reports/runs/{id}/download: signed in, it downloads at once ----
  /** Expects the run's file to be offered, and the page's outcome and toast "File Ready For Download.". */
  async function expectRunDownload() {
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(CSV_NAME);
    expect(fs.readFileSync(await file.path(), 'utf8')).toMatch(/admin\.demo/);
    await expect(page.getByTestId('run-download').getByText('File Ready For Download.')).toBeVisible();
    await expect(page.locator('.MuiSnackbar-root').filter({ hasText: 'File Ready For Download.' }).first()).toBeVisible();
  }

  test('signed in, the e-mailed run link downloads the file at once', async () => {
    runPath = `/reports/runs/${runId}/download`;
    downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.goto(`${baseUrl}${runPath}`);
    await expectRunDownload();
    await settle(page);
    await shot('02a-run-download');
  });

  // signed out: /login, then back to the link after signing in, which downloads
  test('signed out, the run link leads to /login', async () => {
    await signOut(page, baseUrl);
    await page.goto(`${baseUrl}${runPath}`);
    await expectPath(page, '/login');
  });

  test('signing in there returns to the run link', async () => {
    downloading = page.waitForEvent('download', { timeout: 60_000 });
    await login(page, baseUrl, ADMIN[0], ADMIN[1], { here: true });
    await expectPath(page, runPath);
  });

  test('back on the run link, the file downloads', async () => {
    await expectRunDownload();
    await settle(page);
    await shot('02b-run-download-after-sign-in');
  });

  // ---- schedule-reports: add-job, list, details (edit), delete ----
  test('the Schedule Reports tab opens /reports/schedule-reports', async () => {
    await page.goto(`${baseUrl}/reports/generate-reports`);
    await page.getByRole('tab', { name: 'Schedule Reports' }).click();
    await expectPath(page, '/reports/schedule-reports');
  });

  test('Add Job opens the add-job form', async () => {
    await page.getByRole('button', { name: 'Add Job' }).click();
    await expectPath(page, '/reports/schedule-reports/add-job');
  });

  test('a weekly job is saved with a toast', async () => {
    await field(page, 'Name').fill(JOB);
    await choose(page, page, 'Report', 'Users and Roles');
    await choose(page, page, 'Frequency', 'Weekly');
    await choose(page, page, 'Day of Week', 'Friday');
    await field(page, 'Recipients').fill('security@acme.example');
    await shot('03-add-job');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Saved Scheduled Job.');
  });

  test('after saving, the schedule list is shown', async () => {
    await expectPath(page, '/reports/schedule-reports');
  });

  test('the list shows the job', async () => {
    await expect(jobRow()).toHaveCount(1);
    const job = (await storedJobs()).find((j) => j.name === JOB);
    expect(job).toMatchObject({ frequency: 'WEEKLY', dayOfWeek: 'FRIDAY', recipients: ['security@acme.example'] });
    jobId = job.id;
  });

  test('the job runs weekly at 06:00', async () => {
    await expect(jobRow()).toContainText(/Weekly 06:00/);
    await shot('04-schedule-list');
  });

  test('the job opens its details', async () => {
    await jobRow().click();
    await expect(page).toHaveURL((u) => u.pathname === `/reports/schedule-reports/${jobId}/details`);
  });

  test('the details show the run history', async () => {
    await expect(page.getByText('Run History')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(JOB);
  });

  test('a new job has no runs yet', async () => {
    await expect(page.getByText('No runs yet.')).toBeVisible();
    expect(await api(page, baseUrl, 'GET', `/scheduled-jobs/${jobId}/runs`)).toEqual([]);
  });

  test('a monthly schedule is saved with a toast', async () => {
    await choose(page, page, 'Frequency', 'Monthly');
    await field(page, 'Day of Month').fill('15');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Saved Scheduled Job.');
  });

  test('the saved schedule is the 15th of the month at 06:00', async () => {
    await expect(page.getByText('0 6 15 * *')).toBeVisible();
    expect(await api(page, baseUrl, 'GET', `/scheduled-jobs/${jobId}`)).toMatchObject({
      frequency: 'MONTHLY',
      dayOfMonth: 15,
      cron: '0 6 15 * *',
    });
    await shot('05-job-details');
  });

  test('Delete, confirmed, deletes the job with a toast', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: "Yes I'm sure" }).click();
    await toast(page, 'Successfully Deleted Scheduled Job.');
  });

  test('after deleting, the schedule list is shown without the job', async () => {
    await expectPath(page, '/reports/schedule-reports');
    await expect(jobRow()).toHaveCount(0);
    expect((await storedJobs()).filter((j) => j.name === JOB)).toEqual([]);
  });

  test('a tenant administrator is sent from the system scheduled jobs to /', async () => {
    await page.goto(`${baseUrl}/scheduled-jobs`);
    await expectPath(page, '/');
  });

  // ---- scheduled-jobs (SYSTEM_SCHEDULED_JOBS): the seeded system jobs ----
  test('the system administrator sees the seeded daily reminders job', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, SYSTEM_ADMIN[0], SYSTEM_ADMIN[1]);
    await page.goto(`${baseUrl}/scheduled-jobs`);
    await expect(page.getByRole('row').filter({ hasText: 'Daily reminders' })).toHaveCount(1);
    const system = await api(page, baseUrl, 'GET', '/scheduled-jobs?filter={"scope":"SYSTEM"}&range=[0,99]');
    expect(system.find((j) => j.name === 'Daily reminders')).toMatchObject({ scope: 'SYSTEM', frequency: 'DAILY' });
  });

  test('the system scheduled jobs link to the queue dashboard', async () => {
    await expect(page.getByRole('link', { name: 'Queue Dashboard' })).toHaveAttribute('href', '/api/v1/admin/queues');
    await shot('06-system-jobs');
  });

  test('a system job opens its details', async () => {
    await page.getByRole('row').filter({ hasText: 'Daily reminders' }).click();
    await expect(page.getByText('Reminders and open actions for what falls due').first()).toBeVisible();
    // the seeded job's fixed id
    await expect(page).toHaveURL((u) => u.pathname === '/scheduled-jobs/00000000-0000-4000-8000-00000000a001/details');
    await shot('07-system-job-details');
  });
});
