import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { contentRange, Page } from './list-query';

/**
 * Answers a `Page` as a JSON array with Content-Range and X-Total-Count, and a `null` as an empty body (fastify
 * would write `null`; clients have always got an empty answer).
 */
@Injectable()
export class PageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value) => {
        if (value === null) return undefined;
        if (!(value instanceof Page)) return value;
        const res = context.switchToHttp().getResponse<FastifyReply>();
        void res.header('Content-Range', contentRange(value)).header('X-Total-Count', String(value.total));
        return value.items;
      }),
    );
  }
}
