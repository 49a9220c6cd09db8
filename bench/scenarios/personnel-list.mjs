// GET /api/v1/personnel/details (page of 10, sorted by last name) with `scale` people in the tenant and
// ten tenants of that size in the table (scale 100000 → 1,000,000 rows), against the same SQL through raw pg.
//
// What the endpoint does per request: the session look-up in Redis (one script: HGETALL + GET + the touch),
// the tenant transaction (BEGIN and set_config of app.tenant_id and app.user_id in one statement), ONE statement that picks the
// page by the index personnel_list_idx, adds facility names and highest clearance to its ten rows and the
// total from the per-tenant counter personnel_count (nothing filters), COMMIT. rawSql takes the statement
// from the server's own builder (dist/modules/personnel/personnel-list.sql.js): the baseline runs the same SQL.
import { listBody, listSql, PASSWORD, seedPersonnel, sessionRedis } from './personnel/data.mjs';

export default {
  name: 'personnel-list',
  description: 'GET /personnel/details, page of 10 by last name, scale people per tenant × 10 tenants',
  seed: seedPersonnel,
  signIn: (ctx) => ({ username: ctx.seed.username, password: PASSWORD }),
  endpoint: () => ({ path: '/api/v1/personnel/details?page=0&size=10&sort=lastName,ASC' }),
  tenant: (ctx) => ctx.seed.tenantId,
  userId: (ctx) => ctx.seed.userId,
  rawSql: () => listSql({}),
  rawRedis: sessionRedis,
  rawBody: listBody,
};
