import { ForbiddenException, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { LOGIN_SERVER_MESSAGES } from '@clearline/shared';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF proof: every unsafe request (POST, PUT, PATCH, DELETE) must carry the custom header
 * `X-Requested-With: XMLHttpRequest`. A cross-site form cannot set a custom header, and a cross-site
 * script cannot send one without a CORS preflight, which only PUBLIC_URL passes. No route is exempt
 * (sign-in included). Together with SameSite=Lax cookies this stops cross-site requests.
 */
@Injectable()
export class CsrfMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    if (!SAFE.has(req.method) && req.header('x-requested-with') !== 'XMLHttpRequest') {
      throw new ForbiddenException(LOGIN_SERVER_MESSAGES.csrfMissing);
    }
    next();
  }
}
