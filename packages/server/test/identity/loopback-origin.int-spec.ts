import { LOGIN_SERVER_MESSAGES, OTP_REQUIRED_HEADER } from '@clearline/shared';
import { config } from '../../src/core/config/config';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { createUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const LOGIN = '/api/v1/auth/login';

/** A browser on this machine may reach a loopback PUBLIC_URL by any loopback name: sign-in works from each. */
describe('sign-in from a loopback name of PUBLIC_URL', () => {
  let t: TestApp;
  let own: URL;
  let user: Awaited<ReturnType<typeof createUser>>;

  /** PUBLIC_URL's origin with another host name */
  const named = (host: string) => {
    const u = new URL(own.origin);
    u.hostname = host;
    return u.origin;
  };
  const login = (origin: string) =>
    t.agent().post(LOGIN).set('Origin', origin).type('form').send({ username: user.username, password: user.password });
  /** signed in, or asked for the one-time code: either way the origin was accepted */
  const accepted = (res: { status: number; headers: Record<string, string> }) =>
    res.status === 200 || (res.status === 401 && res.headers[OTP_REQUIRED_HEADER.toLowerCase()] === 'true');

  beforeAll(async () => {
    t = await startTestApp();
    own = new URL(config().publicUrl);
    user = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
  }, 120_000);
  afterAll(() => t.close());

  it('runs with a loopback PUBLIC_URL', () => {
    expect(['localhost', '127.0.0.1', '[::1]']).toContain(own.hostname);
  });

  it('accepts localhost, 127.0.0.1 and [::1] with the same scheme and port', async () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const res = await login(named(host));
      expect({ host, accepted: accepted(res) }).toEqual({ host, accepted: true });
    }
  });

  it('refuses another port, another scheme and another host, naming the origin in the answer', async () => {
    const otherPort = new URL(named('127.0.0.1'));
    otherPort.port = String(Number(own.port || (own.protocol === 'https:' ? 443 : 80)) + 1);
    const otherScheme = named('127.0.0.1').replace(/^http(s?):/, (_m, s: string) => (s ? 'http:' : 'https:'));
    for (const origin of [otherPort.origin, otherScheme, 'http://127.0.0.2', 'https://evil.example']) {
      const res = await login(origin);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(LOGIN_SERVER_MESSAGES.csrfForeignOrigin.replace('{origin}', origin).replace('{publicUrl}', own.origin));
    }
  });
});
