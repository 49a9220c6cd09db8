import { expect, test } from '@playwright/test';
import { expectPath, login, mailFiles, tenantDay, useSession, waitForMailMatch } from './lib.mjs';
import { api, settle, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
// an active person of the demo data, without a user account or a termination
const PERSON = { first: 'Joseph', last: 'Brennan' };
const NAME = `${PERSON.first} ${PERSON.last}`;

test.describe.serial('terminate employee: a high-risk termination, its e-mail and open actions, its acceptance; personnel risk', () => {
  let page, baseUrl, shot, personnelId;
  useSession('termination', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });
  const pendingRow = () => page.getByRole('row').filter({ hasText: NAME });

  test('the FSO opens Terminate Employee from the personnel list actions and sees the seeded pending terminations', async () => {
    await login(page, baseUrl, ...FSO);
    await page.goto(`${baseUrl}/personnel`);
    await expect(page.getByRole('link', { name: 'Personnel Risk' })).toBeVisible({ timeout: 60_000 });
    await shot('01-list-actions');
    await page.getByRole('link', { name: 'Terminate Employee' }).click();
    await expectPath(page, '/personnel/terminate-employee');
    await expect(page.getByRole('heading', { name: 'Pending Terminations' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Matthew Larsen' })).toBeVisible({ timeout: 60_000 });
    await settle(page);
    await shot('02-terminate-page');
  });

  test('recording a high-risk termination adds it to the pending list and e-mails the FSOs at once', async () => {
    const seen = new Set(mailFiles());
    const person = page.getByRole('combobox', { name: /^Employee/ });
    await person.click();
    await person.fill(PERSON.last);
    await page.getByRole('option', { name: `${PERSON.last}, ${PERSON.first}`, exact: true }).click();
    await page.getByLabel(/^Termination Date/).fill(tenantDay(-3));
    await page.getByRole('combobox', { name: /^Reason/ }).click();
    await page.getByRole('option', { name: 'High Risk', exact: true }).click();
    await expect(page.getByTestId('terminate-form').getByLabel('High Risk')).toBeChecked();
    await page.getByLabel('Notes').fill('Walked out after a reportable security violation; escorted off site.');
    await shot('03-form-filled');
    await page.getByRole('button', { name: 'Terminate Employee' }).click();
    await toast(page, `Successfully Recorded Termination: ${NAME}`);
    await expect(pendingRow()).toBeVisible({ timeout: 60_000 });
    await expect(pendingRow().getByText('High Risk').first()).toBeVisible();
    await expect(pendingRow().getByRole('cell', { name: '5', exact: true })).toBeVisible();
    await settle(page);
    await shot('04-pending-with-new');
    const line = await waitForMailMatch(
      seen,
      new RegExp(`(${NAME} was terminated as high risk effective ${tenantDay(-3)} \\(reason: High Risk\\))`),
      90_000,
    );
    expect(line).toContain(NAME);
    personnelId = (
      await api(page, baseUrl, 'GET', `/personnel/pending-terminations?filter=${encodeURIComponent(JSON.stringify({ q: PERSON.last }))}`)
    )[0].personnelId;
  });

  test('the person’s Open Actions tab lists the off-boarding actions', async () => {
    await pendingRow().getByRole('link', { name: NAME }).click();
    await expectPath(page, `/personnel/${personnelId}/open-actions`);
    for (const title of [
      'Debrief (SF-312 debriefing acknowledgement)',
      'Recover badges',
      'Disable user account',
      'Change combinations the person knew',
      'Recover classified material held',
    ]) {
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible({ timeout: 60_000 });
    }
    await settle(page);
    await shot('05-open-actions');
  });

  test('the dashboard tile counts the pending terminations', async () => {
    await page.goto(`${baseUrl}/`);
    const tile = page.getByTestId('dashboard-pending-terminations');
    await expect(tile.getByTestId('pending-terminations-total')).toHaveText('3', { timeout: 60_000 });
    await expect(tile.getByTestId('pending-terminations-high-risk')).toHaveText('2');
    await tile.scrollIntoViewIfNeeded();
    await settle(page);
    await shot('06-dashboard-tile');
    await tile.getByRole('link', { name: 'Pending Terminations' }).click();
    await expectPath(page, '/personnel/terminate-employee');
  });

  test('accepting ends the employment: the termination leaves the pending list', async () => {
    await expect(pendingRow()).toBeVisible({ timeout: 60_000 });
    await pendingRow().getByRole('button', { name: 'Accept' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText(`Accepting ends ${NAME}'s employment`)).toBeVisible();
    await settle(page);
    await shot('07-accept-confirm');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `Successfully Accepted Termination: ${NAME}`);
    await expect(pendingRow()).toHaveCount(0, { timeout: 60_000 });
    await settle(page);
    await shot('08-accepted');
    const person = await api(page, baseUrl, 'GET', `/personnel/${personnelId}`);
    expect(person.employment.employmentStatus).toBe('TERMINATED');
    expect(person.employment.endDate).toBe(tenantDay(-3));
  });

  test('Personnel Risk lists the person with the high-risk termination as a reason, and filters by indicator', async () => {
    await page.goto(`${baseUrl}/personnel`);
    await page.getByRole('link', { name: 'Personnel Risk' }).click();
    await expectPath(page, '/personnel/personnel-risk');
    await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
    await settle(page);
    await shot('09-risk');
    const search = page.getByPlaceholder('Search');
    await search.fill(PERSON.last);
    const row = page.getByRole('row').filter({ hasText: NAME });
    await expect(row).toBeVisible({ timeout: 60_000 });
    await expect(row.getByText('High-risk termination')).toBeVisible();
    await expect(row.getByText(`Terminated as high risk on ${tenantDay(-3)}`)).toBeVisible();
    await settle(page);
    await shot('10-risk-person');
    await search.fill('');
    await page.getByRole('combobox', { name: 'Indicator' }).click();
    await page.getByRole('option', { name: 'High-risk termination', exact: true }).click();
    // the two high-risk terminations: the seeded one and the one accepted above
    await expect(page.locator('tbody tr')).toHaveCount(2, { timeout: 60_000 });
    for (const r of await page.locator('tbody tr').all()) await expect(r.getByText('High-risk termination')).toBeVisible();
    await expect(page.locator('tbody tr').filter({ hasText: NAME })).toHaveCount(1);
    await settle(page);
    await shot('11-risk-filtered');
  });
});
