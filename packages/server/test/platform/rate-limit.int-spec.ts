import { jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import request, { type Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { tooManyAttemptsMessage } from '@clearline/shared';
import { ACCESS_KEY, type AccessRule } from '../../src/core/access/decorators';
import { config } from '../../src/core/config/config';
import { REDIS } from '../../src/core/queue/queue.service';
import { RATE_LIMIT_KEY } from '../../src/modules/rate-limit/rate-limit.policies';
import { DEMO_TENANT_ID, SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { createUser, signInAs } from '../support/auth';
import { initApp, startTestApp, type TestApp } from '../support/test-app';

const API = '/api/v1';
const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };

/**
 * Rate limits with the real limits (RATE_LIMIT_MULTIPLIER=1). Each test sends from addresses of its
 * own through X-Forwarded-For (the app trusts it from the loopback, where supertest connects from).
 */
describe('rate limits', () => {
  let t: TestApp;
  let sysAdmin: TestAgent;
  let fso: TestAgent;
  let redis: Redis;

  const from = (ip: string, app: NestFastifyApplication = t.app) => ({
    login: (username: string, password = 'Not-The-Password-1') =>
      request(app.getHttpServer())
        .post(`${API}/auth/login`)
        .set('X-Requested-With', 'XMLHttpRequest')
        .set('X-Forwarded-For', ip)
        .type('form')
        .send({ username, password }),
    sendResetCode: (username: string) =>
      request(app.getHttpServer())
        .post(`${API}/auth/password-reset/send-otp`)
        .set('X-Requested-With', 'XMLHttpRequest')
        .set('X-Forwarded-For', ip)
        .send({ username }),
    get: (path: string) => request(app.getHttpServer()).get(`${API}${path}`).set('X-Forwarded-For', ip),
  });

  const setLimits = (limits: Record<string, number>) =>
    sysAdmin
      .put(`${API}/system-settings`)
      .send(Object.entries(limits).map(([parameterName, value]) => ({ categoryName: 'SECURITY', parameterName, value })))
      .expect(200);

  /** A 429 in the product's error shape whose message names the Retry-After seconds. */
  function expectRefused(res: Response): void {
    expect(res.status).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
    expect(res.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: tooManyAttemptsMessage(seconds) });
    expect(res.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
  }

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    redis = new Redis(config().redisUrl);
    // the two sign-ins below (password, then code) come from 127.0.0.1, which the tests do not use
    sysAdmin = await signInAs(t, { tenantId: SYSTEM_TENANT_ID, permissions: { SYSTEM_SETTINGS: ALL } });
    fso = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { PERSONNEL: ALL } });
    await setLimits({
      RATE_LIMIT_SIGN_IN_PER_IP: 5,
      RATE_LIMIT_SIGN_IN_PER_USERNAME: 3,
      RATE_LIMIT_PASSWORD_RESET_PER_IP: 4,
      RATE_LIMIT_PASSWORD_RESET_PER_USERNAME: 2,
      RATE_LIMIT_SUPPORT_PER_IP: 2,
      RATE_LIMIT_PUBLIC_PER_IP: 3,
    });
  }, 120_000);
  afterAll(async () => {
    await redis.quit();
    await t.close();
  });

  it('answers the sign-in after the limit of one address with 429, Retry-After and an actionable message', async () => {
    const attacker = from('203.0.113.10');
    for (let i = 1; i <= 5; i++) await attacker.login(`nobody_${i}`).expect(401);
    expectRefused(await attacker.login('nobody_6'));
    // even the right password of a real account is refused from there
    const user = await createUser(t, { tenantId: DEMO_TENANT_ID });
    expectRefused(await attacker.login(user.username, user.password));
    // another address is not affected
    await from('203.0.113.11').login('nobody_7').expect(401);
  });

  it('limits one username across addresses (rotating IPs does not help), whatever its case and spaces', async () => {
    const user = await createUser(t, { tenantId: DEMO_TENANT_ID });
    await from('198.51.100.1').login(user.username).expect(401);
    await from('198.51.100.2').login(`  ${user.username.toUpperCase()} `).expect(401);
    await from('198.51.100.3').login(user.username).expect(401);
    expectRefused(await from('198.51.100.4').login(user.username));
    // the address itself is not blocked: another username from it still gets an answer
    await from('198.51.100.4').login('someone_else').expect(401);
    // the counter is keyed by a hash of the normalised name, never by the name itself
    const hash = createHash('sha256').update(user.username.toLowerCase()).digest('hex').slice(0, 32);
    const keys = await redis.keys(`{${config().redisPrefix}:rate-limit:*`);
    expect(keys).toContain(`{${config().redisPrefix}:rate-limit:SIGN_IN:username:${hash}}:blocked`);
    expect(keys.filter((k) => k.toLowerCase().includes(user.username.toLowerCase()))).toEqual([]);
  });

  it('limits password-reset requests per username across its routes, and per address on the link check too', async () => {
    await from('192.0.2.1').sendResetCode('reset.target').expect(202);
    await from('192.0.2.2').sendResetCode('Reset.Target').expect(202);
    // the same username on the other reset route, from a third address
    expectRefused(
      await request(t.app.getHttpServer())
        .post(`${API}/auth/password-reset/submit`)
        .set('X-Requested-With', 'XMLHttpRequest')
        .set('X-Forwarded-For', '192.0.2.3')
        .send({ username: 'reset.target', otp: '123456', password: 'A-New-Password-2026' }),
    );
    const checker = from('192.0.2.4');
    for (let i = 0; i < 4; i++) await checker.get(`/auth/password-reset/not-a-token-${i}`).expect(400);
    expectRefused(await checker.get('/auth/password-reset/not-a-token-5'));
  });

  it('limits support e-mails per address and anonymous routes per address', async () => {
    const office = (path: string, body: object) => fso.post(`${API}${path}`).set('X-Forwarded-For', '192.0.2.20').send(body);
    await office('/support-request', { subject: 'Help', message: 'One' }).expect(200);
    await office('/support-request', { subject: 'Help', message: 'Two' }).expect(200);
    expectRefused(await office('/support-request', { subject: 'Help', message: 'Three' }));

    const visitor = from('192.0.2.30');
    await visitor.get('/announcements/active/pre-login').expect(200);
    await visitor.get('/self-service/system-master-data/country').expect(200);
    await visitor.get('/self-service/system-master-data/state').expect(200);
    expectRefused(await visitor.get('/announcements/active/pre-login'));
  });

  it('limits the self-service invitation calls per address, across the three of them', async () => {
    await setLimits({ RATE_LIMIT_INVITATION_PER_IP: 3 });
    const post = (path: string, body: object) =>
      request(t.app.getHttpServer())
        .post(`${API}/self-service/${path}`)
        .set('X-Requested-With', 'XMLHttpRequest')
        .set('X-Forwarded-For', '192.0.2.50')
        .send(body);
    // a link that is not genuine is refused with 400 until the address has used its requests
    await post('validate-invite', { userdata: 'not-a-link' }).expect(400);
    await post('submit-otp', { userdata: 'not-a-link', otp: '123456' }).expect(400);
    await post('submit-invitee', { userdata: 'not-a-link' }).expect(400);
    expectRefused(await post('validate-invite', { userdata: 'not-a-link' }));
  });

  it('limits the OpenAPI document like every public route (it used to be answered without limit)', async () => {
    const reader = from('192.0.2.35');
    for (let i = 0; i < 3; i++) await reader.get('/docs/openapi.json').expect(200);
    expectRefused(await reader.get('/docs/openapi.json'));
    const documented = await request(t.app.getHttpServer()).get('/api/docs/openapi.json').set('X-Forwarded-For', '192.0.2.35');
    expectRefused(documented);
  });

  it('applies a changed setting at once', async () => {
    await setLimits({ RATE_LIMIT_PUBLIC_PER_IP: 6 });
    try {
      const visitor = from('192.0.2.40');
      for (let i = 0; i < 6; i++) await visitor.get('/announcements/active/pre-login').expect(200);
      expectRefused(await visitor.get('/announcements/active/pre-login'));
      await setLimits({ RATE_LIMIT_PUBLIC_PER_IP: 1 });
      const next = from('192.0.2.41');
      await next.get('/announcements/active/pre-login').expect(200);
      expectRefused(await next.get('/announcements/active/pre-login'));
      // the settings' own rules refuse a limit of 0
      const bad = await sysAdmin
        .put(`${API}/system-settings`)
        .send([{ categoryName: 'SECURITY', parameterName: 'RATE_LIMIT_PUBLIC_PER_IP', value: 0 }])
        .expect(400);
      expect(bad.body.message).toContain('RATE_LIMIT_PUBLIC_PER_IP');
    } finally {
      // back to the suite's limit, whatever happened above
      await setLimits({ RATE_LIMIT_PUBLIC_PER_IP: 3 });
    }
  });

  it('never counts a route without a limit (no Redis round trip), even from a blocked address', async () => {
    const appRedis = t.app.get<Redis>(REDIS);
    const evaluate = jest.spyOn(appRedis, 'eval');
    const counted = () => evaluate.mock.calls.filter((args) => String(args[2]).includes(':rate-limit:')).length;
    try {
      const blocked = from('192.0.2.50');
      for (let i = 0; i < 3; i++) await blocked.get('/announcements/active/pre-login').expect(200);
      expectRefused(await blocked.get('/announcements/active/pre-login'));
      expect(counted()).toBe(4);
      evaluate.mockClear();
      for (let i = 0; i < 30; i++) {
        await blocked.get('/health').expect(200);
        await blocked.get('/system-vitals').expect(200);
      }
      await fso.get(`${API}/users/me`).set('X-Forwarded-For', '192.0.2.50').expect(200);
      expect(counted()).toBe(0);
    } finally {
      evaluate.mockRestore();
    }
  });

  it('limits every public route that does work; /health and /system-vitals are the only exceptions', () => {
    const unlimited: string[] = [];
    for (const mod of t.app.get(ModulesContainer).values()) {
      for (const wrapper of mod.controllers.values()) {
        const ctrl = wrapper.metatype as { name: string; prototype: Record<string, unknown> } | null;
        if (!ctrl) continue;
        for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
          const fn = ctrl.prototype[name];
          if (name === 'constructor' || typeof fn !== 'function') continue;
          const rule = (Reflect.getMetadata(ACCESS_KEY, fn) ?? Reflect.getMetadata(ACCESS_KEY, ctrl)) as AccessRule | undefined;
          if (rule?.kind === 'public' && !Reflect.getMetadata(RATE_LIMIT_KEY, fn)) unlimited.push(`${ctrl.name}.${name}`);
        }
      }
    }
    expect(unlimited.sort()).toEqual(['SystemController.health', 'SystemController.vitals']);
  });

  it('shares the counters through Redis between two API processes', async () => {
    const { createApp } = await import('../../src/app');
    // a second application on the same configuration: same database, same Redis and REDIS_PREFIX
    const second = await createApp({ logger: false, serveWeb: false });
    await initApp(second);
    try {
      const ip = '192.0.2.60';
      await from(ip, t.app).get('/announcements/active/pre-login').expect(200);
      await from(ip, second).get('/announcements/active/pre-login').expect(200);
      await from(ip, t.app).get('/announcements/active/pre-login').expect(200);
      expectRefused(await from(ip, second).get('/announcements/active/pre-login'));
      expectRefused(await from(ip, t.app).get('/announcements/active/pre-login'));
      const key = `{${config().redisPrefix}:rate-limit:PUBLIC:ip:${ip}}`;
      expect(await redis.get(`${key}:hits`)).toBe('5');
      expect(await redis.exists(`${key}:blocked`)).toBe(1);
    } finally {
      await second.close();
    }
  });
});
