import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatBytes } from '@clearline/shared';
import { EntityNotFoundError, OptimisticLockVersionMismatchError, QueryFailedError } from 'typeorm';
import { isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './unavailable';

export const UNRECOVERABLE_MESSAGE = 'Something went wrong that the application could not recover from';

interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const PARSE_FAILED = 'entity.parse.failed';

/** The error of a JSON body that does not parse (or is not an object or an array): a 400. */
export function bodyParseError(): Error {
  return Object.assign(new Error('The request body is not valid JSON.'), { type: PARSE_FAILED });
}

/** The code of an error fastify raised (possibly wrapped into an HttpException by the adapter). */
function fastifyCode(e: unknown): string | undefined {
  const code = (e as { code?: unknown })?.code ?? ((e as { cause?: { code?: unknown } })?.cause?.code as unknown);
  return typeof code === 'string' && code.startsWith('FST_') ? code : undefined;
}

/** Maps database failures that come from the caller's input to a 4xx a person can act on. */
function fromDatabase(e: QueryFailedError): ErrorBody | null {
  const d = e.driverError as { code?: string; detail?: string; constraint?: string; column?: string };
  switch (d.code) {
    case '23505':
      return { statusCode: 409, error: REASON[409], message: `A record with the same ${describeKey(d.detail)} already exists.` };
    case '23503':
      return {
        statusCode: 409,
        error: REASON[409],
        message: d.detail?.includes('is still referenced')
          ? 'This record is still in use by other records and cannot be deleted.'
          : `A referenced record does not exist (${describeKey(d.detail)}).`,
      };
    case '23502':
      return { statusCode: 400, error: REASON[400], message: `${d.column ?? 'A required field'} is required` };
    case '22P02':
    case '22007':
    case '22008':
      return { statusCode: 400, error: REASON[400], message: 'A value has the wrong format.' };
    case '22001':
      return { statusCode: 400, error: REASON[400], message: 'A value is too long.' };
    // NUL (U+0000) in text, or a character a JSON value cannot hold (src/core/http/input-limits.ts refuses them first)
    case '22021':
    case '22P05':
      return { statusCode: 400, error: REASON[400], message: 'A value contains a character that cannot be stored (such as NUL, U+0000).' };
    case '42501':
      return { statusCode: 404, error: REASON[404], message: 'The record was not found.' };
    case '40001':
    case '40P01':
      return { statusCode: 409, error: REASON[409], message: 'The record was changed by someone else at the same time. Please try again.' };
    default:
      return null;
  }
}

function describeKey(detail?: string): string {
  const m = detail?.match(/Key \(([^)]+)\)/);
  return m ? m[1].replace(/_/g, ' ').replace(/tenant id, /, '') : 'values';
}

/** The 413 of a body over its route's limit (core/http/input-limits: bodyLimitOf). */
export const bodyTooLargeMessage = (limit?: number): string =>
  limit ? `The request body is too large (at most ${formatBytes(limit)} on this route).` : 'The request body is too large.';

/** The one exception filter: always `{ statusCode, error, message }`, never a stack trace. */
@Catch()
export class ErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    // a fastify reply; the raw response for an error of a middleware
    const res = host.switchToHttp().getResponse<FastifyReply | ServerResponse>();
    const raw = 'raw' in res ? res.raw : res;
    const req = host.switchToHttp().getRequest<FastifyRequest | undefined>();
    const body = this.toBody(exception, req?.routeOptions?.bodyLimit);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    if (raw.headersSent) {
      raw.end();
      return;
    }
    if ('raw' in res && !res.sent) {
      void res.status(body.statusCode).send(body);
      return;
    }
    // a middleware's error, or an answer the route took over to stream it
    raw.statusCode = body.statusCode;
    raw.setHeader('Content-Type', 'application/json; charset=utf-8');
    raw.end(JSON.stringify(body));
  }

  /** The answer to an exception; `bodyLimit` is the route's largest body in bytes, named by a 413. */
  toBody(exception: unknown, bodyLimit?: number): ErrorBody {
    switch (fastifyCode(exception)) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return { statusCode: 413, error: REASON[413], message: bodyTooLargeMessage(bodyLimit) };
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return { statusCode: 400, error: REASON[400], message: 'The request body does not match its Content-Length.' };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const r = exception.getResponse();
      let message: string;
      if (typeof r === 'string') message = r;
      else {
        const m = (r as { message?: unknown }).message;
        message = Array.isArray(m) ? m.join('; ') : typeof m === 'string' ? m : exception.message;
      }
      return { statusCode: status, error: REASON[status] ?? HttpStatus[status] ?? 'Error', message };
    }
    if (exception instanceof QueryFailedError) {
      const mapped = fromDatabase(exception);
      if (mapped) return mapped;
    }
    if (exception instanceof EntityNotFoundError) return { statusCode: 404, error: REASON[404], message: 'The record was not found.' };
    if (exception instanceof OptimisticLockVersionMismatchError) {
      return { statusCode: 409, error: REASON[409], message: 'The record was changed by someone else. Reload it and try again.' };
    }
    const e = exception as { type?: string; status?: number; statusCode?: number };
    if (e?.type === PARSE_FAILED) return { statusCode: 400, error: REASON[400], message: 'The request body is not valid JSON.' };
    if (isServiceUnavailable(exception)) return { statusCode: 503, error: REASON[503], message: SERVICE_UNAVAILABLE_MESSAGE };
    return { statusCode: 500, error: REASON[500], message: UNRECOVERABLE_MESSAGE };
  }
}
