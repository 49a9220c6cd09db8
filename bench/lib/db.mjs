// The bench database: created and migrated with the server's own migrate(), seeded with the app's
// seeders, then with each scenario's data (COPY), once per scenario and scale.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dist, serverRequire } from './env.mjs';

const { Client } = serverRequire('pg');
const { from: copyFrom } = serverRequire('pg-copy-streams');

const SEED_TABLE = `CREATE TABLE IF NOT EXISTS bench_seed (
  scenario text NOT NULL,
  scale integer NOT NULL,
  info jsonb NOT NULL DEFAULT '{}',
  seconds numeric NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scenario, scale)
)`;

/** Creates clearline_bench when missing, runs pending migrations as the owner and the app's idempotent seed. */
export async function prepareDatabase(cfg) {
  const { migrate } = dist('migrations/migrate.js');
  const { seed } = dist('seed/seed.js');
  await migrate(cfg, cfg.databaseUrl, false);
  await seed(cfg, cfg.databaseUrl, false);
  const c = await ownerClient(cfg);
  try {
    await c.query(SEED_TABLE);
  } finally {
    await c.end();
  }
}

export async function ownerClient(cfg) {
  const c = new Client({ connectionString: cfg.databaseUrl, application_name: 'clearline-bench' });
  await c.connect();
  return c;
}

/**
 * Runs `scenario.seed(scale, client, tools)` in one transaction unless this scenario was already
 * seeded at this scale; returns what the seed returned (kept in bench_seed.info for later runs).
 */
export async function seedScenario(cfg, scenario, scale, log) {
  if (typeof scenario.seed !== 'function') return {};
  const c = await ownerClient(cfg);
  try {
    const done = await c.query('SELECT info, seconds FROM bench_seed WHERE scenario = $1 AND scale = $2', [scenario.name, scale]);
    if (done.rowCount) {
      log(`${scenario.name}: data for scale ${scale} already seeded, skipping`);
      return done.rows[0].info;
    }
    log(`${scenario.name}: seeding scale ${scale}`);
    const started = process.hrtime.bigint();
    await c.query('BEGIN');
    try {
      const info = (await scenario.seed(scale, c, seedTools(c))) ?? {};
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      await c.query('INSERT INTO bench_seed (scenario, scale, info, seconds) VALUES ($1, $2, $3, $4)', [
        scenario.name,
        scale,
        JSON.stringify(info),
        seconds.toFixed(3),
      ]);
      await c.query('COMMIT');
      await c.query('ANALYZE');
      log(`${scenario.name}: seeded scale ${scale} in ${seconds.toFixed(1)} s`);
      return info;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw new Error(`seeding ${scenario.name} at scale ${scale} failed: ${e.message}`, { cause: e });
    }
  } finally {
    await c.end();
  }
}

/** Helpers handed to a scenario's seed as its third argument. */
export function seedTools(client) {
  return {
    copyRows: (table, columns, rows) => copyRows(client, table, columns, rows),
    benchTenant: (name) => benchTenant(client, name),
    uuidFor,
    ids: dist('seed/ids.js'),
  };
}

/** A stable UUID (version-4 layout) derived from a text, so re-seeding gives the same ids. */
export function uuidFor(text) {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A tenant of its own for a scenario and scale (so several scales coexist); returns its id. */
export async function benchTenant(client, name) {
  const id = uuidFor(`bench-tenant:${name}`);
  await client.query(
    `INSERT INTO tenant (id, name, tenant_type, pay_tier, anonymous_hash)
     VALUES ($1::uuid, $2, 'SAAS', 'STANDARD', encode(digest('bench' || $1::uuid::text, 'sha256'), 'hex'))
     ON CONFLICT (id) DO NOTHING`,
    [id, name],
  );
  return id;
}

function csvValue(v) {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object' && !Buffer.isBuffer(v)) v = JSON.stringify(v);
  const s = String(v);
  return /[",\r\n]/.test(s) || s === '' ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Streams rows (arrays in `columns` order, from any iterable or async iterable) into `table` with
 * COPY ... FROM STDIN (CSV). null/undefined → NULL, '' stays an empty string, objects → JSON.
 * Returns the number of rows written.
 */
export async function copyRows(client, table, columns, rows) {
  const ident = (s) => `"${s.replace(/"/g, '""')}"`;
  let count = 0;
  async function* lines() {
    let batch = '';
    for await (const row of rows) {
      batch += row.map(csvValue).join(',') + '\n';
      count++;
      if (batch.length > 1 << 16) {
        yield batch;
        batch = '';
      }
    }
    if (batch) yield batch;
  }
  const sql = `COPY ${ident(table)} (${columns.map(ident).join(', ')}) FROM STDIN WITH (FORMAT csv)`;
  await pipeline(Readable.from(lines()), client.query(copyFrom(sql)));
  return count;
}
