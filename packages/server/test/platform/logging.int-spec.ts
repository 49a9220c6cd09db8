import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { initApp, startTestApp, type TestApp } from '../support/test-app';

interface LogLine {
  level: number;
  time: number;
  msg?: string;
  context?: string;
  requestId?: string;
  process?: string;
  req?: { url?: string };
  res?: { statusCode?: number };
}

const INFO = 30;
const DEBUG = 20;

describe('structured logs (API process)', () => {
  let t: TestApp;
  let app: NestFastifyApplication;
  const raw: string[] = [];
  const stdoutText: string[] = [];
  const lines = (): LogLine[] => raw.map((l) => JSON.parse(l) as LogLine);

  beforeAll(async () => {
    // the suite's own database; LOG_LEVEL=info is what ./scripts/start uses
    t = await startTestApp({ LOG_LEVEL: 'info' });
    const { createApp } = await import('../../src/app');
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      stdoutText.push(String(chunk));
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stdout.write;
    try {
      app = await createApp({ serveWeb: false, logDestination: { write: (s: string) => void raw.push(...s.split('\n').filter(Boolean)) } });
      await initApp(app);
    } finally {
      process.stdout.write = write;
    }
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it("writes Nest's start-up lines as pino JSON objects, not coloured text", () => {
    expect(raw.length).toBeGreaterThan(0);
    for (const line of lines()) {
      expect(typeof line.level).toBe('number');
      expect(typeof line.msg).toBe('string');
      expect(line.process).toBe('api');
    }
    expect(lines()).toContainEqual(
      expect.objectContaining({ level: INFO, context: 'NestApplication', msg: 'Nest application successfully started' }),
    );
    expect(stdoutText.join('')).not.toContain('[Nest]');
  });

  it('keeps the route-mapping chatter out of LOG_LEVEL=info', () => {
    const noisy = lines().filter((l) => ['RouterExplorer', 'RoutesResolver', 'InstanceLoader'].includes(l.context ?? ''));
    expect(noisy).toEqual([]);
  });

  it('request logs and Nest logs written inside a request carry the request id', async () => {
    const { RequestContext } = await import('../../src/core/context/request-context');
    raw.length = 0;
    await request(app.getHttpServer()).get('/api/v1/does-not-exist').set('X-Request-Id', 'log-proof-1').expect(404);
    RequestContext.run({ requestId: 'log-proof-2' }, () => new Logger('Worker').warn('inside a job'));
    const completed = lines().find((l) => l.requestId === 'log-proof-1');
    expect(completed).toMatchObject({
      level: INFO,
      msg: 'request completed',
      req: { url: '/api/v1/does-not-exist' },
      res: { statusCode: 404 },
    });
    expect(lines()).toContainEqual(
      expect.objectContaining({ level: 40, context: 'Worker', msg: 'inside a job', requestId: 'log-proof-2' }),
    );
  });

  it('at LOG_LEVEL=debug the route mapping is logged at debug', async () => {
    const { createLogger, PinoNestLogger } = await import('../../src/core/logging/logger');
    const out: string[] = [];
    const logger = new PinoNestLogger(
      createLogger({ level: 'debug', process: 'worker', destination: { write: (s: string) => void out.push(s) } }),
    );
    logger.log('Mapped {/api/v1/health, GET} route', 'RouterExplorer');
    logger.error('boom', 'Error: boom\n    at x', 'Errors');
    logger.verbose('below debug', 'Worker');
    const parsed = out.map((l) => JSON.parse(l) as LogLine & { stack?: string });
    expect(parsed).toEqual([
      expect.objectContaining({ level: DEBUG, context: 'RouterExplorer', msg: 'Mapped {/api/v1/health, GET} route', process: 'worker' }),
      expect.objectContaining({ level: 50, context: 'Errors', msg: 'boom', stack: 'Error: boom\n    at x' }),
    ]);
  });
});
