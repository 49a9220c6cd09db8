import { login } from './lib.mjs';
import { api, choose, field, inlineError, signOut, toast } from './personnel-lib.mjs';

export const name = 'tenant settings: warning and error, required-document defaults in every tab, document upload and download';

const ADMIN = ['admin.demo', 'Clearline-Demo-2026!'];
const WARNING = 'By choosing this value, you may have deviated from compliance standards. The recommended value is less than 30';

/** Removes what earlier runs left, so the test starts from the defaults. */
async function reset(page, baseUrl) {
  for (const kind of ['personnel', 'facility', 'cmmc']) {
    for (const r of await api(page, baseUrl, 'GET', `/tenant-settings/${kind}-rdd?range=[0,99]`)) {
      await api(page, baseUrl, 'DELETE', `/tenant-settings/${kind}-rdd/${r.id}`);
    }
  }
  await api(page, baseUrl, 'PUT', '/tenant-settings', [
    { categoryName: 'GENERAL', parameterName: 'REMEMBER_DEVICE_DAYS', value: '30' },
    { categoryName: 'GENERAL', parameterName: 'SECURITY_OFFICE_PHONE', value: '' },
  ]);
}

const saveButton = (page) => page.getByRole('button', { name: 'Save Settings' });

async function showCategory(page, label) {
  await choose(page, page, 'Show', label);
}

/** Adds a default in the active tab through the dialog. */
async function addDefault(page, { optionType, option, documents }) {
  await page.getByRole('button', { name: 'ADD NEW REQUIRED DOCUMENT DEFAULTS' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (optionType) await choose(page, dialog, 'Option Type', optionType);
  await choose(page, dialog, optionType ? 'Option' : 'CMMC Level', option);
  for (const d of documents) await dialog.getByLabel(d, { exact: true }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
}

export async function run({ page, baseUrl, shot, expect }) {
  await login(page, baseUrl, ADMIN[0], ADMIN[1]);
  await reset(page, baseUrl);

  // ---- settings form ----
  await page.goto(`${baseUrl}/tenant-settings`);
  await page.locator('#react-admin-title').getByText('Tenant Settings').waitFor();
  await page.getByText('Please modify your General Settings below').waitFor();
  const remember = field(page, 'Remember Device (days)');
  await remember.waitFor();
  expect.equal(await remember.getAttribute('type'), 'number');
  expect.equal(await saveButton(page).isDisabled(), true, 'Save Settings starts disabled');
  await shot('01-general');

  // a value past the warning rule: a warning that does not block
  await remember.fill('45');
  await page.getByText(WARNING).waitFor();
  expect.equal(await saveButton(page).isEnabled(), true, 'a warning does not block saving');
  // a value past the error rule: an inline error that blocks
  await remember.fill('95');
  await inlineError(page, 'Value must be less than 90');
  expect.equal(await saveButton(page).isDisabled(), true, 'an error blocks saving');
  await shot('02-error');
  await remember.fill('45');
  await page.getByText(WARNING).waitFor();

  // phone normalised on leaving the field
  const phone = field(page, 'Security Office Phone');
  await phone.fill('+1 (703) 555-0100');
  await phone.blur();
  expect.equal(await phone.inputValue(), '703-555-0100');
  await shot('03-warning');
  await saveButton(page).click();
  await toast(page, 'Successfully Saved Settings.');
  // fetched again: the saved values are the clean state
  await page.waitForFunction(() => document.querySelector('button[type="submit"]')?.hasAttribute('disabled'));
  expect.equal(await remember.inputValue(), '45');
  const stored = await api(page, baseUrl, 'GET', '/tenant-settings/GENERAL');
  expect.equal(stored.find((s) => s.parameterName === 'REMEMBER_DEVICE_DAYS').value, '45');
  expect.equal(stored.find((s) => s.parameterName === 'SECURITY_OFFICE_PHONE').value, '703-555-0100');

  // the reports category has its own intro
  await showCategory(page, 'Reports');
  await page.getByText('The following settings control which reports are visible on the My Portal page').waitFor();
  await page.getByLabel('Foreign Contact Report').waitFor();
  await shot('04-reports');

  // ---- required-document defaults ----
  await showCategory(page, 'Required Documents Default');
  await page.getByRole('tab', { name: 'PERSONNEL' }).waitFor();

  // PERSONNEL: add (date locked, backdrop does not close), duplicate refused, detail edit, delete
  await page.getByRole('button', { name: 'ADD NEW REQUIRED DOCUMENT DEFAULTS' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect.equal(await field(dialog, 'Updated Date').isDisabled(), true, 'updated date is locked when adding');
  await page.mouse.click(5, 5);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await inlineError(dialog, 'Option Type is required');
  await shot('05-rdd-dialog-validation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  await addDefault(page, {
    optionType: 'Employment Type',
    option: 'W-2 Employee',
    documents: ['SF-312 Classified Information Nondisclosure Agreement', 'Fingerprint Card (FD-258)'],
  });
  await toast(page, 'Successfully added Personnel Required Document Default');
  const personnelRow = page.getByRole('row').filter({ hasText: 'W-2 Employee' });
  await personnelRow.getByText('SF-312 Classified Information Nondisclosure Agreement, Fingerprint Card (FD-258)').waitFor();
  for (const header of ['Option Type', 'Option', 'Required Document Title', 'Updated Date']) {
    await page.getByRole('columnheader').getByText(header, { exact: true }).first().waitFor();
  }
  await shot('06-personnel-added');

  await addDefault(page, { optionType: 'Employment Type', option: 'W-2 Employee', documents: ['Proof of Citizenship'] });
  await toast(
    page,
    'Failed to add Personnel Required Document Default A Personnel Required Document Default for W-2 Employee already exists. Edit that one instead.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await addDefault(page, {
    optionType: 'Access Type',
    option: 'KMP',
    documents: ['SF-312 Classified Information Nondisclosure Agreement'],
  });
  await toast(page, 'Successfully added Personnel Required Document Default');
  await page.getByRole('row').filter({ hasText: 'Access Type' }).waitFor();

  await personnelRow.getByRole('button', { name: 'Detail' }).click();
  dialog = page.getByRole('dialog');
  const date = field(dialog, 'Updated Date');
  expect.equal(await date.isEnabled(), true, 'updated date is editable when editing');
  await date.fill('2025-01-15');
  await dialog.getByLabel('Proof of Citizenship', { exact: true }).check();
  await shot('07-personnel-detail');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Successfully updated Personnel Required Document Default');
  await personnelRow.getByText('Proof of Citizenship').waitFor();

  await personnelRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Are you sure you want to delete this item?').waitFor();
  await page.getByRole('button', { name: "Yes I'm sure" }).click();
  await toast(page, 'Successfully deleted Personnel Required Document Default');
  await personnelRow.waitFor({ state: 'detached' });

  // FACILITY
  await page.getByRole('tab', { name: 'FACILITY' }).click();
  await addDefault(page, {
    optionType: 'Company Type',
    option: 'Government Entity',
    documents: ['DD-254 Contract Security Classification Specification'],
  });
  await toast(page, 'Successfully added Facility Required Document Default');
  const facilityRow = page.getByRole('row').filter({ hasText: 'Government Entity' });
  await facilityRow.waitFor();
  await facilityRow.getByRole('button', { name: 'Detail' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('DD-441 Security Agreement', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Successfully updated Facility Required Document Default');
  await facilityRow.getByText('DD-441 Security Agreement').waitFor();
  await shot('08-facility');
  await facilityRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: "Yes I'm sure" }).click();
  await toast(page, 'Successfully deleted Facility Required Document Default');
  await facilityRow.waitFor({ state: 'detached' });

  // CMMC
  await page.getByRole('tab', { name: 'CMMC' }).click();
  await addDefault(page, { option: 'Level 2 - Intermediate Cyber Hygiene', documents: ['System Security Plan (SSP)'] });
  await toast(page, 'Successfully added CMMC Required Document Default');
  const cmmcRow = page.getByRole('row').filter({ hasText: 'Level 2 - Intermediate Cyber Hygiene' });
  await cmmcRow.waitFor();
  await page.getByRole('columnheader').getByText('CMMC Level', { exact: true }).waitFor();
  await cmmcRow.getByRole('button', { name: 'Detail' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Plan of Action and Milestones (POA&M)', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, 'Successfully updated CMMC Required Document Default');
  await cmmcRow.getByText('Plan of Action and Milestones (POA&M)').waitFor();
  await shot('09-cmmc');
  await cmmcRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: "Yes I'm sure" }).click();
  await toast(page, 'Successfully deleted CMMC Required Document Default');
  await cmmcRow.waitFor({ state: 'detached' });

  // ---- upload and download a document (facility documents panel) ----
  const stamp = Date.now().toString(36).slice(-4).toUpperCase();
  const facility = await api(page, baseUrl, 'POST', '/facilities', {
    facilityName: `Docs Site ${stamp}`,
    facilityCode: `D${stamp}`,
    street1: '1 Main Street',
    city: 'Reston',
    state: 'VA',
    zipCode: '20190',
    countryId: 236,
  });
  await page.goto(`${baseUrl}/facilities/${facility.id}`);
  const panel = page.getByRole('region', { name: 'Documents' });
  await panel.waitFor();
  const chooser = page.locator('input[type="file"][name="file"]');
  // refused in the browser with the spec's message
  await chooser.setInputFiles({ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await toast(page, 'file tool.exe of type application/x-msdownload does not match accepted file types.');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  await chooser.setInputFiles({ name: `site-plan-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await panel.getByText(`${pdf.length} Bytes`).waitFor();
  await panel.getByRole('button', { name: 'Upload' }).click();
  await toast(page, 'File uploaded.');
  await panel.getByText(`site-plan-${stamp}.pdf`).waitFor();
  await shot('10-uploaded');
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: `Download site-plan-${stamp}.pdf` }).click();
  const file = await download;
  expect.equal(file.suggestedFilename(), `site-plan-${stamp}.pdf`);
  await toast(page, 'File Ready For Download.');

  await reset(page, baseUrl);
  await signOut(page, baseUrl);
}
