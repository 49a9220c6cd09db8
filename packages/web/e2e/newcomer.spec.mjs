import { expect, test } from '@playwright/test';
import { expectPath, login, useSession } from './lib.mjs';
import { api, pick, settle, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const TENANT_ADMIN = ['admin.demo', 'Clearline-Demo-2026!'];
const MSS = ['mss.demo', 'Clearline-Demo-2026!'];
const ADMIN = ['admin', process.env.ADMIN_PASSWORD ?? 'Clearline-Admin-2026!'];
const NOT_FOUND = 'The page is not found';

// What a newcomer meets on the pages that exist: routes that are not records, the MSS provider's own
// profile, the anonymous-reporting link, read-only impersonation, the knowledge centre, roles and the menu.
test.describe.serial('newcomer: not-found routes, provider profile, read-only impersonation, knowledge centre, roles, menu', () => {
  let page, baseUrl, shot;
  useSession('newcomer', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });
  const menuItem = (name) => page.getByRole('menuitem', { name, exact: true });
  const banner = () => page.getByRole('status', { name: 'Impersonation' });
  /** Expects the not-found page at the address asked for (no redirect elsewhere). */
  const expectNotFoundAt = async (pathname) => {
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === pathname);
  };
  /** The tenant the signed-in user acts in, as the server stores it. */
  const ownTenant = async () => api(page, baseUrl, 'GET', `/tenants/${(await api(page, baseUrl, 'GET', '/users/me')).tenantId}`);
  /** API requests for a path segment, counted from now on. */
  const requestsFor = (segment) => {
    const seen = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/') && r.url().includes(segment)) seen.push(r.url());
    });
    return seen;
  };

  // routes that are not records answer the not-found page, without asking the API for them
  test('the FSO signs in', async () => {
    await login(page, baseUrl, ...FSO);
    await expect(page).not.toHaveURL(/\/login$/);
  });

  let asked;
  test('/personnel/visit-requests shows the not-found page', async () => {
    asked = requestsFor('visit-requests');
    await page.goto(`${baseUrl}/personnel/visit-requests`);
    await expectNotFoundAt('/personnel/visit-requests');
    await shot('01-report-new-hire-not-found');
  });

  test('/personnel/visit-requests is not asked of the API', async () => {
    await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('/personnel/personnel-import-tool shows the not-found page', async () => {
    await page.goto(`${baseUrl}/personnel/personnel-import-tool`);
    await expectNotFoundAt('/personnel/personnel-import-tool');
  });

  test('/personnel/abc shows the not-found page', async () => {
    await page.goto(`${baseUrl}/personnel/abc`);
    await expectNotFoundAt('/personnel/abc');
  });

  test('/facilities/xyz/show shows the not-found page', async () => {
    await page.goto(`${baseUrl}/facilities/xyz/show`);
    await expectNotFoundAt('/facilities/xyz/show');
  });

  test('/tenants/xyz/edit shows the not-found page', async () => {
    await page.goto(`${baseUrl}/tenants/xyz/edit`);
    await expectNotFoundAt('/tenants/xyz/edit');
    await shot('02-tenant-edit-not-found');
  });

  test('the not-found page leads home', async () => {
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expectPath(page, '/');
  });

  // the anonymous-reporting link: the full address, copied with a toast
  test("the FSO's tenant profile shows the full anonymous-reporting address", async () => {
    await page.goto(`${baseUrl}/tenant-profile`);
    await expect(page.getByText(/^https?:\/\/[^/]+\/anonymous-report\/[0-9a-f]{16,}$/)).toBeVisible();
    // the address carries the tenant's stored anonymous-reporting hash
    const { anonymousHash } = await ownTenant();
    await expect(page.getByText(/\/anonymous-report\//)).toHaveText(new RegExp(`/anonymous-report/${anonymousHash}$`));
  });

  test('Copy link copies the address with a toast', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const shown = await page.getByText(/\/anonymous-report\//).textContent();
    await page.getByRole('button', { name: 'Copy link: Anonymous Reporting Link' }).click();
    await toast(page, 'Link copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await settle(page);
    await shot('03-anonymous-link-copied');
  });

  // roles: a description for each system role
  test('the tenant administrator sees the Facility Security Officer role described', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, ...TENANT_ADMIN);
    await page.goto(`${baseUrl}/roles`);
    const fso = page.getByRole('row').filter({ hasText: 'Facility Security Officer' });
    await expect(fso.getByText('Runs the security program of the organization', { exact: false })).toBeVisible();
    // the description shown is the role's stored one
    const roles = await api(
      page,
      baseUrl,
      'GET',
      `/roles?filter=${encodeURIComponent(JSON.stringify({ q: 'Facility Security Officer' }))}`,
    );
    const { description } = roles.find((r) => r.prettyName === 'Facility Security Officer');
    await expect(page.getByRole('row').filter({ hasText: description })).toContainText('Facility Security Officer');
  });

  test('every system role on the list has a description', async () => {
    await page.goto(`${baseUrl}/roles?perPage=50`);
    await expect(page.getByRole('row').filter({ hasText: 'Program Manager' })).toBeVisible();
    const rows = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .filter({ hasText: 'System' });
    expect(await rows.count()).toBe(11);
    for (const row of await rows.all()) await expect(row.getByRole('cell').nth(2)).not.toHaveText('');
    await shot('04-roles-described');
  });

  // one menu entry for the tenant list
  test('the system administrator has one Tenants entry in the menu', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, ...ADMIN);
    await expect(menuItem('Tenants')).toHaveCount(1);
  });

  test('the system administrator has no Managed Tenants entry', async () => {
    await expect(menuItem('Managed Tenants')).toHaveCount(0);
    await shot('05-admin-menu');
  });

  // the MSS provider's own profile
  test('the MSS analyst signs in', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, ...MSS);
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('the MSS analyst reaches the managed tenants from Tenants', async () => {
    await expect(menuItem('Managed Tenants')).toHaveCount(0);
    await menuItem('Tenants').click();
    await expect(page.getByRole('row').filter({ hasText: 'Acme Defense Systems' })).toBeVisible();
  });

  test("the MSS analyst's Tenant Profile shows the provider's own profile", async () => {
    await menuItem('Tenant Profile').click();
    await expect(page.getByRole('heading', { name: 'Sentinel Security Services' })).toBeVisible();
    await expect(page.getByText('security@sentinel.example').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acme Defense Systems' })).toHaveCount(0);
  });

  test("the provider's profile shows its anonymous-reporting address", async () => {
    await expect(page.getByText(/^https?:\/\/[^/]+\/anonymous-report\/[0-9a-f]{16,}$/)).toBeVisible();
    await expect(page.getByText(/was not found/)).toHaveCount(0);
    await shot('06-mss-own-profile');
  });

  // read-only impersonation: nothing offers a change the API would refuse
  test('before impersonating, the MSS analyst may add facilities of the own organization', async () => {
    await page.goto(`${baseUrl}/facilities`);
    await expect(page.getByRole('link', { name: 'Add New Facility' })).toHaveAttribute('href', /\/facilities\/add$/);
    await expect(banner()).toHaveCount(0);
  });

  test('the Switch Tenant dialog explains "Impersonate and create"', async () => {
    await page.getByRole('button', { name: 'Switch Tenant' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('checkbox', { name: 'Impersonate and create' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Impersonate and create' })).toHaveAccessibleDescription(
      /Without it you can look but not change anything \(read-only\)/,
    );
    await shot('07-impersonate-dialog');
  });

  test('impersonating Acme without "create" is read-only', async () => {
    const dialog = page.getByRole('dialog');
    await pick(page, dialog, 'Tenant', 'Acme', 'Acme Defense Systems');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectPath(page, '/');
    await expect(banner().getByText('You are impersonating Acme Defense Systems (read-only)')).toBeVisible();
    // the server refuses a change during the read-only impersonation
    const refused = await page.request.post(`${baseUrl}/api/v1/facilities`, {
      data: { facilityName: 'Read-only probe', countryId: 236 },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(
      'You are impersonating Acme Defense Systems read-only. Use "Impersonate and create" to make changes.',
    );
  });

  test('read-only: the facility list offers no Add New Facility', async () => {
    await page.goto(`${baseUrl}/facilities`);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Facility' })).toHaveCount(0);
  });

  test('read-only: facility rows offer neither Edit nor Disable', async () => {
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Disable' })).toHaveCount(0);
    // and no empty Actions column either
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await shot('08-read-only-facilities');
  });

  test('read-only: the personnel list offers no Add Personnel', async () => {
    await page.goto(`${baseUrl}/personnel`);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Personnel' })).toHaveCount(0);
  });

  test('read-only: the add page of a facility is not opened', async () => {
    await page.goto(`${baseUrl}/facilities/add`);
    await expectPath(page, '/');
  });

  test('read-only: the tenant profile offers no Edit Tenant Profile', async () => {
    await page.goto(`${baseUrl}/tenant-profile`);
    await expect(page.getByRole('heading', { name: 'Acme Defense Systems' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Tenant Profile' })).toHaveCount(0);
  });

  test('returning to the own organization offers Add New Facility again', async () => {
    await banner().getByRole('button', { name: 'Return to my organization' }).click();
    await expect(banner()).toHaveCount(0);
    await page.goto(`${baseUrl}/facilities`);
    await expect(page.getByRole('link', { name: 'Add New Facility' })).toBeVisible();
  });

  // knowledge centre: about pages that exist, and a video that plays from the product itself
  test('the knowledge centre offers no tutorial about contracts (none is written yet; the menu has the page)', async () => {
    await page.goto(`${baseUrl}/knowledge-center`);
    const content = page.locator('#main-content');
    await expect(content.getByText('Adding a person with the personnel wizard')).toBeVisible();
    await expect(content.getByText(/contract|DD-254/i)).toHaveCount(0);
    await shot('09-knowledge-center');
  });

  test('the video tutorial opens a player', async () => {
    await page.getByText('Video: adding a person').click();
    await expect(page.locator('video')).toBeVisible();
    await expect(page.locator('video')).toHaveAttribute('src', /.+/);
  });

  test('the video plays', async () => {
    const video = page.locator('video');
    await video.evaluate((v) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
    expect(await video.evaluate((v) => v.videoWidth)).toBe(320);
    await video.evaluate((v) => v.pause());
    await shot('10-video-playing');
  });
});
