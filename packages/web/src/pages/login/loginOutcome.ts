import { LOGIN_LABELS, LOGIN_MESSAGES, LOGIN_SERVER_MESSAGES, type LoginOutcome } from '@clearline/shared';
import { errorMessage, statusOf } from '../../providers/httpClient';
import { recentAttempts, recordFailure, type LockoutState } from './lockout';

/** What a failed POST /auth/login carries (react-admin HttpError: status and body with `otpRequired`). */
interface LoginFailure {
  status?: unknown;
  body?: { message?: unknown; otpRequired?: unknown } | null;
}

/** Maps a sign-in answer to the spec's outcomes (spec 01 §4). `undefined` = success. */
export function loginOutcome(error: unknown): LoginOutcome {
  if (error === undefined) return 'SUCCESS';
  const e = (error ?? {}) as LoginFailure;
  const status = typeof e.status === 'number' ? e.status : undefined;
  if (status === 401 && e.body?.otpRequired === true) return 'MFA_REQUIRED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403 && e.body?.message === LOGIN_SERVER_MESSAGES.passwordExpired) return 'PASSWORD_EXPIRED';
  if (status === 403) return 'FORBIDDEN';
  return 'UNKNOWN_ERROR';
}

/**
 * The message the login view shows for an outcome (spec 01 §8, verbatim). `failedAttempts` is the
 * number of failed attempts in the window including this one: from the second, the lockout warning
 * is added.
 */
export function loginMessage(outcome: LoginOutcome, failedAttempts = 1): string | undefined {
  switch (outcome) {
    case 'SUCCESS':
    case 'MFA_REQUIRED':
      return undefined;
    case 'PASSWORD_EXPIRED':
      return LOGIN_MESSAGES.passwordExpired;
    case 'FORBIDDEN':
      return LOGIN_MESSAGES.loginDisabled;
    case 'UNAUTHENTICATED':
      return withLockoutWarning(LOGIN_MESSAGES.badCredentials, failedAttempts);
    case 'UNKNOWN_ERROR':
      return LOGIN_MESSAGES.unknownError;
  }
}

/** From the second failed attempt in the window, the message carries the lockout warning (spec 01 §8). */
export const withLockoutWarning = (message: string, failedAttempts: number): string =>
  failedAttempts >= 2 ? `${message} ${LOGIN_MESSAGES.lockoutWarning}` : message;

export type LoginStep = 'credentials' | 'otp';

/** What the login view does after a refused sign-in. */
export interface LoginFailureReaction {
  outcome: LoginOutcome;
  /** The step to show next. */
  step: LoginStep;
  /** The error to show (none when the server merely asks for the code). */
  message?: string;
  /** The new client lockout state when the answer counts as a failed attempt (to store under login_attempts). */
  lock?: LockoutState;
}

/**
 * Decides the login view's reaction to a refused sign-in submitted at `step`. The server counts a
 * wrong password and a rejected one-time code alike toward its lockout, so the client counts both:
 * a plain 401, and a 401 still asking for the code after one was submitted. A 401 asking for the
 * code after the credentials step only requests the code and is not a failure.
 */
export function afterLoginFailure(error: unknown, step: LoginStep, lock: LockoutState, now: number): LoginFailureReaction {
  const outcome = loginOutcome(error);
  // rate limit (429): the server's "Too many attempts. Try again in N seconds."; not a failed attempt
  if (statusOf(error) === 429) {
    return { outcome, step, message: errorMessage((error as LoginFailure | null)?.body, LOGIN_MESSAGES.unknownError) };
  }
  const codeRejected = outcome === 'MFA_REQUIRED' && step === 'otp';
  if (outcome === 'MFA_REQUIRED' && !codeRejected) return { outcome, step: 'otp' };
  // another refusal (sign-in stopped by an announcement, the organization disabled, a request from another origin):
  // the server's own words say why; the spec's text when it gave none
  if (outcome === 'FORBIDDEN')
    return { outcome, step, message: errorMessage((error as LoginFailure | null)?.body, LOGIN_MESSAGES.loginDisabled) };
  if (outcome !== 'UNAUTHENTICATED' && !codeRejected) return { outcome, step, message: loginMessage(outcome) };
  const failedAttempts = recentAttempts(lock, now).length + 1;
  const message = codeRejected
    ? withLockoutWarning(errorMessage((error as LoginFailure | null)?.body, LOGIN_LABELS.otpHelp), failedAttempts)
    : loginMessage(outcome, failedAttempts);
  return { outcome, step: codeRejected ? 'otp' : 'credentials', message, lock: recordFailure(lock, now) };
}
