import type { Server } from 'node:http';
import type { Response } from 'supertest';
import { INPUT_LIMITS, MAX_BODY_DEPTH } from '../../src/core/http/input-limits';
import { createUser, signIn } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, tenantWithoutMfa, userIn, type UserAgent } from '../personnel/fixtures';

/** `{"a":{"a":…1…}}`: a JSON value nested `levels` objects deep. */
const nested = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** `{"k0":0,"k1":1,…}` with `keys` keys (and the fields of `base` first), as JSON text. */
const wideJson = (keys: number, base: Record<string, unknown> = {}): string => {
  const inner = Array.from({ length: keys }, (_, i) => `"k${i}":${i}`).join(',');
  const head = JSON.stringify(base).slice(1, -1);
  return `{${head}${head ? ',' : ''}${inner}}`;
};

const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`;
const nul = (where: string) => `${where} must not contain a NUL character (U+0000).`;

/**
 * What a request may carry: bodies nested too deeply, NUL characters anywhere, and null in fields that
 * may be left out but not cleared. Each answers 400 with a message, before anything is written.
 */
describe('request input limits', () => {
  let t: TestApp;
  let tenant: string;
  let admin: UserAgent;

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Input Limits Co');
    admin = await userIn(t, tenant, {
      permissions: {
        PERSONNEL: { canView: true },
        USERS: { canView: true },
        FACILITIES: { canView: true, canCreate: true },
        TENANT_AUDIT_LOG: { canView: true },
      },
    });
  });
  afterAll(() => t?.close());

  const facilityCount = async () =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM facility WHERE tenant_id = $1`, [tenant]))[0].n;

  it(`answers 400 to a body nested deeper than ${MAX_BODY_DEPTH} levels: public sign-in and an authenticated write`, async () => {
    // about 35 KB, 5,000 levels: class-transformer and class-validator used to run out of stack (500)
    const deep = nested(5000);
    const signInBody = `{"username":"someone","password":"whatever","deep":${deep}}`;
    const login = await t.agent().post(`${API}/auth/login`).set('Content-Type', 'application/json').send(signInBody);
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ statusCode: 400, error: 'Bad Request', message: TOO_DEEP });

    const before = await facilityCount();
    const write = await admin
      .post(`${API}/facilities`)
      .set('Content-Type', 'application/json')
      .send(`{"facilityName":"Deep","city":"Arlington","state":"VA","extra":${deep}}`);
    expect(write.status).toBe(400);
    expect(write.body).toEqual({ statusCode: 400, error: 'Bad Request', message: TOO_DEEP });
    expect(await facilityCount()).toBe(before);

    // the limit itself: one level under it is an ordinary body (refused for its unknown field, not for depth)
    const atLimit = await admin
      .post(`${API}/facilities`)
      .set('Content-Type', 'application/json')
      .send(`{"facilityName":"Deep","city":"Arlington","state":"VA","extra":${nested(MAX_BODY_DEPTH - 1)}}`);
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).toBe('extra is not an accepted field');
    const overLimit = await admin
      .post(`${API}/facilities`)
      .set('Content-Type', 'application/json')
      .send(`{"facilityName":"Deep","city":"Arlington","state":"VA","extra":${nested(MAX_BODY_DEPTH)}}`);
    expect(overLimit.body.message).toBe(TOO_DEEP);
  });

  it('answers 400 naming the field to a NUL in a list query, a JSON filter, a path, a public reset body and a write body', async () => {
    for (const list of ['/personnel/details', '/users', '/facilities', '/application-audits']) {
      const res = await admin.get(`${API}${list}`).query({ q: 'Smith\u0000' });
      expect([list, res.status, res.body.message]).toEqual([list, 400, nul('Query parameter q')]);
    }
    // a NUL written as a JSON escape reaches the filter only once it is parsed
    const filtered = await admin.get(`${API}/personnel/details`).query({ filter: JSON.stringify({ q: 'Smith\u0000' }) });
    expect(filtered.status).toBe(400);
    expect(filtered.body.message).toBe(nul('filter.q'));

    const path = await admin.get(`${API}/facilities/abc%00def`);
    expect(path.status).toBe(400);
    expect(path.body.message).toBe(nul('The request path'));

    const reset = await t.agent().post(`${API}/auth/password-reset/send-otp`).send({ username: 'someone\u0000' });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual({ statusCode: 400, error: 'Bad Request', message: nul('username') });

    const before = await facilityCount();
    const write = await admin.post(`${API}/facilities`).send({ facilityName: 'Null\u0000Byte', city: 'Arlington', state: 'VA' });
    expect(write.status).toBe(400);
    expect(write.body.message).toBe(nul('facilityName'));
    expect(await facilityCount()).toBe(before);
  });

  it('refuses null for a field that may be left out but is not nullable (PUT /users/me email), and writes nothing', async () => {
    const user = await createUser(t, { tenantId: tenant });
    const me = await signIn(t, user.username, user.password);
    const [before] = await t.sql<{ email: string; version: number; updated_at: Date }>(
      `SELECT email, version, updated_at FROM app_user WHERE id = $1`,
      [user.id],
    );
    const res = await me.put(`${API}/users/me`).send({ email: null });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Email Address must not be null' });
    const [after] = await t.sql<{ email: string; version: number; updated_at: Date }>(
      `SELECT email, version, updated_at FROM app_user WHERE id = $1`,
      [user.id],
    );
    expect(after).toEqual(before);

    // a nullable field may still be cleared with null
    const cleared = await me.put(`${API}/users/me`).send({ firstName: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.firstName).toBeNull();
  });

  it('refuses wide objects, long arrays, long strings and oversized bodies within a second each while /health keeps answering in under a second', async () => {
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const facility = { facilityName: 'Wide', city: 'Arlington', state: 'VA' };
    const fields = (where: string) => `${where} has too many fields (at most ${INPUT_LIMITS.keysPerObject}).`;
    // every body is built before the attack starts: the test's own process serves the API
    const attacks: Array<{ name: string; send: () => Promise<Response>; status: number; message: string }> = [
      {
        // 200,000 keys, 3.1 MB: took 52 s to refuse, with every other request waiting
        name: 'sign-in, 200,000 keys',
        send: () =>
          t
            .agent()
            .post(`${API}/auth/login`)
            .set('Content-Type', 'application/json')
            .send(wideJson(200_000, { username: 'a', password: 'b' })),
        status: 413,
        message: 'The request body is too large (at most 64 KB on this route).',
      },
      {
        name: 'sign-in, 4,000 keys within its 64 KB',
        send: () =>
          t
            .agent()
            .post(`${API}/auth/login`)
            .set('Content-Type', 'application/json')
            .send(wideJson(4_000, { username: 'a', password: 'b' })),
        status: 400,
        message: fields('The request body'),
      },
      {
        name: 'invitation form, 4,000 keys',
        send: () => t.agent().post(`${API}/self-service/submit-invitee`).set('Content-Type', 'application/json').send(wideJson(4_000)),
        status: 400,
        message: fields('The request body'),
      },
      {
        name: 'a signed-in write, 60,000 keys within its 1 MB',
        send: () => admin.post(`${API}/facilities`).set('Content-Type', 'application/json').send(wideJson(60_000, facility)),
        status: 400,
        message: fields('The request body'),
      },
      {
        name: 'a signed-in write, a nested object of 60,000 keys',
        send: () =>
          admin
            .post(`${API}/facilities`)
            .set('Content-Type', 'application/json')
            .send(`{"facilityName":"W","extra":${wideJson(60_000)}}`),
        status: 400,
        message: fields('extra'),
      },
      {
        name: 'a signed-in write, an array of 100,000 items',
        send: () => admin.post(`${API}/facilities`).send({ ...facility, extra: new Array(100_000).fill(0) }),
        status: 400,
        message: `extra has too many items (at most ${INPUT_LIMITS.arrayItems.toLocaleString('en-US')}).`,
      },
      {
        name: 'a signed-in write, a string of 500,000 characters',
        send: () => admin.post(`${API}/facilities`).send({ ...facility, facilityName: 'x'.repeat(500_000) }),
        status: 400,
        message: `facilityName is too long (at most ${INPUT_LIMITS.stringChars.toLocaleString('en-US')} characters).`,
      },
      {
        name: 'a signed-in write of 1.5 MB',
        send: () => admin.post(`${API}/facilities`).set('Content-Type', 'application/json').send(wideJson(100_000, facility)),
        status: 413,
        message: 'The request body is too large (at most 1 MB on this route).',
      },
    ];
    const before = await facilityCount();
    const health: number[] = [];
    let attacking = true;
    const poll = (async () => {
      while (attacking) {
        const started = Date.now();
        const res = await t.agent().get(`${API}/health`);
        health.push(Date.now() - started);
        expect(res.status).toBe(200);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const results: Array<{ name: string; status: number; message: string; underASecond: boolean }> = [];
    try {
      for (const attack of attacks) {
        const started = Date.now();
        const res = await attack.send();
        results.push({ name: attack.name, status: res.status, message: res.body.message, underASecond: Date.now() - started < 1000 });
      }
    } finally {
      attacking = false;
      await poll;
    }
    expect(results).toEqual(attacks.map((a) => ({ name: a.name, status: a.status, message: a.message, underASecond: true })));
    expect(health.length).toBeGreaterThan(0);
    expect(Math.max(...health)).toBeLessThan(1000);
    expect(await facilityCount()).toBe(before);
  });
});
