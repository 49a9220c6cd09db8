import { Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@clearline/shared';
import { escapeLiteral, type PoolClient } from 'pg';
import {
  QueryFailedError,
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type FindOptionsRelations,
  type ObjectLiteral,
  type QueryRunner,
  type Repository,
} from 'typeorm';
import { AuditService, insertAuditRow, takeDurableAudits } from '../audit/audit.service';
import { RequestContext, type RequestContextData } from '../context/request-context';

export const SYSTEM_ROLE = 'clearline_system';

/**
 * Whether the route being served may open the system scope: set by the route's handler (`transactionalHandler`)
 * from its access rule (public routes and routes of system-level modules may; others may not). Contexts
 * without a route (jobs, the session lookup in the guard, seeds) have no entry.
 */
const systemScopeRule = new WeakMap<RequestContextData, { allowed: boolean; route: string }>();

export function setSystemScopeRule(ctx: RequestContextData, allowed: boolean, route: string): void {
  systemScopeRule.set(ctx, { allowed, route });
}

export class SystemScopeRefused extends Error {}

/** Work to do once the context's transaction has committed (e.g. end a streamed response). */
const afterCommitHooks = new WeakMap<RequestContextData, Array<() => void>>();

/** The query runner of a request transaction: TenantDb.transaction keeps its transaction state itself. */
type RequestQueryRunner = Omit<QueryRunner, 'isTransactionActive'> & { isTransactionActive: boolean; transactionDepth: number };

/** A statement sent on the connection itself; its failure is a QueryFailedError, as TypeORM reports one. */
async function sent(statement: string, connection: PoolClient): Promise<void> {
  try {
    await connection.query(statement);
  } catch (err) {
    throw new QueryFailedError(statement, undefined, err as Error);
  }
}

/**
 * The request transaction does not broadcast TypeORM's transaction events (see TenantDb.transaction): a subscriber
 * that listens to one would never hear it, so the application refuses to start with such a subscriber.
 */
export function assertNoTransactionListeners(dataSource: DataSource): void {
  const events = [
    'beforeTransactionStart',
    'afterTransactionStart',
    'beforeTransactionCommit',
    'afterTransactionCommit',
    'beforeTransactionRollback',
    'afterTransactionRollback',
  ] as const;
  for (const subscriber of dataSource.subscribers) {
    const heard = events.filter((e) => typeof subscriber[e] === 'function');
    if (heard.length) {
      throw new Error(
        `${subscriber.constructor.name} listens to ${heard.join(', ')}: request transactions do not broadcast transaction events (TenantDb.transaction)`,
      );
    }
  }
}

/**
 * Runs work in a transaction that carries the tenant of the current request or job. Row-level
 * security in PostgreSQL reads `app.tenant_id`, set with set_config(..., true) so it never outlives
 * the transaction on a pooled connection. Without a tenant nothing tenant-owned is visible.
 */
@Injectable()
export class TenantDb implements OnApplicationBootstrap {
  private readonly logger = new Logger('TenantDb');

  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  onApplicationBootstrap(): void {
    assertNoTransactionListeners(this.dataSource);
  }

  /** Runs `fn` in the current transaction, or opens one for the context's tenant. */
  async run<T>(fn: (em: EntityManager) => Promise<T>): Promise<T> {
    const ctx = RequestContext.require();
    if (ctx.manager) return fn(ctx.manager);
    try {
      const result = await this.transaction(ctx, fn);
      takeDurableAudits(ctx);
      const hooks = afterCommitHooks.get(ctx) ?? [];
      afterCommitHooks.delete(ctx);
      for (const hook of hooks) hook();
      return result;
    } catch (err) {
      afterCommitHooks.delete(ctx);
      await this.replayDurableAudits(ctx);
      throw err;
    }
  }

  /**
   * The context's transaction on one pooled connection, with its tenant set by the statement that opens it:
   * `START TRANSACTION; SELECT set_config(…)` goes as one simple-protocol query (one round trip instead of two).
   * START, COMMIT and ROLLBACK go to the connection directly, not through TypeORM's transaction methods: those
   * only add the broadcast of transaction events, which no subscriber of this application listens to
   * (`assertNoTransactionListeners`, checked at start-up). The query runner is marked as inside a transaction,
   * so TypeORM's own `transaction()` and `save()` inside `fn` nest as savepoints, exactly as before.
   */
  private async transaction<T>(ctx: RequestContextData, fn: (em: EntityManager) => Promise<T>): Promise<T> {
    const qr = this.dataSource.createQueryRunner() as RequestQueryRunner;
    try {
      const connection = (await qr.connect()) as PoolClient;
      qr.isTransactionActive = true;
      qr.transactionDepth = 1;
      try {
        await sent(`START TRANSACTION; ${tenantContextSql(ctx.tenantId, ctx.user?.id)}`, connection);
        let result: T;
        ctx.manager = qr.manager;
        try {
          result = await fn(qr.manager);
        } finally {
          ctx.manager = undefined;
          ctx.systemScope = false;
        }
        await sent('COMMIT', connection);
        return result;
      } catch (err) {
        // the original error is the one worth reporting, even when the rollback fails too
        await connection.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        qr.isTransactionActive = false;
        qr.transactionDepth = 0;
      }
    } finally {
      await qr.release();
    }
  }

  /**
   * Runs `fn` after the current transaction commits (not at all when it rolls back). A streamed
   * download ends its response here, so the client never holds a file whose audit row is not committed.
   */
  afterCommit(fn: () => void): void {
    const ctx = RequestContext.require();
    if (!ctx.manager) throw new Error('No transaction: call inside TenantDb.run()');
    afterCommitHooks.set(ctx, [...(afterCommitHooks.get(ctx) ?? []), fn]);
  }

  /**
   * Audit rows written with AuditService.writeDurable (e.g. a failed sign-in) must outlive the rollback
   * of the request that failed: they are written again in a transaction of their own.
   */
  private async replayDurableAudits(ctx: RequestContextData): Promise<void> {
    const rows = takeDurableAudits(ctx);
    if (!rows.length) return;
    try {
      await this.dataSource.transaction(async (em) => {
        for (const row of rows) {
          await em.query("SELECT set_config('app.tenant_id', $1, true)", [row.tenantId ?? '']);
          await insertAuditRow(em, row);
        }
      });
    } catch (e) {
      this.logger.error(`Could not keep ${rows.length} audit row(s) of a failed request: ${(e as Error).message}`);
    }
  }

  /**
   * Runs `fn` in its own context and transaction for `tenantId` (jobs, sign-in, seeds). It takes a
   * connection of its own: do not call it while holding the request's transaction when the pool may be
   * exhausted (with a pool of one connection it would wait forever).
   */
  inTenant<T>(tenantId: string | undefined, fn: (em: EntityManager) => Promise<T>, base?: Partial<RequestContextData>): Promise<T> {
    const parent = RequestContext.current();
    const data: RequestContextData = {
      requestId: parent?.requestId ?? base?.requestId ?? 'job',
      ip: parent?.ip,
      userAgent: parent?.userAgent,
      user: parent?.user,
      ...base,
      tenantId,
      manager: undefined,
      systemScope: false,
    };
    const rule = parent && systemScopeRule.get(parent);
    if (rule) systemScopeRule.set(data, rule);
    return RequestContext.run(data, () => this.run(fn));
  }

  /**
   * Like inTenant, but reuses the request's transaction when it already carries `tenantId` (no second
   * pool connection while the request holds one: under load, many requests each waiting for a second
   * connection would exhaust the pool). The work then commits or rolls back with the request.
   */
  withTenant<T>(tenantId: string, fn: (em: EntityManager) => Promise<T>): Promise<T> {
    const ctx = RequestContext.current();
    if (ctx?.manager && ctx.tenantId === tenantId && !ctx.systemScope) return fn(ctx.manager);
    return this.inTenant(tenantId, fn);
  }

  /** The transaction of the current request or job; throws when there is none. */
  em(): EntityManager {
    const ctx = RequestContext.require();
    if (!ctx.manager) throw new Error('No transaction: call inside TenantDb.run()');
    return ctx.manager;
  }

  repo<E extends ObjectLiteral>(target: EntityTarget<E>): Repository<E> {
    return this.em().getRepository(target);
  }

  /** The tenant of the current context; throws when there is none. */
  tenantId(): string {
    const t = RequestContext.require().tenantId;
    if (!t) throw new Error('No tenant in context');
    return t;
  }

  /** True while inside asSystem (queries see every tenant). */
  inSystemScope(): boolean {
    return RequestContext.current()?.systemScope === true;
  }

  /**
   * The explicit system scope: inside `fn`, queries see every tenant (the transaction switches to
   * a role with BYPASSRLS until `fn` ends). Each use writes a SYSTEM_SCOPE audit row with its reason
   * in the same transaction. Signed-in users reach it only from routes whose permission names a
   * system-level module (or public routes such as sign-in); any other route is refused.
   */
  async asSystem<T>(reason: string, fn: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.run(async (em) => {
      const ctx = RequestContext.require();
      if (ctx.systemScope) return fn(em);
      const rule = systemScopeRule.get(ctx);
      if (ctx.user && rule && !rule.allowed) {
        throw new SystemScopeRefused(
          `The system scope ("${reason}") is only available to routes of system-level modules; ${rule.route} is not one.`,
        );
      }
      await em.query(`SET LOCAL ROLE ${SYSTEM_ROLE}`);
      ctx.systemScope = true;
      let result: T;
      try {
        await this.audit.write(em, { eventType: 'SYSTEM_SCOPE', action: 'READ', details: { reason } });
        result = await fn(em);
      } catch (e) {
        ctx.systemScope = false;
        // after a failed statement the transaction is aborted and rolls back (taking the role with it);
        // the original error is the one worth reporting
        await em.query('SET LOCAL ROLE NONE').catch(() => undefined);
        throw e;
      }
      ctx.systemScope = false;
      await em.query('SET LOCAL ROLE NONE');
      return result;
    });
  }

  /** Finds a record of the current tenant or answers 404 (another tenant's id is simply not found). */
  async findOr404<E extends ObjectLiteral>(
    target: EntityTarget<E>,
    id: string,
    what = 'Record',
    relations?: FindOptionsRelations<E>,
  ): Promise<E> {
    if (!isUuid(id)) throw recordNotFound(what, id);
    const found = await this.repo(target).findOne({ where: { id } as never, relations });
    if (!found) throw recordNotFound(what, id);
    return found;
  }
}

export { isUuid };

/**
 * The statement that gives a transaction its tenant and user (row-level security reads app.tenant_id), for
 * the simple query protocol (no parameters there): the values are quoted as literals. Both settings are local
 * to the transaction, so they never outlive it on a pooled connection.
 */
export function tenantContextSql(tenantId: string | undefined, userId: string | undefined): string {
  return `SELECT set_config('app.tenant_id', ${escapeLiteral(tenantId ?? '')}, true), set_config('app.user_id', ${escapeLiteral(userId ?? '')}, true)`;
}

/** The 404 of a record that is not there (or belongs to another tenant). */
export const recordNotFound = (what: string, id: string): NotFoundException => new NotFoundException(`${what} ${id} was not found`);
