import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { expect, test } from '@playwright/test';
import { expectPath, login, tenantDay, useSession } from './lib.mjs';
import { api, choose, field, pick, settle, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5);
const HQ = 'Acme Headquarters';

/** A small PDF written to a temporary file for the upload input. */
function pdfFile(name) {
  const file = path.join(os.tmpdir(), `${stamp}-${name}`);
  fs.writeFileSync(file, `%PDF-1.4\n1 0 obj\n<< /Title (${name} ${stamp}) >>\nendobj\ntrailer\n<<>>\n%%EOF\n`);
  return file;
}

test.describe.serial('facility detail tabs: open actions, workflow retries, notes, facility documents, portal downloads', () => {
  let page, baseUrl, shot, hq;
  const created = { notes: [], documents: [] };
  useSession('facility-tabs', (s) => ({ page, baseUrl, shot } = s), {
    cleanup: async () => {
      for (const id of created.documents) await api(page, baseUrl, 'DELETE', `/facilities/${hq}/document/${id}`).catch(() => undefined);
      for (const id of created.notes) await api(page, baseUrl, 'DELETE', `/facilities/${hq}/detail/notes/${id}`).catch(() => undefined);
      await signOut(page, baseUrl);
    },
  });
  const tab = (name) => page.getByRole('tab', { name, exact: true });
  const section = (name) => page.getByRole('region', { name });

  test('the FSO opens Acme Headquarters: the Open Actions tab counts and lists its actions', async () => {
    await login(page, baseUrl, ...FSO);
    const list = await api(page, baseUrl, 'GET', `/facilities?q=${encodeURIComponent(HQ)}`);
    hq = list.find((f) => f.facilityName === HQ).id;
    await page.goto(`${baseUrl}/facilities/${hq}`);
    await expectPath(page, `/facilities/${hq}/openActions`);
    await expect(page.getByRole('heading', { name: HQ })).toBeVisible();
    await expect(page.getByLabel('Overdue', { exact: true })).toContainText(/[1-9]/);
    const table = section('Open Actions');
    await expect(table.getByRole('row').filter({ hasText: 'Recertify the SF-328' })).toContainText('Overdue');
    await expect(table.getByRole('row').filter({ hasText: 'Submit the annual self-inspection certification' })).toBeVisible();
    // a person's action links to the person's Open Actions tab
    const personLink = table.getByRole('row').getByRole('link').first();
    await expect(personLink).toHaveAttribute('href', /\/personnel\/[0-9a-f-]+\/open-actions$/);
    await settle(page);
    await shot('01-open-actions');
  });

  test('completing an open action (confirmed) removes it from the list', async () => {
    const row = section('Open Actions').getByRole('row').filter({ hasText: 'Recertify the SF-328' });
    await row.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Successfully Completed Open Action.');
    await expect(row).toHaveCount(0);
  });

  test('Workflow Retries: the failed reminder e-mail is retried and shows Retried', async () => {
    await tab('Workflow Retries').click();
    await expectPath(page, `/facilities/${hq}/workflowRetries`);
    const table = section('Workflow Retries');
    await expect(table.getByRole('row').filter({ hasText: 'Mailbox unavailable' })).toContainText('Resolved');
    const failed = table.getByRole('row').filter({ hasText: 'Badge expires' });
    await expect(failed).toContainText('Greylisted');
    await settle(page);
    await shot('02-workflow-retries');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Successfully Queued Again: Badge expires');
    await expect(failed).toContainText('Retried');
    await settle(page);
    await shot('03-workflow-retried');
  });

  test('Notes: the seeded notes show; a note is added, edited and deleted', async () => {
    await tab('Notes').click();
    await expectPath(page, `/facilities/${hq}/notes`);
    await expect(page.getByText('DCSA security review window confirmed', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Add Note' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await field(dialog, 'Content').fill(`Alarm panel test passed ${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Added Note');
    const note = page.getByRole('article').filter({ hasText: `Alarm panel test passed ${stamp}` });
    await expect(note).toBeVisible();
    const notes = await api(page, baseUrl, 'GET', `/facilities/${hq}/detail/notes`);
    created.notes.push(notes.find((n) => n.content.includes(stamp)).id);
    await note.getByRole('button', { name: 'Edit' }).click();
    await field(page.getByRole('dialog'), 'Content').fill(`Alarm panel test passed again ${stamp}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Updated Note');
    await expect(page.getByRole('article').filter({ hasText: `passed again ${stamp}` })).toBeVisible();
    await settle(page);
    await shot('04-notes');
    await page
      .getByRole('article')
      .filter({ hasText: `passed again ${stamp}` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Successfully Deleted Note');
    await expect(page.getByRole('article').filter({ hasText: `passed again ${stamp}` })).toHaveCount(0);
  });

  test('Facility Documents: required documents show Current, Expired and Missing; a missing one is uploaded', async () => {
    await tab('Facility Documents').click();
    await expectPath(page, `/facilities/${hq}/facilityDocuments`);
    const required = section('Required Facility Documents');
    await expect(required.getByRole('row').filter({ hasText: 'DD-441 Security Agreement' })).toContainText('Current');
    await expect(required.getByRole('row').filter({ hasText: 'SF-328' })).toContainText('Expired');
    const kmp = required.getByRole('row').filter({ hasText: 'Key Management Personnel List' });
    await expect(kmp).toContainText(/Missing|Current/);
    await settle(page);
    await shot('05-facility-documents');

    // the upload dialog: a file is required
    await section('Uploaded Documents').getByRole('button', { name: 'Add Document' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Document Type is required')).toBeVisible();
    await expect(dialog.getByText('File is required')).toBeVisible();
    await choose(page, dialog, 'Document Type', 'Key Management Personnel List');
    await field(dialog, 'Title').fill(`KMP List ${stamp}`);
    await dialog.getByLabel('Expiry Date').fill(tenantDay(1666));
    await field(dialog, 'Notes').fill('Signed by the SMO');
    await dialog.getByLabel('File').setInputFiles(pdfFile('kmp.pdf'));
    await settle(page);
    await shot('06-add-document');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Successfully Added Document: KMP List ${stamp}`);
    const row = section('Uploaded Documents')
      .getByRole('row')
      .filter({ hasText: `KMP List ${stamp}` });
    await expect(row).toContainText('Current');
    await expect(kmp).toContainText('Current');
    const docs = await api(page, baseUrl, 'GET', `/facilities/${hq}/detail/documents`);
    created.documents.push(docs.documents.find((d) => d.title === `KMP List ${stamp}`).id);

    // edit: an expiry date in the past makes it Expired
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog').getByLabel('Expiry Date').fill('2020-01-31');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await toast(page, `Successfully Updated Document: KMP List ${stamp}`);
    await expect(row).toContainText('Expired');

    // the file downloads
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe(`${stamp}-kmp.pdf`);
    await settle(page);
    await shot('07-facility-documents-after');

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `Successfully Deleted Document: KMP List ${stamp}`);
    await expect(row).toHaveCount(0);
    created.documents.pop();
  });

  test("Portal Downloads: the links offered to the headquarters' people, this facility's own included", async () => {
    await tab('Portal Downloads').click();
    await expectPath(page, `/facilities/${hq}/portalDownloads`);
    const table = section('Portal Downloads');
    await expect(table.getByRole('row').filter({ hasText: 'HQ Visitor Escort Procedures' })).toContainText('This Facility');
    await expect(table.getByRole('row').filter({ hasText: 'SF-86 Preparation Instructions' })).toContainText('All Facilities');
    await settle(page);
    await shot('08-portal-downloads');
  });

  test('another facility does not offer the headquarters-only link', async () => {
    const list = await api(page, baseUrl, 'GET', `/facilities?q=${encodeURIComponent('Huntsville Engineering')}`);
    await page.goto(`${baseUrl}/facilities/${list[0].id}/portalDownloads`);
    const table = section('Portal Downloads');
    await expect(table.getByRole('row').filter({ hasText: 'SF-86 Preparation Instructions' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'HQ Visitor Escort Procedures' })).toHaveCount(0);
  });

  test('Tenant Master Data: a download link for the Huntsville facility only, picked in the dialog, shows on its tab alone', async () => {
    const name = `Huntsville Badge Office Hours ${stamp}`;
    await page.goto(`${baseUrl}/tenant-master-data?show=downloads`);
    await page.getByRole('button', { name: 'Add Download' }).click();
    const d = page.getByRole('dialog');
    await field(d, 'Display Name').fill(name);
    await d.getByLabel('Select All Allowed Roles').click();
    await pick(page, d, 'Allowed Facilities', 'Huntsville', 'Acme Huntsville Engineering Center (2ACM7)');
    await d.locator('input[type="file"]').setInputFiles(pdfFile('badge-office.pdf'));
    await settle(page);
    await shot('09-download-dialog-facilities');
    await d.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Added Download');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Acme Huntsville Engineering Center (2ACM7)');

    const hsv = (await api(page, baseUrl, 'GET', `/facilities?q=${encodeURIComponent('Huntsville Engineering')}`))[0].id;
    await page.goto(`${baseUrl}/facilities/${hsv}/portalDownloads`);
    await expect(section('Portal Downloads').getByRole('row').filter({ hasText: name })).toContainText('This Facility');
    await page.goto(`${baseUrl}/facilities/${hq}/portalDownloads`);
    await expect(section('Portal Downloads').getByRole('row').filter({ hasText: 'HQ Visitor Escort Procedures' })).toBeVisible();
    await expect(section('Portal Downloads').getByRole('row').filter({ hasText: name })).toHaveCount(0);

    await page.goto(`${baseUrl}/tenant-master-data?show=downloads`);
    await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: "Yes I'm sure" }).click();
    await toast(page, 'Successfully Deleted Download');
  });
});
