// Signs in through the login contract and returns the Cookie header for the load generator:
// POST /api/v1/auth/login, form fields username and password, X-Requested-With on the unsafe
// method, session cookie in Set-Cookie. A 401 carrying an OTP header means a one-time code was
// e-mailed: it is read from the newest .eml file in MAIL_DIR and the login is sent again with it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const LOGIN_PATH = '/api/v1/auth/login';
/** The form field carrying the one-time code. */
export const OTP_FIELD = 'otp';

/**
 * `onOtpRequested` runs when the server asks for a code, before the mail folder is watched (the
 * harness starts a worker there: e-mail is delivered by the mail queue).
 */
export async function signIn(baseUrl, { username, password, mailDir, onOtpRequested, timeoutMs = 30_000 }) {
  const started = Date.now();
  const post = async (fields) => {
    const r = await fetch(baseUrl + LOGIN_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: r.status, headers: r.headers, text: await r.text() };
  };
  let res = await post({ username, password });
  if (res.status === 401 && otpRequested(res.headers)) {
    await onOtpRequested?.();
    const code = await waitForOtp(mailDir, started - 1000, timeoutMs);
    res = await post({ username, password, [OTP_FIELD]: code });
  }
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`signing in as ${username} failed: ${res.status} ${res.text.slice(0, 300)}`);
  }
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.length) throw new Error(`signing in as ${username} answered ${res.status} without a Set-Cookie header`);
  return cookies.join('; ');
}

function otpRequested(headers) {
  for (const name of headers.keys()) if (/otp/i.test(name)) return true;
  return false;
}

/** Polls `mailDir` for an .eml written after `since` and returns the code in the newest one. */
export async function waitForOtp(mailDir, since, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const newest = newestEml(mailDir, since);
    if (newest) {
      const code = otpFromEml(readFileSync(newest, 'utf8'));
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail with a one-time code appeared in ${mailDir} within ${timeoutMs / 1000} s`);
}

function newestEml(dir, since) {
  let best;
  let bestTime = since;
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  for (const n of names) {
    if (!n.endsWith('.eml')) continue;
    const t = statSync(join(dir, n)).mtimeMs;
    if (t >= bestTime) {
      best = join(dir, n);
      bestTime = t;
    }
  }
  return best;
}

/** The one-time code in a raw e-mail (plain, quoted-printable or base64 parts; text or HTML). */
export function otpFromEml(eml) {
  const text = decodeParts(eml)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ');
  const near = text.match(/code\D{0,60}?\b(\d{4,8})\b/i);
  if (near) return near[1];
  return text.match(/\b(\d{6})\b/)?.[1];
}

function decodeParts(eml) {
  const [, ...rest] = eml.split(/\r?\n\r?\n/);
  const parts = eml.split(/\r?\n--[^\r\n]+\r?\n/);
  const out = [];
  for (const part of parts.length > 1 ? parts : [eml]) {
    const split = part.search(/\r?\n\r?\n/);
    const head = split >= 0 ? part.slice(0, split) : '';
    const body = split >= 0 ? part.slice(split).trim() : part;
    if (/content-transfer-encoding:\s*base64/i.test(head)) out.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    else if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) out.push(decodeQuotedPrintable(body));
    else if (/^content-type:\s*text\//im.test(head) || parts.length === 1) out.push(body);
  }
  return out.length ? out.join('\n') : rest.join('\n\n');
}

function decodeQuotedPrintable(s) {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
