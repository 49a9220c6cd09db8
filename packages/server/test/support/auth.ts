import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { OTP_REQUIRED_HEADER, PERMISSION_FLAGS, type PermissionFlags, type RoleName } from '@clearline/shared';
import { Worker } from 'bullmq';
import { config } from '../../src/core/config/config';
import { RequestContext } from '../../src/core/context/request-context';
import { type JobPayload, queueOf } from '../../src/core/queue/queues';
import { createRedis } from '../../src/core/queue/redis';
import { WorkerService } from '../../src/core/queue/worker.service';
import { PasswordService } from '../../src/modules/identity/passwords/password.service';
import { insertUserAsOwner } from '../../src/modules/identity/users/user.sql';
import { DEMO_TENANT_ID, MSS_TENANT_ID, SYSTEM_TENANT_ID } from '../../src/seed/ids';
import type { TestApp } from './test-app';

/**
 * Sign-in helpers for integration suites. Users are inserted as the database owner; signing in is
 * always the real POST /auth/login. MFA is on by default, so signIn reads the one-time code from the
 * e-mail that the mail queue's worker writes into t.mailDir: the helper starts a BullMQ worker on the
 * 'mail' queue running the app's own handlers of that queue's job types (MailJob, and the password-reset
 * job that looks the account up before e-mailing), so a suite does not depend on every other module's
 * job handlers; a suite may still start the whole WorkerService itself.
 */

const rnd = () => randomBytes(4).toString('hex');
const passwords = new PasswordService();

export interface CreateUserOptions {
  tenantId: string;
  /** system roles to hold */
  roles?: RoleName[];
  /** a dedicated role holding exactly these flags per module (canView is implied by any other flag) */
  permissions?: Record<string, Partial<PermissionFlags>>;
  username?: string;
  password?: string;
  email?: string;
}

export interface CreatedUser {
  id: string;
  username: string;
  password: string;
}

const SEEDED: Record<string, [string, string, string | null]> = {
  [SYSTEM_TENANT_ID]: ['Clearline', 'SYSTEM', null],
  [MSS_TENANT_ID]: ['Sentinel Security Services', 'MSS', null],
  [DEMO_TENANT_ID]: ['Acme Defense Systems', 'SAAS', MSS_TENANT_ID],
};

/** Inserts a tenant (owner SQL) and returns its id. */
export async function createTenant(t: TestApp, opts: { name: string; tenantType?: 'SAAS' | 'MSS' | 'DEFAULT' | 'SYSTEM'; id?: string }) {
  const [row] = await t.sql<{ id: string }>(
    `INSERT INTO tenant (id, name, tenant_type, anonymous_hash)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, encode(gen_random_bytes(16), 'hex'))
     ON CONFLICT (id) DO UPDATE SET name = tenant.name RETURNING id`,
    [opts.id ?? null, opts.name, opts.tenantType ?? 'SAAS'],
  );
  return row.id;
}

/** The seeded tenants (SYSTEM, MSS, Acme) exist once asked for: the test database is migrated, not seeded. */
async function ensureSeededTenant(t: TestApp, tenantId: string): Promise<void> {
  const seeded = SEEDED[tenantId];
  if (!seeded) return;
  if (seeded[2]) await ensureSeededTenant(t, seeded[2]);
  await t.sql(
    `INSERT INTO tenant (id, name, tenant_type, managing_tenant_id, anonymous_hash)
     VALUES ($1, $2, $3, $4, encode(gen_random_bytes(16), 'hex')) ON CONFLICT (id) DO NOTHING`,
    [tenantId, seeded[0], seeded[1], seeded[2]],
  );
}

export async function createUser(t: TestApp, opts: CreateUserOptions): Promise<CreatedUser> {
  await ensureSeededTenant(t, opts.tenantId);
  const username = opts.username ?? `user_${rnd()}`;
  const password = opts.password ?? `Tq7-${rnd()}-Zx9-${rnd()}`;
  const roleIds: string[] = [];
  if (opts.permissions) {
    const [role] = await t.sql<{ id: string }>(`INSERT INTO role (tenant_id, name, pretty_name) VALUES ($1, $2, $3) RETURNING id`, [
      opts.tenantId,
      `TEST_${rnd().toUpperCase()}`,
      `Test role of ${username}`,
    ]);
    for (const [module, partial] of Object.entries(opts.permissions)) {
      const f = Object.fromEntries(PERMISSION_FLAGS.map((k) => [k, partial[k] === true])) as unknown as PermissionFlags;
      if (PERMISSION_FLAGS.some((k) => f[k])) f.canView = partial.canView ?? true;
      await t.sql(
        `INSERT INTO role_permission (role_id, module, can_view, ui, can_create, can_update, can_delete) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [role.id, module, f.canView, f.ui, f.canCreate, f.canUpdate, f.canDelete],
      );
    }
    roleIds.push(role.id);
  }
  const id = await insertUserAsOwner(
    { query: (sql: string, params?: unknown[]) => t.sql(sql, params) },
    {
      tenantId: opts.tenantId,
      username,
      email: opts.email ?? `${username.toLowerCase()}@test.example`,
      passwordHash: await passwords.hash(password),
      firstName: 'Test',
      lastName: username,
      roleNames: opts.roles ?? [],
      roleIds,
    },
  );
  return { id, username, password };
}

const mailWorkers = new WeakMap<TestApp, Worker>();

/** Starts a worker on the 'mail' queue once per app (tests run with RUN_WORKER=false); it stops with t.close(). */
export function startMailWorker(t: TestApp): void {
  if (mailWorkers.has(t)) return;
  const handlers = new Map([...t.app.get(WorkerService).collectHandlers()].filter(([type]) => queueOf(type) === 'mail'));
  const connection = createRedis(config().redisUrl, 'test-mail-worker');
  const worker = new Worker<JobPayload>(
    'mail',
    (job) => {
      const handler = handlers.get(job.name);
      if (!handler) throw new Error(`No handler for job type ${job.name} on the mail queue`);
      return RequestContext.run({ requestId: `job:mail:${job.id}`, tenantId: job.data.tenantId ?? undefined }, () => handler.run(job));
    },
    { connection, prefix: config().redisPrefix },
  );
  mailWorkers.set(t, worker);
  const close = t.close;
  t.close = async () => {
    await worker.close();
    await connection.quit().catch(() => undefined);
    await close();
  };
}

const emlFiles = (t: TestApp) => {
  try {
    return readdirSync(t.mailDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
};

/** Waits for an e-mail to `to` that is not among `seen` (file names) and returns its text. */
export async function waitForMail(t: TestApp, to: string, seen: Iterable<string> = [], timeoutMs = 60_000): Promise<string> {
  startMailWorker(t);
  const old = new Set(seen);
  const suffix = `-${to.replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const file = emlFiles(t)
      .filter((f) => f.endsWith(suffix) && !old.has(f))
      .sort()
      .pop();
    if (file) return decodeMail(readFileSync(join(t.mailDir, file), 'utf8'));
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`No e-mail to ${to} arrived in ${t.mailDir} within ${timeoutMs} ms`);
}

/**
 * An .eml as text: headers as they are, a quoted-printable body decoded; a multipart message (text and
 * HTML, attachments) part by part, each part's headers kept and its quoted-printable body decoded.
 */
export function decodeMail(raw: string): string {
  const split = raw.indexOf('\n\n');
  if (split < 0) return raw;
  const head = raw.slice(0, split);
  const body = raw.slice(split + 2);
  const boundary = /^Content-Type:\s*multipart\/[^;]+;[\s\S]*?boundary="?([^"\n;]+)"?/im.exec(head)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    return `${head}\n\n${parts.map((p) => `--${boundary}\n${decodeMail(p.replace(/^\r?\n/, ''))}`).join('\n')}\n--${boundary}--\n`;
  }
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(head)) return raw;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
}

/** The names of the e-mail files so far (pass them to waitForMail to wait for a new one). */
export const mailSnapshot = (t: TestApp): string[] => emlFiles(t);

/** The first 6-digit code in an e-mail text. */
export function codeIn(mail: string): string {
  const m = /code is (\d{6})/.exec(mail);
  if (!m) throw new Error(`No one-time code in the e-mail:\n${mail}`);
  return m[1];
}

async function emailOf(t: TestApp, username: string): Promise<string> {
  const [row] = await t.sql<{ email: string }>(`SELECT email FROM app_user WHERE lower(username) = lower($1) AND deleted_at IS NULL`, [
    username,
  ]);
  if (!row) throw new Error(`No user ${username}`);
  return row.email;
}

/**
 * Signs in through POST /auth/login like the web does (form-encoded); when the answer asks for the
 * one-time code, reads it from the e-mail and sends it. Returns the cookie-keeping agent.
 */
export async function signIn(t: TestApp, username: string, password: string, agent: TestAgent = t.agent()): Promise<TestAgent> {
  const seen = mailSnapshot(t);
  let res = await agent.post('/api/v1/auth/login').type('form').send({ username, password });
  if (res.status === 401 && res.headers[OTP_REQUIRED_HEADER.toLowerCase()] === 'true') {
    const code = codeIn(await waitForMail(t, await emailOf(t, username), seen));
    res = await agent.post('/api/v1/auth/login').type('form').send({ username, password, otp: code });
  }
  if (res.status !== 200) throw new Error(`Sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

/** createUser + signIn. */
export async function signInAs(t: TestApp, opts: CreateUserOptions): Promise<TestAgent & { user: CreatedUser }> {
  const user = await createUser(t, opts);
  const agent = (await signIn(t, user.username, user.password)) as TestAgent & { user: CreatedUser };
  agent.user = user;
  return agent;
}
