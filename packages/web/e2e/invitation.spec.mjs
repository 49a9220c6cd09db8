// The invitation flow in the browser: the security officer invites a new person, the person opens the
// e-mailed link in a fresh browser without signing in, enters the e-mailed code, fills in the form and
// sees the submitted dialog; the officer then sees the person waiting for review.
import { expect, test } from '@playwright/test';
import { ACTION_TIMEOUT, login, mailFiles, NAVIGATION_TIMEOUT, useSession, waitForMailMatch } from './lib.mjs';
import { choose, field, settle, signOut, toast } from './personnel-lib.mjs';

const FSO = ['fso.demo', 'Clearline-Demo-2026!'];
const stamp = Date.now().toString(36).slice(-5);
const email = `ivy.${stamp}@invite.example`;
const first = 'Ivy';
const last = `Invitee${stamp}`;
const ssn = `6${String(Date.now() % 100_000_000).padStart(8, '0')}`;

test.describe.serial('invitation: invite, complete the form without signing in, review', () => {
  let page, baseUrl, shot;
  let link;
  let personnelId;
  useSession('invitation', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => signOut(page, baseUrl) });

  test('the security officer invites a new person from the personnel list actions', async () => {
    await login(page, baseUrl, ...FSO);
    await page.goto(`${baseUrl}/personnel/invitations`);
    await field(page, 'First Name').fill(first);
    await field(page, 'Last Name').fill(last);
    await field(page, 'Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText('Work Email Address is not valid')).toBeVisible();
    await shot('01-invite-validation');
    await field(page, 'Email').fill(email);
    const seen = new Set(mailFiles());
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await toast(page, '1 invitation sent');
    link = await waitForMailMatch(seen, /(https?:\/\/\S+\/self-service\/invite\?userdata=[A-Za-z0-9._%-]+)/);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Sent');
    await settle(page);
    await shot('02-invitations-list');
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: `Invitation: ${first} ${last}` })).toBeVisible();
    personnelId = new URL(page.url()).pathname.split('/').pop();
    await expect(page.getByTestId('invitation-status')).toHaveText('Sent');
    await shot('03-person-invitation');
  });

  test('the invitee opens the e-mailed link in a fresh browser, enters the code and submits the form', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(ACTION_TIMEOUT);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT);
    const guest = await context.newPage();
    const guestShot = (name) => guest.screenshot({ path: `e2e/screenshots/invitation/${name}.png`, fullPage: true });
    try {
      const target = new URL(link);
      const seen = new Set(mailFiles());
      await guest.goto(`${baseUrl}${target.pathname}${target.search}`);
      await toast(guest, 'Successfully Validated Invitation');
      const submitCode = guest.getByRole('button', { name: 'Submit Code' });
      await expect(submitCode).toBeDisabled();
      await guestShot('04-otp-entry');
      const code = await waitForMailMatch(seen, /one-time code is (\d{6})/);
      await guest.getByLabel('One-Time Code').fill(code);
      await expect(submitCode).toBeEnabled();
      await submitCode.click();
      await toast(guest, 'Successfully Passed OTP Code');
      await expect(guest.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
      // names and work e-mail come from the code's reply, read-only
      await expect(field(guest, 'First Name')).toHaveValue(first);
      await expect(field(guest, 'Work Email Address')).toHaveValue(email);
      await expect(field(guest, 'Work Email Address')).toHaveAttribute('readonly', '');
      // required fields
      await guest.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(guest.getByText('SSN is required')).toBeVisible();
      await guestShot('05-form-required');
      await field(guest, 'SSN').fill(ssn);
      await field(guest, 'Birth Date').fill('1991-06-15');
      await choose(guest, guest, 'Gender', 'Female');
      await choose(guest, guest, 'Marital Status', 'Single');
      await field(guest, 'Place of Birth City').fill('Huntsville');
      await choose(guest, guest, 'Place of Birth State', 'Alabama');
      await choose(guest, guest, 'Citizenship Type', 'Born in US');
      // Born in US: the citizenship date is the birth date
      await expect(field(guest, 'US Citizenship Date')).toHaveValue('1991-06-15');
      await settle(guest);
      await guestShot('06-form-filled');
      await guest.getByRole('button', { name: 'Submit', exact: true }).click();
      const dialog = guest.getByRole('dialog', { name: 'Personnel Has Been Created' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('submitted for review');
      await toast(guest, 'Successfully submitted personal information');
      await settle(guest);
      await guestShot('07-submitted-dialog');
      // the link is used up
      await guest.goto(`${baseUrl}${target.pathname}${target.search}`);
      // the toast carries the server's message (spec 02 §8: the fallback only when there is none)
      await expect(guest.getByText(/was already used/).first()).toBeVisible();
      await guestShot('08-link-used');
    } finally {
      await context.close();
    }
  });

  test('the security officer sees the person waiting for review and creates the account', async () => {
    await page.goto(`${baseUrl}/personnel/invite/${personnelId}`);
    await expect(page.getByTestId('invitation-status')).toHaveText('Submitted For Review');
    await settle(page);
    await shot('09-submitted-for-review');
    await page.goto(`${baseUrl}/personnel/${personnelId}/open-actions`);
    await expect(page.getByText(`Review invited person's information: ${first} ${last}`)).toBeVisible();
    await settle(page);
    await shot('10-review-open-action');
    await page.goto(`${baseUrl}/personnel/invite/${personnelId}`);
    await page.getByRole('button', { name: 'Create User Account' }).click();
    await toast(page, `User account ${email} created`);
    await expect(page.getByTestId('invitation-status')).toHaveText('Reviewed');
    await shot('11-account-created');
    // the dashboard tile
    await page.goto(`${baseUrl}/`);
    const tile = page.getByTestId('dashboard-invitations');
    await expect(tile).toContainText('Invitations not completed');
    await expect(tile.getByTestId('invitations-not-completed')).toHaveText(/^\d+$/);
    await settle(page);
    await tile.screenshot({ path: 'e2e/screenshots/invitation/12-dashboard-tile.png' });
  });

  test('a link opened more often than its codes allow locks, and tells the invitee to ask the security office', async ({ browser }) => {
    // a second person: five openings e-mail five codes; the sixth locks the invitation
    const lockedEmail = `lock.${stamp}@invite.example`;
    await page.goto(`${baseUrl}/personnel/invitations`);
    await field(page, 'First Name').fill('Lena');
    await field(page, 'Last Name').fill(`Locked${stamp}`);
    await field(page, 'Email').fill(lockedEmail);
    const seen = new Set(mailFiles());
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await toast(page, '1 invitation sent');
    const lockedLink = new URL(await waitForMailMatch(seen, /(https?:\/\/\S+\/self-service\/invite\?userdata=[A-Za-z0-9._%-]+)/));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(ACTION_TIMEOUT);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT);
    const guest = await context.newPage();
    try {
      for (let i = 0; i < 5; i++) {
        await guest.goto(`${baseUrl}${lockedLink.pathname}${lockedLink.search}`);
        await toast(guest, 'Successfully Validated Invitation');
      }
      await guest.goto(`${baseUrl}${lockedLink.pathname}${lockedLink.search}`);
      await expect(guest.getByText(/This invitation is locked/).first()).toBeVisible();
      await expect(guest.getByRole('button', { name: 'Submit Code' })).toHaveCount(0);
      await settle(guest);
      await guest.screenshot({ path: 'e2e/screenshots/invitation/13-invitation-locked.png', fullPage: true });
    } finally {
      await context.close();
    }
  });
});
