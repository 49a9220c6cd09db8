import { jest } from '@jest/globals';
import type Redis from 'ioredis';
import { Client } from 'pg';
import { config } from '../../src/core/config/config';
import { tenantContextSql } from '../../src/core/database/tenant-db';
import { REDIS } from '../../src/core/queue/queue.service';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API } from '../identity/helpers';

/**
 * Round trips per request: the session look-up is one Redis command, and the request transaction opens
 * with its tenant context in the same statement (START TRANSACTION; SELECT set_config(…)).
 */
describe('round trips per request', () => {
  let t: TestApp;
  let redis: Redis;
  let agent: Awaited<ReturnType<typeof signInAs>>;
  let sessionKey: string;
  beforeAll(async () => {
    t = await startTestApp();
    redis = t.app.get<Redis>(REDIS);
    agent = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    sessionKey = await sessionKeyOf(agent.user.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The Redis key of a freshly signed-in user's one session. */
  async function sessionKeyOf(userId: string): Promise<string> {
    const ids = await redis.smembers(`${config().redisPrefix}:user-sessions:${userId}`);
    expect(ids).toHaveLength(1);
    return `${config().redisPrefix}:session:${ids[0]}`;
  }

  /** The commands Redis receives from clients (not those a script runs) naming the session or the permission epoch. */
  async function sessionCommands<T>(fn: () => Promise<T>): Promise<{ result: T; commands: string[][] }> {
    const monitor = await redis.monitor();
    const commands: string[][] = [];
    const epochKey = `${config().redisPrefix}:perm-epoch`;
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      if (source === 'lua') return;
      if (args.some((a) => a === sessionKey || a === epochKey)) commands.push(args);
    });
    try {
      const result = await fn();
      // MONITOR lines arrive asynchronously: wait until a marker sent after the request has come through
      const marker = `${config().redisPrefix}:monitor-marker`;
      const seen = new Promise<void>((resolve) =>
        monitor.on('monitor', (_t: string, args: string[]) => args.includes(marker) && resolve()),
      );
      await redis.exists(marker);
      await seen;
      return { result, commands };
    } finally {
      monitor.disconnect();
    }
  }

  /** The statements the app sends to PostgreSQL (each client.query is one round trip). */
  async function statements<T>(fn: () => Promise<T>): Promise<{ result: T; texts: string[] }> {
    const sql = jest.spyOn(Client.prototype, 'query');
    try {
      const result = await fn();
      return { result, texts: sql.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text)) };
    } finally {
      sql.mockRestore();
    }
  }

  it('reads and touches the session in one Redis command; the idle clock restarts', async () => {
    await redis.hset(sessionKey, 'lastSeenAt', String(Date.now() - 60_000));
    await redis.pexpire(sessionKey, 5_000);
    const before = Date.now();
    const { result: res, commands } = await sessionCommands(() => agent.get(`${API}/sessions/is-valid`));
    expect(res.status).toBe(200);
    // EVALSHA (EVAL the first time a connection runs the script)
    expect(commands.map((c) => c[0].toLowerCase())).toEqual([expect.stringMatching(/^eval(sha)?$/)]);
    const record = await redis.hgetall(sessionKey);
    expect(Number(record.lastSeenAt)).toBeGreaterThanOrEqual(before);
    // the expiry is the idle time-out again (or what is left of the absolute one), not the 5 s set above
    expect(await redis.pttl(sessionKey)).toBeGreaterThan(60_000);
    expect(await redis.pttl(sessionKey)).toBeLessThanOrEqual(Math.min(Number(record.idleMs), Number(record.absoluteMs)));
  });

  it('a session past its idle time-out answers 401 and is deleted', async () => {
    const other = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const key = await sessionKeyOf(other.user.id);
    const rec = await redis.hgetall(key);
    await redis.hset(key, 'lastSeenAt', String(Date.now() - Number(rec.idleMs) - 1000));
    await other.get(`${API}/sessions/is-valid`).expect(401);
    expect(await redis.exists(key)).toBe(0);
    expect(await redis.smembers(`${config().redisPrefix}:user-sessions:${other.user.id}`)).toEqual([]);
  });

  it('opens the request transaction with its tenant context in one statement', async () => {
    const { result: res, texts } = await statements(() => agent.get(`${API}/sessions/is-valid`));
    expect(res.status).toBe(200);
    expect(texts).toEqual([tenantContextSqlStart(DEMO_TENANT_ID, agent.user.id), 'COMMIT']);

    const list = await statements(() => agent.get(`${API}/personnel/details`).query({ range: '[0,9]' }));
    expect(list.result.status).toBe(200);
    expect(list.texts[0]).toBe(tenantContextSqlStart(DEMO_TENANT_ID, agent.user.id));
    expect(list.texts.at(-1)).toBe('COMMIT');
    expect(list.texts.filter((q) => /set_config\('app\.tenant_id'/.test(q))).toHaveLength(1);
    // the transaction start with its context, the one list statement (page, sections and total), COMMIT
    expect(list.texts).toHaveLength(3);
  });

  it('quotes the tenant context as literals: any value comes back as it went in', async () => {
    const odd = "x'); SELECT set_config('app.tenant_id', 'y', true); --\\";
    const owner = new Client({ connectionString: t.databaseUrl });
    await owner.connect();
    try {
      await owner.query('BEGIN');
      await owner.query(tenantContextSql(odd, 'a\\b'));
      const { rows } = await owner.query(`SELECT current_setting('app.tenant_id') AS tenant, current_setting('app.user_id') AS "user"`);
      expect(rows[0]).toEqual({ tenant: odd, user: 'a\\b' });
      await owner.query('ROLLBACK');
    } finally {
      await owner.end();
    }
  });
});

const tenantContextSqlStart = (tenantId: string, userId: string) => `START TRANSACTION; ${tenantContextSql(tenantId, userId)}`;
