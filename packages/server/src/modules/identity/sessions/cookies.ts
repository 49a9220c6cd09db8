import type { CookieOptions, Request, Response } from 'express';
import { config } from '../../../core/config/config';

/**
 * Cookie names and attributes: HttpOnly, SameSite=Lax, Path=/; outside local development (COOKIE_SECURE,
 * on by default in production) also Secure and the `__Host-` prefix (no Domain, cannot be set by a
 * sub-domain or over plain HTTP).
 */
export function cookieName(base: 'clearline_sid' | 'clearline_device'): string {
  return config().cookieSecure ? `__Host-${base}` : base;
}

export function cookieOptions(maxAgeMs?: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config().cookieSecure, path: '/', ...(maxAgeMs ? { maxAge: maxAgeMs } : {}) };
}

export const SESSION_COOKIE = () => cookieName('clearline_sid');
export const DEVICE_COOKIE = () => cookieName('clearline_device');

export function readCookie(req: Request, name: string): string | undefined {
  const v = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' && v.length > 0 && v.length <= 512 ? v : undefined;
}

export function clearCookie(res: Response, name: string): void {
  const { maxAge: _drop, ...opts } = cookieOptions();
  res.clearCookie(name, opts);
}
