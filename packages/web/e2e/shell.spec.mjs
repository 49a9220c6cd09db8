import { expect, test } from '@playwright/test';
import { expectPath, useSession } from './lib.mjs';

test.describe.serial('shell: login page, unknown path redirect, 404 page', () => {
  let page, baseUrl, shot;
  useSession('shell', (s) => ({ page, baseUrl, shot } = s));

  test('the login page offers Sign in', async () => {
    await page.goto(`${baseUrl}/login`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
  });

  test('the login page has one username input', async () => {
    await expect(page.locator('input[name="username"]')).toHaveCount(1);
  });

  test('the login page has one password input', async () => {
    await expect(page.locator('input[name="password"]')).toHaveCount(1);
    await shot('login');
  });

  // not signed in: an unknown path ends on the login page (via / when the layout redirects first)
  test('signed out, an unknown path ends on /login', async () => {
    await page.goto(`${baseUrl}/some/unknown/path`);
    await expectPath(page, '/login');
  });

  test('the redirected login page offers Sign in', async () => {
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('input[name="username"]')).toBeEditable();
    await expect(page.locator('input[name="password"]')).toBeEditable();
  });

  test('/404 says the page is not found', async () => {
    await page.goto(`${baseUrl}/404`);
    await expect(page.getByText('The page is not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  test('/404 stays on /404', async () => {
    await expectPath(page, '/404');
    await shot('not-found');
  });
});
