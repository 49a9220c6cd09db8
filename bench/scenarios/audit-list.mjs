// GET /api/v1/application-audits filtered by tenant and a one-day range, as an AUDIT_LOG holder (every
// tenant, so the audited system scope), over `scale` audit rows (run with --scale 5000000), against the
// same SQL through raw pg.
//
// What the endpoint does per request: the session look-up in Redis, the tenant transaction (BEGIN,
// set_config) with the SYSTEM_SCOPE audit row (one INSERT), and a transaction on the system role's own pool
// for the count and the page (both by the index audit_log_tenant_time_idx). The raw baseline sends the same
// statements in one transaction on a connection of the system role (rawRole).
import { sessionRedis } from './personnel/data.mjs';
import { listBody, listQuery, listStatements, PASSWORD, seedAudit } from './audit/data.mjs';
import { dist } from '../lib/env.mjs';

export default {
  name: 'audit-list',
  description: 'GET /application-audits?tenantId&one day, page of 10, AUDIT_LOG (system scope), scale audit rows over 50 tenants',
  seed: seedAudit,
  signIn: (ctx) => ({ username: ctx.seed.admin, password: PASSWORD }),
  endpoint: (ctx) => ({ path: `/api/v1/application-audits?${new URLSearchParams(listQuery(ctx.seed.tenantId))}` }),
  tenant: (ctx) => ctx.ids.SYSTEM_TENANT_ID,
  userId: (ctx) => ctx.seed.adminId,
  rawRole: 'system',
  rawSql: (ctx) => {
    const { AUDIT_INSERT_SQL } = dist('core/audit/audit.service.js');
    return [
      {
        text: AUDIT_INSERT_SQL,
        values: [
          'SYSTEM_SCOPE',
          ctx.ids.SYSTEM_TENANT_ID,
          ctx.seed.adminId,
          ctx.seed.admin,
          null,
          null,
          null,
          'READ',
          null,
          JSON.stringify({ reason: 'read the audit log of all tenants' }),
          '127.0.0.1',
          'autocannon',
          'bench-raw',
        ],
      },
      ...listStatements(listQuery(ctx.seed.tenantId), ctx.seed.tenantId),
    ];
  },
  rawRedis: sessionRedis,
  // statements: audit row, count, page
  rawBody: (results) => listBody(results.slice(1, 3)),
};
