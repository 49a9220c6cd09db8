import { expect, test } from '@playwright/test';
import { login, mailFiles, readMail, useSession } from './lib.mjs';
import { api, settle, signOut, toast } from './personnel-lib.mjs';

const ADMIN = [process.env.ADMIN_USERNAME ?? 'admin', process.env.ADMIN_PASSWORD ?? 'Clearline-Admin-2026!'];
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@clearline.local';
const SUBJECT = '{{productName}} password reset code';

test.describe.serial('e-mail templates: edit with a live preview, unknown placeholder refused, attachment, test e-mail', () => {
  let page, baseUrl, shot;
  useSession('email-templates', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });
  const subject = () => page.getByLabel('Subject', { exact: true });
  const previewSubject = () => page.getByTestId('preview-subject');
  const problem = () => page.getByTestId('template-problem');

  test('the system administrator signs in', async () => {
    await login(page, baseUrl, ADMIN[0], ADMIN[1]);
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('the menu leads to the list of e-mail templates, one per e-mail the product sends', async () => {
    await page.getByRole('menuitem', { name: 'E-mail Templates' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'PASSWORD_RESET' })).toBeVisible();
    // one row per e-mail the product sends, over the list's pages
    const all = await api(page, baseUrl, 'GET', '/email-templates?range=[0,99]');
    expect(all.map((t) => t.templateKey)).toEqual(expect.arrayContaining(['PASSWORD_RESET', 'SIGN_IN_CODE', 'NEW_HIRE_REPORTED']));
    await expect(page.getByText(new RegExp(`of ${all.length}$`))).toBeVisible();
    await settle(page);
    await shot('01-list');
  });

  test('a row opens the editor with the stored subject and the preview rendered with sample values', async () => {
    await page.getByRole('row').filter({ hasText: 'PASSWORD_RESET' }).click();
    await expect(subject()).toHaveValue(SUBJECT);
    await expect(previewSubject()).toHaveText('Subject: Clearline password reset code');
    await expect(page.getByTestId('preview-text')).toContainText('Your Clearline password reset code is 654321');
    await expect(page.frameLocator('iframe[title="HTML preview"]').getByText('654321')).toBeVisible();
    await settle(page);
    await shot('02-editor');
  });

  test('changing the subject updates the preview', async () => {
    await subject().fill('Reset your {{productName}} password within {{minutes}} minutes');
    await expect(previewSubject()).toHaveText('Subject: Reset your Clearline password within 10 minutes');
  });

  test('a placeholder chip inserts at the cursor', async () => {
    await subject().focus();
    await subject().press('End');
    await subject().pressSequentially(' – code ');
    await page.getByRole('button', { name: '{{code}}' }).click();
    await expect(subject()).toHaveValue('Reset your {{productName}} password within {{minutes}} minutes – code {{code}}');
    await expect(previewSubject()).toHaveText('Subject: Reset your Clearline password within 10 minutes – code 654321');
    await settle(page);
    await shot('03-preview-updated');
  });

  test('an unknown placeholder shows the message naming it', async () => {
    await subject().fill('Reset for {{foo}}');
    await expect(problem()).toHaveText('Unknown placeholder {{foo}} in Subject');
  });

  test('saving with the unknown placeholder is refused with the same message', async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Unknown placeholder {{foo}} in Subject');
    await settle(page);
    await shot('04-unknown-placeholder');
  });

  test('the stored subject is unchanged, and putting it back clears the message', async () => {
    const res = await page.request.get(`${baseUrl}/api/v1/email-templates/preview?key=PASSWORD_RESET`);
    expect((await res.json()).subject).toBe('Clearline password reset code');
    await subject().fill(SUBJECT);
    await expect(problem()).toHaveCount(0);
    await expect(previewSubject()).toHaveText('Subject: Clearline password reset code');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('an attachment is added and listed', async () => {
    await page
      .getByTestId('attachment-input')
      .setInputFiles({ name: 'reset-help.txt', mimeType: 'text/plain', buffer: Buffer.from('Call the help desk.\n') });
    await toast(page, 'Successfully Added Attachment');
    const attachments = page.getByRole('list', { name: 'Attachments' });
    await expect(attachments.getByText('reset-help.txt')).toBeVisible();
    await expect(attachments.getByRole('listitem').filter({ hasText: 'reset-help.txt' })).toHaveCount(1);
  });

  test('Send test e-mails the template to the administrator, with the attachment', async () => {
    const seen = new Set(mailFiles());
    await page.getByRole('button', { name: 'Send test' }).click();
    await toast(page, `Test e-mail sent to ${ADMIN_EMAIL}`);
    await settle(page);
    await shot('05-test-sent');
    const deadline = Date.now() + 60_000;
    let mail = '';
    while (!mail && Date.now() < deadline) {
      const file = mailFiles().find((f) => !seen.has(f) && f.endsWith(`-${ADMIN_EMAIL}.eml`));
      if (file) mail = readMail(file);
      else await page.waitForTimeout(250);
    }
    expect(mail).toMatch(/^Subject: Clearline password reset code$/m);
    expect(mail).toContain('Your Clearline password reset code is 654321');
    expect(mail).toContain('filename=reset-help.txt');
  });

  test('the attachment is removed after confirming', async () => {
    await page.getByRole('button', { name: 'Remove reset-help.txt' }).click();
    await page.getByRole('button', { name: "Yes I'm sure" }).click();
    await toast(page, 'Successfully Deleted Attachment');
    await expect(page.getByRole('list', { name: 'Attachments' }).getByText('reset-help.txt')).toHaveCount(0);
  });
});
