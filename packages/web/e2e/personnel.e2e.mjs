import { login, waitForPath } from './lib.mjs';
import { api, choose, field, inlineError, pick, settle, signOut, toast } from './personnel-lib.mjs';

export const name = 'personnel: list, six-step wizard, detail tabs, clearance/investigation/polygraph/special access/badge';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const EMPLOYEE = ['employee.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5);
const FIRST = 'Avery';
const LAST = `Tester${stamp}`;
const FULL = `${FIRST} ${LAST}`;
const SSN = `9${String(Date.now()).slice(-8)}`;
const SSN_SHOWN = `${SSN.slice(0, 3)}-${SSN.slice(3, 5)}-${SSN.slice(5)}`;
/** A 1×1 PNG and a small PDF (the server checks the bytes, not only the name). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Waits until an input shows `expected` (values that arrive with a fetch). */
async function untilValue(input, expected, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let value;
  while (Date.now() < deadline) {
    value = await input.inputValue();
    if (value === expected) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected the input to show "${expected}", it shows "${value}"`);
}

/** Clicks a button that opens the file chooser and hands it a file. */
async function upload(page, button, name, mimeType, buffer) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

/** A facility to attach people and records to (created through the API when the tenant has none). */
async function ensureFacility(page, baseUrl) {
  const list = await api(page, baseUrl, 'GET', '/facilities');
  const enabled = list.find((f) => f.enabled);
  if (enabled) return enabled;
  return api(page, baseUrl, 'POST', '/facilities', {
    facilityName: `Personnel HQ ${stamp}`,
    facilityCode: `P${stamp.slice(0, 4)}`.toUpperCase(),
    countryId: 236,
  });
}

const buttonsOf = async (page) =>
  (await page.locator('form').last().getByRole('button').allInnerTexts()).map((t) => t.trim().toLowerCase()).filter(Boolean);

export async function run(context) {
  try {
    await steps(context);
  } finally {
    await signOut(context.page, context.baseUrl);
  }
}

async function steps({ page, baseUrl, shot, expect }) {
  await login(page, baseUrl, ...FSO);
  const facility = await ensureFacility(page, baseUrl);
  const facilityLabel = facility.facilityCode ? `${facility.facilityName} (${facility.facilityCode})` : facility.facilityName;

  // ---- list ----
  await page.goto(`${baseUrl}/personnel`);
  await page.getByRole('link', { name: 'Add Personnel' }).waitFor();
  for (const hidden of ['Personnel Import Tool', 'Generate User Accounts', 'Report New Hire', 'Terminate Employee']) {
    expect.equal(await page.getByRole('link', { name: hidden }).count(), 0, `${hidden} has no flow yet and is hidden`);
  }
  await shot('01-list');

  // ---- wizard step 1: Biographic Info ----
  await page.getByRole('link', { name: 'Add Personnel' }).click();
  await waitForPath(page, '/personnel/add');
  await page.getByRole('heading', { name: 'Biographic Info' }).waitFor();
  expect.deepEqual(await buttonsOf(page), ['cancel', 'create']);
  await shot('02-wizard-1-empty');
  await page.getByRole('button', { name: 'Create' }).click();
  for (const label of [
    'First Name',
    'Last Name',
    'SSN',
    'Work Email Address',
    'Gender',
    'Marital Status',
    'Birth Date',
    'Facility',
    'Citizenship Type',
  ]) {
    await inlineError(page, `${label} is required`);
  }
  await inlineError(page, 'Place of Birth City is required');
  await inlineError(page, 'Place of Birth State is required');
  await shot('03-wizard-1-required');

  // SSN: digits only, at most nine, hidden until shown
  const ssn = field(page, 'SSN');
  await ssn.fill('12a-34');
  expect.equal(await ssn.inputValue(), '1234');
  expect.equal(await ssn.getAttribute('type'), 'password');
  await page.getByRole('button', { name: 'Show SSN' }).click();
  expect.equal(await ssn.getAttribute('type'), 'text');
  await inlineError(page, 'SSN must be in the format XXX-XX-XXXX.');
  await ssn.fill(`${SSN}77`);
  expect.equal(await ssn.inputValue(), SSN);
  await page.getByRole('button', { name: 'Hide SSN' }).click();
  expect.equal(await ssn.getAttribute('type'), 'password');

  await field(page, 'First Name').fill(FIRST);
  await field(page, 'Last Name').fill(LAST);
  await field(page, 'Work Email Address').fill('avery@');
  await page.getByRole('button', { name: 'Create' }).click();
  await inlineError(page, 'Work Email Address is not valid');
  await field(page, 'Work Email Address').fill(`avery.${stamp}@acme.example`);
  await choose(page, page, 'Gender', 'Female');
  await choose(page, page, 'Marital Status', 'Single');
  await field(page, 'Birth Date').fill('1990-04-02');
  await pick(page, page, 'Facility', facility.facilityName.slice(0, 6), facilityLabel);
  await page.keyboard.press('Escape');
  await field(page, 'Place of Birth City').fill('Richmond');
  await pick(page, page, 'Place of Birth State', 'Virg', 'Virginia');
  await field(page, 'Place of Birth Zip Code').fill('2321');
  await inlineError(page, 'Place of Birth Zip Code is not valid').catch(async () => {
    await page.getByRole('button', { name: 'Create' }).click();
    await inlineError(page, 'Place of Birth Zip Code is not valid');
  });
  await field(page, 'Place of Birth Zip Code').fill('23219');

  // citizenship: dual shows the second country; Born in US copies the birth date
  await choose(page, page, 'Citizenship Type', 'Dual Citizenship');
  await field(page, 'Second Citizenship Country').waitFor();
  await shot('04-wizard-1-dual-citizenship');
  await choose(page, page, 'Citizenship Type', 'Born in US');
  expect.equal(await field(page, 'Second Citizenship Country').count(), 0);
  expect.equal(await field(page, 'US Citizenship Date').inputValue(), '1990-04-02');

  // passport dates: the expiry is cleared when the issue date moves past it
  await field(page, 'Passport Expiry Date').fill('2030-01-01');
  await field(page, 'Passport Issue Date').fill('2031-05-05');
  await page.waitForFunction(() => {
    const input = [...document.querySelectorAll('input[type="date"]')].find((i) =>
      i.labels?.[0]?.textContent?.startsWith('Passport Expiry Date'),
    );
    return input && input.value === '';
  });
  await field(page, 'Passport Issue Date').fill('2020-05-05');
  await field(page, 'Passport Expiry Date').fill('2030-05-04');

  // foreign passport fields only with the flag; KMP ownership 0–100
  expect.equal(await field(page, 'Foreign Passport Number').count(), 0);
  await page.getByLabel('Foreign Passport', { exact: true }).check();
  await field(page, 'Foreign Passport Number').waitFor();
  await page.getByLabel('Foreign Passport', { exact: true }).uncheck();
  await page.getByLabel('KMP', { exact: true }).check();
  await field(page, 'KMP Ownership').fill('150');
  await page.getByRole('button', { name: 'Create' }).click();
  await inlineError(page, 'Maximum value is 100');
  await shot('05-wizard-1-kmp-validation');
  await field(page, 'KMP Ownership').fill('25');
  await choose(page, page, 'KMP Type', 'Corporate Officer');
  await shot('06-wizard-1-filled');

  await page.getByRole('button', { name: 'Create' }).click();
  const created = page.getByRole('dialog', { name: 'Personnel Created' });
  await created.getByText('You may add more information or close this page.').waitFor();
  await created.getByRole('button', { name: 'Go back to personnel list' }).waitFor();
  await shot('07-personnel-created-dialog');
  await created.getByRole('button', { name: 'Continue Adding' }).click();

  // ---- step 2: Contact Info ----
  await page.getByRole('heading', { name: 'Contact Info' }).waitFor();
  expect.deepEqual(
    await buttonsOf(page).then((b) => b.filter((x) => ['cancel', 'previous', 'save and close', 'save and continue'].includes(x))),
    ['cancel', 'previous', 'save and close', 'save and continue'],
  );
  const contacts = page.locator('.RaSimpleFormIterator-line');
  const personal = contacts.nth(0);
  expect.equal(await personal.getByRole('combobox', { name: /^Contact Type/ }).innerText(), 'Personal');
  await field(personal, 'Street 1').fill('12 Elm Street');
  await field(personal, 'City').fill('Reston');
  await pick(page, personal, 'State', 'Virg', 'Virginia');
  await field(personal, 'Zip Code').fill('20190');
  await field(personal, 'Cell Phone Number').fill('(703) 555 1234');
  await field(personal, 'Personal Email Address').fill('avery.home');
  await field(personal, 'Home Phone Number').click();
  expect.equal(await field(personal, 'Cell Phone Number').inputValue(), '703-555-1234');
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const emergency = contacts.nth(1);
  expect.equal(await emergency.getByRole('combobox', { name: /^Contact Type/ }).innerText(), 'Emergency');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await inlineError(page, 'Personal Email Address is not valid');
  await inlineError(emergency, 'Contact Name is required');
  await inlineError(emergency, 'Relationship is required');
  await inlineError(emergency, 'Cell Phone Number is required');
  await shot('08-wizard-2-validation');
  await field(personal, 'Personal Email Address').fill(`avery.${stamp}@home.example`);
  await field(emergency, 'Contact Name').fill('Jordan Tester');
  await choose(page, emergency, 'Relationship', 'Sibling');
  await field(emergency, 'Cell Phone Number').fill('571.555.0000');
  await emergency.getByLabel('Same as primary address').check();
  await page.waitForFunction(() => {
    const lines = document.querySelectorAll('.RaSimpleFormIterator-line');
    const city = [...(lines[1]?.querySelectorAll('input') ?? [])].find((i) => i.labels?.[0]?.textContent?.startsWith('City'));
    return city?.value === 'Reston';
  });
  await shot('09-wizard-2-contacts');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await toast(page, `Successfully Updated Personnel: ${FULL}`);

  // ---- step 3: Employment ----
  await page.getByRole('heading', { name: 'Employment' }).waitFor();
  await choose(page, page, 'Employment Type', 'W-2 Employee');
  await choose(page, page, 'Employment Status', 'Active');
  await field(page, 'Job Title').fill('Systems Engineer');
  await field(page, 'Start Date').fill('2024-02-01');
  await field(page, 'Termination Date').fill('2024-06-30');
  await field(page, 'Start Date').fill('2024-07-01');
  await page.waitForFunction(() => {
    const input = [...document.querySelectorAll('input[type="date"]')].find((i) =>
      i.labels?.[0]?.textContent?.startsWith('Termination Date'),
    );
    return input && input.value === '';
  });
  await field(page, 'Start Date').fill('2024-02-01');
  // the supervisor picker searches the whole tenant: pick someone the first page of 10 does not hold
  const people = await api(
    page,
    baseUrl,
    'GET',
    `/personnel/basic?range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["lastName","ASC"]')}`,
  );
  expect.ok(people.length > 10, 'the demo tenant has more people than one page');
  const supervisor = people.slice(10).find((p) => p.lastName !== LAST && people.filter((x) => x.fullName === p.fullName).length === 1);
  await pick(page, page, 'Supervisor', supervisor.lastName, supervisor.fullName);
  await untilValue(field(page, 'Supervisor Email'), supervisor.workEmail);
  await shot('10-wizard-3-employment');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await toast(page, `Successfully Updated Personnel: ${FULL}`);

  // ---- step 4: Physical (Previous keeps what was typed) ----
  await page.getByRole('heading', { name: 'Physical' }).waitFor();
  await choose(page, page, 'Race', 'Asian');
  await field(page, 'Height').fill(`5' 8"`);
  await field(page, 'Weight').fill('150 lb');
  await choose(page, page, 'Eye Color', 'Brown');
  await choose(page, page, 'Hair Color', 'Black');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('heading', { name: 'Employment' }).waitFor();
  expect.equal(await field(page, 'Job Title').inputValue(), 'Systems Engineer');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await page.getByRole('heading', { name: 'Physical' }).waitFor();
  expect.equal(await field(page, 'Weight').inputValue(), '150 lb');
  await shot('11-wizard-4-physical');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await toast(page, `Successfully Updated Personnel: ${FULL}`);

  // ---- step 5: Automobile ----
  await page.getByRole('heading', { name: 'Automobile' }).waitFor();
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  expect.equal(await field(page, 'Vehicle Name').inputValue(), 'Vehicle 1');
  await field(page, 'Vehicle Make').fill('Subaru');
  await field(page, 'Vehicle Model').fill('Outback');
  await field(page, 'Vehicle Year').fill('2021');
  await field(page, 'License Plate').fill('CLR-2026');
  await pick(page, page, 'Registration State', 'Virg', 'Virginia');
  await field(page, 'Driver License Number').fill('T12-345-678');
  await shot('12-wizard-5-automobile');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await toast(page, `Successfully Updated Personnel: ${FULL}`);

  // ---- step 6: Required Documents ----
  await page.getByRole('heading', { name: 'Required Documents' }).waitFor();
  expect.deepEqual(await buttonsOf(page).then((b) => b.filter((x) => ['cancel', 'finish', 'previous'].includes(x))), ['cancel', 'finish']);
  await page.getByRole('row').filter({ hasText: 'SF-312 Classified Information Nondisclosure Agreement' }).getByRole('switch').check();
  await page.getByRole('row').filter({ hasText: 'Initial Security Briefing' }).getByRole('switch').check();
  await shot('13-wizard-6-required-documents');
  await page.getByRole('button', { name: 'Finish' }).click();
  const finished = page.getByRole('dialog', { name: 'All information Added' });
  await finished.getByText('We will return you to the main page.').waitFor();
  await shot('14-all-information-added-dialog');
  await finished.getByRole('button', { name: 'Return to Personnel' }).click();
  await waitForPath(page, '/personnel');

  // ---- list: the new person with status chip, quick filter ----
  await page.getByPlaceholder('Search').fill(LAST);
  // the quick filter reaches the address bar after a debounce; wait for it before leaving the list
  await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(LAST));
  const row = page.getByRole('row').filter({ hasText: LAST });
  await row
    .locator('.MuiChip-label')
    .filter({ hasText: /^Active$/ })
    .waitFor();
  // the SSN column: the FSO sees whole numbers (FULL_VISIBILITY)
  await page.getByRole('columnheader', { name: 'SSN' }).waitFor();
  await row.getByText(SSN_SHOWN, { exact: true }).waitFor();
  await shot('15-list-filtered');
  await row.click();
  await page.waitForURL((url) => /^\/personnel\/[0-9a-f-]{36}\/info$/.test(url.pathname));
  const personnelId = new URL(page.url()).pathname.split('/')[2];

  // ---- Personal Info tab ----
  const bio = page.getByRole('region', { name: 'Biographic Info' });
  await field(bio, 'First Name').waitFor();
  expect.equal(await field(bio, 'SSN').getAttribute('type'), 'password');
  await shot('16-detail-info');
  await bio.getByRole('button', { name: 'Show SSN' }).click();
  expect.equal(await field(bio, 'SSN').inputValue(), SSN_SHOWN);
  await shot('17-detail-info-ssn-shown');
  // the stored supervisor (beyond the picker's first page) is shown with the e-mail the server derived
  const employment = page.getByRole('region', { name: 'Employment' });
  await untilValue(employment.getByRole('combobox', { name: /^Supervisor/ }), supervisor.fullName);
  expect.equal(await field(employment, 'Supervisor Email').inputValue(), supervisor.workEmail);

  // profile photo: upload, then the picture is served
  const photo = page.getByRole('region', { name: 'Profile Photo' });
  await photo.getByText('No photo uploaded').waitFor();
  await upload(page, photo.getByRole('button', { name: 'Upload Photo' }), 'avery.png', 'image/png', PNG);
  await toast(page, `Successfully Updated Personnel: ${FULL}`);
  await photo.getByRole('img', { name: `Profile photo of ${FULL}` }).waitFor();
  await photo.getByRole('button', { name: 'Replace Photo' }).waitFor();
  expect.ok(
    await page.waitForFunction(() => {
      const img = document.querySelector('section[aria-label="Profile Photo"] img');
      return img && img.complete && img.naturalWidth === 1;
    }),
  );
  await shot('17b-detail-photo');
  const physical = page.getByRole('region', { name: 'Physical' });
  await physical.getByRole('button', { name: 'Edit Physical' }).click();
  await field(physical, 'Weight').fill('155 lb');
  await physical.getByRole('button', { name: 'Save' }).click();
  await toast(page, `Successfully Updated Personnel: ${FULL}`);
  expect.equal(await field(physical, 'Weight').inputValue(), '155 lb');

  // ---- Clearances tab: clearance ----
  await page.getByRole('tab', { name: 'Clearances' }).click();
  await waitForPath(page, `/personnel/${personnelId}/clearances`);
  await page.getByRole('link', { name: 'Add Clearance' }).click();
  await waitForPath(page, `/personnel/${personnelId}/clearances/clearance/add`);
  await page.getByRole('button', { name: 'Save' }).click();
  await inlineError(page, 'Facility is required');
  await inlineError(page, 'Eligibility is required');
  await choose(page, page, 'Facility', facilityLabel);
  await choose(page, page, 'Eligibility', 'Secret');
  await choose(page, page, 'PCL Status', 'Active');
  await field(page, 'Eligibility Determination Date').fill('2024-03-01');
  await field(page, 'Initial Briefing Date').fill('2024-03-05');
  await shot('18-add-clearance');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Successfully Created Personnel Clearance.');
  await page.getByRole('row').filter({ hasText: 'Secret' }).waitFor();
  await settle(page);
  await shot('19-clearances-tab');

  // ---- investigation: cancel returns to ?tab=1, add, edit toggle, completion ----
  await page.getByRole('tab', { name: 'Investigations' }).click();
  await page.getByRole('link', { name: 'Add Investigation' }).click();
  await waitForPath(page, `/personnel/${personnelId}/clearances/investigation/add`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((url) => url.pathname === `/personnel/${personnelId}/clearances` && url.searchParams.get('tab') === '1');
  await page.getByRole('link', { name: 'Add Investigation' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await inlineError(page, 'Clearance is required');
  await choose(page, page, 'Clearance', new RegExp('^Secret'));
  await choose(page, page, 'Investigation Type', 'Tier 3');
  await choose(page, page, 'Clearance Action', 'Initiate');
  await field(page, 'Investigation Open Date').fill('2024-01-15');
  await page.getByRole('button', { name: 'Add' }).last().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await inlineError(page, 'SF-86 Rejection Date is required');
  await field(page, 'SF-86 Rejection Date').fill('2024-01-20');
  await shot('20-add-investigation');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Successfully Created Personnel Investigation.');
  await page.waitForURL((url) => url.pathname === `/personnel/${personnelId}/clearances` && url.searchParams.get('tab') === '1');
  await page.getByRole('row').filter({ hasText: 'Tier 3' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/personnel/${personnelId}/clearances/investigation/`));
  const investigationUrl = page.url();
  await page.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'SF-86 Rejection Date').waitFor();
  await page.getByLabel('Process Completed').check();
  expect.equal(await field(page, 'SF-86 Rejection Date').count(), 0, 'rejection dates hide once complete');
  await page.getByRole('button', { name: 'Save' }).click();
  await inlineError(page, 'Investigation Closed Date is required');
  await field(page, 'Investigation Closed Date').fill('2024-01-10');
  await page.getByRole('button', { name: 'Save' }).click();
  await inlineError(page, 'Investigation Closed Date cannot be before Investigation Open Date.');
  await field(page, 'Investigation Closed Date').fill('2024-05-30');
  await shot('21-investigation-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Successfully Updated Personnel Investigation.');
  await page.goto(investigationUrl);
  await page.getByRole('button', { name: 'Edit' }).click();
  expect.equal(await page.getByLabel('Process Completed').isDisabled(), true, 'complete on load: the checkbox is disabled');
  await shot('22-investigation-completed');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // ---- special access ----
  await page.goto(`${baseUrl}/personnel/${personnelId}/clearances?tab=2`);
  await page.getByRole('link', { name: 'Add Special Access' }).click();
  await choose(page, page, 'Facility', facilityLabel);
  await choose(page, page, 'Special Access Type', 'Sensitive Compartmented Information (SCI)');
  await choose(page, page, 'Special Access Status', 'Active');
  await field(page, 'Indoctrination Date').fill('2024-04-01');
  await field(page, 'Sponsor').fill('DIA');
  await shot('23-add-special-access');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Successfully Created Personnel Special Access.');
  await page.getByRole('row').filter({ hasText: 'Sensitive Compartmented Information' }).waitFor();
  await settle(page);
  await shot('24-special-access-tab');

  // ---- polygraph ----
  await page.getByRole('tab', { name: 'Polygraphs' }).click();
  await page.getByRole('link', { name: 'Add Polygraph' }).click();
  await choose(page, page, 'Facility', facilityLabel);
  await choose(page, page, 'Polygraph Type', 'Counterintelligence (CI)');
  await choose(page, page, 'Polygraph Status', 'Current');
  await choose(page, page, 'Polygraph Result', 'Successful');
  await field(page, 'Polygraph Date').fill('2024-04-10');
  await shot('25-add-polygraph');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Successfully Created Personnel Polygraph.');
  await page.getByRole('row').filter({ hasText: 'Counterintelligence' }).waitFor();
  await settle(page);
  await shot('26-polygraphs-tab');

  // ---- Assignments tab: badge ----
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await waitForPath(page, `/personnel/${personnelId}/assignments`);
  await page.getByRole('link', { name: 'Add Badge' }).click();
  await waitForPath(page, `/personnel/${personnelId}/assignments/badge/add`);
  await choose(page, page, 'Badge Type', 'Common Access Card (CAC)');
  await choose(page, page, 'Badge Status', 'Active');
  await field(page, 'Badge Number').fill(`B-${stamp}`);
  await field(page, 'Issue Date').fill('2024-05-01');
  await field(page, 'Expiry Date').fill('2027-05-01');
  await shot('27-add-badge');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Successfully Created Personnel Badge.');
  await waitForPath(page, `/personnel/${personnelId}/assignments`);
  await page
    .getByRole('row')
    .filter({ hasText: `B-${stamp}` })
    .waitFor();
  await settle(page);
  await shot('28-assignments-tab');

  // ---- Open Actions tab ----
  await page.getByRole('tab', { name: 'Open Actions' }).click();
  await waitForPath(page, `/personnel/${personnelId}/open-actions`);
  // the documents marked required in step 6 are missing: each is an open action
  const openActions = page.getByRole('region', { name: 'Open Actions' });
  const briefing = openActions.getByRole('row').filter({ hasText: 'Initial Security Briefing' });
  await briefing.waitFor();
  await openActions.getByRole('row').filter({ hasText: 'SF-312' }).waitFor();
  await settle(page);
  await shot('29-open-actions-tab');
  await briefing.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('dialog').getByText('Are you sure you want to continue?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await toast(page, 'Successfully Completed Open Action.');
  await briefing.waitFor({ state: 'detached' });
  await shot('30-open-action-completed');

  // ---- Personal Info: documents; uploading the missing SF-312 resolves its open action ----
  await page.getByRole('tab', { name: 'Personal Info' }).click();
  await waitForPath(page, `/personnel/${personnelId}/info`);
  const documents = page.getByRole('region', { name: 'Documents' });
  const sf312 = documents.getByRole('row').filter({ hasText: 'SF-312' });
  await sf312.getByText('Missing', { exact: true }).waitFor();
  await upload(page, sf312.getByRole('button', { name: /^Upload SF-312/ }), 'sf312.pdf', 'application/pdf', PDF);
  await toast(page, 'File uploaded.');
  await sf312.getByText('Current', { exact: true }).waitFor();
  await sf312.getByText(/^sf312\.pdf/).waitFor();
  const downloaded = page.waitForEvent('download');
  await sf312.getByRole('button', { name: /^Download SF-312/ }).click();
  expect.equal((await downloaded).suggestedFilename(), 'sf312.pdf');
  await toast(page, 'File Ready For Download.');
  // a new document of a chosen type, then deleted behind the Delete dialog
  await choose(page, documents, 'Document Type', 'Other');
  await upload(page, documents.getByRole('button', { name: 'Upload Document' }), 'other.pdf', 'application/pdf', PDF);
  await toast(page, 'File uploaded.');
  const otherDoc = documents.getByRole('row').filter({ hasText: 'other.pdf' });
  await otherDoc.getByText('Current', { exact: true }).waitFor();
  await settle(page);
  await shot('30b-documents');
  await otherDoc.getByRole('button', { name: 'Delete Other' }).click();
  const del = page.getByRole('dialog');
  await del.getByText('Are you sure you want to delete this item?').waitFor();
  await del.getByText('This item cannot be retrieved.').waitFor();
  await shot('30c-document-delete-dialog');
  await del.getByRole('button', { name: "Yes I'm sure" }).click();
  await toast(page, 'Successfully Deleted Personnel Document.');
  await otherDoc.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Open Actions' }).click();
  await waitForPath(page, `/personnel/${personnelId}/open-actions`);
  // the briefing was completed by hand above; the SF-312 upload resolved the last one
  await openActions.getByText('No records').waitFor();
  const open = await api(page, baseUrl, 'GET', `/requests-and-actions/open-actions/personnel/${personnelId}`);
  expect.equal(open.filter((a) => a.documentTitleId === 'SF_312' && a.state === 'OPEN').length, 0, 'the upload resolved the SF-312 action');
  await settle(page);
  await shot('30d-open-action-resolved-by-upload');

  // ---- gating: a user without CREATE on PERSONNEL cannot open the add routes ----
  await signOut(page, baseUrl);
  await login(page, baseUrl, ...EMPLOYEE);
  await page.goto(`${baseUrl}/personnel/${personnelId}/clearances/clearance/add`);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await page.goto(`${baseUrl}/personnel/add`);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await shot('31-employee-denied');
}
