// Global set-up of the browser tests. With BASE_URL set, the tests use that server (one worker). Otherwise
// every worker gets a stack of its own, so that test files run in parallel without seeing each other's
// records: a database (DATABASE_URL's name with `_w<n>`, migrated and seeded), e-mail and file folders
// (MAIL_DIR/w<n>, STORAGE_DIR/w<n>), a Redis prefix (REDIS_PREFIX:w<n>) and the built server
// (../server/dist/main.js) on a free port. A worker finds its stack by its parallel index (lib.mjs). The
// screenshots folder is emptied first, so that a run never looks at a picture an earlier run left. The
// returned teardown stops the servers and drops the databases.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, SCREENSHOTS_DIR, stackEnv } from './lib.mjs';

const WEB_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SERVER_DIR = path.join(WEB_DIR, '../server');
const REPO = path.join(WEB_DIR, '../..');
const { Client } = createRequire(path.join(SERVER_DIR, 'package.json'))('pg');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a server command line (`dist/cli/<name>.js`) with `env`; rejects with its output when it fails. */
function runCli(name, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(SERVER_DIR, 'dist/cli', `${name}.js`)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => out.push(d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}):\n${out.join('')}`))));
  });
}

async function dropDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const client = new Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function waitForHealth(baseUrl, server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

async function stopServer(server) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Worker `index`'s stack: a fresh migrated and seeded database, its folders, and the server started on it. */
async function startStack(index) {
  const env = { ...process.env, ...stackEnv(index, process.env, REPO) };
  await dropDatabase(env.DATABASE_URL);
  await runCli('migrate', env);
  await runCli('seed', env);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const log = [];
  // the API's node options, as every start gives them (packages/server/api-node-flags)
  const flags = fs.readFileSync(path.join(SERVER_DIR, 'api-node-flags'), 'utf8').split(/\s+/).filter(Boolean);
  // one process with the in-process job worker (RUN_WORKER=true): the tests need e-mailed codes and report
  // files, and one process is simpler to start and stop; ./scripts/start runs two (API + worker)
  const server = spawn(process.execPath, [...flags, '../server/dist/main.js'], {
    cwd: WEB_DIR,
    env: { ...env, PORT: String(port), RUN_WORKER: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (d) => log.push(d.toString()));
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stopServer(server);
    process.stderr.write(log.join(''));
    throw error;
  }
  return { index, baseUrl, server, databaseUrl: env.DATABASE_URL };
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log('chromium missing: apt-get install -y chromium');
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit' }).status === 0;
  if (!run(['update']) || !run(['install', '-y', 'chromium']) || !fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is not installed and apt-get could not install it`);
  }
}

export default async function globalSetup(config) {
  ensureChromium();
  fs.rmSync(SCREENSHOTS_DIR, { recursive: true, force: true });
  const given = process.env.BASE_URL?.replace(/\/+$/, '');
  if (given) {
    if (config.workers > 1) throw new Error('with BASE_URL the browser tests share one server: run them with E2E_WORKERS=1');
    process.env.BASE_URL = given;
    return undefined;
  }
  const settled = await Promise.allSettled(Array.from({ length: config.workers }, (_, i) => startStack(i)));
  const stacks = settled.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const teardown = async () => {
    await Promise.all(stacks.map((s) => stopServer(s.server)));
    await Promise.all(stacks.map((s) => dropDatabase(s.databaseUrl)));
  };
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) {
    await teardown();
    throw failure.reason;
  }
  for (const s of stacks) process.env[`BASE_URL_${s.index}`] = s.baseUrl;
  return teardown;
}
