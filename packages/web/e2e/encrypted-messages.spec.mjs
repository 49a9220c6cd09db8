import { expect, test } from '@playwright/test';
import { expectPath, login, useSession } from './lib.mjs';
import { api, field, inlineError, signOut, toast } from './personnel-lib.mjs';

const PASSWORD = 'Clearline-Demo-2026!';
const SUBJECT = `Badge left at the gate ${Date.now()}`;
const BODY =
  'I found a visitor badge on the floor near the loading dock.\nIt belongs to the 3rd-floor lab; I handed it to the guard at 08:40.';

test.describe.serial('Encrypted messages: an employee writes to the security office, the FSO reads it, nobody else can', () => {
  let page, baseUrl, shot;
  let messageId;
  useSession('encrypted-messages', (s) => ({ page, baseUrl, shot } = s), { cleanup: async () => signOut(page, baseUrl) });

  const row = () =>
    page
      .getByRole('row')
      .filter({ has: page.getByText('Erin Employee') })
      .first();

  test('employee.demo opens the send page from My Portal’s requests tab; subject and message are required', async () => {
    await login(page, baseUrl, 'employee.demo', PASSWORD);
    await page.goto(`${baseUrl}/my-portal/requests`);
    await expect(page.getByRole('link', { name: 'Send Encrypted Message' })).toBeVisible();
    await page.waitForTimeout(300);
    await shot('00-my-portal-requests');
    await page.getByRole('link', { name: 'Send Encrypted Message' }).click();
    await expectPath(page, '/encrypted-messages/create');
    await expect(page.getByText('Your subject and message are encrypted when stored')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await inlineError(page, 'Subject is required');
    await inlineError(page, 'Message is required');
    await field(page, 'Subject').fill(SUBJECT);
    await field(page, 'Message').fill(BODY);
    await shot('01-create');
  });

  test('she sends it: the toast, then the sent message with its recipients', async () => {
    await page.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Encrypted message sent to the security office');
    await page.waitForURL(/\/encrypted-messages\/[0-9a-f-]{36}$/);
    messageId = new URL(page.url()).pathname.split('/').pop();
    await expect(page.getByTestId('encrypted-subject')).toHaveText(SUBJECT);
    await expect(page.getByTestId('encrypted-body')).toHaveText(BODY);
    const recipients = page.getByTestId('encrypted-recipients');
    await expect(recipients).toContainText('Frank Officer · Unread');
    await expect(recipients).toContainText('Tara Admin · Unread');
    await page.waitForTimeout(300);
    await shot('02-sent');
  });

  test('her list (from the menu) shows the message as sent and not read yet, with no subject', async () => {
    await page.getByRole('menuitem', { name: 'Encrypted Messages' }).click();
    await expectPath(page, '/encrypted-messages');
    const mine = row();
    await expect(mine).toContainText('Sent');
    await expect(mine).toContainText('Not read yet');
    await expect(mine).toContainText('Security Office (2)');
    await expect(page.getByText(SUBJECT)).toHaveCount(0);
    await shot('03-employee-list');
    await signOut(page, baseUrl);
  });

  test('fso.demo, a recipient by default, sees it unread in his inbox and opens it', async () => {
    await login(page, baseUrl, 'fso.demo', PASSWORD);
    await page.getByRole('menuitem', { name: 'Encrypted Messages' }).click();
    await expectPath(page, '/encrypted-messages');
    const unread = await page.request.get(`${baseUrl}/api/v1/incidents/encrypted-message/me?direction=RECEIVED&read=false&range=[0,0]`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const count = Number(unread.headers()['x-total-count']);
    expect(count).toBeGreaterThan(0);
    await expect(page.getByTestId('encrypted-unread-count')).toHaveText(`Inbox: ${count} unread`);
    const received = page
      .getByRole('row')
      .filter({ hasText: 'Received' })
      .filter({ has: page.getByText('Erin Employee') })
      .first();
    await expect(received).toContainText('Unread');
    await page.getByRole('combobox', { name: 'Direction' }).click();
    await page.getByRole('option', { name: 'Received' }).click();
    // the list writes its filter into the address after a pause: a row clicked before that would be undone by it
    await expect(page).toHaveURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').direction === 'RECEIVED');
    await expect(received).toBeVisible();
    await shot('04-inbox');
    await received.click();
    await expectPath(page, `/encrypted-messages/${messageId}`);
    await expect(page.getByTestId('encrypted-subject')).toHaveText(SUBJECT);
    await expect(page.getByTestId('encrypted-body')).toHaveText(BODY);
    await expect(page.getByTestId('encrypted-message')).toContainText('Erin Employee');
    await expect(page.getByTestId('encrypted-recipients')).toContainText(/Frank Officer · Read/);
    await page.waitForTimeout(300);
    await shot('05-fso-reads');
  });

  test('once opened, the message counts as read in his list and his inbox', async () => {
    const mine = await api(
      page,
      baseUrl,
      'GET',
      `/incidents/encrypted-message/me?direction=RECEIVED&filter=${encodeURIComponent(JSON.stringify({ id: messageId }))}`,
    );
    expect(mine).toEqual([expect.objectContaining({ id: messageId, read: true })]);
    await page.getByRole('link', { name: 'Encrypted Messages' }).last().click();
    await expectPath(page, '/encrypted-messages');
    await expect(row()).toContainText(/Read \d/);
    await shot('06-fso-list-after-reading');
    await signOut(page, baseUrl);
  });

  test('employee.demo sees that the security office has read it', async () => {
    await login(page, baseUrl, 'employee.demo', PASSWORD);
    // the list keeps its filters in the browser: start from none (the FSO chose "Received" in this browser)
    await page.goto(`${baseUrl}/encrypted-messages?filter=${encodeURIComponent('{}')}`);
    await expect(row()).toContainText('Read by 1 of 2');
    await row().click();
    await expectPath(page, `/encrypted-messages/${messageId}`);
    await expect(page.getByTestId('encrypted-recipients')).toContainText(/Frank Officer · Read/);
    await expect(page.getByTestId('encrypted-recipients')).toContainText('Tara Admin · Unread');
    await page.waitForTimeout(300);
    await shot('07-sender-sees-read');
    await signOut(page, baseUrl);
  });

  test('pm.demo, neither sender nor recipient, gets the not-found page', async () => {
    await login(page, baseUrl, 'pm.demo', PASSWORD);
    await page.goto(`${baseUrl}/encrypted-messages/${messageId}`);
    await expect(page.getByText('The page is not found')).toBeVisible();
    await expect(page.getByText(SUBJECT)).toHaveCount(0);
    await expect(page.getByText('loading dock')).toHaveCount(0);
    await shot('08-not-a-recipient');
  });
});
