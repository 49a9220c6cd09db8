// GET /api/v1/application-audits for a one-day range as a TENANT_AUDIT_LOG holder (own tenant only,
// through row-level security; no system scope), over `scale` audit rows, against the same SQL through raw pg.
import { sessionRedis } from './personnel/data.mjs';
import { listBody, listQuery, listStatements, PASSWORD, seedAudit } from './audit/data.mjs';

export default {
  name: 'audit-list-tenant',
  description: 'GET /application-audits one day, page of 10, TENANT_AUDIT_LOG (row-level security), scale audit rows over 50 tenants',
  seed: seedAudit,
  signIn: (ctx) => ({ username: ctx.seed.tenantAdmin, password: PASSWORD }),
  endpoint: () => ({ path: `/api/v1/application-audits?${new URLSearchParams(listQuery())}` }),
  tenant: (ctx) => ctx.seed.tenantId,
  userId: (ctx) => ctx.seed.tenantAdminId,
  rawSql: (ctx) => listStatements(listQuery(), ctx.seed.tenantId),
  rawRedis: sessionRedis,
  rawBody: listBody,
};
