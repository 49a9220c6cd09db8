import { expect, test } from '@playwright/test';
import { expectPath, login, useSession, tenantDay as day } from './lib.mjs';
import { choose, field, settle, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-4).toUpperCase();

test.describe.serial('facility reviews: change conditions, inspections, security enhancements, dashboard tile', () => {
  let page, baseUrl, shot, hq;
  useSession('facility-reviews', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });
  const dialog = () => page.getByRole('dialog');
  const section = (name) => page.getByRole('region', { name });

  test('the FSO opens the seeded headquarters on its Change Conditions tab', async () => {
    await login(page, baseUrl, ...FSO);
    const res = await page.request.get(
      `${baseUrl}/api/v1/facilities?filter=${encodeURIComponent(JSON.stringify({ q: 'Acme Headquarters' }))}`,
    );
    expect(res.ok()).toBe(true);
    hq = (await res.json())[0].id;
    await page.goto(`${baseUrl}/facilities/${hq}/changeConditions`);
    const table = section('Change Conditions');
    await expect(table.getByText('Change of key management personnel')).toBeVisible();
    await expect(table.getByText('NISS-2026-0412')).toBeVisible();
    await settle(page);
    await shot('01-change-conditions');
  });

  test('adds a change condition to report: Successfully Added Change Condition', async () => {
    await page.getByRole('button', { name: 'Add Change Condition' }).click();
    await choose(page, dialog(), 'Change Type', 'Change of legal name');
    await field(dialog(), 'Description').fill(`Acme Defense Systems LLC renamed Acme Mission Systems LLC ${stamp}`);
    await field(dialog(), 'Effective Date').fill(day(20));
    await field(dialog(), 'Report Due Date').fill(day(-1));
    await settle(page);
    await shot('02-change-condition-dialog');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Added Change Condition');
    const row = page.getByRole('row').filter({ hasText: stamp });
    await expect(row.getByText('Draft')).toBeVisible();
    await expect(row.getByText('Overdue')).toBeVisible();
  });

  test('submitting it without the date reported is refused with the server reason', async () => {
    await page.getByRole('row').filter({ hasText: stamp }).getByRole('button', { name: 'Edit' }).click();
    await choose(page, dialog(), 'Status', 'Submitted to DCSA');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Date Reported to DCSA is required once the change condition is submitted.');
    await field(dialog(), 'Date Reported to DCSA').fill(day(0));
    await field(dialog(), 'NISS Reference').fill(`NISS-${stamp}`);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Edited Change Condition');
    const row = page.getByRole('row').filter({ hasText: stamp });
    await expect(row.getByText('Submitted to DCSA')).toBeVisible();
    await expect(row.getByText('Overdue')).toHaveCount(0);
    await settle(page);
    await shot('03-change-condition-submitted');
  });

  test('the Inspections tab shows the seeded reviews with the overdue corrective action flagged', async () => {
    await page.getByRole('tab', { name: 'Inspections' }).click();
    await expectPath(page, `/facilities/${hq}/inspections`);
    const annual = page.getByRole('row').filter({ hasText: 'Annual security review' });
    await expect(annual.getByText('Commendable')).toBeVisible();
    await expect(annual.getByText('1 overdue')).toBeVisible();
    await settle(page);
    await shot('04-inspections');
  });

  test('opening a review shows its findings and corrective actions', async () => {
    await page.getByRole('row').filter({ hasText: 'Annual security review' }).getByRole('button', { name: 'Edit' }).click();
    await expect(dialog().getByRole('heading', { name: 'Edit Inspection' })).toBeVisible();
    await expect(field(dialog(), 'Finding').first()).toHaveValue(/Visitor logs for the closed area/);
    await expect(dialog().getByText('Overdue')).toHaveCount(1);
    await settle(page);
    await shot('05-inspection-findings');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
  });

  test('adds an inspection with a finding and an overdue corrective action: Successfully Added Inspection', async () => {
    await page.getByRole('button', { name: 'Add Inspection' }).click();
    await choose(page, dialog(), 'Inspection Type', 'Follow-up review');
    await field(dialog(), 'Start Date').fill(day(-14));
    await field(dialog(), 'End Date').fill(day(-14));
    await choose(page, dialog(), 'Rating', 'Satisfactory');
    await field(dialog(), 'Inspectors').fill(`R. Patel (ISR) ${stamp}`);
    await dialog().getByRole('button', { name: 'Add Finding' }).click();
    const finding = dialog().getByRole('group', { name: 'Finding 1' });
    await choose(page, finding, 'Finding Category', 'Vulnerability');
    await choose(page, finding, 'Severity', 'Serious');
    await field(finding, 'NISPOM Reference').fill('32 CFR 117.15(b)');
    await field(finding, 'Finding').fill('Security container combination not changed after an employee with access left.');
    await finding.getByRole('button', { name: 'Add Corrective Action' }).click();
    const action = finding.getByRole('group', { name: 'Corrective action 1 of finding 1' });
    await field(action, 'Corrective Action').fill('Change the combination and record it on SF 700');
    await field(action, 'Responsible Person').fill('Dana Fso');
    await field(action, 'Due Date').fill(day(-2));
    await expect(action.getByText('Overdue')).toBeVisible();
    await settle(page);
    await shot('06-inspection-dialog');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Added Inspection');
    const row = page.getByRole('row').filter({ hasText: stamp });
    await expect(row.getByText('Follow-up review')).toBeVisible();
    await expect(row.getByText('1 open of 1')).toBeVisible();
    await expect(row.getByText('1 overdue')).toBeVisible();
    await settle(page);
    await shot('07-inspection-added');
  });

  test('the Security Enhancements tab lists the enhancements; adding one: Successfully Added Security Enhancement', async () => {
    await page.getByRole('tab', { name: 'Security Enhancements' }).click();
    await expectPath(page, `/facilities/${hq}/securityEnhancement`);
    await expect(page.getByRole('row').filter({ hasText: 'Insider threat working group' }).getByText('Credited by DCSA')).toBeVisible();
    await page.getByRole('button', { name: 'Add Security Enhancement' }).click();
    await choose(page, dialog(), 'Category', 'Classification management');
    await field(dialog(), 'Title').fill(`Derivative classifier refresher ${stamp}`);
    await field(dialog(), 'Date Implemented').fill(day(-7));
    await dialog().getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Added Security Enhancement');
    await expect(page.getByRole('row').filter({ hasText: stamp }).getByText('Implemented')).toBeVisible();
    await settle(page);
    await shot('08-security-enhancements');
  });

  test('the dashboard tile counts the facilities with open findings and links to their Inspections tab', async () => {
    await page.goto(`${baseUrl}/`);
    const tile = page.getByTestId('dashboard-inspection-findings');
    await expect(tile.getByText('Facilities with open inspection findings')).toBeVisible({ timeout: 60_000 });
    await expect(tile.getByTestId('inspection-findings-facilities')).toHaveText('2');
    await expect(tile.getByTestId('inspection-findings-overdue')).toHaveText('2');
    await settle(page);
    await shot('09-dashboard-tile');
    await tile.getByRole('link', { name: 'Acme Headquarters' }).click();
    await expectPath(page, `/facilities/${hq}/inspections`);
  });
});
