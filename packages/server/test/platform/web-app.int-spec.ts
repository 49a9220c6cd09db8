import { jest } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { REPO_ROOT } from '../../src/core/paths';
import { initApp, startTestApp, type TestApp } from '../support/test-app';

/** The answer's bytes (supertest decodes br and gzip itself: Content-Length tells what was sent). */
const raw = (res: request.Response, cb: (err: Error | null, body: Buffer) => void): void => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
const decoded = (res: request.Response): string => (res.body as Buffer).toString();

const ASSET = '/assets/index-3f9a1c7e.js';
const SCRIPT = `export const greeting = ${JSON.stringify('Clearline '.repeat(400))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>\n`;

/** A web build as vite writes it: hashed assets with their .br and .gz next to them. */
function fakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'cl-web-'));
  mkdirSync(join(dist, 'assets'));
  for (const [path, text] of [
    ['/index.html', INDEX],
    [ASSET, SCRIPT],
  ] as const) {
    writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
  }
  return dist;
}

describe('the web app: precompressed assets, caching, and /api kept apart', () => {
  let t: TestApp;
  let app: NestFastifyApplication;
  let dist: string;

  beforeAll(async () => {
    dist = fakeWebBuild();
    t = await startTestApp({ WEB_DIST: dist });
    const { createApp } = await import('../../src/app');
    app = await createApp({ logger: false, serveWeb: true });
    await initApp(app);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const http = () => request(app.getHttpServer());

  it('sends a hashed asset brotli-compressed to a browser that accepts br, immutable for a year', async () => {
    const res = await http().get(ASSET).set('Accept-Encoding', 'gzip, deflate, br').buffer(true).parse(raw).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['content-length']).toBe(String(brotliCompressSync(SCRIPT).length));
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('sends it gzip-compressed to a browser that accepts only gzip, and as is to one that accepts neither', async () => {
    const gz = await http().get(ASSET).set('Accept-Encoding', 'gzip').buffer(true).parse(raw).expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers['content-length']).toBe(String(gzipSync(SCRIPT).length));
    expect(decoded(gz)).toBe(SCRIPT);

    const plain = await http().get(ASSET).set('Accept-Encoding', 'identity').buffer(true).parse(raw).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(decoded(plain)).toBe(SCRIPT);
  });

  it('answers index.html, never cached, for the app itself and for its own routes', async () => {
    for (const path of ['/', '/login', '/personnel/4b0c5e3e-6a7e-4f55-9a52-2f1f3c1d2e10/show']) {
      const res = await http().get(path).set('Accept-Encoding', 'br').buffer(true).parse(raw).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-length']).toBe(String(brotliCompressSync(INDEX).length));
      expect(decoded(res)).toBe(INDEX);
    }
  });

  it('answers a missing asset 404, not index.html', async () => {
    const res = await http().get('/assets/index-00000000.js').expect(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('never hands an /api request to the static handler, and answers an unknown API path with the JSON 404', async () => {
    const stat = jest.spyOn(fs, 'stat');
    try {
      await http().get('/api/v1/health').expect(200);
      for (const path of ['/api/v1/no-such-route', '/api/v1/assets/index-3f9a1c7e.js', '/API/v1/index.html']) {
        const res = await http().get(path).expect(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body).toMatchObject({ statusCode: 404 });
      }
      expect(stat).not.toHaveBeenCalled();
      // the same spy sees the static handler when it does run
      await http().get(ASSET).expect(200);
      expect(stat).toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });

  it('sends the same security headers on API answers and on the web app, as helmet builds them', async () => {
    const api = await http().get('/api/v1/health').expect(200);
    const page = await http().get('/login').expect(200);
    for (const res of [api, page]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-src 'self' https:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    expect(page.headers['content-security-policy']).toBe(api.headers['content-security-policy']);
  });
});

/** The real web build (./scripts/test builds it before the server's suites). */
describe('the web build', () => {
  const dist = join(REPO_ROOT, 'packages/web/dist');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));

  it('writes a .br and a .gz next to every script, stylesheet and page', () => {
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
    const all = new Set(files(dist));
    const text = [...all].filter((f) => /\.(js|css|html)$/.test(f));
    expect(text.length).toBeGreaterThan(1);
    expect(text.filter((f) => !all.has(`${f}.br`) || !all.has(`${f}.gz`))).toEqual([]);
  });

  it('loads /login with at most 350 KB over the wire (brotli): the page and what it references', () => {
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    const referenced = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(referenced.length).toBeGreaterThan(0);
    const bytes = ['/index.html', ...referenced].reduce((sum, p) => sum + statSync(join(dist, `${p}.br`)).size, 0);
    expect(bytes).toBeLessThanOrEqual(350 * 1024);
  });
});
