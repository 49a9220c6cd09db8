import { ForbiddenException } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { LOGIN_SERVER_MESSAGES } from '@clearline/shared';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (scheme://host[:port]) of a URL, or null when it is not one (e.g. Origin: null). */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The names of this machine's loopback interface: a browser may reach a local server by any of them. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser may send for an application served at `publicUrl`: its own origin; when PUBLIC_URL names
 * the loopback interface (localhost, 127.0.0.1 or [::1]), each of those names with the same scheme and port, since
 * they reach the same server and a person types whichever they know. Any other host stays a foreign origin.
 */
export function acceptedOrigins(publicUrl: string): Set<string> {
  const own = originOf(publicUrl);
  if (own === null) return new Set();
  const url = new URL(own);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return new Set([own]);
  return new Set(
    LOOPBACK_HOSTS.map((host) => {
      const other = new URL(own);
      other.hostname = host;
      return other.origin;
    }),
  );
}

/**
 * CSRF proof, two layers, on every unsafe request (POST, PUT, PATCH, DELETE); no path is exempt
 * (sign-in and the queue dashboard included):
 * 1. the custom header `X-Requested-With: XMLHttpRequest`. A cross-site form cannot set a custom header,
 *    and a cross-site script cannot send one without a CORS preflight, which only PUBLIC_URL passes.
 * 2. the browser's `Origin` header (or, without it, the `Referer`) must name PUBLIC_URL's origin (for a loopback
 *    PUBLIC_URL, any loopback name of it: `acceptedOrigins`). A request with neither (curl, integrators) is judged
 *    by the first layer alone.
 * Together with SameSite=Lax cookies this stops cross-site requests.
 *
 * Returns the check for an application served at `publicUrl`: it answers the refusal of a request, or null.
 * It runs in the first hook of every request, before the body is read.
 */
export function csrfCheck(publicUrl: string): (req: { method?: string; headers: IncomingHttpHeaders }) => ForbiddenException | null {
  const publicOrigin = originOf(publicUrl);
  const accepted = acceptedOrigins(publicUrl);
  return (req) => {
    if (SAFE.has(req.method ?? '')) return null;
    if (req.headers['x-requested-with'] !== 'XMLHttpRequest') return new ForbiddenException(LOGIN_SERVER_MESSAGES.csrfMissing);
    const claimed = req.headers.origin ?? req.headers.referer;
    if (claimed === undefined) return null;
    const origin = originOf(claimed);
    if (origin !== null && accepted.has(origin)) return null;
    // only the origin is repeated: a Referer's path and query may hold a token
    return new ForbiddenException(
      LOGIN_SERVER_MESSAGES.csrfForeignOrigin
        .replace('{origin}', origin ?? 'an unknown origin')
        .replace('{publicUrl}', String(publicOrigin)),
    );
  };
}
