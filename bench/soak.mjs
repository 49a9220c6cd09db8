// ./scripts/bench soak [--connections 64] [--duration 60] [--warmup 10] [--scale 2000] [--max-rss-growth 50]
// A soak of the real server (and a real worker) under a mixed workload: sign-in, lists, details, writes and
// a report, at 64 keep-alive connections for 60 s. Counts every answer that is not 2xx/3xx (and socket
// errors and time-outs), latency percentiles of all answers, and the server's resident memory sampled
// every second; prints one PASS/FAIL line. Not part of ./scripts/test. See bench/README.md.
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { signIn } from './lib/auth.mjs';
import { prepareDatabase, seedScenario } from './lib/db.mjs';
import { BENCH_DATA_DIR, benchEnv, dist, RESULTS_DIR, serverRequire } from './lib/env.mjs';
import { runStamp, writeResults } from './lib/report.mjs';
import { startApp, startWorker, stopAll } from './lib/servers.mjs';

const autocannon = serverRequire('autocannon');
const LIMITS = { connections: [1, 512], duration: [10, 600], warmup: [0, 60], scale: [100, 200_000], 'max-rss-growth': [1, 1000] };
const USAGE = `usage: ./scripts/bench soak [--connections 64] [--duration 60] [--warmup 10] [--scale 2000] [--max-rss-growth 50]
  --connections     concurrent keep-alive connections (default 64)
  --duration        measured seconds (default 60)
  --warmup          unmeasured seconds of the same load first (default 10)
  --scale           people in the soak tenant (default 2000; seeded once per scale)
  --max-rss-growth  the largest growth of the server's RSS, last 10 s over first 10 s, in percent, that passes (default 50)`;

/** Soak users: sign-ins go round these, each from its own client address (X-Forwarded-For, trusted from the loopback). */
const USERS = 64;
const PASSWORD = 'Bench-Soak-2026!';
const FACILITIES = 200;

const log = (msg) => process.stdout.write(`soak: ${msg}\n`);
const fail = (msg) => {
  process.stderr.write(`soak: ${msg}\n`);
  process.exit(2);
};

function option(values, name, def) {
  const raw = values[name];
  if (raw === undefined) return def;
  if (!/^\d+$/.test(raw)) fail(`--${name} must be a whole number, got "${raw}"\n${USAGE}`);
  const n = Number(raw);
  const [min, max] = LIMITS[name];
  if (n < min || n > max) fail(`--${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

/** The soak's own tenant: `scale` people, FACILITIES facilities, USERS FSOs (one-time codes off). */
const soakData = {
  name: 'soak',
  async seed(scale, pg, tools) {
    const tenantId = await tools.benchTenant(`Bench soak ${scale}`);
    const people = Array.from({ length: scale }, (_, i) => tools.uuidFor(`soak-person:${scale}:${i}`));
    await tools.copyRows(
      'personnel',
      ['id', 'tenant_id', 'first_name', 'last_name', 'employee_id', 'work_email', 'employment_status', 'job_title'],
      people.map((id, i) => [
        id,
        tenantId,
        `Soak${i % 97}`,
        `Person${i}`,
        `S-${String(i).padStart(6, '0')}`,
        `soak${i}@bench.example`,
        'ACTIVE',
        'Engineer',
      ]),
    );
    const facilities = Array.from({ length: FACILITIES }, (_, k) => tools.uuidFor(`soak-facility:${scale}:${k}`));
    await tools.copyRows(
      'facility',
      ['id', 'tenant_id', 'facility_name', 'city', 'state'],
      facilities.map((id, k) => [id, tenantId, `Soak Plant ${k}`, 'Arlington', 'VA']),
    );
    await pg.query(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'MFA', 'FALSE') ON CONFLICT DO NOTHING`, [
      tenantId,
    ]);
    const { PasswordService } = dist('modules/identity/passwords/password.service.js');
    const { insertUserAsOwner } = dist('modules/identity/users/user.sql.js');
    const passwordHash = await new PasswordService().hash(PASSWORD);
    const usernames = [];
    for (let u = 0; u < USERS; u++) {
      const username = `bench_soak_${scale}_${String(u).padStart(2, '0')}`;
      await insertUserAsOwner(
        { query: async (sql, params) => (await pg.query(sql, params)).rows },
        {
          tenantId,
          username,
          email: `${username}@bench.example`,
          passwordHash,
          firstName: 'Soak',
          lastName: `User ${u}`,
          roleNames: ['FSO'],
        },
      );
      usernames.push(username);
    }
    return { tenantId, people, facilities, usernames };
  },
};

/** The resident set size of a process, in MB (Linux /proc). */
function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * One cycle of the mixed workload (each connection goes round it): per 100 requests about 1 sign-in,
 * 45 lists, 34 details, 18 writes (creates and updates, each with its audit row) and 2 reports.
 */
function workload(seed, cookie) {
  const json = { accept: 'application/json', cookie };
  const unsafe = { ...json, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  let n = 0;
  const entries = [
    {
      kind: 'sign-in',
      method: 'POST',
      path: '/api/v1/auth/login',
      setupRequest: (req) => {
        n += 1;
        const body = new URLSearchParams({ username: seed.usernames[n % seed.usernames.length], password: PASSWORD }).toString();
        return {
          ...req,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-requested-with': 'XMLHttpRequest',
            // documentation addresses (RFC 5737): header values only, nothing is sent there
            'x-forwarded-for': `203.0.113.${n % 250}`,
          },
          body,
        };
      },
    },
  ];
  const add = (count, entry) => {
    for (let i = 0; i < count; i++) entries.push(entry);
  };
  add(20, { kind: 'list', method: 'GET', path: '/api/v1/personnel/details?page=0&size=10&sort=lastName,ASC', headers: json });
  add(10, { kind: 'list', method: 'GET', path: '/api/v1/facilities?page=0&size=10', headers: json });
  add(8, { kind: 'list', method: 'GET', path: '/api/v1/personnel/details?page=0&size=10&q=person1', headers: json });
  add(7, { kind: 'list', method: 'GET', path: '/api/v1/users?page=0&size=10', headers: json });
  add(20, {
    kind: 'detail',
    method: 'GET',
    path: '/api/v1/personnel/x',
    headers: json,
    setupRequest: (req) => ({ ...req, path: `/api/v1/personnel/${pick(seed.people)}` }),
  });
  add(8, {
    kind: 'detail',
    method: 'GET',
    path: '/api/v1/facilities/x',
    headers: json,
    setupRequest: (req) => ({ ...req, path: `/api/v1/facilities/${pick(seed.facilities)}` }),
  });
  add(6, { kind: 'detail', method: 'GET', path: '/api/v1/users/me', headers: json });
  add(10, {
    kind: 'write',
    method: 'PUT',
    path: '/api/v1/facilities/x',
    headers: unsafe,
    setupRequest: (req) => {
      const k = Math.floor(Math.random() * seed.facilities.length);
      return {
        ...req,
        path: `/api/v1/facilities/${seed.facilities[k]}`,
        body: JSON.stringify({
          facilityName: `Soak Plant ${k}`,
          city: 'Arlington',
          street1: `${Math.floor(Math.random() * 9999)} Soak Road`,
        }),
      };
    },
  });
  add(8, {
    kind: 'write',
    method: 'POST',
    path: '/api/v1/facilities',
    headers: unsafe,
    setupRequest: (req) => ({ ...req, body: JSON.stringify({ facilityName: `Soak new ${process.hrtime.bigint()}`, city: 'Reston' }) }),
  });
  add(2, {
    kind: 'report',
    method: 'POST',
    path: '/api/v1/reports/generate',
    headers: unsafe,
    body: JSON.stringify({ reportType: 'USERS_AND_ROLES', format: 'CSV' }),
  });
  // spread the kinds over the cycle (a fixed shuffle: every connection sees the same order, starting elsewhere)
  const order = entries.map((e, i) => [e, (i * 37) % entries.length]).sort((a, b) => a[1] - b[1]);
  return order.map(([e]) => e);
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function run(baseUrl, requests, { connections, duration }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const byKind = {};
    const statuses = {};
    const count = (kind) => (status) => {
      const k = (byKind[kind] ??= { n: 0, bad: 0 });
      k.n += 1;
      if (status >= 400 || status < 200) k.bad += 1;
    };
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        timeout: 30,
        requests: requests.map(({ kind, ...r }) => ({ ...r, onResponse: count(kind) })),
      },
      (err, result) => (err ? reject(err) : resolve({ result, times, byKind, statuses })),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      scale: { type: 'string' },
      'max-rss-growth': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return void process.stdout.write(`${USAGE}\n`);
  const options = {
    startedAt: new Date().toISOString(),
    scenario: 'soak',
    connections: option(values, 'connections', 64),
    duration: option(values, 'duration', 60),
    warmup: option(values, 'warmup', 10),
    scale: option(values, 'scale', 2000),
    maxRssGrowthPercent: option(values, 'max-rss-growth', 50),
  };
  const watchdog = setTimeout(
    () => {
      process.stderr.write('soak: the run took too long and was stopped\n');
      stopAll().finally(() => process.exit(1));
    },
    (options.duration + options.warmup + 600) * 1000,
  );
  watchdog.unref();

  const { env, cfg } = benchEnv();
  for (const d of [cfg.mailDir, cfg.storageDir, RESULTS_DIR, BENCH_DATA_DIR]) mkdirSync(d, { recursive: true });
  const stamp = runStamp();
  log('migrating and seeding the bench database');
  await prepareDatabase(cfg);
  const seed = await seedScenario(cfg, soakData, options.scale, log);

  log('starting the Clearline server and a worker (reports are generated by the worker)');
  const app = await startApp(env, join(RESULTS_DIR, `${stamp}-soak-app.log`));
  const worker = await startWorker(env, join(RESULTS_DIR, `${stamp}-soak-worker.log`));
  try {
    const cookie = await signIn(app.baseUrl, { username: seed.usernames[0], password: PASSWORD, mailDir: cfg.mailDir });
    const requests = workload(seed, cookie);
    if (options.warmup) {
      log(`warm-up: ${options.warmup} s`);
      await run(app.baseUrl, requests, { connections: options.connections, duration: options.warmup });
    }
    log(`measuring: ${options.connections} connections, ${options.duration} s, ${requests.length} requests per cycle`);
    const rss = [];
    const sampler = setInterval(() => rss.push(rssMb(app.pid)), 1000);
    rss.push(rssMb(app.pid));
    const { result, times, byKind, statuses } = await run(app.baseUrl, requests, options);
    clearInterval(sampler);
    rss.push(rssMb(app.pid));

    const sorted = Float64Array.from(times).sort();
    const bad = Object.entries(statuses)
      .filter(([code]) => Number(code) >= 400 || Number(code) < 200)
      .reduce((a, [, c]) => a + c, 0);
    const errors = bad + result.errors + result.timeouts;
    const avg = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const first = avg(rss.slice(0, 10));
    const last = avg(rss.slice(-10));
    const growth = ((last - first) / first) * 100;
    const summary = {
      requests: times.length,
      requestsPerSec: times.length / result.duration,
      statusCodes: statuses,
      non2xx3xx: bad,
      socketErrors: result.errors,
      timeouts: result.timeouts,
      errors,
      latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? null },
      byKind,
      rssMb: {
        samples: rss.map((x) => Math.round(x * 10) / 10),
        first10s: first,
        last10s: last,
        growthPercent: growth,
        peak: Math.max(...rss),
      },
    };
    const pass = errors === 0 && growth <= options.maxRssGrowthPercent;
    const f = (x, d = 1) => (x == null ? '-' : x.toFixed(d));
    process.stdout.write(
      `\nsoak: ${summary.requests} requests in ${f(result.duration, 0)} s (${f(summary.requestsPerSec, 0)}/s) at ${options.connections} connections\n` +
        `  answers: ${Object.entries(statuses)
          .map(([c, n]) => `${n} × ${c}`)
          .join(', ')}\n` +
        `  by kind: ${Object.entries(byKind)
          .map(([k, v]) => `${k} ${v.n}${v.bad ? ` (${v.bad} ≥ 400)` : ''}`)
          .join(', ')}\n` +
        `  errors: ${errors} (non-2xx/3xx ${bad}, socket errors ${result.errors}, time-outs ${result.timeouts})\n` +
        `  latency ms: p50 ${f(summary.latencyMs.p50)}, p95 ${f(summary.latencyMs.p95)}, p99 ${f(summary.latencyMs.p99)}, max ${f(summary.latencyMs.max)}\n` +
        `  server RSS MB: first 10 s ${f(first)}, last 10 s ${f(last)}, growth ${f(growth)} % (limit ${options.maxRssGrowthPercent} %), peak ${f(summary.rssMb.peak)}\n` +
        `${pass ? 'PASS' : 'FAIL'}: ${errors} errors, RSS growth ${f(growth)} %\n`,
    );
    const file = writeResults(stamp, options, [{ scenario: 'soak', target: 'app', ...summary, pass }]);
    log(`results written to ${file}`);
    clearTimeout(watchdog);
    process.exitCode = pass ? 0 : 1;
  } finally {
    await worker.stop();
    await app.stop();
  }
}

process.stdout.on('error', () => undefined);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    process.stderr.write(`soak: ${sig}, stopping the servers\n`);
    stopAll().finally(() => process.exit(130));
  });
}

main().catch(async (e) => {
  process.stderr.write(`soak: ${e.stack ?? e.message}\n`);
  await stopAll();
  process.exit(1);
});
