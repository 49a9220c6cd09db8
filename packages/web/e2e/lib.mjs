// Helpers for browser tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Resolves when the page's path (without query) equals `pathname`. */
export async function waitForPath(page, pathname, timeout = 15_000) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where the server writes e-mail as .eml files when SMTP_URL is not set (config MAIL_DIR). */
export const MAIL_DIR = path.resolve(REPO, process.env.MAIL_DIR ?? '.data/mail');

export const mailFiles = () => (fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((f) => f.endsWith('.eml')) : []);

/** An .eml as text, with a quoted-printable body decoded. */
export function readMail(file) {
  const raw = fs.readFileSync(path.join(MAIL_DIR, file), 'utf8');
  const split = raw.indexOf('\n\n');
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(raw.slice(0, split))) return raw;
  return raw
    .slice(split + 2)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

/** Waits for a new e-mail (not in `seen`) whose text matches `pattern` and returns the first group. */
export async function waitForMailMatch(seen, pattern, timeout = 15_000) {
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
export async function login(page, baseUrl, username, password, { onCode, here = false } = {}) {
  if (!here) await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  const seen = new Set(mailFiles());
  await page.locator('form button[type="submit"]').click();
  const otp = page.locator('input[name="otp"]');
  await Promise.race([page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 }), otp.waitFor({ timeout: 15_000 })]);
  if (new URL(page.url()).pathname === '/login' && (await otp.count())) {
    if (onCode) await onCode();
    await otp.fill(await waitForMailMatch(seen, /sign-in code is (\d{6})/));
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  }
}
