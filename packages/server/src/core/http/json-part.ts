import { BadRequestException } from '@nestjs/common';
import { API_MESSAGES } from '@clearline/shared';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { RequestContext } from '../context/request-context';
import { isUploadForm } from '../storage/upload';
import { dropReadOnly } from './fields';
import { assertCleanInput } from './input-limits';
import { checkReferences } from './references';
import { validationPipeOptions } from './validation';

/**
 * The JSON fields of a route that takes either a JSON body or a multipart body with a JSON part beside a file:
 * the part `name` (default `document`) as a plain object, checked for NUL characters and depth. The documented
 * form is a part sent with `Content-Type: application/json` (UploadInterceptor hands it over parsed); a part of
 * JSON text without a content type, as browsers' forms send it, is read too. A JSON request gives the body itself;
 * the other fields of a form are never read as the part's (a form without the part gives no fields). `missing` is
 * the message for a body that holds no object at all (default: the part is not JSON).
 */
export function jsonPart(body: unknown, options: { part?: string; missing?: string } = {}): Record<string, unknown> {
  const name = options.part ?? 'document';
  const part = (body as Record<string, unknown> | undefined)?.[name];
  let raw: unknown = isUploadForm(body) ? {} : (body ?? {});
  if (typeof part === 'string') {
    try {
      raw = JSON.parse(part);
    } catch {
      throw new BadRequestException(API_MESSAGES.jsonPart(name));
    }
  } else if (part && typeof part === 'object') raw = part;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new BadRequestException(options.missing ?? API_MESSAGES.jsonPart(name));
  assertCleanInput(raw, name);
  return raw as Record<string, unknown>;
}

/**
 * The JSON fields of jsonPart validated as `type` exactly as the validation pipe validates a JSON body (unknown
 * fields refused, read-only fields dropped, the ids it names checked in the caller's tenant: core/http/references.ts).
 */
export async function jsonPartDto<T extends object>(
  body: unknown,
  type: new () => T,
  options: { part?: string; missing?: string } = {},
): Promise<T> {
  const raw = jsonPart(body, options);
  const dto = plainToInstance(type, raw);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) throw validationPipeOptions.exceptionFactory!(errors) as Error;
  dropReadOnly(dto);
  // the route transaction checked the JSON body's ids; a part's are checked here, in that same transaction
  const em = RequestContext.current()?.manager;
  if (!em) throw new Error('jsonPartDto runs inside the request transaction');
  await checkReferences(em, [dto]);
  return dto;
}
