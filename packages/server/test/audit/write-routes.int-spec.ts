import { routeTable } from '../../src/core/access/route-table';
import { createUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { requestIdOf, type WalkContext, walkContext } from '../tenancy/walk';
import { WRITE_ROUTES, type WriteSample } from './write-routes.catalogue';
import { SYSTEM_TENANT_ID, MSS_TENANT_ID } from '../../src/seed/ids';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write route of the product produces an audit row: the route table is enumerated, each
 * POST/PUT/PATCH/DELETE route must have an entry in write-routes.catalogue.ts, and each sample request
 * must leave at least one audit row carrying its request id (written in the same transaction).
 */
describe('every write route writes an audit row', () => {
  let t: TestApp;
  let ctx: WalkContext;
  let routes: string[];

  beforeAll(async () => {
    t = await startTestApp();
    await createUser(t, { tenantId: SYSTEM_TENANT_ID });
    await createUser(t, { tenantId: MSS_TENANT_ID });
    ctx = await walkContext(t);
    routes = routeTable(t.app)
      .filter((r) => WRITE_METHODS.has(r.method))
      .map((r) => `${r.method} ${r.path}`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every write route has a sample (or a reviewed exemption) in write-routes.catalogue.ts', () => {
    const missing = routes.filter((k) => !(k in WRITE_ROUTES));
    expect(missing).toEqual([]);
  });

  it('the catalogue names only routes that exist', () => {
    expect(Object.keys(WRITE_ROUTES).filter((k) => !routes.includes(k))).toEqual([]);
  });

  const samples = Object.entries(WRITE_ROUTES).filter((e): e is [string, WriteSample] => 'run' in e[1]);
  it.each(samples)('%s writes an audit row with its request id', async (_route, sample) => {
    const res = await sample.run(ctx);
    if (sample.status !== undefined) expect(res.status).toBe(sample.status);
    else expect(res.status >= 200 && res.status < 300 ? 'a 2xx' : `${res.status} ${JSON.stringify(res.body)}`).toBe('a 2xx');
    const rows = await t.sql<{ event_type: string; object_table: string | null; action: string | null }>(
      `SELECT event_type, object_table, action FROM audit_log WHERE request_id = $1`,
      [requestIdOf(res)],
    );
    expect(rows.length).toBeGreaterThan(0);
    if (sample.audit) {
      const want = sample.audit;
      const match = rows.some(
        (r) =>
          (!want.eventType || r.event_type === want.eventType) &&
          (!want.objectTable || r.object_table === want.objectTable) &&
          (!want.action || r.action === want.action),
      );
      expect({ match, rows }).toEqual({ match: true, rows });
    }
  });
});
