import { jest } from '@jest/globals';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import type { EntityManager } from 'typeorm';
import type { TenantDb } from '../../core/database/tenant-db';
import { ApiDocument } from './api-document';
import { SystemController } from './system.controller';

/** The health route over doubles of the database and Redis: each probe answers, fails or never answers. */
function health(database: 'answers' | 'fails' | 'late', redis: 'answers' | 'fails' | 'late') {
  let answerLate: (v: unknown) => void = () => undefined;
  const outcome = (how: string): Promise<unknown> =>
    how === 'answers' ? Promise.resolve('ok') : how === 'fails' ? Promise.reject(new Error('gone')) : new Promise((r) => (answerLate = r));
  const db = { run: (fn: (em: EntityManager) => Promise<unknown>) => fn({ query: () => outcome(database) } as unknown as EntityManager) };
  const reply = { statusCode: 200, status: (code: number) => ((reply.statusCode = code), reply) };
  const controller = new SystemController(db as unknown as TenantDb, { ping: () => outcome(redis) } as unknown as Redis, new ApiDocument());
  return { answer: controller.health(reply as unknown as FastifyReply), reply, answerLate: (v: unknown) => answerLate(v) };
}

describe('GET /health', () => {
  afterEach(() => jest.useRealTimers());

  it('answers ok when both probes answer', async () => {
    const { answer, reply } = health('answers', 'answers');
    await expect(answer).resolves.toEqual({ status: 'ok', database: 'up', redis: 'up' });
    expect(reply.statusCode).toBe(200);
  });

  it('answers 503 naming the service whose probe failed', async () => {
    const { answer, reply } = health('answers', 'fails');
    await expect(answer).resolves.toEqual({ status: 'error', database: 'up', redis: 'down' });
    expect(reply.statusCode).toBe(503);
  });

  it('calls a probe that has not answered within two seconds down, and a late answer changes nothing', async () => {
    jest.useFakeTimers();
    const { answer, reply, answerLate } = health('late', 'answers');
    let settled = false;
    void answer.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const body = await answer;
    expect(body).toEqual({ status: 'error', database: 'down', redis: 'up' });
    expect(reply.statusCode).toBe(503);
    answerLate('ok');
    await jest.advanceTimersByTimeAsync(10);
    expect(body).toEqual({ status: 'error', database: 'down', redis: 'up' });
  });
});
