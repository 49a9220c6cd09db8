import fs from 'node:fs';
import { login } from './lib.mjs';
import { field, settle, signOut, toast } from './personnel-lib.mjs';

export const name = 'platform: blank forms download for an employee, FSO-only form hidden; Contact Support dialog';

const EMPLOYEE = ['employee.demo', 'Clearline-Demo-2026!'];

export async function run({ page, baseUrl, shot, expect }) {
  await login(page, baseUrl, EMPLOYEE[0], EMPLOYEE[1]);
  try {
    // blank forms: the seeded links offered to everyone, not the FSO-only checklist
    await page.goto(`${baseUrl}/blank-forms`);
    const list = page.getByRole('list', { name: 'Blank Forms' });
    await list.getByText('SF-86 Preparation Instructions').waitFor();
    await list.getByText('Foreign Travel Questionnaire').waitFor();
    expect.equal(await list.getByText('DD-254 Review Checklist').count(), 0, 'the FSO-only form is not offered to an employee');
    await shot('01-blank-forms');
    const [download] = await Promise.all([page.waitForEvent('download'), list.getByText('SF-86 Preparation Instructions').click()]);
    await toast(page, 'File Ready For Download.');
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-', 'the downloaded blank form is a PDF');
    await settle(page);
    await shot('02-blank-form-downloaded');

    // contact support: required fields, then the server's confirmation
    await page.getByRole('button', { name: 'Contact Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Support' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Subject is required').waitFor();
    await dialog.getByText('Message is required').waitFor();
    await shot('03-support-required');
    await field(dialog, 'Subject').fill('Cannot find my SF-312');
    await field(dialog, 'Message').fill('The SF-312 I signed last week is not listed on my profile.');
    await shot('04-support-filled');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Your support request has been sent. Our support team will contact you.');
    await dialog.waitFor({ state: 'hidden' });
    await settle(page);
    await shot('05-support-sent');
  } finally {
    await signOut(page, baseUrl);
  }
}
