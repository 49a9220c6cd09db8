// GET /api/v1/personnel/details with the quick filter by name (q = one last name), page of 10 by last
// name, on the data of personnel-list (scale people per tenant × 10 tenants), against the same SQL
// through raw pg. One statement: personnel_search() finds the tenant's matches once through the trigram
// index personnel_search_trgm_idx (tenant_id, search_text); the page and the total are taken from them.
import { listBody, listSql, PASSWORD, SEARCH_TERM, seedPersonnel, sessionRedis } from './personnel/data.mjs';

export default {
  name: 'personnel-search',
  description: `GET /personnel/details?q=${SEARCH_TERM} (quick filter by name), page of 10, same data as personnel-list`,
  seed: seedPersonnel,
  signIn: (ctx) => ({ username: ctx.seed.username, password: PASSWORD }),
  endpoint: () => ({ path: `/api/v1/personnel/details?page=0&size=10&sort=lastName,ASC&q=${SEARCH_TERM}` }),
  tenant: (ctx) => ctx.seed.tenantId,
  userId: (ctx) => ctx.seed.userId,
  rawSql: () => listSql({ q: SEARCH_TERM }),
  rawRedis: sessionRedis,
  rawBody: listBody,
};
