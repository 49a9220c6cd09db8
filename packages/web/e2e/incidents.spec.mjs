import { expect, test } from '@playwright/test';
import { expectPath, login, useSession, tenantDay as day } from './lib.mjs';
import { api, choose, field, pick, settle, signOut, toast } from './personnel-lib.mjs';

const PASSWORD = 'Clearline-Demo-2026!';
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

// the trip: three weeks ago for ten days, through two countries the seed keeps advisories for
const DEPART = day(-21);
const SWITCH = day(-16);
const RETURN = day(-11);
const TRIP = `Trip ${stamp}`;
const VIOLATION = `Unsecured container ${stamp}`;

// two countries the demo seed keeps travel advisories for (in effect since 1 January of the year before the seed ran, no end date)
const COUNTRIES = ['France', 'Germany'];

test.describe.serial('incidents: foreign travel with advisory, review and debrief; a security violation with its reports', () => {
  let page, baseUrl, shot;
  const countries = COUNTRIES;
  let travelId, violationId;
  /** The yes/no question whose label holds `text`. */
  const yesNo = (text) => page.locator('.MuiFormControl-root').filter({ hasText: text }).last();
  useSession('incidents', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });

  test('the FSO sees the reports list', async () => {
    await login(page, baseUrl, 'fso.demo', PASSWORD);
    await page.goto(`${baseUrl}/reports-incidents`);
    await expect(page.getByRole('button', { name: 'New Report' })).toBeVisible();
    await expect(page.locator('#react-admin-title')).toContainText('Reports & Incidents');
    await settle(page);
    await shot('01-list');
    await signOut(page, baseUrl);
  });

  test('employee.demo opens Foreign Travel Report from My Portal and enters the trip', async () => {
    await login(page, baseUrl, 'employee.demo', PASSWORD);
    await page.goto(`${baseUrl}/my-portal/portal`);
    await page.getByTestId('my-reports').getByRole('link', { name: 'Foreign Travel Report' }).click();
    await expectPath(page, '/my-portal/requests/foreign-travel-report/create');
    await expect(page.getByRole('heading', { name: 'New Foreign Travel Report', exact: true })).toBeVisible();
    await field(page, 'Title').fill(TRIP);
    await field(page, 'Departure Date').first().fill(DEPART);
    await field(page, 'Return Date').fill(RETURN);
    await choose(page, page, 'Travel Type', 'Personal');
    await field(page, 'Purpose of Travel').fill('Family visit and sightseeing');
    await field(page, 'Pre-Travel Brief Date').fill(day(-25));
    await page.getByLabel('Pre-Travel Brief Acknowledged').check();
    await expect(field(page, 'Title')).toHaveValue(TRIP);
    await expect(field(page, 'Return Date')).toHaveValue(RETURN);
    await expect(page.getByLabel('Pre-Travel Brief Acknowledged')).toBeChecked();
  });

  test('each destination shows its travel advisory as soon as country and dates are in', async () => {
    const destinations = page
      .getByRole('list')
      .filter({ has: page.getByLabel(/^Arrival Date/) })
      .first();
    await page.getByRole('button', { name: 'Add Destination' }).click();
    const first = page.locator('.RaSimpleFormIterator-line').nth(0);
    await pick(page, first, 'Country', countries[0]);
    await field(first, 'Arrival Date').fill(DEPART);
    await field(first, 'Departure from Country').fill(SWITCH);
    await expect(first.getByTestId('travel-advisory').first()).toContainText(`Travel Advisory for ${countries[0]}`);
    await page.getByRole('button', { name: 'Add Destination' }).click();
    const second = page.locator('.RaSimpleFormIterator-line').nth(1);
    await pick(page, second, 'Country', countries[1]);
    await field(second, 'Arrival Date').fill(SWITCH);
    await field(second, 'Departure from Country').fill(RETURN);
    await expect(second.getByTestId('travel-advisory').first()).toContainText(`Travel Advisory for ${countries[1]}`);
    await expect(destinations).toBeVisible();
    await page.getByRole('button', { name: 'Add Emergency Contact' }).click();
    const contact = page.locator('.RaSimpleFormIterator-line').nth(2);
    await field(contact, 'Full Name').fill('Pat Employee');
    await field(contact, 'Relationship').fill('Spouse');
    await field(contact, 'Phone').fill('571-555-0142');
    await settle(page);
    await shot('02-my-travel-create');
  });

  test('she submits the travel; its general page shows it submitted with the debrief due date', async () => {
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await toast(page, 'Successfully Created Foreign Travel');
    await page.waitForURL(/\/my-portal\/requests\/foreign-travel-report\/[0-9a-f-]{36}\/general$/);
    travelId = page.url().split('/foreign-travel-report/')[1].split('/')[0];
    await expect(page.getByRole('heading', { name: TRIP, exact: true })).toBeVisible();
    await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Reporting Deadlines' })).toContainText('Debrief Due');
    await settle(page);
    await shot('03-my-travel-general');
    await page.getByRole('tablist', { name: 'Foreign Travel Report' }).getByRole('tab', { name: 'Documents' }).click();
    await expectPath(page, `/my-portal/requests/foreign-travel-report/${travelId}/document`);
    await page.getByLabel('Document file').setInputFiles({ name: 'itinerary.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Successfully Uploaded itinerary.pdf');
    await expect(page.getByRole('table', { name: 'Document list' })).toContainText('itinerary.pdf');
    await settle(page);
    await shot('04-my-travel-document');
  });

  test('the debrief comes due: My Portal shows the open action', async () => {
    await page.goto(`${baseUrl}/my-portal/portal`);
    await expect(page.getByTestId('my-open-actions')).toContainText('Debrief foreign travel');
    await settle(page);
    await shot('05-my-open-actions');
    await signOut(page, baseUrl);
  });

  test('the FSO finds the travel in the list and on the person’s Assignments tab, and starts the review', async () => {
    await login(page, baseUrl, 'fso.demo', PASSWORD);
    await page.goto(`${baseUrl}/reports-incidents`);
    await choose(page, page, 'Type', 'Foreign Travel');
    const row = page.getByRole('row').filter({ hasText: TRIP });
    await expect(row).toContainText('Submitted');
    await settle(page);
    await shot('06-list-travel');
    await row.click();
    await expectPath(page, `/reports-incidents/foreign-travel-report/${travelId}/general`);
    await expect(page.getByRole('heading', { name: TRIP, exact: true })).toBeVisible();
    await expect(page.getByTestId('overdue').first()).toBeVisible();
    await page.getByRole('button', { name: 'Start Review' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Status changed to In Review');
    await expect(page.getByText('In Review', { exact: true }).first()).toBeVisible();
    await settle(page);
    await shot('07-travel-general-review');
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByRole('table', { name: 'Document list' })).toContainText('itinerary.pdf');
    await settle(page);
    await shot('08-travel-document');
    const travel = await api(page, baseUrl, 'GET', `/incidents/${travelId}/FOREIGN_TRAVEL`);
    await page.goto(`${baseUrl}/personnel/${travel.personnelId}/assignments`);
    const travelRow = page.getByRole('region', { name: 'Foreign Travel' }).getByRole('row').filter({ hasText: countries[0] });
    await expect(travelRow).toContainText('In Review');
    await expect(travelRow).toContainText('Overdue');
    await settle(page);
    await shot('09-assignments-travel');
    await signOut(page, baseUrl);
  });

  test('employee.demo files the debrief; the open action completes', async () => {
    await login(page, baseUrl, 'employee.demo', PASSWORD);
    await page.goto(`${baseUrl}/my-portal/requests/foreign-travel-debrief/create`);
    await expect(page.getByRole('heading', { name: 'New Foreign Travel Debrief Report', exact: true })).toBeVisible();
    // the travels load once her record is known
    await page.waitForTimeout(2000);
    await choose(page, page, 'Foreign Travel', new RegExp(countries[0]));
    await field(page, 'Debrief Date').fill(day(0));
    for (const question of [
      'Had contact with foreign nationals beyond incidental contact',
      'Was asked about work, clearance or protected information',
      'Was questioned, detained, searched, harassed or offered inducements',
      'Lost or had stolen a passport, device or document',
      'Electronic devices were out of your control or inspected',
    ]) {
      await yesNo(question).getByLabel('No').check();
    }
    await yesNo('Visited countries or places not in the travel report').getByLabel('Yes').check();
    await field(page, 'Itinerary Changes').fill('A day trip across the border on the last weekend.');
    await settle(page);
    await shot('10-my-debrief-create');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await toast(page, 'Successfully Created Foreign Travel Debrief');
    await page.waitForURL(/\/my-portal\/requests\/foreign-travel-debrief\/[0-9a-f-]{36}\/general$/);
    await settle(page);
    await shot('11-my-debrief-general');
    await page.goto(`${baseUrl}/my-portal/portal`);
    await expect(page.getByTestId('my-open-actions')).not.toContainText('Debrief foreign travel');
    await page.getByRole('tab', { name: 'Requests' }).click();
    const done = page.getByTestId('my-requests').getByRole('row').filter({ hasText: 'Debrief foreign travel' });
    await expect(done).toContainText('Completed');
    await settle(page);
    await shot('12-my-requests');
    await signOut(page, baseUrl);
  });

  test('the FSO opens the create pages of other types', async () => {
    await login(page, baseUrl, 'fso.demo', PASSWORD);
    for (const [slug, heading, label, n] of [
      ['foreign-contact', 'New Foreign Contact Report', 'Foreign National Name', '13'],
      ['insider-threat', 'New Insider Threat Report', 'Behavior Observed', '14'],
      ['network-cyber-breach', 'New Network Intrusion / Cyber Breach Report', 'Systems Affected', '15'],
    ]) {
      await page.goto(`${baseUrl}/reports-incidents`);
      await page.getByRole('button', { name: 'New Report' }).click();
      await page.getByRole('menuitem', { name: heading.replace(/^New | Report$/g, '') }).click();
      await expectPath(page, `/reports-incidents/${slug}/create`);
      await expect(page.getByRole('heading', { name: heading, exact: true, level: 1 })).toBeVisible();
      await expect(field(page, label)).toBeVisible();
      await settle(page);
      await shot(`${n}-create-${slug}`);
    }
  });

  test('the FSO files a security violation; its initial and final reports are due', async () => {
    await page.goto(`${baseUrl}/reports-incidents/security-violation/create`);
    await pick(page, page, 'Person', 'Employee', 'Employee, Erin');
    await choose(page, page, 'Facility', /Headquarters/);
    await field(page, 'Title').fill(VIOLATION);
    await field(page, 'Discovered At').fill(`${day(-2)}T08:30`);
    await choose(page, page, 'Classification Level', 'Secret');
    await choose(page, page, 'Loss or Compromise', 'Not Yet Determined');
    await field(page, 'Information Involved').fill('Secret program documents left in an unlocked GSA container overnight.');
    await field(page, 'Location').fill('Building 2, room 214');
    await page
      .getByRole('group', { name: /Has the classified information been secured/ })
      .getByLabel('Yes')
      .check();
    await page
      .getByRole('group', { name: /Could an unauthorized person have had access/ })
      .getByLabel('No')
      .check();
    await settle(page);
    await shot('16-violation-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Created Security Violation');
    await page.waitForURL(/\/reports-incidents\/security-violation\/[0-9a-f-]{36}\/general$/);
    violationId = page.url().split('/security-violation/')[1].split('/')[0];
    const deadlines = page.getByRole('table', { name: 'Reporting Deadlines' });
    await expect(deadlines).toContainText('Initial report due');
    await expect(deadlines).toContainText('Final report due');
    await expect(deadlines.getByTestId('overdue')).toHaveCount(1);
    await settle(page);
    await shot('17-violation-general');
  });

  test('the FSO records the initial report, then the final report, and reports it to the government', async () => {
    await field(page, 'Initial Report Filed At').fill(`${day(-1)}T09:00`);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Updated Security Violation');
    const deadlines = page.getByRole('table', { name: 'Reporting Deadlines' });
    await expect(deadlines.getByTestId('overdue')).toHaveCount(0);
    await choose(page, page, 'Loss or Compromise', 'No Loss or Compromise');
    await field(page, 'Final Report Filed At').fill(`${day(-1)}T10:00`);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Updated Security Violation');
    await expect(deadlines.getByRole('row').filter({ hasText: 'Final report due' })).not.toContainText('Not made yet');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Status changed to Submitted');
    await page.getByRole('button', { name: 'Mark Reported to Government' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Government Reference/)
      .fill(`DCSA-${stamp}`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Status changed to Reported to Government');
    await expect(field(page, 'Government Reference')).toHaveValue(`DCSA-${stamp}`);
    await settle(page);
    await shot('18-violation-reported');
    const saved = await api(page, baseUrl, 'GET', `/incidents/${violationId}/SECURITY_VIOLATION`);
    expect(saved.status).toBe('REPORTED_TO_GOVERNMENT');
    expect(saved.initialReportAt).toBeTruthy();
    expect(saved.finalReportAt).toBeTruthy();
    expect(saved.details.lossOrCompromise).toBe('NO_COMPROMISE');
  });

  test('the violation’s document page takes the inquiry report', async () => {
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expectPath(page, `/reports-incidents/security-violation/${violationId}/document`);
    await expect(page.getByText('No documents are attached to this report.')).toBeVisible();
    await page.getByLabel('Document file').setInputFiles({ name: 'inquiry-report.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Successfully Uploaded inquiry-report.pdf');
    await expect(page.getByRole('table', { name: 'Document list' })).toContainText('inquiry-report.pdf');
    await settle(page);
    await shot('19-violation-document');
  });

  test('the dashboard counts the open reports by type and links to them', async () => {
    await page.goto(`${baseUrl}/`);
    const open = page.getByTestId('dashboard-open-incidents');
    await expect(open).toContainText('Security Violation');
    await expect(page.getByTestId('dashboard-debriefs-due')).toBeVisible();
    await expect(page.getByTestId('dashboard-incidents-overdue')).toBeVisible();
    await page.getByTestId('dashboard-open-incidents').scrollIntoViewIfNeeded();
    await settle(page);
    await shot('20-dashboard');
    await open.getByTestId('open-incidents-SECURITY_VIOLATION').click();
    await expect(page).toHaveURL(/\/reports-incidents\?/);
    await expect(page.getByRole('row').filter({ hasText: VIOLATION })).toBeVisible();
  });
});
