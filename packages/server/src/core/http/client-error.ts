import type { Duplex } from 'node:stream';

const REASON: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Node's HTTP parser refuses some requests before the router sees them (a request line or headers over the
 * size limit: 431; bytes that are not HTTP: 400). This answers them like every other error,
 * `{ statusCode, error, message }` as JSON (fastify's `clientErrorHandler`).
 */
export function answerClientErrorAsJson(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431
      ? 'The request line or its headers are too large.'
      : status === 408
        ? 'The request did not arrive in time.'
        : 'The request is not valid HTTP.';
  const body = JSON.stringify({ statusCode: status, error: REASON[status], message });
  socket.end(
    `HTTP/1.1 ${status} ${REASON[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
