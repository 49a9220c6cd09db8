import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { login, useSession } from './lib.mjs';
import { api, field, settle, signOut, toast } from './personnel-lib.mjs';

const EMPLOYEE = ['employee.demo', 'Clearline-Demo-2026!'];

test.describe.serial('platform: blank forms download for an employee, FSO-only form hidden; Contact Support dialog', () => {
  let page, baseUrl, shot;
  useSession('platform', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });
  const list = () => page.getByRole('list', { name: 'Blank Forms' });
  const dialog = () => page.getByRole('dialog', { name: 'Contact Support' });
  let download;
  /** The support requests the page sends, counted once the dialog is opened. */
  const sent = [];
  /** The names of the blank forms the server offers this user. */
  const offered = async () =>
    (await api(page, baseUrl, 'GET', '/tenant-master-data/downloads?sectionName=BLANK_FORM')).map((l) => l.prettyName);

  test('an employee signs in', async () => {
    await login(page, baseUrl, EMPLOYEE[0], EMPLOYEE[1]);
    await expect(page).not.toHaveURL(/\/login$/);
  });

  // blank forms: the seeded links offered to everyone, not the FSO-only checklist
  test('blank forms offer the SF-86 preparation instructions', async () => {
    await page.goto(`${baseUrl}/blank-forms`);
    await expect(list().getByText('SF-86 Preparation Instructions')).toBeVisible();
    await expect(list().getByRole('listitem').filter({ hasText: 'SF-86 Preparation Instructions' })).toHaveCount(1);
    expect(await offered()).toContain('SF-86 Preparation Instructions');
  });

  test('blank forms offer the foreign travel questionnaire', async () => {
    await expect(list().getByText('Foreign Travel Questionnaire')).toBeVisible();
    expect(await offered()).toContain('Foreign Travel Questionnaire');
  });

  test('the FSO-only form is not offered to an employee', async () => {
    await expect(list().getByText('DD-254 Review Checklist')).toHaveCount(0);
    await shot('01-blank-forms');
  });

  test('clicking a blank form downloads it with the toast "File Ready For Download."', async () => {
    [download] = await Promise.all([page.waitForEvent('download'), list().getByText('SF-86 Preparation Instructions').click()]);
    await toast(page, 'File Ready For Download.');
  });

  test('the downloaded blank form is a PDF', async () => {
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await settle(page);
    await shot('02-blank-form-downloaded');
  });

  // contact support: required fields, then the server's confirmation
  test('Contact Support opens its dialog', async () => {
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/support-request')) sent.push(r.url());
    });
    await page.getByRole('button', { name: 'Contact Support' }).click();
    await expect(dialog()).toBeVisible();
    // the contact e-mail is prefilled with the user's own
    const me = await api(page, baseUrl, 'GET', '/users/me');
    await expect(field(dialog(), 'Contact Email')).toHaveValue(me.email);
    await expect(field(dialog(), 'Subject')).toHaveValue('');
  });

  test('sending an empty request: Subject is required', async () => {
    await dialog().getByRole('button', { name: 'Send' }).click();
    await expect(dialog().getByText('Subject is required')).toBeVisible();
    await expect(field(dialog(), 'Subject')).toHaveAttribute('aria-invalid', 'true');
  });

  test('sending an empty request: Message is required', async () => {
    await expect(dialog().getByText('Message is required')).toBeVisible();
    await expect(field(dialog(), 'Message')).toHaveAttribute('aria-invalid', 'true');
    // the incomplete request was not sent
    expect(sent).toEqual([]);
    await shot('03-support-required');
  });

  test('a filled request is sent and confirmed', async () => {
    await field(dialog(), 'Subject').fill('Cannot find my SF-312');
    await field(dialog(), 'Message').fill('The SF-312 I signed last week is not listed on my profile.');
    await shot('04-support-filled');
    await dialog().getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Your support request has been sent. Our support team will contact you.');
  });

  test('the dialog closes once the request is sent', async () => {
    await expect(dialog()).toBeHidden();
    await settle(page);
    await shot('05-support-sent');
  });
});
