import { QueueEvents } from 'bullmq';
import { config } from '../src/core/config/config';
import { declaredJobTypes } from '../src/core/queue/queues';
import { QueueService } from '../src/core/queue/queue.service';
import { WorkerService } from '../src/core/queue/worker.service';
import { createRedis } from '../src/core/queue/redis';
import { startTestApp, type TestApp } from './support/test-app';

describe('queues and the worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(WorkerService).start(1);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a job makes a round trip through Redis to the worker and back', async () => {
    const queues = t.app.get(QueueService);
    const events = new QueueEvents('maintenance', {
      connection: createRedis(config().redisUrl, 'test-events'),
      prefix: config().redisPrefix,
    });
    await events.waitUntilReady();
    try {
      const job = await queues.add('maintenance.ping', { tenantId: null, actorId: null, message: 'hello' }, { jobId: 'ping-1' });
      const result = (await job.waitUntilFinished(events, 10000)) as { pong: string };
      expect(result.pong).toBe('hello');
      // the same job id is never queued twice
      const again = await queues.add('maintenance.ping', { tenantId: null, actorId: null, message: 'other' }, { jobId: 'ping-1' });
      expect(again.id).toBe('ping-1');
      expect(await queues.queue('maintenance').getJobCounts('completed')).toEqual({ completed: 1 });
    } finally {
      await events.close();
    }
  });

  it('refuses to start when a declared job type has no handler', () => {
    const declared = new Map([...declaredJobTypes(), ['maintenance.nobody-handles-this', 'maintenance' as const]]);
    expect(() => t.app.get(WorkerService).collectHandlers(declared)).toThrow('job type maintenance.nobody-handles-this has no handler');
  });
});
