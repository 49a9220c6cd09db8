/**
 * Credentials of a sign-in that answered "password expired", kept in memory only (never in the URL,
 * history or storage) so the reset-password view can change the password with the current one.
 */
let pending: { username: string; password: string } | undefined;

export const rememberExpired = (username: string, password: string): void => {
  pending = { username, password };
};

export const takeExpired = (): { username: string; password: string } | undefined => {
  const p = pending;
  pending = undefined;
  return p;
};

export const peekExpired = (): { username: string } | undefined => (pending ? { username: pending.username } : undefined);
