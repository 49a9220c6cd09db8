import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_KEY, LOGIN_MESSAGES, LOGIN_SERVER_MESSAGES, tooManyAttemptsMessage } from '@clearline/shared';
import { DEFAULT_LOCKOUT, lockedUntil, readLockout, recordFailure, writeLockout } from './lockout';
import { afterLoginFailure, loginMessage, loginOutcome } from './loginOutcome';

describe('loginOutcome', () => {
  it('maps the answers to the spec outcomes', () => {
    expect(loginOutcome(undefined)).toBe('SUCCESS');
    expect(loginOutcome({ status: 401, body: { otpRequired: true } })).toBe('MFA_REQUIRED');
    expect(loginOutcome({ status: 401, body: { message: 'x' } })).toBe('UNAUTHENTICATED');
    expect(loginOutcome({ status: 403, body: { message: 'Password needs to be reset' } })).toBe('PASSWORD_EXPIRED');
    expect(loginOutcome({ status: 403, body: { message: 'Login is currently disabled' } })).toBe('FORBIDDEN');
    expect(loginOutcome({ status: 500, body: null })).toBe('UNKNOWN_ERROR');
    expect(loginOutcome({ status: 0, body: { kind: 'FETCH_ERROR' } })).toBe('UNKNOWN_ERROR');
  });

  it('words each outcome as the spec does, adding the lockout warning from the second failure', () => {
    expect(loginMessage('PASSWORD_EXPIRED')).toBe('Your Password has expired and needs to be reset.');
    expect(loginMessage('FORBIDDEN')).toBe('Login currently disabled, see announcement above for details.');
    expect(loginMessage('UNAUTHENTICATED', 1)).toBe('Your login attempt is not successful. Please check your credentials.');
    expect(loginMessage('UNAUTHENTICATED', 2)).toBe(
      'Your login attempt is not successful. Please check your credentials. Your account will be locked out after 3 failed login attempts.',
    );
    expect(loginMessage('UNKNOWN_ERROR')).toBe(LOGIN_MESSAGES.unknownError);
    expect(loginMessage('MFA_REQUIRED')).toBeUndefined();
  });
});

describe('client lockout state', () => {
  const store = () => {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
      m,
    };
  };

  it('locks after 3 failures within the window, for the duration', () => {
    let s = { ...DEFAULT_LOCKOUT };
    const t0 = 1_000_000;
    s = recordFailure(s, t0);
    s = recordFailure(s, t0 + 1000);
    expect(lockedUntil(s, t0 + 2000)).toBeNull();
    s = recordFailure(s, t0 + 2000);
    expect(lockedUntil(s, t0 + 3000)).toBe(t0 + 2000 + 15 * 60_000);
    expect(lockedUntil(s, t0 + 2000 + 15 * 60_000 + 1)).toBeNull();
  });

  it('forgets failures older than the window', () => {
    let s = { ...DEFAULT_LOCKOUT };
    s = recordFailure(s, 0);
    s = recordFailure(s, 1000);
    s = recordFailure(s, 16 * 60_000 + 2000);
    expect(s.attempts).toHaveLength(1);
    expect(lockedUntil(s, 16 * 60_000 + 3000)).toBeNull();
  });

  it('is kept under the login_attempts key and survives bad data', () => {
    const st = store();
    writeLockout(st, recordFailure({ ...DEFAULT_LOCKOUT }, 5));
    expect(JSON.parse(st.m.get(LOGIN_ATTEMPTS_KEY)!)).toMatchObject({ attempts: [5], attemptLimit: 3 });
    expect(readLockout(st).attempts).toEqual([5]);
    st.m.set(LOGIN_ATTEMPTS_KEY, '{not json');
    expect(readLockout(st)).toEqual(DEFAULT_LOCKOUT);
  });
});

describe('afterLoginFailure: what counts toward the client lockout', () => {
  const codeAsked = { status: 401, body: { message: LOGIN_SERVER_MESSAGES.otpRequired, otpRequired: true } };
  const codeRejected = { status: 401, body: { message: LOGIN_SERVER_MESSAGES.otpInvalid, otpRequired: true } };
  const badPassword = { status: 401, body: { message: 'Unauthorized', otpRequired: false } };
  const t0 = 5_000_000;

  it('does not count the server asking for the code after the credentials', () => {
    const r = afterLoginFailure(codeAsked, 'credentials', { ...DEFAULT_LOCKOUT }, t0);
    expect(r).toEqual({ outcome: 'MFA_REQUIRED', step: 'otp' });
  });

  it('counts a rejected one-time code as a failed attempt, warning from the second, locking at the third', () => {
    let lock = { ...DEFAULT_LOCKOUT };
    const first = afterLoginFailure(codeRejected, 'otp', lock, t0);
    expect(first.step).toBe('otp');
    expect(first.message).toBe(LOGIN_SERVER_MESSAGES.otpInvalid);
    expect(first.lock?.attempts).toEqual([t0]);
    lock = first.lock!;

    const second = afterLoginFailure(codeRejected, 'otp', lock, t0 + 1000);
    expect(second.message).toBe(`${LOGIN_SERVER_MESSAGES.otpInvalid} Your account will be locked out after 3 failed login attempts.`);
    expect(second.lock?.attempts).toEqual([t0, t0 + 1000]);
    lock = second.lock!;

    const third = afterLoginFailure(codeRejected, 'otp', lock, t0 + 2000);
    expect(lockedUntil(third.lock!, t0 + 3000)).toBe(t0 + 2000 + DEFAULT_LOCKOUT.duration);
  });

  it('counts wrong passwords and rejected codes together, so the warning cannot be skipped', () => {
    const code = afterLoginFailure(codeRejected, 'otp', { ...DEFAULT_LOCKOUT }, t0);
    const password = afterLoginFailure(badPassword, 'credentials', code.lock!, t0 + 1000);
    expect(password.step).toBe('credentials');
    expect(password.message).toBe(`${LOGIN_MESSAGES.badCredentials} ${LOGIN_MESSAGES.lockoutWarning}`);
    expect(password.lock?.attempts).toHaveLength(2);
  });

  it('does not count refusals that are not failed credentials', () => {
    const forbidden = afterLoginFailure(
      { status: 403, body: { message: LOGIN_MESSAGES.loginDisabled } },
      'credentials',
      { ...DEFAULT_LOCKOUT },
      t0,
    );
    expect(forbidden).toEqual({ outcome: 'FORBIDDEN', step: 'credentials', message: LOGIN_MESSAGES.loginDisabled });
    expect(afterLoginFailure({ status: 500, body: null }, 'otp', { ...DEFAULT_LOCKOUT }, t0).lock).toBeUndefined();
  });

  it("shows the server's message of any other 403 (a request from another origin), the spec's text when it has none", () => {
    const refused = LOGIN_SERVER_MESSAGES.csrfForeignOrigin
      .replace('{origin}', 'http://127.0.0.1:3001')
      .replace('{publicUrl}', 'http://localhost:3000');
    const foreign = afterLoginFailure(
      { status: 403, body: { statusCode: 403, error: 'Forbidden', message: refused } },
      'credentials',
      { ...DEFAULT_LOCKOUT },
      t0,
    );
    expect(foreign).toEqual({ outcome: 'FORBIDDEN', step: 'credentials', message: refused });
    expect(afterLoginFailure({ status: 403, body: null }, 'credentials', { ...DEFAULT_LOCKOUT }, t0).message).toBe(
      LOGIN_MESSAGES.loginDisabled,
    );
  });

  it("shows the rate limit's own message and does not count it as a failed attempt", () => {
    const message = tooManyAttemptsMessage(42);
    const limited = afterLoginFailure(
      { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message } },
      'otp',
      { ...DEFAULT_LOCKOUT },
      t0,
    );
    expect(limited).toEqual({ outcome: 'UNKNOWN_ERROR', step: 'otp', message: 'Too many attempts. Try again in 42 seconds.' });
  });
});
