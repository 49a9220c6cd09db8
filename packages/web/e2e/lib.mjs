// Helpers for browser tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import shared from '@clearline/shared';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// the shared package is CommonJS: its names come from its default export
const { addDays, dayIn, settingDefinition } = shared;

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
/** Where `shot()` writes; the global set-up empties it at the start of a run. */
export const SCREENSHOTS_DIR = path.join(E2E_DIR, 'screenshots');
const REPO = path.resolve(E2E_DIR, '../../..');

/**
 * The stack of worker `index` (global-setup.mjs starts one per worker when BASE_URL is not set): its database,
 * e-mail and file folders and Redis prefix, derived from the run's DATABASE_URL, MAIL_DIR, STORAGE_DIR and
 * REDIS_PREFIX (or the server's defaults).
 */
export function stackEnv(index, env = process.env, repo = REPO) {
  const db = new URL(env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/clearline_e2e');
  db.pathname = `${db.pathname}_w${index}`;
  return {
    DATABASE_URL: db.toString(),
    MAIL_DIR: path.join(path.resolve(repo, env.MAIL_DIR ?? '.data/e2e-mail'), `w${index}`),
    STORAGE_DIR: path.join(path.resolve(repo, env.STORAGE_DIR ?? '.data/e2e-files'), `w${index}`),
    REDIS_PREFIX: `${env.REDIS_PREFIX ?? 'cle2e'}:w${index}`,
  };
}

/** This worker's parallel index (0 outside a worker). */
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** The server this worker drives: BASE_URL when the run was given one, else the one its stack runs. */
const BASE_URL = process.env.BASE_URL ?? process.env[`BASE_URL_${WORKER}`];
/** Debian's chromium (the tests never download a browser of their own). */
export const CHROMIUM = '/usr/bin/chromium';
/** Time-outs of one browser step; a test has minutes (playwright.config.mjs). */
export const ACTION_TIMEOUT = 30_000;
export const NAVIGATION_TIMEOUT = 60_000;

/**
 * Today plus `offset` days (YYYY-MM-DD) in the demo tenants' zone (their TIME_ZONE setting is the setting's default,
 * as for the seeds): the day the server checks dates against, which differs from the UTC day between UTC midnight
 * and the zone's midnight.
 */
export function tenantDay(offset = 0) {
  return addDays(dayIn(settingDefinition('TENANT', 'TIME_ZONE').defaultValue), offset);
}

/** The WCAG 2.1 level A and AA rules of axe-core (Section 508). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical WCAG 2.1 A/AA violations of the page as it is now, one line each (rule, impact, elements). */
export async function accessibilityViolations(page) {
  // the page itself: embedded documents (an e-mail's HTML preview, a PDF) are not the product's pages; a toast comes
  // and goes on a timer, so that it may be caught fading (its colours are the theme's, each at least 5:1 with white);
  // the legacy mode runs in the page rather than opening another one in the session's context
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude('iframe')
    .exclude('.MuiSnackbar-root')
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')} — ${(v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim()} — ${(v.nodes[0]?.html ?? '').slice(0, 200)}`,
    );
}

/** A page state's key: its path with record ids as `:id`, and whether a dialog is open. */
async function pageStateKey(page) {
  const { pathname } = new URL(page.url());
  const path = pathname.replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\/\d+(?=\/|$)/gi, '/:id');
  const dialog = await page
    .getByRole('dialog')
    .first()
    .isVisible()
    .catch(() => false);
  return dialog ? `${path} (dialog)` : path;
}

/**
 * One browser session for the serial tests of a file: opens a fresh context and page before the first
 * test (with `contextOptions`, e.g. a locale), hands `{ page, baseUrl, shot }` to `bind`, runs `cleanup`
 * (sign-out, removal of what the file created) after the last test and closes the context. `shot(name)` writes
 * e2e/screenshots/<stem>/<name>.png; a failing test leaves failure.png there.
 *
 * Every page state the tests show (at each `shot` and at the end of each test; a path with its ids, with or without
 * an open dialog) is checked once with axe-core against WCAG 2.1 A/AA: a serious or critical violation fails the
 * test that showed it. The findings of a file are kept in test-results/accessibility/<stem>.json.
 */
export function useSession(stem, bind, { cleanup, contextOptions = {} } = {}) {
  const dir = path.join(SCREENSHOTS_DIR, stem);
  let session;
  /** page state → its violations */
  const checked = new Map();
  let found = [];
  const checkPage = async (page) => {
    if (page.isClosed()) return;
    // a dialog still fading in or out has no contrast to judge: wait for the page's transitions to end (not for spinners)
    await page
      .waitForFunction(
        () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
        null,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    const key = await pageStateKey(page);
    if (checked.has(key)) return;
    const violations = await accessibilityViolations(page);
    checked.set(key, violations);
    found.push(...violations.map((v) => `${key}: ${v}`));
  };
  test.beforeAll(async ({ browser }) => {
    const baseUrl = BASE_URL;
    if (!baseUrl) throw new Error('no server to test: run the browser tests with playwright test (playwright.config.mjs)');
    fs.mkdirSync(dir, { recursive: true });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, ...contextOptions });
    context.setDefaultTimeout(ACTION_TIMEOUT);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT);
    const page = await context.newPage();
    const shot = async (name) => {
      await checkPage(page);
      await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
    };
    session = { page, baseUrl, shot };
    bind(session);
  });
  test.beforeEach(() => {
    found = [];
  });
  // eslint-disable-next-line no-empty-pattern -- playwright reads the fixtures a hook asks for from its first parameter
  test.afterEach(async ({}, testInfo) => {
    if (!session) return;
    if (testInfo.status !== testInfo.expectedStatus) {
      await session.page.screenshot({ path: path.join(dir, 'failure.png'), fullPage: true }).catch(() => undefined);
      return;
    }
    await checkPage(session.page);
    expect(found, 'serious or critical WCAG 2.1 A/AA violations on the pages this test showed').toEqual([]);
  });
  test.afterAll(async () => {
    if (!session) return;
    const report = path.join(E2E_DIR, '..', 'test-results', 'accessibility');
    fs.mkdirSync(report, { recursive: true });
    fs.writeFileSync(path.join(report, `${stem}.json`), JSON.stringify(Object.fromEntries(checked), null, 2));
    try {
      if (cleanup) await cleanup();
    } finally {
      await session.page.context().close();
    }
  });
}

/** Waits for the page's path (without query) to equal `pathname`. */
export async function expectPath(page, pathname, timeout = 30_000) {
  await expect(page).toHaveURL((url) => url.pathname === pathname, { timeout });
}

/**
 * Where the server under test writes e-mail as .eml files (SMTP_URL not set): its stack's folder, or MAIL_DIR
 * (the server's config default) for a server given by BASE_URL.
 */
export const MAIL_DIR = process.env.BASE_URL ? path.resolve(REPO, process.env.MAIL_DIR ?? '.data/mail') : stackEnv(WORKER).MAIL_DIR;

export const mailFiles = () => (fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((f) => f.endsWith('.eml')) : []);

/**
 * An .eml as text: headers as they are, a quoted-printable body decoded; a multipart message (text and
 * HTML, attachments) part by part, each part's headers kept and its quoted-printable body decoded.
 */
export function decodeMail(raw) {
  const split = raw.indexOf('\n\n');
  if (split < 0) return raw;
  const head = raw.slice(0, split);
  const body = raw.slice(split + 2);
  const boundary = /^Content-Type:\s*multipart\/[^;]+;[\s\S]*?boundary="?([^"\n;]+)"?/im.exec(head)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    return `${head}\n\n${parts.map((p) => `--${boundary}\n${decodeMail(p.replace(/^\r?\n/, ''))}`).join('\n')}\n--${boundary}--\n`;
  }
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(head)) return raw;
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16)));
  return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
}

/** An .eml file of MAIL_DIR as text (see decodeMail). */
export function readMail(file) {
  return decodeMail(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8'));
}

/** Waits for a new e-mail (not in `seen`) whose text matches `pattern` and returns the first group. */
export async function waitForMailMatch(seen, pattern, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    for (const file of mailFiles()
      .filter((f) => !seen.has(f))
      .sort()
      .reverse()) {
      const m = pattern.exec(readMail(file));
      if (m) return m[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail matching ${pattern} arrived in ${MAIL_DIR}`);
}

/**
 * Signs in through the login page and waits until the application has left /login. When the server
 * asks for the one-time code (MFA, on by default), reads it from the newest sign-in e-mail in
 * MAIL_DIR. Relies on inputs named `username` / `password` / `otp` and the form's submit button.
 * With `here`, fills the login form the app already shows (after a redirect to /login, so that
 * react-admin returns to the page the user asked for) instead of opening /login afresh.
 */
export async function login(page, baseUrl, username, password, { here = false } = {}) {
  if (!here) await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  const seen = new Set(mailFiles());
  await page.locator('form button[type="submit"]').click();
  const otp = page.locator('input[name="otp"]');
  await Promise.race([page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 }), otp.waitFor({ timeout: 30_000 })]);
  if (new URL(page.url()).pathname === '/login' && (await otp.count())) {
    await otp.fill(await waitForMailMatch(seen, /sign-in code is (\d{6})/));
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  }
}
