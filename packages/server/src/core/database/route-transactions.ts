import { type INestApplication, SetMetadata } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CORE_MODULES } from '@clearline/shared';
import { type AccessRule, ruleModules } from '../access/decorators';
import { joinPath, type RouteHandler, routeHandlers, routeRule } from '../access/route-table';
import { RequestContext } from '../context/request-context';
import { checkReferences, namesTenantRecords, referencesCheckedByService } from '../http/references';
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

type Handler = (...args: unknown[]) => unknown;

/** A handler's `null` is answered as an empty body (fastify would write `null`; clients have always got an empty answer). */
const emptyForNull = (value: unknown): unknown => (value === null ? undefined : value);

/**
 * The positions of the handler's arguments whose DTO class can name records of tenant-owned tables (body and query
 * DTOs with id fields, core/http/references.ts), from the parameter types TypeScript records; none when the route
 * checks them in its service (@ReferencesCheckedByService).
 */
function referencingArguments(controller: object, handler: Handler): number[] {
  if (referencesCheckedByService(handler)) return [];
  const types = (Reflect.getMetadata('design:paramtypes', (controller as Function).prototype as object, handler.name) ?? []) as unknown[];
  return types.flatMap((type, i) => (typeof type === 'function' && namesTenantRecords(type) ? [i] : []));
}

/**
 * The handler as Nest calls it: inside one transaction carrying the request's tenant (a write and its audit rows
 * commit together or not at all; the handler's value is answered once the transaction has committed), after
 * recording whether the route may use the system scope. A route with @OwnTransactions() gets no transaction. The
 * handler's metadata (access rule, guards, status code…) is carried over, so Nest and the guards read the same.
 * Before the handler runs, the ids its validated body and query name are checked in that transaction (one
 * statement; another tenant's record or an unknown one answers 404 naming the field, and nothing is written).
 */
export function transactionalHandler(db: TenantDb, controller: object, handler: Handler, route: string): Handler {
  const allowsSystemScope = routeAllowsSystemScope(routeRule({ handler, metatype: controller as RouteHandler['metatype'] }));
  const own = Reflect.getMetadata(OWN_TRANSACTIONS, handler) === true;
  const referencing = referencingArguments(controller, handler);
  const wrapped = function (this: unknown, ...args: unknown[]): unknown {
    const ctx = RequestContext.current();
    if (ctx) setSystemScopeRule(ctx, allowsSystemScope, route);
    const check = (em: EntityManager) =>
      checkReferences(
        em,
        referencing.map((i) => args[i]),
      );
    if (own) {
      // with @OwnTransactions() the ids are checked in a short transaction of their own
      const answer = () => Promise.resolve(handler.apply(this, args)).then(emptyForNull);
      return referencing.length ? db.run(check).then(answer) : answer();
    }
    return db.run(async (em) => {
      if (referencing.length) await check(em);
      return emptyForNull(await handler.apply(this, args));
    });
  };
  for (const key of Reflect.getOwnMetadataKeys(handler)) Reflect.defineMetadata(key, Reflect.getOwnMetadata(key, handler), wrapped);
  Object.defineProperty(wrapped, 'name', { value: handler.name });
  return wrapped;
}

/**
 * Puts every route handler of every controller inside the request transaction (`transactionalHandler`), on the
 * controller instances, before Nest registers the routes. This is the request transaction of every route: done
 * in the handler rather than by a global Nest interceptor, which added an RxJS layer (and an async resource) to
 * every request. Guards, route interceptors (the multipart upload) and pipes run before the transaction opens, so
 * none of them holds a pool connection.
 */
export function runHandlersInTransactions(app: INestApplication, prefix: string): void {
  const db = app.get(TenantDb);
  for (const { controller, metatype, name, handler, method, paths } of routeHandlers(app)) {
    const instance = controller.instance as Record<string, unknown> | undefined;
    if (instance) instance[name] = transactionalHandler(db, metatype, handler, `${method} ${joinPath(prefix, paths[0] ?? '')}`);
  }
}
