import { expect, test } from '@playwright/test';
import { login, tenantDay, useSession } from './lib.mjs';
import { api, choose, field, settle, signOut, toast } from './personnel-lib.mjs';

const ADMIN = [process.env.ADMIN_USERNAME ?? 'admin', process.env.ADMIN_PASSWORD ?? 'Clearline-Admin-2026!'];
const stamp = Date.now().toString(36).slice(-5);
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** ISO 3166's user-assigned codes, chosen from the run's stamp so that a rerun does not collide */
const letter = 'MNOPQRSTUVWXYZ'[parseInt(stamp, 36) % 14];
const numeric = String(900 + (parseInt(stamp, 36) % 100));

/** Where each kind is listed, and what the file creates there (removed afterwards through the API). */
const CLEANUP = [
  ['/system-master-data/checklist', (r) => r.name?.includes(stamp)],
  ['/system-master-data/csa', (r) => r.officeName?.includes(stamp)],
  ['/system-master-data/country-other-name', (r) => r.otherName?.includes(stamp)],
  ['/system-master-data/state', (r) => r.stateName?.includes(stamp)],
  ['/system-master-data/country', (r) => r.countryName?.includes(stamp)],
  ['/system-master-data/doc-type', (r) => r.docTitle?.includes(stamp)],
  ['/system-master-data/doc-template-type', (r) => r.templateTypeName?.includes(stamp)],
  ['/system-master-data/poc', (r) => r.pocFullName?.includes(stamp)],
  ['/announcements/SYSTEM', (r) => r.announcementTitle?.includes(stamp)],
];

test.describe
  .serial('system master data: every kind added, edited and deleted in dialogs; duplicate country code; CSA detail panel', () => {
  let page, baseUrl, shot;

  useSession('system-master-data', (s) => ({ page, baseUrl, shot } = s), {
    cleanup: async () => {
      for (const [path, mine] of CLEANUP) {
        const rows = await api(page, baseUrl, 'GET', `${path}?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`).catch(() => []);
        for (const r of rows.filter(mine)) await api(page, baseUrl, 'DELETE', `${path}/${r.id}`).catch(() => undefined);
      }
      await signOut(page, baseUrl);
    },
  });

  const dialog = () => page.getByRole('dialog');
  const rowWith = (text) => page.getByRole('row').filter({ hasText: text });

  async function show(key, tab) {
    await page.goto(`${baseUrl}/system-master-data?show=${key}${tab ? `&tab=${tab}` : ''}`);
    await expect(page.getByRole('combobox', { name: 'Show' })).toBeVisible();
  }
  /** Narrows the list to this run's rows (the quick filter). */
  async function search(text) {
    await page.getByPlaceholder('Search').fill(text);
  }
  async function save() {
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
  }
  async function add(item, fill, toastText = `Successfully Added ${item}`) {
    await page.getByRole('button', { name: `Add ${item}` }).click();
    await expect(dialog()).toBeVisible();
    await fill(dialog());
    await save();
    await toast(page, toastText);
    await expect(dialog()).toBeHidden();
  }
  async function edit(item, rowText, fill) {
    await rowWith(rowText)
      .getByRole('button', { name: `Edit ${item}` })
      .click();
    await expect(dialog()).toBeVisible();
    // the form loads the record into its fields once it has mounted: typing before that is overwritten
    await settle(page);
    await fill(dialog());
    await save();
    await toast(page, `Successfully Edited ${item}`);
    await expect(dialog()).toBeHidden();
  }
  async function remove(label, rowText) {
    await rowWith(rowText).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: "Yes I'm sure" }).click();
    await toast(page, `Successfully Deleted ${label}`);
    await expect(rowWith(rowText)).toHaveCount(0);
  }

  test('the Show dropdown lists the kinds in order and keeps the choice in the address', async () => {
    await login(page, baseUrl, ...ADMIN);
    await page.goto(`${baseUrl}/system-master-data`);
    await page.getByRole('combobox', { name: 'Show' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Checklists',
      'Cognizant Security Authority',
      'Countries & States',
      'Document Types',
      'Document Template Types',
      'FAQs',
      'Points of Contact',
      'System Announcements',
    ]);
    await page.getByRole('option', { name: 'Points of Contact' }).click();
    await expect(page).toHaveURL(/show=pocs/);
    await expect(page.getByRole('button', { name: 'Add Point of Contact' })).toBeVisible();
    await settle(page);
    await shot('01-points-of-contact');
  });

  test('checklists: add with the defaults, edit, delete', async () => {
    await show('checklists');
    await add('Checklist', async (d) => {
      await expect(field(d, 'Sequence Number')).toHaveValue('1');
      await choose(page, d, 'Type', 'Transition');
      await field(d, 'Name').fill(`Walk-through ${stamp}`);
    });
    await search(stamp);
    await expect(rowWith(`Walk-through ${stamp}`)).toContainText('Transition');
    await edit('Checklist', `Walk-through ${stamp}`, async (d) => {
      await field(d, 'Name').fill(`Walk-through done ${stamp}`);
    });
    await expect(rowWith(`Walk-through done ${stamp}`)).toBeVisible();
    await shot('02-checklists');
    await remove('Checklist', `Walk-through done ${stamp}`);
  });

  test('cognizant security authority: the e-mail rule, add, the detail panel (one open at a time), edit, delete', async () => {
    await show('csa');
    await page.getByRole('button', { name: 'Add Cognizant Security Authority' }).click();
    await expect(field(dialog(), 'NAESOC')).toBeChecked();
    await field(dialog(), 'Office Name').fill(`Capital office ${stamp}`);
    await field(dialog(), 'Street Address 1').fill('1 Federal Plaza');
    await field(dialog(), 'City').fill('Richmond');
    await field(dialog(), 'POC 1 Contact Email').fill('not-an-address');
    await save();
    await expect(dialog().getByText('Error: Point Of Contact Email is not valid')).toBeVisible();
    await field(dialog(), 'POC 1 Contact Email').fill('capital@dcsa.example.gov');
    await field(dialog(), 'POC 1 Phone Number').fill('8045550100');
    await save();
    await toast(page, 'Successfully Added Cognizant Security Authority');
    await search('office');
    const mine = rowWith(`Capital office ${stamp}`);
    await mine.getByRole('cell', { name: `Capital office ${stamp}` }).click();
    await expect(page.getByTestId('csa-detail')).toHaveCount(1);
    await expect(page.getByTestId('csa-detail')).toContainText('804-555-0100');
    await settle(page);
    await shot('03-csa-detail');
    await search('');
    await page.getByRole('cell', { name: 'Hanover', exact: true }).click();
    await expect(page.getByTestId('csa-detail')).toHaveCount(1);
    await expect(page.getByTestId('csa-detail')).toContainText('Hanover');
    await search(stamp);
    await edit('Cognizant Security Authority', `Capital office ${stamp}`, async (d) => {
      await field(d, 'City').fill('Norfolk');
    });
    await expect(rowWith(`Capital office ${stamp}`)).toContainText('Norfolk');
    await remove('Cognizant Security Authority', `Capital office ${stamp}`);
  });

  test('countries: a duplicate code keeps the dialog open with the message; then add, edit, delete', async () => {
    await show('countries', 'countries');
    await expect(page.getByRole('tab', { name: 'Countries' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Add Country' }).click();
    await field(dialog(), 'Country Name').fill(`Atlantis ${stamp}`);
    await field(dialog(), 'Alpha 2 Country Code').fill('US');
    await field(dialog(), 'Alpha 3 Country Code').fill(`QQ${letter}`);
    await field(dialog(), 'Numeric Country Code').fill(numeric);
    await save();
    await toast(page, 'Alpha 2 Country Code cannot match another country');
    await expect(dialog()).toBeVisible();
    await expect(dialog().getByRole('alert')).toHaveText('Alpha 2 Country Code cannot match another country');
    await settle(page);
    await shot('04-duplicate-country-code');
    await field(dialog(), 'Alpha 2 Country Code').fill(`Q${letter}`);
    await save();
    await toast(page, 'Successfully Added Country');
    await expect(dialog()).toBeHidden();
    await search(stamp);
    await expect(rowWith(`Atlantis ${stamp}`)).toContainText(`QQ${letter}`);
    await edit('Country', `Atlantis ${stamp}`, async (d) => {
      await field(d, 'Country Name').fill(`Atlantis Reborn ${stamp}`);
    });
    await shot('05-countries');
    await remove('Country', `Atlantis Reborn ${stamp}`);
  });

  test('country aliases and states: add, edit, delete in their tabs', async () => {
    await show('countries', 'aliases');
    await add('Country Other Name', async (d) => {
      await expect(d.getByRole('combobox', { name: /^Country/ })).toHaveValue('United States');
      await field(d, 'Other Name').fill(`Uncle Sam ${stamp}`);
    });
    await search(stamp);
    await expect(rowWith(`Uncle Sam ${stamp}`)).toContainText('United States');
    await edit('Country Other Name', `Uncle Sam ${stamp}`, async (d) => {
      await field(d, 'Other Name').fill(`Yankee Land ${stamp}`);
    });
    await shot('06-country-aliases');
    await remove('Country Other Name', `Yankee Land ${stamp}`);

    await page.getByRole('tab', { name: 'States' }).click();
    await expect(page).toHaveURL(/tab=states/);
    await add('State', async (d) => {
      await field(d, 'State Name').fill(`Jefferson ${stamp}`);
      await field(d, 'State Code').fill(`J${letter}`);
    });
    await search(stamp);
    await expect(rowWith(`Jefferson ${stamp}`)).toContainText('United States');
    await edit('State', `Jefferson ${stamp}`, async (d) => {
      await field(d, 'State Name').fill(`State of Jefferson ${stamp}`);
    });
    await shot('07-states');
    await remove('State', `State of Jefferson ${stamp}`);
  });

  test('document types: add, edit, delete', async () => {
    await show('doc-types');
    await add('Document Type', async (d) => {
      await choose(page, d, 'Object Type', 'Contract');
      await field(d, 'Document Title').fill(`DD254 review ${stamp}`);
      await field(d, 'End Date').fill(tenantDay(205));
    });
    await search(stamp);
    await expect(rowWith(`DD254 review ${stamp}`)).toContainText('Contract');
    await edit('Document Type', `DD254 review ${stamp}`, async (d) => {
      await field(d, 'Document Title').fill(`DD254 final review ${stamp}`);
    });
    await expect(rowWith(`DD254 final review ${stamp}`)).toContainText('Contract');
    await shot('08-document-types');
    await remove('Document Type', `DD254 final review ${stamp}`);
  });

  test('document template types: add with the defaults and a file, download it, edit, delete', async () => {
    await show('doc-template-types');
    await add('Document Template', async (d) => {
      await expect(d.getByRole('combobox', { name: /^Object Type/ })).toHaveText('Facility');
      await expect(d.getByRole('combobox', { name: /^Format Type/ })).toHaveText('Standard');
      await field(d, 'Template Type Name').fill(`Visit letter ${stamp}`);
      await d
        .locator('input[type="file"]')
        .setInputFiles({ name: 'visit-letter.txt', mimeType: 'text/plain', buffer: Buffer.from('Dear visitor,\n') });
    });
    await search(stamp);
    await expect(rowWith(`Visit letter ${stamp}`)).toContainText('visit-letter.txt');
    const download = page.waitForEvent('download');
    await rowWith(`Visit letter ${stamp}`).getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('visit-letter.txt');
    await toast(page, 'File Ready For Download.');
    await edit('Document Template', `Visit letter ${stamp}`, async (d) => {
      await choose(page, d, 'Format Type', 'FBI');
    });
    await expect(rowWith(`Visit letter ${stamp}`)).toContainText('FBI');
    await shot('09-document-template-types');
    await remove('Document Template', `Visit letter ${stamp}`);
  });

  test('points of contact: add with the default type, edit, delete', async () => {
    await show('pocs');
    await add('Point of Contact', async (d) => {
      await expect(d.getByRole('combobox', { name: /^Point of Contact Type/ })).toHaveText('DCSA Representative');
      await field(d, 'Full Name').fill(`Avery Quinn ${stamp}`);
      await field(d, 'Email').fill('avery@dcsa.example.gov');
    });
    await search(stamp);
    await expect(rowWith(`Avery Quinn ${stamp}`)).toContainText('DCSA Representative');
    await edit('Point of Contact', `Avery Quinn ${stamp}`, async (d) => {
      await field(d, 'Title').fill('Industrial Security Representative');
    });
    await expect(rowWith(`Avery Quinn ${stamp}`)).toContainText('Industrial Security Representative');
    await remove('Point of Contact', `Avery Quinn ${stamp}`);
  });

  test('system announcements: the date rule, add (active by default), edit, delete', async () => {
    await show('announcements');
    await page.getByRole('button', { name: 'Add System Announcement' }).click();
    await expect(field(dialog(), 'Active')).toBeChecked();
    await field(dialog(), 'Announcement Title').fill(`Maintenance ${stamp}`);
    await field(dialog(), 'Announcement Text').fill('The system is down on Saturday.');
    await field(dialog(), 'Announcement Start Date').fill(day(5));
    await field(dialog(), 'Announcement End Date').fill(day(4));
    await save();
    await expect(dialog().getByText('Error: Must be after start date')).toBeVisible();
    await field(dialog(), 'Announcement End Date').fill(day(6));
    await save();
    await toast(page, 'Successfully Added System Announcement');
    await search(stamp);
    await edit('System Announcement', `Maintenance ${stamp}`, async (d) => {
      await field(d, 'Announcement Title').fill(`Maintenance window ${stamp}`);
    });
    await shot('10-system-announcements');
    await remove('System Announcement', `Maintenance window ${stamp}`);
  });
});
