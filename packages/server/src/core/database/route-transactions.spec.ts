import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { type DataSource, QueryFailedError } from 'typeorm';
import { ACCESS_KEY, Public, RequirePermission } from '../access/decorators';
import type { AuditService } from '../audit/audit.service';
import { RequestContext, type RequestContextData } from '../context/request-context';
import { joinPath } from '../access/route-table';
import { OwnTransactions, transactionalHandler } from './route-transactions';
import { assertNoTransactionListeners, SystemScopeRefused, TenantDb } from './tenant-db';

@Controller('personnel')
class PersonnelLike {
  constructor(private readonly db: TenantDb) {}

  @Get(':id')
  @RequirePermission('PERSONNEL', 'VIEW')
  async view(id: string): Promise<{ id: string; rows: unknown }> {
    return { id, rows: await this.db.em().query('SELECT 1') };
  }

  @Get()
  @RequirePermission('PERSONNEL', 'VIEW')
  nothing(): null {
    return null;
  }

  @Post()
  @HttpCode(204)
  @RequirePermission('PERSONNEL', 'CREATE')
  async fails(): Promise<void> {
    await this.db.em().query("INSERT INTO thing VALUES ('x')");
    throw new Error('refused after a write');
  }

  @Get('sneak')
  @RequirePermission('PERSONNEL', 'VIEW')
  sneak(): Promise<unknown> {
    return this.db.asSystem('count every tenant', (em) => em.query('SELECT count(*) FROM tenant'));
  }

  @Get('waits')
  @Public()
  @OwnTransactions()
  waits(): Promise<string> {
    return Promise.resolve('no request transaction');
  }
}

@Controller('tenants')
@Public()
class PublicLike {
  constructor(private readonly db: TenantDb) {}

  @Get()
  count(): Promise<unknown> {
    return this.db.asSystem('count every tenant', (em) => em.query('SELECT count(*) FROM tenant'));
  }
}

/**
 * A TenantDb over a database double that records the statements sent, on the connection (the request transaction's
 * own statements) and through the query runner's manager (the handler's), with the runner's transaction state as a
 * nested TypeORM transaction (em.transaction, save) would read it. `failing`: statements starting with it fail.
 */
function recordingDb(failing?: string): {
  db: TenantDb;
  statements: string[];
  handlerSaw: string[];
  transactions: () => number;
  runner: () => { isTransactionActive: boolean; transactionDepth: number };
} {
  const statements: string[] = [];
  const handlerSaw: string[] = [];
  let last = { isTransactionActive: false, transactionDepth: 0 };
  const send = async (text: string): Promise<unknown[]> => {
    statements.push(text);
    if (failing && text.startsWith(failing)) throw new Error(`${failing} failed`);
    return [];
  };
  const dataSource = {
    subscribers: [],
    createQueryRunner: () => {
      const qr = {
        isTransactionActive: false,
        transactionDepth: 0,
        connect: async () => ({ query: send }),
        manager: {
          query: (text: string) => {
            handlerSaw.push(`active ${qr.isTransactionActive}, depth ${qr.transactionDepth}`);
            return send(text);
          },
        },
        release: async () => undefined,
      };
      last = qr;
      return qr;
    },
  } as unknown as DataSource;
  const audit = { write: async () => undefined, writeDurable: async () => undefined } as unknown as AuditService;
  return {
    // one double for both pools: the system scope's transactions are recorded like the request's
    db: new TenantDb(dataSource, dataSource, audit),
    statements,
    handlerSaw,
    transactions: () => statements.filter((t) => t.startsWith('START TRANSACTION')).length,
    runner: () => last,
  };
}

const signedIn = (): RequestContextData => ({
  requestId: 'r',
  tenantId: 'tenant-a',
  user: { id: 'u', username: 'u', homeTenantId: 'tenant-a', homeTenantType: 'SAAS', roles: [], permissions: {}, sessionId: 's' },
});

function handlerOf<C extends object>(db: TenantDb, type: new (db: TenantDb) => C, name: keyof C & string, route = `GET /${name}`) {
  const handler = transactionalHandler(db, type, type.prototype[name] as (...args: unknown[]) => unknown, route);
  const instance = new type(db);
  return (...args: unknown[]) => RequestContext.run(signedIn(), () => handler.apply(instance, args)) as Promise<unknown>;
}

describe('transactionalHandler (the request transaction of every route)', () => {
  it('runs the handler inside one transaction carrying the tenant, and answers its value once committed', async () => {
    const { db, statements, transactions } = recordingDb();
    await expect(handlerOf(db, PersonnelLike, 'view')('p-1')).resolves.toEqual({ id: 'p-1', rows: [] });
    expect(transactions()).toBe(1);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toMatch(/^START TRANSACTION; SELECT set_config\('app.tenant_id', 'tenant-a', true\)/);
    expect(statements.slice(1)).toEqual(['SELECT 1', 'COMMIT']);
  });

  it('marks the query runner as inside the transaction while the handler runs, so TypeORM nests its own as savepoints', async () => {
    const { db, handlerSaw, runner } = recordingDb();
    await handlerOf(db, PersonnelLike, 'view')('p-1');
    expect(handlerSaw).toEqual(['active true, depth 1']);
    expect(runner()).toMatchObject({ isTransactionActive: false, transactionDepth: 0 });
  });

  it('rolls back and reports a QueryFailedError naming the statement when the transaction cannot start or commit', async () => {
    for (const failing of ['START TRANSACTION', 'COMMIT']) {
      const { db, statements } = recordingDb(failing);
      const answer = handlerOf(db, PersonnelLike, 'view')('p-1');
      await expect(answer).rejects.toThrow(QueryFailedError);
      await expect(answer).rejects.toThrow(`${failing} failed`);
      expect(statements.at(-1)).toBe('ROLLBACK');
      expect(statements.includes('SELECT 1')).toBe(failing === 'COMMIT');
    }
  });

  it('refuses to start beside a subscriber that listens to transaction events, which request transactions do not broadcast', () => {
    class CommitListener {
      afterTransactionCommit(): void {}
    }
    const dataSource = (subscribers: object[]) => ({ subscribers }) as unknown as DataSource;
    expect(() => assertNoTransactionListeners(dataSource([new CommitListener()]))).toThrow(
      'CommitListener listens to afterTransactionCommit: request transactions do not broadcast transaction events',
    );
    expect(() => assertNoTransactionListeners(dataSource([{ beforeInsert: () => undefined }]))).not.toThrow();
  });

  it('rolls the transaction back when the handler fails, and the error reaches Nest as it is', async () => {
    const { db, statements } = recordingDb();
    await expect(handlerOf(db, PersonnelLike, 'fails')()).rejects.toThrow('refused after a write');
    expect(statements.slice(1)).toEqual(["INSERT INTO thing VALUES ('x')", 'ROLLBACK']);
  });

  it('answers null as an empty body', async () => {
    await expect(handlerOf(recordingDb().db, PersonnelLike, 'nothing')()).resolves.toBeUndefined();
  });

  it('opens no transaction for a route with its own transactions', async () => {
    const { db, transactions } = recordingDb();
    await expect(handlerOf(db, PersonnelLike, 'waits')()).resolves.toBe('no request transaction');
    expect(transactions()).toBe(0);
  });

  it('keeps the metadata Nest and the guards read from the handler (access rule, status code, name)', () => {
    const wrapped = transactionalHandler(recordingDb().db, PersonnelLike, PersonnelLike.prototype.fails, 'POST /api/v1/personnel');
    const reflector = new Reflector();
    expect(reflector.getAllAndOverride(ACCESS_KEY, [wrapped, PersonnelLike])).toEqual({
      kind: 'permission',
      required: [['PERSONNEL', 'CREATE']],
    });
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, wrapped)).toBe(204);
    expect(wrapped.name).toBe('fails');
  });

  it('refuses the system scope on a route of a tenant-level module, naming the route, and allows it on a public one', async () => {
    const { db } = recordingDb();
    const refused = handlerOf(db, PersonnelLike, 'sneak', 'GET /api/v1/personnel/sneak')();
    await expect(refused).rejects.toThrow(SystemScopeRefused);
    await expect(refused).rejects.toThrow('GET /api/v1/personnel/sneak is not one');
    await expect(handlerOf(db, PublicLike, 'count')()).resolves.toEqual([]);
  });

  it('joins a route path with one slash between parts', () => {
    expect(joinPath('api/v1', 'personnel', ':id')).toBe('/api/v1/personnel/:id');
    expect(joinPath('api/v1', '/personnel/', '')).toBe('/api/v1/personnel');
    expect(joinPath('api/v1', '', 'health')).toBe('/api/v1/health');
  });
});
