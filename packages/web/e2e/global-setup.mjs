// Global set-up of the browser tests: uses BASE_URL when set; otherwise starts the built server
// (../server/dist/main.js) on a free port, publishes its address as BASE_URL to the test workers and
// returns the teardown that stops it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from './lib.mjs';

const WEB_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

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

async function waitForHealth(baseUrl, server, timeoutMs = 120_000) {
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

async function startServer() {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const log = [];
  // the API's node options, as every start gives them (packages/server/api-node-flags)
  const flags = fs.readFileSync(path.join(WEB_DIR, '../server/api-node-flags'), 'utf8').split(/\s+/).filter(Boolean);
  const server = spawn(process.execPath, [...flags, '../server/dist/main.js'], {
    cwd: WEB_DIR,
    // one process with the in-process job worker (RUN_WORKER=true): the tests need e-mailed codes and
    // report files, and one process is simpler to start and stop; ./scripts/start runs two (API + worker)
    env: { ...process.env, PORT: String(port), RUN_WORKER: 'true' },
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
  return { baseUrl, server };
}

async function stopServer(server) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log('chromium missing: apt-get install -y chromium');
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit' }).status === 0;
  if (!run(['update']) || !run(['install', '-y', 'chromium']) || !fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is not installed and apt-get could not install it`);
  }
}

export default async function globalSetup() {
  ensureChromium();
  const given = process.env.BASE_URL?.replace(/\/+$/, '');
  if (given) {
    process.env.BASE_URL = given;
    return undefined;
  }
  const { baseUrl, server } = await startServer();
  process.env.BASE_URL = baseUrl;
  return () => stopServer(server);
}
