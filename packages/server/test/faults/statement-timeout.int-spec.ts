import { TenantDb } from '../../src/core/database/tenant-db';
import { streamQuery } from '../../src/core/database/stream-query';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A request's statement may run at most DB_STATEMENT_TIMEOUT_MS (PostgreSQL cancels it); a report or an
 * export streams its rows through streamQuery, which lifts the limit for its own transaction only.
 */
describe('statement time-out', () => {
  let t: TestApp;
  let db: TenantDb;

  beforeAll(async () => {
    t = await startTestApp({ DB_STATEMENT_TIMEOUT_MS: '300' });
    db = t.app.get(TenantDb);
    await t.sql(`INSERT INTO tenant (id, name, tenant_type, anonymous_hash) VALUES ($1, 'Acme', 'SAAS', 'x') ON CONFLICT DO NOTHING`, [
      DEMO_TENANT_ID,
    ]);
  });

  afterAll(async () => {
    await t?.close();
  });

  const SLOW = 'SELECT n, pg_sleep(0.25) AS slept FROM generate_series(1, 3) AS n';

  it('cancels an ordinary statement that runs longer than the limit', async () => {
    await expect(db.inTenant(DEMO_TENANT_ID, (em) => em.query(SLOW))).rejects.toMatchObject({ driverError: { code: '57014' } });
  });

  it('streams a long query to its end, and the next transaction has the limit again', async () => {
    const rows = await db.inTenant(DEMO_TENANT_ID, async (em) => {
      const out: number[] = [];
      for await (const row of await streamQuery(em, SLOW, [], { batchSize: 1 })) out.push(Number((row as { n: number }).n));
      return out;
    });
    expect(rows).toEqual([1, 2, 3]);
    // SET LOCAL ends with its transaction: the connection goes back to the pool with the limit
    await expect(db.inTenant(DEMO_TENANT_ID, (em) => em.query(SLOW))).rejects.toMatchObject({ driverError: { code: '57014' } });
  });
});
