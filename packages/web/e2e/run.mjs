// Browser tests: node e2e/run.mjs [filter]
// Uses BASE_URL when set; otherwise starts the built server (../server/dist/main.js) on a free port.
// Runs every e2e/*.e2e.mjs (exports `name` and `async run({ page, baseUrl, shot, expect })`).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIR = path.dirname(E2E_DIR);
const SHOTS_DIR = path.join(E2E_DIR, 'screenshots');
const CHROMIUM = '/usr/bin/chromium';
const filter = process.argv[2];

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

async function waitForHealth(baseUrl, server, timeoutMs = 60_000) {
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
  const server = spawn(process.execPath, ['../server/dist/main.js'], {
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

function testFiles() {
  return fs
    .readdirSync(E2E_DIR)
    .filter((f) => f.endsWith('.e2e.mjs') && (!filter || f.includes(filter)))
    .sort();
}

async function main() {
  ensureChromium();
  let server;
  let baseUrl = process.env.BASE_URL?.replace(/\/+$/, '');
  if (!baseUrl) ({ baseUrl, server } = await startServer());
  const context = await chromium.launchPersistentContext(fs.mkdtempSync(path.join(os.tmpdir(), 'pw-')), {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  let passed = 0;
  let failed = 0;
  try {
    for (const file of testFiles()) {
      const stem = file.replace(/\.e2e\.mjs$/, '');
      const dir = path.join(SHOTS_DIR, stem);
      fs.mkdirSync(dir, { recursive: true });
      const mod = await import(pathToFileURL(path.join(E2E_DIR, file)).href);
      const name = mod.name ?? stem;
      const page = await context.newPage();
      const shot = (shotName) => page.screenshot({ path: path.join(dir, `${shotName}.png`), fullPage: true });
      const started = Date.now();
      try {
        await mod.run({ page, baseUrl, shot, expect: assert });
        passed += 1;
        console.log(`ok   ${name} (${file}, ${Date.now() - started} ms)`);
      } catch (error) {
        failed += 1;
        console.log(`FAIL ${name} (${file}): ${error?.stack ?? error}`);
        await shot('failure').catch(() => undefined);
      } finally {
        await page.close().catch(() => undefined);
      }
    }
  } finally {
    await context.close().catch(() => undefined);
    await stopServer(server);
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error?.stack ?? error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
