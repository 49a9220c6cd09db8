import { waitForPath } from './lib.mjs';

export const name = 'shell: login page, unknown path redirect, 404 page';

export async function run({ page, baseUrl, shot, expect }) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect.equal(await page.locator('input[name="username"]').count(), 1);
  expect.equal(await page.locator('input[name="password"]').count(), 1);
  await shot('login');

  // Not signed in: an unknown path ends on the login page (via / when the layout redirects first).
  await page.goto(`${baseUrl}/some/unknown/path`);
  await waitForPath(page, '/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();

  await page.goto(`${baseUrl}/404`);
  await page.getByText('The page is not found').waitFor();
  expect.equal(new URL(page.url()).pathname, '/404');
  await shot('not-found');
}
