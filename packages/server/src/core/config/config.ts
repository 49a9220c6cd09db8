import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../paths';
import { deriveKey } from '../queue/payload-cipher';

/**
 * The one typed configuration of the server. Read once from the environment (and from the repository's
 * `.env` file when present); a wrong or missing value stops the process with a message naming the
 * variable.
 */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string, def?: string): string {
  const v = env[name];
  if (v === undefined || v === '') {
    if (def === undefined) throw new ConfigError(`${name} is required but not set`);
    return def;
  }
  return v;
}

function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function oneOf<T extends string>(env: Env, name: string, options: readonly T[], def: T): T {
  const v = (env[name] ?? def) as T;
  if (!options.includes(v)) throw new ConfigError(`${name} must be one of ${options.join(', ')}, got "${v}"`);
  return v;
}

function bool(env: Env, name: string, def: boolean): boolean {
  const v = env[name];
  if (v === undefined || v === '') return def;
  if (!['true', 'false', '1', '0'].includes(v)) throw new ConfigError(`${name} must be true or false, got "${v}"`);
  return v === 'true' || v === '1';
}

function url(env: Env, name: string, def: string | undefined, protocols: string[]): string {
  const v = str(env, name, def);
  let parsed: URL;
  try {
    parsed = new URL(v);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${v}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return v;
}

function key32(env: Env, name: string, def: string | undefined): Buffer {
  const v = str(env, name, def);
  const buf = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  if (buf.length !== 32) throw new ConfigError(`${name} must be 32 bytes as 64 hex characters or base64`);
  return buf;
}

/** Development-only defaults; production must set real secrets. */
const DEV_KEY = '0000000000000000000000000000000000000000000000000000000000000000';

export function loadConfig(env: Env = process.env) {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const prod = nodeEnv === 'production';
  const secretDefault = prod ? undefined : DEV_KEY;
  const sessionSecret = () => str(env, 'SESSION_SECRET', prod ? undefined : 'dev-session-secret-change-me');
  return {
    nodeEnv,
    port: int(env, 'PORT', 3000, 1, 65535),
    host: str(env, 'HOST', '0.0.0.0'),
    databaseUrl: url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/clearline', ['postgres:', 'postgresql:']),
    dbAppUser: str(env, 'DB_APP_USER', 'clearline_app'),
    dbAppPassword: str(env, 'DB_APP_PASSWORD', prod ? undefined : 'clearline_app'),
    dbPoolSize: int(env, 'DB_POOL_SIZE', 20, 1, 500),
    /** the role of the system scope (BYPASSRLS), with a pool of its own: the application role cannot reach it */
    dbSystemUser: systemUser(env),
    dbSystemPassword: str(env, 'DB_SYSTEM_PASSWORD', prod ? undefined : 'clearline_system'),
    dbSystemPoolSize: int(env, 'DB_SYSTEM_POOL_SIZE', 4, 1, 100),
    dbStatementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 60_000, 100, 3_600_000),
    redisUrl: url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisPrefix: str(env, 'REDIS_PREFIX', 'clearline'),
    sessionSecret: sessionSecret(),
    cookieSecure: bool(env, 'COOKIE_SECURE', prod),
    ssnEncryptionKey: key32(env, 'SSN_ENCRYPTION_KEY', secretDefault),
    ssnHmacKey: key32(env, 'SSN_HMAC_KEY', secretDefault),
    /**
     * AES-256-GCM key of the secrets in queued job payloads (e-mail messages); when unset, derived from
     * SESSION_SECRET with HKDF, so a `.env` written before this key existed keeps working
     */
    queueEncryptionKey: env.QUEUE_ENCRYPTION_KEY
      ? key32(env, 'QUEUE_ENCRYPTION_KEY', undefined)
      : deriveKey(sessionSecret(), 'clearline queue payload encryption v1'),
    storageDriver: oneOf(env, 'STORAGE_DRIVER', ['local', 's3'] as const, 'local'),
    storageDir: resolve(REPO_ROOT, str(env, 'STORAGE_DIR', '.data/files')),
    s3Endpoint: env.S3_ENDPOINT ?? '',
    s3Bucket: env.S3_BUCKET ?? '',
    s3Region: env.S3_REGION ?? 'us-east-1',
    s3AccessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    s3SecretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    mailDir: resolve(REPO_ROOT, str(env, 'MAIL_DIR', '.data/mail')),
    smtpUrl: env.SMTP_URL ? url(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']) : '',
    mailFrom: str(env, 'MAIL_FROM', 'Clearline <no-reply@clearline.local>'),
    supportEmail: str(env, 'SUPPORT_EMAIL', 'support@clearline.local'),
    publicUrl: str(env, 'PUBLIC_URL', `http://localhost:${int(env, 'PORT', 3000, 1, 65535)}`),
    adminUsername: str(env, 'ADMIN_USERNAME', 'admin'),
    adminPassword: str(env, 'ADMIN_PASSWORD', prod ? undefined : 'Clearline-Admin-2026!'),
    adminEmail: str(env, 'ADMIN_EMAIL', 'admin@clearline.local'),
    runWorker: bool(env, 'RUN_WORKER', true),
    /** how long a worker's lock on a running job lasts without renewal; a killed worker's job is taken over after it */
    jobLockMs: int(env, 'JOB_LOCK_MS', 30000, 1000, 600000),
    /** how often workers look for jobs whose worker died (stalled jobs) */
    jobStalledIntervalMs: int(env, 'JOB_STALLED_INTERVAL_MS', 30000, 500, 600000),
    /** first retry delay of a failed job; each further retry waits twice as long (five attempts in all) */
    jobBackoffMs: int(env, 'JOB_BACKOFF_MS', 1000, 1, 600000),
    /** shortest interval between two runs of a scheduled job with a cron expression */
    scheduleMinIntervalSeconds: int(env, 'SCHEDULE_MIN_INTERVAL_SECONDS', 300, 1, 86400),
    /** days report files are kept before the purge task deletes them */
    reportRetentionDays: int(env, 'REPORT_RETENTION_DAYS', 30, 1, 3650),
    webDist: resolve(str(env, 'WEB_DIST', resolve(REPO_ROOT, 'packages/web/dist'))),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    /** multiplies every rate limit of the system settings; test suites only (they sign in many times from 127.0.0.1) */
    rateLimitMultiplier: rateLimitMultiplier(env, nodeEnv),
  };
}

/** The system role: never the application role (that role must not bypass row-level security). */
function systemUser(env: Env): string {
  const user = str(env, 'DB_SYSTEM_USER', 'clearline_system');
  if (user === str(env, 'DB_APP_USER', 'clearline_app')) {
    throw new ConfigError(`DB_SYSTEM_USER must name another role than DB_APP_USER, got "${user}" for both`);
  }
  return user;
}

function rateLimitMultiplier(env: Env, nodeEnv: string): number {
  const n = int(env, 'RATE_LIMIT_MULTIPLIER', 1, 1, 100000);
  if (n !== 1 && nodeEnv !== 'test') {
    throw new ConfigError(`RATE_LIMIT_MULTIPLIER raises every rate limit and may only be set with NODE_ENV=test, got ${n}`);
  }
  return n;
}

export type AppConfig = ReturnType<typeof loadConfig>;

/** Every variable the config reads, for the README table and the docker-compose check. */
export const CONFIG_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DB_APP_USER',
  'DB_APP_PASSWORD',
  'DB_POOL_SIZE',
  'DB_STATEMENT_TIMEOUT_MS',
  'DB_SYSTEM_USER',
  'DB_SYSTEM_PASSWORD',
  'DB_SYSTEM_POOL_SIZE',
  'REDIS_URL',
  'REDIS_PREFIX',
  'SESSION_SECRET',
  'COOKIE_SECURE',
  'SSN_ENCRYPTION_KEY',
  'SSN_HMAC_KEY',
  'QUEUE_ENCRYPTION_KEY',
  'STORAGE_DRIVER',
  'STORAGE_DIR',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'MAIL_DIR',
  'SMTP_URL',
  'MAIL_FROM',
  'SUPPORT_EMAIL',
  'PUBLIC_URL',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'ADMIN_EMAIL',
  'RUN_WORKER',
  'JOB_LOCK_MS',
  'JOB_STALLED_INTERVAL_MS',
  'JOB_BACKOFF_MS',
  'SCHEDULE_MIN_INTERVAL_SECONDS',
  'REPORT_RETENTION_DAYS',
  'WEB_DIST',
  'LOG_LEVEL',
  'RATE_LIMIT_MULTIPLIER',
] as const;

let cached: AppConfig | undefined;

/** Loads `.env` from the repository root once (variables already set win), then validates. */
export function config(): AppConfig {
  if (!cached) {
    const envFile = resolve(REPO_ROOT, '.env');
    if (existsSync(envFile)) process.loadEnvFile(envFile);
    cached = loadConfig(process.env);
  }
  return cached;
}

/** Runs `fn`; a configuration error prints one line naming the variable and stops the process. */
export function withConfigOrExit<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${e.message}\n`);
      process.exit(78);
    }
    throw e;
  }
}
