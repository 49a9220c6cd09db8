import type { FastifyReply } from 'fastify';
import { contentRange, Page } from './list-query';

/**
 * What a handler's `Page` is answered as: a JSON array of its items with Content-Range and X-Total-Count; any other
 * value as it is. The fastify `preSerialization` hook of every answer (see app.ts).
 */
export function pageAnswer(value: unknown, reply: FastifyReply): unknown {
  if (!(value instanceof Page)) return value;
  void reply.header('Content-Range', contentRange(value)).header('X-Total-Count', String(value.total));
  return value.items;
}
