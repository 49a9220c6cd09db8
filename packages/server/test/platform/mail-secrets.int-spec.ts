import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { OTP_REQUIRED_HEADER } from '@clearline/shared';
import type Redis from 'ioredis';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { config } from '../../src/core/config/config';
import { MailJob } from '../../src/core/mail/mail.job';
import { MailService } from '../../src/core/mail/mail.service';
import { QueueService } from '../../src/core/queue/queue.service';
import { createRedis } from '../../src/core/queue/redis';
import { WorkerService } from '../../src/core/queue/worker.service';
import { DEMO_TENANT_ID, SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { codeIn, createUser, decodeMail, signInAs } from '../support/auth';
import { initApp, startTestApp, type TestApp } from '../support/test-app';

const API = '/api/v1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Everything Redis holds under the mail queue's keys, as text: every key with its whole content
 * (hash fields, list and set members, sorted sets with scores, stream entries, strings).
 */
async function dumpMailQueue(redis: Redis): Promise<{ keys: string[]; text: string }> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${config().redisPrefix}:mail:*`, 'COUNT', 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  const parts: string[] = [];
  for (const key of keys.sort()) {
    const type = await redis.type(key);
    let content: unknown;
    if (type === 'hash') content = await redis.hgetall(key);
    else if (type === 'list') content = await redis.lrange(key, 0, -1);
    else if (type === 'set') content = await redis.smembers(key);
    else if (type === 'zset') content = await redis.zrange(key, '0', '-1', 'WITHSCORES');
    else if (type === 'stream') content = await redis.xrange(key, '-', '+');
    else if (type === 'string') content = await redis.get(key);
    else content = `<${type}>`;
    parts.push(`${key} (${type}) ${JSON.stringify(content)}`);
  }
  return { keys, text: parts.join('\n') };
}

/** A number as a whole token: not part of a longer number such as a timestamp. */
const asNumber = (digits: string) => new RegExp(`(?<![0-9])${digits}(?![0-9])`);

/**
 * Mail jobs carry no secret: the sign-in code, the reset link, the recipient and the text of an e-mail
 * appear nowhere in Redis (job hashes, lists, the event stream), in the queue dashboard or in the log
 * lines of the API and the worker; a delivered mail job is removed at once; the dashboard is open to
 * SUPER_ADMIN only. The e-mail itself still arrives with a code that signs in.
 */
describe('secrets in the mail queue', () => {
  let t: TestApp;
  /** the app under test: the real application with its logs captured (pino JSON lines) at debug level */
  let app: NestFastifyApplication;
  let web: TestApp;
  let redis: Redis;
  const logs: string[] = [];
  let superAdmin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'debug' });
    const { createApp } = await import('../../src/app');
    app = await createApp({ serveWeb: false, logDestination: { write: (s: string) => void logs.push(...s.split('\n').filter(Boolean)) } });
    await initApp(app);
    web = { ...t, app, agent: () => request.agent(app.getHttpServer()).set('X-Requested-With', 'XMLHttpRequest') };
    // the real workers of every queue, as the worker process runs them (their log lines are captured too)
    await app.get(WorkerService).start(1);
    redis = createRedis(config().redisUrl, 'test-mail-dump');
    superAdmin = await signInAs(web, { tenantId: SYSTEM_TENANT_ID, roles: ['SUPER_ADMIN'] });
  }, 120_000);

  afterAll(async () => {
    redis?.disconnect();
    await app?.close();
    await web?.close();
  });

  const mailQueue = () => app.get(QueueService).queue('mail');
  // a test that pauses the mail queue does not leave it paused for the next one, whatever its outcome
  afterEach(async () => {
    await mailQueue().resume();
  });
  const mailFiles = () => readdirSync(t.mailDir).filter((f) => f.endsWith('.eml'));

  /** Waits for `n` e-mails to `to` that are not among `seen`; returns their decoded texts, oldest first. */
  async function mailsTo(to: string, seen: string[], n: number, timeoutMs = 60_000): Promise<string[]> {
    const suffix = `-${to}.eml`;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const files = mailFiles()
        .filter((f) => f.endsWith(suffix) && !seen.includes(f))
        .sort();
      if (files.length >= n) return files.map((f) => decodeMail(readFileSync(join(t.mailDir, f), 'utf8')));
      if (Date.now() > deadline) throw new Error(`${n} e-mail(s) to ${to} did not arrive within ${timeoutMs} ms`);
      await sleep(25);
    }
  }

  async function queueDrained(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const counts = await mailQueue().getJobCounts('wait', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((n) => n === 0)) return;
      if (Date.now() > deadline) throw new Error(`the mail queue still holds jobs: ${JSON.stringify(counts)}`);
      await sleep(25);
    }
  }

  it('keeps the sign-in code, the reset link and the message out of Redis, the dashboard and the logs; the mail arrives; delivered jobs are removed', async () => {
    const user = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const email = `${user.username.toLowerCase()}@test.example`;
    const seen = mailFiles();
    // every command Redis executes on the mail queue's keys while the e-mails are queued, delivered and removed
    // (job data as added and updated, return values, events), not only what is left at the end
    const commands: string[] = [];
    const monitor = await redis.monitor();
    const mailKeys = `${config().redisPrefix}:mail:`;
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args.some((a) => a.includes(mailKeys))) commands.push(args.join(' '));
    });

    // the mails wait in Redis while the queue is paused: that is what the dashboard and a Redis dump see
    await mailQueue().pause();
    const agent = web.agent();
    const first = await agent.post(`${API}/auth/login`).type('form').send({ username: user.username, password: user.password }).expect(401);
    expect(first.headers[OTP_REQUIRED_HEADER.toLowerCase()]).toBe('true');
    await web.agent().post(`${API}/auth/password-reset/send-otp`).send({ username: user.username }).expect(202);
    expect(await mailQueue().getJobCountByTypes('wait')).toBe(2);
    const queued = await dumpMailQueue(redis);
    const jobIds = (await mailQueue().getJobs(['wait'])).map((j) => j!.id!);
    expect(jobIds).toHaveLength(2);
    const board = await superAdmin.get(`${API}/admin/queues/api/queues?activeQueue=mail&status=latest&page=1&jobsPerPage=50`).expect(200);
    const boardText = JSON.stringify(board.body);
    // the dashboard does list both jobs, with their (encrypted) data
    for (const id of jobIds) expect(boardText).toContain(`"id":"${id}"`);
    expect(boardText).toContain('"sealed":"q1.');

    await mailQueue().resume();
    const mails = await mailsTo(email, seen, 2);
    const loginMail = mails.find((m) => /^Subject: Clearline sign-in code$/m.test(m))!;
    const resetMail = mails.find((m) => /^Subject: Clearline password reset code$/m.test(m))!;
    const code = codeIn(loginMail);
    const resetCode = codeIn(resetMail);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(resetMail)![1]);
    // the e-mailed code signs in
    await agent.post(`${API}/auth/login`).type('form').send({ username: user.username, password: user.password, otp: code }).expect(200);
    await agent.get(`${API}/sessions/is-valid`).expect(200);

    await queueDrained();
    const delivered = await dumpMailQueue(redis);
    monitor.disconnect();
    // a delivered mail job is gone from Redis: no job hash, no entry in any list or set
    for (const id of jobIds) {
      expect(await mailQueue().getJob(id)).toBeUndefined();
      expect(
        delivered.keys.filter((k) => k === `${config().redisPrefix}:mail:${id}` || k.startsWith(`${config().redisPrefix}:mail:${id}:`)),
      ).toEqual([]);
    }
    expect(await mailQueue().getJobCounts('completed')).toEqual({ completed: 0 });

    const secrets: Array<[string, RegExp | string]> = [
      ['the sign-in code', asNumber(code)],
      ['the reset code', asNumber(resetCode)],
      ['the reset link token', token],
      ['the reset link token (URL-encoded)', encodeURIComponent(token)],
      ['the recipient', email],
      ['the subject', 'sign-in code'],
      ['the text', 'valid for'],
    ];
    const places: Array<[string, string]> = [
      ['a Redis command on the mail queue', commands.join('\n')],
      ['Redis while queued', queued.text],
      ['Redis after delivery (job hashes, event stream)', delivered.text],
      ['the queue dashboard', boardText],
      ['the log lines', logs.join('\n')],
    ];
    const found: string[] = [];
    for (const [what, needle] of secrets) {
      for (const [where, text] of places) {
        if (typeof needle === 'string' ? text.toLowerCase().includes(needle.toLowerCase()) : needle.test(text))
          found.push(`${what} in ${where}`);
      }
    }
    expect(found).toEqual([]);
    // the monitor saw the jobs being added (encrypted) and removed, the dumps saw the jobs and their event
    // stream, and the logs are the real ones
    expect(commands.filter((c) => c.includes('"sealed":"q1.')).length).toBeGreaterThanOrEqual(2);
    expect(commands.some((c) => c.includes('completed'))).toBe(true);
    expect(queued.keys).toEqual(expect.arrayContaining(jobIds.map((id) => `${config().redisPrefix}:mail:${id}`)));
    expect(delivered.text).toContain('"completed"');
    expect(logs.some((l) => l.includes('/api/v1/auth/login'))).toBe(true);
  }, 120_000);

  it('opens the queue dashboard and its API to SUPER_ADMIN of the SYSTEM tenant only', async () => {
    const viewer = await signInAs(web, {
      tenantId: SYSTEM_TENANT_ID,
      permissions: { SYSTEM_SCHEDULED_JOBS: { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true } },
    });
    // holds the role name, but in a tenant, not the provider's SYSTEM tenant
    const tenantSuperAdmin = await signInAs(web, { tenantId: DEMO_TENANT_ID, roles: ['SUPER_ADMIN'] });
    for (const who of [viewer, tenantSuperAdmin]) {
      for (const path of ['/admin/queues', '/admin/queues/api/queues', '/admin/queues/api/queues?activeQueue=mail&status=latest']) {
        const res = await who.get(`${API}${path}`).expect(403);
        expect(res.body.message).toBe('You need the system role SUPER_ADMIN.');
      }
    }
    await web.agent().get(`${API}/admin/queues/api/queues`).expect(401);
    const page = await superAdmin.get(`${API}/admin/queues`).expect(200);
    expect(page.text).toContain('Clearline jobs');
    const api = await superAdmin.get(`${API}/admin/queues/api/queues`).expect(200);
    expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(['imports', 'mail', 'maintenance', 'reminders', 'reports']);
  });

  it('queues a message with a given id once, also after the first was delivered and removed', async () => {
    const to = 'once@tenant.example';
    const seen = mailFiles();
    const mail = app.get(MailService);
    const message = { to, subject: 'Run finished', text: 'Your report is ready.' };
    const id = await mail.send(message, { tenantId: null, actorId: null }, { jobId: 'run-mail-dedup-1' });
    expect(id).toBe('run-mail-dedup-1');
    await mailsTo(to, seen, 1);
    await queueDrained();
    expect(await mailQueue().getJob('run-mail-dedup-1')).toBeUndefined();
    await mail.send(message, { tenantId: null, actorId: null }, { jobId: 'run-mail-dedup-1' });
    await sleep(500);
    await queueDrained();
    expect(mailFiles().filter((f) => f.endsWith(`-${to}.eml`) && !seen.includes(f))).toHaveLength(1);
  });

  it('encrypts mail jobs queued in clear by an older version, and removes the completed ones it kept', async () => {
    const queue = mailQueue();
    // older versions put the message in clear on the queue (Queue.add, as QueueService.add did then)
    const legacy = (subject: string) => ({
      tenantId: null,
      actorId: null,
      message: { to: 'legacy@tenant.example', subject, text: 'Your Clearline sign-in code is 246810' },
    });
    // the product's own way of queueing refuses a message in clear (its type already does; so does the running code)
    expect(() => app.get(QueueService).add('mail.send', legacy('Refused') as never)).toThrow(
      'mail.send jobs are queued through MailService.send',
    );
    const seen = mailFiles();
    await queue.pause();
    const waiting = await queue.add('mail.send', legacy('Legacy waiting'));
    // the worker start encrypts what waits in clear
    await app.get(MailJob).onWorkerStart();
    const sealed = await redis.hget(`${config().redisPrefix}:mail:${waiting.id}`, 'data');
    expect(sealed).toMatch(/"sealed":"q1\./);
    expect(sealed).not.toContain('246810');
    expect(sealed).not.toContain('legacy@tenant.example');
    // a job in clear taken by a worker before that is encrypted by the handler before it sends; one kept
    // after completion (as older versions did) is removed at the next worker start
    const kept = await queue.add('mail.send', legacy('Legacy kept'), { removeOnComplete: false });
    await queue.resume();
    const arrived = await mailsTo('legacy@tenant.example', seen, 2);
    expect(arrived).toHaveLength(2);
    expect(arrived.every((m) => m.includes('sign-in code is 246810'))).toBe(true);
    await queueDrained();
    const completed = await redis.hget(`${config().redisPrefix}:mail:${kept.id}`, 'data');
    expect(completed).toMatch(/"sealed":"q1\./);
    expect(completed).not.toContain('246810');
    await app.get(MailJob).onWorkerStart();
    expect(await queue.getJob(kept.id!)).toBeUndefined();
    expect((await dumpMailQueue(redis)).text).not.toMatch(asNumber('246810'));
  });
});
