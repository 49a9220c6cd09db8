import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes the answer over from fastify to write it as a stream of its own (status, headers and body on the
 * Node response; the security headers and the request id are already there). An error after this point
 * is answered by the exception filter on the same response, or ends it when the headers have gone out.
 */
export function rawAnswer(reply: FastifyReply): ServerResponse {
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
  return reply.raw;
}
