import { ForbiddenException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../context/request-context';

/**
 * Resolves the signed-in user of a request from its session. Provided by the identity module;
 * the access guard depends only on this interface.
 */
export abstract class SessionResolver {
  /** May throw ImpersonationEndedError when the session's impersonation had to end. */
  abstract resolve(req: FastifyRequest): Promise<AuthUser | undefined>;
}

/**
 * The session's impersonation was ended while resolving it (the impersonated tenant is no longer active).
 * The guard answers this 403 to every route but a public one, which continues as `user` (back home).
 */
export class ImpersonationEndedError extends ForbiddenException {
  constructor(
    message: string,
    readonly user: AuthUser,
  ) {
    super(message);
  }
}
