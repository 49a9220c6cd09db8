import { expect, test } from '@playwright/test';
import { expectPath, login, tenantDay, useSession } from './lib.mjs';
import { api, choose, expectDateCleared, field, inlineError, pick, settle, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const EMPLOYEE = ['employee.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5);
const FIRST = 'Avery';
const LAST = `Tester${stamp}`;
const FULL = `${FIRST} ${LAST}`;
const UPDATED = `Successfully Updated Personnel: ${FULL}`;
const SSN = `9${String(Date.now()).slice(-8)}`;
const SSN_MASKED = `***-**-${SSN.slice(5)}`;
/** A 1×1 PNG and a small PDF (the server checks the bytes, not only the name). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** Another file (the same name and size as one the person has is refused as a duplicate). */
const OTHER_PDF = Buffer.concat([PDF, Buffer.from('% other\n')]);
const BIOGRAPHIC_REQUIRED = [
  'First Name',
  'Last Name',
  'SSN',
  'Work Email Address',
  'Gender',
  'Marital Status',
  'Birth Date',
  'Facility',
  'Citizenship Type',
  'Place of Birth City',
  'Place of Birth State',
  'Employment Type',
  'Employment Status',
];

test.describe.serial('personnel: list, six-step wizard, detail tabs, clearance/investigation/polygraph/special access/badge', () => {
  let page, baseUrl, shot;
  useSession('personnel', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });
  let facility, facilityLabel, supervisor, personnelId, investigationUrl;

  const save = () => page.getByRole('button', { name: 'Save' }).click();
  const saveAndContinue = () => page.getByRole('button', { name: 'Save and Continue' }).click();
  const heading = (name) => page.getByRole('heading', { name });
  const rowWith = (text) => page.getByRole('row').filter({ hasText: text });
  /** The wizard step the stepper marks as the current one. */
  const activeStep = () => page.locator('.MuiStepLabel-label.Mui-active');
  /** The new person as the server stores it. */
  const stored = () => api(page, baseUrl, 'GET', `/personnel/${personnelId}`);
  const buttonsOf = async () =>
    (await page.locator('form').last().getByRole('button').allInnerTexts()).map((t) => t.trim().toLowerCase()).filter(Boolean);

  /** Clicks a button that opens the file chooser and hands it a file. */
  async function upload(button, name, mimeType, buffer) {
    const chooser = page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles({ name, mimeType, buffer });
  }

  test('the FSO signs in with a facility to attach people to', async () => {
    await login(page, baseUrl, ...FSO);
    // a facility to attach people and records to (created through the API when the tenant has none)
    const list = await api(page, baseUrl, 'GET', '/facilities');
    facility =
      list.find((f) => f.enabled) ??
      (await api(page, baseUrl, 'POST', '/facilities', {
        facilityName: `Personnel HQ ${stamp}`,
        facilityCode: `P${stamp.slice(0, 4)}`.toUpperCase(),
        countryId: 236,
      }));
    facilityLabel = facility.facilityCode ? `${facility.facilityName} (${facility.facilityCode})` : facility.facilityName;
    expect(facility.id).toBeTruthy();
  });

  // ---- list ----
  test('the personnel list offers Add Personnel', async () => {
    await page.goto(`${baseUrl}/personnel`);
    await expect(page.getByRole('link', { name: 'Add Personnel' })).toHaveAttribute('href', /\/personnel\/add$/);
  });

  for (const hidden of ['Personnel Import Tool']) {
    test(`${hidden} has no flow yet and is hidden`, async () => {
      await expect(page.getByRole('link', { name: hidden })).toHaveCount(0);
    });
  }

  // ---- wizard step 1: Biographic Info ----
  test('Add Personnel opens the wizard at Biographic Info', async () => {
    await shot('01-list');
    await page.getByRole('link', { name: 'Add Personnel' }).click();
    await expectPath(page, '/personnel/add');
    await expect(heading('Biographic Info')).toBeVisible();
    await expect(activeStep()).toHaveText('Biographic Info');
  });

  test('the first step offers Cancel and Create only', async () => {
    await expect.poll(buttonsOf).toEqual(['cancel', 'create']);
    await shot('02-wizard-1-empty');
  });

  for (const [i, label] of BIOGRAPHIC_REQUIRED.entries()) {
    test(`creating an empty record: ${label} is required`, async () => {
      if (i === 0) await page.getByRole('button', { name: 'Create' }).click();
      await inlineError(page, `${label} is required`);
    });
  }

  // SSN: digits only, at most nine, hidden until shown
  const ssn = () => field(page, 'SSN');

  test('the SSN keeps digits only', async () => {
    await shot('03-wizard-1-required');
    await ssn().fill('12a-34');
    await expect(ssn()).toHaveValue('1234');
  });

  test('the SSN is hidden', async () => {
    await expect(ssn()).toHaveAttribute('type', 'password');
  });

  test('Show SSN shows it', async () => {
    await page.getByRole('button', { name: 'Show SSN' }).click();
    await expect(ssn()).toHaveAttribute('type', 'text');
  });

  test('a short SSN is refused with the format', async () => {
    await inlineError(page, 'SSN must be in the format XXX-XX-XXXX.');
  });

  test('the SSN keeps at most nine digits', async () => {
    await ssn().fill(`${SSN}77`);
    await expect(ssn()).toHaveValue(SSN);
  });

  test('Hide SSN hides it again', async () => {
    await page.getByRole('button', { name: 'Hide SSN' }).click();
    await expect(ssn()).toHaveAttribute('type', 'password');
  });

  test('a malformed work e-mail is refused', async () => {
    await field(page, 'First Name').fill(FIRST);
    await field(page, 'Last Name').fill(LAST);
    await field(page, 'Work Email Address').fill('avery@');
    await page.getByRole('button', { name: 'Create' }).click();
    await inlineError(page, 'Work Email Address is not valid');
  });

  test('a four-digit place-of-birth zip code is refused', async () => {
    await field(page, 'Work Email Address').fill(`avery.${stamp}@acme.example`);
    await choose(page, page, 'Gender', 'Female');
    await choose(page, page, 'Marital Status', 'Single');
    await field(page, 'Birth Date').fill('1990-04-02');
    await pick(page, page, 'Facility', facility.facilityName.slice(0, 6), facilityLabel);
    await page.keyboard.press('Escape');
    await field(page, 'Place of Birth City').fill('Richmond');
    await pick(page, page, 'Place of Birth State', 'Virg', 'Virginia');
    await field(page, 'Place of Birth Zip Code').fill('2321');
    // shown at once when the form validates on change, else on the next submit
    await inlineError(page, 'Place of Birth Zip Code is not valid', { timeout: 5_000 }).catch(async () => {
      await page.getByRole('button', { name: 'Create' }).click();
      await inlineError(page, 'Place of Birth Zip Code is not valid');
    });
    await field(page, 'Place of Birth Zip Code').fill('23219');
  });

  // citizenship: dual shows the second country; Born in US copies the birth date
  test('dual citizenship asks for the second country', async () => {
    await choose(page, page, 'Citizenship Type', 'Dual Citizenship');
    await expect(field(page, 'Second Citizenship Country')).toBeEditable();
    await expect(field(page, 'Second Citizenship Country')).toHaveValue('');
    await shot('04-wizard-1-dual-citizenship');
  });

  test('born in the US drops the second country', async () => {
    await choose(page, page, 'Citizenship Type', 'Born in US');
    await expect(field(page, 'Second Citizenship Country')).toHaveCount(0);
  });

  test('born in the US copies the birth date into the citizenship date', async () => {
    await expect(field(page, 'US Citizenship Date')).toHaveValue('1990-04-02');
  });

  // passport dates: the expiry is cleared when the issue date moves past it
  test('an issue date past the passport expiry clears the expiry', async () => {
    await field(page, 'Passport Expiry Date').fill(tenantDay(1121));
    await field(page, 'Passport Issue Date').fill(tenantDay(1610));
    await expectDateCleared(page, 'Passport Expiry Date');
    await field(page, 'Passport Issue Date').fill('2020-05-05');
    await field(page, 'Passport Expiry Date').fill(tenantDay(1244));
  });

  // foreign passport fields only with the flag; KMP ownership 0–100
  test('without the flag there is no foreign passport number', async () => {
    await expect(field(page, 'Foreign Passport Number')).toHaveCount(0);
  });

  test('the foreign passport flag asks for the number', async () => {
    await page.getByLabel('Foreign Passport', { exact: true }).check();
    await expect(field(page, 'Foreign Passport Number')).toBeEditable();
    await expect(field(page, 'Foreign Passport Number')).toHaveValue('');
    await page.getByLabel('Foreign Passport', { exact: true }).uncheck();
    await expect(field(page, 'Foreign Passport Number')).toHaveCount(0);
  });

  test('a KMP ownership over 100 is refused', async () => {
    await page.getByLabel('KMP', { exact: true }).check();
    await field(page, 'KMP Ownership').fill('150');
    await page.getByRole('button', { name: 'Create' }).click();
    await inlineError(page, 'Maximum value is 100');
    await shot('05-wizard-1-kmp-validation');
  });

  const created = () => page.getByRole('dialog', { name: 'Personnel Created' });

  test('Create confirms with the Personnel Created dialog', async () => {
    await field(page, 'KMP Ownership').fill('25');
    await choose(page, page, 'KMP Type', 'Corporate Officer');
    await choose(page, page, 'Employment Type', 'W-2 Employee');
    await choose(page, page, 'Employment Status', 'Active');
    await shot('06-wizard-1-filled');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(created().getByText('You may add more information or close this page.')).toBeVisible();
    // the person is stored with what step 1 holds
    const [person] = await api(page, baseUrl, 'GET', `/personnel/basic?filter=${encodeURIComponent(JSON.stringify({ q: LAST }))}`);
    personnelId = person.id;
    const biographic = await stored();
    expect(biographic).toMatchObject({ firstName: FIRST, lastName: LAST, kmp: true, kmpOwnership: 25, citizenshipType: 'BORN_IN_US' });
    expect(biographic.usCitizenshipDate).toBe('1990-04-02');
  });

  test('the dialog offers going back to the personnel list', async () => {
    await expect(created().getByRole('button', { name: 'Go back to personnel list' })).toBeEnabled();
    await expect(created().getByRole('button', { name: 'Continue Adding' })).toBeEnabled();
    await shot('07-personnel-created-dialog');
  });

  // ---- step 2: Contact Info ----
  const contacts = () => page.locator('.RaSimpleFormIterator-line');
  const personal = () => contacts().nth(0);
  const emergency = () => contacts().nth(1);

  test('Continue Adding opens Contact Info', async () => {
    await created().getByRole('button', { name: 'Continue Adding' }).click();
    await expect(created()).toHaveCount(0);
    await expect(heading('Contact Info')).toBeVisible();
    await expect(activeStep()).toHaveText('Contact Info');
  });

  test('Contact Info offers Cancel, Previous, Save and Close, Save and Continue', async () => {
    await expect
      .poll(async () => (await buttonsOf()).filter((x) => ['cancel', 'previous', 'save and close', 'save and continue'].includes(x)))
      .toEqual(['cancel', 'previous', 'save and close', 'save and continue']);
  });

  test('the first contact is the personal one', async () => {
    await expect(personal().getByRole('combobox', { name: /^Contact Type/ })).toHaveText('Personal');
  });

  test('the cell phone is normalised on leaving the field', async () => {
    await field(personal(), 'Street 1').fill('12 Elm Street');
    await field(personal(), 'City').fill('Reston');
    await pick(page, personal(), 'State', 'Virg', 'Virginia');
    await field(personal(), 'Zip Code').fill('20190');
    await field(personal(), 'Cell Phone Number').fill('(703) 555 1234');
    await field(personal(), 'Personal Email Address').fill('avery.home');
    await field(personal(), 'Home Phone Number').click();
    await expect(field(personal(), 'Cell Phone Number')).toHaveValue('703-555-1234');
  });

  test('Add Contact adds an emergency contact', async () => {
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await expect(emergency().getByRole('combobox', { name: /^Contact Type/ })).toHaveText('Emergency');
  });

  test('a malformed personal e-mail is refused', async () => {
    await saveAndContinue();
    await inlineError(page, 'Personal Email Address is not valid');
  });

  for (const label of ['Contact Name', 'Relationship', 'Cell Phone Number']) {
    test(`the emergency contact needs its ${label}`, async () => {
      await inlineError(emergency(), `${label} is required`);
    });
  }

  test('Same as primary address copies the address into the emergency contact', async () => {
    await shot('08-wizard-2-validation');
    await field(personal(), 'Personal Email Address').fill(`avery.${stamp}@home.example`);
    await field(emergency(), 'Contact Name').fill('Jordan Tester');
    await choose(page, emergency(), 'Relationship', 'Sibling');
    await field(emergency(), 'Cell Phone Number').fill('571.555.0000');
    await emergency().getByLabel('Same as primary address').check();
    await expect(field(emergency(), 'City')).toHaveValue('Reston');
    await shot('09-wizard-2-contacts');
  });

  test('the contacts are saved with a toast', async () => {
    await saveAndContinue();
    await toast(page, UPDATED);
  });

  // ---- step 3: Employment ----
  test('the wizard continues at Employment', async () => {
    await expect(heading('Employment')).toBeVisible();
    await expect(activeStep()).toHaveText('Employment');
  });

  test('a start date past the termination date clears the termination date', async () => {
    await choose(page, page, 'Employment Type', 'W-2 Employee');
    await choose(page, page, 'Employment Status', 'Active');
    await field(page, 'Job Title').fill('Systems Engineer');
    await field(page, 'Start Date').fill('2024-02-01');
    await field(page, 'Termination Date').fill('2024-06-30');
    await field(page, 'Start Date').fill('2024-07-01');
    await expectDateCleared(page, 'Termination Date');
    await field(page, 'Start Date').fill('2024-02-01');
  });

  // the supervisor picker searches the whole tenant: pick someone the first page of 10 does not hold
  test('the demo tenant has more people than one page of the supervisor picker', async () => {
    const people = await api(
      page,
      baseUrl,
      'GET',
      `/personnel/basic?range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["lastName","ASC"]')}`,
    );
    expect(people.length).toBeGreaterThan(10);
    supervisor = people.slice(10).find((p) => p.lastName !== LAST && people.filter((x) => x.fullName === p.fullName).length === 1);
    expect(supervisor).toBeTruthy();
  });

  test("a supervisor beyond the first page is picked and shows the supervisor's e-mail", async () => {
    await pick(page, page, 'Supervisor', supervisor.lastName, supervisor.fullName);
    await expect(field(page, 'Supervisor Email')).toHaveValue(supervisor.workEmail);
    await shot('10-wizard-3-employment');
  });

  test('the employment is saved with a toast', async () => {
    await saveAndContinue();
    await toast(page, UPDATED);
  });

  // ---- step 4: Physical (Previous keeps what was typed) ----
  test('the wizard continues at Physical', async () => {
    await expect(heading('Physical')).toBeVisible();
    await expect(activeStep()).toHaveText('Physical');
    expect((await stored()).employment.jobTitle).toBe('Systems Engineer');
  });

  test('Previous goes back to Employment', async () => {
    await choose(page, page, 'Race', 'Asian');
    await field(page, 'Height').fill(`5' 8"`);
    await field(page, 'Weight').fill('150 lb');
    await choose(page, page, 'Eye Color', 'Brown');
    await choose(page, page, 'Hair Color', 'Black');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(heading('Employment')).toBeVisible();
    await expect(activeStep()).toHaveText('Employment');
  });

  test('back at Employment, the job title is kept', async () => {
    await expect(field(page, 'Job Title')).toHaveValue('Systems Engineer');
  });

  test('Save and Continue returns to Physical', async () => {
    await saveAndContinue();
    await expect(heading('Physical')).toBeVisible();
    await expect(activeStep()).toHaveText('Physical');
  });

  test('back at Physical, the weight typed before is kept', async () => {
    await expect(field(page, 'Weight')).toHaveValue('150 lb');
    await shot('11-wizard-4-physical');
  });

  test('the physical details are saved with a toast', async () => {
    await saveAndContinue();
    await toast(page, UPDATED);
  });

  // ---- step 5: Automobile ----
  test('the wizard continues at Automobile', async () => {
    await expect(heading('Automobile')).toBeVisible();
    await expect(activeStep()).toHaveText('Automobile');
    expect((await stored()).physical.weight).toBe('150 lb');
  });

  test('Add Vehicle names the first vehicle "Vehicle 1"', async () => {
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(field(page, 'Vehicle Name')).toHaveValue('Vehicle 1');
  });

  test('the vehicle is saved with a toast', async () => {
    await field(page, 'Vehicle Make').fill('Subaru');
    await field(page, 'Vehicle Model').fill('Outback');
    await field(page, 'Vehicle Year').fill('2021');
    await field(page, 'License Plate').fill('CLR-2026');
    await pick(page, page, 'Registration State', 'Virg', 'Virginia');
    await field(page, 'Driver License Number').fill('T12-345-678');
    await shot('12-wizard-5-automobile');
    await saveAndContinue();
    await toast(page, UPDATED);
  });

  // ---- step 6: Required Documents ----
  const finished = () => page.getByRole('dialog', { name: 'All information Added' });

  test('the wizard ends at Required Documents', async () => {
    await expect(heading('Required Documents')).toBeVisible();
    await expect(activeStep()).toHaveText('Required Documents');
    const { automobile } = await stored();
    expect(automobile.driverLicenseNumber).toBe('T12-345-678');
    expect(automobile.personnelVehicles).toMatchObject([{ vehicleName: 'Vehicle 1', vehicleMake: 'Subaru', licensePlate: 'CLR-2026' }]);
  });

  test('the last step offers Cancel and Finish, not Previous', async () => {
    await expect
      .poll(async () => (await buttonsOf()).filter((x) => ['cancel', 'finish', 'previous'].includes(x)))
      .toEqual(['cancel', 'finish']);
  });

  test('Finish confirms with the All information Added dialog', async () => {
    // the demo tenant's W-2 defaults start switched on; two of them are switched off for this person
    await expect(rowWith('SF-312 Classified Information Nondisclosure Agreement').getByRole('switch')).toBeChecked();
    await expect(rowWith('Initial Security Briefing').getByRole('switch')).toBeChecked();
    await rowWith('SF-86 Certification').getByRole('switch').uncheck();
    await rowWith('Annual Refresher Briefing').getByRole('switch').uncheck();
    await shot('13-wizard-6-required-documents');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(finished().getByText('We will return you to the main page.')).toBeVisible();
    // the two documents left on are stored as required, and are missing
    const required = await api(page, baseUrl, 'GET', `/personnel/${personnelId}/required-documents`);
    expect(required.map((r) => [r.titleId, r.missing]).sort()).toEqual([
      ['INITIAL_SECURITY_BRIEFING', true],
      ['SF_312', true],
    ]);
    await shot('14-all-information-added-dialog');
  });

  test('Return to Personnel opens the personnel list', async () => {
    await finished().getByRole('button', { name: 'Return to Personnel' }).click();
    await expectPath(page, '/personnel');
  });

  // ---- list: the new person with status chip, quick filter ----
  const personRow = () => rowWith(LAST);

  test('the quick filter reaches the address bar', async () => {
    await page.getByPlaceholder('Search').fill(LAST);
    // the quick filter reaches the address bar after a debounce; wait for it before leaving the list
    await expect(page).toHaveURL((url) => (url.searchParams.get('filter') ?? '').includes(LAST));
  });

  test('the new person is listed as Active', async () => {
    await expect(personRow()).toHaveCount(1);
    await expect(personRow().locator('.MuiChip-label')).toHaveText('Active');
  });

  // the SSN column: the FSO sees the last four digits (the whole number only through the audited reveal)
  test('the list has an SSN column', async () => {
    await expect(page.getByRole('columnheader', { name: 'SSN' })).toBeVisible();
    // the person's cell under that header holds an SSN, masked
    const column = (await page.getByRole('columnheader').allInnerTexts()).findIndex((h) => h.trim() === 'SSN');
    await expect(personRow().getByRole('cell').nth(column)).toHaveText(/^\*\*\*-\*\*-\d{4}$/);
  });

  test('the FSO sees the last four digits of the SSN in the list', async () => {
    await expect(personRow().getByText(SSN_MASKED, { exact: true })).toBeVisible();
    await expect(personRow()).not.toContainText(SSN);
    await shot('15-list-filtered');
  });

  test('the row opens the Personal Info tab', async () => {
    await personRow().click();
    await expect(page).toHaveURL((url) => /^\/personnel\/[0-9a-f-]{36}\/info$/.test(url.pathname));
    personnelId = new URL(page.url()).pathname.split('/')[2];
  });

  // ---- Personal Info tab ----
  const bio = () => page.getByRole('region', { name: 'Biographic Info' });
  const employment = () => page.getByRole('region', { name: 'Employment' });
  const photo = () => page.getByRole('region', { name: 'Profile Photo' });
  const physical = () => page.getByRole('region', { name: 'Physical' });

  test('the biographic info hides the SSN', async () => {
    await expect(field(bio(), 'First Name')).toBeVisible();
    await expect(field(bio(), 'SSN')).toHaveAttribute('type', 'password');
    await shot('16-detail-info');
  });

  test('Show SSN reveals the whole SSN', async () => {
    await expect(field(bio(), 'SSN')).toHaveValue(SSN_MASKED);
    await bio().getByRole('button', { name: 'Show SSN' }).click();
    await expect(field(bio(), 'SSN')).toHaveValue(`${SSN.slice(0, 3)}-${SSN.slice(3, 5)}-${SSN.slice(5)}`);
    await shot('17-detail-info-ssn-shown');
  });

  // the stored supervisor (beyond the picker's first page) is shown with the e-mail the server derived
  test('the stored supervisor is shown', async () => {
    await employment().getByRole('button', { name: 'Show Employment' }).click();
    await expect(employment().getByRole('combobox', { name: /^Supervisor/ })).toHaveValue(supervisor.fullName);
  });

  test("the stored supervisor's e-mail is shown", async () => {
    await expect(field(employment(), 'Supervisor Email')).toHaveValue(supervisor.workEmail);
  });

  // profile photo: upload, then the picture is served
  test('without a photo, the panel says so', async () => {
    await expect(photo().getByText('No photo uploaded')).toBeVisible();
    await expect(photo().getByRole('img')).toHaveCount(0);
    expect((await stored()).profilePhoto).toBeNull();
  });

  test('an uploaded photo is saved with a toast', async () => {
    await upload(photo().getByRole('button', { name: 'Upload Photo' }), 'avery.png', 'image/png', PNG);
    await toast(page, UPDATED);
  });

  test('the photo is shown', async () => {
    await expect(photo().getByRole('img', { name: `Profile photo of ${FULL}` })).toBeVisible();
    await expect(photo().getByText('No photo uploaded')).toHaveCount(0);
    expect((await stored()).profilePhoto).toMatchObject({ name: 'avery.png', width: 1, height: 1 });
  });

  test('a shown photo offers Replace Photo instead of Upload Photo', async () => {
    await expect(photo().getByRole('button', { name: 'Replace Photo' })).toBeEnabled();
    await expect(photo().getByRole('button', { name: 'Upload Photo' })).toHaveCount(0);
  });

  test('the photo is served and loads', async () => {
    await expect
      .poll(() =>
        page.evaluate(() => {
          const img = document.querySelector('section[aria-label="Profile Photo"] img');
          return Boolean(img && img.complete && img.naturalWidth === 1);
        }),
      )
      .toBe(true);
    await shot('17b-detail-photo');
  });

  test('an edited physical detail is saved with a toast', async () => {
    await physical().getByRole('button', { name: 'Edit Physical' }).click();
    await field(physical(), 'Weight').fill('155 lb');
    await physical().getByRole('button', { name: 'Save' }).click();
    await toast(page, UPDATED);
  });

  test('the physical panel shows the saved weight', async () => {
    await expect(field(physical(), 'Weight')).toHaveValue('155 lb');
  });

  // ---- Clearances tab: clearance ----
  test('the Clearances tab opens', async () => {
    await page.getByRole('tab', { name: 'Clearances' }).click();
    await expectPath(page, `/personnel/${personnelId}/clearances`);
  });

  test('Add Clearance opens its form', async () => {
    await page.getByRole('link', { name: 'Add Clearance' }).click();
    await expectPath(page, `/personnel/${personnelId}/clearances/clearance/add`);
  });

  test('saving an empty clearance: Facility is required', async () => {
    await save();
    await inlineError(page, 'Facility is required');
  });

  test('saving an empty clearance: Eligibility is required', async () => {
    await inlineError(page, 'Eligibility is required');
  });

  test('a clearance is created with a toast', async () => {
    await choose(page, page, 'Facility', facilityLabel);
    await choose(page, page, 'Eligibility', 'Secret');
    await choose(page, page, 'PCL Status', 'Active');
    await field(page, 'Eligibility Determination Date').fill('2024-03-01');
    await field(page, 'Initial Briefing Date').fill('2024-03-05');
    await shot('18-add-clearance');
    await save();
    await toast(page, 'Successfully Created Personnel Clearance.');
  });

  test('the clearances list the new clearance', async () => {
    await expect(rowWith('Secret')).toHaveCount(1);
    await expect(rowWith('Secret')).toContainText('Active');
    const clearances = await api(page, baseUrl, 'GET', `/personnel/${personnelId}/clearance`);
    expect(clearances).toMatchObject([
      { facilityId: facility.id, pclEligibility: 'SECRET', eligibilityDeterminationDate: '2024-03-01', initialBriefingDate: '2024-03-05' },
    ]);
    await settle(page);
    await shot('19-clearances-tab');
  });

  // ---- investigation: cancel returns to ?tab=1, add, edit toggle, completion ----
  const onInvestigationsTab = (url) => url.pathname === `/personnel/${personnelId}/clearances` && url.searchParams.get('tab') === '1';

  test('Add Investigation opens its form', async () => {
    await page.getByRole('tab', { name: 'Investigations' }).click();
    await page.getByRole('link', { name: 'Add Investigation' }).click();
    await expectPath(page, `/personnel/${personnelId}/clearances/investigation/add`);
  });

  test('Cancel returns to the investigations tab', async () => {
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(onInvestigationsTab);
  });

  test('saving an empty investigation: Clearance is required', async () => {
    await page.getByRole('link', { name: 'Add Investigation' }).click();
    await save();
    await inlineError(page, 'Clearance is required');
  });

  test('an added SF-86 rejection needs its date', async () => {
    await choose(page, page, 'Clearance', new RegExp('^Secret'));
    await choose(page, page, 'Investigation Type', 'Tier 3');
    await choose(page, page, 'Clearance Action', 'Initiate');
    await field(page, 'Investigation Open Date').fill('2024-01-15');
    await page.getByRole('button', { name: 'Add' }).last().click();
    await save();
    await inlineError(page, 'SF-86 Rejection Date is required');
  });

  test('an investigation is created with a toast', async () => {
    await field(page, 'SF-86 Rejection Date').fill('2024-01-20');
    await shot('20-add-investigation');
    await save();
    await toast(page, 'Successfully Created Personnel Investigation.');
  });

  test('after creating, the investigations tab is shown', async () => {
    await expect(page).toHaveURL(onInvestigationsTab);
  });

  test('the investigation row opens the investigation', async () => {
    await rowWith('Tier 3').click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith(`/personnel/${personnelId}/clearances/investigation/`));
    investigationUrl = page.url();
  });

  test('Edit shows the rejection dates', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(field(page, 'SF-86 Rejection Date')).toHaveValue('2024-01-20');
  });

  test('rejection dates hide once the process is complete', async () => {
    await page.getByLabel('Process Completed').check();
    await expect(field(page, 'SF-86 Rejection Date')).toHaveCount(0);
  });

  test('a completed investigation needs its closed date', async () => {
    await save();
    await inlineError(page, 'Investigation Closed Date is required');
  });

  test('a closed date before the open date is cleared, saying why', async () => {
    await field(page, 'Investigation Closed Date').fill('2024-01-10');
    await field(page, 'Investigation Closed Date').blur();
    await expectDateCleared(page, 'Investigation Closed Date');
    // the closed date is required once the process is complete: the error says why it was cleared
    await inlineError(page, 'Investigation Closed Date cannot be before Investigation Open Date.');
  });

  test('the completed investigation is saved with a toast', async () => {
    await field(page, 'Investigation Closed Date').fill('2024-05-30');
    await shot('21-investigation-edit');
    await save();
    await toast(page, 'Successfully Updated Personnel Investigation.');
  });

  test('complete on load: the Process Completed checkbox is disabled', async () => {
    await page.goto(investigationUrl);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Process Completed')).toBeDisabled();
    await shot('22-investigation-completed');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  // ---- special access ----
  test('a special access is created with a toast', async () => {
    await page.goto(`${baseUrl}/personnel/${personnelId}/clearances?tab=2`);
    await page.getByRole('link', { name: 'Add Special Access' }).click();
    await choose(page, page, 'Facility', facilityLabel);
    await choose(page, page, 'Special Access Type', 'Sensitive Compartmented Information (SCI)');
    await choose(page, page, 'Special Access Status', 'Active');
    await field(page, 'Indoctrination Date').fill('2024-04-01');
    await field(page, 'Sponsor').fill('DIA');
    await shot('23-add-special-access');
    await save();
    await toast(page, 'Successfully Created Personnel Special Access.');
  });

  test('the special accesses list the new one', async () => {
    await expect(rowWith('Sensitive Compartmented Information')).toHaveCount(1);
    const accesses = await api(page, baseUrl, 'GET', `/personnel/${personnelId}/special-access`);
    expect(accesses).toMatchObject([{ facilityId: facility.id, specialAccessType: 'SCI', indoctrinationDate: '2024-04-01' }]);
    await settle(page);
    await shot('24-special-access-tab');
  });

  // ---- polygraph ----
  test('a polygraph is created with a toast', async () => {
    await page.getByRole('tab', { name: 'Polygraphs' }).click();
    await page.getByRole('link', { name: 'Add Polygraph' }).click();
    await choose(page, page, 'Facility', facilityLabel);
    await choose(page, page, 'Polygraph Type', 'Counterintelligence (CI)');
    await choose(page, page, 'Polygraph Status', 'Current');
    await choose(page, page, 'Polygraph Result', 'Successful');
    await field(page, 'Polygraph Date').fill('2024-04-10');
    await shot('25-add-polygraph');
    await save();
    await toast(page, 'Successfully Created Personnel Polygraph.');
  });

  test('the polygraphs list the new one', async () => {
    await expect(rowWith('Counterintelligence')).toHaveCount(1);
    await expect(rowWith('Counterintelligence')).toContainText('Successful');
    const polygraphs = await api(page, baseUrl, 'GET', `/personnel/${personnelId}/polygraph`);
    expect(polygraphs).toMatchObject([{ facilityId: facility.id, polygraphDate: '2024-04-10' }]);
    await settle(page);
    await shot('26-polygraphs-tab');
  });

  // ---- Assignments tab: badge ----
  test('the Assignments tab opens', async () => {
    await page.getByRole('tab', { name: 'Assignments' }).click();
    await expectPath(page, `/personnel/${personnelId}/assignments`);
  });

  test('Add Badge opens its form', async () => {
    await page.getByRole('link', { name: 'Add Badge' }).click();
    await expectPath(page, `/personnel/${personnelId}/assignments/badge/add`);
  });

  test('a badge is created with a toast', async () => {
    await choose(page, page, 'Badge Type', 'Common Access Card (CAC)');
    await choose(page, page, 'Badge Status', 'Active');
    await field(page, 'Badge Number').fill(`B-${stamp}`);
    await field(page, 'Issue Date').fill(tenantDay(-950));
    await field(page, 'Expiry Date').fill(tenantDay(510));
    await shot('27-add-badge');
    await save();
    await toast(page, 'Successfully Created Personnel Badge.');
  });

  test('after creating, the Assignments tab is shown', async () => {
    await expectPath(page, `/personnel/${personnelId}/assignments`);
  });

  test('the assignments list the new badge', async () => {
    await expect(rowWith(`B-${stamp}`)).toHaveCount(1);
    const badges = await api(page, baseUrl, 'GET', `/personnel/${personnelId}/badge`);
    expect(badges).toMatchObject([{ badgeNumber: `B-${stamp}`, issueDate: tenantDay(-950), expiryDate: tenantDay(510) }]);
    await settle(page);
    await shot('28-assignments-tab');
  });

  // ---- Open Actions tab ----
  const openActions = () => page.getByRole('region', { name: 'Open Actions' });
  const briefing = () => openActions().getByRole('row').filter({ hasText: 'Initial Security Briefing' });

  test('the Open Actions tab opens', async () => {
    await page.getByRole('tab', { name: 'Open Actions' }).click();
    await expectPath(page, `/personnel/${personnelId}/open-actions`);
  });

  // the documents marked required in step 6 are missing: each is an open action, which closes by itself when the
  // document is uploaded, or is waived with a reason (never completed by hand)
  test('the missing briefing is an open action', async () => {
    await expect(briefing()).toHaveCount(1);
    await expect(briefing().getByRole('button', { name: /^Waive…/ })).toBeEnabled();
    await expect(briefing().getByRole('button', { name: 'Complete' })).toHaveCount(0);
  });

  test('the missing SF-312 is an open action', async () => {
    await expect(openActions().getByRole('row').filter({ hasText: 'SF-312' })).toHaveCount(1);
    const open = await api(page, baseUrl, 'GET', `/requests-and-actions/open-actions/personnel/${personnelId}`);
    expect(open.filter((a) => a.documentTitleId === 'SF_312' && a.state === 'OPEN')).toHaveLength(1);
    await settle(page);
    await shot('29-open-actions-tab');
  });

  test('Waive… asks for the reason', async () => {
    await briefing()
      .getByRole('button', { name: /^Waive…/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Waive Open Action' }).getByLabel(/^Reason/)).toBeVisible();
  });

  test('waiving with a reason closes the open action with a toast', async () => {
    await page
      .getByRole('dialog')
      .getByLabel(/^Reason/)
      .fill('Briefed in person on the first day; the form follows.');
    await page.getByRole('dialog').getByRole('button', { name: 'Waive', exact: true }).click();
    await toast(page, 'Successfully Waived Open Action.');
  });

  test('the waived open action leaves the list', async () => {
    await expect(briefing()).toHaveCount(0);
    // the server holds the SF-312 as the one action still open
    const open = await api(page, baseUrl, 'GET', `/requests-and-actions/open-actions/personnel/${personnelId}`);
    expect(open.filter((a) => a.state === 'OPEN').map((a) => a.documentTitleId)).toEqual(['SF_312']);
    await shot('30-open-action-completed');
  });

  // ---- Personal Info: documents; uploading the missing SF-312 resolves its open action ----
  const documents = () => page.getByRole('region', { name: 'Documents' });
  const sf312 = () => documents().getByRole('row').filter({ hasText: 'SF-312' });
  const otherDoc = () => documents().getByRole('row').filter({ hasText: 'other.pdf' });
  const del = () => page.getByRole('dialog');

  test('the Personal Info tab opens', async () => {
    await page.getByRole('tab', { name: 'Personal Info' }).click();
    await expectPath(page, `/personnel/${personnelId}/info`);
  });

  test('the required SF-312 is Missing', async () => {
    await expect(sf312().getByText('Missing', { exact: true })).toBeVisible();
    await expect(sf312().getByText(/^sf312\.pdf/)).toHaveCount(0);
  });

  test('the uploaded SF-312 is saved with a toast, once confirmed', async () => {
    await upload(sf312().getByRole('button', { name: /^Upload SF-312/ }), 'sf312.pdf', 'application/pdf', PDF);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'File uploaded.');
  });

  test('the uploaded SF-312 is Current', async () => {
    await expect(sf312().getByText('Current', { exact: true })).toBeVisible();
    await expect(sf312().getByText('Missing', { exact: true })).toHaveCount(0);
  });

  test('the uploaded SF-312 shows its file name', async () => {
    await expect(sf312().getByText(/^sf312\.pdf/)).toBeVisible();
    const documents = (await stored()).personnelDocuments.filter((d) => d.titleId === 'SF_312');
    expect(documents).toMatchObject([{ fileName: 'sf312.pdf', size: PDF.length }]);
  });

  test('the SF-312 downloads under its file name', async () => {
    const downloaded = page.waitForEvent('download');
    await sf312()
      .getByRole('button', { name: /^Download SF-312/ })
      .click();
    expect((await downloaded).suggestedFilename()).toBe('sf312.pdf');
  });

  test('the download shows the toast "File Ready For Download."', async () => {
    await toast(page, 'File Ready For Download.');
  });

  // a new document of a chosen type, then deleted behind the Delete dialog
  test('a document of a chosen type is uploaded with a toast', async () => {
    await choose(page, documents(), 'Document Type', 'Other');
    await upload(documents().getByRole('button', { name: 'Upload Document' }), 'other.pdf', 'application/pdf', OTHER_PDF);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'File uploaded.');
  });

  test('the new document is Current', async () => {
    await expect(otherDoc()).toHaveCount(1);
    await expect(otherDoc().getByText('Current', { exact: true })).toBeVisible();
    await settle(page);
    await shot('30b-documents');
  });

  test('Delete asks "Are you sure you want to delete this item?"', async () => {
    await otherDoc().getByRole('button', { name: 'Delete Other' }).click();
    await expect(del().getByText('Are you sure you want to delete this item?')).toBeVisible();
    await expect(del().getByRole('button', { name: "Yes I'm sure" })).toBeEnabled();
  });

  test('the delete dialog warns that the item cannot be retrieved', async () => {
    await expect(del().getByText('This item cannot be retrieved.')).toBeVisible();
    // nothing is deleted before the choice is confirmed
    expect((await stored()).personnelDocuments.filter((d) => d.fileName === 'other.pdf')).toHaveLength(1);
    await shot('30c-document-delete-dialog');
  });

  test('confirming deletes the document with a toast', async () => {
    await del().getByRole('button', { name: "Yes I'm sure" }).click();
    await toast(page, 'Successfully Deleted Personnel Document.');
  });

  test('the deleted document leaves the list', async () => {
    await expect(otherDoc()).toHaveCount(0);
    expect((await stored()).personnelDocuments.filter((d) => d.fileName === 'other.pdf')).toHaveLength(0);
  });

  // the briefing was waived above; the SF-312 upload resolved the last one
  test('back on Open Actions, no action is left', async () => {
    await page.getByRole('tab', { name: 'Open Actions' }).click();
    await expectPath(page, `/personnel/${personnelId}/open-actions`);
    await expect(openActions().getByText('No records')).toBeVisible();
    await expect(openActions().getByRole('button', { name: 'Complete' })).toHaveCount(0);
  });

  test('the upload resolved the SF-312 action', async () => {
    const open = await api(page, baseUrl, 'GET', `/requests-and-actions/open-actions/personnel/${personnelId}`);
    expect(open.filter((a) => a.documentTitleId === 'SF_312' && a.state === 'OPEN')).toHaveLength(0);
    await settle(page);
    await shot('30d-open-action-resolved-by-upload');
  });

  // ---- gating: a user without CREATE on PERSONNEL cannot open the add routes ----
  test('an employee is sent from the add-clearance page to /', async () => {
    await signOut(page, baseUrl);
    await login(page, baseUrl, ...EMPLOYEE);
    await page.goto(`${baseUrl}/personnel/${personnelId}/clearances/clearance/add`);
    await expectPath(page, '/');
  });

  test('an employee is sent from the add-personnel wizard to /', async () => {
    await page.goto(`${baseUrl}/personnel/add`);
    await expectPath(page, '/');
    await shot('31-employee-denied');
  });
});
