import { expect, test } from '@playwright/test';
import { login, tenantDay, useSession } from './lib.mjs';
import { api, choose, field, inlineError, signOut, toast } from './personnel-lib.mjs';

const ADMIN = ['admin.demo', 'Clearline-Demo-2026!'];
const WARNING = 'By choosing this value, you may have deviated from compliance standards. The recommended value is less than 30';
const SF312 = 'SF-312 Classified Information Nondisclosure Agreement';
const stamp = Date.now().toString(36).slice(-4).toUpperCase();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

test.describe.serial('tenant settings: warning and error, required-document defaults in every tab, document upload and download', () => {
  let page, baseUrl, shot;

  /** Removes what earlier runs left, so the test starts from the defaults. */
  async function reset() {
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

  let signedIn = false;
  useSession('settings', (s) => ({ page, baseUrl, shot } = s), {
    cleanup: async () => {
      if (signedIn) await reset();
      await signOut(page, baseUrl);
    },
  });

  const saveButton = () => page.getByRole('button', { name: 'Save Settings' });
  const remember = () => field(page, 'Remember Device (days)');
  const phone = () => field(page, 'Security Office Phone');
  const dialog = () => page.getByRole('dialog');
  const rowWith = (text) => page.getByRole('row').filter({ hasText: text });
  /** The cell of `row` under the column headed `header`. */
  const cellUnder = async (row, header) =>
    row.getByRole('cell').nth((await page.getByRole('columnheader').allInnerTexts()).findIndex((h) => h.trim() === header));
  /** The stored defaults of one tab (personnel, facility, cmmc). */
  const storedDefaults = (kind) => api(page, baseUrl, 'GET', `/tenant-settings/${kind}-rdd?range=[0,99]`);

  /** Adds a default in the active tab through the dialog. */
  async function addDefault({ optionType, option, documents }) {
    await page.getByRole('button', { name: 'ADD NEW REQUIRED DOCUMENT DEFAULTS' }).click();
    await expect(dialog()).toBeVisible();
    if (optionType) await choose(page, dialog(), 'Option Type', optionType);
    await choose(page, dialog(), optionType ? 'Option' : 'CMMC Level', option);
    for (const d of documents) await dialog().getByLabel(d, { exact: true }).check();
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** Opens a default's detail dialog, ticks one more document and saves. */
  async function addDocumentInDetail(row, document) {
    await row.getByRole('button', { name: 'Detail' }).click();
    await dialog().getByLabel(document, { exact: true }).check();
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** Deletes a default behind the confirmation. */
  async function deleteDefault(row) {
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: "Yes I'm sure" }).click();
  }

  test('the tenant administrator starts from the default settings', async () => {
    await login(page, baseUrl, ADMIN[0], ADMIN[1]);
    signedIn = true;
    await reset();
    const stored = await api(page, baseUrl, 'GET', '/tenant-settings/GENERAL');
    expect(stored.find((s) => s.parameterName === 'REMEMBER_DEVICE_DAYS').value).toBe('30');
  });

  // ---- settings form ----
  test('the page is titled Tenant Settings', async () => {
    await page.goto(`${baseUrl}/tenant-settings`);
    await expect(page.locator('#react-admin-title').getByText('Tenant Settings')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/tenant-settings');
  });

  test('the general category has its intro and the stored values', async () => {
    await expect(page.getByText('Please modify your General Settings below')).toBeVisible();
    await expect(remember()).toHaveValue('30');
    await expect(phone()).toHaveValue('');
  });

  test('Remember Device (days) is a number input', async () => {
    await expect(remember()).toBeVisible();
    await expect(remember()).toHaveAttribute('type', 'number');
  });

  test('Save Settings starts disabled', async () => {
    await expect(saveButton()).toBeDisabled();
    await shot('01-general');
  });

  // a value past the warning rule: a warning that does not block
  test('a value past the warning rule shows the compliance warning', async () => {
    await remember().fill('45');
    await expect(page.getByText(WARNING)).toBeVisible();
    await expect(page.getByText(/^Error: /)).toHaveCount(0);
  });

  test('a warning does not block saving', async () => {
    await expect(saveButton()).toBeEnabled();
  });

  // a value past the error rule: an inline error that blocks
  test('a value past the error rule shows "Value must be less than 90"', async () => {
    await remember().fill('95');
    await inlineError(page, 'Value must be less than 90');
  });

  test('an error blocks saving', async () => {
    await expect(saveButton()).toBeDisabled();
    await shot('02-error');
  });

  test('back under the error rule, the warning shows again', async () => {
    await remember().fill('45');
    await expect(page.getByText(WARNING)).toBeVisible();
    await expect(page.getByText('Error: Value must be less than 90', { exact: true })).toHaveCount(0);
    await expect(saveButton()).toBeEnabled();
  });

  // phone normalised on leaving the field
  test('the phone is normalised on leaving the field', async () => {
    await phone().fill('+1 (703) 555-0100');
    await phone().blur();
    await expect(phone()).toHaveValue('703-555-0100');
    await shot('03-warning');
  });

  test('Save Settings saves with a toast', async () => {
    await saveButton().click();
    await toast(page, 'Successfully Saved Settings.');
  });

  // fetched again: the saved values are the clean state
  test('after saving, the form is clean again', async () => {
    await expect(page.locator('button[type="submit"]').first()).toBeDisabled();
  });

  test('after saving, the form shows the saved value', async () => {
    await expect(remember()).toHaveValue('45');
  });

  test('the server holds the remember-device days', async () => {
    const stored = await api(page, baseUrl, 'GET', '/tenant-settings/GENERAL');
    expect(stored.find((s) => s.parameterName === 'REMEMBER_DEVICE_DAYS').value).toBe('45');
  });

  test('the server holds the normalised phone', async () => {
    const stored = await api(page, baseUrl, 'GET', '/tenant-settings/GENERAL');
    expect(stored.find((s) => s.parameterName === 'SECURITY_OFFICE_PHONE').value).toBe('703-555-0100');
  });

  // the reports category has its own intro
  test('the reports category has its own intro', async () => {
    await choose(page, page, 'Show', 'Reports');
    await expect(page.getByText('The following settings control which reports are visible on the My Portal page')).toBeVisible();
    await expect(remember()).toHaveCount(0);
  });

  test('the reports category lists the Foreign Contact Report with its stored value', async () => {
    const stored = await api(page, baseUrl, 'GET', '/tenant-settings/REPORTS');
    const on = stored.find((s) => s.parameterName === 'MY_PORTAL_FOREIGN_CONTACT').value === 'TRUE';
    await expect(page.getByLabel('Foreign Contact Report')).toBeChecked({ checked: on });
    await shot('04-reports');
  });

  // ---- required-document defaults ----
  test('the required-document defaults open on the PERSONNEL tab', async () => {
    await choose(page, page, 'Show', 'Required Documents Default');
    await expect(page.getByRole('tab', { name: 'PERSONNEL' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'FACILITY' })).toHaveAttribute('aria-selected', 'false');
  });

  // PERSONNEL: add (date locked, backdrop does not close), duplicate refused, detail edit, delete
  test('adding a default: the updated date is locked', async () => {
    await page.getByRole('button', { name: 'ADD NEW REQUIRED DOCUMENT DEFAULTS' }).click();
    await expect(dialog()).toBeVisible();
    await expect(field(dialog(), 'Updated Date')).toBeDisabled();
  });

  test('a click on the backdrop does not close the dialog', async () => {
    await dialog().getByLabel(SF312, { exact: true }).check();
    await page.mouse.click(5, 5);
    await expect(dialog()).toBeVisible();
    // the dialog is the same one, with what was ticked in it
    await expect(dialog().getByLabel(SF312, { exact: true })).toBeChecked();
  });

  test('saving an empty default: Option Type is required', async () => {
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await inlineError(dialog(), 'Option Type is required');
    await shot('05-rdd-dialog-validation');
  });

  test('Cancel closes the dialog', async () => {
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog()).toHaveCount(0);
  });

  test('a personnel default is added with a toast', async () => {
    await addDefault({ optionType: 'Employment Type', option: 'W-2 Employee', documents: [SF312, 'Fingerprint Card (FD-258)'] });
    await toast(page, 'Successfully added Personnel Required Document Default');
  });

  test('the new default lists its documents', async () => {
    await expect(rowWith('W-2 Employee').getByText(`${SF312}, Fingerprint Card (FD-258)`)).toBeVisible();
    expect(await storedDefaults('personnel')).toMatchObject([
      { option: 'W2_EMPLOYEE', requiredDocumentTitles: [SF312, 'Fingerprint Card (FD-258)'] },
    ]);
  });

  for (const [header, value] of [
    ['Option Type', 'Employment Type'],
    ['Option', 'W-2 Employee'],
    ['Required Document Title', `${SF312}, Fingerprint Card (FD-258)`],
    ['Updated Date', /\d/],
  ]) {
    test(`the personnel defaults have the column ${header}`, async () => {
      await expect(page.getByRole('columnheader').getByText(header, { exact: true }).first()).toBeVisible();
      await expect(await cellUnder(rowWith('W-2 Employee'), header)).toHaveText(value);
    });
  }

  test('a second default for the same option is refused with the spec message', async () => {
    await shot('06-personnel-added');
    await addDefault({ optionType: 'Employment Type', option: 'W-2 Employee', documents: ['Proof of Citizenship'] });
    await toast(
      page,
      'Failed to add Personnel Required Document Default A Personnel Required Document Default for W-2 Employee already exists. Edit that one instead.',
    );
    await dialog().getByRole('button', { name: 'Cancel' }).click();
  });

  test('a default for another option type is added with a toast', async () => {
    await addDefault({ optionType: 'Access Type', option: 'KMP', documents: [SF312] });
    await toast(page, 'Successfully added Personnel Required Document Default');
  });

  test('the defaults list the other option type', async () => {
    await expect(rowWith('Access Type')).toHaveCount(1);
    await expect(rowWith('Access Type')).toContainText(SF312);
    expect((await storedDefaults('personnel')).map((d) => d.option).sort()).toEqual(['KMP', 'W2_EMPLOYEE']);
  });

  test('editing a default: the updated date is editable', async () => {
    await rowWith('W-2 Employee').getByRole('button', { name: 'Detail' }).click();
    await expect(field(dialog(), 'Updated Date')).toBeEnabled();
  });

  test('an edited default is saved with a toast', async () => {
    await field(dialog(), 'Updated Date').fill(tenantDay(-30));
    await dialog().getByLabel('Proof of Citizenship', { exact: true }).check();
    await shot('07-personnel-detail');
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Successfully updated Personnel Required Document Default');
  });

  test('the edited default lists the added document', async () => {
    await expect(rowWith('W-2 Employee').getByText('Proof of Citizenship')).toBeVisible();
    const edited = (await storedDefaults('personnel')).find((d) => d.option === 'W2_EMPLOYEE');
    expect(edited.requiredDocumentTitles).toContain('Proof of Citizenship');
    expect(edited.updatedDate).toBe(tenantDay(-30));
  });

  test('Delete asks "Are you sure you want to delete this item?"', async () => {
    await rowWith('W-2 Employee').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this item?')).toBeVisible();
    await expect(page.getByRole('button', { name: "Yes I'm sure" })).toBeEnabled();
  });

  test('confirming deletes the personnel default with a toast', async () => {
    await page.getByRole('button', { name: "Yes I'm sure" }).click();
    await toast(page, 'Successfully deleted Personnel Required Document Default');
  });

  test('the deleted personnel default leaves the list', async () => {
    await expect(rowWith('W-2 Employee')).toHaveCount(0);
    expect((await storedDefaults('personnel')).map((d) => d.option)).toEqual(['KMP']);
  });

  // FACILITY
  const facilityRow = () => rowWith('Government Entity');

  test('a facility default is added with a toast', async () => {
    await page.getByRole('tab', { name: 'FACILITY' }).click();
    await addDefault({
      optionType: 'Company Type',
      option: 'Government Entity',
      documents: ['DD-254 Contract Security Classification Specification'],
    });
    await toast(page, 'Successfully added Facility Required Document Default');
  });

  test('the facility defaults list the new default', async () => {
    await expect(facilityRow()).toHaveCount(1);
    await expect(facilityRow()).toContainText('DD-254 Contract Security Classification Specification');
    expect(await storedDefaults('facility')).toMatchObject([
      { requiredDocumentTitles: ['DD-254 Contract Security Classification Specification'] },
    ]);
  });

  test('an edited facility default is saved with a toast', async () => {
    await addDocumentInDetail(facilityRow(), 'DD-441 Security Agreement');
    await toast(page, 'Successfully updated Facility Required Document Default');
  });

  test('the edited facility default lists the added document', async () => {
    await expect(facilityRow().getByText('DD-441 Security Agreement')).toBeVisible();
    const [edited] = await storedDefaults('facility');
    expect(edited.requiredDocumentTitles).toContain('DD-441 Security Agreement');
    await shot('08-facility');
  });

  test('a facility default is deleted with a toast', async () => {
    await deleteDefault(facilityRow());
    await toast(page, 'Successfully deleted Facility Required Document Default');
  });

  test('the deleted facility default leaves the list', async () => {
    await expect(facilityRow()).toHaveCount(0);
    expect(await storedDefaults('facility')).toEqual([]);
  });

  // CMMC
  const cmmcRow = () => rowWith('Level 2 - Intermediate Cyber Hygiene');

  test('a CMMC default is added with a toast', async () => {
    await page.getByRole('tab', { name: 'CMMC' }).click();
    await addDefault({ option: 'Level 2 - Intermediate Cyber Hygiene', documents: ['System Security Plan (SSP)'] });
    await toast(page, 'Successfully added CMMC Required Document Default');
  });

  test('the CMMC defaults list the new default', async () => {
    await expect(cmmcRow()).toHaveCount(1);
    await expect(cmmcRow()).toContainText('System Security Plan (SSP)');
    expect(await storedDefaults('cmmc')).toMatchObject([{ requiredDocumentTitles: ['System Security Plan (SSP)'] }]);
  });

  test('the CMMC defaults have the column CMMC Level', async () => {
    await expect(page.getByRole('columnheader').getByText('CMMC Level', { exact: true })).toBeVisible();
    await expect(await cellUnder(cmmcRow(), 'CMMC Level')).toHaveText('Level 2 - Intermediate Cyber Hygiene');
  });

  test('an edited CMMC default is saved with a toast', async () => {
    await addDocumentInDetail(cmmcRow(), 'Plan of Action and Milestones (POA&M)');
    await toast(page, 'Successfully updated CMMC Required Document Default');
  });

  test('the edited CMMC default lists the added document', async () => {
    await expect(cmmcRow().getByText('Plan of Action and Milestones (POA&M)')).toBeVisible();
    const [edited] = await storedDefaults('cmmc');
    expect(edited.requiredDocumentTitles).toContain('Plan of Action and Milestones (POA&M)');
    await shot('09-cmmc');
  });

  test('a CMMC default is deleted with a toast', async () => {
    await deleteDefault(cmmcRow());
    await toast(page, 'Successfully deleted CMMC Required Document Default');
  });

  test('the deleted CMMC default leaves the list', async () => {
    await expect(cmmcRow()).toHaveCount(0);
    expect(await storedDefaults('cmmc')).toEqual([]);
  });

  // ---- upload and download a document (a facility's Facility Documents tab) ----
  const uploaded = () => page.getByRole('region', { name: 'Uploaded Documents' });
  const TITLE = `Site Plan ${stamp}`;
  let download;

  test('a facility page offers its documents upload', async () => {
    const facility = await api(page, baseUrl, 'POST', '/facilities', {
      facilityName: `Docs Site ${stamp}`,
      facilityCode: `D${stamp}`,
      street1: '1 Main Street',
      city: 'Reston',
      state: 'VA',
      zipCode: '20190',
      countryId: 236,
    });
    await page.goto(`${baseUrl}/facilities/${facility.id}/facilityDocuments`);
    await uploaded().getByRole('button', { name: 'Add Document' }).click();
    await expect(dialog()).toBeVisible();
    await choose(page, dialog(), 'Document Type', 'Other');
    await field(dialog(), 'Title').fill(TITLE);
    await expect(field(dialog(), 'Title')).toHaveValue(TITLE);
    await expect(dialog().getByLabel('File')).toHaveCount(1);
  });

  test('a file of a refused type is refused with the spec message', async () => {
    await dialog()
      .getByLabel('File')
      .setInputFiles({ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await dialog().getByRole('button', { name: 'Save' }).click();
    // the server names the type it read from the upload
    await toast(page, /^file tool\.exe of type \S+ does not match accepted file types\.$/);
  });

  test('a chosen PDF shows its name', async () => {
    await dialog()
      .getByLabel('File')
      .setInputFiles({ name: `site-plan-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog().getByText(`site-plan-${stamp}.pdf`)).toBeVisible();
    // the refused file is no longer the chosen one
    await expect(dialog().getByText('tool.exe')).toHaveCount(0);
  });

  test('Save uploads the PDF with a toast', async () => {
    await dialog().getByRole('button', { name: 'Save' }).click();
    await toast(page, `Successfully Added Document: ${TITLE}`);
  });

  test('the tab lists the uploaded file', async () => {
    await expect(uploaded().getByRole('row').filter({ hasText: TITLE })).toHaveCount(1);
    await shot('10-uploaded');
  });

  test('the uploaded file downloads under its name', async () => {
    const downloading = page.waitForEvent('download');
    await uploaded().getByRole('row').filter({ hasText: TITLE }).getByRole('button', { name: 'Download' }).click();
    download = await downloading;
    expect(download.suggestedFilename()).toBe(`site-plan-${stamp}.pdf`);
  });

  test('the download shows the toast "File Ready For Download."', async () => {
    await toast(page, 'File Ready For Download.');
  });
});
