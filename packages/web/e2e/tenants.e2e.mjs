import { login, waitForPath } from './lib.mjs';
import { api, choose, field, inlineError, pick, settle, signOut, toast } from './personnel-lib.mjs';

export const name = 'tenants: list, add with validation, details actions, impersonation banner, audit log, tenant profile';

const ADMIN = ['admin', process.env.ADMIN_PASSWORD ?? 'Clearline-Admin-2026!'];
const TENANT_ADMIN = ['admin.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5);

export async function run(context) {
  try {
    await steps(context);
  } finally {
    await signOut(context.page, context.baseUrl);
  }
}

const confirm = (page) => page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();

async function steps({ page, baseUrl, shot, expect }) {
  await login(page, baseUrl, ...ADMIN);

  // the list
  await page.goto(`${baseUrl}/tenants`);
  await page.getByRole('link', { name: 'Add New Tenant' }).waitFor();
  await page.getByText('Acme Defense Systems').first().waitFor();
  await shot('01-list');

  // add, with validation
  await page.getByRole('link', { name: 'Add New Tenant' }).click();
  await waitForPath(page, '/tenants/add');
  await field(page, 'Contact Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await inlineError(page, 'Tenant Name is required');
  await inlineError(page, 'Contact Email is not valid');
  await shot('02-add-validation');
  const tenantName = `E2E Orbital ${stamp}`;
  await field(page, 'Tenant Name').fill(tenantName);
  await field(page, 'Contact Email').fill(`fso-${stamp}@orbital.example`);
  await field(page, 'Contact Name').fill('Dana Reyes');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Successfully Added Tenant');
  await page.waitForURL((u) => /^\/tenants\/[0-9a-f-]{36}$/.test(u.pathname));
  const tenantId = new URL(page.url()).pathname.split('/').pop();
  await page.getByRole('heading', { name: tenantName }).waitFor();
  await shot('03-details');

  // disable and enable again
  await page.getByRole('button', { name: 'Disable' }).click();
  await confirm(page);
  await toast(page, 'Tenant Disabled');
  await page.getByText('Disabled', { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Enable' }).click();
  await confirm(page);
  await toast(page, 'Tenant Enabled');

  // edit
  await page.getByRole('link', { name: 'Edit Tenant' }).click();
  await waitForPath(page, `/tenants/${tenantId}/edit`);
  await field(page, 'Contact Name').fill('Pat Lee');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Successfully Updated Tenant');
  await waitForPath(page, `/tenants/${tenantId}`);
  await page.getByText('Pat Lee').first().waitFor();

  // close out in the future: still active
  await page.getByRole('button', { name: 'Close Out' }).click();
  await page.getByLabel('Termination Date').fill('2999-12-31');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'Tenant Closed Out');
  await page.getByText('2999-12-31').first().waitFor();

  // archive documents: the job is queued and listed
  await page.getByRole('button', { name: 'Archive Documents' }).click();
  await confirm(page);
  await toast(page, 'The document archive is being prepared');
  await page.getByRole('table', { name: 'Document archives' }).waitFor();
  await settle(page);
  await shot('04-details-actions');

  // impersonate Acme: the banner names the tenant and leads back
  const acme = (await api(page, baseUrl, 'GET', `/tenants?filter=${encodeURIComponent(JSON.stringify({ q: 'Acme Defense' }))}`))[0];
  await page.goto(`${baseUrl}/tenants/${acme.id}`);
  await page.getByRole('button', { name: 'Impersonate' }).click();
  await confirm(page);
  await waitForPath(page, '/');
  const banner = page.getByRole('status', { name: 'Impersonation' });
  await banner.getByText('You are impersonating Acme Defense Systems').waitFor();
  await page.getByRole('button', { name: 'Switch Tenant' }).waitFor();
  await shot('05-impersonating');
  await banner.getByRole('button', { name: 'Return to my organization' }).click();
  await banner.waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('button', { name: 'Switch Tenant' }).waitFor();
  expect.equal(await page.getByRole('status', { name: 'Impersonation' }).count(), 0);

  // the security-team point of contact of an MSS-managed tenant: a user of the managing MSS tenant
  await page.goto(`${baseUrl}/tenants/${acme.id}/edit`);
  await choose(page, page, 'Security Team Point of Contact', 'Morgan Analyst (mss.demo)');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Successfully Updated Tenant');
  await waitForPath(page, `/tenants/${acme.id}`);
  await page.getByText('Security Team Point of Contact').first().waitFor();
  await page.getByText('Morgan Analyst', { exact: true }).first().waitFor();
  await settle(page);
  await shot('06a-security-team-poc');

  // the audit log shows the tenant's creation and exports
  await page.goto(`${baseUrl}/audit-log-dashboard`);
  await page.getByRole('table', { name: 'Audit Log' }).waitFor();
  await page.getByLabel('Object Table').fill('tenant');
  await page.getByRole('combobox', { name: 'Event Type' }).click();
  await page.getByRole('option', { name: 'CREATE', exact: true }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('table', { name: 'Audit Log' }).getByText(`E2E Orbital ${stamp}`).first().waitFor();
  await shot('06-audit-log');
  // the tenant filter searches tenants on the server by the typed name and narrows the log to one tenant
  const tenantCells = () => page.getByRole('table', { name: 'Audit Log' }).locator('tbody tr td:nth-child(3)').allInnerTexts();
  const until = async (check) => {
    for (let i = 0; i < 50 && !check(await tenantCells()); i++) await page.waitForTimeout(200);
    return tenantCells();
  };
  await page.getByRole('button', { name: 'Reset' }).click();
  const unfiltered = await until((cells) => cells.includes('Acme Defense Systems'));
  expect.ok(unfiltered.includes('Acme Defense Systems'), 'the unfiltered log shows other tenants');
  await pick(page, page, 'Tenant', `Orbital ${stamp}`, tenantName);
  await page.getByRole('button', { name: 'Search' }).click();
  const filtered = await until((cells) => cells.length > 0 && cells.every((c) => c === tenantName));
  expect.deepEqual([...new Set(filtered)], [tenantName]);
  await shot('06b-audit-log-tenant-filter');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect.match((await download).suggestedFilename(), /^audit-log-.*\.csv$/);
  await toast(page, 'File Ready For Download.');
  await signOut(page, baseUrl);

  // the tenant's own profile and audit log
  await login(page, baseUrl, ...TENANT_ADMIN);
  await page.goto(`${baseUrl}/tenant-profile`);
  await page.getByRole('heading', { name: 'Acme Defense Systems' }).waitFor();
  await shot('07-tenant-profile');
  await page.getByRole('link', { name: 'Edit Tenant Profile' }).click();
  await waitForPath(page, '/tenant-profile/edit');
  await field(page, 'Contact Title').fill(`Security Lead ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Successfully Updated Tenant');
  await waitForPath(page, '/tenant-profile');
  await page.getByText(`Security Lead ${stamp}`, { exact: false }).first().waitFor();
  await page.goto(`${baseUrl}/tenant-audit-log-dashboard`);
  await page.getByRole('table', { name: 'Tenant Audit Log' }).getByText('IMPERSONATION_START').first().waitFor();
  await shot('08-tenant-audit-log');
  // the tenant admin cannot reach the provider's tenant list
  await page.goto(`${baseUrl}/tenants/${tenantId}`);
  await waitForPath(page, '/');
}
