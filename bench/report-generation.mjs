// ./scripts/bench report-generation [--scale 100000] [--repeat 3] [--formats CSV,XLSX] [--no-build]
// node bench/report-generation.mjs [--scale 100000] [--repeat 3] [--formats CSV,XLSX]   (dist must be built)
//
// Report generation in the real worker process (packages/server/dist/worker.js): a personnel roster of
// `scale` rows per format, timed from the run's start to its end (job_run.started_at → finished_at: count,
// cursor, format writer, spool file, storage), with the worker's peak memory (VmHWM of a fresh worker per
// format), against the raw baseline COPY (<the report's own SQL>) TO STDOUT (FORMAT csv) of the same rows,
// as the application role in the tenant's transaction, written to a file. Prints the table and writes
// bench-results/<time>-reports.json. Targets: CSV within 3x of COPY; peak worker memory under 300 MB.
// Uses the bench database and helpers of ./scripts/bench (bench/README.md); build first when dist is stale.
import { createWriteStream, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { prepareDatabase, seedScenario } from './lib/db.mjs';
import { BENCH_DATA_DIR, benchEnv, dist, RESULTS_DIR, serverRequire } from './lib/env.mjs';
import { runStamp } from './lib/report.mjs';
import { startWorker, stopAll } from './lib/servers.mjs';

const log = (msg) => process.stdout.write(`bench-reports: ${msg}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const USAGE = `usage: ./scripts/bench report-generation [--scale N] [--repeat N] [--formats CSV,XLSX,PDF] [--no-build]
   or: node bench/report-generation.mjs [--scale N] [--repeat N] [--formats CSV,XLSX,PDF]
  --scale     people in the roster (default 100000; 1..2000000)
  --repeat    runs per format (default 3; 1..10)
  --formats   comma-separated, of CSV, XLSX, PDF (default CSV,XLSX)
  --no-build  (scripts/bench only) use packages/server/dist as it is`;
const usageError = (msg) => {
  process.stderr.write(`bench-reports: ${msg}\n${USAGE}\n`);
  process.exit(2);
};

let values;
try {
  ({ values } = parseArgs({
    options: { scale: { type: 'string' }, repeat: { type: 'string' }, formats: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (e) {
  usageError(e.message);
}
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const scale = Number(values.scale ?? 100000);
const repeat = Number(values.repeat ?? 3);
const formats = (values.formats ?? 'CSV,XLSX').split(',').map((f) => f.trim().toUpperCase());
if (!Number.isInteger(scale) || scale < 1 || scale > 2_000_000) usageError('--scale must be a whole number from 1 to 2000000');
if (!Number.isInteger(repeat) || repeat < 1 || repeat > 10) usageError('--repeat must be a whole number from 1 to 10');
if (formats.some((f) => !['CSV', 'XLSX', 'PDF'].includes(f))) usageError('--formats takes CSV, XLSX, PDF (comma-separated)');

const EMPLOYMENT = ['W2_EMPLOYEE', 'CONTRACT_1099', 'SUB_CONTRACTOR'];
const STATUS = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'SUSPENDED', 'TERMINATED'];

/** `scale` people in a tenant of their own, all at one facility, three in five with an active clearance, and a reporting user. */
const scenario = {
  name: 'report-generation',
  async seed(n, pg, tools) {
    const tenantId = await tools.benchTenant(`Bench reports ${n}`);
    const facility = tools.uuidFor(`bench-report-facility:${tenantId}`);
    await pg.query(
      `INSERT INTO facility (id, tenant_id, facility_name) VALUES ($1, $2, 'Bench Reports Plant') ON CONFLICT (id) DO NOTHING`,
      [facility, tenantId],
    );
    const ids = [];
    await tools.copyRows(
      'personnel',
      [
        'id',
        'tenant_id',
        'first_name',
        'middle_name',
        'last_name',
        'employee_id',
        'work_email',
        'job_title',
        'employment_type',
        'employment_status',
        'hire_date',
        'start_date',
      ],
      (function* () {
        for (let i = 0; i < n; i++) {
          const id = tools.uuidFor(`bench-report-person:${tenantId}:${i}`);
          ids.push(id);
          yield [
            id,
            tenantId,
            `First${i % 997}`,
            i % 3 ? null : 'Q',
            `Last${String(i % 5003).padStart(4, '0')}`,
            `R-${String(i).padStart(7, '0')}`,
            `person.${i}@reports.bench.example`,
            i % 2 ? 'Systems Engineer' : 'Security Analyst, Senior',
            EMPLOYMENT[i % 3],
            STATUS[i % 5],
            `20${String(10 + (i % 14)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 9}`,
            `20${String(10 + (i % 14)).padStart(2, '0')}-0${1 + (i % 9)}-2${i % 9}`,
          ];
        }
      })(),
    );
    await tools.copyRows(
      'personnel_facility',
      ['tenant_id', 'personnel_id', 'facility_id'],
      ids.map((id) => [tenantId, id, facility]),
    );
    await tools.copyRows(
      'personnel_clearance',
      ['tenant_id', 'personnel_id', 'facility_id', 'pcl_status', 'pcl_eligibility'],
      ids.filter((_, i) => i % 5 < 3).map((id, i) => [tenantId, id, facility, 'ACTIVE', i % 4 === 0 ? 'TOP_SECRET' : 'SECRET']),
    );
    // a user whose role may run the roster (the worker checks it before reading a row)
    const [role] = (
      await pg.query(
        `INSERT INTO role (tenant_id, name, pretty_name) VALUES ($1, 'BENCH_REPORTS', 'Bench reports')
         ON CONFLICT (tenant_id, name) DO UPDATE SET pretty_name = excluded.pretty_name RETURNING id`,
        [tenantId],
      )
    ).rows;
    for (const module of ['REPORTS', 'REPORT_PERSONNEL_ROSTER']) {
      await pg.query(
        `INSERT INTO role_permission (role_id, module, can_view, ui) VALUES ($1, $2, true, true) ON CONFLICT (role_id, module) DO NOTHING`,
        [role.id, module],
      );
    }
    const { PasswordService } = dist('modules/identity/passwords/password.service.js');
    const { insertUserAsOwner } = dist('modules/identity/users/user.sql.js');
    const userId = await insertUserAsOwner(
      { query: async (sql, params) => (await pg.query(sql, params)).rows },
      {
        tenantId,
        username: `bench_reports_${n}`,
        email: `bench_reports_${n}@bench.example`,
        passwordHash: await new PasswordService().hash(`Bench-Reports-${n}-2026!`),
        firstName: 'Bench',
        lastName: 'Reports',
        roleNames: [],
        roleIds: [role.id],
      },
    );
    return { tenantId, userId };
  },
};

const memoryOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The roster's SQL, as the report definition builds it, streamed with COPY as the application role. */
async function copyBaseline(cfg, tenantId, out) {
  const { Client } = serverRequire('pg');
  const { to: copyTo } = serverRequire('pg-copy-streams');
  const { appUrl } = dist('core/database/urls.js');
  const { personnelRosterReport } = dist('modules/personnel/reports/personnel-roster.report.js');
  const q = personnelRosterReport.query(
    { facilityId: null, status: null, employmentType: null, employmentStatus: null },
    {
      tenantId,
      today: new Date().toISOString().slice(0, 10),
      timeZone: 'America/New_York',
    },
  );
  if (q.values.length) throw new Error('the unfiltered roster should need no parameters');
  const c = new Client({ connectionString: appUrl(cfg) });
  await c.connect();
  try {
    const started = process.hrtime.bigint();
    await c.query('BEGIN');
    await c.query("SELECT set_config('app.tenant_id', $1, true)", [tenantId]);
    await pipeline(c.query(copyTo(`COPY (${q.text}) TO STDOUT WITH (FORMAT csv, HEADER true)`)), createWriteStream(out));
    await c.query('COMMIT');
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { seconds, bytes: statSync(out).size };
  } finally {
    await c.end();
  }
}

async function main() {
  const { env, cfg } = benchEnv();
  for (const d of [cfg.storageDir, cfg.mailDir, RESULTS_DIR, BENCH_DATA_DIR]) mkdirSync(d, { recursive: true });
  const stamp = runStamp();
  log(`preparing the bench database (scale ${scale})`);
  await prepareDatabase(cfg);
  const seed = await seedScenario(cfg, scenario, scale, log);

  const { Queue } = serverRequire('bullmq');
  const Redis = serverRequire('ioredis');
  const { Client } = serverRequire('pg');
  const redis = new Redis(cfg.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('reports', { connection: redis, prefix: cfg.redisPrefix });
  const owner = new Client({ connectionString: cfg.databaseUrl });
  await owner.connect();

  const results = [];
  try {
    const copyFile = join(BENCH_DATA_DIR, 'report-copy.csv');
    const copies = [];
    for (let i = 0; i < repeat; i++) copies.push(await copyBaseline(cfg, seed.tenantId, copyFile));
    rmSync(copyFile, { force: true });
    const copySeconds = median(copies.map((c) => c.seconds));
    log(`COPY baseline: ${copySeconds.toFixed(3)} s median of ${repeat}, ${(copies[0].bytes / 1048576).toFixed(1)} MB`);
    results.push({ target: 'COPY TO STDOUT (csv)', seconds: copySeconds, runs: copies.map((c) => c.seconds), bytes: copies[0].bytes });

    for (const format of formats) {
      // a fresh worker per format, so its peak resident memory belongs to this format alone
      const worker = await startWorker({ ...env, LOG_LEVEL: 'warn' }, join(RESULTS_DIR, `${stamp}-reports-worker-${format}.log`));
      const { pid } = worker;
      const idle = memoryOf(pid);
      const runs = [];
      for (let i = 0; i < repeat; i++) {
        const jobId = `bench-${format.toLowerCase()}-${Date.now()}-${i}`;
        await queue.add(
          'reports.generate',
          {
            tenantId: seed.tenantId,
            actorId: seed.userId,
            actorTenantId: seed.tenantId,
            reportType: 'PERSONNEL_ROSTER',
            parameters: {},
            format,
          },
          { jobId, attempts: 1, removeOnComplete: true },
        );
        let run;
        for (;;) {
          const { rows } = await owner.query(
            `SELECT status, error, rows_written, file_size, file_key, extract(epoch FROM finished_at - started_at)::float8 AS seconds
               FROM job_run WHERE queue = 'reports' AND queue_job_id = $1`,
            [jobId],
          );
          run = rows[0];
          if (run && ['SUCCEEDED', 'FAILED'].includes(run.status)) break;
          await sleep(50);
        }
        if (run.status !== 'SUCCEEDED') throw new Error(`${format} run failed: ${run.error}`);
        if (Number(run.rows_written) !== scale) throw new Error(`${format} run wrote ${run.rows_written} rows, expected ${scale}`);
        runs.push({ seconds: run.seconds, bytes: Number(run.file_size) });
        rmSync(join(cfg.storageDir, run.file_key), { force: true });
      }
      const mem = memoryOf(pid);
      await worker.stop();
      const seconds = median(runs.map((r) => r.seconds));
      results.push({
        target: `worker ${format}`,
        seconds,
        runs: runs.map((r) => r.seconds),
        bytes: runs[0].bytes,
        idleRssMb: idle.rssMb,
        peakRssMb: mem.peakMb,
        ratio: seconds / copySeconds,
      });
      log(`${format}: ${seconds.toFixed(3)} s median, peak worker RSS ${mem.peakMb.toFixed(0)} MB (idle ${idle.rssMb.toFixed(0)} MB)`);
    }
  } finally {
    await queue.close();
    redis.disconnect();
    await owner.end();
    await stopAll();
  }

  const line = (cols) => cols.map((c, i) => (i ? String(c).padStart(12) : String(c).padEnd(22))).join('  ');
  process.stdout.write(`\n${line(['target', 'seconds', 'rows/s', 'MB', 'peak RSS MB', 'x COPY'])}\n`);
  for (const r of results) {
    process.stdout.write(
      `${line([
        r.target,
        r.seconds.toFixed(3),
        Math.round(scale / r.seconds).toLocaleString('en-US'),
        (r.bytes / 1048576).toFixed(1),
        r.peakRssMb ? r.peakRssMb.toFixed(0) : '-',
        r.ratio ? r.ratio.toFixed(2) : '1.00',
      ])}\n`,
    );
  }
  const csv = results.find((r) => r.target === 'worker CSV');
  const peak = Math.max(...results.filter((r) => r.peakRssMb).map((r) => r.peakRssMb));
  process.stdout.write(
    `\ntargets: CSV within 3x of COPY: ${csv ? `${csv.ratio.toFixed(2)}x ${csv.ratio <= 3 ? 'met' : 'MISSED'}` : 'not measured'}; ` +
      `peak worker memory under 300 MB: ${peak.toFixed(0)} MB ${peak < 300 ? 'met' : 'MISSED'}\n`,
  );
  const file = join(RESULTS_DIR, `${stamp}-reports.json`);
  writeFileSync(file, JSON.stringify({ startedAt: new Date().toISOString(), scale, repeat, formats, results }, null, 2));
  log(`results written to ${file}`);
}

main().catch(async (e) => {
  process.stderr.write(`bench-reports: ${e.stack ?? e.message}\n`);
  await stopAll();
  process.exit(1);
});
