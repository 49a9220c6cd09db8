import { expect, test } from '@playwright/test';
import { expectPath, login, mailFiles, tenantDay, useSession, waitForMailMatch } from './lib.mjs';
import { signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const FACILITY = 'Acme Dayton Test Range';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n% bulk e2e ' + Date.now() + '\n');

test.describe.serial('facility bulk actions: the menu, a reminder and an annual training upload with progress and result', () => {
  let page, baseUrl, shot, facilityId;
  useSession('facility-bulk', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });
  const dialog = () => page.getByRole('dialog');

  /** Waits (generously) for the run in the dialog to finish and answers its summary text. */
  async function finished() {
    const progress = dialog().getByTestId('bulk-progress');
    await expect(progress.getByText('SUCCEEDED')).toBeVisible({ timeout: 120_000 });
    await expect(dialog().getByTestId('bulk-counts')).toBeVisible();
    return progress;
  }

  test('the FSO opens a seeded facility and sees Bulk Actions in its header', async () => {
    await login(page, baseUrl, ...FSO);
    const res = await page.request.get(`${baseUrl}/api/v1/facilities?q=${encodeURIComponent(FACILITY)}`);
    expect(res.ok()).toBe(true);
    facilityId = (await res.json()).find((f) => f.facilityName === FACILITY).id;
    await page.goto(`${baseUrl}/facilities/${facilityId}`);
    await expectPath(page, `/facilities/${facilityId}/openActions`);
    await expect(page.getByRole('heading', { name: FACILITY })).toBeVisible();
    await page.getByRole('button', { name: 'Bulk Actions' }).click();
    for (const item of ['Send Reminder', 'Upload Annual Training Document', 'Upload Employee Document', 'Upload Facility Document']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await shot('01-menu');
  });

  test('Send Reminder e-mails the people with open actions and shows who was sent and who was skipped', async () => {
    const seen = new Set(mailFiles());
    await page.getByRole('menuitem', { name: 'Send Reminder' }).click();
    await expect(dialog().getByRole('heading', { name: /Send Reminder/ })).toBeVisible();
    await dialog().getByLabel('Message').fill('Please close these before the DCSA security review next month.');
    await shot('02-reminder-form');
    await dialog().getByRole('button', { name: 'Start' }).click();
    await toast(page, 'Send Reminder:');
    const progress = await finished();
    await expect(progress.getByText(/^Sent: \d+$/)).toBeVisible();
    await expect(progress.getByRole('row').filter({ hasText: 'Sent' }).first()).toBeVisible();
    await shot('03-reminder-result');
    const intro = await waitForMailMatch(
      seen,
      /(The security office of Acme Dayton Test Range reminds you of your \d+ open actions?)[\s\S]*Please close these before the DCSA security review next month\./,
      90_000,
    );
    expect(intro).toMatch(/reminds you of your \d+ open action/);
    await dialog().getByRole('button', { name: 'Close' }).click();
    await expect(dialog()).toHaveCount(0);
  });

  test('a training upload without a name is refused in the dialog', async () => {
    await page.getByRole('button', { name: 'Bulk Actions' }).click();
    await page.getByRole('menuitem', { name: 'Upload Annual Training Document' }).click();
    await dialog().locator('input[type=file]').setInputFiles({ name: 'annual-refresher.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog().getByRole('button', { name: 'Start' }).click();
    await expect(dialog().getByText('Training Name is required')).toBeVisible();
    // nothing started: the dialog stays open with the chosen file
    await expect(dialog().getByText('annual-refresher.pdf')).toBeVisible();
  });

  test('Upload Annual Training Document attaches the file to every cleared employee, with progress and a result per person', async () => {
    await dialog().getByLabel('Training Name').fill('2026 Annual Security Refresher');
    await expect(dialog().getByText('annual-refresher.pdf')).toBeVisible();
    await shot('04-training-form');
    await dialog().getByRole('button', { name: 'Start' }).click();
    await expect(dialog().getByTestId('bulk-progress')).toBeVisible();
    await shot('05-training-progress');
    const progress = await finished();
    await expect(progress.getByText(/^Attached: [1-9]\d*$/)).toBeVisible();
    await expect(progress.getByText(/(\d+) of \1 done/)).toBeVisible();
    await shot('06-training-result');
    await dialog().getByRole('button', { name: 'Close' }).click();
  });

  test('from the facility list, Upload Facility Document puts one document on each chosen facility', async () => {
    await page.goto(`${baseUrl}/facilities`);
    await page.getByRole('button', { name: 'Upload Facility Document' }).click();
    await expect(dialog().getByRole('heading', { name: /Upload Facility Document/ })).toBeVisible();
    await dialog().getByLabel('Document Title').fill('Insider Threat Program Plan');
    for (const name of ['Acme Dayton Test Range', 'Acme Headquarters']) {
      await dialog().getByLabel('Facilities', { exact: true }).fill(name.split(' ')[1]);
      await page.getByRole('option', { name: new RegExp(name) }).click();
    }
    await dialog().getByLabel('Expiration Date').fill(tenantDay(358));
    await dialog().locator('input[type=file]').setInputFiles({ name: 'itp-plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await shot('07-facility-document-form');
    await dialog().getByRole('button', { name: 'Start' }).click();
    const progress = await finished();
    await expect(progress.getByText('Attached: 2')).toBeVisible();
    await expect(progress.getByRole('row').filter({ hasText: 'Acme Headquarters' })).toContainText(
      'Insider Threat Program Plan (itp-plan.pdf)',
    );
    await shot('08-facility-document-result');
    await dialog().getByRole('button', { name: 'Close' }).click();
  });

  test('Recent Bulk Actions lists the runs of the facility, the seeded reminder among them, each with its result', async () => {
    const res = await page.request.get(`${baseUrl}/api/v1/facilities?q=${encodeURIComponent('Acme Headquarters')}`);
    const hq = (await res.json()).find((f) => f.facilityName === 'Acme Headquarters').id;
    await page.goto(`${baseUrl}/facilities/${hq}`);
    await page.getByRole('button', { name: 'Bulk Actions' }).click();
    await page.getByRole('menuitem', { name: 'Recent Bulk Actions' }).click();
    await expect(dialog().getByRole('heading', { name: /Recent Bulk Actions/ })).toBeVisible();
    await expect(dialog().getByText('Upload Facility Document', { exact: true })).toBeVisible();
    await dialog().getByText('Send Reminder – Acme Headquarters').click();
    const progress = dialog().getByTestId('bulk-progress');
    await expect(progress.getByText(/^Sent: \d+$/)).toBeVisible();
    await expect(progress.getByRole('row').nth(1)).toBeVisible();
    await shot('09-recent-runs');
    await dialog().getByRole('button', { name: 'Close' }).click();
  });
});
