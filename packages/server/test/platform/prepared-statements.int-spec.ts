import { jest } from '@jest/globals';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { MAX_PREPARED_PER_CONNECTION, preparedName, preparedQuery } from '../../src/core/database/prepared';
import { TenantDb } from '../../src/core/database/tenant-db';
import { RequestContext } from '../../src/core/context/request-context';
import { PERSONNEL_DETAIL_SQL } from '../../src/modules/personnel/personnel-detail.sql';
import { API, createPerson, facility, tenantWithoutMfa, userIn, type UserAgent } from '../personnel/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Hot reads as prepared statements (core/database/prepared.ts): parsed and planned once per pooled connection,
 * with row-level security applied on every execution. One pooled connection, so every request of both tenants
 * runs the same prepared statement on the same PostgreSQL session.
 */
describe('prepared statements on the hot reads', () => {
  let t: TestApp;
  let a: UserAgent;
  let b: UserAgent;
  let personA: string;
  let personB: string;
  beforeAll(async () => {
    t = await startTestApp({ DB_POOL_SIZE: '1' });
    const tenantA = await tenantWithoutMfa(t, 'Prepared A');
    const tenantB = await tenantWithoutMfa(t, 'Prepared B');
    a = await userIn(t, tenantA, { roles: ['FSO'] });
    b = await userIn(t, tenantB, { roles: ['FSO'] });
    personA = (await createPerson(a, [await facility(a, 'Alpha HQ')], { lastName: 'Prepared-A' })).id;
    personB = (await createPerson(b, [await facility(b, 'Bravo HQ')], { lastName: 'Prepared-B' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The statements of the pool's one connection that PostgreSQL holds prepared. */
  const preparedOnServer = async () =>
    (await t.app.get(DataSource).query<Array<{ name: string }>>('SELECT name FROM pg_prepared_statements')).map((r) => r.name);

  it("sends a person's detail as a named statement: parsed once, then only bound and executed", async () => {
    const sent = jest.spyOn(Client.prototype, 'query');
    try {
      await a.get(`${API}/personnel/${personA}`).expect(200);
      await a.get(`${API}/personnel/${personA}`).expect(200);
      const named = sent.mock.calls.map(([q]) => q as { name?: string; text?: string }).filter((q) => typeof q === 'object' && q.name);
      expect(named).toEqual([
        expect.objectContaining({ name: preparedName(PERSONNEL_DETAIL_SQL), text: PERSONNEL_DETAIL_SQL }),
        expect.objectContaining({ name: preparedName(PERSONNEL_DETAIL_SQL), text: PERSONNEL_DETAIL_SQL }),
      ]);
    } finally {
      sent.mockRestore();
    }
    expect(await preparedOnServer()).toContain(preparedName(PERSONNEL_DETAIL_SQL));
  });

  it('keeps each tenant to its own rows when tenants share the prepared statement and the connection', async () => {
    const own = await b.get(`${API}/personnel/${personB}`).expect(200);
    expect(own.body.lastName).toBe('Prepared-B');
    // the statement B just ran is the one A prepared: row-level security still reads B's tenant
    await b.get(`${API}/personnel/${personA}`).expect(404);
    await a.get(`${API}/personnel/${personB}`).expect(404);
    const listA = await a.get(`${API}/personnel/details`).query({ range: '[0,24]' }).expect(200);
    const listB = await b.get(`${API}/personnel/details`).query({ range: '[0,24]' }).expect(200);
    expect(listA.body.map((p: { lastName: string }) => p.lastName)).toEqual(['Prepared-A']);
    expect(listB.body.map((p: { lastName: string }) => p.lastName)).toEqual(['Prepared-B']);
  });

  it('prepares at most MAX_PREPARED_PER_CONNECTION statements on a connection; further texts still answer', async () => {
    const db = t.app.get(TenantDb);
    const answers = await RequestContext.run({ requestId: 'prepared-cap' }, () =>
      db.run(async (em) => {
        const out: number[] = [];
        for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 6; i++) {
          const [row] = await preparedQuery<{ n: number }>(em, `SELECT $1::int + ${i} AS n`, [1]);
          out.push(row.n);
        }
        return out;
      }),
    );
    expect(answers).toEqual(Array.from({ length: MAX_PREPARED_PER_CONNECTION + 6 }, (_, i) => i + 1));
    const names = await preparedOnServer();
    expect(names.length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
    expect(names).not.toContain(preparedName(`SELECT $1::int + ${MAX_PREPARED_PER_CONNECTION + 5} AS n`));
  });

  it('answers a failing prepared statement as a query error, and the connection goes on', async () => {
    const db = t.app.get(TenantDb);
    await expect(
      RequestContext.run({ requestId: 'prepared-error' }, () => db.run((em) => preparedQuery(em, 'SELECT 1 / $1::int AS n', [0]))),
    ).rejects.toMatchObject({ name: 'QueryFailedError', driverError: expect.objectContaining({ code: '22012' }) });
    await a.get(`${API}/personnel/${personA}`).expect(200);
  });

  it('after a schema change under the running server, one read fails and the connection then runs the text unnamed', async () => {
    await a.get(`${API}/personnel/${personA}`).expect(200);
    await t.sql('ALTER TABLE personnel ADD COLUMN prepared_probe int');
    try {
      await a.get(`${API}/personnel/${personA}`).expect(500);
      const again = await a.get(`${API}/personnel/${personA}`).expect(200);
      expect(again.body.lastName).toBe('Prepared-A');
    } finally {
      await t.sql('ALTER TABLE personnel DROP COLUMN prepared_probe');
    }
    await a.get(`${API}/personnel/${personA}`).expect(200);
  });
});
