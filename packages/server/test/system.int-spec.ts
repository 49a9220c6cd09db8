import { startTestApp, type TestApp } from './support/test-app';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /health answers database and redis state', async () => {
    const res = await t.agent().get('/api/v1/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    expect(res.headers['x-request-id']).toMatch(/.+/);
  });

  it('GET /system-vitals answers buildDate and buildNumber', async () => {
    const res = await t.agent().get('/api/v1/system-vitals').expect(200);
    expect(res.body).toHaveProperty('buildDate');
    expect(res.body).toHaveProperty('buildNumber');
  });

  it('an unknown path under /api/v1 answers a JSON 404 in the error shape', async () => {
    const res = await t.agent().get('/api/v1/does-not-exist').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/v1/does-not-exist' });
  });

  it('keeps a sane incoming request id and exposes list headers to browsers', async () => {
    const res = await t.agent().get('/api/v1/health').set('X-Request-Id', 'abc-123').set('Origin', 'http://localhost:3000').expect(200);
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(res.headers['access-control-expose-headers']).toContain('X-Total-Count');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the database refuses UPDATE and DELETE on audit rows', async () => {
    await t.sql(`INSERT INTO audit_log (event_type) VALUES ('ACTION')`);
    await expect(t.sql(`UPDATE audit_log SET event_type = 'X'`)).rejects.toThrow(/append-only/);
    await expect(t.sql(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
  });
});
