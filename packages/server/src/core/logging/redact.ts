/**
 * Query strings in log lines. A query carries what people type (a quick filter with an SSN, a name, an
 * e-mail address), so a log line keeps the parameter names and drops their values:
 * `/api/v1/personnel/details?q=987-65-4321&page=0` is logged as `/api/v1/personnel/details?q=…&page=…`.
 * A name that does not look like a parameter name (e.g. `?987-65-4321`) is dropped as well.
 */

const HIDDEN = '…';
/** a parameter name as the API's own (q, page, filter, sort, range, tenantId, ids[] …) */
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_.[\]-]{0,63}$/;

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((part) => {
      if (!part) return part;
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      if (!PARAM_NAME.test(name)) return HIDDEN;
      return eq < 0 ? name : `${name}=${HIDDEN}`;
    })
    .join('&');
}

/**
 * Path segments that are secrets themselves: the signed token of a password link
 * (`GET /auth/password-reset/{token}`) is logged as `/auth/password-reset/…`.
 */
const SECRET_SEGMENT = /(\/auth\/password-reset\/)(?!(?:send-otp|submit)(?:[/?#\s"'<>`]|$))[^/?#\s"'<>`]+/g;

function withoutSecretSegments(text: string): string {
  return text.includes('/auth/password-reset/') ? text.replace(SECRET_SEGMENT, `$1${HIDDEN}`) : text;
}

/** A request URL (path and query) with the query's values and secret path segments hidden; the fragment, if any, is dropped. */
export function urlWithoutQueryValues(raw: string): string {
  const url = withoutSecretSegments(raw);
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  return `${url.slice(0, q)}?${redactQuery(url.slice(q + 1, hash < 0 ? undefined : hash))}`;
}

/** a run of characters a URL may hold, inside free text (whitespace, quotes and angle brackets end it) */
const URL_RUN = /[^\s"'<>`]+/g;

/**
 * A run of free text with the query of every `path?query` in it hidden: a query follows a '?' whose segment
 * (since the previous '?' or '#') holds a '/', and runs to the next '#'. One pass over the run: a pattern that
 * looked for the path anywhere took time growing with the square of a long run without a query.
 */
function runWithoutQueryValues(run: string): string {
  let out = '';
  let slash = false;
  let i = 0;
  while (i < run.length) {
    const c = run[i];
    if (c === '?' && slash) {
      const hash = run.indexOf('#', i + 1);
      const stop = hash < 0 ? run.length : hash;
      out += `?${redactQuery(run.slice(i + 1, stop))}`;
      slash = false;
      i = stop;
      continue;
    }
    if (c === '?' || c === '#') slash = false;
    else if (c === '/') slash = true;
    out += c;
    i++;
  }
  return out;
}

/** Free text (a log message, an error's message or stack) with the query values and secret path segments of every URL in it hidden. */
export function textWithoutQueryValues(raw: string): string {
  const text = withoutSecretSegments(raw);
  return text.includes('?') ? text.replace(URL_RUN, (run) => (run.includes('?') ? runWithoutQueryValues(run) : run)) : text;
}

/** The request of a request log line (src/app.ts), logged without query values (URL, parsed query, Referer). */
export function requestForLog<R extends { url?: string; query?: unknown; headers?: Record<string, unknown> }>(req: R): R {
  if (typeof req.url === 'string') req.url = urlWithoutQueryValues(req.url);
  // the parsed query repeats the URL's values
  req.query = undefined;
  const referer = req.headers?.referer;
  if (typeof referer === 'string' && referer.includes('?')) req.headers = { ...req.headers, referer: urlWithoutQueryValues(referer) };
  return req;
}
