import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { config } from '../config/config';

/** HMAC-SHA256 keyed by SESSION_SECRET and a purpose, so a token of one kind never passes as another. */
export function mac(purpose: string, data: string): Buffer {
  return createHmac('sha256', config().sessionSecret).update(`${purpose}\n${data}`).digest();
}

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export const randomId = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** A 6-digit code, uniformly drawn. */
export const sixDigits = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A signed, expiring token `<base64url(json)>.<base64url(mac)>`. The payload is readable by whoever
 * holds the token (it carries no secret), but cannot be forged or altered.
 */
export function signToken(purpose: string, payload: Record<string, unknown>, ttlMs: number): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + ttlMs })).toString('base64url');
  return `${body}.${mac(purpose, body).toString('base64url')}`;
}

export function verifyToken<T extends Record<string, unknown>>(purpose: string, token: string): (T & { exp: number }) | undefined {
  if (typeof token !== 'string' || token.length > 2048) return undefined;
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return undefined;
  // compared as text: base64url decoding ignores the spare low bits of the last character, so a
  // decoded comparison would accept several spellings of one signature
  if (!safeEqual(Buffer.from(sig), Buffer.from(mac(purpose, body).toString('base64url')))) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: number };
    return typeof payload.exp === 'number' && payload.exp > Date.now() ? payload : undefined;
  } catch {
    return undefined;
  }
}
