// Browser tests: `pnpm exec playwright test [file filter]` in packages/web, against the built app. Unless
// BASE_URL is set, the global set-up gives each worker its own migrated and seeded database and its own built
// server (E2E_WORKERS workers, 2 by default; set it to 1 to run one file), and a worker runs whole files one
// after another; the tests of a file share one signed-in page and run in order (test.describe.serial).
import { defineConfig } from '@playwright/test';
import { ACTION_TIMEOUT, CHROMIUM, NAVIGATION_TIMEOUT } from './e2e/lib.mjs';

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.mjs',
  globalSetup: './e2e/global-setup.mjs',
  outputDir: './test-results',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  // a focused test would silently drop the others, locally as in CI
  forbidOnly: true,
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
