/** Unit tests (src/**\/*.spec.ts, no I/O) and integration tests (test/**\/*.int-spec.ts, real PostgreSQL + Redis). */
const common = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^@clearline/shared$': '<rootDir>/../shared/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // an ES module only, which jest cannot require (see the file)
    '^content-disposition$': '<rootDir>/test/support/content-disposition.cjs',
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.spec.json', diagnostics: false }],
  },
  testEnvironment: 'node',
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      // one migrated template database per run; each suite's database is a copy of it (test/support/test-db.ts)
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      // a query sent on a client that is still running one fails the test (test/support/one-query-per-client.ts)
      setupFilesAfterEnv: ['<rootDir>/test/support/one-query-per-client.ts'],
    },
  ],
  // a global option (jest ignores it inside a project): hooks and tests get margins that hold on two busy cores
  testTimeout: 120000,
  // every suite loads the whole application into a module registry of its own, and a worker keeps ~70 MB of
  // each: a worker past this size after a suite is replaced, so late suites do not crawl through garbage collection
  workerIdleMemoryLimit: '800MB',
};
