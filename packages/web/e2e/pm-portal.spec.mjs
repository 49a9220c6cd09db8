import { expect, test } from '@playwright/test';
import { expectPath, login, useSession } from './lib.mjs';
import { api, signOut } from './personnel-lib.mjs';

const PASSWORD = 'Clearline-Demo-2026!';
const MINE = ['FA8750-25-C-0101', 'N00024-25-C-5310'];
const OTHERS = 'W56KGU-24-C-0417';

test.describe.serial('PM portal: the program manager’s dashboard with charts, contracts and personnel; the FSO’s view and tile', () => {
  let page, baseUrl, shot;
  useSession('pm-portal', (s) => ({ page, baseUrl, shot } = s), { cleanup: async () => signOut(page, baseUrl) });
  const row = (text) => page.getByRole('row').filter({ hasText: text });

  test('pm.demo opens the portal from the menu: the dashboard counts the contracts they manage, with charts', async () => {
    await login(page, baseUrl, 'pm.demo', PASSWORD);
    await page.getByRole('menuitem', { name: 'Program Manager Portal' }).click();
    await expectPath(page, '/pm-portal/dashboard');
    await expect(page.getByTestId('pm-scope')).toHaveText('Contracts whose program manager you are, and the people assigned to them.');
    const d = await api(page, baseUrl, 'GET', '/pm-portal/dashboard');
    expect(d.scope).toBe('MINE');
    expect(d.contractsTotal).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('pm-tile-contracts-value')).toHaveText(String(d.contractsTotal));
    await expect(page.getByTestId('pm-tile-people-value')).toHaveText(String(d.peopleTotal));
    // the clearance status chart (a pie) and the falls-due chart (bars) are drawn
    await expect(page.getByTestId('pm-clearance-status').locator('svg path').first()).toBeVisible();
    await expect(page.getByTestId('pm-due').locator('svg rect').first()).toBeVisible();
    for (const w of ['OVERDUE', 'DAYS_30', 'DAYS_60', 'DAYS_90']) {
      const n = d.clearancesDue.find((c) => c.window === w)?.count ?? 0;
      await expect(page.getByTestId(`pm-clearances-${w}`)).toHaveText(String(n));
    }
    // the contract ending soonest of the demo (FA8750, 45 days after the seed) is listed, OTHERS' contract is not
    await expect(page.getByTestId('pm-ending-soon').getByRole('link', { name: MINE[0] })).toBeVisible();
    await expect(page.getByTestId('pm-ending-soon')).not.toContainText(OTHERS);
    await expect(page.getByTestId('pm-faqs')).toContainText('Which contracts does the PM portal show me?');
    await page.waitForTimeout(800); // the charts' entry animation
    await shot('01-dashboard');
  });

  test('the Contracts tab lists the program manager’s contracts with their people; the number links to the contract', async () => {
    await page.getByRole('tab', { name: 'Contracts' }).click();
    await expectPath(page, '/pm-portal/contracts');
    for (const number of MINE) await expect(row(number)).toBeVisible();
    await expect(row(OTHERS)).toHaveCount(0);
    const [c] = await api(page, baseUrl, 'GET', `/pm-portal/contracts?filter=${encodeURIComponent(JSON.stringify({ q: MINE[0] }))}`);
    await expect(row(MINE[0])).toContainText(String(c.assignedCount));
    // the contract number links to the contract's own page (the contracts area's Contract Info tab)
    await expect(row(MINE[0]).getByRole('link', { name: MINE[0] })).toHaveAttribute('href', `/contracts/${c.id}/contract-info`);
    await shot('02-contracts');
  });

  test('the Personnel tab lists the people assigned with their clearances; the falls-due filter and a row open what they show', async () => {
    await page.goto(`${baseUrl}/pm-portal/personnel`);
    const rows = await api(page, baseUrl, 'GET', '/pm-portal/personnel?size=50');
    expect(rows.length).toBeGreaterThan(3);
    await expect(page.getByRole('row')).toHaveCount(Math.min(rows.length, 10) + 1);
    const someone = rows.find((r) => r.reinvestigationWindow === 'DAYS_30') ?? rows[0];
    await expect(row(someone.fullName).first()).toBeVisible();
    await shot('03-personnel');

    // the dashboard's "within 30 days" count opens the list filtered to those people
    await page.goto(`${baseUrl}/pm-portal/dashboard`);
    const d = await api(page, baseUrl, 'GET', '/pm-portal/dashboard');
    const within30 = d.clearancesDue.find((c) => c.window === 'DAYS_30')?.count ?? 0;
    await expect(page.getByTestId('pm-clearances-DAYS_30')).toHaveText(String(within30));
    if (within30) {
      await page.getByTestId('pm-clearances-DAYS_30').getByRole('link').click();
      await expectPath(page, '/pm-portal/personnel');
      await expect(page.getByRole('row').nth(1)).toContainText('Within 30 days');
      await expect(page.getByRole('row').filter({ hasText: 'In 61–90 days' })).toHaveCount(0);
      await shot('04-personnel-due-30');
    }
    await page.goto(`${baseUrl}/pm-portal/personnel`);
    await row(someone.fullName).first().getByText(someone.fullName).click();
    await expectPath(page, `/personnel/${someone.personnelId}`);
  });

  test('the FSO sees every contract in the portal, and the contracts-ending tile on the dashboard', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, 'fso.demo', PASSWORD);
    await page.goto(`${baseUrl}/pm-portal/dashboard`);
    await expect(page.getByTestId('pm-scope')).toHaveText(
      'You manage contracts, so the portal shows every contract of the organization and the people assigned to them.',
    );
    await page.getByRole('tab', { name: 'Contracts' }).click();
    await expect(row(OTHERS)).toBeVisible();
    await page.goto(`${baseUrl}/`);
    const tile = page.getByTestId('dashboard-contracts-ending');
    await expect(tile).toBeVisible();
    await expect(tile.getByRole('link', { name: OTHERS })).toBeVisible();
    await expect(tile.getByRole('link', { name: MINE[0] })).toBeVisible();
    const t = await api(page, baseUrl, 'GET', '/dashboard/contracts-ending');
    await expect(tile.getByTestId('contracts-ending-DAYS_30')).toHaveText(
      String(t.windows.find((w) => w.window === 'DAYS_30')?.count ?? 0),
    );
    await tile.scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    await shot('05-fso-dashboard-contracts-ending');
    // the contracts list of the contracts area, filtered to the periods of performance ending by the tile's last day
    const href = await tile.getByText('Show these contracts').getAttribute('href');
    expect(new URL(href, baseUrl).pathname).toBe('/contracts');
    expect(JSON.parse(new URL(href, baseUrl).searchParams.get('filter'))).toEqual({
      popEndDate_lte: t.until,
      status: ['ACTIVE', 'CLOSING'],
    });
    // … and the list shows the tile's contracts
    await tile.getByText('Show these contracts').click();
    await expect(page.getByRole('row').filter({ hasText: OTHERS })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: MINE[0] })).toBeVisible();
    await shot('06-contracts-ending-list');
  });
});
