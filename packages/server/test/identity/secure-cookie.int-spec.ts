import { OTP_REQUIRED_HEADER } from '@clearline/shared';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { codeIn, createUser, mailSnapshot, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API } from './helpers';

/** The app as deployed behind HTTPS: COOKIE_SECURE=true (the production default). */
describe('session cookie with COOKIE_SECURE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ COOKIE_SECURE: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const setCookies = (res: { headers: Record<string, unknown> }): string[] =>
    ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []);
  const attributes = (cookie: string) =>
    cookie
      .split(';')
      .slice(1)
      .map((a) => a.trim());

  it('signs in with a __Host- session cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const agent = t.agent();
    const seen = mailSnapshot(t);
    const first = await agent.post(`${API}/auth/login`).type('form').send({ username: u.username, password: u.password }).expect(401);
    expect(first.headers[OTP_REQUIRED_HEADER.toLowerCase()]).toBe('true');
    const code = codeIn(await waitForMail(t, `${u.username}@test.example`, seen));
    const ok = await agent
      .post(`${API}/auth/login`)
      .type('form')
      .send({ username: u.username, password: u.password, otp: code })
      .expect(200);

    const cookies = setCookies(ok);
    const session = cookies.find((c) => /^(__Host-)?clearline_sid=/.test(c));
    expect(session).toBeDefined();
    expect(session!.startsWith('__Host-clearline_sid=')).toBe(true);
    expect(cookies.some((c) => c.startsWith('clearline_sid='))).toBe(false);
    const attrs = attributes(session!);
    expect(attrs).toContain('Secure');
    expect(attrs).toContain('HttpOnly');
    expect(attrs).toContain('SameSite=Lax');
    expect(attrs).toContain('Path=/');
    expect(attrs.some((a) => /^domain=/i.test(a))).toBe(false);

    // the cookie under its __Host- name is the session (a browser sends it back only over HTTPS)
    const value = session!.split(';')[0];
    await t.agent().get(`${API}/sessions/is-valid`).set('Cookie', value).expect(200);
    await t
      .agent()
      .get(`${API}/sessions/is-valid`)
      .set('Cookie', value.replace(/^__Host-/, ''))
      .expect(401);

    // signing out clears it under the same name and attributes
    const out = await t.agent().post(`${API}/auth/logout`).set('Cookie', value).expect(204);
    const cleared = setCookies(out).find((c) => c.startsWith('__Host-clearline_sid=;'));
    expect(cleared).toBeDefined();
    expect(attributes(cleared!)).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']));
    await t.agent().get(`${API}/sessions/is-valid`).set('Cookie', value).expect(401);
  });
});
