import fs from 'node:fs';
import { login, waitForPath } from './lib.mjs';
import { api, choose, field, settle, signOut, toast } from './personnel-lib.mjs';

export const name = 'reports: generate with progress and download, schedule a report (add, details, delete), system scheduled jobs';

const ADMIN = ['admin.demo', 'Clearline-Demo-2026!'];
const SYSTEM_ADMIN = [process.env.ADMIN_USERNAME ?? 'admin', process.env.ADMIN_PASSWORD ?? 'Clearline-Admin-2026!'];
const JOB = 'E2E weekly users';

/** Expects the run's file to be offered and the page's outcome and toast "File Ready For Download.". */
async function expectRunDownload(page, expect, downloading) {
  const download = await downloading;
  expect.match(download.suggestedFilename(), /^Users-and-Roles-\d{4}-\d{2}-\d{2}\.csv$/);
  expect.match(fs.readFileSync(await download.path(), 'utf8'), /admin\.demo/);
  await page.getByTestId('run-download').getByText('File Ready For Download.').waitFor();
  await page.locator('.MuiSnackbar-root').filter({ hasText: 'File Ready For Download.' }).first().waitFor({ timeout: 10_000 });
}

/** Removes scheduled jobs an earlier run left. */
async function reset(page, baseUrl) {
  for (const j of await api(page, baseUrl, 'GET', '/scheduled-jobs?filter={"scope":"TENANT"}&range=[0,99]')) {
    if (j.name.startsWith('E2E ')) await api(page, baseUrl, 'DELETE', `/scheduled-jobs/${j.id}`);
  }
}

export async function run({ page, baseUrl, shot, expect }) {
  await login(page, baseUrl, ADMIN[0], ADMIN[1]);
  await reset(page, baseUrl);

  // ---- generate: choose, parameters, format; progress; download ----
  await page.goto(`${baseUrl}/reports`);
  await page.waitForURL((u) => u.pathname === '/reports/generate-reports');
  await page.getByRole('tab', { name: 'Generate Reports' }).waitFor();
  await choose(page, page, 'Report', 'Users and Roles');
  await page.getByText('User accounts with their roles and status').waitFor();
  await choose(page, page, 'Status', 'Active');
  await choose(page, page, 'Format', 'CSV');
  await shot('01-generate-form');
  const generated = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/v1/reports/generate'));
  await page.getByRole('button', { name: 'Generate Report' }).click();
  const runId = (await (await generated).json()).id;
  expect.match(runId, /^[0-9a-f-]{36}$/);
  const progress = page.getByTestId('run-progress');
  await progress.getByText('SUCCEEDED').waitFor({ timeout: 60_000 });
  expect.ok(await progress.getByRole('progressbar', { name: 'Progress' }).count(), 'a progress bar is shown');
  await shot('02-generated');
  const [download] = await Promise.all([page.waitForEvent('download'), progress.getByRole('button', { name: 'Download' }).click()]);
  expect.match(download.suggestedFilename(), /^Users-and-Roles-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect.match(csv, /Username,First Name,Last Name,Email,Status,Roles/);
  expect.match(csv, /admin\.demo/);
  await toast(page, 'File Ready For Download.');

  // ---- the e-mailed link /reports/runs/{id}/download: signed in, it downloads at once ----
  const runPath = `/reports/runs/${runId}/download`;
  let downloading = page.waitForEvent('download', { timeout: 20_000 });
  await page.goto(`${baseUrl}${runPath}`);
  await expectRunDownload(page, expect, downloading);
  await settle(page);
  await shot('02a-run-download');

  // signed out: /login, then back to the link after signing in, which downloads
  await signOut(page, baseUrl);
  await page.goto(`${baseUrl}${runPath}`);
  await waitForPath(page, '/login');
  downloading = page.waitForEvent('download', { timeout: 30_000 });
  await login(page, baseUrl, ADMIN[0], ADMIN[1], { here: true });
  await waitForPath(page, runPath);
  await expectRunDownload(page, expect, downloading);
  await settle(page);
  await shot('02b-run-download-after-sign-in');
  await page.goto(`${baseUrl}/reports/generate-reports`);

  // ---- schedule-reports: add-job, list, details (edit), delete ----
  await page.getByRole('tab', { name: 'Schedule Reports' }).click();
  await page.waitForURL((u) => u.pathname === '/reports/schedule-reports');
  await page.getByRole('button', { name: 'Add Job' }).click();
  await page.waitForURL((u) => u.pathname === '/reports/schedule-reports/add-job');
  await field(page, 'Name').fill(JOB);
  await choose(page, page, 'Report', 'Users and Roles');
  await choose(page, page, 'Frequency', 'Weekly');
  await choose(page, page, 'Day of Week', 'Friday');
  await field(page, 'Recipients').fill('security@acme.example');
  await shot('03-add-job');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Successfully Saved Scheduled Job.');
  await page.waitForURL((u) => u.pathname === '/reports/schedule-reports');
  const row = page.getByRole('row').filter({ hasText: JOB });
  await row.waitFor();
  expect.match(await row.innerText(), /Weekly 06:00/);
  await shot('04-schedule-list');
  await row.click();
  await page.waitForURL((u) => /\/reports\/schedule-reports\/[0-9a-f-]{36}\/details$/.test(u.pathname));
  await page.getByText('Run History').waitFor();
  await page.getByText('No runs yet.').waitFor();
  await choose(page, page, 'Frequency', 'Monthly');
  await field(page, 'Day of Month').fill('15');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Successfully Saved Scheduled Job.');
  await page.getByText('0 6 15 * *').waitFor();
  await shot('05-job-details');
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: "Yes I'm sure" }).click();
  await toast(page, 'Successfully Deleted Scheduled Job.');
  await page.waitForURL((u) => u.pathname === '/reports/schedule-reports');

  // a tenant administrator has no system scheduled jobs
  await page.goto(`${baseUrl}/scheduled-jobs`);
  await page.waitForURL((u) => u.pathname === '/');
  await signOut(page, baseUrl);

  // ---- scheduled-jobs (SYSTEM_SCHEDULED_JOBS): the seeded system jobs ----
  await login(page, baseUrl, SYSTEM_ADMIN[0], SYSTEM_ADMIN[1]);
  await page.goto(`${baseUrl}/scheduled-jobs`);
  await page.getByRole('row').filter({ hasText: 'Daily reminders' }).waitFor();
  await page.getByRole('link', { name: 'Queue Dashboard' }).waitFor();
  await shot('06-system-jobs');
  await page.getByRole('row').filter({ hasText: 'Daily reminders' }).click();
  await page.getByText('Reminders and open actions for what falls due').first().waitFor();
  await shot('07-system-job-details');
  await signOut(page, baseUrl);
}
