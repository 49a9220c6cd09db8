import { LOGIN_ATTEMPTS_KEY } from '@clearline/shared';

/**
 * The client lockout state (spec 01 §3, §9), kept in localStorage under `login_attempts`: failed
 * attempt timestamps, the lockout timestamp, its duration, the attempt window and limit. The server
 * enforces the real lockout; this only mirrors it so the page can warn and pause the form.
 */
export interface LockoutState {
  attempts: number[];
  lockoutTimestamp: number | null;
  duration: number;
  attemptWindow: number;
  attemptLimit: number;
}

const MINUTE = 60_000;
export const DEFAULT_LOCKOUT: LockoutState = {
  attempts: [],
  lockoutTimestamp: null,
  duration: 15 * MINUTE,
  attemptWindow: 15 * MINUTE,
  attemptLimit: 3,
};

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function readLockout(store: KeyValueStore | undefined): LockoutState {
  try {
    const raw = store?.getItem(LOGIN_ATTEMPTS_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<LockoutState>) : {};
    return {
      ...DEFAULT_LOCKOUT,
      ...parsed,
      attempts: Array.isArray(parsed.attempts) ? parsed.attempts.filter((n) => typeof n === 'number') : [],
    };
  } catch {
    return { ...DEFAULT_LOCKOUT };
  }
}

export function writeLockout(store: KeyValueStore | undefined, state: LockoutState): void {
  try {
    store?.setItem(LOGIN_ATTEMPTS_KEY, JSON.stringify(state));
  } catch {
    // storage may be full or disabled: the server still enforces the lockout
  }
}

export function clearLockout(store: KeyValueStore | undefined): void {
  try {
    store?.removeItem(LOGIN_ATTEMPTS_KEY);
  } catch {
    // ignore
  }
}

/** Attempts within the window. */
export const recentAttempts = (s: LockoutState, now: number): number[] => s.attempts.filter((t) => now - t <= s.attemptWindow);

/** Records one failed attempt; the limit-th within the window sets the lockout. */
export function recordFailure(s: LockoutState, now: number): LockoutState {
  const attempts = [...recentAttempts(s, now), now];
  const locked = attempts.length >= s.attemptLimit;
  return { ...s, attempts: locked ? [] : attempts, lockoutTimestamp: locked ? now : s.lockoutTimestamp };
}

/** When the lockout ends (ms since epoch), or null when not locked out now. */
export function lockedUntil(s: LockoutState, now: number): number | null {
  if (s.lockoutTimestamp === null) return null;
  const until = s.lockoutTimestamp + s.duration;
  return until > now ? until : null;
}
