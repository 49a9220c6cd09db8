import { expect, test } from '@playwright/test';
import { expectPath, login, useSession, tenantDay as day } from './lib.mjs';
import { api, choose, field, settle, signOut, toast } from './personnel-lib.mjs';

const EMPLOYEE = ['employee.demo', 'Clearline-Demo-2026!'];
const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const host = `Northrop Test Range ${stamp}`;
const visitors = `Bundeswehr Liaison ${stamp}`;
// seeded people: James Anderson holds Top Secret, Linda Hernandez holds no clearance
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const CLEARED = 'Anderson, James';
const UNCLEARED = 'Hernandez, Linda';

test.describe.serial('visits: an outgoing visit requested from My Portal and processed by the FSO; an incoming foreign visit', () => {
  let page, baseUrl, shot;
  let outgoingId, incomingId;
  useSession('visits', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });

  test('the employee requests an outgoing visit from My Portal', async () => {
    await login(page, baseUrl, ...EMPLOYEE);
    await page.goto(`${baseUrl}/my-portal/requests`);
    const card = page.getByTestId('my-visit-requests');
    await expect(card).toBeVisible();
    await settle(page);
    await shot('01-my-portal-requests');
    await card.getByRole('link', { name: 'Request Outgoing Visit' }).click();
    await expectPath(page, '/my-portal/requests/outgoing-visit');
    await field(page, 'Host Organization').fill(host);
    await field(page, 'Host CAGE Code').fill('1AB23');
    await field(page, 'Start Date').fill(day(3));
    await field(page, 'End Date').fill(day(5));
    await choose(page, page, 'Clearance Level', 'Secret');
    await field(page, 'Visit Purpose').fill('Program review of the telemetry ground segment');
    await field(page, 'Technical Point Of Contact Name').fill('Dana Whitfield');
    await field(page, 'Technical Point Of Contact Email').fill('dana.whitfield@range.example');
    await field(page, 'Notes From Employee').fill('Two engineers from my team should come as well.');
    await settle(page);
    await shot('02-my-outgoing-request');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await toast(page, 'Your visit request was sent to the security office.');
    await page.waitForURL(/\/my-portal\/requests\/[0-9a-f-]{36}\/outgoing-visit\/visit-information$/);
    outgoingId = page.url().split('/my-portal/requests/')[1].split('/')[0];
    await expect(page.getByRole('heading', { name: host })).toBeVisible();
    await expect(page.getByTestId('visit-status').first()).toHaveText('Submitted');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await settle(page);
    await shot('03-my-outgoing-visit-information');
    await page.getByRole('tab', { name: 'Assignments' }).click();
    await expectPath(page, `/my-portal/requests/${outgoingId}/outgoing-visit/assignments`);
    await expect(page.getByRole('table', { name: 'People visiting list' })).toContainText('Employee, Erin');
    await settle(page);
    await shot('04-my-outgoing-assignments');
    await page.goto(`${baseUrl}/my-portal/requests`);
    await expect(page.getByTestId('my-visit-requests').getByRole('row').filter({ hasText: host })).toBeVisible();
    await signOut(page, baseUrl);
  });

  test('the FSO finds the request on the visits list', async () => {
    await login(page, baseUrl, ...FSO);
    await page.goto(`${baseUrl}/visits`);
    await page.getByRole('tab', { name: 'Outgoing Visits' }).click();
    const row = page.getByRole('row').filter({ hasText: host });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Submitted');
    await settle(page);
    await shot('05-visits-outgoing');
    await row.click();
    await expectPath(page, `/visits/outgoing/${outgoingId}/visit-information`);
    await expect(field(page, 'Host Organization')).toHaveValue(host);
    await settle(page);
    await shot('06-outgoing-visit-information');
  });

  test('the FSO adds two people: the one without the clearance is refused with the reason', async () => {
    await page.getByRole('tab', { name: 'Assignments' }).click();
    await expectPath(page, `/visits/outgoing/${outgoingId}/assignments`);
    const section = page.getByRole('region', { name: 'People Visiting' });
    await section.getByLabel('Person').fill('Anderson');
    await page.getByRole('option', { name: CLEARED, exact: true }).click();
    await section.getByLabel('Role').fill('Test director');
    await section.getByRole('button', { name: 'Add Person' }).click();
    await toast(page, 'Successfully Added 1 Person To The Visit');
    const people = page.getByRole('table', { name: 'People visiting list' });
    await expect(people.getByRole('row').filter({ hasText: CLEARED })).toContainText('Top Secret');
    await section.getByLabel('Person').fill('Hernandez');
    await page.getByRole('option', { name: UNCLEARED, exact: true }).click();
    await section.getByRole('button', { name: 'Add Person' }).click();
    const refusal = page.getByTestId('visit-person-refused');
    await expect(refusal).toContainText('Linda Hernandez holds');
    await expect(refusal).toContainText('the person cannot be added to the visit.');
    await expect(people).not.toContainText(UNCLEARED);
    await settle(page);
    await shot('07-outgoing-assignments-refused');
  });

  test('the FSO attaches the visit authorization request', async () => {
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expectPath(page, `/visits/outgoing/${outgoingId}/documents`);
    await page.getByRole('button', { name: 'Add Document' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Document Type' }).click();
    await page.getByRole('option', { name: 'Visit Authorization Request', exact: true }).click();
    await dialog.getByLabel('Document Title').fill(`VAR ${stamp}`);
    await dialog.getByLabel('File').setInputFiles({ name: `var-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await settle(page);
    await shot('08a-outgoing-document-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Successfully Added Document: VAR ${stamp}`);
    const row = page.getByRole('row').filter({ hasText: `VAR ${stamp}` });
    await expect(row).toContainText(`var-${stamp}.pdf`);
    await expect(row).toContainText('Needs Review');
    await settle(page);
    await shot('08-outgoing-documents');
  });

  test('the FSO approves the visit', async () => {
    await page.getByRole('tab', { name: 'Visit Information' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'The visit is now Approved');
    await expect(page.getByTestId('visit-status').first()).toHaveText('Approved');
    await settle(page);
    await shot('09-outgoing-approved');
  });

  test('the FSO adds an incoming visit with a foreign visitor', async () => {
    await page.goto(`${baseUrl}/visits`);
    await page.getByRole('tab', { name: 'Incoming Visits' }).click();
    await page.getByRole('link', { name: 'Add Incoming Visit' }).click();
    await expectPath(page, '/visits/incoming/add');
    await field(page, "Visitors' Organization").fill(visitors);
    await choose(page, page, 'Host Facility', 'Acme Headquarters (1ACM5)');
    await choose(page, page, 'Meeting Contact', CLEARED);
    // today and tomorrow: the visit is under way this week whatever the weekday
    await field(page, 'Start Date').fill(day(0));
    await field(page, 'End Date').fill(day(1));
    await choose(page, page, 'Clearance Level', 'None');
    await field(page, 'Visit Purpose').fill('Liaison meeting on the export-controlled test plan (unclassified)');
    await page.getByLabel('Foreign Visitor', { exact: true }).check();
    await page.getByRole('button', { name: 'Add' }).click();
    await field(page, 'Visitor Name').fill('Katrin Vogel');
    await field(page, 'Company').fill('Bundesamt für Ausrüstung');
    const citizenship = page.getByRole('combobox', { name: /^Citizenship/ });
    await citizenship.fill('Germany');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await settle(page);
    await shot('10-incoming-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Created Visit');
    await page.waitForURL(/\/visits\/incoming\/[0-9a-f-]{36}\/visit-information$/);
    incomingId = page.url().split('/visits/incoming/')[1].split('/')[0];
    await expect(page.getByRole('heading', { name: visitors })).toBeVisible();
    await expect(field(page, 'Visitor Name')).toHaveValue('Katrin Vogel');
    await settle(page);
    await shot('11-incoming-visit-information');
    await page.goto(`${baseUrl}/visits`);
    await page.getByRole('tab', { name: 'Incoming Visits' }).click();
    await expect(page.getByRole('row').filter({ hasText: visitors })).toContainText('Yes');
    await settle(page);
    await shot('12-visits-incoming');
  });

  test("the FSO submits the incoming visit; its documents tab and the meeting contact's Assignments tab", async () => {
    await page.goto(`${baseUrl}/visits/incoming/${incomingId}/visit-information`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'The visit is now Submitted');
    await expect(page.getByTestId('visit-status').first()).toHaveText('Submitted');
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expectPath(page, `/visits/incoming/${incomingId}/documents`);
    await expect(page.getByRole('button', { name: 'Add Document' })).toBeVisible();
    await settle(page);
    await shot('13-incoming-documents');
    const people = await api(page, baseUrl, 'GET', '/personnel/details?size=100');
    const james = people.find((p) => p.firstName === 'James' && p.lastName === 'Anderson');
    await page.goto(`${baseUrl}/personnel/${james.id}/assignments`);
    const visits = page.getByRole('region', { name: 'Visits', exact: true });
    await expect(visits.getByRole('row').filter({ hasText: visitors })).toContainText('Meeting Contact');
    await expect(visits.getByRole('row').filter({ hasText: host })).toContainText('Visiting');
    await visits.scrollIntoViewIfNeeded();
    await settle(page);
    await shot('14-person-assignments-visits');
  });

  test('the dashboard tiles count the visits of the week and link to them', async () => {
    await page.goto(`${baseUrl}/`);
    const tile = page.getByTestId('dashboard-visits-this-week');
    await expect(tile).toBeVisible();
    await expect(page.getByTestId('dashboard-perm-certifications')).toBeVisible();
    await tile.scrollIntoViewIfNeeded();
    await settle(page);
    await shot('15-dashboard-visit-tiles');
    // the tile's total is the sum of its kinds, and each kind's count opens its list with the same rule
    const kinds = await Promise.all(['INCOMING', 'OUTGOING', 'FOCI'].map((k) => tile.getByTestId(`visits-this-week-${k}`).innerText()));
    await expect(tile.getByTestId('visits-this-week-count')).toHaveText(String(kinds.reduce((sum, n) => sum + Number(n), 0)));
    const incoming = Number(kinds[0]);
    expect(incoming).toBeGreaterThan(0);
    await tile.getByTestId('visits-this-week-INCOMING').click();
    await expectPath(page, '/visits');
    await expect(page.getByRole('tab', { name: 'Incoming Visits' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').filter({ hasText: visitors })).toBeVisible();
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(incoming);
    await settle(page);
    await shot('16-visits-this-week');
  });
});
