// Identity in the browser: the login views, a sign-in with the e-mailed one-time code (read from
// the mail folder), a page refused for lack of permission, the permission editor, and signing out.
// Needs the seeded demo users (scripts/start seeds them); the server writes e-mail as .eml files
// into MAIL_DIR (default .data/mail at the repository root) when SMTP_URL is not set.
import { login, waitForPath } from './lib.mjs';

export const name = 'identity: login views, MFA sign-in with the mailed code, page refused, role editor, sign-out';

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Clearline-Demo-2026!';

async function signOut(page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await waitForPath(page, '/login');
}

export async function run({ page, baseUrl, shot, expect }) {
  // the four views of /login
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => localStorage.removeItem('login_attempts'));
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await shot('login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send code' }).waitFor();
  expect.equal(new URL(page.url()).searchParams.get('view'), 'forgot-password');
  await shot('forgot-password');
  await page.goto(`${baseUrl}/login?view=reset-password&username=someone`);
  await page.locator('input[name="otp"]').waitFor();
  await shot('reset-password');
  await page.goto(`${baseUrl}/login?view=privacy-policy`);
  await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
  await shot('privacy-policy');

  // bad credentials: the spec's message, with the lockout warning from the second attempt
  await page.goto(`${baseUrl}/login`);
  for (let i = 1; i <= 2; i++) {
    await page.locator('input[name="username"]').fill('nobody.here');
    await page.locator('input[name="password"]').fill(`wrong-password-${i}`);
    await page.locator('form button[type="submit"]').click();
    const text =
      i === 1
        ? 'Your login attempt is not successful. Please check your credentials.'
        : 'Your account will be locked out after 3 failed login attempts.';
    await page.getByTestId('login-error').getByText(text, { exact: false }).waitFor();
  }
  await shot('login-failed');
  const attempts = await page.evaluate(() => JSON.parse(localStorage.getItem('login_attempts') ?? '{}'));
  expect.equal(attempts.attempts.length, 2);
  await page.evaluate(() => localStorage.removeItem('login_attempts'));

  // an employee signs in with the mailed code and is refused the users page
  await login(page, baseUrl, 'employee.demo', DEMO_PASSWORD, { onCode: () => shot('login-one-time-code') });
  await page.goto(`${baseUrl}/users`);
  await waitForPath(page, '/');
  await page.goto(`${baseUrl}/roles/00000000-0000-4000-8000-000000000000/edit`);
  await waitForPath(page, '/');
  await page.goto(`${baseUrl}/my-account`);
  await page.getByText('employee.demo').first().waitFor();
  await shot('my-account');
  await signOut(page);
  expect.equal(await page.evaluate(() => localStorage.getItem('login_attempts')), null);

  // a tenant administrator sees users and the role permission editor
  await login(page, baseUrl, 'admin.demo', DEMO_PASSWORD);
  await page.goto(`${baseUrl}/users`);
  await page.getByText('fso.demo').first().waitFor();
  await shot('users');
  await page.goto(`${baseUrl}/roles`);
  await page.getByText('Facility Security Officer').first().waitFor();
  await page.getByText('Facility Security Officer').first().click();
  await page.locator('tr[data-module="VISITS"]').waitFor();
  await shot('role-permissions');
  await signOut(page);
  // signed out: a protected page sends the browser to the login
  await page.goto(`${baseUrl}/users`);
  await waitForPath(page, '/login');
}
