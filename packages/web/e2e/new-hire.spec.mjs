import { expect, test } from '@playwright/test';
import { expectPath, login, mailFiles, tenantDay, useSession, waitForMailMatch } from './lib.mjs';
import { choose, field, inlineError, pick, settle, signOut, toast } from './personnel-lib.mjs';

const ADMIN = ['admin.demo', 'Clearline-Demo-2026!'];
const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5);
const FIRST = 'Nadia';
const LAST = `Newhire${stamp}`;
const NAME = `${FIRST} ${LAST}`;

test.describe.serial('report new hire: the manager reports, the FSO is told and accepts the person', () => {
  let page, baseUrl, shot;
  let seen;
  useSession('new-hire', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });

  test('Report New Hire is a personnel list action that opens the form', async () => {
    await login(page, baseUrl, ...ADMIN);
    await page.goto(`${baseUrl}/personnel`);
    await page.getByRole('link', { name: 'Report New Hire' }).click();
    await expectPath(page, '/personnel/report-new-hire');
    await expect(page.getByRole('heading', { level: 1, name: 'Report New Hire' })).toBeVisible();
    // the SSN starts as "not known yet"
    await expect(page.getByText('Leave 000-00-0000 when the SSN is not known yet.')).toBeVisible();
    await settle(page);
    await shot('01-form');
  });

  test('the form names what is missing', async () => {
    await page.getByRole('button', { name: 'Report New Hire' }).click();
    await inlineError(page, 'First Name is required');
    await inlineError(page, 'Work Email Address is required');
    await settle(page);
    await shot('02-required');
  });

  test('a cleared new hire is reported with every section and the FSO is e-mailed', async () => {
    await choose(page, page, 'Facility', (await facilityOption()) ?? 'Acme Headquarters');
    await page.getByLabel('Cleared').check();
    await field(page, 'First Name').fill(FIRST);
    await field(page, 'Last Name').fill(LAST);
    await field(page, 'Birth Date').fill('1993-08-19');
    await choose(page, page, 'Marital Status', 'Single');
    await field(page, 'Passport Number').fill('P7654321');
    await choose(page, page, 'Citizenship Type', 'Born in US');
    await field(page, 'Place of Birth City').fill('Richmond');
    await pick(page, page, 'Place of Birth State', 'Virg', 'Virginia');
    await field(page, 'Street 1').fill('400 Oak Lane');
    await field(page, 'City').fill('Arlington');
    await field(page, 'Cell Phone Number').fill('7035550199');
    await field(page, 'Work Email Address').fill(`nadia.${stamp}@acme.example`);
    await field(page, 'Job Title').fill('Security Analyst');
    await field(page, 'Hire Date').fill(tenantDay(-14));
    await field(page, 'Start Date').fill(tenantDay(7));
    await choose(page, page, 'Eligibility', 'Secret');
    await field(page, 'Eligibility Determination Date').fill('2023-05-10');
    await settle(page);
    await shot('03-filled');
    seen = new Set(mailFiles());
    await page.getByRole('button', { name: 'Report New Hire' }).click();
    await toast(page, `Successfully Reported New Hire: ${NAME}`);
    await expectPath(page, '/personnel');
    // the report is not a person yet
    await expect(page.getByRole('row').filter({ hasText: LAST })).toHaveCount(0);
    await shot('04-reported');
    const subject = await waitForMailMatch(seen, new RegExp(`(new hire ${NAME} reported for [^\\n]+)`), 60_000);
    expect(subject).toContain(NAME);
  });

  test('the FSO sees the pending hires on the dashboard and in the list', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, ...FSO);
    await page.goto(`${baseUrl}/`);
    const tile = page.getByTestId('dashboard-pending-hires');
    await expect(tile).toBeVisible({ timeout: 60_000 });
    await expect(tile.getByTestId('pending-hires-count')).not.toHaveText('0');
    await tile.scrollIntoViewIfNeeded();
    await settle(page);
    await shot('05-dashboard-tile');
    await tile.getByTestId('pending-hires-count').click();
    await expectPath(page, '/personnel/pending-hires');
    const row = page.getByRole('row').filter({ hasText: LAST });
    await expect(row).toContainText('Security Analyst');
    await expect(row).toContainText('Pending FSO Review');
    await settle(page);
    await shot('06-pending-list');
  });

  test('the FSO accepts the new hire as a Contingent Hire: the person is created with the clearance', async () => {
    const row = page.getByRole('row').filter({ hasText: LAST });
    await row.getByRole('button', { name: 'Accept' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept New Personnel' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await choose(page, dialog, 'Gender', 'Female');
    await expect(dialog.getByRole('combobox', { name: /Employment Status/ })).toContainText('Contingent Hire');
    await settle(page);
    await shot('07-accept-dialog');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await toast(page, `Successfully Created Personnel: ${NAME}`);
    await expect(page.getByRole('row').filter({ hasText: LAST })).toHaveCount(0);

    await choose(page, page, 'Status', 'Accepted');
    const accepted = page.getByRole('row').filter({ hasText: LAST });
    await expect(accepted).toContainText('Accepted');
    await settle(page);
    await shot('08-accepted');
    await accepted.getByRole('link', { name: 'Open Personnel' }).click();
    await expect(page).toHaveURL((url) => /^\/personnel\/[0-9a-f-]{36}\/info$/.test(url.pathname));
    await expect(field(page, 'First Name')).toHaveValue(FIRST);
    await expect(field(page, 'Last Name')).toHaveValue(LAST);
    await settle(page);
    await shot('09-person');
    await page.getByRole('tab', { name: 'Clearances' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Secret' }).first()).toBeVisible();
    await settle(page);
    await shot('10-person-clearance');
  });

  test('the FSO rejects a report with a reason: it is kept as rejected', async () => {
    await page.goto(`${baseUrl}/personnel/pending-hires`);
    // the list keeps the last filter: back to the reports waiting for review (the empty choice)
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option').filter({ hasText: 'Pending FSO Review' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Bell, Marcus' });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject New Hire' });
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await dialog.getByLabel(/^Reason/).fill('The position was not funded.');
    await settle(page);
    await shot('11-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Successfully Rejected New Hire: Marcus Bell');
    await expect(page.getByRole('row').filter({ hasText: 'Bell, Marcus' })).toHaveCount(0);
    await choose(page, page, 'Status', 'Rejected');
    await expect(page.getByRole('row').filter({ hasText: 'Bell, Marcus' })).toContainText('Rejected');
    await settle(page);
    await shot('12-rejected');
  });

  /** The label of Acme Headquarters in the facility select ('Name (CAGE)'). */
  async function facilityOption() {
    await page.getByRole('combobox', { name: /^Facility/ }).click();
    const option = page.getByRole('option', { name: /^Acme Headquarters/ }).first();
    const text = (await option.textContent())?.trim();
    await page.keyboard.press('Escape');
    return text;
  }
});
