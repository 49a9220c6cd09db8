import type Redis from 'ioredis';
import { LOGIN_SERVER_MESSAGES } from '@clearline/shared';
import { config } from '../../src/core/config/config';
import { REDIS } from '../../src/core/queue/queue.service';
import { DEMO_TENANT_ID, MSS_TENANT_ID } from '../../src/seed/ids';
import { codeIn, createTenant, createUser, mailSnapshot, signIn, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, auditRows, clearSystemSetting, sessionCookieOf, setSystemSetting, setTenantSetting, sleep } from './helpers';

const BAD = { statusCode: 401, error: 'Unauthorized', message: LOGIN_SERVER_MESSAGES.badCredentials };

describe('sign-in outcomes, MFA, remember device, lockout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (agent: ReturnType<TestApp['agent']>, body: Record<string, string>) =>
    agent.post(`${API}/auth/login`).type('form').send(body);

  async function codeFor(username: string, password: string, agent = t.agent(), extra: Record<string, string> = {}) {
    const seen = mailSnapshot(t);
    const first = await login(agent, { username, password, ...extra });
    expect(first.status).toBe(401);
    expect(first.headers['x-otp-required']).toBe('true');
    expect(first.body.message).toBe(LOGIN_SERVER_MESSAGES.otpRequired);
    const mail = await waitForMail(t, `${username}@test.example`, seen);
    return { agent, code: codeIn(mail), mail };
  }

  it('MFA: a correct password answers 401 with X-OTP-Required and e-mails a 6-digit code; the code signs in once', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const { agent, code, mail } = await codeFor(u.username, u.password);
    expect(mail).toMatch(/valid for 10 minutes/);
    const ok = await login(agent, { username: u.username, password: u.password, otp: code }).expect(200);
    expect(ok.body).toMatchObject({ id: u.id, username: u.username, roles: ['FSO'] });
    expect(sessionCookieOf(ok)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const setCookie = ([] as string[]).concat(ok.headers['set-cookie']).find((c) => c.startsWith('clearline_sid='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    await agent.get(`${API}/sessions/is-valid`).expect(200);
    // single use: the same code does not sign in again
    const again = await login(t.agent(), { username: u.username, password: u.password, otp: code }).expect(401);
    expect(again.headers['x-otp-required']).toBe('true');
    expect(again.body.message).toBe(LOGIN_SERVER_MESSAGES.otpInvalid);
  });

  it('a wrong code answers 401 with the OTP indication and counts as a failed attempt', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const { agent, code } = await codeFor(u.username, u.password);
    // kept only as an HMAC, with the validity as its time to live
    const redis = t.app.get<Redis>(REDIS);
    const key = `${config().redisPrefix}:otp:login:${u.id}`;
    const stored = await redis.hgetall(key);
    expect(Object.values(stored).join()).not.toContain(code);
    expect(await redis.pttl(key)).toBeGreaterThan(9 * 60_000);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await login(agent, { username: u.username, password: u.password, otp: wrong }).expect(401);
    expect(res.headers['x-otp-required']).toBe('true');
    expect(res.body.message).toBe(LOGIN_SERVER_MESSAGES.otpInvalid);
    const [row] = await t.sql<{ failed_attempts: number }>('SELECT failed_attempts FROM app_user WHERE id = $1', [u.id]);
    expect(row.failed_attempts).toBe(1);
    await login(agent, { username: u.username, password: u.password, otp: code }).expect(200);
  });

  it('a code is refused once its validity (OTP_VALIDITY_MINUTES) has passed, with the expired/invalid message', async () => {
    await setSystemSetting(t, 'OTP_VALIDITY_MINUTES', '0.05'); // 3 s
    try {
      const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
      const redis = t.app.get<Redis>(REDIS);
      const key = `${config().redisPrefix}:otp:login:${u.id}`;
      // within the validity the code signs in
      const fresh = await codeFor(u.username, u.password);
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(3000);
      await login(fresh.agent, { username: u.username, password: u.password, otp: fresh.code }).expect(200);

      // past it, the right code is refused like a wrong one and counts as a failed attempt
      const stale = await codeFor(u.username, u.password);
      await sleep(3200);
      expect(await redis.exists(key)).toBe(0);
      const res = await login(stale.agent, { username: u.username, password: u.password, otp: stale.code }).expect(401);
      expect(res.headers['x-otp-required']).toBe('true');
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: LOGIN_SERVER_MESSAGES.otpInvalid });
      expect(res.body.message).toBe('The one-time code is not correct or has expired. Enter the code from the latest e-mail.');
      const [row] = await t.sql<{ failed_attempts: number }>('SELECT failed_attempts FROM app_user WHERE id = $1', [u.id]);
      expect(row.failed_attempts).toBe(1);
    } finally {
      await clearSystemSetting(t, 'OTP_VALIDITY_MINUTES');
    }
  }, 120_000);

  it('accepts JSON as well as a form, and refuses a malformed code with 400', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const res = await t.agent().post(`${API}/auth/login`).send({ username: u.username, password: u.password }).expect(401);
    expect(res.headers['x-otp-required']).toBe('true');
    const bad = await t.agent().post(`${API}/auth/login`).send({ username: u.username, password: u.password, otp: '12ab' }).expect(400);
    expect(bad.body.message).toBe('The one-time code is 6 digits');
    await t.agent().post(`${API}/auth/login`).send({ password: 'x' }).expect(400);
  });

  it('bad password, unknown user, disabled and locked users all get the same 401', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const wrong = await login(t.agent(), { username: u.username, password: 'not-the-password' }).expect(401);
    expect(wrong.body).toEqual(BAD);
    expect(wrong.headers['x-otp-required']).toBeUndefined();
    const unknown = await login(t.agent(), { username: 'nobody.at.all', password: 'whatever-password' }).expect(401);
    expect(unknown.body).toEqual(BAD);
    await t.sql('UPDATE app_user SET enabled = false WHERE id = $1', [u.id]);
    expect((await login(t.agent(), { username: u.username, password: u.password }).expect(401)).body).toEqual(BAD);
    await t.sql('UPDATE app_user SET enabled = true, locked = true, locked_until = NULL WHERE id = $1', [u.id]);
    expect((await login(t.agent(), { username: u.username, password: u.password }).expect(401)).body).toEqual(BAD);
    const audits = await auditRows(t, `event_type = 'LOGIN_FAILURE' AND username IN ($1, 'nobody.at.all')`, [u.username]);
    expect(audits.map((a) => a.details?.reason)).toEqual(['BAD_PASSWORD', 'UNKNOWN_USER', 'DISABLED', 'LOCKED']);
  });

  it('usernames are matched without regard to case', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'], username: `Mixed.Case.${Date.now()}` });
    await signIn(t, u.username.toUpperCase(), u.password);
  });

  it('an expired password answers 403 "Password needs to be reset"; so does a temporary one', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    await t.sql(`UPDATE app_user SET password_changed_at = now() - interval '91 days' WHERE id = $1`, [u.id]);
    const res = await login(t.agent(), { username: u.username, password: u.password }).expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Password needs to be reset' });
    await setSystemSetting(t, 'PASSWORD_EXPIRY_DAYS', '120');
    try {
      await signIn(t, u.username, u.password);
    } finally {
      await clearSystemSetting(t, 'PASSWORD_EXPIRY_DAYS');
    }
    const v = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    await t.sql('UPDATE app_user SET must_change_password = true WHERE id = $1', [v.id]);
    expect((await login(t.agent(), { username: v.username, password: v.password }).expect(403)).body.message).toBe(
      'Password needs to be reset',
    );
    // a wrong password still answers 401, never revealing the expiry
    expect((await login(t.agent(), { username: v.username, password: 'wrong-password-1' }).expect(401)).body).toEqual(BAD);
  });

  it('MFA follows the tenant switch, and MFA_OVERRIDE turns it off for every tenant', async () => {
    const tenant = await createTenant(t, { name: `No MFA ${Date.now()}` });
    await setTenantSetting(t, tenant, 'MFA', 'FALSE');
    const u = await createUser(t, { tenantId: tenant, roles: ['FSO'] });
    const res = await login(t.agent(), { username: u.username, password: u.password }).expect(200);
    expect(sessionCookieOf(res)).toBeDefined();
    const v = await createUser(t, { tenantId: MSS_TENANT_ID, roles: ['MSS_USER'] });
    expect((await login(t.agent(), { username: v.username, password: v.password })).status).toBe(401);
    await setSystemSetting(t, 'MFA_OVERRIDE', 'TRUE');
    try {
      await login(t.agent(), { username: v.username, password: v.password }).expect(200);
    } finally {
      await clearSystemSetting(t, 'MFA_OVERRIDE');
    }
    const rows = await auditRows(t, `event_type = 'LOGIN_SUCCESS' AND username = $1`, [v.username]);
    expect(rows[0].details).toEqual({ mfa: 'OFF' });
  });

  it('remember device skips the code on that browser only, and a password change revokes it', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const browser = t.agent();
    const { code } = await codeFor(u.username, u.password, browser);
    const ok = await login(browser, { username: u.username, password: u.password, otp: code, rememberDevice: 'true' }).expect(200);
    const device = ([] as string[]).concat(ok.headers['set-cookie']).find((c) => c.startsWith('clearline_device='))!;
    expect(device).toMatch(/Max-Age=2592000/);
    expect(device).toMatch(/HttpOnly/);
    await browser.post(`${API}/auth/logout`).expect(204);
    await login(browser, { username: u.username, password: u.password }).expect(200);
    const rows = await auditRows(t, `event_type = 'LOGIN_SUCCESS' AND username = $1`, [u.username]);
    expect(rows.map((r) => r.details?.mfa)).toEqual(['CODE', 'REMEMBERED_DEVICE']);
    // another browser still needs the code
    expect((await login(t.agent(), { username: u.username, password: u.password })).status).toBe(401);
    // a tampered device cookie is ignored
    const token = device.split(';')[0].split('=')[1];
    const forged = t.agent().set('Cookie', `clearline_device=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect((await login(forged, { username: u.username, password: u.password })).headers['x-otp-required']).toBe('true');
    // changing the password forgets every remembered device
    const newPassword = `New-${u.password}`;
    await browser.put(`${API}/users/me`).send({ currentPassword: u.password, newPassword }).expect(200);
    const after = await login(browser, { username: u.username, password: newPassword });
    expect(after.status).toBe(401);
    expect(after.headers['x-otp-required']).toBe('true');
  });

  it('remember device is not granted without a code, and REMEMBER_DEVICE_DAYS 0 never remembers', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    await setTenantSetting(t, DEMO_TENANT_ID, 'REMEMBER_DEVICE_DAYS', '0');
    try {
      const { agent, code } = await codeFor(u.username, u.password);
      const ok = await login(agent, { username: u.username, password: u.password, otp: code, rememberDevice: 'true' }).expect(200);
      expect(([] as string[]).concat(ok.headers['set-cookie']).some((c) => c.startsWith('clearline_device='))).toBe(false);
    } finally {
      await t.sql(`DELETE FROM tenant_setting WHERE tenant_id = $1 AND parameter_name = 'REMEMBER_DEVICE_DAYS'`, [DEMO_TENANT_ID]);
    }
  });

  it('lockout: 3 failures in the window lock the account (same 401 even with the right password); admin unlock restores it', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    for (let i = 0; i < 3; i++) await login(t.agent(), { username: u.username, password: `wrong-${i}-password` }).expect(401);
    const [row] = await t.sql<{ locked: boolean; locked_until: Date }>('SELECT locked, locked_until FROM app_user WHERE id = $1', [u.id]);
    expect(row.locked).toBe(true);
    const minutes = (row.locked_until.getTime() - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await login(t.agent(), { username: u.username, password: u.password }).expect(401)).body).toEqual(BAD);
    expect(await auditRows(t, `action = 'ACCOUNT_LOCKED' AND username = $1`, [u.username])).toHaveLength(1);
    const a = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    const adminAgent = await signIn(t, a.username, a.password);
    const listed = await adminAgent.get(`${API}/users/${u.id}`).expect(200);
    expect(listed.body.status).toBe('LOCKED');
    await adminAgent.put(`${API}/users/${u.id}/unlock`).expect(200);
    await signIn(t, u.username, u.password);
  });

  it('a success clears the count; a run-out lock is lifted; the window restarts after it passes', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    for (let i = 0; i < 2; i++) await login(t.agent(), { username: u.username, password: 'wrong-password-x' }).expect(401);
    await signIn(t, u.username, u.password);
    for (let i = 0; i < 2; i++) await login(t.agent(), { username: u.username, password: 'wrong-password-y' }).expect(401);
    let [row] = await t.sql<{ locked: boolean; failed_attempts: number }>('SELECT locked, failed_attempts FROM app_user WHERE id = $1', [
      u.id,
    ]);
    expect(row).toEqual({ locked: false, failed_attempts: 2 });
    // the window has passed: the next failure starts a new count
    await t.sql(`UPDATE app_user SET first_failed_at = now() - interval '16 minutes' WHERE id = $1`, [u.id]);
    await login(t.agent(), { username: u.username, password: 'wrong-password-z' }).expect(401);
    [row] = await t.sql('SELECT locked, failed_attempts FROM app_user WHERE id = $1', [u.id]);
    expect(row).toEqual({ locked: false, failed_attempts: 1 });
    // a sign-in lock that has run out no longer blocks
    await t.sql(`UPDATE app_user SET locked = true, locked_until = now() - interval '1 second' WHERE id = $1`, [u.id]);
    await signIn(t, u.username, u.password);
    // limits come from system settings
    await setSystemSetting(t, 'LOGIN_MAX_ATTEMPTS', '5');
    try {
      for (let i = 0; i < 4; i++) await login(t.agent(), { username: u.username, password: 'wrong-password-w' }).expect(401);
      [row] = await t.sql('SELECT locked, failed_attempts FROM app_user WHERE id = $1', [u.id]);
      expect(row).toEqual({ locked: false, failed_attempts: 4 });
    } finally {
      await clearSystemSetting(t, 'LOGIN_MAX_ATTEMPTS');
    }
  });

  it('rotates the session id at sign-in and ends the session the browser had', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const browser = t.agent();
    const signInOnce = async () => {
      const seen = mailSnapshot(t);
      await login(browser, { username: u.username, password: u.password }).expect(401);
      const code = codeIn(await waitForMail(t, `${u.username}@test.example`, seen));
      return sessionCookieOf(await login(browser, { username: u.username, password: u.password, otp: code }).expect(200))!;
    };
    const first = await signInOnce();
    const second = await signInOnce();
    expect(second).not.toBe(first);
    await t.agent().get(`${API}/sessions/is-valid`).set('Cookie', `clearline_sid=${first}`).expect(401);
    const ok = await t.agent().get(`${API}/sessions/is-valid`).set('Cookie', `clearline_sid=${second}`).expect(200);
    expect(ok.body).toMatchObject({ valid: true, userId: u.id, username: u.username, tenantId: DEMO_TENANT_ID, impersonating: null });
  });

  it('logout ends the session and clears the cookie; signed-in routes then answer 401', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const agent = await signIn(t, u.username, u.password);
    const out = await agent.post(`${API}/auth/logout`).expect(204);
    expect(([] as string[]).concat(out.headers['set-cookie']).join()).toMatch(/clearline_sid=;/);
    const res = await agent.get(`${API}/sessions/is-valid`).expect(401);
    expect(res.body.message).toMatch(/not signed in/);
    await agent.get(`${API}/users/me`).expect(401);
    await t.agent().post(`${API}/auth/logout`).expect(204);
    expect(await auditRows(t, `event_type = 'LOGOUT' AND username = $1`, [u.username])).toHaveLength(1);
  });

  it('idle and absolute time-outs come from settings', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    // wide margins: on a loaded machine a sign-in or a request can take a second
    await setSystemSetting(t, 'SESSION_IDLE_MINUTES', '0.05'); // 3 s
    try {
      const idle = await signIn(t, u.username, u.password);
      await sleep(1500);
      await idle.get(`${API}/sessions/is-valid`).expect(200); // activity restarts the idle clock
      await sleep(1500);
      await idle.get(`${API}/sessions/is-valid`).expect(200);
      await sleep(4500);
      await idle.get(`${API}/sessions/is-valid`).expect(401);
    } finally {
      await clearSystemSetting(t, 'SESSION_IDLE_MINUTES');
    }

    await setSystemSetting(t, 'SESSION_ABSOLUTE_HOURS', '0.002'); // 7.2 s
    try {
      const started = Date.now();
      const abs = await signIn(t, u.username, u.password);
      for (let i = 0; i < 3; i++) {
        await abs.get(`${API}/sessions/is-valid`).expect(200);
        await sleep(400);
      }
      // activity does not extend it: past 7.2 s after sign-in began, the session is over
      await sleep(Math.max(0, started + 8_500 - Date.now()));
      await abs.get(`${API}/sessions/is-valid`).expect(401);
    } finally {
      await clearSystemSetting(t, 'SESSION_ABSOLUTE_HOURS');
    }
  }, 120_000);

  it('disabling, locking or deleting a user ends all their sessions', async () => {
    const admin = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    const adminAgent = await signIn(t, admin.username, admin.password);
    for (const action of ['disable', 'lock', 'delete'] as const) {
      const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
      const s1 = await signIn(t, u.username, u.password);
      const s2 = await signIn(t, u.username, u.password);
      if (action === 'delete') await adminAgent.delete(`${API}/users/${u.id}`).expect(204);
      else await adminAgent.put(`${API}/users/${u.id}/${action}`).expect(200);
      await s1.get(`${API}/sessions/is-valid`).expect(401);
      await s2.get(`${API}/sessions/is-valid`).expect(401);
    }
  });

  it('CSRF: unsafe methods without X-Requested-With are refused, safe ones pass', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const agent = await signIn(t, u.username, u.password);
    const request = (await import('supertest')).default;
    const server = t.app.getHttpServer();
    const res = await request(server)
      .post(`${API}/auth/login`)
      .type('form')
      .send({ username: u.username, password: u.password })
      .expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: LOGIN_SERVER_MESSAGES.csrfMissing });
    await request(server).post(`${API}/auth/logout`).set('X-Requested-With', 'fetch').expect(403);
    // the signed-in agent's cookie without the header is refused too
    const cookie = (await agent.get(`${API}/sessions/is-valid`)).request.cookies;
    await request(server).put(`${API}/users/me`).set('Cookie', cookie).send({ firstName: 'X' }).expect(403);
    await request(server).get(`${API}/health`).expect(200);
    await agent.put(`${API}/users/me`).send({ firstName: 'X' }).expect(200);
  });
});
