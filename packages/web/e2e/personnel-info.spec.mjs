import { expect, test } from '@playwright/test';
import { expectPath, login, tenantDay, useSession } from './lib.mjs';
import { api, choose, expectDateCleared, field, pick, settle, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5);
const LAST = `Privacy${stamp}`;
const SSN_DIGITS = `8${String(Date.now()).slice(-8)}`;
const SSN_WHOLE = `${SSN_DIGITS.slice(0, 3)}-${SSN_DIGITS.slice(3, 5)}-${SSN_DIGITS.slice(5)}`;
const SSN_MASKED = `***-**-${SSN_DIGITS.slice(-4)}`;
const SF86 = 'SF-86 Questionnaire for National Security Positions';
/** Two small PDFs of different sizes (the server checks the bytes, not only the name). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const OTHER_PDF = Buffer.concat([PDF, Buffer.from('% other\n')]);

/**
 * The SSN is never shown whole unless revealed (audited); the Personal Info tab
 * lists the person's required and uploaded documents, with confirmed uploads and duplicates refused; the
 * wizard clears a termination date before the start date and a passport expiry before its issue date.
 */
test.describe.serial('personnel: SSNs masked until revealed, Personal Info documents, dates that may not precede others', () => {
  let page, baseUrl, shot;
  let facility, facilityLabel, person, createdRdd;
  useSession('personnel-info', (s) => ({ page, baseUrl, shot } = s), {
    cleanup: async () => {
      if (createdRdd) await api(page, baseUrl, 'DELETE', `/tenant-settings/personnel-rdd/${createdRdd}`).catch(() => undefined);
      if (person) await api(page, baseUrl, 'DELETE', `/personnel/${person.id}`).catch(() => undefined);
      await signOut(page, baseUrl);
    },
  });

  const documents = () => page.getByRole('region', { name: 'Documents' });
  const bio = () => page.getByRole('region', { name: 'Biographic Info' });
  const docRow = (text) => documents().getByRole('row').filter({ hasText: text });
  const confirm = () => page.getByRole('dialog').filter({ hasText: 'Confirm Action' });

  /** Clicks a button that opens the file chooser and hands it a file. */
  async function chooseFile(button, name, buffer) {
    const chooser = page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
  }

  test('the FSO signs in; a person of the demo tenant is required an SF-86 by a required-document default', async () => {
    await login(page, baseUrl, ...FSO);
    const facilities = await api(page, baseUrl, 'GET', '/facilities');
    facility =
      facilities.find((f) => f.enabled) ??
      (await api(page, baseUrl, 'POST', '/facilities', { facilityName: `Info HQ ${stamp}`, countryId: 236 }));
    facilityLabel = facility.facilityCode ? `${facility.facilityName} (${facility.facilityCode})` : facility.facilityName;
    // interns must have an SF-86 (the default is kept when the tenant already has one for interns)
    const defaults = await api(page, baseUrl, 'GET', '/tenant-settings/personnel-rdd');
    const interns = defaults.find((d) => d.optionType === 'EMPLOYMENT_TYPE' && d.option === 'W2_INTERN');
    if (!interns?.requiredDocuments.includes('SF_86')) {
      if (interns) throw new Error('the intern default of the demo tenant does not ask for an SF-86');
      createdRdd = (
        await api(page, baseUrl, 'POST', '/tenant-settings/personnel-rdd', {
          optionType: 'EMPLOYMENT_TYPE',
          option: 'W2_INTERN',
          requiredDocuments: ['SF_86'],
        })
      ).id;
    }
    person = await api(page, baseUrl, 'POST', '/personnel', {
      firstName: 'Pat',
      lastName: LAST,
      ssn: SSN_WHOLE,
      workEmail: `pat.${stamp}@acme.example`,
      genderType: 'FEMALE',
      maritalStatus: 'SINGLE',
      birthDate: '1988-02-03',
      birthAddress: { countryId: 236, city: 'Richmond', state: 'VA', zipCode: '23219' },
      facilityIds: [facility.id],
      citizenshipCountryId: 236,
      citizenshipType: 'BORN_IN_US',
      employment: { employmentType: 'W2_INTERN', employmentStatus: 'ACTIVE' },
    });
    expect(person.ssn).toBe(SSN_MASKED);
  });

  // ---- item 4: SSNs ----
  test('the personnel list shows the FSO the last four digits of the SSN, never the whole number', async () => {
    const listed = page.waitForResponse((r) => r.url().includes('/api/v1/personnel/details') && r.url().includes(LAST));
    await page.goto(`${baseUrl}/personnel?filter=${encodeURIComponent(JSON.stringify({ q: LAST }))}`);
    const row = page.getByRole('row').filter({ hasText: LAST });
    await expect(row.getByText(SSN_MASKED, { exact: true })).toBeVisible();
    expect(await (await listed).text()).not.toContain(SSN_DIGITS.slice(0, 5));
    await expect(page.getByText(SSN_WHOLE)).toHaveCount(0);
    await shot('01-list-ssn-masked');
  });

  test('the detail page holds the masked SSN only, hidden', async () => {
    await page.getByRole('row').filter({ hasText: LAST }).click();
    await expectPath(page, `/personnel/${person.id}/info`);
    await expect(field(bio(), 'SSN')).toHaveAttribute('type', 'password');
    await expect(field(bio(), 'SSN')).toHaveValue(SSN_MASKED);
  });

  test('Show SSN reveals the whole number through the audited reveal call', async () => {
    const revealed = page.waitForResponse((r) => r.url().endsWith(`/api/v1/personnel/${person.id}/ssn`) && r.status() === 200);
    await bio().getByRole('button', { name: 'Show SSN' }).click();
    await revealed;
    await expect(field(bio(), 'SSN')).toHaveAttribute('type', 'text');
    await expect(field(bio(), 'SSN')).toHaveValue(SSN_WHOLE);
    await shot('02-detail-ssn-revealed');
  });

  test('Hide SSN hides it and puts the mask back', async () => {
    await bio().getByRole('button', { name: 'Hide SSN' }).click();
    await expect(field(bio(), 'SSN')).toHaveAttribute('type', 'password');
    await expect(field(bio(), 'SSN')).toHaveValue(SSN_MASKED);
  });

  test('the reveal is in the audit log: who revealed whose SSN, without the number', async () => {
    const rows = await api(
      page,
      baseUrl,
      'GET',
      '/application-audits?eventType=SSN_REVEAL&objectTable=personnel&username=fso.demo&size=1000',
    );
    const mine = rows.content.filter((r) => r.objectId === person.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(JSON.stringify(mine)).not.toContain(SSN_DIGITS.slice(-6));
  });

  // ---- item 9: the Personal Info tab ----
  test('the Personal Info tab is no taller than a few screens', async () => {
    await expect(docRow(SF86)).toBeVisible();
    await settle(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`Personal Info tab height at 1280x800: ${height}px`);
    expect(height).toBeLessThan(3000);
    await shot('03-personal-info');
  });

  test('the documents list the SF-86 the default requires, Missing', async () => {
    await expect(docRow(SF86).getByText('Missing', { exact: true })).toBeVisible();
    await expect(docRow(SF86).getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
  });

  test('the tab does not list every document type with a toggle', async () => {
    expect(await documents().getByRole('row').count()).toBeLessThan(10);
    // the Biographic Info switches only (Foreign Passport, KMP)
    expect(await page.getByRole('switch').count()).toBeLessThan(5);
  });

  test('an upload asks for confirmation first, and Cancel sends nothing', async () => {
    let sent = false;
    const watch = (r) => {
      if (r.method() !== 'GET' && r.url().includes(`/api/v1/personnel/${person.id}/document`)) sent = true;
    };
    page.on('request', watch);
    await chooseFile(docRow(SF86).getByRole('button', { name: `Upload ${SF86}` }), 'sf86.pdf', PDF);
    await expect(confirm().getByText(`Upload sf86.pdf (${PDF.length} Bytes) as ${SF86}? Are you sure you want to continue?`)).toBeVisible();
    await shot('04-upload-confirm');
    await confirm().getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm()).toHaveCount(0);
    await settle(page);
    page.off('request', watch);
    expect(sent).toBe(false);
    await expect(docRow(SF86).getByText('Missing', { exact: true })).toBeVisible();
  });

  test('confirming uploads the SF-86 with a toast; it is Current', async () => {
    await chooseFile(docRow(SF86).getByRole('button', { name: `Upload ${SF86}` }), 'sf86.pdf', PDF);
    await confirm().getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'File uploaded.');
    await expect(docRow(SF86).getByText('Current', { exact: true })).toBeVisible();
    const stored = (await api(page, baseUrl, 'GET', `/personnel/${person.id}`)).personnelDocuments.filter((d) => d.titleId === 'SF_86');
    expect(stored).toMatchObject([{ fileName: 'sf86.pdf', size: PDF.length }]);
  });

  test('the same file again (same name and size) is refused, without asking', async () => {
    await choose(page, documents(), 'Document Type', 'Other');
    await chooseFile(documents().getByRole('button', { name: 'Upload Document' }), 'sf86.pdf', PDF);
    await toast(page, 'file sf86.pdf has already been uploaded.');
    await expect(confirm()).toHaveCount(0);
    await shot('05-duplicate-refused');
  });

  test('the server refuses the duplicate too', async () => {
    const res = await page.request.post(`${baseUrl}/api/v1/personnel/${person.id}/document`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      multipart: {
        document: JSON.stringify({ documentType: 'PERSONNEL', titleId: 'OTHER' }),
        file: { name: 'sf86.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(res.status()).toBe(409);
    expect((await res.json()).message).toBe('file sf86.pdf has already been uploaded.');
  });

  test('a document of another kind is added from the document types, after confirmation', async () => {
    await chooseFile(documents().getByRole('button', { name: 'Upload Document' }), 'other.pdf', OTHER_PDF);
    await expect(confirm().getByText(`Upload other.pdf (${OTHER_PDF.length} Bytes) as Other?`, { exact: false })).toBeVisible();
    await confirm().getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'File uploaded.');
    await expect(docRow('other.pdf').getByText('Current', { exact: true })).toBeVisible();
    await expect(docRow('other.pdf').getByRole('cell', { name: 'Other', exact: true })).toBeVisible();
    await settle(page);
    await shot('06-documents-added');
  });

  // ---- item 10: the wizard's dates ----
  test('the wizard: a passport expiry typed before the issue date is cleared, saying why', async () => {
    await page.goto(`${baseUrl}/personnel/add`);
    await field(page, 'Passport Issue Date').fill('2022-05-05');
    await field(page, 'Passport Expiry Date').fill('2021-05-04');
    await field(page, 'Passport Expiry Date').blur();
    await expectDateCleared(page, 'Passport Expiry Date');
    await expect(page.getByText('Passport Expiry Date cannot be before Passport Issue Date.', { exact: true })).toBeVisible();
  });

  test('the wizard: a foreign passport expiry typed before its issue date is cleared, saying why', async () => {
    await page.getByLabel('Foreign Passport', { exact: true }).check();
    await field(page, 'Foreign Passport Issue Date').fill('2023-01-10');
    await field(page, 'Foreign Passport Expiry Date').fill('2022-12-31');
    await field(page, 'Foreign Passport Expiry Date').blur();
    await expectDateCleared(page, 'Foreign Passport Expiry Date');
    await expect(
      page.getByText('Foreign Passport Expiry Date cannot be before Foreign Passport Issue Date.', { exact: true }),
    ).toBeVisible();
    await shot('07-wizard-passport-dates-cleared');
    await page.getByLabel('Foreign Passport', { exact: true }).uncheck();
  });

  test('the wizard creates the person', async () => {
    await field(page, 'First Name').fill('Wren');
    await field(page, 'Last Name').fill(`Dates${stamp}`);
    await field(page, 'SSN').fill(`7${String(Date.now()).slice(-8)}`);
    await field(page, 'Work Email Address').fill(`wren.${stamp}@acme.example`);
    await choose(page, page, 'Gender', 'Female');
    await choose(page, page, 'Marital Status', 'Single');
    await field(page, 'Birth Date').fill('1991-07-08');
    await pick(page, page, 'Facility', facility.facilityName.slice(0, 6), facilityLabel);
    await page.keyboard.press('Escape');
    await field(page, 'Place of Birth City').fill('Richmond');
    await pick(page, page, 'Place of Birth State', 'Virg', 'Virginia');
    await choose(page, page, 'Citizenship Type', 'Born in US');
    await field(page, 'Passport Expiry Date').fill(tenantDay(1975));
    await choose(page, page, 'Employment Type', 'W-2 Intern');
    await choose(page, page, 'Employment Status', 'Active');
    await page.getByRole('button', { name: 'Create' }).click();
    const created = page.getByRole('dialog', { name: 'Personnel Created' });
    await created.getByRole('button', { name: 'Continue Adding' }).click();
    await expect(page.getByRole('heading', { name: 'Contact Info' })).toBeVisible();
    const [stored] = await api(
      page,
      baseUrl,
      'GET',
      `/personnel/basic?filter=${encodeURIComponent(JSON.stringify({ q: `Dates${stamp}` }))}`,
    );
    expect(stored).toMatchObject({ firstName: 'Wren', lastName: `Dates${stamp}`, workEmail: `wren.${stamp}@acme.example` });
  });

  test('the wizard: a termination date typed before the start date is cleared, saying why', async () => {
    await page.getByRole('tab', { name: 'Employment' }).click();
    await expect(page.getByRole('heading', { name: 'Employment' })).toBeVisible();
    await choose(page, page, 'Employment Type', 'W-2 Employee');
    await choose(page, page, 'Employment Status', 'Active');
    await field(page, 'Start Date').fill('2024-07-01');
    await field(page, 'Termination Date').fill('2024-06-30');
    await field(page, 'Termination Date').blur();
    await expectDateCleared(page, 'Termination Date');
    await expect(page.getByText('Termination Date cannot be before Start Date.', { exact: true })).toBeVisible();
    await shot('08-wizard-termination-date-cleared');
  });

  test('a later termination date is kept and saved', async () => {
    await field(page, 'Termination Date').fill('2024-12-31'); // fixed date: after the start date above, stored only
    await field(page, 'Termination Date').blur();
    await expect(page.getByText('Termination Date cannot be before Start Date.', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await toast(page, `Successfully Updated Personnel: Wren Dates${stamp}`);
    const saved = (
      await api(page, baseUrl, 'GET', `/personnel/details?filter=${encodeURIComponent(JSON.stringify({ q: `Dates${stamp}` }))}`)
    )[0];
    const wren = await api(page, baseUrl, 'GET', `/personnel/${saved.id}`);
    expect(wren.employment).toMatchObject({ startDate: '2024-07-01', endDate: '2024-12-31' }); // fixed date: stored only
    await api(page, baseUrl, 'DELETE', `/personnel/${saved.id}`);
  });
});
