import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import { RequestContext } from '../../src/core/context/request-context';
import { createUser, signIn } from '../support/auth';
import { initApp, startTestApp, type TestApp } from '../support/test-app';
import { API, tenantWithoutMfa } from '../personnel/fixtures';

interface LogLine {
  level: number;
  msg?: string;
  requestId?: string;
  req?: { url?: string; query?: unknown; headers?: Record<string, string> };
}

const SSN = '987-65-4321';

/**
 * People type SSNs into quick filters: a query string must never carry one into the log. Request lines
 * keep the parameter names and drop their values; Nest's and the application's own lines (the errors
 * filter's 500 log among them) hide the query values of any URL in their text; a failed query is logged
 * without its parameters. Everything the process writes is captured: the pino stream and stdout/stderr.
 */
describe('no query value (SSN) in the log', () => {
  let t: TestApp;
  let app: NestFastifyApplication;
  let agent: TestAgent;
  const raw: string[] = [];
  const stdio: string[] = [];
  const lines = (): LogLine[] => raw.map((l) => JSON.parse(l) as LogLine);
  const everything = () => [...raw, ...stdio].join('\n');
  let restore: () => void;

  beforeAll(async () => {
    // debug: the failed-query lines are written too
    t = await startTestApp({ LOG_LEVEL: 'debug' });
    const out = process.stdout.write.bind(process.stdout);
    const err = process.stderr.write.bind(process.stderr);
    const capture =
      (write: typeof out) =>
      (chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
        stdio.push(String(chunk));
        return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
      };
    process.stdout.write = capture(out) as typeof process.stdout.write;
    process.stderr.write = capture(err) as typeof process.stderr.write;
    restore = () => {
      process.stdout.write = out;
      process.stderr.write = err;
    };
    const { createApp } = await import('../../src/app');
    app = await createApp({ serveWeb: false, logDestination: { write: (s: string) => void raw.push(...s.split('\n').filter(Boolean)) } });
    await initApp(app);
    const tenant = await tenantWithoutMfa(t, 'Log Co');
    const u = await createUser(t, {
      tenantId: tenant,
      permissions: { PERSONNEL: { canView: true }, FACILITIES: { canView: true, canCreate: true } },
    });
    agent = await signIn(t, u.username, u.password, request.agent(app.getHttpServer()).set('X-Requested-With', 'XMLHttpRequest'));
  });
  afterAll(async () => {
    restore?.();
    await app?.close();
    await t?.close();
  });

  it('logs a search request with its query names only (URL, parsed query, Referer)', async () => {
    raw.length = 0;
    const res = await agent
      .get(`${API}/personnel/details?q=${SSN}&page=0`)
      .set('X-Request-Id', 'ssn-search-1')
      .set('Referer', `http://localhost:3000/personnel?q=${SSN}`)
      .expect(200);
    expect(res.body).toEqual([]);
    const line = lines().find((l) => l.requestId === 'ssn-search-1' && l.msg === 'request completed');
    expect(line?.req?.url).toBe('/api/v1/personnel/details?q=…&page=…');
    expect(line?.req?.query).toBeUndefined();
    expect(line?.req?.headers?.referer).toBe('http://localhost:3000/personnel?q=…');
    // a value given as a bare name is not kept either
    await agent.get(`${API}/personnel/details?${SSN}`).set('X-Request-Id', 'ssn-search-2').expect(200);
    expect(lines().find((l) => l.requestId === 'ssn-search-2' && l.msg === 'request completed')?.req?.url).toBe(
      '/api/v1/personnel/details?…',
    );
    expect(everything()).not.toContain(SSN);
  });

  it('logs a password-link check without the link token', async () => {
    raw.length = 0;
    const token = 'eyJ1IjoiYWRtaW4iLCJpZCI6Ij.tokenSignaturePart';
    await request(app.getHttpServer()).get(`${API}/auth/password-reset/${token}`).set('X-Request-Id', 'reset-link-1').expect(400);
    const line = lines().find((l) => l.requestId === 'reset-link-1' && l.msg === 'request completed');
    expect(line?.req?.url).toBe('/api/v1/auth/password-reset/…');
    expect(everything()).not.toContain('tokenSignaturePart');
  });

  it("hides query values in Nest's and the application's lines, e.g. the errors filter's 500 log", () => {
    raw.length = 0;
    const failure = new Error(`Cannot GET /api/v1/personnel/details?q=${SSN}`);
    RequestContext.run({ requestId: 'ssn-error-1' }, () => {
      // the errors filter logs a 500 as its stack; Nest passes a stack as a second argument
      new Logger('Errors').error(failure.stack);
      new Logger('ExceptionsHandler').error(failure.message, failure.stack);
      new Logger('Errors').error(failure);
    });
    const logged = lines().filter((l) => l.requestId === 'ssn-error-1');
    expect(logged).toHaveLength(3);
    expect(logged[0].msg).toContain('/api/v1/personnel/details?q=…');
    expect(everything()).not.toContain(SSN);
  });

  it('logs a failed query without its parameters or its error text', async () => {
    stdio.length = 0;
    raw.length = 0;
    // requests are validated before they reach PostgreSQL (a list filter's id answers 400 first), so the
    // failure is provoked through the application's own connection and logger: a value that fails to parse
    // as a uuid, whose error message quotes it
    const res = await agent.get(`${API}/facilities`).query({ filter: JSON.stringify({ id: SSN }) });
    expect(res.status).toBe(400);
    await expect(app.get(DataSource).query('SELECT $1::uuid AS id', [SSN])).rejects.toThrow();
    expect(lines().some((l) => /^Query failed \(SQLSTATE 22P02\)/.test(l.msg ?? ''))).toBe(true);
    expect(everything()).not.toContain(SSN);
  });
});
