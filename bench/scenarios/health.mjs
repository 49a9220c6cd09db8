// GET /api/v1/health against a raw server doing what the endpoint does in PostgreSQL and Redis.
//
// What the endpoint does per request (SystemController.health behind the global pipeline): the
// request transaction (core/database/route-transactions.ts) opens and sets the (empty) tenant context; the handler runs
// `SELECT 1` and a Redis PING concurrently and answers { status, database, redis }. No sign-in,
// no seeded data.
export default {
  name: 'health',
  description: 'GET /api/v1/health vs SELECT 1 + Redis PING in a tenant-context transaction',
  endpoint: () => ({ path: '/api/v1/health' }),
  // public route: no tenant, the context is set to '' exactly as TenantDb.run does without a user
  tenant: () => '',
  rawSql: () => ({ text: 'SELECT 1' }),
  rawRedis: () => [['ping']],
  rawBody: () => ({ status: 'ok', database: 'up', redis: 'up' }),
};
