import { loadConfig } from '../../src/core/config/config';
import { checkServices } from '../../src/core/database/check-services';
import { TEST_DB_BASE_URL } from '../support/test-db';

/**
 * ./scripts/start checks PostgreSQL and Redis before migrating: a missing database is fine (the
 * migration creates it), a service that does not answer gives one clear line naming what was tried.
 */
describe('checkServices (./scripts/start, main, worker)', () => {
  const base = TEST_DB_BASE_URL;
  const missingDb = `${base}/clearline_never_created_${process.pid}`;
  const cfg = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('accepts a database that does not exist yet before the migrations (owner check)', async () => {
    await expect(checkServices(cfg({ DATABASE_URL: missingDb }), { owner: true })).resolves.toBeUndefined();
  });

  it('refuses the same missing database for the servers, which need the migrated one', async () => {
    await expect(checkServices(cfg({ DATABASE_URL: missingDb }))).rejects.toThrow(
      /^PostgreSQL does not answer at .*clearline_never_created/,
    );
  });

  it('names the PostgreSQL address it tried and how to start it, in one line', async () => {
    const err = await checkServices(cfg({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/clearline' }), { owner: true }).catch(
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(Error);
    const message = (err as Error).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(/^PostgreSQL does not answer at 127\.0\.0\.1:1\/clearline .*docker compose up -d db.*DATABASE_URL\.$/);
  });

  it('names the Redis address it tried and how to start it, in one line', async () => {
    const err = await checkServices(cfg({ DATABASE_URL: `${base}/postgres`, REDIS_URL: 'redis://127.0.0.1:1' }), { owner: true }).catch(
      (e: Error) => e,
    );
    const message = (err as Error).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(/^Redis does not answer at 127\.0\.0\.1:1 .*docker compose up -d redis.*REDIS_URL\.$/);
  });
});
