// ./scripts/bench [scenario ...] [--scale N] [--connections 32] [--duration 10] [--warmup 2]
// The real server against a raw node:http + pg baseline running the same SQL, in the same run.
// See bench/README.md.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { signIn } from './lib/auth.mjs';
import { prepareDatabase, seedScenario } from './lib/db.mjs';
import { BENCH_DATA_DIR, dist, RESULTS_DIR, SCENARIO_DIR, benchEnv } from './lib/env.mjs';
import { load, probe, requestOf } from './lib/load.mjs';
import { printTable, runStamp, writeResults } from './lib/report.mjs';
import { startApp, startRaw, startWorker, stopAll } from './lib/servers.mjs';

const LIMITS = { scale: [1, 5_000_000], connections: [1, 512], duration: [1, 120], warmup: [0, 30], rounds: [1, 15] };
const USAGE = `usage: ./scripts/bench [scenario ...] [--scale N] [--connections N] [--duration S] [--warmup S] [--rounds N] [--raw-prepared] [--list]
  scenario      a name from bench/scenarios (default: all) or a path to a scenario file
  --scale       rows a scenario seeds (default 1000; ${LIMITS.scale.join('..')})
  --connections concurrent keep-alive connections (default 32; ${LIMITS.connections.join('..')})
  --duration    seconds measured per target (default 10; ${LIMITS.duration.join('..')})
  --warmup      seconds of unmeasured load before each measurement (default 2; ${LIMITS.warmup.join('..')})
  --rounds      measurements of each target, app and raw alternating; figures are the medians (default 1; ${LIMITS.rounds.join('..')})
  --raw-prepared the raw baseline sends its statements prepared (by name) instead of unnamed
  --list        list the scenarios and exit
  --no-build    (scripts/bench) use the compiled server as it is, even when older than its sources`;

const log = (msg) => process.stdout.write(`bench: ${msg}\n`);

function fail(msg) {
  process.stderr.write(`bench: ${msg}\n`);
  process.exit(2);
}

function numberOption(values, name, def) {
  const raw = values[name];
  if (raw === undefined) return def;
  if (!/^\d+$/.test(raw)) fail(`--${name} must be a whole number, got "${raw}"\n${USAGE}`);
  const n = Number(raw);
  const [min, max] = LIMITS[name];
  if (n < min || n > max) fail(`--${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

const scenarioNames = () =>
  readdirSync(SCENARIO_DIR)
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => basename(f, '.mjs'))
    .sort();

async function loadScenario(arg) {
  const file = arg.endsWith('.mjs') ? resolve(process.env.BENCH_CALLER_CWD ?? process.cwd(), arg) : join(SCENARIO_DIR, `${arg}.mjs`);
  if (!existsSync(file)) fail(`no scenario "${arg}" (known: ${scenarioNames().join(', ')})`);
  const s = (await import(pathToFileURL(file).href)).default;
  const problems = [];
  if (!s || typeof s.name !== 'string' || !/^[a-z0-9-]+$/.test(s.name)) problems.push('a name (lower-case letters, digits, dashes)');
  for (const fn of ['endpoint', 'rawSql', 'tenant']) if (typeof s?.[fn] !== 'function') problems.push(`a function ${fn}(ctx)`);
  for (const fn of ['seed', 'signIn', 'rawRedis', 'rawBody', 'userId']) {
    if (s?.[fn] !== undefined && typeof s[fn] !== 'function') problems.push(`${fn} as a function (optional)`);
  }
  if (problems.length) fail(`${file} must export default an object with ${problems.join(', ')}`);
  return { ...s, file };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      scale: { type: 'string' },
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      rounds: { type: 'string' },
      'raw-prepared': { type: 'boolean' },
      list: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return void process.stdout.write(`${USAGE}\n`);
  if (values.list) {
    for (const n of scenarioNames()) {
      const s = await loadScenario(n);
      process.stdout.write(`${n.padEnd(20)} ${s.description ?? ''}\n`);
    }
    return;
  }
  const options = {
    startedAt: new Date().toISOString(),
    scale: numberOption(values, 'scale', 1000),
    connections: numberOption(values, 'connections', 32),
    duration: numberOption(values, 'duration', 10),
    warmup: numberOption(values, 'warmup', 2),
    rounds: numberOption(values, 'rounds', 1),
    rawPrepared: values['raw-prepared'] === true,
  };
  const scenarios = [];
  for (const name of positionals.length ? positionals : scenarioNames()) scenarios.push(await loadScenario(name));
  if (new Set(scenarios.map((s) => s.name)).size !== scenarios.length) fail('a scenario is named twice');

  // the whole run is bounded: measured time plus generous room for start-up and seeding
  const budgetSec = scenarios.length * 2 * options.rounds * (options.duration + options.warmup) + 600;
  const watchdog = setTimeout(() => {
    process.stderr.write(`bench: the run exceeded ${budgetSec} s and was stopped\n`);
    stopAll().finally(() => process.exit(1));
  }, budgetSec * 1000);
  watchdog.unref();

  const { env, cfg } = benchEnv();
  options.nodeEnv = cfg.nodeEnv;
  options.dbPoolSize = cfg.dbPoolSize;
  for (const d of [cfg.mailDir, cfg.storageDir, RESULTS_DIR, BENCH_DATA_DIR]) mkdirSync(d, { recursive: true });
  const stamp = runStamp();
  const { appUrl, systemUrl, describeDb } = dist('core/database/urls.js');

  log(`database ${describeDb(cfg.databaseUrl)}: migrating and seeding`);
  await prepareDatabase(cfg);
  const seeds = new Map();
  for (const s of scenarios) seeds.set(s.name, await seedScenario(cfg, s, options.scale, log));

  log('starting the Clearline server (RUN_WORKER=false, LOG_LEVEL=warn)');
  const app = await startApp(env, join(RESULTS_DIR, `${stamp}-app.log`));
  const rows = [];
  for (const s of scenarios) {
    const ctx = {
      scenario: s.name,
      scale: options.scale,
      seed: seeds.get(s.name),
      ids: { ...dist('seed/ids.js') },
      admin: { username: cfg.adminUsername, password: cfg.adminPassword },
      cookie: undefined,
    };
    if (s.signIn) {
      const creds = await s.signIn(ctx);
      let worker;
      try {
        ctx.cookie = await signIn(app.baseUrl, {
          ...creds,
          mailDir: cfg.mailDir,
          onOtpRequested: async () => {
            log(`${s.name}: one-time code requested; starting a worker to deliver it to ${cfg.mailDir}`);
            worker = await startWorker(env, join(RESULTS_DIR, `${stamp}-worker.log`));
          },
        });
      } finally {
        await worker?.stop();
      }
      log(`${s.name}: signed in as ${creds.username}`);
    }
    const req = requestOf(s.endpoint(ctx), ctx.cookie);
    const appSample = await probe(app.baseUrl, req);
    const raw = await startRaw(
      {
        scenarioPath: s.file,
        ctx,
        dbUrl: s.rawRole === 'system' ? systemUrl(cfg) : appUrl(cfg),
        poolSize: cfg.dbPoolSize,
        redisUrl: cfg.redisUrl,
        prepared: options.rawPrepared,
      },
      join(RESULTS_DIR, `${stamp}-raw-${s.name}.log`),
    );
    const rawReq = { ...req, expectStatus: 200 };
    const rawSample = await probe(raw.baseUrl, rawReq);
    const targets = {
      app: { baseUrl: app.baseUrl, req, pid: app.pid },
      raw: { baseUrl: raw.baseUrl, req: rawReq, pid: raw.pid },
    };
    // rounds alternate the order (app, raw, then raw, app, …) so that a drift of the machine weighs on both
    const runs = { app: [], raw: [] };
    for (let round = 0; round < options.rounds; round++) {
      for (const target of round % 2 ? ['raw', 'app'] : ['app', 'raw']) {
        const t = targets[target];
        // each measurement right after its own warm-up: a server that sat idle while the other was measured
        // has shrunk its heap and is slower for a few seconds
        if (options.warmup) await load(t.baseUrl, t.req, { connections: options.connections, duration: options.warmup });
        log(
          `${s.name}: ${target} ${t.req.method} ${t.req.path}, ${options.connections} connections, ${options.duration} s` +
            (options.rounds > 1 ? ` (round ${round + 1} of ${options.rounds})` : ''),
        );
        runs[target].push(await measure(t, { connections: options.connections, duration: options.duration }));
      }
    }
    const roundRatios = runs.app.map((a, i) => (runs.raw[i].requestsPerSec ? a.requestsPerSec / runs.raw[i].requestsPerSec : null));
    const measured = { app: medianRun(runs.app), raw: medianRun(runs.raw) };
    await raw.stop();
    const ratio = median(roundRatios.filter((r) => r !== null));
    const sample = (text) => text.slice(0, 500);
    rows.push({
      scenario: s.name,
      target: 'app',
      method: req.method,
      path: req.path,
      ...measured.app,
      ratio,
      roundRatios,
      rounds: runs.app,
      sampleBody: sample(appSample),
    });
    rows.push({
      scenario: s.name,
      target: 'raw',
      method: req.method,
      path: req.path,
      ...measured.raw,
      ratio: null,
      rounds: runs.raw,
      sampleBody: sample(rawSample),
    });
  }
  await app.stop();
  printTable(rows);
  const file = writeResults(stamp, options, rows);
  log(`results written to ${file}`);
  clearTimeout(watchdog);
}

/**
 * One measured run of a target, with the CPU time its server process spent per 2xx answer (user + system from
 * /proc/<pid>/stat; null where /proc is not there): a figure that moves less than requests/s when other
 * processes share the cores.
 */
async function measure(target, opts) {
  const before = cpuTicks(target.pid);
  const result = await load(target.baseUrl, target.req, opts);
  const after = cpuTicks(target.pid);
  const cpuUsPerRequest =
    before !== null && after !== null && result.responses2xx ? ((after - before) * (1e6 / CLOCK_TICKS)) / result.responses2xx : null;
  return { ...result, cpuUsPerRequest };
}

/** Linux's USER_HZ: the unit of utime and stime in /proc/<pid>/stat. */
const CLOCK_TICKS = 100;

function cpuTicks(pid) {
  try {
    // the fields after the command name (which may hold spaces) start with the state; utime and stime are 14th and 15th
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The figures of several runs of one target: the median of each (requests/s, each latency, CPU per request); counts summed. */
function medianRun(list) {
  if (list.length === 1) return list[0];
  const pick = (f) => median(list.map(f).filter((v) => v !== null && v !== undefined));
  const latencyMs = {};
  for (const k of Object.keys(list[0].latencyMs)) latencyMs[k] = pick((r) => r.latencyMs[k]);
  const sum = (f) => list.reduce((n, r) => n + (f(r) ?? 0), 0);
  const statusCodes = {};
  for (const r of list) for (const [code, n] of Object.entries(r.statusCodes ?? {})) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  return {
    ...list[0],
    requestsPerSec: pick((r) => r.requestsPerSec),
    latencyMs,
    cpuUsPerRequest: pick((r) => r.cpuUsPerRequest),
    responses2xx: sum((r) => r.responses2xx),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    statusCodes,
  };
}

// output piped into `head` and closed early must not kill the harness before it stops its servers
process.stdout.on('error', () => undefined);

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    process.stderr.write(`bench: ${sig}, stopping the servers\n`);
    stopAll().finally(() => process.exit(130));
  });
}

main().catch(async (e) => {
  process.stderr.write(`bench: ${e.message}\n`);
  await stopAll();
  process.exit(1);
});
