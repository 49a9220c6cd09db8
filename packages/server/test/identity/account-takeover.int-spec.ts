import { jest } from '@jest/globals';
import type Redis from 'ioredis';
import { Client } from 'pg';
import { LOGIN_SERVER_MESSAGES, OTP_REQUIRED_HEADER } from '@clearline/shared';
import { config } from '../../src/core/config/config';
import { QueueService, REDIS } from '../../src/core/queue/queue.service';
import { LockoutService, PROOF_ATTEMPTS_PER_HOUR } from '../../src/modules/identity/auth/lockout.service';
import { FAILED_PROOF_FLOOR_MS } from '../../src/modules/identity/auth/failed-proof-floor';
import {
  openResetCodePayload,
  RESET_CODE_JOB,
  type ResetCodeJobPayload,
} from '../../src/modules/identity/passwords/password-reset.service';
import { PasswordService } from '../../src/modules/identity/passwords/password.service';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { codeIn, createUser, type CreatedUser, mailSnapshot, signIn, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, auditRows, clearSystemSetting, setSystemSetting, sleep } from './helpers';

type Agent = ReturnType<TestApp['agent']>;

/**
 * Account takeover through the one-time codes and the timing of the public sign-in routes: wrong reset
 * codes count toward the lockout, codes sent per account and hour are capped, attempts per account and
 * hour are bounded, and neither "forgot password" nor sign-in does less work for an unknown username.
 */
describe('one-time codes cannot be guessed, and usernames cannot be told apart by timing', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    // no mail worker yet: the first test looks at what the request alone does (waitForMail starts it)
    t = await startTestApp();
    redis = t.app.get<Redis>(REDIS);
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailOf = (u: CreatedUser) => `${u.username}@test.example`;
  const mailsTo = (u: CreatedUser) => mailSnapshot(t).filter((f) => f.endsWith(`-${mailOf(u)}.eml`));
  const login = (agent: Agent, body: Record<string, string>) => agent.post(`${API}/auth/login`).type('form').send(body);
  const submit = (body: Record<string, string>) => t.agent().post(`${API}/auth/password-reset/submit`).send(body);
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
  const userRow = async (u: CreatedUser) =>
    (
      await t.sql<{ locked: boolean; locked_until: Date | null; failed_attempts: number; password_changed_at: Date | null }>(
        'SELECT locked, locked_until, failed_attempts, password_changed_at FROM app_user WHERE id = $1',
        [u.id],
      )
    )[0];
  /** what a very lenient lockout would allow: the failed-attempt count starts again */
  const forgetFailures = (u: CreatedUser) => t.sql('UPDATE app_user SET failed_attempts = 0, first_failed_at = NULL WHERE id = $1', [u.id]);
  const failureReasons = async (u: CreatedUser) =>
    (await auditRows(t, `event_type = 'LOGIN_FAILURE' AND user_id = $1`, [u.id])).map((r) => r.details);

  async function requestCode(u: CreatedUser): Promise<string> {
    const seen = mailSnapshot(t);
    const res = await t.agent().post(`${API}/auth/password-reset/send-otp`).send({ username: u.username }).expect(202);
    expect(res.body).toEqual({ message: LOGIN_SERVER_MESSAGES.resetOtpSent });
    return codeIn(await waitForMail(t, mailOf(u), seen));
  }

  async function waitForAudit(where: string, params: unknown[]): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if ((await auditRows(t, where, params)).length) return;
      await sleep(50);
    }
    throw new Error(`No audit row ${where} ${JSON.stringify(params)} within 10 s`);
  }

  /**
   * What the route's handler does while `fn` runs: the SQL statements from the request's transaction on
   * (guards before it read cached settings now and then), the Redis commands, account look-ups and argon2 calls.
   */
  async function record(fn: () => Promise<unknown>) {
    const passwords = t.app.get(PasswordService);
    const spies = {
      sql: jest.spyOn(Client.prototype, 'query'),
      redis: jest.spyOn(redis, 'sendCommand'),
      findAccount: jest.spyOn(t.app.get(LockoutService), 'findAccount'),
      verify: jest.spyOn(passwords, 'verify'),
      burn: jest.spyOn(passwords, 'burn'),
      hash: jest.spyOn(passwords, 'hash'),
    };
    try {
      await fn();
      const sql = spies.sql.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
      return {
        sql: sql.slice(
          Math.max(
            0,
            sql.findIndex((q) => q.startsWith('START TRANSACTION')),
          ),
        ),
        redis: spies.redis.mock.calls.map(([c]) => (c as { name: string }).name),
        findAccount: spies.findAccount.mock.calls.length,
        argon2: { verify: spies.verify.mock.calls.length, burn: spies.burn.mock.calls.length, hash: spies.hash.mock.calls.length },
      };
    } finally {
      for (const spy of Object.values(spies)) spy.mockRestore();
    }
  }

  /** A statement as its kind and table, e.g. "SELECT app_user FOR UPDATE", "UPDATE app_user", "INSERT audit_log". */
  function shape(sql: string): string {
    const verb = /^(START TRANSACTION|SELECT|INSERT|UPDATE|DELETE|COMMIT|ROLLBACK)/.exec(sql)?.[1] ?? sql.slice(0, 20);
    const table = /(?:^UPDATE|\bFROM|\bINTO)\s+"?([a-z_]+)"?/.exec(sql)?.[1];
    return [verb, table, /FOR UPDATE$/.test(sql) ? 'FOR UPDATE' : undefined].filter(Boolean).join(' ');
  }

  /** `a` without the statements of `b` (each removed once). */
  function minus(a: string[], b: string[]): string[] {
    const rest = [...a];
    for (const s of b) {
      const i = rest.indexOf(s);
      if (i >= 0) rest.splice(i, 1);
    }
    return rest;
  }

  it('"forgot password" does the same work for a known and an unknown username: the request only records and queues it', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const sendOtp = (username: string) =>
      t.agent().post(`${API}/auth/password-reset/send-otp`).send({ username }).expect(202, { message: LOGIN_SERVER_MESSAGES.resetOtpSent });
    await sendOtp('warm.up.name'); // first use of the route's caches and queue scripts
    const known = await record(() => sendOtp(u.username));
    const unknown = await record(() => sendOtp('no.such.person'));

    expect(known.sql.length).toBeGreaterThan(0);
    expect(known.sql).toEqual(unknown.sql);
    expect(known.redis).toEqual(unknown.redis);
    expect(known.findAccount).toBe(0);
    expect(unknown.findAccount).toBe(0);
    // the look-up and the e-mail wait in the queue, one job per request
    const queued = await t.app.get(QueueService).queue('mail').getJobs(['wait']);
    const resetJobs = queued.filter((j) => j.name === RESET_CODE_JOB);
    // the typed name is sealed: it is readable only through the job's own key
    expect(JSON.stringify(resetJobs.map((j) => j.data))).not.toContain(u.username);
    expect(resetJobs.map((j) => openResetCodePayload(j.data as ResetCodeJobPayload))).toEqual(
      expect.arrayContaining(['warm.up.name', u.username, 'no.such.person']),
    );
    const requested = await auditRows(t, `action = 'PASSWORD_RESET_REQUESTED' AND username = ANY($1)`, [[u.username, 'no.such.person']]);
    expect(requested).toHaveLength(2);

    // the worker then e-mails the known user only
    const mail = await waitForMail(t, mailOf(u));
    expect(mail).toMatch(/password reset code is \d{6}/);
    await waitForAudit(`action = 'PASSWORD_RESET_CODE_SENT' AND user_id = $1`, [u.id]);
    const queue = t.app.get(QueueService).queue('mail');
    for (let i = 0; i < 200 && (await queue.getJobCountByTypes('wait', 'active', 'delayed')) > 0; i++) await sleep(50);
    expect(mailSnapshot(t)).toHaveLength(1);
  });

  it('an unknown username costs a sign-in what a wrong password costs: one argon2 verification and the same look-ups', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    await login(t.agent(), { username: 'warm.up.name', password: 'wrong-password-0' }).expect(401);
    const known = await record(() => login(t.agent(), { username: u.username, password: 'wrong-password-1' }).expect(401));
    const unknown = await record(() => login(t.agent(), { username: 'nobody.at.all', password: 'wrong-password-1' }).expect(401));

    expect(known.argon2).toEqual({ verify: 1, burn: 0, hash: 0 });
    expect(unknown.argon2).toEqual({ verify: 0, burn: 1, hash: 0 });
    expect(known.redis).toEqual(unknown.redis);
    // the same look-ups, statement for statement (by kind and table) ...
    const knownShapes = known.sql.map(shape);
    const unknownShapes = unknown.sql.map(shape);
    expect(knownShapes.filter((x) => x.startsWith('SELECT'))).toEqual(unknownShapes.filter((x) => x.startsWith('SELECT')));
    expect(minus(unknownShapes, knownShapes)).toEqual([]);
    // ... and a known account's attempt does more only to write its failure count and that change's audit row
    expect(minus(knownShapes, unknownShapes)).toEqual(['UPDATE app_user', 'INSERT audit_log']);
  });

  it('a failed sign-in or reset answers no sooner than the floor, for a known account and an unknown name alike', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const timed = async (send: () => Promise<unknown>) => {
      const started = performance.now();
      await send();
      return performance.now() - started;
    };
    const reset = (username: string) =>
      t.agent().post(`${API}/auth/password-reset/submit`).send({ username, otp: '000000', password: 'Brand-New-Secret-42' }).expect(400);
    const times = [
      await timed(() => login(t.agent(), { username: u.username, password: 'wrong-password-2' }).expect(401)),
      await timed(() => login(t.agent(), { username: 'nobody.at.all', password: 'wrong-password-2' }).expect(401)),
      await timed(() => reset(u.username)),
      await timed(() => reset('nobody.at.all')),
    ];
    for (const ms of times) expect(ms).toBeGreaterThanOrEqual(FAILED_PROOF_FLOOR_MS - 5);
  });

  it('wrong reset codes count toward the lockout and are audited like wrong sign-in codes; a locked account is refused even the right code', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const code = await requestCode(u);
    const invalid = { statusCode: 400, error: 'Bad Request', message: LOGIN_SERVER_MESSAGES.resetOtpInvalid };
    for (let i = 0; i < 3; i++) {
      expect((await submit({ username: u.username, otp: wrongOf(code), password: 'Brand-New-Secret-42' }).expect(400)).body).toEqual(
        invalid,
      );
    }
    const row = await userRow(u);
    expect(row.locked).toBe(true);
    const minutes = (row.locked_until!.getTime() - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await failureReasons(u)).toEqual([
      { reason: 'BAD_OTP', flow: 'PASSWORD_RESET' },
      { reason: 'BAD_OTP', flow: 'PASSWORD_RESET' },
      { reason: 'BAD_OTP_LOCKED', flow: 'PASSWORD_RESET' },
    ]);
    expect(await auditRows(t, `action = 'ACCOUNT_LOCKED' AND object_id = $1`, [u.id])).toHaveLength(1);

    // locked: the right code gets the same answer as a wrong one, and changes nothing
    expect((await submit({ username: u.username, otp: code, password: 'Brand-New-Secret-42' }).expect(400)).body).toEqual(invalid);
    expect((await failureReasons(u)).at(-1)).toEqual({ reason: 'LOCKED', flow: 'PASSWORD_RESET' });
    expect((await userRow(u)).password_changed_at).toEqual(row.password_changed_at);
    await login(t.agent(), { username: u.username, password: u.password }).expect(401);

    // once the lock has run out, the (still valid) code resets the password
    await t.sql(`UPDATE app_user SET locked_until = now() - interval '1 second' WHERE id = $1`, [u.id]);
    await submit({ username: u.username, otp: code, password: 'Brand-New-Secret-42' }).expect(200);
    await signIn(t, u.username, 'Brand-New-Secret-42');
  });

  it('wrong sign-in passwords and wrong reset codes share one count, and concurrent guesses are all counted', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const code = await requestCode(u);
    for (let i = 0; i < 2; i++) await login(t.agent(), { username: u.username, password: `wrong-password-${i}` }).expect(401);
    await submit({ username: u.username, otp: wrongOf(code), password: 'Brand-New-Secret-42' }).expect(400);
    expect((await userRow(u)).locked).toBe(true);

    const v = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const vCode = await requestCode(v);
    const guesses = ['000001', '000002', '000003', '000004'].filter((g) => g !== vCode).slice(0, 3);
    await Promise.all(guesses.map((otp) => submit({ username: v.username, otp, password: 'Brand-New-Secret-42' }).expect(400)));
    expect((await failureReasons(v)).map((d) => d?.reason)).toEqual(['BAD_OTP', 'BAD_OTP', 'BAD_OTP_LOCKED']);
    expect((await userRow(v)).locked).toBe(true);
  });

  it('codes sent per account and hour are capped (OTP_CODES_PER_HOUR): beyond it "forgot password" answers the same and sends nothing', async () => {
    await setSystemSetting(t, 'OTP_CODES_PER_HOUR', '2');
    try {
      const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
      await requestCode(u);
      const latest = await requestCode(u);
      const before = mailsTo(u);
      const res = await t.agent().post(`${API}/auth/password-reset/send-otp`).send({ username: u.username }).expect(202);
      expect(res.body).toEqual({ message: LOGIN_SERVER_MESSAGES.resetOtpSent });
      await waitForAudit(`action = 'OTP_CODE_LIMITED' AND object_id = $1 AND details->>'purpose' = 'password-reset'`, [u.id]);
      await sleep(300);
      expect(mailsTo(u)).toEqual(before);
      const ttl = await redis.pttl(`${config().redisPrefix}:otp-issued:password-reset:${u.id}`);
      expect(ttl).toBeGreaterThan(3500_000);
      expect(ttl).toBeLessThanOrEqual(3600_000);

      // the latest code still works, and using it restarts the count
      await submit({ username: u.username, otp: latest, password: 'Brand-New-Secret-42' }).expect(200);
      await requestCode(u);
    } finally {
      await clearSystemSetting(t, 'OTP_CODES_PER_HOUR');
    }
  });

  it(`at most ${PROOF_ATTEMPTS_PER_HOUR} reset attempts per account and hour: beyond, even the right code is refused with the same answer`, async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    for (let round = 0; round < 2; round++) {
      // a code is void after 5 wrong guesses; the lockout is kept out of the way to show the second bound
      const code = await requestCode(u);
      for (let i = 0; i < 5; i++) {
        await submit({ username: u.username, otp: wrongOf(code), password: 'Brand-New-Secret-42' }).expect(400);
        await forgetFailures(u);
      }
    }
    const code = await requestCode(u);
    const refused = await submit({ username: u.username, otp: code, password: 'Brand-New-Secret-42' }).expect(400);
    expect(refused.body.message).toBe(LOGIN_SERVER_MESSAGES.resetOtpInvalid);
    expect((await failureReasons(u)).at(-1)).toEqual({ reason: 'RATE_LIMITED', flow: 'PASSWORD_RESET' });
    expect((await userRow(u)).locked).toBe(false);
    const key = `${config().redisPrefix}:proof-attempts:password-reset:${u.id}`;
    expect(await redis.pttl(key)).toBeGreaterThan(3500_000);

    // the hour has passed: the code works
    await redis.pexpire(key, 1);
    await sleep(20);
    await submit({ username: u.username, otp: code, password: 'Brand-New-Secret-42' }).expect(200);
  });

  it('sign-in codes: re-requesting is capped per hour too (the same answer, nothing sent); the latest code signs in and restarts the count', async () => {
    await setSystemSetting(t, 'OTP_CODES_PER_HOUR', '2');
    try {
      const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
      const ask = async () => {
        const res = await login(t.agent(), { username: u.username, password: u.password }).expect(401);
        expect(res.headers[OTP_REQUIRED_HEADER.toLowerCase()]).toBe('true');
        expect(res.body.message).toBe(LOGIN_SERVER_MESSAGES.otpRequired);
      };
      const codeFor = async () => {
        const seen = mailSnapshot(t);
        await ask();
        return codeIn(await waitForMail(t, mailOf(u), seen));
      };
      await codeFor();
      const latest = await codeFor();
      const before = mailsTo(u);
      await ask();
      await waitForAudit(`action = 'OTP_CODE_LIMITED' AND object_id = $1 AND details->>'purpose' = 'login'`, [u.id]);
      await sleep(300);
      expect(mailsTo(u)).toEqual(before);
      await login(t.agent(), { username: u.username, password: u.password, otp: latest }).expect(200);
      await codeFor();
    } finally {
      await clearSystemSetting(t, 'OTP_CODES_PER_HOUR');
    }
  });

  it(`at most ${PROOF_ATTEMPTS_PER_HOUR} sign-in code attempts per account and hour: beyond, even the right code is refused`, async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const codeFor = async () => {
      const seen = mailSnapshot(t);
      await login(t.agent(), { username: u.username, password: u.password }).expect(401);
      return codeIn(await waitForMail(t, mailOf(u), seen));
    };
    for (let round = 0; round < 2; round++) {
      const code = await codeFor();
      for (let i = 0; i < 5; i++) {
        await login(t.agent(), { username: u.username, password: u.password, otp: wrongOf(code) }).expect(401);
        await forgetFailures(u);
      }
    }
    const code = await codeFor();
    const refused = await login(t.agent(), { username: u.username, password: u.password, otp: code }).expect(401);
    expect(refused.body.message).toBe(LOGIN_SERVER_MESSAGES.otpInvalid);
    expect((await failureReasons(u)).at(-1)).toEqual({ reason: 'OTP_RATE_LIMITED' });
    await redis.pexpire(`${config().redisPrefix}:proof-attempts:login-code:${u.id}`, 1);
    await sleep(20);
    await login(t.agent(), { username: u.username, password: u.password, otp: code }).expect(200);
  });
});
