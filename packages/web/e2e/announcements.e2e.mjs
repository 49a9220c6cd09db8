import { login } from './lib.mjs';
import { api, field, signOut } from './personnel-lib.mjs';

export const name =
  'announcements: banner with dismiss, pre-login area, login stop; system settings MFA override confirmation; knowledge centre';

const ADMIN = [process.env.ADMIN_USERNAME ?? 'admin', process.env.ADMIN_PASSWORD ?? 'Clearline-Admin-2026!'];
const EMPLOYEE = ['employee.demo', 'Clearline-Demo-2026!'];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stamp = Date.now().toString(36).slice(-5);

export async function run({ page, baseUrl, shot, expect }) {
  await login(page, baseUrl, ADMIN[0], ADMIN[1]);
  const announcement = (over) => ({
    announcementTitle: `Notice ${stamp}`,
    announcementText: 'Badges must be worn at all times.',
    announcementStartDate: day(-1),
    announcementEndDate: day(1),
    ...over,
  });
  const banner = await api(page, baseUrl, 'POST', '/announcements/SYSTEM', announcement({}));
  const preLogin = await api(
    page,
    baseUrl,
    'POST',
    '/announcements/SYSTEM',
    announcement({ announcementTitle: `Maintenance ${stamp}`, showBeforeLogin: true }),
  );
  const video = await api(page, baseUrl, 'POST', '/knowledge-center', {
    type: 'PERSONNEL',
    title: `Adding personnel ${stamp}`,
    videoUrl: 'https://videos.example/add-personnel.mp4',
  });

  try {
    // system settings: turning on MFA_OVERRIDE asks first
    await page.goto(`${baseUrl}/system-settings`);
    const override = page.getByLabel('MFA Override (disable one-time codes for all tenants)');
    await override.waitFor();
    await override.click();
    await page
      .getByText(
        'Turning on this setting on will disable the OTP setting for all tenants. This should not be exercised unless there is an emergency blocker situation. Are you sure you want to proceed?',
      )
      .waitFor();
    await shot('01-mfa-override-confirm');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect.equal(await override.isChecked(), false, 'cancel keeps MFA_OVERRIDE off');
    const idle = field(page, 'Session Idle Time-out (minutes)');
    await idle.fill('0');
    await page.getByText('Error: Value must be greater than 1').waitFor();
    expect.equal(await page.getByRole('button', { name: 'Save Settings' }).isDisabled(), true);

    // knowledge centre: by type, then the player
    await page.goto(`${baseUrl}/knowledge-center`);
    await page.getByRole('region', { name: 'Personnel' }).getByText(`Adding personnel ${stamp}`).click();
    await page.waitForURL((u) => u.pathname === `/knowledge-center/${video.id}`);
    const player = page.locator('video');
    await player.waitFor();
    expect.equal(await player.getAttribute('src'), 'https://videos.example/add-personnel.mp4');
    await shot('02-knowledge-center-video');

    // the employee sees both in the banner and dismisses one
    await signOut(page, baseUrl);
    await page.context().clearCookies();
    await login(page, baseUrl, EMPLOYEE[0], EMPLOYEE[1]);
    const bannerArea = page.getByTestId('announcement-banner');
    await bannerArea.getByText(`Notice ${stamp}`).waitFor();
    await bannerArea.getByText(`Maintenance ${stamp}`).waitFor();
    await shot('03-banner');
    await bannerArea.getByRole('button', { name: `Dismiss Notice ${stamp}` }).click();
    await bannerArea.getByText(`Notice ${stamp}`).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('announcement-banner').getByText(`Maintenance ${stamp}`).waitFor();
    expect.equal(await page.getByText(`Notice ${stamp}`).count(), 0, 'a dismissed announcement stays hidden');

    // the login page shows the pre-login announcement; stopping logins refuses the sign-in
    await signOut(page, baseUrl);
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('pre-login-announcements').getByText(`Maintenance ${stamp}`).waitFor();
    await shot('04-pre-login');
  } finally {
    await signOut(page, baseUrl);
    await page.context().clearCookies();
    await login(page, baseUrl, ADMIN[0], ADMIN[1]);
    await api(
      page,
      baseUrl,
      'PUT',
      `/announcements/SYSTEM/${preLogin.id}`,
      announcement({ announcementTitle: `Maintenance ${stamp}`, showBeforeLogin: true, stopUserLogin: true }),
    );
  }

  try {
    await signOut(page, baseUrl);
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[name="username"]').fill(EMPLOYEE[0]);
    await page.locator('input[name="password"]').fill(EMPLOYEE[1]);
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Login currently disabled, see announcement above for details.').waitFor();
    await shot('05-login-stopped');
  } finally {
    await signOut(page, baseUrl);
    await page.context().clearCookies();
    await login(page, baseUrl, ADMIN[0], ADMIN[1]);
    for (const a of [banner, preLogin]) await api(page, baseUrl, 'DELETE', `/announcements/SYSTEM/${a.id}`);
    await api(page, baseUrl, 'DELETE', `/knowledge-center/${video.id}`);
    await signOut(page, baseUrl);
  }
}
