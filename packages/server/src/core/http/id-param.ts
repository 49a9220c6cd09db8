import { Param, type PipeTransform } from '@nestjs/common';
import { ApiNotFoundResponse } from '@nestjs/swagger';
import { isUuid } from '@clearline/shared';
import { recordNotFound } from '../database/tenant-db';
import { ERROR_DESCRIPTIONS, ERROR_REF } from './openapi-contract';

/** A path parameter decorator that also documents the operation's 404 (the method exists when it runs). */
function pathId(name: string, pipe: PipeTransform<string, unknown>): ParameterDecorator {
  const notFound = ApiNotFoundResponse({ description: ERROR_DESCRIPTIONS[404], schema: { $ref: ERROR_REF } });
  return (target, key, index) => {
    Param(name, pipe)(target, key!, index);
    const method = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key !== undefined && method) notFound(target, key, method);
  };
}

/**
 * A record's UUID from the path (`@IdParam()` for `:id`, `@IdParam('visitId')` for `:visitId`): a value that
 * is not a UUID answers 404 "Record … was not found", as another tenant's id does, and the operation
 * documents that 404.
 */
export function IdParam(name = 'id'): ParameterDecorator {
  return pathId(name, {
    transform(value: string): string {
      if (!isUuid(value)) throw recordNotFound('Record', value);
      return value;
    },
  });
}

/** A record's integer id from the path (master data such as countries and states): anything else answers 404 like IdParam. */
export function IntIdParam(name = 'id'): ParameterDecorator {
  return pathId(name, {
    transform(value: string): number {
      if (!/^-?\d+$/.test(value)) throw recordNotFound('Record', value);
      return Number(value);
    },
  });
}
