import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for local development', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toMatch(/^postgres:/);
    expect(c.ssnEncryptionKey).toHaveLength(32);
    // two roles, two pools: the system scope's role is never the application's
    expect({ app: c.dbAppUser, system: c.dbSystemUser, systemPool: c.dbSystemPoolSize }).toEqual({
      app: 'clearline_app',
      system: 'clearline_system',
      systemPool: 4,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres: or postgresql:'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL must start with redis: or rediss:'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER must be one of local, s3'],
    [{ SSN_ENCRYPTION_KEY: 'short' }, 'SSN_ENCRYPTION_KEY must be 32 bytes'],
    [{ RUN_WORKER: 'maybe' }, 'RUN_WORKER must be true or false'],
    [{ NODE_ENV: 'production' }, 'DB_APP_PASSWORD is required but not set'],
    [{ NODE_ENV: 'production', DB_APP_PASSWORD: 'x', SESSION_SECRET: 'x' }, 'DB_SYSTEM_PASSWORD is required but not set'],
    [{ DB_SYSTEM_USER: 'clearline_app' }, 'DB_SYSTEM_USER must name another role than DB_APP_USER'],
    [{ DB_SYSTEM_POOL_SIZE: '0' }, 'DB_SYSTEM_POOL_SIZE must be between 1 and 100'],
    [{ RATE_LIMIT_MULTIPLIER: '100' }, 'RATE_LIMIT_MULTIPLIER raises every rate limit and may only be set with NODE_ENV=test'],
  ])('%j stops start-up with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
