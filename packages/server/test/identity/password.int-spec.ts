import { LOGIN_SERVER_MESSAGES, PASSWORD_MESSAGES } from '@clearline/shared';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { codeIn, createUser, mailSnapshot, signIn, startMailWorker, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, auditRows, sleep } from './helpers';

describe('password life cycle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    startMailWorker(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailOf = (username: string) => `${username}@test.example`;
  const linkToken = (mail: string) => decodeURIComponent(/token=([^\s]+)/.exec(mail)![1]);

  async function requestReset(username: string) {
    const seen = mailSnapshot(t);
    const res = await t.agent().post(`${API}/auth/password-reset/send-otp`).send({ username }).expect(202);
    expect(res.body).toEqual({ message: LOGIN_SERVER_MESSAGES.resetOtpSent });
    return waitForMail(t, mailOf(username), seen);
  }

  it('send-otp answers the same for an unknown user and sends nothing', async () => {
    const before = mailSnapshot(t).length;
    const res = await t.agent().post(`${API}/auth/password-reset/send-otp`).send({ username: 'no.such.user' }).expect(202);
    expect(res.body).toEqual({ message: LOGIN_SERVER_MESSAGES.resetOtpSent });
    await sleep(300);
    expect(mailSnapshot(t).length).toBe(before);
    await t.agent().post(`${API}/auth/password-reset/send-otp`).send({}).expect(400);
  });

  it('resets with the e-mailed code; the rules are checked; sessions end; the old password stops working', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const session = await signIn(t, u.username, u.password);
    const mail = await requestReset(u.username);
    const code = codeIn(mail);
    expect(mail).toContain('/login?view=reset-password&token=');
    const submit = (body: Record<string, string>) => t.agent().post(`${API}/auth/password-reset/submit`).send(body);

    expect((await submit({ username: u.username, otp: code, password: 'short-1' }).expect(400)).body.message).toBe(
      PASSWORD_MESSAGES.tooShort,
    );
    expect((await submit({ username: u.username, otp: code, password: 'Password2024!' }).expect(400)).body.message).toBe(
      PASSWORD_MESSAGES.common,
    );
    expect((await submit({ username: u.username, otp: code, password: 'qwertyuiop123' }).expect(400)).body.message).toBe(
      PASSWORD_MESSAGES.common,
    );
    expect((await submit({ username: u.username, otp: code, password: u.password }).expect(400)).body.message).toBe(
      PASSWORD_MESSAGES.reused,
    );
    expect(
      (await submit({ username: u.username, otp: '000000' === code ? '111111' : '000000', password: 'Brand-New-Secret-42' }).expect(400))
        .body.message,
    ).toBe(LOGIN_SERVER_MESSAGES.resetOtpInvalid);
    const ok = await submit({ username: u.username, otp: code, password: 'Brand-New-Secret-42' }).expect(200);
    expect(ok.body).toEqual({ message: LOGIN_SERVER_MESSAGES.resetDone });
    // single use
    await submit({ username: u.username, otp: code, password: 'Another-New-Secret-43' }).expect(400);
    await session.get(`${API}/sessions/is-valid`).expect(401);
    await t.agent().post(`${API}/auth/login`).send({ username: u.username, password: u.password }).expect(401);
    await signIn(t, u.username, 'Brand-New-Secret-42');
    expect(await auditRows(t, `action = 'PASSWORD_CHANGED' AND username = $1`, [u.username])).toHaveLength(1);
  });

  it('the link decodes the username, works once, and only the latest link works', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const older = linkToken(await requestReset(u.username));
    const token = linkToken(await requestReset(u.username));
    const decoded = await t
      .agent()
      .get(`${API}/auth/password-reset/${encodeURIComponent(token)}`)
      .expect(200);
    expect(decoded.body).toEqual({ username: u.username, purpose: 'RESET' });
    const stale = await t
      .agent()
      .get(`${API}/auth/password-reset/${encodeURIComponent(older)}`)
      .expect(400);
    expect(stale.body.message).toBe(LOGIN_SERVER_MESSAGES.resetTokenInvalid);
    await t
      .agent()
      .get(`${API}/auth/password-reset/${encodeURIComponent(tampered(token))}`)
      .expect(400);
    await t.agent().get(`${API}/auth/password-reset/not-a-token`).expect(400);
    await t.agent().post(`${API}/auth/password-reset/submit`).send({ token, password: 'Linked-Secret-Pass-7' }).expect(200);
    await t.agent().post(`${API}/auth/password-reset/submit`).send({ token, password: 'Linked-Secret-Pass-8' }).expect(400);
    await t
      .agent()
      .get(`${API}/auth/password-reset/${encodeURIComponent(token)}`)
      .expect(400);
    await signIn(t, u.username, 'Linked-Secret-Pass-7');
  });

  it('an expired or temporary password is changed with the current one; not one of the last 5', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    await t.sql(`UPDATE app_user SET password_changed_at = now() - interval '200 days' WHERE id = $1`, [u.id]);
    const submit = (current: string, password: string) =>
      t.agent().post(`${API}/auth/password-reset/submit`).send({ username: u.username, currentPassword: current, password });
    expect((await submit('Wrong-Current-Pass-1', 'Fresh-Secret-Pass-1').expect(400)).body.message).toBe(PASSWORD_MESSAGES.currentWrong);
    const used = [u.password];
    for (let i = 1; i <= 5; i++) {
      const next = `Rotation-Secret-${i}-x`;
      await submit(used[used.length - 1], next).expect(200);
      used.push(next);
    }
    // the last 5 (the current one and 4 before it) are refused; the 6th back is allowed again
    for (const old of used.slice(-5))
      expect((await submit(used[used.length - 1], old).expect(400)).body.message).toBe(PASSWORD_MESSAGES.reused);
    await submit(used[used.length - 1], used[0]).expect(200);
    const [row] = await t.sql<{ must_change_password: boolean; failed_attempts: number }>(
      'SELECT must_change_password, failed_attempts FROM app_user WHERE id = $1',
      [u.id],
    );
    expect(row.must_change_password).toBe(false);
    await signIn(t, u.username, used[0]);
  });

  it('a wrong current password counts toward the lockout', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    for (let i = 0; i < 3; i++) {
      await t
        .agent()
        .post(`${API}/auth/password-reset/submit`)
        .send({ username: u.username, currentPassword: `nope-${i}-nope-nope`, password: 'Fresh-Secret-Pass-9' })
        .expect(400);
    }
    const [row] = await t.sql<{ locked: boolean }>('SELECT locked FROM app_user WHERE id = $1', [u.id]);
    expect(row.locked).toBe(true);
    await t
      .agent()
      .post(`${API}/auth/password-reset/submit`)
      .send({ username: u.username, currentPassword: u.password, password: 'Fresh-Secret-Pass-9' })
      .expect(400);
  });

  it('submit without any proof is refused with a clear message', async () => {
    const res = await t
      .agent()
      .post(`${API}/auth/password-reset/submit`)
      .send({ username: 'someone', password: 'Fresh-Secret-Pass-9' })
      .expect(400);
    expect(res.body.message).toMatch(/link from the e-mail/);
  });

  it('My Account changes the password with the current one and keeps this session only', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const a = await signIn(t, u.username, u.password);
    const b = await signIn(t, u.username, u.password);
    await a.put(`${API}/users/me`).send({ newPassword: 'Account-Secret-Pass-1' }).expect(400);
    await a.put(`${API}/users/me`).send({ currentPassword: 'bad-bad-bad-bad', newPassword: 'Account-Secret-Pass-1' }).expect(400);
    await a.put(`${API}/users/me`).send({ currentPassword: u.password, newPassword: 'Account-Secret-Pass-1' }).expect(200);
    await a.get(`${API}/sessions/is-valid`).expect(200);
    await b.get(`${API}/sessions/is-valid`).expect(401);
  });
});

/**
 * The token with one character of its signature changed. Not the last one: a base64url string's last
 * character also carries padding bits, so changing it may leave the decoded bytes as they were.
 */
function tampered(token: string): string {
  const at = token.length - 5;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
}
