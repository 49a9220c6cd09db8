import { Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { API_MESSAGES, isUuid } from '@clearline/shared';
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
import { SYSTEM_DATA_SOURCE, SYSTEM_LOCK_TIMEOUT_MS } from './system-data-source';

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

/**
 * A statement of a system transaction waited longer than SYSTEM_LOCK_TIMEOUT_MS for a lock: held by another
 * transaction for that long, or by the very request transaction that opened the system scope and waits for it
 * (which would never end). Work in the system scope must not touch rows its caller's transaction has written.
 */
export class SystemScopeLockTimeout extends Error {}

/** SQLSTATE lock_not_available: lock_timeout ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

/** Sent with START TRANSACTION on the system pool (see SYSTEM_LOCK_TIMEOUT_MS). */
const SYSTEM_TRANSACTION_SETUP = `; SET LOCAL lock_timeout = ${SYSTEM_LOCK_TIMEOUT_MS}`;

function lockTimedOut(e: unknown): boolean {
  const err = e as { code?: unknown; driverError?: { code?: unknown } } | undefined;
  return err?.code === LOCK_NOT_AVAILABLE || err?.driverError?.code === LOCK_NOT_AVAILABLE;
}

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
 *
 * Two pools: the application's (DB_APP_USER, subject to row-level security, member of no other role) and the
 * system scope's (DB_SYSTEM_USER, BYPASSRLS; see system-data-source.ts), used by asSystem only.
 */
@Injectable()
export class TenantDb implements OnApplicationBootstrap {
  private readonly logger = new Logger('TenantDb');

  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    @InjectDataSource(SYSTEM_DATA_SOURCE) readonly systemDataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  onApplicationBootstrap(): void {
    assertNoTransactionListeners(this.dataSource);
    assertNoTransactionListeners(this.systemDataSource);
  }

  /** Runs `fn` in the current transaction, or opens one for the context's tenant. */
  async run<T>(fn: (em: EntityManager) => Promise<T>): Promise<T> {
    const ctx = RequestContext.require();
    if (ctx.manager) return fn(ctx.manager);
    return this.settle(ctx, () => this.transaction(this.dataSource, ctx, fn));
  }

  /**
   * The context's own transaction, then what follows its end: after a commit, the hooks of afterCommit run (those
   * of a system transaction opened inside another transaction wait for that one, `outer`); after a rollback, the
   * rows of writeDurable are written again.
   */
  private async settle<T>(ctx: RequestContextData, work: () => Promise<T>, outer?: RequestContextData): Promise<T> {
    try {
      const result = await work();
      takeDurableAudits(ctx);
      const hooks = afterCommitHooks.get(ctx) ?? [];
      afterCommitHooks.delete(ctx);
      if (outer?.manager && hooks.length) afterCommitHooks.set(outer, [...(afterCommitHooks.get(outer) ?? []), ...hooks]);
      else for (const hook of hooks) hook();
      return result;
    } catch (err) {
      afterCommitHooks.delete(ctx);
      await this.replayDurableAudits(ctx);
      throw err;
    }
  }

  /**
   * The context's transaction on one connection of `pool`, with its tenant set by the statement that opens it:
   * `START TRANSACTION; SELECT set_config(…)` goes as one simple-protocol query (one round trip instead of two).
   * START, COMMIT and ROLLBACK go to the connection directly, not through TypeORM's transaction methods: those
   * only add the broadcast of transaction events, which no subscriber of this application listens to
   * (`assertNoTransactionListeners`, checked at start-up). The query runner is marked as inside a transaction,
   * so TypeORM's own `transaction()` and `save()` inside `fn` nest as savepoints, exactly as before.
   */
  private async transaction<T>(pool: DataSource, ctx: RequestContextData, fn: (em: EntityManager) => Promise<T>, setup = ''): Promise<T> {
    const qr = pool.createQueryRunner() as RequestQueryRunner;
    try {
      const connection = (await qr.connect()) as PoolClient;
      qr.isTransactionActive = true;
      qr.transactionDepth = 1;
      try {
        await sent(`START TRANSACTION; ${tenantContextSql(ctx.tenantId, ctx.user?.id)}${setup}`, connection);
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
   * Audit rows written with AuditService.writeDurable (e.g. an export that failed part-way) must outlive the
   * rollback of the transaction that failed: they are written again in a transaction of their own, by the
   * system role (the rows are the ones the failed transaction wrote, of its tenant or of none).
   */
  private async replayDurableAudits(ctx: RequestContextData): Promise<void> {
    const rows = takeDurableAudits(ctx);
    if (!rows.length) return;
    try {
      await this.systemDataSource.transaction(async (em) => {
        for (const row of rows) await insertAuditRow(em, row);
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
   * The explicit system scope: `fn` runs in a transaction of its own on the system pool, logged in as the
   * system role (BYPASSRLS), so its queries see every tenant. The transaction carries the caller's tenant and
   * user (`app.tenant_id`, `app.user_id`: audit rows and triggers see who acted). Each use writes a SYSTEM_SCOPE
   * audit row with the reason, in the caller's transaction (it commits or rolls back with the request, as before)
   * or, without one, in the system transaction. Inside `fn`, `em()` and `run()` give the system transaction
   * and a nested asSystem joins it; `withTenant` opens a tenant transaction. Signed-in users reach it only from
   * routes whose permission names a system-level module (or public routes such as sign-in); any other route is
   * refused.
   *
   * The system transaction is not the caller's: it does not see what the caller's transaction wrote and has not
   * committed, it commits (or rolls back) on its own when `fn` ends, and it must not wait for a row the caller's
   * transaction has locked (it would wait for ever: after SYSTEM_LOCK_TIMEOUT_MS it fails with
   * SystemScopeLockTimeout). Hooks of afterCommit registered inside run once both have committed.
   */
  async asSystem<T>(reason: string, fn: (em: EntityManager) => Promise<T>): Promise<T> {
    const outer = RequestContext.require();
    if (outer.systemScope && outer.manager) return fn(outer.manager);
    const rule = systemScopeRule.get(outer);
    if (outer.user && rule && !rule.allowed) {
      throw new SystemScopeRefused(
        `The system scope ("${reason}") is only available to routes of system-level modules; ${rule.route} is not one.`,
      );
    }
    const ctx: RequestContextData = { ...outer, manager: undefined, systemScope: true };
    if (rule) systemScopeRule.set(ctx, rule);
    // the use is recorded with the caller's work, as when the scope shared its transaction: in the caller's
    // transaction when it has one and a tenant (a refused request leaves no row), else in the system transaction
    const use = { eventType: 'SYSTEM_SCOPE', action: 'READ', details: { reason } } as const;
    const callerKeeps = !!outer.manager && !!outer.tenantId;
    if (callerKeeps) await this.audit.write(outer.manager!, use);
    const work = callerKeeps ? fn : (em: EntityManager) => this.audit.write(em, use).then(() => fn(em));
    return RequestContext.run(ctx, () =>
      this.settle(
        ctx,
        () =>
          this.transaction(this.systemDataSource, ctx, work, SYSTEM_TRANSACTION_SETUP).catch((e: unknown) => {
            if (!lockTimedOut(e)) throw e;
            throw new SystemScopeLockTimeout(
              `The system scope ("${reason}") waited more than ${SYSTEM_LOCK_TIMEOUT_MS} ms for a lock: another transaction holds it, ` +
                'or the transaction that opened the system scope does (work in the system scope must not touch rows its caller has written).',
              { cause: e },
            );
          }),
        outer,
      ),
    );
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

/** The 404 of a record that is not there (or belongs to another tenant): the one way every route answers it. */
export const recordNotFound = (what: string, id: string | number): NotFoundException =>
  new NotFoundException(API_MESSAGES.notFound(what, String(id)));
