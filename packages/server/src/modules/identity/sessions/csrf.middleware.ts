import { ForbiddenException, Injectable, type NestMiddleware } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOGIN_SERVER_MESSAGES } from '@clearline/shared';
import { config } from '../../../core/config/config';

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

/**
 * CSRF proof, two layers, on every unsafe request (POST, PUT, PATCH, DELETE); no route is exempt
 * (sign-in included):
 * 1. the custom header `X-Requested-With: XMLHttpRequest`. A cross-site form cannot set a custom header,
 *    and a cross-site script cannot send one without a CORS preflight, which only PUBLIC_URL passes.
 * 2. the browser's `Origin` header (or, without it, the `Referer`) must name PUBLIC_URL's origin. A request
 *    with neither (curl, integrators) is judged by the first layer alone.
 * Together with SameSite=Lax cookies this stops cross-site requests.
 */
@Injectable()
export class CsrfMiddleware implements NestMiddleware {
  private readonly publicOrigin = originOf(config().publicUrl);

  use(req: IncomingMessage, _res: ServerResponse, next: (err?: unknown) => void): void {
    if (SAFE.has(req.method ?? '')) return next();
    if (req.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new ForbiddenException(LOGIN_SERVER_MESSAGES.csrfMissing);
    }
    const claimed = req.headers.origin ?? req.headers.referer;
    if (claimed === undefined) return next();
    const origin = originOf(claimed);
    if (origin !== this.publicOrigin) {
      // only the origin is repeated: a Referer's path and query may hold a token
      throw new ForbiddenException(
        LOGIN_SERVER_MESSAGES.csrfForeignOrigin
          .replace('{origin}', origin ?? 'an unknown origin')
          .replace('{publicUrl}', String(this.publicOrigin)),
      );
    }
    next();
  }
}
