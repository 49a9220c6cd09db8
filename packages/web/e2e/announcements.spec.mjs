import { expect, test } from '@playwright/test';
import { expectPath, login, useSession } from './lib.mjs';
import { api, field, signOut } from './personnel-lib.mjs';

const ADMIN = [process.env.ADMIN_USERNAME ?? 'admin', process.env.ADMIN_PASSWORD ?? 'Clearline-Admin-2026!'];
const EMPLOYEE = ['employee.demo', 'Clearline-Demo-2026!'];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stamp = Date.now().toString(36).slice(-5);
const MFA_OVERRIDE_WARNING =
  'Turning on this setting on will disable the OTP setting for all tenants. This should not be exercised unless there is an emergency blocker situation. Are you sure you want to proceed?';

const announcement = (over) => ({
  announcementTitle: `Notice ${stamp}`,
  announcementText: 'Badges must be worn at all times.',
  announcementStartDate: day(-1),
  announcementEndDate: day(1),
  ...over,
});
const maintenance = (over) => announcement({ announcementTitle: `Maintenance ${stamp}`, showBeforeLogin: true, ...over });

test.describe
  .serial('announcements: banner with dismiss, pre-login area, login stop; system settings MFA override confirmation; knowledge centre', () => {
  let page, baseUrl, shot;
  let banner, preLogin, video;

  /** Signs out and back in as someone else, from a clean cookie jar. */
  async function switchUser([username, password]) {
    await signOut(page, baseUrl);
    await page.context().clearCookies();
    await login(page, baseUrl, username, password);
  }

  useSession('announcements', (s) => ({ page, baseUrl, shot } = s), {
    // removes what the file created, so no announcement (least of all the login stop) outlives it
    cleanup: async () => {
      await switchUser(ADMIN);
      for (const a of [banner, preLogin].filter(Boolean)) await api(page, baseUrl, 'DELETE', `/announcements/SYSTEM/${a.id}`);
      if (video) await api(page, baseUrl, 'DELETE', `/knowledge-center/${video.id}`);
      await signOut(page, baseUrl);
    },
  });

  test('the system administrator creates a banner, a pre-login announcement and a knowledge-centre video', async () => {
    await login(page, baseUrl, ADMIN[0], ADMIN[1]);
    banner = await api(page, baseUrl, 'POST', '/announcements/SYSTEM', announcement({}));
    preLogin = await api(page, baseUrl, 'POST', '/announcements/SYSTEM', maintenance({}));
    video = await api(page, baseUrl, 'POST', '/knowledge-center', {
      type: 'PERSONNEL',
      title: `Adding personnel ${stamp}`,
      videoUrl: 'https://videos.example/add-personnel.mp4',
    });
    expect(banner.id).toBeTruthy();
    expect(preLogin.id).toBeTruthy();
    expect(video.id).toBeTruthy();
  });

  // system settings: turning on MFA_OVERRIDE asks first
  const override = () => page.getByLabel('MFA Override (disable one-time codes for all tenants)');

  test('system settings show the MFA override switch', async () => {
    await page.goto(`${baseUrl}/system-settings`);
    await expect(override()).toBeVisible();
    // the switch shows the stored value
    const stored = (await api(page, baseUrl, 'GET', '/system-settings/SECURITY')).find((s) => s.parameterName === 'MFA_OVERRIDE');
    await expect(override()).toBeChecked({ checked: stored.value === 'TRUE' });
  });

  test('turning on the MFA override asks for confirmation', async () => {
    await override().click();
    await expect(page.getByRole('dialog').getByText(MFA_OVERRIDE_WARNING)).toBeVisible();
    // nothing is turned on before the answer
    await expect(override()).not.toBeChecked();
    await shot('01-mfa-override-confirm');
  });

  test('cancel keeps the MFA override off', async () => {
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(override()).not.toBeChecked();
  });

  test('an idle time-out of 0 shows "Value must be greater than 1"', async () => {
    await field(page, 'Session Idle Time-out (minutes)').fill('0');
    await expect(page.getByText('Error: Value must be greater than 1')).toBeVisible();
    await expect(field(page, 'Session Idle Time-out (minutes)')).toHaveValue('0');
  });

  test('an idle time-out of 0 disables Save Settings', async () => {
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
  });

  // knowledge centre: by type, then the player
  test('the knowledge centre lists the video under its type and opens its page', async () => {
    await page.goto(`${baseUrl}/knowledge-center`);
    await page.getByRole('region', { name: 'Personnel' }).getByText(`Adding personnel ${stamp}`).click();
    await expectPath(page, `/knowledge-center/${video.id}`);
  });

  test('the video page plays the video from its address', async () => {
    const player = page.locator('video');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('src', 'https://videos.example/add-personnel.mp4');
    await shot('02-knowledge-center-video');
  });

  // the employee sees both in the banner and dismisses one
  const bannerArea = () => page.getByTestId('announcement-banner');

  test('the employee sees the notice in the banner', async () => {
    await switchUser(EMPLOYEE);
    await expect(bannerArea().getByText(`Notice ${stamp}`)).toBeVisible();
    await expect(bannerArea()).toContainText('Badges must be worn at all times.');
  });

  test('the employee sees the maintenance announcement in the banner', async () => {
    await expect(bannerArea().getByText(`Maintenance ${stamp}`)).toBeVisible();
    // both announcements are shown with their text
    await expect(bannerArea().getByText('Badges must be worn at all times.')).toHaveCount(2);
    await shot('03-banner');
  });

  test('dismissing the notice removes it from the banner', async () => {
    await bannerArea()
      .getByRole('button', { name: `Dismiss Notice ${stamp}` })
      .click();
    await expect(bannerArea().getByText(`Notice ${stamp}`)).toHaveCount(0);
  });

  test('after a reload the banner still shows the maintenance announcement', async () => {
    await page.reload();
    await expect(bannerArea().getByText(`Maintenance ${stamp}`)).toBeVisible();
    await expect(bannerArea().getByText(`Maintenance ${stamp}`)).toHaveCount(1);
  });

  test('after a reload the dismissed notice stays hidden', async () => {
    await expect(page.getByText(`Notice ${stamp}`)).toHaveCount(0);
  });

  // the login page shows the pre-login announcement; stopping logins refuses the sign-in
  test('the login page shows the pre-login announcement', async () => {
    await signOut(page, baseUrl);
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/login`);
    await expect(page.getByTestId('pre-login-announcements').getByText(`Maintenance ${stamp}`)).toBeVisible();
    // only the announcement marked to show before sign-in is there
    await expect(page.getByTestId('pre-login-announcements').getByText(`Notice ${stamp}`)).toHaveCount(0);
    await shot('04-pre-login');
  });

  test('the system administrator turns the pre-login announcement into a login stop', async () => {
    await switchUser(ADMIN);
    const updated = await api(page, baseUrl, 'PUT', `/announcements/SYSTEM/${preLogin.id}`, maintenance({ stopUserLogin: true }));
    expect(updated.stopUserLogin).toBe(true);
  });

  test('with logins stopped, the employee is refused with the login-stop message', async () => {
    await signOut(page, baseUrl);
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[name="username"]').fill(EMPLOYEE[0]);
    await page.locator('input[name="password"]').fill(EMPLOYEE[1]);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('Login currently disabled, see announcement above for details.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.locator('input[name="otp"]')).toHaveCount(0);
    await shot('05-login-stopped');
  });
});
