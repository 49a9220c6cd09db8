import { expect, test } from '@playwright/test';
import { expectPath, login, tenantDay, useSession } from './lib.mjs';
import { api, choose, signOut, toast } from './personnel-lib.mjs';

const PASSWORD = 'Clearline-Demo-2026!';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

test.describe.serial('My Portal: the employee walks every tab, edits a phone number and uploads a document', () => {
  let page, baseUrl, shot;
  useSession('my-portal', (s) => ({ page, baseUrl, shot } = s), { cleanup: async () => signOut(page, baseUrl) });
  const card = (testId) => page.getByTestId(testId);

  test('employee.demo opens My Portal from the menu: open actions, announcements, reports, points of contact and downloads', async () => {
    await login(page, baseUrl, 'employee.demo', PASSWORD);
    await page.getByRole('menuitem', { name: 'My Portal' }).click();
    await expectPath(page, '/my-portal/portal');
    const actions = await api(page, baseUrl, 'GET', '/my-portal/me/open-actions');
    expect(actions.length).toBeGreaterThan(0);
    await expect(card('my-open-actions').getByRole('row')).toHaveCount(actions.length + 1, { timeout: 30_000 });
    const { reports } = await api(page, baseUrl, 'GET', '/my-portal/reports');
    expect(reports.length).toBe(9);
    await expect(card('my-reports').getByRole('link', { name: 'Foreign Travel Report' })).toHaveAttribute(
      'href',
      '/my-portal/requests/foreign-travel-report/create',
    );
    const pocs = await api(page, baseUrl, 'GET', '/tenant-master-data/poc/my-portal');
    if (pocs.length) await expect(card('my-pocs')).toContainText(pocs[0].name);
    const downloads = await api(page, baseUrl, 'GET', '/tenant-master-data/downloads');
    if (downloads.length) await expect(card('my-downloads')).toContainText(downloads[0].prettyName);
    await page.waitForTimeout(500);
    await shot('01-portal');
  });

  test('Personal shows her record; she changes her cell phone and sees the spec’s toast', async () => {
    await page.getByRole('tab', { name: 'Personal' }).click();
    await expectPath(page, '/my-portal/personal');
    await expect(page.getByRole('region', { name: 'My Record' })).toContainText('Erin Employee');
    await expect(page.getByRole('region', { name: 'My Record' })).toContainText('Systems Engineer');
    await shot('02-personal');
    const contacts = page.getByRole('region', { name: 'Contact Info' });
    await contacts.getByRole('button', { name: 'Edit Contact Info' }).click();
    const cell = contacts.getByLabel(/^Cell Phone Number/).first();
    await cell.fill('5715550199');
    await shot('03-personal-editing');
    await contacts.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Successfully Updated Personnel: Erin Employee');
    const me = await api(page, baseUrl, 'GET', '/my-portal/me');
    expect(me.personnel.personnelContacts.find((c) => c.contactTypeEnum === 'PERSONAL').cellPhoneNumber).toBe('571-555-0199');
    await expect(contacts.getByLabel(/^Cell Phone Number/).first()).toHaveValue('571-555-0199');
  });

  test('Clearance lists her clearance, investigation and polygraph, read-only', async () => {
    await page.getByRole('tab', { name: 'Clearance' }).click();
    await expectPath(page, '/my-portal/clearance');
    await expect(page.getByRole('table', { name: 'Clearances' })).toContainText('Secret');
    await expect(page.getByRole('table', { name: 'Investigations' })).toContainText('Tier 3');
    await expect(page.getByRole('table', { name: 'Polygraphs' })).toContainText('Counterintelligence');
    await expect(page.getByRole('button', { name: /edit/i })).toHaveCount(0);
    await shot('04-clearance');
  });

  test('Documents: she uploads her signed SF-312 and it waits for review; her annual training is shown', async () => {
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expectPath(page, '/my-portal/documents');
    // a cleared person: the training is due until she uploads her signed refresher briefing
    await expect(card('my-annual-training').getByRole('alert')).toContainText('upload your signed annual refresher briefing');
    await shot('05-documents');
    const form = card('my-upload');
    await choose(page, form, 'Document Title', 'SF-312 Classified Information Nondisclosure Agreement');
    await form.getByLabel('Date Signed').fill(tenantDay(-336));
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), form.getByRole('button', { name: 'Choose File' }).click()]);
    await chooser.setFiles({ name: 'erin-sf312.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Upload Document' }).click();
    await toast(page, 'Successfully Uploaded');
    const row = page.getByRole('table', { name: 'My Documents' }).getByRole('row').filter({ hasText: 'erin-sf312.pdf' });
    await expect(row).toContainText('Needs Review');
    await shot('06-documents-uploaded');
  });

  test('FAQs and Requests', async () => {
    await page.getByRole('tab', { name: 'FAQs' }).click();
    await expectPath(page, '/my-portal/faqs');
    await card('my-faqs').getByText('How do I change my address or phone number?').click();
    await expect(card('my-faqs')).toContainText('Open My Portal, Personal, and edit your contact details.');
    await shot('07-faqs');
    await page.getByRole('tab', { name: 'Requests' }).click();
    await expectPath(page, '/my-portal/requests');
    await expect(card('my-requests')).toContainText('Return your temporary visitor badge');
    await shot('08-requests');
  });
});
