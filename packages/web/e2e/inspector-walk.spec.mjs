import { expect, test } from '@playwright/test';
import shared from '@clearline/shared';
import { expectPath, login, tenantDay, useSession } from './lib.mjs';
import { api, choose, signOut } from './personnel-lib.mjs';

// the shared package is CommonJS: its names come from its default export
const { LOGIN_SERVER_MESSAGES } = shared;

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const TENANT_ADMIN = ['admin.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const TRIP = `Inspection trip ${stamp}`;
const FRANCE = 76;
const GERMANY = 83;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

test.describe
  .serial('what an inspector and a new user read: the server’s sign-in message, a loopback address, Schedule Reports, one incident’s history by name, roles by label', () => {
  let page, baseUrl, shot;
  /** the same server by the other loopback name than the one PUBLIC_URL gives */
  let loopback;
  let travelId;
  const consoleErrors = [];
  useSession('inspector-walk', (s) => ({ page, baseUrl, shot } = s), {
    cleanup: async () => {
      if (travelId) await api(page, loopback, 'DELETE', `/incidents/${travelId}`).catch(() => undefined);
      await signOut(page, loopback);
    },
  });

  test('the login page shows the server’s own message when it refuses a sign-in', async () => {
    const url = new URL(baseUrl);
    url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    loopback = url.origin;
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    // the same server by an address that is not PUBLIC_URL's origin (the whole 127.0.0.0/8 reaches this machine)
    const elsewhere = new URL(baseUrl);
    elsewhere.hostname = '127.0.0.2';
    await page.goto(`${elsewhere.origin}/login`);
    await page.locator('input[name="username"]').fill(FSO[0]);
    await page.locator('input[name="password"]').fill(FSO[1]);
    await page.locator('form button[type="submit"]').click();
    const refused = LOGIN_SERVER_MESSAGES.csrfForeignOrigin.replace('{origin}', elsewhere.origin).replace('{publicUrl}', baseUrl);
    await expect(page.getByTestId('login-error')).toHaveText(refused);
    await expect(page.getByTestId('login-error')).not.toContainText('see announcement above');
    await shot('01-login-refused-with-the-server-message');
  });

  test('the FSO signs in at the other loopback name of PUBLIC_URL (localhost and 127.0.0.1 are one origin)', async () => {
    await login(page, loopback, ...FSO);
    await expect(page).toHaveURL((u) => u.origin === loopback && u.pathname !== '/login');
    await expect(page.getByTestId('login-error')).toHaveCount(0);
  });

  test('the menu offers Schedule Reports, which opens its tab without an error', async () => {
    consoleErrors.length = 0;
    await page.goto(`${loopback}/reports/schedule-reports`);
    await expect(page.getByRole('tab', { name: 'Schedule Reports' })).toHaveAttribute('aria-selected', 'true');
    await page.goto(`${loopback}/`);
    const entry = page.getByRole('menuitem', { name: 'Schedule Reports' });
    await expect(entry).toBeVisible();
    await entry.click();
    await expectPath(page, '/reports/schedule-reports');
    await expect(page.getByRole('tab', { name: 'Schedule Reports' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Add Job' })).toBeVisible();
    expect(consoleErrors.filter((e) => /Tabs|is invalid/.test(e))).toEqual([]);
    await shot('02-schedule-reports');
  });

  test('one incident’s history comes with one filter: its destinations, contact and document, every kind and id by name', async () => {
    const [person] = await api(page, loopback, 'GET', '/personnel/details?q=Anderson&size=1');
    const travel = await api(page, loopback, 'POST', '/incidents', {
      incidentType: 'FOREIGN_TRAVEL',
      personnelId: person.id,
      title: TRIP,
      details: {
        departureDate: tenantDay(-12),
        returnDate: tenantDay(-2),
        travelType: 'OFFICIAL',
        purpose: 'Supplier audit',
        preTravelBriefAcknowledged: true,
        preTravelBriefDate: tenantDay(-20),
        destinations: [
          { countryId: FRANCE, cities: 'Paris', arrivalDate: tenantDay(-11), departureDate: tenantDay(-7) },
          { countryId: GERMANY, cities: 'Munich', arrivalDate: tenantDay(-7), departureDate: tenantDay(-2) },
        ],
        emergencyContacts: [{ fullName: 'Morgan Anderson', relationship: 'Spouse', phone: '703-555-0142' }],
      },
    });
    travelId = travel.id;
    const upload = await page.request.post(`${loopback}/api/v1/incidents/${travelId}/document`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      multipart: { file: { name: `itinerary-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(upload.status()).toBe(201);
    const who = `${person.lastName}, ${person.firstName}`;

    await page.goto(`${loopback}/tenant-audit-log-dashboard`);
    const table = page.getByRole('table', { name: 'Tenant Audit Log' });
    await choose(page, page, 'Object Table', 'Incident');
    await page.getByRole('button', { name: 'Search' }).click();
    const created = table.locator('tbody > tr').filter({ hasText: TRIP }).filter({ hasText: 'Created' });
    await expect(created).toHaveCount(1);
    await created.click();
    await page.getByRole('button', { name: 'History of this record' }).click();
    await expect(page.getByText(`Record: Foreign Travel – ${TRIP} – ${who}`)).toBeVisible();

    const rows = table.locator('tbody > tr');
    for (const kind of ['Incident', 'Foreign Travel Destination', 'Foreign Travel Emergency Contact', 'Document']) {
      await expect(rows.filter({ has: page.getByRole('cell', { name: kind, exact: true }) }).first()).toBeVisible();
    }
    await expect(rows.filter({ hasText: 'France: Paris' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Germany: Munich' })).toHaveCount(1);
    expect(await table.innerText()).not.toMatch(/foreign_travel|_destination/);
    await shot('03-incident-history');

    // the incident's creation: the person by name, not by id
    await rows
      .filter({ has: page.getByRole('cell', { name: 'Incident', exact: true }) })
      .filter({ hasText: 'Created' })
      .click();
    const changes = page.getByRole('table', { name: 'Changes' });
    await expect(changes.getByRole('row').filter({ hasText: 'Personnel' }).locator('td')).toHaveText(['Personnel', '', who]);
    await expect(changes).not.toContainText(person.id);
    await shot('04-incident-created-names-the-person');

    // a destination: its incident and its country by name
    await rows.filter({ hasText: 'France: Paris' }).click();
    await expect(changes.getByRole('row').filter({ hasText: 'Country' }).locator('td')).toHaveText(['Country', '', 'France']);
    await expect(changes.getByRole('row').filter({ hasText: 'Incident' }).locator('td').last()).toHaveText(
      `Foreign Travel – ${TRIP} – ${who}`,
    );
    await shot('05-destination-names-country-and-incident');
  });

  test('the Roles page and the Portal Download Links name roles by their labels, never by their codes', async () => {
    await signOut(page, loopback);
    await login(page, loopback, ...TENANT_ADMIN);
    await page.goto(`${loopback}/roles`);
    const roles = page.getByRole('table');
    await expect(roles.getByRole('cell', { name: 'Facility Security Officer', exact: true })).toBeVisible();
    expect(await roles.innerText()).not.toMatch(/\b(CLIENT_FSO|TENANT_ADMIN|SUPER_ADMIN|CLIENT_EMPLOYEE)\b/);
    await shot('06-roles');

    await page.goto(`${loopback}/tenant-master-data?show=downloads`);
    const links = page.getByRole('table');
    await expect(links.getByRole('row').filter({ hasText: 'DD-254 Review Checklist' })).toContainText(
      'Facility Security Officer, Client FSO, Tenant Administrator',
    );
    expect(await links.innerText()).not.toMatch(/\b(FSO, CLIENT_FSO|CLIENT_FSO|TENANT_ADMIN)\b/);
    await shot('07-portal-download-links');
  });
});
