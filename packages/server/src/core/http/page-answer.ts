import type { FastifyReply } from 'fastify';
import { contentRange, Page } from './list-query';

/**
 * What a handler's value is answered as: a `Page` as a JSON array with Content-Range and X-Total-Count, a `null` as
 * an empty body (fastify would write `null`; clients have always got an empty answer), anything else as it is.
 * Applied to every route by the TransactionInterceptor (the one global interceptor: each interceptor adds an RxJS
 * layer to every request).
 */
export function pageAnswer(value: unknown, reply: FastifyReply): unknown {
  if (value === null) return undefined;
  if (!(value instanceof Page)) return value;
  void reply.header('Content-Range', contentRange(value)).header('X-Total-Count', String(value.total));
  return value.items;
}
