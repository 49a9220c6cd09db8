import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, IsOptional, ValidateBy, ValidateNested, type ValidationArguments, type ValidationOptions } from 'class-validator';
import {
  type EmailKind,
  emailMessage,
  isBlank,
  isIsoDay,
  MASKED_SSN_PATTERN,
  maxLengthMessage,
  MULTILINE_MAX,
  normalizePhone,
  PEOPLE_MESSAGES as M,
  rangeMessage,
  ssnMessage,
  TEXT_LIMITS,
  TEXT_MAX,
  type TextLimit,
  zipMessage,
} from '@clearline/shared';
import { isUuid } from '../database/tenant-db';
import { ENUM_NAME, enumNameOf, enumValuesOf } from './enum-names';

/*
 * The field decorators of every request DTO. Each field runs ONE check built from the shared pure
 * validators (packages/shared/src/people-validation.ts), so a field answers exactly one message, in this
 * order: a missing value answers "<Label> is required" (when the field is required), a value of the wrong
 * type one type message, and only a value of the right type is checked for length, format or range. The
 * web shows the same text for the same input.
 *
 * Left out (undefined) is fine for an optional field. null is fine too when the field is `nullable`
 * (null clears the stored value); the people-area DTOs, whose optional fields all clear on null, say
 * nothing and get that default; a field that must not be null says `nullable: false`.
 */
type Check = (value: unknown, args: ValidationArguments) => string | undefined;

/** Whether a field takes null (which clears it): an optional field unless it says `nullable: false` (see presence). */
const takesNull = (o: FieldOptions): boolean => !o.required && o.nullable !== false;

/** The check of a field and its OpenAPI description (required, nullable, type, limits), from the same options. */
function field(name: string, check: Check, o: FieldOptions, doc: ApiPropertyOptions = {}): PropertyDecorator {
  const validate = ValidateBy({
    name,
    validator: {
      validate: (value, args) => check(value, args!) === undefined,
      defaultMessage: (args) => check(args!.value, args!) ?? '',
    },
  });
  const given = Object.entries(doc).filter(([, v]) => v !== undefined);
  const describe = ApiProperty({
    required: o.required === true,
    ...(takesNull(o) ? { nullable: true } : {}),
    ...Object.fromEntries(given),
  } as ApiPropertyOptions);
  return (target, key) => {
    validate(target, key);
    describe(target, key);
  };
}

export interface FieldOptions {
  label: string;
  /** true: must be given and not blank; 'if-given': may be left out, but not sent blank or null */
  required?: boolean | 'if-given';
  /** the catalogue's wording when it is not "<Label> is required" */
  requiredMessage?: string;
  /** an optional field accepts null (it clears the value) unless this is false */
  nullable?: boolean;
}

/**
 * The required / left-out / null decision shared by every field: a message, `undefined` when the value is
 * fine as it is (left out, or null where null is allowed), or `null` when the field's own check must run.
 */
function presence(value: unknown, o: FieldOptions): string | undefined | null {
  if (o.required === 'if-given' && value === undefined) return undefined;
  if (o.required === 'if-given' && value === null) return M.mustNotBeNull(o.label);
  if (o.required) return isBlank(value) ? (o.requiredMessage ?? M.required(o.label)) : null;
  if (value === undefined) return undefined;
  if (value === null) return o.nullable === false ? M.mustNotBeNull(o.label) : undefined;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Text lengths
// ---------------------------------------------------------------------------------------------

/** The extension a text field's schema carries the reason of its limit in; the document's completion appends it to the description. */
export const LIMIT_REASON = 'x-limit-reason';

/**
 * How many characters a text field takes: the spec's 128 (01 §5), 500 when `multiline`, or a limit of its own
 * (`max`, one of TEXT_LIMITS of @clearline/shared), which says why it differs. The reason goes into the field's
 * OpenAPI description; core/http/fields.spec.ts fails on a limit of its own that gives none.
 */
export interface TextLength {
  /** a text of several lines: 500 characters */
  multiline?: boolean;
  /** a limit other than the spec's, with its reason: one of TEXT_LIMITS (a bare number does not compile) */
  max?: TextLimit;
}

/** A text field's length as its decorator declared it. */
export interface TextFieldInfo {
  label: string;
  /** the decorator, e.g. `TextField` */
  decorator: string;
  chars: number;
  multiline: boolean;
  /** why the limit is not the spec's (absent for 128, or 500 with `multiline`) */
  why?: string;
  /** the limit of TEXT_LIMITS the field names */
  limit?: TextLimit;
}

/** The text fields declared with the text decorators, per class prototype. */
const TEXT_FIELDS = new WeakMap<object, Map<string, TextFieldInfo>>();

/** The text fields of a DTO class, its base classes' included, by property. */
export function textFieldsOf(type: Function): Map<string, TextFieldInfo> {
  const out = new Map<string, TextFieldInfo>();
  for (let proto: object | null = type.prototype as object; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const [name, info] of TEXT_FIELDS.get(proto) ?? []) if (!out.has(name)) out.set(name, info);
  }
  return out;
}

/**
 * The limit of a text field and its OpenAPI entry (maxLength, and the reason when it is not the spec's), and a
 * decorator that records it for textFieldsOf. `fixed` is the decorator's own limit where the field cannot
 * choose one (an https address).
 */
function textLength(decorator: string, o: FieldOptions & TextLength, fixed?: TextLimit) {
  const limit = o.max ?? fixed;
  const chars = limit?.chars ?? (o.multiline ? MULTILINE_MAX : TEXT_MAX);
  const info: TextFieldInfo = { label: o.label, decorator, chars, multiline: !!o.multiline, why: limit?.why, limit };
  const doc: ApiPropertyOptions = { maxLength: chars, ...(limit ? { [LIMIT_REASON]: limit.why } : {}) };
  const record: PropertyDecorator = (target, key) => {
    const fields = TEXT_FIELDS.get(target) ?? new Map<string, TextFieldInfo>();
    fields.set(String(key), info);
    TEXT_FIELDS.set(target, fields);
  };
  return { chars, doc, record };
}

/** Decorators applied one after another. */
const both =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const d of decorators) d(target, key);
  };

/** Text of at most 128 characters, 500 with `multiline`, or `max` (a limit of TEXT_LIMITS, which says why). */
export function TextField(o: FieldOptions & TextLength): PropertyDecorator {
  const length = textLength('TextField', o);
  return both(
    field(
      'textField',
      (v) => {
        const p = presence(v, o);
        if (p !== null) return p;
        if (typeof v !== 'string') return M.mustBeText(o.label);
        return maxLengthMessage(v, length.chars);
      },
      o,
      { type: String, ...length.doc },
    ),
    length.record,
  );
}

/** An e-mail address (spec pattern, at most 128 characters): "<kind's label> is not valid", or "<Label> is not valid" without a kind. */
export function EmailField(o: FieldOptions & { kind?: EmailKind }): PropertyDecorator {
  const invalid = o.kind ? M.email[o.kind] : M.notValid(o.label);
  return field(
    'emailField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      if (typeof v !== 'string') return invalid;
      return maxLengthMessage(v) ?? (emailMessage(v) ? invalid : undefined);
    },
    o,
    { type: String, maxLength: TEXT_MAX },
  );
}

/** An SSN (or the pseudo-SSN: `message` PEOPLE_MESSAGES.pssnFormat): nine digits, XXX-XX-XXXX, or the masked form answered. */
export function SsnField(o: FieldOptions & { message?: string }): PropertyDecorator {
  return field(
    'ssnField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      // the masked form an answer carried is accepted here; the service keeps the stored number (or refuses it on create)
      if (typeof v === 'string' && MASKED_SSN_PATTERN.test(v.trim())) return undefined;
      return ssnMessage(typeof v === 'string' ? v : String(v), o.message);
    },
    o,
    { type: String },
  );
}

/** One of the values of a shared value → label map (or of a list of values); documented as an enum. */
export function EnumField(
  choices: Readonly<Record<string, string>> | readonly string[],
  o: FieldOptions & {
    /** the catalogue's wording for a value not in the list, when it is not "<Label> must be one of …" */
    message?: (value: unknown) => string;
  },
): PropertyDecorator {
  const values = enumValuesOf(choices);
  const allowed = new Set(values);
  return field(
    'enumField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      if (typeof v === 'string' && allowed.has(v)) return undefined;
      return o.message ? o.message(v) : M.oneOf(o.label, values);
    },
    o,
    { enum: [...values], [ENUM_NAME]: enumNameOf(choices) } as ApiPropertyOptions,
  );
}

/** A list of values of a shared map or list (each one of them); `min`/`max` bound its length; documented as an enum list. */
export function EnumListField(
  choices: Readonly<Record<string, string>> | readonly string[],
  o: FieldOptions & { min?: number; max?: number; itemLabel?: string },
): PropertyDecorator {
  const values = enumValuesOf(choices);
  const allowed = new Set(values);
  const item = o.itemLabel ?? o.label;
  return field(
    'enumListField',
    (v) => {
      // an empty list of a field with a minimum answers "Choose at least one …" rather than "is required"
      const p = Array.isArray(v) ? null : presence(v, o);
      if (p !== null) return p;
      if (!Array.isArray(v)) return M.mustBeList(o.label);
      if (o.min && v.length < o.min) return M.atLeastOne(item);
      if (o.required && v.length === 0) return M.required(o.label);
      if (o.max !== undefined && v.length > o.max) return M.atMost(o.label, o.max);
      const wrong = v.find((x) => typeof x !== 'string' || !allowed.has(x));
      return wrong === undefined ? undefined : M.oneOf(`${o.label} (${String(wrong)})`, values);
    },
    o,
    { enum: [...values], [ENUM_NAME]: enumNameOf(choices), isArray: true, minItems: o.min, maxItems: o.max } as ApiPropertyOptions,
  );
}

/** A day in YYYY-MM-DD ("<Label>: Invalid Date" otherwise); with `time`, a time part after the day is accepted and ignored. */
export function DayField(o: FieldOptions & { time?: boolean }): PropertyDecorator {
  return field(
    'dayField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      const day = o.time && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(v) ? v.slice(0, 10) : v;
      return isIsoDay(day) ? undefined : M.datePart(o.label);
    },
    o,
    o.time ? { type: String } : { type: String, format: 'date' },
  );
}

/** An ISO 8601 date and time with its offset (YYYY-MM-DDTHH:MM[:SS[.fff]] then Z or ±HH:MM). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A moment: date, time and offset ("<Label>: Invalid Date" otherwise), e.g. 2026-03-02T14:30:00Z. */
export function DateTimeField(o: FieldOptions): PropertyDecorator {
  return field(
    'dateTimeField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      return typeof v === 'string' && DATE_TIME.test(v) && !Number.isNaN(new Date(v).getTime()) && isIsoDay(v.slice(0, 10))
        ? undefined
        : M.datePart(o.label);
    },
    o,
    { type: String, format: 'date-time' },
  );
}

/** A list of days (each required). */
export function DayListField(o: FieldOptions): PropertyDecorator {
  return field(
    'dayListField',
    (v) => {
      const p = presence(v, { ...o, required: false });
      if (p !== null) return p;
      if (!Array.isArray(v)) return M.mustBeListOfDates(o.label);
      for (const d of v) {
        if (isBlank(d)) return M.required(o.label);
        if (!isIsoDay(d)) return M.datePart(o.label);
      }
      return undefined;
    },
    o,
    { type: String, format: 'date', isArray: true },
  );
}

export function BoolField(o: FieldOptions): PropertyDecorator {
  return field(
    'boolField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      return typeof v === 'boolean' ? undefined : M.mustBeBoolean(o.label);
    },
    o,
    { type: Boolean },
  );
}

/** A number within [min, max] ('Minimum value is n' / 'Maximum value is n'); `integer` refuses fractions. */
export function NumberField(o: FieldOptions & { min?: number; max?: number; integer?: boolean }): PropertyDecorator {
  return field(
    'numberField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      if (typeof v !== 'number' || !Number.isFinite(v)) return M.mustBeNumber(o.label);
      if (o.integer && !Number.isInteger(v)) return M.wholeNumber(o.label);
      return rangeMessage(v, o.min ?? -Number.MAX_SAFE_INTEGER, o.max ?? Number.MAX_SAFE_INTEGER);
    },
    o,
    { type: o.integer ? 'integer' : 'number', minimum: o.min, maximum: o.max },
  );
}

/** A reference-data id (country, state): a positive whole number. */
export function RefIdField(o: FieldOptions): PropertyDecorator {
  return field(
    'refIdField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      return typeof v === 'number' && Number.isInteger(v) && v > 0 ? undefined : M.notValid(o.label);
    },
    o,
    { type: 'integer', minimum: 1 },
  );
}

// ---------------------------------------------------------------------------------------------
// Ids of other records
// ---------------------------------------------------------------------------------------------

/**
 * What an id field names, said by every id field (an id field without it does not compile, and
 * core/http/references.spec.ts fails on any uuid field of a DTO that does not say it):
 * - a table name: a tenant-owned table. Before the handler runs, every id a body (or query) carries is looked up
 *   in its table inside the request's transaction, where row-level security applies: an id the caller's tenant
 *   does not see (another tenant's record, or none) answers 404 naming the field (core/http/references.ts);
 * - `{ notTenantScoped: 'reason' }`: the id names no record of the caller's tenant (a tenant, system reference
 *   data, the record of a public link) or one whose table the body chooses; the reason says which, and the
 *   service checks it.
 */
export type IdReference = string | { readonly notTenantScoped: string };

/** An id field as its decorator declared it. */
export interface IdFieldInfo {
  references: IdReference;
  /** names the record in a "not found" answer */
  what: string;
  list: boolean;
}

/** The id fields declared with UuidField / UuidListField, per class prototype. */
const ID_FIELDS = new WeakMap<object, Map<string, IdFieldInfo>>();

function idField(info: IdFieldInfo): PropertyDecorator {
  return (target, key) => {
    const fields = ID_FIELDS.get(target) ?? new Map<string, IdFieldInfo>();
    fields.set(String(key), info);
    ID_FIELDS.set(target, fields);
  };
}

/** The id fields of a DTO class, its base classes' included, by property. */
export function idFieldsOf(type: Function): Map<string, IdFieldInfo> {
  const out = new Map<string, IdFieldInfo>();
  for (let proto: object | null = type.prototype as object; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const [name, info] of ID_FIELDS.get(proto) ?? []) if (!out.has(name)) out.set(name, info);
  }
  return out;
}

/** The id of another record (uuid); `references` says which (see IdReference). */
export function UuidField(o: FieldOptions & { references: IdReference }): PropertyDecorator {
  const check = field(
    'uuidField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      return typeof v === 'string' && isUuid(v) ? undefined : M.notValid(o.label);
    },
    o,
    { type: String, format: 'uuid' },
  );
  const id = idField({ references: o.references, what: o.label, list: false });
  return (target, key) => {
    check(target, key);
    id(target, key);
  };
}

/**
 * A list of record ids; `required` means at least one; `references` says which records (see IdReference),
 * `itemLabel` names one of them (default: the label).
 */
export function UuidListField(o: FieldOptions & { references: IdReference; itemLabel?: string; maxItems?: number }): PropertyDecorator {
  const check = field(
    'uuidListField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      if (!Array.isArray(v)) return M.mustBeList(o.label);
      if (o.maxItems !== undefined && v.length > o.maxItems) return M.atMost(o.label, o.maxItems);
      return v.every((x) => typeof x === 'string' && isUuid(x)) ? undefined : M.notValid(o.label);
    },
    o,
    { type: String, format: 'uuid', isArray: true, maxItems: o.maxItems },
  );
  const id = idField({ references: o.references, what: o.itemLabel ?? o.label, list: true });
  return (target, key) => {
    check(target, key);
    id(target, key);
  };
}

/** A list of short texts (each at most 128 characters, or `max`; at most `maxItems` of them). */
export function TextListField(o: FieldOptions & TextLength & { maxItems?: number }): PropertyDecorator {
  const length = textLength('TextListField', o);
  return both(
    field(
      'textListField',
      (v) => {
        const p = presence(v, o);
        if (p !== null) return p;
        if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) return M.mustBeListOfTexts(o.label);
        if (o.maxItems !== undefined && v.length > o.maxItems) return M.atMost(o.label, o.maxItems);
        for (const x of v) {
          const m = maxLengthMessage(x, length.chars);
          if (m) return m;
        }
        return undefined;
      },
      o,
      // the length is each item's
      { type: 'array', items: { type: 'string', ...length.doc }, maxItems: o.maxItems } as ApiPropertyOptions,
    ),
    length.record,
  );
}

/** A list of e-mail addresses (a wrong one is named: '<Item> "x" is not a valid e-mail address'); `required` means at least one. */
export function EmailListField(o: FieldOptions & { itemLabel: string; maxItems?: number }): PropertyDecorator {
  return field(
    'emailListField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      if (!Array.isArray(v)) return M.mustBeList(o.label);
      if (o.maxItems !== undefined && v.length > o.maxItems) return M.atMost(o.label, o.maxItems);
      for (const x of v) {
        if (typeof x !== 'string' || maxLengthMessage(x) || emailMessage(x, 'generic') || isBlank(x))
          return M.invalidEmailItem(o.itemLabel, String(x));
      }
      return undefined;
    },
    o,
    { type: String, isArray: true, maxItems: o.maxItems },
  );
}

/** A zip code, checked as a US zip ('{label} Zip Code is not valid') when the sibling country is the US or not chosen. */
export function ZipField(
  o: FieldOptions & { countryField?: string; labelFrom?: (obj: Record<string, unknown>) => string },
): PropertyDecorator {
  return field(
    'zipField',
    (v, args) => {
      const p = presence(v, o);
      if (p !== null) return p;
      const obj = args.object as Record<string, unknown>;
      const label = o.labelFrom?.(obj) ?? o.label;
      if (typeof v !== 'string') return M.zip(label);
      const country = obj[o.countryField ?? 'countryId'];
      return maxLengthMessage(v) ?? zipMessage(v, label, typeof country === 'number' ? country : undefined);
    },
    o,
    { type: String, maxLength: TEXT_MAX },
  );
}

/** Text matching `pattern` (at most 128 characters, or `max`), with the given message. */
export function PatternField(o: FieldOptions & Omit<TextLength, 'multiline'> & { pattern: RegExp; message: string }): PropertyDecorator {
  const length = textLength('PatternField', o);
  return both(
    field(
      'patternField',
      (v) => {
        const p = presence(v, o);
        if (p !== null) return p;
        if (typeof v !== 'string') return o.message;
        return maxLengthMessage(v, length.chars) ?? (o.pattern.test(v.trim()) ? undefined : o.message);
      },
      o,
      { type: String, ...length.doc, pattern: o.pattern.source },
    ),
    length.record,
  );
}

/** Multipart form fields arrive as text: "true"/"false" are read as booleans (use with `@Transform`). */
export const formBool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
/** Multipart form fields arrive as text: whole numbers are read as numbers (use with `@Transform`). */
export const formInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
/** Multipart form fields arrive as text: "" is no value (use with `@Transform`). */
export const formBlank = ({ value }: { value: unknown }) => (value === '' ? null : value);
/** Multipart form fields arrive as text: a list is repeated fields or one comma-separated field (use with `@Transform`). */
export const formList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : value;

const PHONE_334 = /^\d{3}-\d{3}-\d{4}$/;

/**
 * A US phone number in the 3-3-4 format (spec 03 §5): a 10-digit number, with an optional +1, spaces, dots or
 * brackets, is read as ddd-ddd-dddd; anything else answers "<Label> is not valid".
 */
export function PhoneField(o: FieldOptions): PropertyDecorator {
  const normalize = Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() ? normalizePhone(value) : value,
  );
  const check = field(
    'phoneField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      return typeof v === 'string' && PHONE_334.test(v) ? undefined : M.notValid(o.label);
    },
    o,
    { type: String, pattern: PHONE_334.source, example: '703-555-0100' },
  );
  return (target, key) => {
    normalize(target, key);
    check(target, key);
  };
}

/** An https address (at most TEXT_LIMITS.url, 2000 characters). */
export function HttpsUrlField(o: FieldOptions): PropertyDecorator {
  const length = textLength('HttpsUrlField', o, TEXT_LIMITS.url);
  return both(
    field(
      'httpsUrlField',
      (v) => {
        const p = presence(v, o);
        if (p !== null) return p;
        if (typeof v !== 'string') return M.httpsAddress(o.label);
        const long = maxLengthMessage(v, length.chars);
        if (long) return long;
        try {
          const url = new URL(v.trim());
          return url.protocol === 'https:' && url.hostname ? undefined : M.httpsAddress(o.label);
        } catch {
          return M.httpsAddress(o.label);
        }
      },
      o,
      { type: String, format: 'uri', ...length.doc },
    ),
    length.record,
  );
}

// ---------------------------------------------------------------------------------------------
// Read-only fields
// ---------------------------------------------------------------------------------------------

/** Properties declared @ReadOnly(), per class prototype. */
const READ_ONLY = new WeakMap<object, Set<string>>();

/**
 * A field the API answers but never takes: a body that is a GET answer sent back (plus changes) may carry
 * it, and the validation pipe drops it before the service sees the body. Documented `readOnly` (OpenAPI:
 * sent in answers, ignored in requests). Unknown fields are still refused.
 */
export function ReadOnly(doc?: Pick<ApiPropertyOptions, 'type' | 'nullable'>): PropertyDecorator {
  const documented = ApiProperty({ readOnly: true, required: false, ...doc } as ApiPropertyOptions);
  return (target: object, key: string | symbol) => {
    const names = READ_ONLY.get(target) ?? new Set<string>();
    names.add(String(key));
    READ_ONLY.set(target, names);
    Allow()(target, key as string);
    documented(target, key);
  };
}

function readOnlyNames(target: Function): string[] {
  const out: string[] = [];
  for (let proto: object | null = target.prototype as object; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    out.push(...(READ_ONLY.get(proto) ?? []));
  }
  return out;
}

/** Removes the @ReadOnly() fields from a validated DTO and from the DTOs nested in it. */
export function dropReadOnly(dto: unknown, seen = new Set<object>()): void {
  if (!dto || typeof dto !== 'object' || seen.has(dto)) return;
  seen.add(dto);
  if (Array.isArray(dto)) {
    for (const item of dto) dropReadOnly(item, seen);
    return;
  }
  // plain objects (a query string parses to one without a prototype) are not DTOs
  const type = (dto as { constructor?: unknown }).constructor;
  if (typeof type !== 'function' || type === Object) return;
  for (const name of readOnlyNames(type)) delete (dto as Record<string, unknown>)[name];
  for (const value of Object.values(dto)) if (value && typeof value === 'object') dropReadOnly(value, seen);
}

// ---------------------------------------------------------------------------------------------
// Nested records and null
// ---------------------------------------------------------------------------------------------

/** Properties declared @Nullable(), per class prototype. */
const NULLABLE = new WeakMap<object, Set<string>>();

/**
 * The field may be left out, or be null (which clears it); otherwise it must pass the field's checks.
 * (class-validator's @IsOptional() alone means "may be left out": the validation pipe refuses null there.)
 */
export function Nullable(options?: ValidationOptions): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    const names = NULLABLE.get(target) ?? new Set<string>();
    names.add(String(key));
    NULLABLE.set(target, names);
    IsOptional(options)(target, key as string);
  };
}

export function isNullable(target: Function, property: string): boolean {
  for (let proto: object | null = target.prototype as object; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    if (NULLABLE.get(proto)?.has(property)) return true;
  }
  return false;
}

/** A nested-record field as NestedField declared it: the nested DTO class, and whether the field is a list of them. */
export interface NestedFieldInfo {
  type: () => Function;
  list: boolean;
}

/** The nested records declared with NestedField, per class prototype. */
const NESTED = new WeakMap<object, Map<string, NestedFieldInfo>>();

/** The nested-record fields of a DTO class, its base classes' included, by property. */
export function nestedFieldsOf(type: Function): Map<string, NestedFieldInfo> {
  const out = new Map<string, NestedFieldInfo>();
  for (let proto: object | null = type.prototype as object; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const [name, nested] of NESTED.get(proto) ?? []) if (!out.has(name)) out.set(name, nested);
  }
  return out;
}

/**
 * A nested record (`list`: a list of them, at most `maxItems`), validated field by field with its own
 * DTO's decorators. Left out is fine unless `required`; null too unless `nullable` is false.
 */
export function NestedField(type: () => Function, o: FieldOptions & { list?: boolean; maxItems?: number }): PropertyDecorator {
  const check = field(
    o.list ? 'nestedListField' : 'nestedField',
    (v) => {
      // an empty list is a value (it clears the records), not a missing one
      const p = o.list && Array.isArray(v) ? null : presence(v, o);
      if (p !== null) return p;
      if (o.list) {
        if (!Array.isArray(v)) return M.mustBeList(o.label);
        if (o.maxItems !== undefined && v.length > o.maxItems) return M.atMost(o.label, o.maxItems);
        return undefined;
      }
      return v && typeof v === 'object' && !Array.isArray(v) ? undefined : M.mustBeObject(o.label);
    },
    o,
    // a reference to the record's own schema (a list of them with `list`); @nestjs/swagger resolves a lazy
    // type only from a function named `type`, as this property's arrow is (a bare thunk documents "schemas/")
    { type: () => type(), isArray: o.list ? true : undefined, maxItems: o.maxItems },
  );
  const optional = o.required ? undefined : o.nullable === false ? IsOptional() : Nullable();
  const nested = ValidateNested({ each: !!o.list });
  const typed = Type(type);
  return (target, key) => {
    optional?.(target, key as string);
    check(target, key);
    nested(target, key as string);
    typed(target, key as string);
    const fields = NESTED.get(target) ?? new Map<string, NestedFieldInfo>();
    fields.set(String(key), { type, list: !!o.list });
    NESTED.set(target, fields);
  };
}

/** A JSON object of free keys (e.g. a report's parameters, checked by the service against the report). */
export function ObjectField(o: FieldOptions): PropertyDecorator {
  return field(
    'objectField',
    (v) => {
      const p = presence(v, o);
      if (p !== null) return p;
      return v && typeof v === 'object' && !Array.isArray(v) ? undefined : M.mustBeObject(o.label);
    },
    o,
    { type: 'object', additionalProperties: true },
  );
}

/**
 * Documents an answered field whose value is one of a shared map's (or list's) values, as an enum; `required`
 * false when the answer may leave it out, `nullable` when it may be null (a field typed `X | null` is
 * documented nullable from its type too).
 */
export function EnumOf(
  choices: Readonly<Record<string, string>> | readonly string[],
  options: boolean | { required?: boolean; nullable?: boolean } = true,
): PropertyDecorator {
  const { required = true, nullable = false } = typeof options === 'boolean' ? { required: options } : options;
  return ApiProperty({
    enum: [...enumValuesOf(choices)],
    [ENUM_NAME]: enumNameOf(choices),
    required,
    ...(nullable ? { nullable: true } : {}),
  } as ApiPropertyOptions);
}
