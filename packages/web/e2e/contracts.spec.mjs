import { expect, test } from '@playwright/test';
import { expectPath, login, tenantDay, useSession } from './lib.mjs';
import { api, choose, field, settle, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const number = `HQ0034-26-C-${stamp}`;
const name = `Orion Ground Station ${stamp}`;
const sub = `Keystone Secure Systems ${stamp}`;

test.describe.serial('contracts: list, add, subcontractor, assign personnel with the clearance check', () => {
  let page, baseUrl, shot;
  let contractId, topSecret, secretOnly;
  useSession('contracts', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });

  test('the FSO sees the contract list with the demo contracts and Add New Contract', async () => {
    await login(page, baseUrl, ...FSO);
    await page.goto(`${baseUrl}/contracts`);
    await expect(page.getByRole('row').filter({ hasText: 'Harbor Logistics Support' })).toBeVisible();
    await page.getByPlaceholder('Search').fill('Sentinel');
    await expect(page.getByRole('row').filter({ hasText: 'Sentinel Sensor Integration' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Harbor Logistics Support' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add New Contract' })).toBeVisible();
    await settle(page);
    await shot('01-list');
  });

  test('Add New Contract creates a contract and opens its contract-info tab', async () => {
    await page.getByRole('link', { name: 'Add New Contract' }).click();
    await expectPath(page, '/contracts/add');
    await field(page, 'Contract Number').fill(number);
    await field(page, 'Contract Name').fill(name);
    await field(page, 'Customer Agency').fill('Defense Information Systems Agency');
    await choose(page, page, 'Contract Type', 'Task Order');
    await choose(page, page, 'Required Clearance Level', 'Top Secret');
    await choose(page, page, 'Highest Classification', 'Top Secret');
    await field(page, 'Contracting Officer Name').fill('Jordan Reyes');
    await field(page, 'Contracting Officer Email').fill('jordan.reyes@disa.mil');
    await field(page, 'Period of Performance Start').fill(tenantDay(-340));
    await field(page, 'Period of Performance End').fill(tenantDay(570));
    await settle(page);
    await shot('02-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Successfully Created Contract: ${name}`);
    await page.waitForURL(/\/contracts\/[0-9a-f-]{36}\/contract-info$/);
    contractId = page.url().split('/contracts/')[1].split('/')[0];
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Contract Info' })).toHaveAttribute('aria-selected', 'true');
  });

  test('/contracts/{id} opens the contract-info tab', async () => {
    await page.goto(`${baseUrl}/contracts/${contractId}`);
    await expectPath(page, `/contracts/${contractId}/contract-info`);
    await expect(field(page, 'Contract Number')).toHaveValue(number);
    await settle(page);
    await shot('03-contract-info');
  });

  test('Add New Subcontractor: the CAGE code is checked, then the subcontractor is listed', async () => {
    await page.getByRole('link', { name: 'Add New Subcontractor' }).click();
    await expectPath(page, `/contracts/${contractId}/contract-info/subcontractor/add`);
    await expect(page.locator('#react-admin-title')).toHaveText('Add New Subcontractor');
    await field(page, 'Subcontractor Name').fill(sub);
    await field(page, 'CAGE Code').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Error: CAGE Code must be 5 letters or digits').first()).toBeVisible();
    await field(page, 'CAGE Code').fill('5ks20');
    await field(page, 'Subcontract Number').fill(`SC-${stamp}`);
    await choose(page, page, 'Safeguarding Level', 'Secret');
    await field(page, 'City').fill('Columbia');
    await field(page, 'POC Name').fill('Avery Chen');
    await field(page, 'POC Email').fill('avery.chen@keystone.example');
    await page.getByLabel('DD254 Issued', { exact: true }).check();
    await field(page, 'DD254 Issued Date').fill(tenantDay(-309));
    await settle(page);
    await shot('04-subcontractor-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Successfully Added Subcontractor: ${sub}`);
    await expectPath(page, `/contracts/${contractId}/contract-info`);
    const row = page.getByRole('table', { name: 'Subcontractor list' }).getByRole('row').filter({ hasText: sub });
    await expect(row).toContainText('5KS20');
    await expect(row).toContainText('Yes');
  });

  test('a subcontractor row opens Edit Subcontractor', async () => {
    await page.getByRole('table', { name: 'Subcontractor list' }).getByRole('row').filter({ hasText: sub }).click();
    await expect(page.locator('#react-admin-title')).toHaveText('Edit Subcontractor');
    await expect(field(page, 'Subcontractor Name')).toHaveValue(sub);
    await settle(page);
    await shot('05-subcontractor-edit');
    await choose(page, page, 'Subcontractor Status', 'Completed');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Successfully Updated Subcontractor: ${sub}`);
    await expect(page.getByRole('table', { name: 'Subcontractor list' }).getByRole('row').filter({ hasText: sub })).toContainText(
      'Completed',
    );
  });

  test('assigning a Secret holder to a Top Secret contract is refused with a message naming the person and both levels', async () => {
    const people = await api(page, baseUrl, 'GET', '/personnel/details?size=100');
    topSecret = people.find((p) => p.clearanceLevel === 'TOP_SECRET');
    secretOnly = people.find((p) => p.clearanceLevel === 'SECRET');
    expect(topSecret && secretOnly).toBeTruthy();
    await page.getByRole('tab', { name: 'Assignment' }).click();
    await expectPath(page, `/contracts/${contractId}/assignment`);
    await expect(page.getByText('Nobody is assigned to this contract yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Assign Personnel' }).click();
    await expectPath(page, `/contracts/${contractId}/assignment/assign-personnel`);
    await expect(page.locator('#react-admin-title')).toHaveText('Assign Personnel');
    const input = page.getByRole('combobox', { name: /^Personnel/ });
    for (const p of [topSecret, secretOnly]) {
      await input.click();
      await input.fill(p.lastName);
      await page.getByRole('option', { name: `${p.lastName}, ${p.firstName}`, exact: true }).click();
    }
    await field(page, 'Special Access').fill('SCI, TK');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    const message = `${secretOnly.firstName} ${secretOnly.lastName} holds Secret but the contract requires Top Secret; the person cannot be assigned.`;
    await expect(page.locator('#main-content').getByRole('alert').filter({ hasText: message })).toBeVisible();
    await toast(page, message);
    await settle(page);
    await shot('06-assign-refused');
  });

  test('without the Secret holder the Top Secret holder is assigned', async () => {
    await page
      .locator('.MuiChip-root')
      .filter({ hasText: `${secretOnly.lastName}, ${secretOnly.firstName}` })
      .locator('.MuiChip-deleteIcon')
      .click();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await toast(page, 'Successfully Assigned 1 Person');
    await expectPath(page, `/contracts/${contractId}/assignment`);
    const row = page.getByRole('table', { name: 'Assigned personnel list' }).getByRole('row').filter({ hasText: topSecret.lastName });
    await expect(row).toContainText('Assigned');
    await expect(row).toContainText('SCI, TK');
    await expect(page.getByRole('table', { name: 'Assigned personnel list' })).not.toContainText(secretOnly.lastName);
    await settle(page);
    await shot('07-assignment');
  });

  test("the person's Assignments tab lists the contract and links to it", async () => {
    await page.goto(`${baseUrl}/personnel/${topSecret.id}/assignments`);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await settle(page);
    await shot('08-person-assignments');
    await row.click();
    await expectPath(page, `/contracts/${contractId}/contract-info`);
  });

  test('a contract with people assigned cannot be deleted', async () => {
    await page.getByRole('button', { name: 'Delete Contract' }).click();
    await page.getByRole('button', { name: /Yes/ }).click();
    await toast(page, `Contract ${name} still has 1 person assigned; unassign them before deleting it.`);
  });

  test('a statement of work is filed on the contract and listed', async () => {
    await page.goto(`${baseUrl}/contracts/${contractId}/contract-info`);
    await choose(page, page, 'Document Type', 'Statement of Work');
    await field(page, 'Document Title').fill('SOW rev A');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await page.getByLabel('Document file').setInputFiles({ name: `sow-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Successfully Added Document: SOW rev A');
    const row = page.getByRole('table', { name: 'Document list' }).getByRole('row').filter({ hasText: 'SOW rev A' });
    await expect(row).toContainText('Statement of Work');
    await expect(row).toContainText(`sow-${stamp}.pdf`);
    await settle(page);
    await shot('09-documents');
  });

  test('unassigning the person ends the assignment; then the contract can be deleted', async () => {
    await page.getByRole('tab', { name: 'Assignment' }).click();
    await page.getByRole('checkbox', { name: `Select ${topSecret.firstName} ${topSecret.lastName}` }).check();
    await page.getByRole('button', { name: 'Unassign Selected' }).click();
    await toast(page, 'Successfully Unassigned 1 Person');
    const row = page.getByRole('table', { name: 'Assigned personnel list' }).getByRole('row').filter({ hasText: topSecret.lastName });
    await expect(row).toContainText('Unassigned');
    await settle(page);
    await shot('10-unassigned');
    await page.getByRole('tab', { name: 'Contract Info' }).click();
    await page.getByRole('button', { name: 'Delete Contract' }).click();
    await page.getByRole('button', { name: /Yes/ }).click();
    await toast(page, `Successfully Deleted Contract: ${name}`);
    await expectPath(page, '/contracts');
  });
});
