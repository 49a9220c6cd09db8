import { expect, test } from '@playwright/test';
import { login, useSession, tenantDay as day } from './lib.mjs';
import { api, choose, field, inlineError, pick, settle, signOut, toast } from './personnel-lib.mjs';

const ADMIN = [process.env.ADMIN_USERNAME ?? 'admin', process.env.ADMIN_PASSWORD ?? 'Clearline-Admin-2026!'];
const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5);
const PDF = {
  name: `handbook-${stamp}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
};

test.describe.serial('tenant master data: add, edit and delete one row of every kind; system FAQs with the two-click delete', () => {
  let page, baseUrl, shot;

  useSession('tenant-master-data', (s) => ({ page, baseUrl, shot } = s));

  const dialog = () => page.getByRole('dialog');
  const row = (text) => page.getByRole('row').filter({ hasText: text });
  const show = async (key) => {
    await page.goto(
      `${baseUrl}/${key.startsWith('system:') ? 'system-master-data?show=' + key.slice(7) : 'tenant-master-data?show=' + key}`,
    );
  };
  const save = () => dialog().getByRole('button', { name: 'Save' }).click();
  /** Edits the row: opens its dialog, lets `change` fill it, saves, expects the toast. */
  const edit = async (item, rowText, change, message) => {
    await row(rowText)
      .getByRole('button', { name: `Edit ${item}` })
      .click();
    await expect(dialog()).toBeVisible();
    // the form loads the record into its fields once it has mounted: typing before that is overwritten
    await settle(page);
    await change(dialog());
    await save();
    await toast(page, message);
    await expect(dialog()).toBeHidden();
  };
  /** Deletes the row with the one confirmation, expects the toast and the row gone. */
  const remove = async (rowText, message) => {
    await row(rowText).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: "Yes I'm sure" }).click();
    await toast(page, message);
    await expect(row(rowText)).toHaveCount(0);
  };

  test('the FSO opens tenant master data: the Show dropdown lists the six kinds in the spec’s order, then Travel Advisories', async () => {
    await login(page, baseUrl, FSO[0], FSO[1]);
    await page.goto(`${baseUrl}/tenant-master-data`);
    await page.getByRole('combobox', { name: 'Show' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Annual Required Training Documents',
      'Cost Centers',
      'Point of Contacts',
      'Portal Download Links',
      'FAQs',
      'Tenant Announcements',
      'Travel Advisories',
    ]);
    await page.keyboard.press('Escape');
    await expect(row('Annual NISPOM Security Refresher Briefing')).toBeVisible();
    await shot('01-training-list');
  });

  test('Annual Required Training Documents: add, edit, delete', async () => {
    const name = `Derivative Classification ${stamp}`;
    await page.getByRole('button', { name: 'Add Annual Required Training Document' }).click();
    await field(dialog(), 'Document Name').fill(name);
    await field(dialog(), 'Next Deadline Date').fill(day(200));
    await shot('02-training-add');
    await save();
    await toast(page, 'Successfully Added Annual Required Training Document');
    await expect(row(name)).toBeVisible();
    await edit(
      'Annual Required Training Document',
      name,
      (d) => field(d, 'Document Name').fill(`${name} v2`),
      'Successfully Edited Annual Required Training Document',
    );
    await expect(row(`${name} v2`)).toBeVisible();
    await remove(`${name} v2`, 'Successfully Deleted Annual Required Training Document');
  });

  test('Cost Centers: add, a code in use refused with the spec’s message, edit with its own code, delete', async () => {
    await show('cost-centers');
    await expect(row('CC-100')).toBeVisible();
    const code = `CC-${stamp}`;
    await page.getByRole('button', { name: 'Add Cost Center' }).click();
    await field(dialog(), 'Cost Center Name').fill(`Research ${stamp}`);
    await field(dialog(), 'Cost Center Code').fill(code);
    await save();
    await toast(page, 'Successfully Added Cost Center');
    await page.getByRole('button', { name: 'Add Cost Center' }).click();
    await field(dialog(), 'Cost Center Name').fill('Duplicate');
    await field(dialog(), 'Cost Center Code').fill('cc-100');
    await save();
    await toast(page, 'Cost Center Code already in use');
    await expect(dialog()).toBeHidden();
    await shot('03-cost-centers');
    await edit(
      'Cost Center',
      code,
      (d) => field(d, 'Cost Center Name').fill(`Research and Development ${stamp}`),
      'Successfully Edited Cost Center',
    );
    await expect(row(`Research and Development ${stamp}`)).toBeVisible();
    await remove(code, 'Successfully Deleted Cost Center');
  });

  test('Point of Contacts: select-all on by default; off requires facilities; add, edit, delete', async () => {
    await show('pocs');
    await expect(row('Linda Hernandez')).toContainText('cos-security@acme-defense.example');
    const team = `poc-${stamp}@acme-defense.example`;
    await page.getByRole('button', { name: 'Add POC' }).click();
    const d = dialog();
    await expect(d.getByLabel('Select All Facilities')).toBeChecked();
    await expect(d.getByRole('combobox', { name: 'Facilities' })).toBeDisabled();
    await choose(page, d, 'Personnel', 'Okafor, Maria');
    await field(d, 'Email Address').fill('not-an-address');
    await d.getByLabel('Select All Facilities').click();
    await save();
    await inlineError(d, 'Email Address is not valid');
    await inlineError(d, 'Facilities is required');
    await field(d, 'Email Address').fill(team);
    await pick(page, d, 'Facilities', 'Huntsville', 'Acme Huntsville Engineering Center (2ACM7)');
    await shot('04-poc-add');
    await save();
    await toast(page, 'Successfully Added POC');
    await expect(row(team)).toContainText('Acme Huntsville Engineering Center');
    await edit('POC', team, (dd) => choose(page, dd, 'POC Type', 'Insider Threat'), 'Successfully Edited POC');
    await expect(row(team)).toContainText('Insider Threat');
    await shot('05-pocs');
    await remove(team, 'Successfully Deleted POC');
  });

  test('Portal Download Links: the file and roles (or Select All) are required on add; add, edit, delete', async () => {
    await show('downloads');
    const name = `Security Handbook ${stamp}`;
    await page.getByRole('button', { name: 'Add Download' }).click();
    const d = dialog();
    await expect(field(d, 'Valid Until Date')).toHaveValue(day(0));
    await field(d, 'Display Name').fill(name);
    await save();
    await inlineError(d, 'Allowed Roles is required');
    await d.getByLabel('Select All Allowed Roles').click();
    await expect(d.getByRole('combobox', { name: 'Allowed Roles' })).toBeDisabled();
    await d.locator('input[type="file"]').setInputFiles(PDF);
    await shot('06-download-add');
    await save();
    await toast(page, 'Successfully Added Download');
    await expect(row(name)).toContainText(PDF.name);
    // edit: no Select All option there
    await row(name).getByRole('button', { name: 'Edit Download' }).click();
    await expect(dialog().getByLabel('Select All Allowed Roles')).toHaveCount(0);
    await field(dialog(), 'Display Name').fill(`${name} 2027`);
    await save();
    await toast(page, 'Successfully Edited Download');
    await expect(row(`${name} 2027`)).toBeVisible();
    await shot('07-downloads');
    await remove(`${name} 2027`, 'Successfully Deleted Download');
  });

  test('FAQs: add with section Contract by default, edit, delete in two clicks', async () => {
    await show('faqs');
    const question = `Where is the SCIF ${stamp}?`;
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(dialog().getByRole('combobox', { name: /Section Name/ })).toHaveText('Contract');
    await field(dialog(), 'Question').fill(question);
    await field(dialog(), 'Answer').fill('Building 2, second floor.');
    await save();
    await toast(page, 'Successfully Added FAQ');
    await edit('FAQ', question, (d) => choose(page, d, 'Section Name', 'Facility'), 'Successfully Edited FAQ');
    await expect(row(question)).toContainText('Facility');
    await shot('08-faqs');
    await row(question).getByRole('button', { name: 'Delete' }).click();
    await expect(row(question).getByRole('button', { name: 'Click again to delete' })).toBeVisible();
    await row(question).getByRole('button', { name: 'Click again to delete' }).click();
    await toast(page, 'Successfully Deleted FAQ');
    await expect(row(question)).toHaveCount(0);
  });

  test('Tenant Announcements: add, edit, delete', async () => {
    await show('announcements');
    const title = `Badge check ${stamp}`;
    await page.getByRole('button', { name: 'Add Tenant Announcement' }).click();
    const d = dialog();
    await field(d, 'Announcement Title').fill(title);
    await field(d, 'Announcement Text').fill('Badges are checked at every entrance this week.');
    await field(d, 'Announcement Start Date').fill(day(0));
    await field(d, 'Announcement End Date').fill(day(7));
    await save();
    await toast(page, 'Successfully Added Tenant Announcement');
    await edit(
      'Tenant Announcement',
      title,
      (dd) => field(dd, 'Announcement Title').fill(`${title} (all week)`),
      'Successfully Edited Tenant Announcement',
    );
    await shot('09-announcements');
    await remove(`${title} (all week)`, 'Successfully Deleted Tenant Announcement');
  });

  test('Travel Advisories: the seeded levels; add, an overlapping period refused with the server’s message, edit, delete', async () => {
    await show('travel-advisories');
    await expect(row('Russian Federation')).toContainText('Level 4: Do Not Travel');
    await expect(row('Russian Federation')).toContainText('Until further notice');
    // Norway has no advisory in the demo data; this run's period is its own
    const from = day(400 + (parseInt(stamp, 36) % 300) * 3);
    await page.getByRole('button', { name: 'Add Travel Advisory' }).click();
    const d = dialog();
    await pick(page, d, 'Country', 'Norw', 'Norway');
    await choose(page, d, 'Advisory Level', 'Level 2: Exercise Increased Caution');
    await field(d, 'Effective From').fill(from);
    await field(d, 'Summary').fill(`Demonstrations near government buildings (${stamp}).`);
    await shot('11-travel-advisory-add');
    await save();
    await toast(page, 'Successfully Added Travel Advisory');
    await expect(row(stamp)).toContainText('Norway');

    await page.getByRole('button', { name: 'Add Travel Advisory' }).click();
    await pick(page, dialog(), 'Country', 'Russian', 'Russian Federation');
    await choose(page, dialog(), 'Advisory Level', 'Level 3: Reconsider Travel');
    await field(dialog(), 'Effective From').fill(day(0));
    await save();
    await toast(page, 'A travel advisory for Russian Federation is already in effect from');
    await expect(row('Russian Federation')).toHaveCount(1);

    await edit(
      'Travel Advisory',
      stamp,
      (dd) => choose(page, dd, 'Advisory Level', 'Level 3: Reconsider Travel'),
      'Successfully Edited Travel Advisory',
    );
    await expect(row(stamp)).toContainText('Level 3: Reconsider Travel');
    await shot('12-travel-advisories');
    await remove(stamp, 'Successfully Deleted Travel Advisory');
  });

  test('System master data FAQs: the administrator adds, edits and deletes in two clicks', async () => {
    await signOut(page, baseUrl);
    await page.context().clearCookies();
    await login(page, baseUrl, ADMIN[0], ADMIN[1]);
    await show('system:faqs');
    await expect(row('When do I report foreign travel?')).toBeVisible();
    const question = `How do I reset my password ${stamp}?`;
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await choose(page, dialog(), 'Section Name', 'My Portal');
    await field(dialog(), 'Question').fill(question);
    await field(dialog(), 'Answer').fill('Use "Forgot password" on the login page.');
    await pick(page, dialog(), 'Allowed Roles', 'Employee');
    await save();
    await toast(page, 'Successfully Added FAQ');
    await expect(row(question)).toContainText('Employee');
    await edit(
      'FAQ',
      question,
      (d) => field(d, 'Answer').fill('Use "Forgot password" on the login page; the link lasts one hour.'),
      'Successfully Edited FAQ',
    );
    await row(question).getByRole('button', { name: 'Delete' }).click();
    await settle(page);
    await shot('10-system-faq-armed');
    await expect(row(question)).toHaveCount(1);
    await row(question).getByRole('button', { name: 'Click again to delete' }).click();
    await toast(page, 'Successfully Deleted FAQ');
    await expect(row(question)).toHaveCount(0);
    // the employee reads it through the tenant reader list only while it exists: nothing left behind
    const left = await api(page, baseUrl, 'GET', `/system-master-data/faq?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`);
    expect(left).toEqual([]);
  });
});
