import { expect, test } from '@playwright/test';
import { expectPath, login, useSession, tenantDay as day } from './lib.mjs';
import { choose, field, inlineError, pick, settle, signOut, toast } from './personnel-lib.mjs';

const PASSWORD = 'Clearline-Demo-2026!';
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
// a trip ahead: it leaves in three weeks for ten days; the brief was given today
const DEPART = day(21);
const RETURN = day(31);
const TRIP = `Trade show ${stamp}`;
const VISITORS = `Bundesamt Delegation ${stamp}`;
const FOREIGN_NATIONAL = 'Katrin Vogel';
const CLEARED_FOREIGNER =
  `${FOREIGN_NATIONAL} is not a U.S. citizen and cannot be given a clearance level or special accesses: ` +
  'a foreign national visits under the foreign visit process (Clearance Level None, Foreign Visitor).';

test.describe
  .serial('reports ahead: a future foreign travel kept as a draft and submitted from My Portal; report titles; a foreign visitor', () => {
  let page, baseUrl, shot;
  let travelId;
  useSession('reports-ahead', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });

  test('employee.demo reports a trip that has not started and saves it as a draft', async () => {
    await login(page, baseUrl, 'employee.demo', PASSWORD);
    await page.goto(`${baseUrl}/my-portal/requests/foreign-travel-report/create`);
    await expect(page.getByRole('heading', { name: 'New Foreign Travel Report', exact: true })).toBeVisible();
    await field(page, 'Title').fill(TRIP);
    await field(page, 'Departure Date').first().fill(DEPART);
    await field(page, 'Return Date').fill(RETURN);
    await choose(page, page, 'Travel Type', 'Official');
    await field(page, 'Purpose of Travel').fill('Booth duty at the defence trade show');
    await field(page, 'Pre-Travel Brief Date').fill(day(0));
    await page.getByLabel('Pre-Travel Brief Acknowledged').check();
    await page.getByRole('button', { name: 'Add Destination' }).click();
    const destination = page.locator('.RaSimpleFormIterator-line').nth(0);
    await pick(page, destination, 'Country', 'France');
    await field(destination, 'Arrival Date').fill(day(22));
    await field(destination, 'Departure from Country').fill(day(30));
    await settle(page);
    await shot('01-travel-ahead-create');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await toast(page, 'Successfully Saved Foreign Travel Report As Draft');
    await page.waitForURL(/\/my-portal\/requests\/foreign-travel-report\/[0-9a-f-]{36}\/general$/);
    travelId = page.url().split('/foreign-travel-report/')[1].split('/')[0];
    await expect(page.getByRole('heading', { name: TRIP, exact: true })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('draft-notice')).toBeVisible();
    await expect(field(page, 'Departure Date').first()).toHaveValue(DEPART);
    await settle(page);
    await shot('02-travel-ahead-draft');
  });

  test('she completes the draft later and submits it to the security office', async () => {
    await page.goto(`${baseUrl}/my-portal/requests/foreign-travel-report/${travelId}/general`);
    await field(page, 'Carrier and Itinerary').fill('AF 55 IAD-CDG; AF 54 CDG-IAD');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await toast(page, 'Successfully Submitted Foreign Travel Report');
    await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
    // submitted, it is the security office's: she reads it, she no longer edits it
    await expect(page.getByTestId('draft-notice')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit Report' })).toHaveCount(0);
    await expect(field(page, 'Carrier and Itinerary')).toHaveValue('AF 55 IAD-CDG; AF 54 CDG-IAD');
    await expect(field(page, 'Return Date')).toHaveValue(RETURN);
    await expect(page.getByRole('table', { name: 'Reporting Deadlines' })).toContainText('Debrief Due');
    await settle(page);
    await shot('03-travel-ahead-submitted');
  });

  test('a report type whose label ends in "Report" is named once', async () => {
    await page.goto(`${baseUrl}/my-portal/requests/personal-reporting-requirements/create`);
    await expect(page.getByRole('heading', { name: 'New Personal Report', exact: true })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/\bReport\s+Reports?\b/i);
    await expect(page.locator('#react-admin-title')).toContainText('New Personal Report');
    await settle(page);
    await shot('04-personal-report-create');
    await signOut(page, baseUrl);
  });

  test('the FSO reads the travel ahead and sees the same single titles', async () => {
    await login(page, baseUrl, 'fso.demo', PASSWORD);
    await page.goto(`${baseUrl}/reports-incidents/foreign-travel-report/${travelId}/general`);
    await expect(page.getByRole('heading', { name: TRIP, exact: true })).toBeVisible();
    await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Review' })).toBeVisible();
    await settle(page);
    await shot('05-fso-travel-ahead');
    await page.goto(`${baseUrl}/reports-incidents`);
    await page.getByRole('button', { name: 'New Report' }).click();
    await page.getByRole('menuitem', { name: 'Personal Report', exact: true }).click();
    await expectPath(page, '/reports-incidents/personal-reporting-requirements/create');
    await expect(page.getByRole('heading', { name: 'New Personal Report', exact: true, level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/\bReport\s+Reports?\b/i);
    await settle(page);
    await shot('06-fso-personal-report-create');
  });

  test('the FSO cannot give a foreign visitor a clearance level: the form says why, as the API does', async () => {
    await page.goto(`${baseUrl}/visits/incoming/add`);
    await field(page, "Visitors' Organization").fill(VISITORS);
    await field(page, 'Start Date').fill(day(10));
    await field(page, 'End Date').fill(day(11));
    await choose(page, page, 'Clearance Level', 'None');
    await field(page, 'Visit Purpose').fill('Liaison meeting on the export-controlled test plan (unclassified)');
    await page.getByLabel('Foreign Visitor', { exact: true }).check();
    await page.getByRole('button', { name: 'Add' }).click();
    await field(page, 'Visitor Name').fill(FOREIGN_NATIONAL);
    const citizenship = page.getByRole('combobox', { name: /^Citizenship/ });
    await citizenship.fill('Germany');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await choose(page, page, 'Visitor Clearance Level', 'Secret');
    await page.getByRole('button', { name: 'Save' }).click();
    await inlineError(page, CLEARED_FOREIGNER);
    await expectPath(page, '/visits/incoming/add');
    await settle(page);
    await shot('07-foreign-visitor-cleared');
    await choose(page, page, 'Visitor Clearance Level', 'None');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Created Visit');
    await page.waitForURL(/\/visits\/incoming\/[0-9a-f-]{36}\/visit-information$/);
    await expect(field(page, 'Visitor Name')).toHaveValue(FOREIGN_NATIONAL);
    await settle(page);
    await shot('08-foreign-visitor-saved');
  });
});
