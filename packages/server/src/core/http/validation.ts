import {
  type ArgumentMetadata,
  BadRequestException,
  type ValidationError,
  ValidationPipe,
  type ValidationPipeOptions,
} from '@nestjs/common';
import { getMetadataStorage, IS_OPTIONAL, type ValidatorOptions } from 'class-validator';
import { isBlank, PEOPLE_MESSAGES } from '@clearline/shared';
import { dropReadOnly, isNullable } from './fields';

/** Checks that say a value is missing: the only message a missing field answers. */
const PRESENCE_CHECKS = new Set(['isDefined', 'isNotEmpty', 'arrayNotEmpty', 'arrayMinSize']);
/** Checks of a value's type: the only message a value of the wrong type answers. */
const TYPE_CHECKS = new Set(['isString', 'isBoolean', 'isInt', 'isNumber', 'isArray', 'isObject', 'isIn', 'isEnum', 'isUuid']);

/**
 * The one message of a field that failed several checks: a missing value answers why it is required, a
 * value of the wrong type its type message, anything else its first failed check (length, format…).
 */
function oneMessage(e: ValidationError): string {
  const entries = Object.entries(e.constraints ?? {});
  const pick = (keys: Set<string>) => entries.find(([key]) => keys.has(key))?.[1];
  if (isBlank(e.value)) {
    const required = pick(PRESENCE_CHECKS) ?? entries.find(([, msg]) => msg.endsWith(' is required'))?.[1];
    if (required) return required;
  }
  return pick(TYPE_CHECKS) ?? entries[0][1];
}

function flatten(errors: ValidationError[], parent = ''): string[] {
  const out: string[] = [];
  for (const e of errors) {
    const path = parent ? `${parent}.${e.property}` : e.property;
    if (e.constraints?.whitelistValidation) out.push(PEOPLE_MESSAGES.notAcceptedField(path));
    else if (e.constraints && Object.keys(e.constraints).length) out.push(oneMessage(e));
    if (e.children?.length) out.push(...flatten(e.children, path));
  }
  return out;
}

/** The messages a refusal names at most; the rest are counted (a body of 500 unknown fields answers 20 and "480 more"). */
export const MAX_VALIDATION_MESSAGES = 20;

/** One message of a validation refusal: its field messages joined, the first MAX_VALIDATION_MESSAGES of them. */
export function validationMessage(messages: string[]): string {
  if (messages.length <= MAX_VALIDATION_MESSAGES) return messages.join('; ');
  const more = messages.length - MAX_VALIDATION_MESSAGES;
  return `${messages.slice(0, MAX_VALIDATION_MESSAGES).join('; ')}; and ${more} more problem${more === 1 ? '' : 's'}`;
}

export const validationPipeOptions: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  transformOptions: { enableImplicitConversion: false },
  exceptionFactory: (errors) => new BadRequestException(validationMessage(flatten(errors))),
};

/*
 * Null and optional fields. class-validator's @IsOptional() skips every check of a field that is
 * undefined OR null, so `"email": null` used to pass validation and reach the service as a value (a 500,
 * or a NOT NULL column set to null). In this project @IsOptional() means "may be left out"; a field that
 * may also be null (null clears it) says so with @Nullable(). The validation pipe refuses null for every
 * other @IsOptional() field. (The field decorators of ./fields, which declare Nullable, decide about null
 * themselves.)
 */

/**
 * The errors for null in @IsOptional() fields that are not @Nullable(), in a validated DTO and the DTOs
 * nested in it (validated with @ValidateNested), named by their path.
 */
export function nullErrors(dto: unknown, parent = ''): ValidationError[] {
  if (!dto || typeof dto !== 'object' || dto.constructor === Object) return [];
  const target = dto.constructor;
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
  const errors: ValidationError[] = [];
  const properties = new Map<string, { optional: boolean; nested: boolean }>();
  for (const m of metadatas) {
    const p = properties.get(m.propertyName) ?? { optional: false, nested: false };
    if (m.name === IS_OPTIONAL) p.optional = true;
    if (m.type === 'nestedValidation') p.nested = true;
    properties.set(m.propertyName, p);
  }
  for (const [property, p] of properties) {
    const value = (dto as Record<string, unknown>)[property];
    const path = parent ? `${parent}.${property}` : property;
    if (value === null && p.optional && !isNullable(target, property)) {
      errors.push({ property, value, constraints: { isNotNull: `${path} must not be null` }, children: [] });
    } else if (p.nested && value && typeof value === 'object') {
      const children = Array.isArray(value)
        ? value.flatMap((item, i) => {
            const inner = nullErrors(item, `${path}.${i}`);
            return inner.length ? [{ property: String(i), value: item, children: inner } as ValidationError] : [];
          })
        : nullErrors(value, path);
      if (children.length) errors.push({ property, value, children });
    }
  }
  return errors;
}

/** The application's validation pipe: class-validator with the options above, plus the null rule and read-only fields. */
export class AppValidationPipe extends ValidationPipe {
  constructor(options: ValidationPipeOptions = validationPipeOptions) {
    super(options);
  }

  protected override async validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> {
    const errors = await super.validate(object, options);
    return [...errors, ...nullErrors(object)];
  }

  /** Validates, then drops the read-only fields (see ReadOnly in ./fields) the body may carry. */
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const result: unknown = await super.transform(value, metadata);
    dropReadOnly(result);
    return result;
  }
}
