// Identity in the browser: the login views, a sign-in with the e-mailed one-time code (read from
// the mail folder) after wrong codes that count toward the lockout warning, a page refused for lack
// of permission, users (add, lock, unlock), roles (add, permission editor), page access when the
// session check and permission load fail, a 401 sending the user to the login, and signing out.
// Needs the seeded demo users (scripts/start seeds them); the server writes e-mail as .eml files
// into MAIL_DIR (default .data/mail at the repository root) when SMTP_URL is not set.
import { expect, test } from '@playwright/test';
import { expectPath, login, mailFiles, useSession, waitForMailMatch } from './lib.mjs';
import { api, choose, field, settle, signOut as endSession, toast } from './personnel-lib.mjs';

const stamp = Date.now().toString(36).slice(-5);
const LOGIN_FAILED = 'Your login attempt is not successful. Please check your credentials.';
const LOCKOUT_WARNING = 'Your account will be locked out after 3 failed login attempts.';
const CODE_REJECTED = 'The one-time code is not correct or has expired. Enter the code from the latest e-mail.';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Clearline-Demo-2026!';
/** The user menu of the app bar: named by the signed-in user's name, which it shows. */
const userMenu = (page) => page.getByRole('banner').locator('.RaUserMenu-userButton');
const username = `e2e.user.${stamp}`;
const roleName = `E2E_ROLE_${stamp.toUpperCase()}`;

test.describe
  .serial('identity: login views, MFA sign-in with the mailed code, wrong codes counted, page refused, users and roles admin, page access failures, sign-out', () => {
  let page, baseUrl, shot;
  useSession('identity', (s) => ({ page, baseUrl, shot } = s), { cleanup: () => endSession(page, baseUrl) });
  const confirm = () => page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const loginAttempts = () => page.evaluate(() => JSON.parse(localStorage.getItem('login_attempts') ?? '{}'));
  const storedAttempts = () => page.evaluate(() => localStorage.getItem('login_attempts'));
  const loginError = () => page.getByTestId('login-error');
  const otp = () => page.locator('input[name="otp"]');
  const submit = () => page.locator('form button[type="submit"]').click();
  const onLogin = (url) => url.pathname === '/login';
  /** The throwaway user as the server stores it. */
  const storedUser = async () =>
    (await api(page, baseUrl, 'GET', `/users?filter=${encodeURIComponent(JSON.stringify({ q: username }))}`)).find(
      (u) => u.username === username,
    );

  // ---- the four views of /login ----
  test('the login view offers Sign in', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => localStorage.removeItem('login_attempts'));
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('input[name="username"]')).toBeEditable();
    await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'password');
    await shot('login');
  });

  test('Forgot password? shows the forgot-password view with Send code', async () => {
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(page.locator('input[name="password"]')).toHaveCount(0);
    await expect(page.locator('input[name="username"]')).toBeEditable();
  });

  test('the forgot-password view is in the address', async () => {
    await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'forgot-password');
    await shot('forgot-password');
  });

  test('the reset-password view asks for the code', async () => {
    await page.goto(`${baseUrl}/login?view=reset-password&username=someone`);
    await expect(otp()).toBeEditable();
    await expect(otp()).toHaveValue('');
    await shot('reset-password');
  });

  test('the privacy-policy view shows the policy', async () => {
    await page.goto(`${baseUrl}/login?view=privacy-policy`);
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('input[name="password"]')).toHaveCount(0);
    await shot('privacy-policy');
  });

  // ---- bad credentials: the spec's message, with the lockout warning from the second attempt ----
  async function badSignIn(i) {
    await page.locator('input[name="username"]').fill('nobody.here');
    await page.locator('input[name="password"]').fill(`wrong-password-${i}`);
    await submit();
  }

  test('a first failed sign-in shows the failure message', async () => {
    await page.goto(`${baseUrl}/login`);
    await badSignIn(1);
    await expect(loginError().getByText(LOGIN_FAILED, { exact: false })).toBeVisible();
    await expect(loginError().getByText(LOCKOUT_WARNING, { exact: false })).toHaveCount(0);
    await expect(page).toHaveURL(onLogin);
  });

  test('a second failed sign-in shows the lockout warning', async () => {
    await badSignIn(2);
    await expect(loginError().getByText(LOCKOUT_WARNING, { exact: false })).toBeVisible();
    await expect(loginError().getByText(LOGIN_FAILED, { exact: false })).toBeVisible();
    await shot('login-failed');
  });

  test('the browser counts two failed attempts', async () => {
    expect((await loginAttempts()).attempts).toHaveLength(2);
    await page.evaluate(() => localStorage.removeItem('login_attempts'));
  });

  // ---- an employee signs in with the mailed code; two wrong codes first count as failed attempts
  // (the server counts them toward its lockout, so the warning shows from the second) ----
  let code, wrong;

  test('the right password asks for the one-time code', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[name="username"]').fill('employee.demo');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    const seen = new Set(mailFiles());
    await submit();
    await expect(otp()).toBeVisible();
    await shot('login-one-time-code');
    code = await waitForMailMatch(seen, /sign-in code is (\d{6})/);
    expect(code).toMatch(/^\d{6}$/);
    wrong = code === '000000' ? '111111' : '000000';
  });

  test('a first wrong code is rejected', async () => {
    await otp().fill(wrong);
    await submit();
    await expect(loginError().getByText(CODE_REJECTED, { exact: false })).toBeVisible();
    await expect(page).toHaveURL(onLogin);
    await expect(otp()).toBeEditable();
  });

  test('a first wrong code shows no lockout warning', async () => {
    await expect(loginError().getByText(LOCKOUT_WARNING, { exact: false })).toHaveCount(0);
  });

  test('a first wrong code counts one failed attempt', async () => {
    expect((await loginAttempts()).attempts?.length).toBe(1);
  });

  test('a second wrong code is rejected', async () => {
    await otp().fill(wrong);
    await submit();
    await expect(loginError().getByText(CODE_REJECTED, { exact: false })).toBeVisible();
    await expect(page).toHaveURL(onLogin);
  });

  test('a second wrong code shows the lockout warning', async () => {
    await expect(loginError().getByText(LOCKOUT_WARNING, { exact: false })).toBeVisible();
    await expect(loginError().getByText(CODE_REJECTED, { exact: false })).toBeVisible();
  });

  test('a second wrong code counts two failed attempts', async () => {
    expect((await loginAttempts()).attempts?.length).toBe(2);
    await shot('login-code-rejected');
  });

  test('the right code signs the employee in', async () => {
    await otp().fill(code);
    await submit();
    await expect(page).toHaveURL((url) => url.pathname !== '/login');
    // the user menu is named by the name it shows (label in name)
    const menu = userMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAccessibleName((await menu.innerText()).trim());
  });

  test('signing in clears the failed attempts', async () => {
    expect(await storedAttempts()).toBeNull();
  });

  // ---- the employee is refused the users page ----
  test('the employee is sent from /users to /', async () => {
    await page.goto(`${baseUrl}/users`);
    await expectPath(page, '/');
  });

  test('the employee is sent from a role editor to /', async () => {
    await page.goto(`${baseUrl}/roles/00000000-0000-4000-8000-000000000000/edit`);
    await expectPath(page, '/');
  });

  test('my account shows the employee', async () => {
    await page.goto(`${baseUrl}/my-account`);
    await expect(page.getByText('employee.demo').first()).toBeVisible();
    const me = await api(page, baseUrl, 'GET', '/users/me');
    expect(me.username).toBe('employee.demo');
    await expect(field(page, 'Email Address')).toHaveValue(me.email);
    await shot('my-account');
  });

  test('Logout in the profile menu ends on /login', async () => {
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(page, '/login');
  });

  test('signing out leaves no failed attempts', async () => {
    expect(await storedAttempts()).toBeNull();
  });

  // ---- a tenant administrator sees users and the role permission editor ----
  test('a tenant administrator sees the users', async () => {
    await login(page, baseUrl, 'admin.demo', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/users`);
    await expect(page.getByText('fso.demo').first()).toBeVisible();
    const fso = (await api(page, baseUrl, 'GET', `/users?filter=${encodeURIComponent(JSON.stringify({ q: 'fso.demo' }))}`)).find(
      (u) => u.username === 'fso.demo',
    );
    await expect(page.getByRole('row').filter({ hasText: 'fso.demo' }).first()).toContainText(fso.email);
    await shot('users');
  });

  test('a tenant administrator sees the roles', async () => {
    await page.goto(`${baseUrl}/roles`);
    await expect(page.getByText('Facility Security Officer').first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Employee' }).first()).toBeVisible();
  });

  test('a role opens its permission editor', async () => {
    await page.getByText('Facility Security Officer').first().click();
    await expect(page).toHaveURL((u) => /^\/roles\/[0-9a-f-]{36}\/edit$/.test(u.pathname));
    // the editor shows the role's stored VISITS view permission
    const fsoRole = new URL(page.url()).pathname.split('/')[2];
    const visitsView = (await api(page, baseUrl, 'GET', `/roles/${fsoRole}/permissions`)).find((e) => e.module.name === 'VISITS')?.canView;
    await expect(page.locator('tr[data-module="VISITS"]').getByRole('checkbox').first()).toBeChecked({ checked: Boolean(visitsView) });
    await shot('role-permissions');
  });

  // ---- users: add a throwaway user, lock it, unlock it ----
  const row = () => page.locator('tr').filter({ hasText: username });

  test('Add New User opens /users/add', async () => {
    await page.goto(`${baseUrl}/users`);
    await page.getByRole('link', { name: 'Add New User' }).click();
    await expectPath(page, '/users/add');
  });

  test('a new user is created with a toast', async () => {
    await field(page, 'Username').fill(username);
    await field(page, 'Email Address').fill(`${username}@example.com`);
    await field(page, 'First Name').fill('Throwaway');
    await field(page, 'Last Name').fill(`User ${stamp}`);
    await choose(page, page, 'Roles', 'Employee');
    await page.keyboard.press('Escape');
    await shot('user-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'User created');
  });

  test('after creating, the users list is shown', async () => {
    await expectPath(page, '/users');
  });

  test('the new user is Active', async () => {
    await page.getByPlaceholder('Search').fill(username);
    await expect(row().getByText('Active', { exact: true })).toBeVisible();
    expect(await storedUser()).toMatchObject({ email: `${username}@example.com`, enabled: true, locked: false });
  });

  test('Lock asks for confirmation naming the user', async () => {
    await row().getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(page.getByRole('dialog').getByText(`Lock the user ${username}?`)).toBeVisible();
    // nothing is locked before the confirmation
    expect((await storedUser()).locked).toBe(false);
  });

  test('confirming locks the user with a toast', async () => {
    await confirm();
    await toast(page, 'User locked');
  });

  test('the locked user is Locked', async () => {
    await expect(row().getByText('Locked', { exact: true })).toBeVisible();
    await expect(row().getByRole('button', { name: 'Unlock', exact: true })).toBeVisible();
    expect((await storedUser()).locked).toBe(true);
    await settle(page);
    await shot('user-locked');
  });

  test('Unlock, confirmed, unlocks the user with a toast', async () => {
    await row().getByRole('button', { name: 'Unlock', exact: true }).click();
    await confirm();
    await toast(page, 'User unlocked');
  });

  test('the unlocked user is Active again', async () => {
    await expect(row().getByText('Active', { exact: true })).toBeVisible();
    expect((await storedUser()).locked).toBe(false);
  });

  test('the unlocked user can be locked again', async () => {
    await expect(row().getByRole('button', { name: 'Lock', exact: true })).toBeEnabled();
    await expect(row().getByRole('button', { name: 'Unlock', exact: true })).toHaveCount(0);
    await settle(page);
    await shot('user-unlocked');
  });

  // ---- roles: add a role, tick one module permission, save; the API holds it ----
  let roleId;
  const visits = () => page.locator('tr[data-module="VISITS"]');

  test('a new role is created with a toast', async () => {
    await page.goto(`${baseUrl}/roles/add`);
    await field(page, 'Role Name').fill(roleName);
    await field(page, 'Display Name').fill(`E2E Role ${stamp}`);
    await shot('role-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Role created');
  });

  test('the new role opens in its permission editor', async () => {
    await expect(page).toHaveURL((u) => /^\/roles\/[0-9a-f-]{36}\/edit$/.test(u.pathname));
    roleId = new URL(page.url()).pathname.split('/')[2];
    await expect(visits()).toBeVisible();
  });

  test('the new role cannot view VISITS', async () => {
    const before = (await api(page, baseUrl, 'GET', `/roles/${roleId}/permissions`)).find((e) => e.module.name === 'VISITS');
    expect(before?.canView ?? false).toBe(false);
  });

  test('ticking one permission saves it with a toast', async () => {
    await visits().getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Save Permissions (1)' }).click();
    await toast(page, 'Permissions saved');
  });

  test('after saving, the editor has no changes', async () => {
    await expect(page.getByRole('button', { name: 'No changes' })).toBeVisible();
    await settle(page);
    await shot('role-permission-saved');
    // the editor loaded again shows the saved permission ticked
    await page.reload();
    await expect(visits().getByRole('checkbox').first()).toBeChecked();
    await expect(page.getByRole('button', { name: 'No changes' })).toBeVisible();
  });

  test('the API holds VISITS view for the role', async () => {
    const saved = await api(page, baseUrl, 'GET', `/roles/${roleId}/permissions`);
    expect(saved.find((e) => e.module.name === 'VISITS')?.canView).toBe(true);
  });

  test('the API holds no other permission for the role', async () => {
    const saved = await api(page, baseUrl, 'GET', `/roles/${roleId}/permissions`);
    expect(saved.filter((e) => e.canView || e.ui || e.canCreate || e.canUpdate || e.canDelete).map((e) => e.module.name)).toEqual([
      'VISITS',
    ]);
  });

  // ---- page access: the session check and the permission load both failing (not 401) → /404 ----
  const fail500 = (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'x' }),
    });

  // the permission load alone failing is not enough: no permission is known, so the page is refused (→ /)
  test('with the permission load failing, /users is refused to /', async () => {
    // the users list remembers its last filter and writes it into the address when it mounts; that write
    // races the refusal's redirect (react-admin), so the list starts from a clean slate here
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.includes('listParams'))
        .forEach((k) => localStorage.removeItem(k)),
    );
    await page.route('**/api/v1/users/me/roles', fail500);
    await page.goto(`${baseUrl}/users`);
    await expectPath(page, '/', 40_000);
  });

  test('with the permission load failing, the refused user stays signed in on /', async () => {
    await expect(userMenu(page)).toBeVisible();
    await expect(page.locator('input[name="password"]')).toHaveCount(0);
    await expectPath(page, '/');
    await shot('page-access-permissions-failed');
  });

  test('with the session check failing too, /users ends on /404', async () => {
    await page.route('**/api/v1/sessions/is-valid', fail500);
    await page.goto(`${baseUrl}/users`);
    await expectPath(page, '/404', 40_000);
  });

  test('the 404 page says the page is not found', async () => {
    await expect(page.getByText('The page is not found')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/404');
    await shot('page-access-404');
    await page.unroute('**/api/v1/sessions/is-valid');
    await page.unroute('**/api/v1/users/me/roles');
  });

  // ---- still signed in: a data call answering 401 sends the user to /login ----
  const users401 = (url) => url.pathname === '/api/v1/users';

  test('with the failures gone, the users list loads and lists the new user', async () => {
    await page.goto(`${baseUrl}/users`);
    await expect(page.getByText(username).first()).toBeVisible();
    await expect(row()).toContainText(`${username}@example.com`);
  });

  test('a data call answering 401 sends the user to /login', async () => {
    await page.route(users401, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'x' }),
      }),
    );
    await page.getByPlaceholder('Search').fill('fso');
    await expectPath(page, '/login');
    await shot('data-401-login');
    await page.unroute(users401);
  });

  // ---- signed out: a protected page sends the browser to the login ----
  test('signed out, a protected page sends the browser to /login', async () => {
    await endSession(page, baseUrl);
    await page.goto(`${baseUrl}/users`);
    await expectPath(page, '/login');
  });
});
