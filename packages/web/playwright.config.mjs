// Browser tests: `pnpm exec playwright test [file filter]` in packages/web, against the built app on a
// migrated and seeded database (see README). The global set-up starts the built server unless BASE_URL
// is set. The files share that server and its database, so they run one after another, in file order,
// in one worker; the tests of a file share one signed-in page and run in order (test.describe.serial).
import { defineConfig } from '@playwright/test';
import { ACTION_TIMEOUT, CHROMIUM, NAVIGATION_TIMEOUT } from './e2e/lib.mjs';

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.mjs',
  globalSetup: './e2e/global-setup.mjs',
  outputDir: './test-results',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // a loaded two-core machine: minutes for a test, generous waits for each assertion
  timeout: 5 * 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    actionTimeout: ACTION_TIMEOUT,
    navigationTimeout: NAVIGATION_TIMEOUT,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
