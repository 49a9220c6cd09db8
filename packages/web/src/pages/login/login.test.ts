import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_KEY, LOGIN_MESSAGES } from '@clearline/shared';
import { DEFAULT_LOCKOUT, lockedUntil, readLockout, recordFailure, writeLockout } from './lockout';
import { loginMessage, loginOutcome } from './loginOutcome';

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
