/**
 * Failures that mean PostgreSQL or Redis cannot be reached right now (not a bug, not the caller's input):
 * the errors filter answers them 503 with one message, so an outage never shows as a 500 with a stack.
 */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Try again in a moment.';

/** Socket errors of a link that is refused, reset or timed out. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 53300 too_many_connections, 57014 query_canceled (the pool's
 * statement_timeout), 57P01–57P03 (server shutting down, crashed, or not accepting connections yet).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|53300|57014|57P0[123])$/;

/** Messages of pg, pg-pool and ioredis that carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: the link broke, or connecting took longer than connectionTimeoutMillis
  /^timeout exceeded when trying to connect/, // pg-pool: no connection within connectionTimeoutMillis
  /is not queryable/, // pg: a client whose link already broke
  /^Connection is closed\.?$/, // ioredis
  /^Stream isn't writeable/, // ioredis while reconnecting (offline queue off)
  /^Reached the max retries per request limit/, // ioredis MaxRetriesPerRequestError
  /^Command timed out/, // ioredis commandTimeout
];

/** True when `e` (or what it wraps: driverError, cause) says a backing service is unreachable. */
export function isServiceUnavailable(e: unknown, depth = 0): boolean {
  if (!e || typeof e !== 'object' || depth > 4) return false;
  const err = e as { code?: unknown; message?: unknown; name?: unknown; driverError?: unknown; cause?: unknown };
  if (typeof err.code === 'string' && (SOCKET_CODES.has(err.code) || UNAVAILABLE_SQLSTATE.test(err.code))) return true;
  if (err.name === 'MaxRetriesPerRequestError') return true;
  if (typeof err.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(err.message as string))) return true;
  return isServiceUnavailable(err.driverError, depth + 1) || isServiceUnavailable(err.cause, depth + 1);
}
