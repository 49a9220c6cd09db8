import { type ClientRequest, type IncomingMessage, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { EXPORT_BUSY_MESSAGE, MAX_CONCURRENT_EXPORTS } from '../../src/modules/audit-log/audit-log.service';
import { startTestApp, type TestApp } from '../support/test-app';
import { newTenant, sessionAgent } from '../tenancy/support';

const ROWS = Number(process.env.AUDIT_EXPORT_ROWS ?? 300_000);
const MB = 1024 * 1024;

/** V8's collector lets garbage pile up as it likes; a full collection now and then makes RSS show what is kept. */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * The audit export streams from a cursor: the app runs in this process, so the process's resident memory
 * while a large CSV is downloaded (and counted, not kept, by the client side) shows what the export holds.
 */
describe('audit log export memory and concurrency', () => {
  let t: TestApp;
  let tenant: string;
  let port: number;
  let cookie: string;

  const post = (onResponse: (res: IncomingMessage, req: ClientRequest) => void, onError?: (e: Error) => void) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/application-audits/export',
        headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      },
      (res) => onResponse(res, req),
    );
    req.on('error', (e) => onError?.(e));
    req.end(JSON.stringify({ format: 'CSV' }));
    return req;
  };

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await newTenant(t, { name: 'Audit Export Volume' });
    // one statement as the owner; the append-only trigger allows INSERT. ~400 bytes of CSV per row.
    await t.sql(
      `INSERT INTO audit_log (tenant_id, event_type, username, object_table, object_id, action, changes, ip, user_agent, request_id, event_time)
       SELECT $1, 'UPDATE', 'bulk.user' || (g % 500), 'personnel', gen_random_uuid()::text, 'UPDATE',
              jsonb_build_object('lastName', jsonb_build_object('before', 'Before-' || g, 'after', 'After-' || g),
                                 'notes', jsonb_build_object('before', repeat('n', 60), 'after', repeat('m', 60))),
              '10.0.' || (g % 250) || '.' || (g % 200),
              'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
              'bulk-' || g, now() - (g || ' ms')::interval
       FROM generate_series(1, ${ROWS}) g`,
      [tenant],
    );
    const agent = await sessionAgent(t, { tenantId: tenant, permissions: { TENANT_AUDIT_LOG: { canView: true, ui: true } } });
    cookie = (agent as unknown as { _defaults: Array<{ fn: string; args: string[] }> })._defaults.find(
      (d) => d.fn === 'set' && d.args[0] === 'Cookie',
    )!.args[1];
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as AddressInfo).port;
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it(`exports ${ROWS} rows as CSV with flat memory`, async () => {
    const [{ n }] = await t.sql<{ n: string }>(
      `SELECT count(*) AS n FROM audit_log WHERE tenant_id = $1 AND event_time > now() - interval '1 day'`,
      [tenant],
    );
    expect(Number(n)).toBeGreaterThanOrEqual(ROWS);

    gc();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    let heapPeak = 0;
    let ticks = 0;
    const sampler = setInterval(() => {
      if (++ticks % 10 === 0) gc();
      const m = process.memoryUsage();
      peak = Math.max(peak, m.rss);
      heapPeak = Math.max(heapPeak, m.heapUsed + m.external + m.arrayBuffers);
    }, 50);
    const started = Date.now();
    let lines = 0;
    let bytes = 0;
    let status = 0;
    let head = '';
    try {
      await new Promise<void>((resolve, reject) => {
        post((res) => {
          status = res.statusCode ?? 0;
          res.on('data', (chunk: Buffer) => {
            if (bytes < 4096) head += chunk.toString('utf8');
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
          });
          res.on('end', resolve);
          res.on('error', reject);
        }, reject);
      });
    } finally {
      clearInterval(sampler);
    }
    const growth = peak - baseline;
    process.stderr.write(
      `audit export: ${lines - 1} rows, ${(bytes / MB).toFixed(0)} MB of CSV in ${Date.now() - started} ms; ` +
        `RSS ${(baseline / MB).toFixed(0)} MB -> peak ${(peak / MB).toFixed(0)} MB (+${(growth / MB).toFixed(0)} MB) heap+ext peak ${(heapPeak / MB).toFixed(0)} MB\n`,
    );
    expect(status).toBe(200);
    // header + one line per row (no field holds a line break) + the EXPORT row this export wrote first (newest)
    expect(lines).toBe(1 + Number(n) + 1);
    expect(head).toMatch(/^\ufeff[^\n]+\n[^\n]*,EXPORT,/);
    // holding the file alone would take more than the bound; holding the rows as objects several times more
    expect(bytes).toBeGreaterThan(100 * MB);
    expect(growth).toBeLessThan(100 * MB);
  }, 600_000);

  it(`runs at most ${MAX_CONCURRENT_EXPORTS} exports at once and tells the next one to try again`, async () => {
    // exports whose clients stop reading keep their cursor (and pooled connection) open
    const stalled = await Promise.all(
      Array.from(
        { length: MAX_CONCURRENT_EXPORTS },
        () =>
          new Promise<ClientRequest>((resolve, reject) =>
            post((res, req) => {
              expect(res.statusCode).toBe(200);
              res.once('data', () => {
                res.pause();
                resolve(req);
              });
            }, reject),
          ),
      ),
    );
    const refused = await new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) =>
      post((res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string, body }));
      }, reject),
    );
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('60');
    expect(JSON.parse(refused.body)).toEqual({ statusCode: 429, error: 'Too Many Requests', message: EXPORT_BUSY_MESSAGE });

    // abandoning the downloads frees their places
    for (const req of stalled) req.destroy();
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await new Promise<number>((resolve) =>
        post(
          (res, req) => {
            resolve(res.statusCode ?? 0);
            req.destroy();
          },
          () => resolve(0),
        ),
      );
    }
    expect(status).toBe(200);
  }, 600_000);
});
