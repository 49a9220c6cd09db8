import { expect, test } from '@playwright/test';
import { expectPath, login, useSession } from './lib.mjs';
import { api, choose, field, inlineError, pick, settle, signOut, toast } from './personnel-lib.mjs';

const ADMIN = ['admin', process.env.ADMIN_PASSWORD ?? 'Clearline-Admin-2026!'];
const TENANT_ADMIN = ['admin.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5);
const tenantName = `E2E Orbital ${stamp}`;

test.describe.serial('tenants: list, add with validation, details actions, impersonation banner, audit log, tenant profile', () => {
  let page, baseUrl, shot;
  useSession('tenants', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });
  const confirm = () => page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const banner = () => page.getByRole('status', { name: 'Impersonation' });
  const auditLog = () => page.getByRole('table', { name: 'Audit Log' });
  let tenantId, acme;
  /** The new tenant as the server stores it. */
  const storedTenant = () => api(page, baseUrl, 'GET', `/tenants/${tenantId}`);

  // the list
  test('the system administrator sees the tenant list with Add New Tenant', async () => {
    await login(page, baseUrl, ...ADMIN);
    await page.goto(`${baseUrl}/tenants`);
    await expect(page.getByRole('link', { name: 'Add New Tenant' })).toHaveAttribute('href', /\/tenants\/add$/);
  });

  test('the tenant list shows the demo tenant', async () => {
    const acmeRow = page.getByRole('row').filter({ hasText: 'Acme Defense Systems' });
    await expect(acmeRow).toHaveCount(1);
    // its type, pay tier, status and managing provider, as seeded
    await expect(acmeRow.getByRole('cell')).toContainText([
      'Acme Defense Systems',
      'SaaS',
      'Premium',
      'Active',
      'Sentinel Security Services',
    ]);
    await shot('01-list');
  });

  // add, with validation
  test('Add New Tenant opens /tenants/add', async () => {
    await page.getByRole('link', { name: 'Add New Tenant' }).click();
    await expectPath(page, '/tenants/add');
  });

  test('saving without a name: Tenant Name is required', async () => {
    await field(page, 'Contact Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await inlineError(page, 'Tenant Name is required');
  });

  test('a malformed contact e-mail is refused', async () => {
    await inlineError(page, 'Contact Email is not valid');
    await shot('02-add-validation');
  });

  test('a valid tenant is added with a toast', async () => {
    await field(page, 'Tenant Name').fill(tenantName);
    await field(page, 'Contact Email').fill(`fso-${stamp}@orbital.example`);
    await field(page, 'Contact Name').fill('Dana Reyes');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Added Tenant');
  });

  test('the new tenant opens on its details page', async () => {
    await expect(page).toHaveURL((u) => /^\/tenants\/[0-9a-f-]{36}$/.test(u.pathname));
    tenantId = new URL(page.url()).pathname.split('/').pop();
  });

  test('the details page is headed with the tenant name', async () => {
    await expect(page.getByRole('heading', { name: tenantName })).toBeVisible();
    expect(await storedTenant()).toMatchObject({
      name: tenantName,
      contactName: 'Dana Reyes',
      contactEmail: `fso-${stamp}@orbital.example`,
      enabled: true,
    });
    await shot('03-details');
  });

  // disable and enable again
  test('Disable, confirmed, disables the tenant with a toast', async () => {
    await page.getByRole('button', { name: 'Disable' }).click();
    await confirm();
    await toast(page, 'Tenant Disabled');
  });

  test('the disabled tenant shows Disabled', async () => {
    await expect(page.getByText('Disabled', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
    expect((await storedTenant()).enabled).toBe(false);
  });

  test('Enable, confirmed, enables the tenant with a toast', async () => {
    await page.getByRole('button', { name: 'Enable' }).click();
    await confirm();
    await toast(page, 'Tenant Enabled');
  });

  // edit
  test('Edit Tenant opens the edit form', async () => {
    await page.getByRole('link', { name: 'Edit Tenant' }).click();
    await expectPath(page, `/tenants/${tenantId}/edit`);
  });

  test('an edited tenant is saved with a toast', async () => {
    await field(page, 'Contact Name').fill('Pat Lee');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Updated Tenant');
  });

  test('after saving, the details page is shown', async () => {
    await expectPath(page, `/tenants/${tenantId}`);
  });

  test('the details show the new contact name', async () => {
    await expect(page.getByText('Pat Lee').first()).toBeVisible();
    await expect(page.getByText('Dana Reyes')).toHaveCount(0);
    expect((await storedTenant()).contactName).toBe('Pat Lee');
  });

  // close out in the future: still active
  test('Close Out with a future date closes the tenant out with a toast', async () => {
    await page.getByRole('button', { name: 'Close Out' }).click();
    await page.getByLabel('Termination Date').fill('2999-12-31');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Tenant Closed Out');
  });

  test('the details show the termination date, in the user’s format', async () => {
    const day = await page.evaluate(() => new Date(Date.UTC(2999, 11, 31)).toLocaleDateString(undefined, { timeZone: 'UTC' }));
    await expect(page.getByText(day, { exact: true }).first()).toBeVisible();
    expect((await storedTenant()).terminationDate).toBe('2999-12-31');
  });

  // archive documents: the job is queued and listed
  test('Archive Documents, confirmed, queues the archive with a toast', async () => {
    await page.getByRole('button', { name: 'Archive Documents' }).click();
    await confirm();
    await toast(page, 'The document archive is being prepared');
  });

  test('the details list the document archives', async () => {
    await expect(page.getByRole('table', { name: 'Document archives' }).locator('tbody tr')).not.toHaveCount(0);
    expect((await api(page, baseUrl, 'GET', `/tenants/${tenantId}/documents/archives`)).length).toBeGreaterThan(0);
    await settle(page);
    await shot('04-details-actions');
  });

  // impersonate Acme: the banner names the tenant and leads back
  test('impersonating a tenant leads to /', async () => {
    acme = (await api(page, baseUrl, 'GET', `/tenants?filter=${encodeURIComponent(JSON.stringify({ q: 'Acme Defense' }))}`))[0];
    await page.goto(`${baseUrl}/tenants/${acme.id}`);
    await page.getByRole('button', { name: 'Impersonate' }).click();
    await confirm();
    await expectPath(page, '/');
  });

  test('the impersonation banner names the tenant', async () => {
    await expect(banner().getByText('You are impersonating Acme Defense Systems')).toBeVisible();
    await expect(banner().getByRole('button', { name: 'Return to my organization' })).toBeEnabled();
  });

  test('while impersonating, Switch Tenant is offered', async () => {
    await expect(page.getByRole('button', { name: 'Switch Tenant' })).toBeEnabled();
    await shot('05-impersonating');
  });

  test('Return to my organization removes the banner', async () => {
    await banner().getByRole('button', { name: 'Return to my organization' }).click();
    await expect(banner()).toHaveCount(0);
  });

  test('back in the own organization, Switch Tenant is offered', async () => {
    await expect(page.getByRole('button', { name: 'Switch Tenant' })).toBeEnabled();
  });

  test('back in the own organization, no impersonation banner is shown', async () => {
    await expect(page.getByRole('status', { name: 'Impersonation' })).toHaveCount(0);
  });

  // the security-team point of contact of an MSS-managed tenant: a user of the managing MSS tenant
  test('a security-team point of contact from the MSS is saved with a toast', async () => {
    await page.goto(`${baseUrl}/tenants/${acme.id}/edit`);
    await choose(page, page, 'Security Team Point of Contact', 'Morgan Analyst (mss.demo)');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Updated Tenant');
  });

  test('after saving the point of contact, the details page is shown', async () => {
    await expectPath(page, `/tenants/${acme.id}`);
  });

  test('the details show the Security Team Point of Contact field', async () => {
    await expect(page.getByText('Security Team Point of Contact').first()).toBeVisible();
    expect((await api(page, baseUrl, 'GET', `/tenants/${acme.id}`)).securityTeamPocUserId).toBeTruthy();
  });

  test('the details name the point of contact', async () => {
    await expect(page.getByText('Morgan Analyst', { exact: true }).first()).toBeVisible();
    // the stored point of contact is the MSS user chosen
    const { securityTeamPocUserId, managingTenantId } = await api(page, baseUrl, 'GET', `/tenants/${acme.id}`);
    const candidates = await api(page, baseUrl, 'GET', `/tenants/mss/${managingTenantId}/users`);
    expect(candidates.find((u) => u.id === securityTeamPocUserId)).toMatchObject({ name: 'Morgan Analyst', username: 'mss.demo' });
    await settle(page);
    await shot('06a-security-team-poc');
  });

  // the audit log shows the tenant's creation and exports
  test('the audit log is shown', async () => {
    await page.goto(`${baseUrl}/audit-log-dashboard`);
    await expect(auditLog().locator('tbody tr')).not.toHaveCount(0);
  });

  test("the audit log searched for tenant creations shows the new tenant's creation", async () => {
    await choose(page, page, 'Object Table', 'Tenant');
    await choose(page, page, 'Event Type', 'Created');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(auditLog().getByText(`E2E Orbital ${stamp}`).first()).toBeVisible();
    await shot('06-audit-log');
  });

  // the tenant filter searches tenants on the server by the typed name and narrows the log to one tenant
  const tenantCells = () => auditLog().locator('tbody tr td:nth-child(4)');

  test('the unfiltered log shows other tenants', async () => {
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(async () => expect(await tenantCells().allInnerTexts()).toContain('Acme Defense Systems')).toPass();
  });

  test('the tenant filter narrows the log to that tenant', async () => {
    await pick(page, page, 'Tenant', `Orbital ${stamp}`, tenantName);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(async () => {
      const cells = await tenantCells().allInnerTexts();
      expect(cells.length).toBeGreaterThan(0);
      expect([...new Set(cells)]).toEqual([tenantName]);
    }).toPass();
    await shot('06b-audit-log-tenant-filter');
  });

  test('Export CSV downloads the audit log', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
  });

  test('the export shows the toast "File Ready For Download."', async () => {
    await toast(page, 'File Ready For Download.');
  });

  // the tenant's own profile and audit log
  test("the tenant administrator sees the tenant's profile", async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, ...TENANT_ADMIN);
    await page.goto(`${baseUrl}/tenant-profile`);
    await expect(page.getByRole('heading', { name: 'Acme Defense Systems' })).toBeVisible();
    const own = await api(page, baseUrl, 'GET', `/tenants/${acme.id}`);
    await expect(page.getByText(own.contactEmail).first()).toBeVisible();
    await shot('07-tenant-profile');
  });

  test('Edit Tenant Profile opens its form', async () => {
    await page.getByRole('link', { name: 'Edit Tenant Profile' }).click();
    await expectPath(page, '/tenant-profile/edit');
  });

  test('an edited tenant profile is saved with a toast', async () => {
    await field(page, 'Contact Title').fill(`Security Lead ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Updated Tenant');
  });

  test('after saving, the tenant profile is shown', async () => {
    await expectPath(page, '/tenant-profile');
  });

  test('the tenant profile shows the new contact title', async () => {
    await expect(page.getByText(`Security Lead ${stamp}`, { exact: false }).first()).toBeVisible();
    expect((await api(page, baseUrl, 'GET', `/tenants/${acme.id}`)).contactTitle).toBe(`Security Lead ${stamp}`);
  });

  test("the tenant audit log shows the provider's impersonation", async () => {
    await page.goto(`${baseUrl}/tenant-audit-log-dashboard`);
    await expect(page.getByRole('table', { name: 'Tenant Audit Log' }).getByText('Impersonation started').first()).toBeVisible();
    await shot('08-tenant-audit-log');
  });

  test("the tenant administrator is sent from the provider's tenant details to /", async () => {
    await page.goto(`${baseUrl}/tenants/${tenantId}`);
    await expectPath(page, '/');
  });
});
