import { LOGIN_MESSAGES, LOGIN_SERVER_MESSAGES, type LoginOutcome } from '@clearline/shared';

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
      return failedAttempts >= 2 ? `${LOGIN_MESSAGES.badCredentials} ${LOGIN_MESSAGES.lockoutWarning}` : LOGIN_MESSAGES.badCredentials;
    case 'UNKNOWN_ERROR':
      return LOGIN_MESSAGES.unknownError;
  }
}
