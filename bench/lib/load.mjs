// One autocannon run against one target; latency percentiles from every 2xx response time.
import { serverRequire } from './env.mjs';

const autocannon = serverRequire('autocannon');

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request a scenario describes, with the session cookie and the CSRF header added where needed. */
export function requestOf(endpoint, cookie) {
  const method = (endpoint.method ?? 'GET').toUpperCase();
  const headers = { accept: 'application/json', ...(endpoint.headers ?? {}) };
  if (cookie && !headers.cookie) headers.cookie = cookie;
  if (UNSAFE.has(method)) headers['x-requested-with'] = 'XMLHttpRequest';
  let body = endpoint.body;
  if (body !== undefined && typeof body !== 'string') {
    body = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  return { method, path: endpoint.path, headers, body, expectStatus: endpoint.expectStatus ?? 200 };
}

/** Sends the request once and checks the status, so a benchmark never measures error answers. */
export async function probe(baseUrl, req) {
  const r = await fetch(baseUrl + req.path, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await r.text();
  if (r.status !== req.expectStatus) {
    throw new Error(`${req.method} ${baseUrl}${req.path} answered ${r.status} (expected ${req.expectStatus}): ${text.slice(0, 300)}`);
  }
  return text;
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** Runs autocannon for `duration` seconds with `connections` keep-alive connections. */
export function load(baseUrl, req, { connections, duration }) {
  return new Promise((done, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: baseUrl + req.path,
        method: req.method,
        headers: req.headers,
        body: req.body,
        connections,
        duration,
        timeout: 10,
      },
      (err, result) => {
        if (err) return reject(err);
        const sorted = Float64Array.from(times).sort();
        const ok = sorted.length;
        done({
          requestsPerSec: ok / result.duration,
          latencyMs: {
            p50: percentile(sorted, 50),
            p95: percentile(sorted, 95),
            p99: percentile(sorted, 99),
            max: ok ? sorted[ok - 1] : null,
            mean: ok ? sorted.reduce((a, b) => a + b, 0) / ok : null,
          },
          responses2xx: ok,
          non2xx: result.non2xx,
          statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
          errors: result.errors,
          timeouts: result.timeouts,
          durationSec: result.duration,
          autocannon: {
            requestsAverage: result.requests.average,
            latencyP50: result.latency.p50,
            latencyP99: result.latency.p99,
            throughputBytesAverage: result.throughput.average,
          },
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
}
