// Starts and stops the two targets: the real server (dist/main.js) and the raw baseline (raw-server.mjs).
import { fork, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { BENCH_DIR, REPO_ROOT, SERVER_DIR, SERVER_DIST } from './env.mjs';

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolvePort(port));
    });
  });
}

const children = new Set();

/** Ends every child this harness started (on exit, errors and Ctrl-C). */
export async function stopAll() {
  await Promise.all([...children].map(stop));
}

function stop(child) {
  children.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

async function waitForHttp(url, child, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before answering`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await r.arrayBuffer();
      if (r.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer 200 on ${url} within ${timeoutMs / 1000} s`);
}

/** The real server on a free loopback port, logging to `logFile`. */
export async function startApp(env, logFile) {
  const port = await freePort();
  const log = createWriteStream(logFile, { flags: 'a' });
  // BENCH_APP_NODE_ARGS: options for the app's node only (e.g. `--cpu-prof --cpu-prof-dir=bench-results/prof`,
  // which NODE_OPTIONS refuses); the profile is written when the server exits at the end of the run
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // the API's own node options, as scripts/start and the Dockerfile start it (packages/server/api-node-flags)
  const apiFlags = readFileSync(join(SERVER_DIR, 'api-node-flags'), 'utf8').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...apiFlags, ...nodeArgs, join(SERVER_DIST, 'main.js')], {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/api/v1/health`, child, 'the Clearline server', 60_000);
  } catch (e) {
    await stop(child);
    throw new Error(`${e.message} (log: ${logFile})`, { cause: e });
  }
  return { baseUrl, pid: child.pid, stop: () => stop(child) };
}

/**
 * A job worker (dist/worker.js) with the same environment. The harness runs one only while signing
 * in: one-time codes are e-mailed through the mail queue, and the measured server has RUN_WORKER=false.
 */
export async function startWorker(env, logFile) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [join(SERVER_DIST, 'worker.js')], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const ready = new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start within 60 s (log: ${logFile})`)), 60_000);
    child.stdout.on('data', (d) => {
      if (String(d).includes('worker is running')) {
        clearTimeout(timer);
        resolveReady();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited with code ${code} (log: ${logFile})`));
    });
  });
  try {
    await ready;
  } catch (e) {
    await stop(child);
    throw e;
  }
  return { pid: child.pid, stop: () => stop(child) };
}

/**
 * The baseline for one scenario: a bare node:http server in its own process that runs the
 * scenario's SQL through a raw pg Pool (the app's role, the app's pool size).
 */
export async function startRaw(opts, logFile) {
  const port = await freePort();
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = fork(join(BENCH_DIR, 'lib/raw-server.mjs'), [], {
    cwd: REPO_ROOT,
    execArgv: (process.env.BENCH_RAW_NODE_ARGS ?? '').split(' ').filter(Boolean),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  children.add(child);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const ready = new Promise((resolveReady, reject) => {
    child.once('message', (m) => (m?.error ? reject(new Error(`raw server: ${m.error}`)) : resolveReady(m)));
    child.once('exit', (code) => reject(new Error(`raw server exited with code ${code} (log: ${logFile})`)));
  });
  child.send({ ...opts, port });
  try {
    await ready;
  } catch (e) {
    await stop(child);
    throw e;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stop(child) };
}
