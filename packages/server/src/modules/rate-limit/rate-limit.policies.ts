import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { ExecutionContext } from '@nestjs/common';
import { config } from '../../core/config/config';

/**
 * The rate-limit policies (docs/security.md). A route opts in with `@RateLimit(policy)`; routes of one
 * policy share their counters. Each policy counts requests per minute per client IP (req.ip: the app
 * trusts X-Forwarded-For from a proxy on the loopback only) and, where it names a `perUsername`
 * setting, also per submitted username, so rotating addresses against one account does not help.
 * The limits are SECURITY system settings.
 */
export const RATE_LIMIT_POLICY_NAMES = ['SIGN_IN', 'PASSWORD_RESET', 'SUPPORT', 'INVITATION', 'PUBLIC'] as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICY_NAMES)[number];

export interface RateLimitPolicyDefinition {
  /** the system setting: requests per minute per client IP */
  perIp: string;
  /** the system setting: requests per minute per username (the request body's `username`) */
  perUsername?: string;
}

export const RATE_LIMIT_POLICIES: Record<RateLimitPolicy, RateLimitPolicyDefinition> = {
  /** POST /auth/login (a password, or the one-time code: asking again re-sends the code) */
  SIGN_IN: { perIp: 'RATE_LIMIT_SIGN_IN_PER_IP', perUsername: 'RATE_LIMIT_SIGN_IN_PER_USERNAME' },
  /** /auth/password-reset/*: sending the code, checking a link, setting the new password */
  PASSWORD_RESET: { perIp: 'RATE_LIMIT_PASSWORD_RESET_PER_IP', perUsername: 'RATE_LIMIT_PASSWORD_RESET_PER_USERNAME' },
  /** the support module's e-mails: support requests and e-mailed instructions */
  SUPPORT: { perIp: 'RATE_LIMIT_SUPPORT_PER_IP' },
  /** the self-service invitation routes (no sign-in) */
  INVITATION: { perIp: 'RATE_LIMIT_INVITATION_PER_IP' },
  /** every other @Public() route that does work (not /health, which must answer while Redis is down) */
  PUBLIC: { perIp: 'RATE_LIMIT_PUBLIC_PER_IP' },
};

/** Every system setting a policy reads. */
export const RATE_LIMIT_SETTINGS = [
  ...new Set(Object.values(RATE_LIMIT_POLICIES).flatMap((p) => [p.perIp, ...(p.perUsername ? [p.perUsername] : [])])),
];

export const RATE_LIMIT_KEY = 'clearline:rateLimit';

/** The policy of the route being served (method metadata first, then the controller's). */
export function policyOf(context: ExecutionContext): RateLimitPolicy | undefined {
  return (Reflect.getMetadata(RATE_LIMIT_KEY, context.getHandler()) ?? Reflect.getMetadata(RATE_LIMIT_KEY, context.getClass())) as
    RateLimitPolicy | undefined;
}

/** The username a request names, as sign-in looks it up (trimmed, lower case); undefined when there is none. */
export function usernameOf(req: { body?: unknown }): string | undefined {
  const raw = (req.body as { username?: unknown } | undefined)?.username;
  if (typeof raw !== 'string') return undefined;
  return raw.trim().toLowerCase() || undefined;
}

/** The window every limit counts in. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * The client as counted: req.ip, an IPv4-mapped IPv6 address as IPv4, and an IPv6 address by its /64
 * network (one subscriber commonly holds a whole /64).
 */
export function clientAddress(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIPv6(ip)) {
    const [head, tail] = ip.toLowerCase().split('%')[0].split('::');
    const groups = (s: string | undefined) => (s ? s.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
    const left = groups(head);
    const right = tail === undefined ? [] : groups(tail);
    const full = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
    return `${full
      .slice(0, 4)
      .map((g) => parseInt(g, 16).toString(16))
      .join(':')}::/64`;
  }
  return ip;
}

/**
 * The Redis key of one counter (the guard adds `:hits` and `:blocked`; the braces keep both in one
 * Redis Cluster slot). The address stays readable; a username is hashed, so no account name is
 * written into Redis.
 */
export function rateLimitKey(policy: RateLimitPolicy, by: 'ip' | 'username', tracker: string): string {
  const id = by === 'username' ? createHash('sha256').update(tracker).digest('hex').slice(0, 32) : tracker;
  return `{${config().redisPrefix}:rate-limit:${policy}:${by}:${id}}`;
}
