import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { config } from '../../../core/config/config';

/**
 * Cookie names and attributes: HttpOnly, SameSite=Lax, Path=/; outside local development (COOKIE_SECURE,
 * on by default in production) also Secure and the `__Host-` prefix (no Domain, cannot be set by a
 * sub-domain or over plain HTTP).
 */
export function cookieName(base: 'clearline_sid' | 'clearline_device'): string {
  return config().cookieSecure ? `__Host-${base}` : base;
}

function cookieOptions(): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config().cookieSecure, path: '/' };
}

/** Sets a cookie that lasts `maxAgeMs` (Max-Age and Expires, as browsers without Max-Age need it). */
export function setCookie(res: FastifyReply, name: string, value: string, maxAgeMs: number): void {
  void res.setCookie(name, value, { ...cookieOptions(), maxAge: Math.floor(maxAgeMs / 1000), expires: new Date(Date.now() + maxAgeMs) });
}

export const SESSION_COOKIE = () => cookieName('clearline_sid');
export const DEVICE_COOKIE = () => cookieName('clearline_device');

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const v = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' && v.length > 0 && v.length <= 512 ? v : undefined;
}

/** Removes a cookie: empty, expired at the start of 1970. */
export function clearCookie(res: FastifyReply, name: string): void {
  void res.setCookie(name, '', { ...cookieOptions(), expires: new Date(1) });
}
