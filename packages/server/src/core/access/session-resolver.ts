import type { Request } from 'express';
import type { AuthUser } from '../context/request-context';

/**
 * Resolves the signed-in user of a request from its session. Provided by the identity module;
 * the access guard depends only on this interface.
 */
export abstract class SessionResolver {
  abstract resolve(req: Request): Promise<AuthUser | undefined>;
}
