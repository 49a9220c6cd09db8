// The baseline: bare node:http + a raw pg Pool, doing per request exactly what the scenario says the
// endpoint does in SQL: one transaction that sets the tenant context with set_config(..., true)
// like TenantDb.run, the scenario's statements, and the scenario's Redis commands alongside.
// Started by servers.mjs with fork(); configuration arrives over IPC.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { dist, serverRequire } from './env.mjs';

const { Pool } = serverRequire('pg');

process.once('message', (opts) => {
  start(opts).then(
    () => process.send({ ready: true }),
    (e) => {
      process.send({ error: e.message });
      process.exit(1);
    },
  );
});

async function start({ scenarioPath, ctx, dbUrl, poolSize, redisUrl, port, prepared }) {
  const scenario = (await import(pathToFileURL(scenarioPath).href)).default;
  const pool = new Pool({ connectionString: dbUrl, max: poolSize, application_name: 'clearline-bench-raw' });
  const redisCommands = scenario.rawRedis?.(ctx) ?? [];
  const redis = redisCommands.length ? dist('core/queue/redis.js').createRedis(redisUrl, 'clearline-bench-raw') : undefined;
  const tenant = scenario.tenant?.(ctx) ?? '';
  const userId = scenario.userId?.(ctx) ?? '';
  const raw = scenario.rawSql(ctx);
  // --raw-prepared: each statement by name (parsed and planned once per connection), as the app's preparedQuery sends its hot reads
  const statements = (raw == null ? [] : Array.isArray(raw) ? raw : [raw]).map((s, i) => (prepared ? { ...s, name: `raw_${i}` } : s));

  async function handle() {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SELECT set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true)", [tenant, userId]);
      const sql = (async () => {
        const rows = [];
        for (const s of statements) rows.push((await client.query({ name: s.name, text: s.text, values: s.values ?? [] })).rows);
        return rows;
      })();
      const [results] = await Promise.all([sql, ...redisCommands.map(([cmd, ...args]) => redis.call(cmd, ...args))]);
      await client.query('COMMIT');
      return results;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  const server = createServer((req, res) => {
    handle().then(
      (results) => {
        const body = JSON.stringify(scenario.rawBody ? scenario.rawBody(results, ctx) : results.length === 1 ? results[0] : results);
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      },
      (e) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(e.message));
      },
    );
    req.resume();
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  // one request before reporting ready: the SQL and the tenant context must work
  await handle();
  const shutdown = () => {
    server.close();
    Promise.allSettled([pool.end(), redis?.quit()]).then(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('disconnect', shutdown);
}
