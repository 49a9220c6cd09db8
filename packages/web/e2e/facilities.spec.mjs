import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectPath, login, useSession } from './lib.mjs';
import { api, choose, field, inlineError, pick, settle, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];

/** A PNG of `w`×`h` pixels whose colour at (x, y) is `rgb(x, y)`. */
function png(w, h, rgb) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) raw.set(rgb(x, y), y * (w * 3 + 1) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A facility photo: sky, lawn, an office block with rows of windows. */
const BUILDING_PNG = png(320, 180, (x, y) => {
  const inBlock = x >= 60 && x < 260 && y >= 40 && y < 150;
  if (inBlock) return (x - 70) % 30 < 16 && (y - 52) % 24 < 12 && x < 250 && y < 140 ? [120, 170, 210] : [150, 150, 158];
  if (y >= 150) return [70, 140, 70];
  return [170 - Math.floor(y / 3), 200 - Math.floor(y / 4), 240];
});
const stamp = Date.now().toString(36).slice(-4).toUpperCase();
const hq = `Reston HQ ${stamp}`;
const lab = `Huntsville Lab ${stamp}`;

test.describe
  .serial('facilities: list, add with validation, quick filter, disable/enable, the Facility Details tab, states, preferences', () => {
  let page, baseUrl, shot;
  useSession('facilities', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });
  const row = (name) => page.getByRole('row').filter({ hasText: name });
  const search = () => page.getByPlaceholder('Search');
  /** A facility of the file as the server stores it. */
  const stored = async (name) =>
    (await api(page, baseUrl, 'GET', `/facilities?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`)).find(
      (f) => f.facilityName === name,
    );

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
    await expect(page.getByRole('link', { name: 'Add New Facility' })).toHaveAttribute('href', /\/facilities\/add$/);
    await expect(page.locator('tbody tr')).not.toHaveCount(0);
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
    await expect(row(hq)).toHaveCount(1);
    await expect(row(hq)).toContainText('Reston');
    expect(await stored(hq)).toMatchObject({ city: 'Reston', zipCode: '20190', hostFacility: true, enabled: true });
  });

  test('the quick filter by stamp lists the second facility', async () => {
    await expect(row(lab)).toHaveCount(1);
    await expect(row(lab)).toContainText('Huntsville');
    expect(await stored(lab)).toMatchObject({ city: 'Huntsville', zipCode: '35801-1234', hostFacility: false });
    await shot('03-list-with-facilities');
  });

  test('the quick filter by full name drops the other facility', async () => {
    await search().fill(`Huntsville Lab ${stamp}`);
    await expect(row(hq)).toHaveCount(0);
  });

  test('the quick filter by full name keeps the named facility', async () => {
    await expect(row(lab)).toHaveCount(1);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await shot('04-quick-filter');
  });

  // disable, then enable again
  test('Disable asks for confirmation naming the facility', async () => {
    await row(lab).getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByRole('dialog').getByText(`Disable the facility ${lab}?`, { exact: false })).toBeVisible();
    // nothing changes before the confirmation
    expect((await stored(lab)).enabled).toBe(true);
    await shot('05-disable-confirm');
  });

  test('confirming disables the facility with a toast', async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `Successfully Disabled Facility: ${lab}`);
  });

  test('the disabled facility shows Disabled', async () => {
    await expect(row(lab).getByText('Disabled', { exact: true })).toBeVisible();
    expect(await stored(lab)).toMatchObject({ enabled: false, facilityState: 'DISABLED' });
    await shot('06-disabled');
  });

  test('Enable, confirmed, enables the facility with a toast', async () => {
    await row(lab).getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `Successfully Enabled Facility: ${lab}`);
  });

  test('the enabled facility shows Enabled', async () => {
    await expect(row(lab).getByText('Enabled', { exact: true })).toBeVisible();
    expect(await stored(lab)).toMatchObject({ enabled: true, facilityState: 'ENABLED' });
  });

  // edit: the form shows the list's copy of the facility at once; the facility's own answer is held back
  // until the user has typed, and must not reset what they typed
  let releaseRecord;
  test('Edit opens the Facility Details tab', async () => {
    const held = new Promise((resolve) => (releaseRecord = resolve));
    await page.route(/\/api\/v1\/facilities\/[0-9a-f-]{36}$/, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      await held;
      // the answer carries a change the user did not make (another user's, say): it must show up
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), street2: 'Building 5' } });
    });
    await row(lab).getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL((url) => /^\/facilities\/[0-9a-f-]{36}\/facilityDetails$/.test(url.pathname));
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

  let labPath;
  test('a changed city is saved with a toast and the tab stays open', async () => {
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await shot('07-edit');
    labPath = new URL(page.url()).pathname;
    await save.click();
    await toast(page, `Successfully Updated Facility: ${lab}`);
    await expectPath(page, labPath);
  });

  test('the list shows the new city', async () => {
    await page.goto(`${baseUrl}/facilities`);
    await search().fill(lab);
    await expect(row(lab).getByText('Madison')).toBeVisible();
    await expect(row(lab).getByText('Huntsville', { exact: true })).toHaveCount(0);
    expect((await stored(lab)).city).toBe('Madison');
    await shot('08-after-edit');
  });

  // the facility record: phone, cognizant security office, FCL, safeguarding, type, KMPs
  test('the Facility Details tab shows the clearance fields and the picture card', async () => {
    await page.goto(`${baseUrl}${labPath}`);
    await expect(page.getByRole('tab', { name: 'Facility Details', selected: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Cognizant Security Office/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Facility Picture' }).getByText('No picture uploaded')).toBeVisible();
  });

  test('a safeguarding level above the FCL is refused inline', async () => {
    await field(page, 'Phone').fill('2565550142');
    await field(page, 'Phone').blur();
    await expect(field(page, 'Phone')).toHaveValue('256-555-0142');
    await choose(page, page, 'Facility Type', 'Branch / Division Office');
    await choose(page, page, 'Cognizant Security Office', 'DCSA Capital Field Office (Quantico, VA)');
    await choose(page, page, 'Facility Clearance Level', 'Secret');
    await field(page, 'FCL Date').fill('2023-04-12');
    await choose(page, page, 'Safeguarding Level', 'Top Secret');
    await page.getByRole('button', { name: 'Save' }).click();
    await inlineError(page, 'Safeguarding Level cannot be higher than the Facility Clearance Level');
  });

  test('with a lower safeguarding level and a KMP the record is saved', async () => {
    await choose(page, page, 'Safeguarding Level', 'Confidential');
    await page.getByRole('button', { name: 'Add' }).click();
    await choose(page, page, 'KMP Person', 'Anderson, James');
    await choose(page, page, 'KMP Role', 'Facility Security Officer');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Successfully Updated Facility: ${lab}`);
    await expectPath(page, labPath);
  });

  test('the saved record shows its values after a reload', async () => {
    await page.reload();
    await expect(field(page, 'Phone')).toHaveValue('256-555-0142');
    await expect(page.getByRole('combobox', { name: /^Cognizant Security Office/ })).toHaveText('DCSA Capital Field Office (Quantico, VA)');
    await expect(page.getByRole('combobox', { name: /^KMP Person/ })).toHaveText('Anderson, James');
  });

  test('a picture is uploaded and shown', async () => {
    await page.getByLabel('Upload Picture').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: BUILDING_PNG });
    await toast(page, 'Facility picture updated');
    await expect(page.getByRole('img', { name: `Picture of ${lab}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Facility Picture' }).getByText('No picture uploaded')).toHaveCount(0);
    expect((await stored(lab)).pictureName).toBeTruthy();
    await settle(page);
    await shot('09-facility-details');
  });

  test('Facility Preferences opens from the header', async () => {
    await page.getByRole('link', { name: 'Facility Preferences' }).click();
    await expect(page).toHaveURL((url) => /^\/facilities\/[0-9a-f-]{36}\/facility-preferences$/.test(url.pathname));
    await expect(page.locator('#react-admin-title')).toHaveText('Facility Preferences');
    await expect(page.getByRole('heading', { level: 1, name: lab })).toBeVisible();
    await expect(field(page, 'Clearance Reminder Lead Days')).toHaveValue('90');
  });

  test('a wrong reminder address is refused inline', async () => {
    await field(page, 'Reminder Recipients').fill('security@acme.example\nnot-an-address');
    await page.getByRole('button', { name: 'Save' }).click();
    await inlineError(page, 'Reminder Recipient "not-an-address" is not a valid e-mail address');
  });

  test('the preferences are saved with a toast', async () => {
    await field(page, 'Reminder Recipients').fill('security@acme.example\nhr@acme.example');
    await field(page, 'Clearance Reminder Lead Days').fill('120');
    // the submission methods of the specification: DISS, ACCS, E-mail, Fax
    await choose(page, page, 'Default Visit Request Method', 'ACCS');
    await choose(page, page, 'Annual Training Due Month', 'September');
    await field(page, 'Annual Training Due Day').fill('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Updated Facility Preferences');
    await page.reload();
    await expect(field(page, 'Clearance Reminder Lead Days')).toHaveValue('120');
    await expect(page.getByRole('combobox', { name: /^Default Visit Request Method/ })).toHaveText('ACCS');
    await settle(page);
    await shot('10-preferences');
  });

  // states: deactivate (read-only, hidden from the list), enable again
  test('Deactivate asks for confirmation and marks the facility Deactivated', async () => {
    await page.goto(`${baseUrl}${labPath}`);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByRole('dialog').getByText(`Deactivate the facility ${lab}?`, { exact: false })).toBeVisible();
    await shot('11-deactivate-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `Successfully Deactivated Facility: ${lab}`);
    await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
  });

  test('a deactivated facility is read-only', async () => {
    await expect(page.getByText(`${lab} is deactivated and read-only. Enable it to make changes.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await settle(page);
    await shot('12-deactivated');
  });

  test('the list hides the deactivated facility unless asked for', async () => {
    await page.goto(`${baseUrl}/facilities`);
    await search().fill(stamp);
    await expect(row(hq)).toBeVisible();
    await expect(row(lab)).toHaveCount(0);
    await choose(page, page, 'Status', 'Deactivated');
    await expect(row(lab).getByText('Deactivated', { exact: true })).toBeVisible();
    await shot('13-list-deactivated');
  });

  test('Enable brings the deactivated facility back', async () => {
    await row(lab).getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `Successfully Enabled Facility: ${lab}`);
  });

  test('back to all active facilities, the enabled one is listed again', async () => {
    await choose(page, page, 'Status', 'Clear value');
    await expect(row(lab).getByText('Enabled', { exact: true })).toBeVisible();
    await expect(row(hq)).toHaveCount(1);
    expect((await stored(lab)).facilityState).toBe('ENABLED');
  });

  // the full delete: refused for the host facility with the reason, done for the other one
  test('Delete Facility refuses the host facility and says why', async () => {
    await page.goto(`${baseUrl}/facilities`);
    await search().fill(hq);
    // the row is clicked once the filtered list has replaced the full one (a click during the swap is lost)
    await expect(page.getByText('1-1 of 1')).toBeVisible();
    await row(hq).click();
    await page.getByRole('tab', { name: 'Facility Details' }).click();
    await page.getByRole('button', { name: 'Delete Facility' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `${hq} is the host facility and cannot be deleted. Mark another facility as the host first.`);
    expect(await stored(hq)).toMatchObject({ facilityName: hq, hostFacility: true });
    await settle(page);
    await shot('14-delete-refused');
  });

  test('Delete Facility removes a facility with its picture, preferences and KMPs', async () => {
    await page.goto(`${baseUrl}${labPath}`);
    await page.getByRole('button', { name: 'Delete Facility' }).click();
    await expect(page.getByRole('dialog').getByText(`Delete the facility ${lab} with its documents`, { exact: false })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `Successfully Deleted Facility: ${lab}`);
    await expectPath(page, '/facilities');
    await search().fill(stamp);
    await expect(row(hq)).toBeVisible();
    await expect(row(lab)).toHaveCount(0);
  });
});
