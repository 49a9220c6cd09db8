import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import ids from '../../server/dist/seed/ids.js';
import { expectPath, login, useSession } from './lib.mjs';
import { field, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots', 'dd254');
/** The seeded contracts: one with an issued original and a draft revision, one awarded without a DD254. */
const SEEDED = ids.seedId('contract:dd254-demo');
const NEW = ids.seedId('contract:dd254-demo-new');

test.describe.serial('DD254: fill a contract’s DD Form 254, issue it, download and look at its PDF, revise it', () => {
  let page, baseUrl, shot;
  useSession('dd254', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });
  const block = (title) => page.getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i') });
  const open = async (title) => {
    const b = block(title);
    if ((await b.getAttribute('aria-expanded')) !== 'true') await b.click();
  };

  test('the seeded contract lists its versions: the original in force and a draft revision', async () => {
    await login(page, baseUrl, ...FSO);
    await page.goto(`${baseUrl}/contracts/${SEEDED}/contract-info/dd254`);
    const section = page.getByTestId('dd254-section');
    await expect(section.getByRole('link', { name: 'Original' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Revision 1' })).toBeVisible();
    await expect(section.getByText('In force')).toBeVisible();
    await shot('01-versions');
  });

  test('a contract without a DD254 offers Add DD254, which creates a draft filled from the contract', async () => {
    await page.goto(`${baseUrl}/contracts/${NEW}/contract-info/dd254`);
    await expect(page.getByText('This contract has no DD254 yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add DD254' }).click();
    await expectPath(page, `/contracts/${NEW}/contract-info/dd254/add`);
    await shot('02-add');
    await page.getByRole('button', { name: 'Create Draft' }).click();
    await toast(page, 'Successfully Created DD254 for Contract: W91CRB-25-F-0254');
    await expect(page.getByRole('heading', { name: 'DD Form 254 — W91CRB-25-F-0254' })).toBeVisible();
    await expect(field(page, '2a. Prime Contract Number')).toHaveValue('W91CRB-25-F-0254');
    await open('6. Contractor');
    await expect(field(page, '6b. CAGE Code').first()).toHaveValue('2ACM7');
    // the performing facility's cognizant security office fills 6c
    await expect(field(page, '6c. Cognizant Security Office (CSO)').first()).toHaveValue('NAESOC');
    await shot('03-draft');
  });

  test('issuing an incomplete draft saves what was typed and names the blocks still empty', async () => {
    // a change not saved yet: Issue saves it first, then refuses the incomplete draft
    await open('6. Contractor');
    await field(page, '6c. CSO Address and ZIP Code').first().fill('2300 Lake Park Dr, Smyrna, GA 30080');
    await page.getByRole('button', { name: 'Issue' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Before issuing, fill in: 12. Release Through');
    // the stored version is reloaded with what was typed, and the open block stays open
    await expect(block('6. Contractor')).toHaveAttribute('aria-expanded', 'true');
    await expect(field(page, '6c. CSO Address and ZIP Code').first()).toHaveValue('2300 Lake Park Dr, Smyrna, GA 30080');
  });

  test('the FSO fills the blocks: CSO, items 10 and 11, public release, guidance, additional requirements', async () => {
    await open('6. Contractor');
    // the FSO names the field office that actually oversees the site instead
    await field(page, '6c. Cognizant Security Office (CSO)').first().fill('DCSA Huntsville Field Office');
    await field(page, '6c. CSO Address and ZIP Code').first().fill('1550 Explorer Blvd, Suite 300, Huntsville, AL 35806');
    await open('10. This contract will require access to');
    await page.getByRole('checkbox', { name: 'a. Communications Security (COMSEC) information' }).check();
    await page
      .getByRole('checkbox', { name: 'j. Controlled Unclassified Information (CUI) (was For Official Use Only information)' })
      .check();
    await page.getByRole('checkbox', { name: 'k. Other (specify)' }).check();
    await field(page, '10k. Other Access').fill('Range safety briefings');
    await open('11. In performing this contract');
    await page.getByRole('checkbox', { name: 'c. Receive, store, and generate classified information or material' }).check();
    await page.getByRole('checkbox', { name: 'j. Have operations security (OPSEC) requirements' }).check();
    await open('12. Public release');
    await field(page, '12. Release Through').fill('PEO Missiles and Space, Public Affairs Office');
    await field(page, '13. Security Guidance').fill('Classify per the IBCS Security Classification Guide, 15 March 2023.');
    await open('14. Additional security requirements');
    await page.getByLabel('14. Additional security requirements are established for this contract').check();
    await field(page, '14. Additional Security Requirements Text').fill('OPSEC plan per SOW section 4.2');
    await shot('04-filled');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Successfully Updated DD254');
  });

  test('issuing makes it read-only and in force with a review date', async () => {
    await page.getByRole('button', { name: 'Issue' }).click();
    await expect(page.getByText('An issued DD254 can no longer be edited; changes are made in a revision.')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Successfully Issued DD254');
    await expect(page.getByText('Issued', { exact: true })).toBeVisible();
    await expect(page.getByText('In force')).toBeVisible();
    await expect(page.getByText(/^Next review: /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Revise' })).toBeVisible();
    await shot('05-issued');
  });

  test('the PDF downloads, shows the stored blocks, and its first page is rendered to PNG', async () => {
    const started = Date.now();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('DD254-W91CRB-25-F-0254-Original.pdf');
    const file = path.join(SHOTS, 'dd254.pdf');
    fs.rmSync(file, { force: true });
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    // the PDF carries the blocks stored by the tests above
    const pdfText = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const value of [
      'W91CRB-25-F-0254',
      'DCSA Huntsville Field Office',
      '1550 Explorer Blvd, Suite 300, Huntsville, AL 35806',
      'Range safety briefings',
      'PEO Missiles and Space, Public Affairs Office',
      'Classify per the IBCS Security Classification Guide, 15 March 2023.',
      'OPSEC plan per SOW section 4.2',
    ]) {
      expect(pdfText).toContain(value);
    }
    // the answers of items 10, 11 and 12 are marked X, the items left unchecked are answered NO
    expect(pdfText).toMatch(/a\. Communications Security \(COMSEC\) information +X YES/);
    expect(pdfText).toMatch(/j\. Controlled Unclassified Information \(CUI\) \(was For Official +X YES/);
    expect(pdfText).toMatch(/k\. Other \(specify\) +X YES/);
    expect(pdfText).toMatch(/b\. Restricted Data +YES +X NO/);
    expect(pdfText).toMatch(/c\. Receive, store, and generate classified information or +X YES/);
    expect(pdfText).toMatch(/j\. Have operations security \(OPSEC\) requirements +X YES/);
    expect(pdfText).toMatch(/h\. Require a COMSEC account +YES +X NO/);
    expect(pdfText).toContain('X Through (specify): PEO Missiles and Space, Public Affairs Office');
    // a fresh rendering of its first page, written by this test
    const png = path.join(SHOTS, '06-pdf-page.png');
    fs.rmSync(png, { force: true });
    execFileSync('pdftoppm', ['-png', '-singlefile', '-r', '80', '-f', '1', '-l', '1', file, png.slice(0, -'.png'.length)]);
    fs.rmSync(file);
    expect(fs.existsSync(png)).toBe(true);
    const rendered = fs.statSync(png);
    expect(rendered.size).toBeGreaterThan(20_000);
    expect(rendered.mtimeMs).toBeGreaterThanOrEqual(started);
    await page.getByRole('button', { name: 'Show PDF Preview' }).click();
    await expect(page.getByTestId('dd254-pdf-preview')).toBeVisible();
  });

  test('Revise starts revision 1 as a draft copy of the issued DD254', async () => {
    await page.getByRole('button', { name: 'Revise' }).click();
    await toast(page, 'Successfully Created DD254 Revision');
    await expect(page.getByText('Revision 1', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await open('12. Public release');
    await expect(field(page, '13. Security Guidance')).toHaveValue('Classify per the IBCS Security Classification Guide, 15 March 2023.');
    await page.getByRole('link', { name: "All versions of this contract's DD254" }).click();
    await expect(page.getByTestId('dd254-section').getByRole('link', { name: 'Revision 1' })).toBeVisible();
    await shot('07-versions-after-revise');
  });

  test('the FSO dashboard counts the contracts whose DD254 review is due', async () => {
    await page.goto(`${baseUrl}/`);
    const tile = page.getByTestId('dashboard-dd254-reviews');
    await expect(tile.getByText('DD254 reviews due')).toBeVisible();
    await expect(tile.getByTestId('dd254-reviews-due')).not.toHaveText('0');
    await tile.scrollIntoViewIfNeeded();
    await shot('08-dashboard');
    // the count opens the contracts list filtered to exactly those contracts
    const count = Number(await tile.getByTestId('dd254-reviews-due').textContent());
    await tile.getByTestId('dd254-reviews-due').click();
    await expect(page).toHaveURL(/\/contracts\?.*dd254ReviewDue/);
    await expect(page.getByLabel('DD254 Review Due')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(count);
    await shot('09-contracts-review-due');
  });
});
