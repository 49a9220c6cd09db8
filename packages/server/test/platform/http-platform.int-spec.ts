import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';

const API = '/api/v1';

/** The raw answer to bytes written on a socket (requests supertest cannot send). */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

/**
 * What the HTTP layer answers before any route sees a request: body parsing, routing, validators of the
 * client's copy, and requests Node refuses. Clients depend on each of these answers.
 */
describe('the HTTP layer', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const login = (body: string, type = 'application/json') =>
    http().post(`${API}/auth/login`).set('X-Requested-With', 'XMLHttpRequest').set('Content-Type', type).send(body);

  it('answers 400 with a readable message to a JSON body that does not parse, or that is not an object or an array', async () => {
    for (const body of ['{"username":', '"just a string"', '42', 'null']) {
      const res = await login(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' });
    }
  });

  it('reads an empty JSON body as {}', async () => {
    const empty = await login('');
    const object = await login('{}');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(object.body);
    expect(empty.body.message).not.toBe('The request body is not valid JSON.');
  });

  it('answers 413 to a JSON body over the public routes’ 64 KB', async () => {
    const res = await login(JSON.stringify({ username: 'x'.repeat(64 * 1024), password: 'y' })).expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The request body is too large (at most 64 KB on this route).',
    });
  });

  it('does not read a body of another type (the route sees none)', async () => {
    const text = await login('username=a&password=b', 'text/plain');
    const none = await http().post(`${API}/auth/login`).set('X-Requested-With', 'XMLHttpRequest');
    expect(text.status).toBe(none.status);
    expect(text.body).toEqual(none.body);
  });

  it('matches routes whatever the case and with a trailing slash', async () => {
    await http().get('/API/V1/Health/').expect(200);
    await http().get(`${API}/health/`).expect(200);
  });

  it('tags an answer with a weak ETag and answers 304 to a GET that has it', async () => {
    const first = await http().get(`${API}/announcements/active/pre-login`).expect(200);
    const tag = first.headers['etag'];
    expect(tag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    // the length of the body in bytes and its SHA-1, as Express wrote it
    const body = Buffer.from(first.text);
    expect(tag).toBe(`W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`);
    const again = await http().get(`${API}/announcements/active/pre-login`).set('If-None-Match', tag).expect(304);
    expect(again.text).toBeFalsy();
    expect(again.headers['x-request-id']).toBeTruthy();
    await http().get(`${API}/announcements/active/pre-login`).set('If-None-Match', 'W/"0-other"').expect(200);
  });

  it('serves the OpenAPI document built once, at its documented address and its API route, with an ETag and 304', async () => {
    const { ApiDocument } = await import('../../src/modules/system');
    const kept = t.app.get(ApiDocument).current();
    const first = await http().get('/api/docs/openapi.json').expect(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.text).toBe(kept.text);
    expect(first.body.openapi).toMatch(/^3\./);
    expect(first.body.paths['/api/v1/docs/openapi.json'].get['x-permission']).toBe('PUBLIC');
    expect(first.headers.etag).toBe(kept.tag);
    // the same kept text and tag at the API route, and again on later requests (nothing is built twice)
    const second = await http().get(`${API}/docs/openapi.json`).expect(200);
    expect(second.text).toBe(kept.text);
    expect(t.app.get(ApiDocument).current()).toBe(kept);
    const again = await http().get('/API/docs/openapi.json?x=1').set('If-None-Match', kept.tag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // the Swagger UI reads the same document; the library's own JSON and YAML routes are gone
    await http().get('/api/docs').expect(200);
    expect((await http().get('/api/docs-json')).status).toBe(404);
  });

  it('answers a CORS preflight from PUBLIC_URL for every method the API has, and varies by Origin', async () => {
    const origin = new URL(process.env.PUBLIC_URL ?? 'http://localhost:3000').origin;
    const pre = await http().options(`${API}/facilities`).set('Origin', origin).set('Access-Control-Request-Method', 'DELETE').expect(204);
    expect(pre.headers['access-control-allow-methods']).toBe('GET,HEAD,PUT,PATCH,POST,DELETE');
    expect(pre.headers['access-control-allow-credentials']).toBe('true');
    const res = await http().get(`${API}/health`).expect(200);
    expect(res.headers['vary']).toMatch(/Origin/);
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
  });

  it('answers requests Node refuses (headers too large, not HTTP) as JSON errors', async () => {
    const server = t.app.getHttpServer().listen(0);
    try {
      const port = (server.address() as { port: number }).port;
      const large = await rawExchange(port, `GET ${API}/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`);
      expect(large).toMatch(/^HTTP\/1\.1 431 /);
      expect(large).toContain('"message":"The request line or its headers are too large."');
      const garbage = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
      expect(garbage).toContain('"message":"The request is not valid HTTP."');
    } finally {
      server.close();
    }
  });
});
