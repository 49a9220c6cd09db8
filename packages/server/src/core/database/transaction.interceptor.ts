import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CORE_MODULES } from '@clearline/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, map, type Observable } from 'rxjs';
import { ACCESS_KEY, type AccessRule, ruleModules } from '../access/decorators';
import { RequestContext } from '../context/request-context';
import { pageAnswer } from '../http/page-answer';
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

/** What the interceptor needs to know of a route: read from its decorators once, on its first request. */
interface RouteFacts {
  allowsSystemScope: boolean;
  ownTransactions: boolean;
}

/**
 * The one global interceptor. It runs every request handler inside one transaction carrying the request's tenant
 * (a write and its audit rows commit together or not at all), records whether the route may use the system
 * scope, and shapes the answer (`pageAnswer`).
 */
@Injectable()
export class TransactionInterceptor implements NestInterceptor {
  /** by controller class, then handler (a handler a base class declares serves each subclass with its own rule) */
  private readonly facts = new WeakMap<object, WeakMap<object, RouteFacts>>();

  constructor(
    private readonly db: TenantDb,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const facts = this.factsOf(context);
    const http = context.switchToHttp();
    const ctx = RequestContext.current();
    if (ctx) {
      const req = http.getRequest<FastifyRequest>();
      setSystemScopeRule(ctx, facts.allowsSystemScope, `${req.method} ${req.routeOptions.url ?? req.url}`);
    }
    const reply = http.getResponse<FastifyReply>();
    if (facts.ownTransactions) return next.handle().pipe(map((value) => pageAnswer(value, reply)));
    return from(this.db.run(async () => pageAnswer(await lastValueFrom(next.handle(), { defaultValue: undefined }), reply)));
  }

  private factsOf(context: ExecutionContext): RouteFacts {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byHandler = this.facts.get(controller);
    if (!byHandler) this.facts.set(controller, (byHandler = new WeakMap()));
    let facts = byHandler.get(handler);
    if (!facts) {
      const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [handler, controller]);
      facts = {
        allowsSystemScope: routeAllowsSystemScope(rule),
        ownTransactions: this.reflector.get<boolean | undefined>(OWN_TRANSACTIONS, handler) === true,
      };
      byHandler.set(handler, facts);
    }
    return facts;
  }
}
