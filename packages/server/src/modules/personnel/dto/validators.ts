import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import {
  type EmailKind,
  emailMessage,
  isBlank,
  isIsoDay,
  MASKED_SSN_PATTERN,
  maxLengthMessage,
  PEOPLE_MESSAGES,
  rangeMessage,
  requiredMessage,
  ssnMessage,
  TEXT_MAX,
  zipMessage,
} from '@clearline/shared';

/**
 * Field decorators for the people-area DTOs. Each runs ONE check built from the shared pure validators
 * (packages/shared/src/people-validation.ts), so a field answers exactly one message, worded as the
 * specification words it, and the web shows the same text for the same input.
 */
type Check = (value: unknown, args: ValidationArguments) => string | undefined;

function field(name: string, check: Check, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: {
        validate: (value, args) => check(value, args!) === undefined,
        defaultMessage: (args) => check(args!.value, args!) ?? '',
      },
    },
    options,
  );
}

interface Opts {
  label: string;
  required?: boolean;
}

/** null/undefined is accepted when the field is optional (it clears the value on update). */
const optionalBlank = (value: unknown, o: Opts): string | undefined | null => {
  if (o.required) return requiredMessage(value, o.label) ?? null;
  return value === null || value === undefined ? undefined : null;
};

/** Text of at most `max` characters (128; 500 for multiline). */
export function TextField(o: Opts & { max?: number }): PropertyDecorator {
  return field('textField', (v) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    if (typeof v !== 'string') return `${o.label} must be text`;
    return maxLengthMessage(v, o.max ?? TEXT_MAX);
  });
}

export function EmailField(o: Opts & { kind: EmailKind }): PropertyDecorator {
  return field('emailField', (v) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    if (typeof v !== 'string') return PEOPLE_MESSAGES.email[o.kind];
    return maxLengthMessage(v) ?? emailMessage(v, o.kind);
  });
}

/** An SSN (or the pseudo-SSN: `message` PEOPLE_MESSAGES.pssnFormat): nine digits, XXX-XX-XXXX, or the masked form answered. */
export function SsnField(o: Opts & { message?: string }): PropertyDecorator {
  return field('ssnField', (v) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    // the masked form an answer carried is accepted here; the service keeps the stored number (or refuses it on create)
    if (typeof v === 'string' && MASKED_SSN_PATTERN.test(v.trim())) return undefined;
    return ssnMessage(typeof v === 'string' ? v : String(v), o.message);
  });
}

/** One of the values of a shared value → label map. */
export function EnumField(map: Readonly<Record<string, string>>, o: Opts): PropertyDecorator {
  return field('enumField', (v) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    return typeof v === 'string' && Object.prototype.hasOwnProperty.call(map, v) ? undefined : PEOPLE_MESSAGES.invalidChoice(o.label);
  });
}

/** A day in YYYY-MM-DD. */
export function DayField(o: Opts): PropertyDecorator {
  return field('dayField', (v) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    return isIsoDay(v) ? undefined : `${o.label}: ${PEOPLE_MESSAGES.invalidDate}`;
  });
}

/** A list of days (each required). */
export function DayListField(o: Opts): PropertyDecorator {
  return field('dayListField', (v) => {
    const blank = optionalBlank(v, { ...o, required: false });
    if (blank !== null) return blank;
    if (!Array.isArray(v)) return `${o.label} must be a list of dates`;
    for (const d of v) {
      if (isBlank(d)) return PEOPLE_MESSAGES.required(o.label);
      if (!isIsoDay(d)) return `${o.label}: ${PEOPLE_MESSAGES.invalidDate}`;
    }
    return undefined;
  });
}

export function BoolField(o: Opts): PropertyDecorator {
  return field('boolField', (v) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    return typeof v === 'boolean' ? undefined : `${o.label} must be true or false`;
  });
}

/** A number within [min, max] ('Minimum value is n' / 'Maximum value is n'); `integer` refuses fractions. */
export function NumberField(o: Opts & { min?: number; max?: number; integer?: boolean }): PropertyDecorator {
  return field('numberField', (v) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    if (typeof v !== 'number' || !Number.isFinite(v)) return `${o.label} must be a number`;
    if (o.integer && !Number.isInteger(v)) return PEOPLE_MESSAGES.wholeNumber(o.label);
    return rangeMessage(v, o.min ?? -Number.MAX_SAFE_INTEGER, o.max ?? Number.MAX_SAFE_INTEGER);
  });
}

/** A reference-data id (country, state): a positive whole number. */
export function RefIdField(o: Opts): PropertyDecorator {
  return field('refIdField', (v) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    return typeof v === 'number' && Number.isInteger(v) && v > 0 ? undefined : `${o.label} is not valid`;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of another record (uuid). */
export function UuidField(o: Opts): PropertyDecorator {
  return field('uuidField', (v) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    return typeof v === 'string' && UUID.test(v) ? undefined : `${o.label} is not valid`;
  });
}

/** A list of record ids; `required` means at least one. */
export function UuidListField(o: Opts): PropertyDecorator {
  return field('uuidListField', (v) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    if (!Array.isArray(v)) return `${o.label} must be a list`;
    return v.every((x) => typeof x === 'string' && UUID.test(x)) ? undefined : `${o.label} is not valid`;
  });
}

/** A list of short texts (each at most 128 characters). */
export function TextListField(o: Opts): PropertyDecorator {
  return field('textListField', (v) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) return `${o.label} must be a list of texts`;
    for (const x of v) {
      const m = maxLengthMessage(x);
      if (m) return m;
    }
    return undefined;
  });
}

/** A zip code, checked as a US zip ('{label} Zip Code is not valid') when the sibling country is the US or not chosen. */
export function ZipField(o: Opts & { countryField?: string; labelFrom?: (obj: Record<string, unknown>) => string }): PropertyDecorator {
  return field('zipField', (v, args) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    const obj = args.object as Record<string, unknown>;
    const label = o.labelFrom?.(obj) ?? o.label;
    if (typeof v !== 'string') return PEOPLE_MESSAGES.zip(label);
    const country = obj[o.countryField ?? 'countryId'];
    return maxLengthMessage(v) ?? zipMessage(v, label, typeof country === 'number' ? country : undefined);
  });
}

/** Text matching `pattern` (at most 128 characters), with the given message. */
export function PatternField(o: Opts & { pattern: RegExp; message: string }): PropertyDecorator {
  return field('patternField', (v) => {
    const blank = optionalBlank(v, o);
    if (blank !== null) return blank;
    if (typeof v !== 'string') return o.message;
    return maxLengthMessage(v) ?? (o.pattern.test(v.trim()) ? undefined : o.message);
  });
}
