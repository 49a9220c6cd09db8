import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CORE_MODULES } from '@clearline/shared';
import type { FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { ACCESS_KEY, type AccessRule, ruleModules } from '../access/decorators';
import { RequestContext } from '../context/request-context';
import { setSystemScopeRule, TenantDb } from './tenant-db';

const SYSTEM_LEVEL = new Set(CORE_MODULES.filter((m) => m.systemLevel).map((m) => m.name));

/** Public routes (sign-in, anonymous reporting) and routes naming a system-level module may open the system scope. */
export function routeAllowsSystemScope(rule: AccessRule | undefined): boolean {
  if (rule?.kind === 'public') return true;
  return ruleModules(rule).some(([module]) => SYSTEM_LEVEL.has(module));
}

const OWN_TRANSACTIONS = 'clearline:ownTransactions';

/**
 * The route runs without the request transaction: each `TenantDb.run()` (and `em()` inside it) opens a
 * short transaction of its own for the request's tenant, so a handler that waits (e.g. for a report run)
 * holds no pool connection meanwhile. Use only where every write commits with its own audit rows.
 */
export const OwnTransactions = (): MethodDecorator => SetMetadata(OWN_TRANSACTIONS, true);

/**
 * Runs every request handler inside one transaction carrying the request's tenant: a write and its
 * audit rows commit together or not at all. It also records whether the route may use the system scope.
 */
@Injectable()
export class TransactionInterceptor implements NestInterceptor {
  constructor(
    private readonly db: TenantDb,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const ctx = RequestContext.current();
    if (ctx) {
      const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
      const req = context.switchToHttp().getRequest<FastifyRequest>();
      setSystemScopeRule(ctx, routeAllowsSystemScope(rule), `${req.method} ${req.routeOptions.url ?? req.url}`);
    }
    if (this.reflector.get<boolean | undefined>(OWN_TRANSACTIONS, context.getHandler())) return next.handle();
    return from(this.db.run(() => lastValueFrom(next.handle(), { defaultValue: undefined })));
  }
}
