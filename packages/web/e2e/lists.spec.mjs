import { expect, test } from '@playwright/test';
import { login, useSession } from './lib.mjs';
import { api, choose, signOut } from './personnel-lib.mjs';

const TENANT_ADMIN = ['admin.demo', 'Clearline-Demo-2026!'];
/** a resource id in words ("Tenant-scheduled-jobs", "Personnel-rdds"): what an empty state must never show */
const RESOURCE_ID = /\b[A-Za-z]+-[a-z]+(-[a-z]+)*s?\b/;

test.describe
  .serial('lists: empty states in words, dates in the user’s format, every column readable beside the actions, rows opened from the keyboard', () => {
  let page, baseUrl, shot;
  // the user's format is the browser's language: British English writes days first
  useSession('lists', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl), contextOptions: { locale: 'en-GB' } });

  const search = () => page.getByPlaceholder('Search').first();

  test('an empty scheduled-jobs list says so in words', async () => {
    await login(page, baseUrl, ...TENANT_ADMIN);
    await page.goto(`${baseUrl}/reports/schedule-reports`);
    await search().fill('no such job zq');
    const empty = page.getByText(/^No .* found/);
    await expect(empty).toContainText('No scheduled jobs found using the current filters.');
    expect(await empty.innerText()).not.toMatch(RESOURCE_ID);
    await shot('01-empty-scheduled-jobs');
  });

  test('an empty required-document-defaults list says so in words', async () => {
    await page.goto(`${baseUrl}/tenant-settings`);
    await choose(page, page, 'Show', 'Required Documents Default');
    await page.getByRole('tab', { name: 'CMMC' }).click();
    // without defaults the tab shows its empty page; with some, a search that matches none shows the empty list
    const empty = page.getByText(/^No .* (found|yet)/);
    await expect(empty.or(page.getByRole('table')).first()).toBeVisible();
    if (!(await empty.isVisible())) await search().fill('no such default zq');
    await expect(empty).toContainText('required document defaults');
    expect(await empty.innerText()).not.toMatch(RESOURCE_ID);
    await shot('02-empty-rdd');
  });

  test('a person’s clearance list shows its dates in the user’s format', async () => {
    const [person] = await api(page, baseUrl, 'GET', '/personnel/details?q=Anderson&size=1');
    const [clearance] = await api(page, baseUrl, 'GET', `/personnel/${person.id}/clearance`);
    const day = clearance.eligibilityDeterminationDate;
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [y, m, d] = day.split('-');
    await page.goto(`${baseUrl}/personnel/${person.id}/clearances`);
    const table = page.getByRole('region', { name: 'Clearances' }).getByRole('table');
    await expect(table.getByRole('cell', { name: `${d}/${m}/${y}`, exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: day, exact: true })).toHaveCount(0);
    await shot('03-dates');
  });

  /** Data-column headers whose middle is covered by another element (e.g. a pinned actions column). */
  const coveredHeaders = () =>
    page.evaluate(() => {
      const wrapper = document.querySelector('.RaDataTable-tableWrapper');
      const view = wrapper.getBoundingClientRect();
      return [...wrapper.querySelectorAll('thead th')]
        .filter((th) => th.innerText.trim() && th.innerText.trim() !== 'Actions')
        .filter((th) => {
          const r = th.getBoundingClientRect();
          const x = (r.left + r.right) / 2;
          const y = (r.top + r.bottom) / 2;
          if (x < view.left || x > view.right) return false;
          return !th.contains(document.elementFromPoint(x, y));
        })
        .map((th) => th.innerText.trim());
    });

  test('the users list: the actions column covers no other column, and scrolling reveals every column', async () => {
    await page.goto(`${baseUrl}/users`);
    await expect(page.getByRole('columnheader', { name: 'Last Login' })).toBeVisible();
    await expect(page.getByText('admin.demo').first()).toBeVisible();
    expect(await coveredHeaders()).toEqual([]);
    await shot('04-users');
    await page.locator('.RaDataTable-tableWrapper').evaluate((w) => (w.scrollLeft = w.scrollWidth));
    expect(await coveredHeaders()).toEqual([]);
    const lastLogin = await page.getByRole('columnheader', { name: 'Last Login' }).boundingBox();
    const actions = await page.getByRole('columnheader', { name: 'Actions' }).boundingBox();
    expect(lastLogin.x + lastLogin.width).toBeLessThanOrEqual(actions.x + 1);
  });

  test('the users list shows the last sign-in in the user’s format', async () => {
    const row = page.getByRole('row').filter({ hasText: 'admin.demo' });
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}(?!:)/);
  });

  test('the skip link moves the keyboard’s focus into the page’s content and leaves it there', async () => {
    await page.goto(`${baseUrl}/users`);
    await expect(page.getByText('admin.demo').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('a list row opens its record with the keyboard alone: Tab to the row, Enter', async () => {
    const row = page.locator('tr.RaDataTable-row').filter({ hasText: 'admin.demo' });
    // from the content the skip link focused, Tab moves on through the filters and headers to the rows
    for (let i = 0; i < 60 && !(await row.evaluate((r) => r === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(row).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}\/edit$/);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('admin.demo');
  });
});
