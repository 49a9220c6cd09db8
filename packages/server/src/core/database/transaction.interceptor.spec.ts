import { Reflector } from '@nestjs/core';
import { lastValueFrom, of } from 'rxjs';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Public } from '../access/decorators';
import { RequestContext } from '../context/request-context';
import { Page } from '../http/list-query';
import type { TenantDb } from './tenant-db';
import { OwnTransactions, TransactionInterceptor } from './transaction.interceptor';

class Controller {
  @Public()
  list(): void {}

  @Public()
  @OwnTransactions()
  waits(): void {}
}

/** A TenantDb that runs the work as TenantDb.run does (here without a database) and counts the transactions. */
function countingDb(): { db: TenantDb; transactions: () => number } {
  let n = 0;
  const db = {
    run: async <T>(fn: () => Promise<T>): Promise<T> => {
      n += 1;
      return fn();
    },
  } as unknown as TenantDb;
  return { db, transactions: () => n };
}

function answer(interceptor: TransactionInterceptor, handler: keyof Controller, value: unknown) {
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, v: string) {
      headers[name] = v;
      return this;
    },
  };
  const request = { method: 'GET', url: '/api/v1/things', routeOptions: { url: '/api/v1/things' } };
  const context = {
    getHandler: () => Controller.prototype[handler],
    getClass: () => Controller,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
  } as unknown as ExecutionContext;
  const next: CallHandler = { handle: () => of(value) };
  return RequestContext.run({ requestId: 't' }, async () => ({ body: await lastValueFrom(interceptor.intercept(context, next)), headers }));
}

describe('TransactionInterceptor (the one global interceptor)', () => {
  it('answers a page as its items with Content-Range and X-Total-Count, inside one transaction', async () => {
    const { db, transactions } = countingDb();
    const interceptor = new TransactionInterceptor(db, new Reflector());
    const { body, headers } = await answer(interceptor, 'list', new Page([{ id: 1 }, { id: 2 }], 12, 10, 'things'));
    expect(body).toEqual([{ id: 1 }, { id: 2 }]);
    expect(headers).toEqual({ 'Content-Range': 'things 10-11/12', 'X-Total-Count': '12' });
    expect(transactions()).toBe(1);
  });

  it('answers null as an empty body and any other value as it is', async () => {
    const interceptor = new TransactionInterceptor(countingDb().db, new Reflector());
    expect((await answer(interceptor, 'list', null)).body).toBeUndefined();
    expect((await answer(interceptor, 'list', { status: 'ok' })).body).toEqual({ status: 'ok' });
  });

  it('opens no transaction for a route with its own transactions, and still shapes a page', async () => {
    const { db, transactions } = countingDb();
    const interceptor = new TransactionInterceptor(db, new Reflector());
    const { body, headers } = await answer(interceptor, 'waits', new Page([], 0, 0, 'things'));
    expect(body).toEqual([]);
    expect(headers['Content-Range']).toBe('things */0');
    expect(transactions()).toBe(0);
    // the route's facts are read once and kept: a second request answers the same
    await answer(interceptor, 'waits', null);
    expect(transactions()).toBe(0);
  });
});
