import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../paths';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';

/**
 * docker-compose.yml and the Dockerfile cannot run here (no Docker engine): this reads them and checks
 * they agree with the server's configuration and with each other.
 */
type Env = Record<string, string>;
interface Service {
  image?: string;
  build?: { context?: string; dockerfile?: string; target?: string };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  expose?: Array<string | number>;
}

const compose = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
const services = compose.services;

/** A value every ${VAR} without a default resolves to: valid as a password, a secret and a 32-byte hex key. */
const SAMPLE = '0123456789abcdef'.repeat(4);

/** Resolves ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error} and $$ the way docker compose does. */
function interpolate(value: string, given: Env): string {
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g, (whole, name: string, op?: string, arg?: string) => {
    if (whole === '$$') return '$';
    const v = given[name];
    if (op === ':-' || op === '-') return v !== undefined && (op === '-' || v !== '') ? v : (arg ?? '');
    return v ?? SAMPLE;
  });
}

function envOf(service: Service, given: Env = {}): Env {
  const raw = service.environment ?? {};
  const pairs: Array<[string, string]> = Array.isArray(raw)
    ? raw.map((line) => {
        const i = line.indexOf('=');
        return [line.slice(0, i), line.slice(i + 1)];
      })
    : Object.entries(raw).map(([k, v]) => [k, v === null ? '' : String(v)]);
  return Object.fromEntries(pairs.map(([k, v]) => [k, interpolate(v, given)]));
}

const commandOf = (s: Service) => (Array.isArray(s.command) ? s.command.join(' ') : (s.command ?? ''));

/** Dockerfile stages by name, with their base image (ARG defaults substituted). */
function stages(): Map<string, string> {
  const args = new Map([...dockerfile.matchAll(/^ARG\s+(\w+)=(\S+)/gm)].map((m) => [m[1], m[2]]));
  const found = new Map<string, string>();
  for (const m of dockerfile.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)) {
    const image = m[1].replace(/\$\{?(\w+)\}?/g, (_w, n: string) => args.get(n) ?? '');
    if (m[2]) found.set(m[2], image);
  }
  return found;
}

const APP_SERVICES = ['api', 'worker'] as const;

/** The variables loadConfig cannot do without in production: removing one stops start-up naming it. */
function requiredInProduction(base: Env): string[] {
  return CONFIG_VARIABLES.filter((name) => {
    const env: Env = { ...base, NODE_ENV: 'production' };
    delete env[name];
    try {
      loadConfig(env);
      return false;
    } catch (e) {
      return e instanceof ConfigError && e.message === `${name} is required but not set`;
    }
  });
}

describe('docker-compose.yml', () => {
  it('has the services db, redis, mail, api and worker', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['db', 'redis', 'mail', 'api', 'worker']));
    expect(services.db.image).toMatch(/^postgres:15/);
    expect(services.redis.image).toMatch(/^redis:7/);
  });

  it.each(APP_SERVICES)('%s is built from the Dockerfile, from a stage that exists', (name) => {
    const build = services[name].build;
    expect(build).toBeDefined();
    expect(build?.context ?? '.').toBe('.');
    expect(build?.dockerfile ?? 'Dockerfile').toBe('Dockerfile');
    expect(existsSync(join(REPO_ROOT, build?.dockerfile ?? 'Dockerfile'))).toBe(true);
    expect(stages().has(build?.target ?? 'runtime')).toBe(true);
    expect(services[name].image).toBe(services.api.image);
  });

  it.each(APP_SERVICES)('%s sets only variables the server reads (CONFIG_VARIABLES)', (name) => {
    const unknown = Object.keys(envOf(services[name])).filter((k) => !(CONFIG_VARIABLES as readonly string[]).includes(k));
    expect(unknown).toEqual([]);
  });

  it.each(APP_SERVICES)('%s runs in production and its environment passes loadConfig', (name) => {
    const env = envOf(services[name]);
    expect(env.NODE_ENV).toBe('production');
    expect(() => loadConfig(env)).not.toThrow();
  });

  it.each(APP_SERVICES)('%s provides every variable production requires', (name) => {
    const env = envOf(services[name]);
    const required = requiredInProduction(env);
    // the secrets without a development default, at least
    expect(required).toEqual(
      expect.arrayContaining(['DB_APP_PASSWORD', 'DB_SYSTEM_PASSWORD', 'SESSION_SECRET', 'SSN_ENCRYPTION_KEY', 'ADMIN_PASSWORD']),
    );
    expect(required.filter((v) => !env[v])).toEqual([]);
  });

  it.each(APP_SERVICES)('%s reaches PostgreSQL, Redis and the mail catcher by their service names', (name) => {
    const cfg = loadConfig(envOf(services[name]));
    const db = new URL(cfg.databaseUrl);
    const smtp = new URL(cfg.smtpUrl);
    expect(db.hostname).toBe('db');
    expect(db.pathname).toBe(`/${envOf(services.db).POSTGRES_DB}`);
    expect(decodeURIComponent(db.username)).toBe(envOf(services.db).POSTGRES_USER);
    expect(new URL(cfg.redisUrl).hostname).toBe('redis');
    expect(smtp.hostname).toBe('mail');
    expect((services.mail.expose ?? []).map(String)).toContain(smtp.port);
    expect(cfg.cookieSecure).toBe(false);
  });

  it('gives the database the same owner password the servers use', () => {
    const given = { POSTGRES_PASSWORD: 'pw-from-dotenv' };
    expect(new URL(envOf(services.api, given).DATABASE_URL).password).toBe(envOf(services.db, given).POSTGRES_PASSWORD);
  });

  it('runs migrations and the seed before the API, the API without the in-process worker, and the worker process', () => {
    const api = commandOf(services.api);
    expect(api).toMatch(
      // the API's node options come from the one file every start reads ($$ is compose's escape for $)
      /dist\/cli\/migrate\.js && node packages\/server\/dist\/cli\/seed\.js && exec node \$\$\(cat packages\/server\/api-node-flags\) packages\/server\/dist\/main\.js/,
    );
    expect(envOf(services.api).RUN_WORKER).toBe('false');
    expect(commandOf(services.worker)).toBe('node packages/server/dist/worker.js');
    for (const src of ['cli/migrate.ts', 'cli/seed.ts', 'main.ts', 'worker.ts']) {
      expect(existsSync(join(REPO_ROOT, 'packages/server/src', src))).toBe(true);
    }
  });
});

describe('Dockerfile', () => {
  it('has the build, prod-deps and runtime stages on node:20-bookworm-slim', () => {
    const s = stages();
    expect([...s.keys()]).toEqual(expect.arrayContaining(['build', 'prod-deps', 'runtime']));
    expect(s.get('runtime')).toBe('node:20-bookworm-slim');
  });

  it('installs the pnpm version the repository pins, from the lockfile', () => {
    const pinned = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { packageManager: string }).packageManager;
    expect(dockerfile).toContain(`npm install -g ${pinned}`);
    expect(dockerfile).toMatch(/pnpm install --frozen-lockfile/);
  });

  it('copies the manifest of every workspace package before installing', () => {
    const packages = readdirSync(join(REPO_ROOT, 'packages')).filter((p) => existsSync(join(REPO_ROOT, 'packages', p, 'package.json')));
    expect(packages.length).toBeGreaterThan(0);
    for (const p of packages) expect(dockerfile).toContain(`COPY packages/${p}/package.json packages/${p}/`);
  });

  it('keeps secrets and local data out of the build context', () => {
    const ignored = readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['.env', '.data', '**/node_modules']));
  });
});

describe('README', () => {
  it('has a row in its configuration table for every variable the config reads', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const rows = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((m) => m[1]));
    expect(CONFIG_VARIABLES.filter((v) => !rows.has(v))).toEqual([]);
  });
});
