import { expect, test } from '@playwright/test';
import { login, useSession } from './lib.mjs';
import { api, signOut } from './personnel-lib.mjs';

const TENANT_ADMIN = ['admin.demo', 'Clearline-Demo-2026!'];
const SYSTEM_ADMIN = ['admin', process.env.ADMIN_PASSWORD ?? 'Clearline-Admin-2026!'];
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const plant = `Audit Plant ${stamp}`;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

test.describe.serial('audit log: changes field by field, names instead of ids, record kinds by label, system activity on request', () => {
  let page, baseUrl, shot;
  let facilityId, rddId;
  useSession('audit-log', (s) => ({ page, baseUrl, shot } = s), {
    cleanup: async () => {
      await signOut(page, baseUrl);
      await login(page, baseUrl, ...TENANT_ADMIN).catch(() => undefined);
      if (rddId) await api(page, baseUrl, 'DELETE', `/tenant-settings/facility-rdd/${rddId}`).catch(() => undefined);
      if (facilityId) await api(page, baseUrl, 'DELETE', `/facilities/${facilityId}`).catch(() => undefined);
      await signOut(page, baseUrl);
    },
  });

  const table = () => page.getByRole('table', { name: 'Tenant Audit Log' });
  const rows = () => table().locator('tbody > tr');
  const rowOf = (text) => rows().filter({ hasText: text });
  /** the text of one column (by header) in every row of the log */
  const column = async (header) => {
    const headers = await table().locator('thead th').allInnerTexts();
    const n = headers.findIndex((h) => h.trim() === header) + 1;
    expect(n, `column ${header}`).toBeGreaterThan(0);
    return table().locator(`tbody > tr > td:nth-child(${n})`).allInnerTexts();
  };
  async function search() {
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('.MuiLinearProgress-root')).toHaveCount(0);
  }

  test('the tenant administrator adds, then disables a facility and adds a required-document default', async () => {
    await login(page, baseUrl, ...TENANT_ADMIN);
    facilityId = (await api(page, baseUrl, 'POST', '/facilities', { facilityName: plant })).id;
    await api(page, baseUrl, 'PUT', `/facilities/${facilityId}/disable`);
    rddId = (
      await api(page, baseUrl, 'POST', '/tenant-settings/facility-rdd', {
        optionType: 'COMPANY_TYPE',
        option: 'PARTNERSHIP',
        requiredDocuments: ['DD_254'],
      })
    ).id;
  });

  test('the Object Table filter offers record kinds by label', async () => {
    await page.goto(`${baseUrl}/tenant-audit-log-dashboard`);
    await expect(table()).toBeVisible();
    await page.getByRole('combobox', { name: 'Object Table' }).click();
    const options = page.getByRole('option');
    for (const kind of ['All', 'Facility', 'Personnel', 'Required Document Default', 'User']) {
      await expect(options.filter({ hasText: new RegExp(`^${kind}$`) })).toHaveCount(1);
    }
    expect((await options.allInnerTexts()).filter((o) => /_/.test(o))).toEqual([]);
    await shot('01-object-table-picker');
    await page.getByRole('option', { name: 'Facility', exact: true }).click();
    await search();
  });

  test('the facility rows name the record and the person, with event types by label', async () => {
    await expect(rowOf(plant).first()).toBeVisible();
    await expect(rowOf(plant).filter({ hasText: 'Created' })).toHaveCount(1);
    await expect(rowOf(plant).filter({ hasText: 'Changed' })).toHaveCount(1);
    await expect(rowOf(plant).first()).toContainText('Tara Admin');
    await expect(rowOf(plant).first()).toContainText('Facility');
  });

  test('no id is shown in the user column', async () => {
    const users = await column('User');
    expect(users.length).toBeGreaterThan(0);
    for (const u of users) expect(u).not.toMatch(UUID);
  });

  test('a change opens as a field-by-field table with labels, before and after', async () => {
    await rowOf(plant).filter({ hasText: 'Changed' }).click();
    const changes = page.getByRole('table', { name: 'Changes' });
    await expect(changes).toBeVisible();
    await expect(changes.locator('thead')).toContainText('Field');
    const enabled = changes.getByRole('row').filter({ hasText: 'Enabled' });
    await expect(enabled.locator('td')).toHaveText(['Enabled', 'Yes', 'No']);
    await expect(changes).not.toContainText('{');
    await shot('02-change-details');
  });

  test('enumerated values are shown by their labels', async () => {
    await page.getByRole('combobox', { name: 'Object Table' }).click();
    await page.getByRole('option', { name: 'Required Document Default', exact: true }).click();
    await search();
    await rows().filter({ hasText: 'Created' }).first().click();
    const changes = page.getByRole('table', { name: 'Changes' });
    await expect(changes.getByRole('row').filter({ hasText: 'Option Type' }).locator('td')).toHaveText(['Option Type', '', 'Company Type']);
    const option = changes.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Option', exact: true }) });
    await expect(option.locator('td')).toHaveText(['Option', '', 'Partnership']);
    await expect(changes).toContainText('DD-254 Contract Security Classification Specification');
    await expect(changes).not.toContainText('COMPANY_TYPE');
    await shot('03-enum-labels');
  });

  test('system activity is hidden by default', async () => {
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel('Show system activity')).not.toBeChecked();
    await expect(rows().first()).toBeVisible();
    // the sign-in's last-login stamp is bookkeeping no user did
    expect(await column('User')).not.toContain('System');
    await shot('04-default');
  });

  test('Show system activity shows it', async () => {
    await page.getByLabel('Show system activity').check();
    await expect(async () => expect(await column('User')).toContain('System')).toPass();
    await shot('05-system-activity');
  });

  test('the system administrator’s audit log names tenants and people, never their ids', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, ...SYSTEM_ADMIN);
    await page.goto(`${baseUrl}/audit-log-dashboard`);
    const all = page.getByRole('table', { name: 'Audit Log' });
    await expect(all.locator('tbody > tr').first()).toBeVisible();
    const headers = await all.locator('thead th').allInnerTexts();
    for (const header of ['Tenant', 'User']) {
      const n = headers.findIndex((h) => h.trim() === header) + 1;
      const cells = await all.locator(`tbody > tr > td:nth-child(${n})`).allInnerTexts();
      expect(cells.length).toBeGreaterThan(0);
      for (const c of cells) expect(c).not.toMatch(UUID);
    }
    await expect(all.locator('tbody > tr').filter({ hasText: 'Acme Defense Systems' }).first()).toBeVisible();
    await shot('06-all-tenants');
  });
});
