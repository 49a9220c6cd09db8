import { expect, test } from '@playwright/test';
import { expectPath, login, mailFiles, tenantDay, useSession, waitForMailMatch } from './lib.mjs';
import { api, choose, settle, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const EMPLOYEE = ['employee.demo', 'Clearline-Demo-2026!'];

test.describe
  .serial('clearance verification: the FSO requests it, the employee answers from My Portal, the FSO verifies and closes it', () => {
  let page, baseUrl, shot, link, facilityPath;
  useSession('clearance-verification', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });

  test('the FSO requests a clearance verification for Erin Employee from the personnel list', async () => {
    await login(page, baseUrl, ...FSO);
    await page.goto(`${baseUrl}/personnel`);
    await page.getByRole('link', { name: 'Request Clearance Verification' }).click();
    await expectPath(page, '/personnel/clearance-verification');
    await expect(page.locator('#react-admin-title')).toHaveText('Request Clearance Verification');
    const person = page.getByRole('combobox', { name: /^Person/ });
    await person.click();
    await person.fill('Erin');
    await page.getByRole('option', { name: /Erin/ }).first().click();
    // her only clearance is chosen for her
    await expect(page.getByRole('combobox', { name: /^Clearance/ })).toContainText('Secret', { timeout: 30_000 });
    await page.getByLabel('Message').fill('Please confirm your clearance details before the DCSA security review.');
    await settle(page);
    await shot('01-request-form');
    const seen = new Set(mailFiles());
    await page.getByRole('button', { name: 'Send Request' }).click();
    await toast(page, 'Clearance verification sent to Erin Employee');
    await expect(page).toHaveURL(/\/facilities\/[^/]+\/openActions$/);
    facilityPath = new URL(page.url()).pathname;
    const section = page.getByRole('region', { name: 'Clearance Verifications' });
    await expect(section.getByRole('row').filter({ hasText: 'Erin Employee' })).toContainText('Sent');
    await settle(page);
    await shot('02-facility-open-actions-sent');
    link = await waitForMailMatch(seen, /(\/my-portal\/portal\/clearance-verification\/[0-9a-f-]{36})/, 90_000);
  });

  test('the employee opens the e-mailed link, corrects the CE enrollment, attests and submits', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, ...EMPLOYEE);
    await page.goto(`${baseUrl}${link}`);
    await expect(page.locator('#react-admin-title')).toHaveText('Clearance Verification');
    await expect(page.getByText('Please confirm your clearance details before the DCSA security review.')).toBeVisible();
    await choose(page, page, 'CE Enrollment', 'Enrolled');
    await page.getByLabel('CE Enrollment Date').fill(tenantDay(-280));
    await page.getByLabel('Comments').fill('I was enrolled in continuous vetting in March.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('You must attest that your answers are correct')).toBeVisible();
    await page.getByLabel(/I attest that the clearance information above is true/).check();
    await settle(page);
    await shot('03-answer-form');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Thank you. Your answers were sent to the security office for review.');
    await expect(page.getByText('This clearance verification is Needs Review.', { exact: false })).toBeVisible();
    await settle(page);
    await shot('04-answered');
  });

  test('the FSO sees it waiting on the dashboard, verifies the answers and closes it, updating the clearance', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, ...FSO);
    await page.goto(`${baseUrl}/`);
    const tile = page.getByTestId('dashboard-clearance-verifications');
    await expect(tile.getByRole('link', { name: 'Erin Employee' })).toBeVisible({ timeout: 60_000 });
    await tile.scrollIntoViewIfNeeded();
    await settle(page);
    await shot('05-dashboard-tile');
    await page.goto(`${baseUrl}${facilityPath}`);
    const row = page.getByRole('region', { name: 'Clearance Verifications' }).getByRole('row').filter({ hasText: 'Erin Employee' });
    await expect(row).toContainText('Needs Review');
    await row.getByRole('link', { name: 'Verify Clearance' }).click();
    await expect(page).toHaveURL(/\/openActions\/clearance-verification\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Verify Clearance' })).toBeVisible();
    const compare = page.getByRole('table', { name: 'Clearance details' });
    await expect(compare.getByRole('row').filter({ hasText: 'CE Enrollment' }).first()).toContainText('Changed');
    await expect(compare).toContainText('I was enrolled in continuous vetting in March.');
    await page.getByLabel('Review Note').fill('Confirmed in DISS.');
    await settle(page);
    await shot('06-verify-page');
    await page.getByRole('button', { name: 'Verify and Close' }).click();
    await toast(page, 'Clearance verification closed');
    await expectPath(page, facilityPath);
    await expect(
      page.getByRole('region', { name: 'Clearance Verifications' }).getByRole('row').filter({ hasText: 'Erin Employee' }),
    ).toHaveCount(0);
    await settle(page);
    await shot('07-closed');
    const people = await api(page, baseUrl, 'GET', '/personnel/basic?q=Erin');
    const id = people.find((p) => /Erin/.test(p.fullName)).id;
    const [clearance] = await api(page, baseUrl, 'GET', `/personnel/${id}/clearance`);
    expect(clearance).toMatchObject({ ceStatus: 'ENROLLED', ceEnteredDate: tenantDay(-280) });
    await page.goto(`${baseUrl}/personnel/${id}/clearances`);
    await expect(page.getByRole('cell', { name: 'Acme Headquarters' }).first()).toBeVisible();
    await settle(page);
    await shot('08-clearance-updated');
  });

  test('a clearance request from the list action becomes an open action at the facility', async () => {
    await page.goto(`${baseUrl}/personnel`);
    await page.getByRole('link', { name: 'Clearance Request' }).click();
    await expectPath(page, '/personnel/clearance-request');
    const person = page.getByRole('combobox', { name: /^Person/ });
    await person.click();
    await person.fill('Erin');
    await page.getByRole('option', { name: /Erin/ }).first().click();
    await expect(page.getByRole('combobox', { name: /^Clearance/ })).toContainText('Secret', { timeout: 30_000 });
    await choose(page, page, 'Action', 'Re-Investigate');
    await page.getByLabel(/^Justification/).fill('Periodic reinvestigation due: initiate the SF-86 in NBIS.');
    await settle(page);
    await shot('09-clearance-request-form');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await toast(page, 'Clearance request submitted');
    await page.goto(`${baseUrl}${facilityPath}`);
    await expect(
      page.getByRole('region', { name: 'Open Actions' }).getByText('Clearance Request (Re-Investigate): Erin Employee'),
    ).toBeVisible();
    await settle(page);
    await shot('10-request-open-action');
  });
});
