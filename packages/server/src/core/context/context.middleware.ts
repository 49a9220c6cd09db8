import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { RequestContext } from './request-context';

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,100}$/;

/** Gives every request an id (kept from X-Request-Id when sane) and its own context. */
export function contextMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header('x-request-id');
  const requestId = incoming && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
  (req as Request & { id: string }).id = requestId;
  res.setHeader('X-Request-Id', requestId);
  RequestContext.run({ requestId, ip: req.ip, userAgent: req.header('user-agent') ?? undefined }, () => next());
}
