import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { DataSource } from 'typeorm';
import { ACCESS_KEY, Public, RequirePermission } from '../access/decorators';
import type { AuditService } from '../audit/audit.service';
import { RequestContext, type RequestContextData } from '../context/request-context';
import { joinPath } from '../access/route-table';
import { OwnTransactions, transactionalHandler } from './route-transactions';
import { SystemScopeRefused, TenantDb } from './tenant-db';

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

/** A TenantDb over a database double that records the statements each query runner sends. */
function recordingDb(): { db: TenantDb; statements: string[]; transactions: () => number } {
  const statements: string[] = [];
  let transactions = 0;
  const dataSource = {
    createQueryRunner: () => {
      let active = false;
      const send = async (text: string): Promise<unknown[]> => {
        statements.push(text);
        return [];
      };
      const qr = {
        query: send,
        manager: { query: send },
        get isTransactionActive() {
          return active;
        },
        async startTransaction(this: { query: typeof send }) {
          transactions += 1;
          active = true;
          await this.query('START TRANSACTION');
        },
        commitTransaction: async () => {
          active = false;
          await send('COMMIT');
        },
        rollbackTransaction: async () => {
          active = false;
          await send('ROLLBACK');
        },
        release: async () => undefined,
      };
      return qr;
    },
  } as unknown as DataSource;
  const audit = { write: async () => undefined } as unknown as AuditService;
  return { db: new TenantDb(dataSource, audit), statements, transactions: () => transactions };
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
