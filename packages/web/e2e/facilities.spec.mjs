import { expect, test } from '@playwright/test';
import { expectPath, login, useSession } from './lib.mjs';
import { field, inlineError, pick, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-4).toUpperCase();
const hq = `Reston HQ ${stamp}`;
const lab = `Huntsville Lab ${stamp}`;

test.describe.serial('facilities: list, add with validation, quick filter, disable/enable, edit', () => {
  let page, baseUrl, shot;
  useSession('facilities', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });
  const row = (name) => page.getByRole('row').filter({ hasText: name });
  const search = () => page.getByPlaceholder('Search');

  async function addFacility({ facilityName, cage, city, state, zip, host }) {
    await page.goto(`${baseUrl}/facilities`);
    await page.getByRole('link', { name: 'Add New Facility' }).click();
    await expectPath(page, '/facilities/add');
    await field(page, 'Facility Name').fill(facilityName);
    await field(page, 'CAGE Code').fill(cage);
    await field(page, 'Street 1').fill('100 Main Street');
    await field(page, 'City').fill(city);
    await pick(page, page, 'State', state);
    await field(page, 'Zip Code').fill(zip);
    if (host) await page.getByLabel('Host Facility').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Successfully Created Facility: ${facilityName}`);
    await expectPath(page, '/facilities');
  }

  test('the FSO sees the facility list with Add New Facility', async () => {
    await login(page, baseUrl, ...FSO);
    await page.goto(`${baseUrl}/facilities`);
    await expect(page.getByRole('link', { name: 'Add New Facility' })).toBeVisible();
    await shot('01-list');
  });

  // validation of the add form
  test('Add New Facility opens /facilities/add', async () => {
    await page.getByRole('link', { name: 'Add New Facility' }).click();
    await expectPath(page, '/facilities/add');
  });

  test('saving an empty name: Facility Name is required', async () => {
    await field(page, 'CAGE Code').fill('AB1');
    await field(page, 'Zip Code').fill('123');
    await page.getByRole('button', { name: 'Save' }).click();
    await inlineError(page, 'Facility Name is required');
  });

  test('a three-character CAGE code is refused', async () => {
    await inlineError(page, 'CAGE Code must be 5 letters or digits');
  });

  test('a three-digit zip code is refused', async () => {
    await inlineError(page, 'Facility Zip Code is not valid');
  });

  test('the country defaults to the United States', async () => {
    await expect(field(page, 'Country')).toHaveValue('United States');
    await shot('02-add-validation');
  });

  // a non-US country turns the state into free text; back to the US clears it
  test('a non-US country takes a free-text state; back to the US clears it', async () => {
    await pick(page, page, 'Country', 'Canada');
    await field(page, 'State').fill('Ontario');
    await expect(field(page, 'State')).toHaveValue('Ontario');
    await pick(page, page, 'Country', 'United States');
    await expect(field(page, 'State')).toHaveValue('');
  });

  test('a host facility is created', async () => {
    await addFacility({ facilityName: hq, cage: `H${stamp}`, city: 'Reston', state: 'Virginia', zip: '20190', host: true });
  });

  test('a facility with a ZIP+4 code is created', async () => {
    await addFacility({ facilityName: lab, cage: `L${stamp}`, city: 'Huntsville', state: 'Alabama', zip: '35801-1234' });
  });

  // both new facilities (the tenant may hold more than a page of them): the quick filter finds them by their stamp
  test('the quick filter by stamp lists the host facility', async () => {
    await search().fill(stamp);
    await expect(row(hq)).toBeVisible();
  });

  test('the quick filter by stamp lists the second facility', async () => {
    await expect(row(lab)).toBeVisible();
    await shot('03-list-with-facilities');
  });

  test('the quick filter by full name drops the other facility', async () => {
    await search().fill(`Huntsville Lab ${stamp}`);
    await expect(row(hq)).toHaveCount(0);
  });

  test('the quick filter by full name keeps the named facility', async () => {
    await expect(row(lab)).toBeVisible();
    await shot('04-quick-filter');
  });

  // disable, then enable again
  test('Disable asks for confirmation naming the facility', async () => {
    await row(lab).getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByRole('dialog').getByText(`Disable the facility ${lab}?`, { exact: false })).toBeVisible();
    await shot('05-disable-confirm');
  });

  test('confirming disables the facility with a toast', async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `Successfully Disabled Facility: ${lab}`);
  });

  test('the disabled facility shows Disabled', async () => {
    await expect(row(lab).getByText('Disabled', { exact: true })).toBeVisible();
    await shot('06-disabled');
  });

  test('Enable, confirmed, enables the facility with a toast', async () => {
    await row(lab).getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `Successfully Enabled Facility: ${lab}`);
  });

  test('the enabled facility shows Enabled', async () => {
    await expect(row(lab).getByText('Enabled', { exact: true })).toBeVisible();
  });

  // edit: the form shows the list's copy of the facility at once; the facility's own answer is held back
  // until the user has typed, and must not reset what they typed
  let releaseRecord;
  test('Edit opens the facility page', async () => {
    const held = new Promise((resolve) => (releaseRecord = resolve));
    await page.route(/\/api\/v1\/facilities\/[0-9a-f-]{36}$/, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      await held;
      // the answer carries a change the user did not make (another user's, say): it must show up
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), street2: 'Building 5' } });
    });
    await row(lab).getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL((url) => /^\/facilities\/[0-9a-f-]{36}$/.test(url.pathname));
  });

  test('the edit form shows the stored city', async () => {
    await expect(field(page, 'City')).toHaveValue('Huntsville');
  });

  test('a city typed before the facility’s own answer arrives is kept', async () => {
    await field(page, 'City').fill('Madison');
    releaseRecord();
    // the answer has reached the form: the field the user did not touch shows it
    await expect(field(page, 'Street 2')).toHaveValue('Building 5');
    await page.unroute(/\/api\/v1\/facilities\/[0-9a-f-]{36}$/);
    await expect(field(page, 'City')).toHaveValue('Madison');
  });

  test('a changed city is saved with a toast and back on the list', async () => {
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await shot('07-edit');
    await save.click();
    await toast(page, `Successfully Updated Facility: ${lab}`);
    await expectPath(page, '/facilities');
  });

  test('the list shows the new city', async () => {
    await search().fill(lab);
    await expect(row(lab).getByText('Madison')).toBeVisible();
    await shot('08-after-edit');
  });
});
