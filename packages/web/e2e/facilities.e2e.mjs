import { login, waitForPath } from './lib.mjs';
import { field, inlineError, pick, signOut, toast } from './personnel-lib.mjs';

export const name = 'facilities: list, add with validation, quick filter, disable/enable, edit';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-4).toUpperCase();

async function addFacility(page, baseUrl, { facilityName, cage, city, state, zip, host }) {
  await page.goto(`${baseUrl}/facilities`);
  await page.getByRole('link', { name: 'Add New Facility' }).click();
  await waitForPath(page, '/facilities/add');
  await field(page, 'Facility Name').fill(facilityName);
  await field(page, 'CAGE Code').fill(cage);
  await field(page, 'Street 1').fill('100 Main Street');
  await field(page, 'City').fill(city);
  await pick(page, page, 'State', state);
  await field(page, 'Zip Code').fill(zip);
  if (host) await page.getByLabel('Host Facility').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, `Successfully Created Facility: ${facilityName}`);
  await waitForPath(page, '/facilities');
}

export async function run(context) {
  try {
    await steps(context);
  } finally {
    await signOut(context.page, context.baseUrl);
  }
}

async function steps({ page, baseUrl, shot, expect }) {
  await login(page, baseUrl, ...FSO);

  await page.goto(`${baseUrl}/facilities`);
  await page.getByRole('link', { name: 'Add New Facility' }).waitFor();
  await shot('01-list');

  // validation of the add form
  await page.getByRole('link', { name: 'Add New Facility' }).click();
  await waitForPath(page, '/facilities/add');
  await field(page, 'CAGE Code').fill('AB1');
  await field(page, 'Zip Code').fill('123');
  await page.getByRole('button', { name: 'Save' }).click();
  await inlineError(page, 'Facility Name is required');
  await inlineError(page, 'CAGE Code must be 5 letters or digits');
  await inlineError(page, 'Facility Zip Code is not valid');
  expect.equal(await field(page, 'Country').inputValue(), 'United States');
  await shot('02-add-validation');

  // a non-US country turns the state into free text; back to the US clears it
  await pick(page, page, 'Country', 'Canada');
  await field(page, 'State').fill('Ontario');
  await pick(page, page, 'Country', 'United States');
  expect.equal(await field(page, 'State').inputValue(), '');

  const hq = `Reston HQ ${stamp}`;
  const lab = `Huntsville Lab ${stamp}`;
  await addFacility(page, baseUrl, { facilityName: hq, cage: `H${stamp}`, city: 'Reston', state: 'Virginia', zip: '20190', host: true });
  await addFacility(page, baseUrl, { facilityName: lab, cage: `L${stamp}`, city: 'Huntsville', state: 'Alabama', zip: '35801-1234' });
  // both new facilities (the tenant may hold more than a page of them): the quick filter finds them by their stamp
  await page.getByPlaceholder('Search').fill(stamp);
  await page.getByRole('row').filter({ hasText: hq }).waitFor();
  await page.getByRole('row').filter({ hasText: lab }).waitFor();
  await shot('03-list-with-facilities');

  // quick filter
  await page.getByPlaceholder('Search').fill(`Huntsville Lab ${stamp}`);
  await page.getByRole('row').filter({ hasText: hq }).waitFor({ state: 'detached' });
  await page.getByRole('row').filter({ hasText: lab }).waitFor();
  await shot('04-quick-filter');

  // disable, then enable again
  const row = page.getByRole('row').filter({ hasText: lab });
  await row.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog').getByText(`Disable the facility ${lab}?`, { exact: false }).waitFor();
  await shot('05-disable-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await toast(page, `Successfully Disabled Facility: ${lab}`);
  await row.getByText('Disabled', { exact: true }).waitFor();
  await shot('06-disabled');
  await row.getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await toast(page, `Successfully Enabled Facility: ${lab}`);
  await row.getByText('Enabled', { exact: true }).waitFor();

  // edit
  await row.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL((url) => /^\/facilities\/[0-9a-f-]{36}$/.test(url.pathname));
  await field(page, 'City').waitFor();
  // the form shows the list's copy first and resets when the record's own answer arrives
  await page.waitForLoadState('networkidle');
  expect.equal(await field(page, 'City').inputValue(), 'Huntsville');
  // retype when a late answer for the record reset the form (Save stays disabled on an untouched form)
  const save = page.getByRole('button', { name: 'Save' });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await field(page, 'City').fill('Madison');
    await page.waitForTimeout(300);
    if ((await field(page, 'City').inputValue()) === 'Madison' && (await save.isEnabled())) break;
  }
  await shot('07-edit');
  await save.click();
  await toast(page, `Successfully Updated Facility: ${lab}`);
  await waitForPath(page, '/facilities');
  await page.getByPlaceholder('Search').fill(lab);
  await page.getByRole('row').filter({ hasText: lab }).getByText('Madison').waitFor();
  await shot('08-after-edit');
}
