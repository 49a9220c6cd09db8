import type TestAgent from 'supertest/lib/agent';
import { LOGIN_SERVER_MESSAGES } from '@clearline/shared';
import { config } from '../../src/core/config/config';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const API = '/api/v1';

/** CSRF, second layer: an unsafe request naming another origin (Origin, else Referer) is refused. */
describe('CSRF origin check', () => {
  let t: TestApp;
  let employee: TestAgent;
  let own: string;

  const refusedFrom = (origin: string) => LOGIN_SERVER_MESSAGES.csrfForeignOrigin.replace('{origin}', origin).replace('{publicUrl}', own);
  const logout = (headers: Record<string, string>) => t.agent().post(`${API}/auth/logout`).set(headers);

  beforeAll(async () => {
    t = await startTestApp();
    own = new URL(config().publicUrl).origin;
    employee = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
  }, 120_000);
  afterAll(() => t.close());

  it('refuses a foreign Origin with 403 and a message naming both origins', async () => {
    const res = await logout({ Origin: 'https://evil.example' }).expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: refusedFrom('https://evil.example') });
    // an opaque origin (sandboxed frame, privacy redirect) is not PUBLIC_URL either
    expect((await logout({ Origin: 'null' }).expect(403)).body.message).toBe(refusedFrom('an unknown origin'));
    // same host, other scheme or port: another origin
    await logout({ Origin: own.replace(/^http:/, 'https:') }).expect(403);
    await logout({ Origin: `${own}1` }).expect(403);
  });

  it("accepts PUBLIC_URL's own origin, and a request with neither Origin nor Referer (API clients)", async () => {
    await logout({ Origin: own }).expect(204);
    await logout({ Origin: own.toUpperCase() }).expect(204);
    await logout({}).expect(204);
    await logout({ Referer: `${own}/login?next=%2Fpersonnel` }).expect(204);
    // the Origin is what counts when both are sent
    await logout({ Origin: own, Referer: 'https://evil.example/page' }).expect(204);
  });

  it('refuses a foreign Referer when there is no Origin, without repeating its path or query', async () => {
    const res = await logout({ Referer: 'https://evil.example/reset?token=SECRET-TOKEN' }).expect(403);
    expect(res.body.message).toBe(refusedFrom('https://evil.example'));
    expect(res.body.message).not.toContain('SECRET-TOKEN');
    expect((await logout({ Referer: 'not a url' }).expect(403)).body.message).toBe(refusedFrom('an unknown origin'));
  });

  it('refuses a signed-in write from another site and writes nothing; reads and the first layer are unchanged', async () => {
    const before = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM note`);
    await employee.post(`${API}/notes/DASHBOARD`).set('Origin', 'https://evil.example').send({ content: 'planted' }).expect(403);
    expect(await t.sql<{ n: string }>(`SELECT count(*) AS n FROM note`)).toEqual(before);
    await employee.post(`${API}/notes/DASHBOARD`).set('Origin', own).send({ content: 'mine' }).expect(201);
    // safe methods are not checked (CORS keeps other sites from reading the answer)
    await employee.get(`${API}/notes`).query({ sectionName: 'DASHBOARD' }).set('Origin', 'https://evil.example').expect(200);
    // the custom header is still required, whatever the origin
    const missing = await employee
      .post(`${API}/notes/DASHBOARD`)
      .set('X-Requested-With', '')
      .set('Origin', own)
      .send({ content: 'x' })
      .expect(403);
    expect(missing.body.message).toBe(LOGIN_SERVER_MESSAGES.csrfMissing);
  });

  it('refuses before the body is read, on every path: a broken body or an unknown route still answers the CSRF 403', async () => {
    const broken = await employee
      .post(`${API}/notes/DASHBOARD`)
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'application/json')
      .send('{"content": ')
      .expect(403);
    expect(broken.body.message).toBe(refusedFrom('https://evil.example'));
    const unknown = await t.agent().delete(`${API}/no-such-route`).set('X-Requested-With', '').expect(403);
    expect(unknown.body).toEqual({ statusCode: 403, error: 'Forbidden', message: LOGIN_SERVER_MESSAGES.csrfMissing });
    // with the proof, the same broken body is read and refused as such
    await employee.post(`${API}/notes/DASHBOARD`).set('Content-Type', 'application/json').send('{"content": ').expect(400);
  });
});
