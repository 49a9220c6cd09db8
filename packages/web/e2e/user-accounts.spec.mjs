import { expect, test } from '@playwright/test';
import { expectPath, login, mailFiles, useSession, waitForMailMatch } from './lib.mjs';
import { api, settle, signOut } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36);
const LAST = `Accounts${stamp}`;
const EMAIL = `nora.${stamp}@acme-defense.example`;
const PASSWORD = `Nora-Welcome-${stamp}-Pw9!`;

test.describe
  .serial('generate user accounts: the FSO creates an employee account, the employee sets a password from the welcome e-mail and signs in', () => {
  let page, baseUrl, shot;
  let link;
  useSession('user-accounts', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });

  test('the FSO opens Generate User Accounts from the personnel list', async () => {
    await login(page, baseUrl, ...FSO);
    const facility = (await api(page, baseUrl, 'GET', `/facilities?q=${encodeURIComponent('Acme Dayton Test Range')}`))[0];
    await api(page, baseUrl, 'POST', '/personnel', {
      firstName: 'Nora',
      lastName: LAST,
      ssn: `8${String(Date.now()).slice(-8)}`.replace(/^(\d{3})(\d{2})(\d{4})$/, '$1-$2-$3'),
      workEmail: EMAIL,
      genderType: 'FEMALE',
      maritalStatus: 'SINGLE',
      birthDate: '1990-05-17',
      birthAddress: { countryId: 236, city: 'Reston', state: 'VA', zipCode: '20190' },
      facilityIds: [facility.id],
      citizenshipCountryId: 236,
      citizenshipType: 'BORN_IN_US',
      employment: { employmentType: 'W2_INTERN', employmentStatus: 'CONTINGENT' },
    });
    await page.goto(`${baseUrl}/personnel`);
    await page.getByRole('link', { name: 'Generate User Accounts' }).click();
    await expectPath(page, '/personnel/generate-user-accounts');
    await expect(page.getByRole('heading', { name: 'Generate User Accounts' })).toBeVisible();
    await expect(page.getByLabel(/Send the welcome e-mail/)).toBeChecked();
    await shot('01-form');
  });

  test('choosing one person creates her account at once and reports it', async () => {
    await page.getByLabel('Chosen people').check();
    await page.getByRole('combobox', { name: 'People' }).fill(LAST);
    await page.getByRole('option', { name: new RegExp(`${LAST}, Nora`) }).click();
    await page.keyboard.press('Escape');
    await settle(page);
    await shot('02-chosen');
    const seen = new Set(mailFiles());
    await page.getByRole('button', { name: 'Generate' }).click();
    const result = page.getByTestId('accounts-result');
    await expect(result.getByText('SUCCEEDED')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('accounts-summary')).toHaveText('1 account created, 0 skipped');
    const row = result.getByRole('row').filter({ hasText: `${LAST}, Nora` });
    await expect(row.getByText('Created', { exact: true })).toBeVisible();
    await expect(row.getByText(`Account ${EMAIL} created; welcome e-mail sent`)).toBeVisible();
    await shot('03-result');
    link = await waitForMailMatch(
      seen,
      new RegExp(`Your username is ${EMAIL.replace(/[.]/g, '\\.')}[\\s\\S]*?(https?://\\S+token=\\S+)`),
      90_000,
    );
    expect(link).toContain('/login?view=reset-password&token=');
  });

  test('generating again for her skips her: she has an account', async () => {
    await page.goto(`${baseUrl}/personnel/generate-user-accounts`);
    await page.getByLabel('Chosen people').check();
    await page.getByRole('combobox', { name: 'People' }).fill(LAST);
    await page.getByRole('option', { name: new RegExp(`${LAST}, Nora`) }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByTestId('accounts-summary')).toHaveText('0 accounts created, 1 skipped', { timeout: 60_000 });
    await expect(page.getByText(`Already has a user account (${EMAIL})`)).toBeVisible();
    await shot('04-skipped');
  });

  test('the welcome link lets the new employee choose a password', async () => {
    await signOut(page, baseUrl);
    await page.context().clearCookies();
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(EMAIL, { timeout: 30_000 });
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(PASSWORD);
    await shot('05-set-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toBeVisible({ timeout: 30_000 });
    await shot('06-password-set');
  });

  test('the new employee signs in with the work e-mail and the new password', async () => {
    await login(page, baseUrl, EMAIL, PASSWORD);
    const me = await api(page, baseUrl, 'GET', '/users/me');
    expect(me.username).toBe(EMAIL);
    const mine = await api(page, baseUrl, 'GET', '/requests-and-actions/open-actions/me');
    expect(Array.isArray(mine)).toBe(true);
    await expect(page.getByText(/Welcome, Nora/)).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await settle(page);
    await shot('07-signed-in');
  });
});
