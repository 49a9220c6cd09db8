import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import type { Test } from 'supertest';
import { AUDIT_MESSAGES } from '@clearline/shared';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { SESSION_COOKIE } from '../../src/modules/identity/sessions/cookies';
import { createUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditRowsOf, full, newTenant, sessionAgent } from '../tenancy/support';

const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
/** supertest parser that keeps the body as bytes */
const binary = ((res: NodeJS.ReadableStream, cb: (e: Error | null, b: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}) as unknown as Parameters<Test['parse']>[0];

interface Entry {
  requestId: string;
  username: string;
  eventTimestamp: string;
  tenantId: string;
}

describe('audit log API', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  let auditor: Awaited<ReturnType<typeof sessionAgent>>;
  let tenantAuditor: Awaited<ReturnType<typeof sessionAgent>>;

  /** rows: [tenant, type, username, table, time] */
  const seed = async (rows: Array<[string | null, string, string, string | null, string]>) => {
    for (const [tenant, type, username, table, time] of rows) {
      await t.sql(
        `INSERT INTO audit_log (tenant_id, event_type, username, object_table, event_time, request_id) VALUES ($1, $2, $3, $4, $5, 'seed')`,
        [tenant, type, username, table, time],
      );
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    await createUser(t, { tenantId: SYSTEM_TENANT_ID });
    a = await newTenant(t, { name: 'Audit A' });
    b = await newTenant(t, { name: 'Audit B' });
    await seed([
      [a, 'LOGIN_SUCCESS', 'alice', null, ago(1 * HOUR)],
      [a, 'UPDATE', 'Alice', 'personnel', ago(2 * HOUR)],
      [a, 'CREATE', 'bob', 'facility', ago(3 * HOUR)],
      [a, 'EXPORT', '=HYPERLINK("x")', null, ago(4 * HOUR)],
      [a, 'DELETE', 'alice', 'personnel', ago(30 * HOUR)],
      [b, 'LOGIN_FAILURE', 'mallory', null, ago(1 * HOUR)],
      [b, 'UPDATE', 'mallory', 'personnel', ago(5 * HOUR)],
      [b, 'CREATE', 'trent', 'facility', ago(10 * 24 * HOUR)],
      [null, 'LOGIN_FAILURE', 'ghost', null, ago(2 * HOUR)],
    ]);
    auditor = await sessionAgent(t, { tenantId: SYSTEM_TENANT_ID, tenantType: 'SYSTEM', permissions: full('AUDIT_LOG') });
    tenantAuditor = await sessionAgent(t, { tenantId: a, permissions: { TENANT_AUDIT_LOG: { canView: true, ui: true } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const seeded = (body: { content: Entry[] }): Entry[] => body.content.filter((e) => e.requestId === 'seed');

  it('AUDIT_LOG lists every tenant’s rows of the last 1 day by default, newest first, as { content, totalElements }', async () => {
    const res = await auditor.get('/api/v1/application-audits?size=100').expect(200);
    const rows = seeded(res.body);
    expect(rows.map((e) => e.username)).toEqual(['mallory', 'alice', 'ghost', 'Alice', 'bob', '=HYPERLINK("x")', 'mallory']);
    expect(res.body.totalElements).toBeGreaterThanOrEqual(7);
    expect(res.body).toMatchObject({ page: 0, size: 100 });
    const first = rows[1];
    expect(first).toMatchObject({ eventType: 'LOGIN_SUCCESS', tenantId: a, tenantName: 'Audit A' });
    expect(first.eventTimestamp).toMatch(/Z$/);
    // reading every tenant goes through the audited system scope
    const own = await auditRowsOf(t, res.headers['x-request-id']);
    expect(own.map((r) => r.event_type)).toEqual(['SYSTEM_SCOPE']);
  });

  it('filters by tenant, event type(s), username (contains, any case), object table and date range', async () => {
    const q = async (query: string) => seeded((await auditor.get(`/api/v1/application-audits?size=100&${query}`).expect(200)).body);
    expect((await q(`tenantId=${b}`)).map((e) => e.username)).toEqual(['mallory', 'mallory']);
    expect((await q('eventType=UPDATE')).length).toBe(2);
    expect((await q('eventType=LOGIN_SUCCESS,LOGIN_FAILURE')).length).toBe(3);
    expect((await q('username=ALIC')).length).toBe(2);
    expect((await q('objectTable=personnel')).length).toBe(2);
    const day = new Date(Date.now() - 10 * 24 * HOUR).toISOString().slice(0, 10);
    expect((await q(`startDate=${day}&endDate=${day}`)).map((e) => e.username)).toEqual(['trent']);
    expect((await q(`startDate=${encodeURIComponent(ago(36 * HOUR))}&endDate=${encodeURIComponent(ago(24 * HOUR))}`)).length).toBe(1);
  });

  it('pages and sorts', async () => {
    const p0 = await auditor.get(`/api/v1/application-audits?tenantId=${a}&page=0&size=2&sort=username,asc`).expect(200);
    const p1 = await auditor.get(`/api/v1/application-audits?tenantId=${a}&page=1&size=2&sort=username,asc`).expect(200);
    expect(p0.body.totalElements).toBe(4);
    expect([...p0.body.content, ...p1.body.content].map((e: { username: string }) => e.username)).toEqual([
      '=HYPERLINK("x")',
      'alice',
      'Alice',
      'bob',
    ]);
  });

  it('TENANT_AUDIT_LOG sees only its own tenant, and may not ask for another', async () => {
    const res = await tenantAuditor.get('/api/v1/application-audits?size=100').expect(200);
    expect(res.body.content.length).toBeGreaterThan(0);
    expect(res.body.content.every((e: { tenantId: string }) => e.tenantId === a)).toBe(true);
    expect(seeded(res.body).length).toBe(4);
    const other = await tenantAuditor.get(`/api/v1/application-audits?tenantId=${b}`).expect(403);
    expect(other.body.message).toBe(AUDIT_MESSAGES.tenantFilterOwnOnly);
    await tenantAuditor.post('/api/v1/application-audits/export').send({ tenantId: b }).expect(403);
    // the auditor's own tenant holds its system-scope reads (system activity, shown when asked for)
    const scoped = await auditor.get('/api/v1/application-audits?scope=TENANT&showSystem=true&size=100').expect(200);
    expect(scoped.body.content.length).toBeGreaterThan(0);
    expect(scoped.body.content.every((e: { tenantId: string }) => e.tenantId === SYSTEM_TENANT_ID)).toBe(true);
    const nobody = await sessionAgent(t, { tenantId: a, permissions: { PERSONNEL: { canView: true } } });
    await nobody.get('/api/v1/application-audits').expect(403);
  });

  it('refuses bad filters with a clear message', async () => {
    const bad = async (query: string, message: string) => {
      const res = await auditor.get(`/api/v1/application-audits?${query}`).expect(400);
      expect(res.body.message).toBe(message);
    };
    await bad('startDate=yesterday', 'Start Date: Invalid Date');
    await bad('startDate=2025-02-30', 'Start Date: Invalid Date');
    // fixed date: a range refused for its order, before any comparison with today
    await bad('startDate=2025-03-02&endDate=2025-03-01', AUDIT_MESSAGES.endBeforeStart);
    // fixed date: a range refused for its length, before any comparison with today
    await bad('startDate=2020-01-01&endDate=2025-01-01', AUDIT_MESSAGES.rangeTooLong(366));
    await bad('eventType=NOPE', AUDIT_MESSAGES.unknownEventType('NOPE'));
    await bad('tenantId=42', 'Tenant is not valid');
    await bad('sort=ip,asc', 'Cannot sort by "ip". Sortable fields: eventTimestamp, eventType, username, objectTable, tenantId');
    await bad('size=5000', 'At most 1000 rows can be read at once');
    const res = await auditor.post('/api/v1/application-audits/export').send({ format: 'PDF' }).expect(400);
    expect(res.body.message).toBe('format must be one of CSV, XLSX');
  });

  it('exports CSV (formula-safe, with a header) and audits the export', async () => {
    const res = await auditor
      .post('/api/v1/application-audits/export')
      .send({ tenantId: a, format: 'CSV' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-.*\.csv"$/);
    const text = (res.body as Buffer).toString('utf8').replace(/^\ufeff/, '');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe(
      'Event Time (UTC),Event Type,Tenant Id,Tenant Name,Username,User,Impersonator,Object Table,Object Id,Record,Action,Changes,IP Address,User Agent,Request Id,Details',
    );
    expect(lines.length).toBe(1 + 4);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    const rows = await auditRowsOf(t, res.headers['x-request-id']);
    const exp = rows.find((r) => r.event_type === 'EXPORT');
    expect(exp).toMatchObject({ action: 'AUDIT_LOG_EXPORT', tenant_id: SYSTEM_TENANT_ID });
    expect(exp!.details).toMatchObject({ format: 'CSV', tenantId: a });
  });

  it('exports XLSX with the same rows', async () => {
    const res = await auditor
      .post('/api/v1/application-audits/export?format=XLSX')
      .send({ tenantId: b })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    const bytes = res.body as Buffer;
    await wb.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = wb.getWorksheet('Audit Log')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Event Time (UTC)');
    const users = [2, 3].map((i) => sheet.getRow(i).getCell(5).value);
    expect(users).toEqual(['mallory', 'mallory']);
    expect(sheet.rowCount).toBe(3);
  });

  it('streams a large export from a cursor and still audits an export the client abandons', async () => {
    await t.sql(
      `INSERT INTO audit_log (tenant_id, event_type, username, object_table, event_time, request_id)
       SELECT $1, 'UPDATE', 'bulk' || g, 'personnel', now() - (g || ' ms')::interval, 'bulk' FROM generate_series(1, 60000) g`,
      [b],
    );
    const full = await auditor.post('/api/v1/application-audits/export').send({ tenantId: b }).buffer(true).parse(binary).expect(200);
    expect((full.body as Buffer).toString('utf8').trim().split('\n').length).toBe(1 + 60000 + 2);

    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    const cookie = (auditor as unknown as { _defaults: Array<{ fn: string; args: string[] }> })._defaults.find(
      (d) => d.fn === 'set' && d.args[0] === 'Cookie',
    )!.args[1];
    expect(cookie).toContain(SESSION_COOKIE());
    const requestId = `abandoned-${Date.now()}`;
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/application-audits/export',
          headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest', 'X-Request-Id': requestId, 'Content-Type': 'application/json' },
        },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', (e) => (String(e).includes('socket hang up') ? resolve() : reject(e)));
      req.end(JSON.stringify({ tenantId: b }));
    });
    let rows: Awaited<ReturnType<typeof auditRowsOf>> = [];
    for (let i = 0; i < 100 && !rows.some((r) => r.event_type === 'EXPORT'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      rows = await auditRowsOf(t, requestId);
    }
    expect(rows.filter((r) => r.event_type === 'EXPORT').length).toBe(1);
  }, 120_000);
});
