import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CORE_MODULES, hasPermission } from '@clearline/shared';
import type { FastifyRequest } from 'fastify';
import { type AuthUser, RequestContext } from '../context/request-context';
import { ACCESS_KEY, type AccessRule, ALLOW_WHILE_READ_ONLY_KEY, ruleModules } from './decorators';
import { ImpersonationEndedError, SessionResolver } from './session-resolver';

/**
 * Modules of the self-service portal (with the encrypted messages an employee sends the security office):
 * refused while a provider user impersonates a tenant.
 */
const SELF_SERVICE_MODULES = new Set([
  'SELF_SERVICE',
  'SEND_ENCRYPTED_MESSAGE',
  ...CORE_MODULES.filter((m) => m.group === 'CREATION').map((m) => m.name),
]);

/** Refused while impersonating read-only (for an any-permission route: when any alternative writes). */
const WRITE_TYPES = new Set(['CREATE', 'UPDATE', 'DELETE']);

export const NOT_SIGNED_IN = 'You are not signed in or your session has expired. Please sign in again.';

/** Methods that change something: refused while impersonating read-only (see @AllowWhileReadOnly). */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const readOnlyRefusal = (tenantName: string): ForbiddenException =>
  new ForbiddenException(`You are impersonating ${tenantName} read-only. Use "Impersonate and create" to make changes.`);

/**
 * The global guard. Denies by default: a route must declare @Public(), @SignedIn(), a permission or a
 * system role (@RequireSystemRole).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!rule) {
      throw new ForbiddenException('This route declares no permission and is refused.');
    }
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const ctx = RequestContext.require();
    let user: AuthUser | undefined;
    try {
      user = await this.sessions.resolve(req);
    } catch (e) {
      // an impersonation that had to end refuses the request, except a public one (e.g. sign-out)
      if (!(e instanceof ImpersonationEndedError) || rule.kind !== 'public') throw e;
      user = e.user;
    }
    if (user) {
      ctx.user = user;
      ctx.tenantId = user.impersonating?.tenantId ?? user.homeTenantId;
    }
    if (rule.kind === 'public') return true;
    if (!user) throw new UnauthorizedException(NOT_SIGNED_IN);
    // read-only impersonation changes nothing: every unsafe method is refused but on the few routes that
    // declare @AllowWhileReadOnly() (ending or switching the impersonation, the user's own account at home)
    if (
      user.impersonating?.readOnly &&
      UNSAFE_METHODS.has(req.method) &&
      this.reflector.getAllAndOverride<boolean | undefined>(ALLOW_WHILE_READ_ONLY_KEY, [context.getHandler(), context.getClass()]) !== true
    ) {
      throw readOnlyRefusal(user.impersonating.tenantName);
    }
    if (rule.kind === 'signed-in') return true;
    if (rule.kind === 'system-role') {
      if (user.homeTenantType === 'SYSTEM' && rule.roles.some((r) => user.roles.includes(r))) return true;
      throw new ForbiddenException(`You need the system role ${rule.roles.join(' or ')}.`);
    }
    if (user.impersonating?.readOnly && ruleModules(rule).some(([, type]) => WRITE_TYPES.has(type))) {
      throw readOnlyRefusal(user.impersonating.tenantName);
    }
    if (rule.kind === 'any-permission') {
      const granted = rule.options.filter(([module, type]) => hasPermission(user.permissions, module, type));
      const usable = user.impersonating ? granted.filter(([module]) => !SELF_SERVICE_MODULES.has(module)) : granted;
      if (granted.length && !usable.length) {
        throw new ForbiddenException('My Portal is not available while impersonating a tenant.');
      }
      if (!usable.length) {
        throw new ForbiddenException(`You need one of: ${rule.options.map(([m, t]) => `${t} on ${m}`).join(', ')}.`);
      }
      return true;
    }
    for (const [module, type] of rule.required) {
      if (user.impersonating && SELF_SERVICE_MODULES.has(module)) {
        throw new ForbiddenException('My Portal is not available while impersonating a tenant.');
      }
      if (!hasPermission(user.permissions, module, type)) {
        throw new ForbiddenException(`You do not have the ${type} permission on ${module}.`);
      }
    }
    return true;
  }
}
