// Paths, the server package's dependencies and the benchmark's configuration (the server's own
// loadConfig, fed with the repository's .env plus the bench overrides below).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(BENCH_DIR, '..');
export const SERVER_DIR = join(REPO_ROOT, 'packages/server');
export const SERVER_DIST = join(SERVER_DIR, 'dist');
export const SCENARIO_DIR = join(BENCH_DIR, 'scenarios');
export const RESULTS_DIR = join(REPO_ROOT, 'bench-results');
export const BENCH_DATA_DIR = join(REPO_ROOT, '.data/bench');
export const BENCH_DB_NAME = 'clearline_bench';

/** `require` resolving from packages/server: pg, ioredis, autocannon, pg-copy-streams and the compiled server. */
export const serverRequire = createRequire(join(SERVER_DIR, 'package.json'));
export const dist = (rel) => serverRequire(join(SERVER_DIST, rel));

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/i;
export const isLoopback = (host) => LOOPBACK.test(host);

/**
 * The environment of both servers: the developer's .env and process environment (so the database
 * roles keep the passwords they already have), pointed at the bench database, a bench Redis prefix
 * and bench folders for mail and files.
 */
export function benchEnv() {
  const envFile = join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const { loadConfig } = dist('core/config/config.js');
  const base = loadConfig(process.env);
  const dbUrl = new URL(base.databaseUrl);
  const redisUrl = new URL(base.redisUrl);
  for (const [name, u] of [
    ['DATABASE_URL', dbUrl],
    ['REDIS_URL', redisUrl],
  ]) {
    if (!isLoopback(u.hostname)) {
      throw new Error(`${name} points at ${u.hostname}; the benchmark runs only against loopback services (127.0.0.1, ::1, localhost)`);
    }
  }
  dbUrl.pathname = `/${BENCH_DB_NAME}`;
  const overrides = {
    DATABASE_URL: dbUrl.toString(),
    REDIS_PREFIX: 'clearline_bench',
    MAIL_DIR: join(BENCH_DATA_DIR, 'mail'),
    STORAGE_DIR: join(BENCH_DATA_DIR, 'files'),
    // mail as .eml files in MAIL_DIR, where the sign-in helper reads one-time codes
    SMTP_URL: '',
    RUN_WORKER: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  const env = { ...process.env, ...overrides };
  return { env, cfg: loadConfig(env) };
}
