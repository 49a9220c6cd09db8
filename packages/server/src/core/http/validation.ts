import { BadRequestException, type ValidationError, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { getMetadataStorage, IS_OPTIONAL, IsOptional, type ValidationOptions, type ValidatorOptions } from 'class-validator';

function flatten(errors: ValidationError[], parent = ''): string[] {
  const out: string[] = [];
  for (const e of errors) {
    const path = parent ? `${parent}.${e.property}` : e.property;
    if (e.constraints) {
      for (const [key, msg] of Object.entries(e.constraints)) {
        out.push(key === 'whitelistValidation' ? `${path} is not an accepted field` : msg);
      }
    }
    if (e.children?.length) out.push(...flatten(e.children, path));
  }
  return out;
}

export const validationPipeOptions: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  transformOptions: { enableImplicitConversion: false },
  exceptionFactory: (errors) => new BadRequestException(flatten(errors).join('; ')),
};

/*
 * Null and optional fields. class-validator's @IsOptional() skips every check of a field that is
 * undefined OR null, so `"email": null` used to pass validation and reach the service as a value (a 500,
 * or a NOT NULL column set to null). In this project @IsOptional() means "may be left out"; a field that
 * may also be null (null clears it) says so with @Nullable(). The validation pipe refuses null for every
 * other @IsOptional() field. (The people-area field decorators and an explicit @ValidateIf decide about
 * null themselves.)
 */

/** Properties declared @Nullable(), per class prototype. */
const NULLABLE = new WeakMap<object, Set<string>>();

/** The field may be left out, or be null (which clears it); otherwise it must pass the field's checks. */
export function Nullable(options?: ValidationOptions): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    const names = NULLABLE.get(target) ?? new Set<string>();
    names.add(String(key));
    NULLABLE.set(target, names);
    IsOptional(options)(target, key as string);
  };
}

function isNullable(target: Function, property: string): boolean {
  for (let proto: object | null = target.prototype as object; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    if (NULLABLE.get(proto)?.has(property)) return true;
  }
  return false;
}

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

/** The application's validation pipe: class-validator with the options above, plus the null rule. */
export class AppValidationPipe extends ValidationPipe {
  constructor(options: ValidationPipeOptions = validationPipeOptions) {
    super(options);
  }

  protected override async validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> {
    const errors = await super.validate(object, options);
    return [...errors, ...nullErrors(object)];
  }
}
