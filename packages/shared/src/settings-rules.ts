/**
 * The setting rule grammar (spec 01 §5 "Tenant-setting rules"), used by the server to refuse a value
 * and by the web to show the same messages before saving. Pure functions, no I/O.
 *
 * A rule string is semicolon-separated `key:value` pairs, e.g. `required:true;min:1;max:90`.
 * Keys: min, max (numbers: the value must not be below / above n), required, email, bool.
 * Error rules block saving; warning rules use the same keys but only inform.
 */

export const SETTING_FIELD_TYPES = ['Switch', 'Dropdown', 'MultiSelect', 'Multiline', 'Number', 'text'] as const;
export type SettingFieldType = (typeof SETTING_FIELD_TYPES)[number];

export const SETTING_RULE_KEYS = ['min', 'max', 'required', 'email', 'bool'] as const;
export type SettingRuleKey = (typeof SETTING_RULE_KEYS)[number];

export interface SettingRules {
  min?: number;
  max?: number;
  required?: boolean;
  email?: boolean;
  bool?: boolean;
}

/** The spec's wording of every rule (errors, then warnings). */
export const SETTING_RULE_MESSAGES = {
  min: (n: number | string) => `Value must be greater than ${n}`,
  max: (n: number | string) => `Value must be less than ${n}`,
  required: 'Setting is required',
  email: 'Field must be a valid email',
  bool: 'Must be a true or false value',
  warnMin: (n: number | string) => `The recommended value is more than ${n}`,
  warnMax: (n: number | string) => `The recommended value is less than ${n}`,
  warningPrefix: 'By choosing this value, you may have deviated from compliance standards.',
} as const;

/** E-mail pattern of spec 01 §5: letters, digits, underscore, hyphen and dots, optional +tag, @, dotted domain. */
export const SETTING_EMAIL_PATTERN = /^[A-Za-z0-9_.-]+(\+[A-Za-z0-9_.-]+)?@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export class SettingRuleSyntaxError extends Error {}

const TRUTHY = new Set(['true', 'TRUE', '1', 'yes']);

/** Parses `min:1;max:10;required:true` into rules; throws SettingRuleSyntaxError on an unknown key or bad number. */
export function parseSettingRules(rule: string | null | undefined): SettingRules {
  const out: SettingRules = {};
  if (!rule) return out;
  for (const raw of rule.split(';')) {
    const part = raw.trim();
    if (!part) continue;
    const idx = part.indexOf(':');
    const key = (idx < 0 ? part : part.slice(0, idx)).trim();
    const value = idx < 0 ? 'true' : part.slice(idx + 1).trim();
    switch (key) {
      case 'min':
      case 'max': {
        const n = Number(value);
        if (value === '' || !Number.isFinite(n)) throw new SettingRuleSyntaxError(`Rule ${key} needs a number, got "${value}"`);
        out[key] = n;
        break;
      }
      case 'required':
      case 'email':
      case 'bool':
        out[key] = TRUTHY.has(value);
        break;
      default:
        throw new SettingRuleSyntaxError(`Unknown setting rule "${key}"`);
    }
  }
  return out;
}

/** Writes rules back in the grammar (stable key order). */
export function formatSettingRules(rules: SettingRules): string {
  const parts: string[] = [];
  for (const key of SETTING_RULE_KEYS) {
    const v = rules[key];
    if (v === undefined || v === false) continue;
    parts.push(`${key}:${v}`);
  }
  return parts.join(';');
}

export interface RuleViolation {
  rule: SettingRuleKey;
  message: string;
}

const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Numbers a rule applies to: a number, a numeric string, or every entry of a list. */
function numbersOf(value: unknown): number[] | 'nan' {
  const items = Array.isArray(value) ? value : [value];
  const out: number[] = [];
  for (const item of items) {
    const raw = typeof item === 'object' && item !== null && 'value' in item ? (item as { value: unknown }).value : item;
    if (isBlank(raw)) continue;
    const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (!Number.isFinite(n)) return 'nan';
    out.push(n);
  }
  return out;
}

function check(rules: SettingRules, value: unknown, warning: boolean): RuleViolation | undefined {
  if (rules.required && isBlank(value)) return { rule: 'required', message: SETTING_RULE_MESSAGES.required };
  if (isBlank(value)) return undefined;
  if (rules.bool) {
    const ok = typeof value === 'boolean' || (typeof value === 'string' && /^(true|false)$/i.test(value.trim()));
    if (!ok) return { rule: 'bool', message: SETTING_RULE_MESSAGES.bool };
  }
  if (rules.email) {
    const items = Array.isArray(value) ? value : [value];
    if (items.some((i) => typeof i !== 'string' || !SETTING_EMAIL_PATTERN.test(i.trim())))
      return { rule: 'email', message: SETTING_RULE_MESSAGES.email };
  }
  if (rules.min !== undefined || rules.max !== undefined) {
    const nums = numbersOf(value);
    if (nums === 'nan') {
      const n = (rules.min ?? rules.max) as number;
      return rules.min !== undefined
        ? { rule: 'min', message: warning ? SETTING_RULE_MESSAGES.warnMin(n) : SETTING_RULE_MESSAGES.min(n) }
        : { rule: 'max', message: warning ? SETTING_RULE_MESSAGES.warnMax(n) : SETTING_RULE_MESSAGES.max(n) };
    }
    if (rules.min !== undefined && nums.some((n) => n < rules.min!))
      return {
        rule: 'min',
        message: warning ? SETTING_RULE_MESSAGES.warnMin(rules.min) : SETTING_RULE_MESSAGES.min(rules.min),
      };
    if (rules.max !== undefined && nums.some((n) => n > rules.max!))
      return {
        rule: 'max',
        message: warning ? SETTING_RULE_MESSAGES.warnMax(rules.max) : SETTING_RULE_MESSAGES.max(rules.max),
      };
  }
  return undefined;
}

/** The first error rule the value breaks (blocks saving), or undefined. `value` may be typed or a stored string. */
export function settingError(errorRule: string | null | undefined, value: unknown): RuleViolation | undefined {
  return check(parseSettingRules(errorRule), value, false);
}

/** The first warning rule the value breaks (does not block saving), or undefined. */
export function settingWarning(warningRule: string | null | undefined, value: unknown): RuleViolation | undefined {
  return check(parseSettingRules(warningRule), value, true);
}

/** The full warning text shown under a field: the compliance sentence followed by the rule's message. */
export function settingWarningText(violation: RuleViolation): string {
  return `${SETTING_RULE_MESSAGES.warningPrefix} ${violation.message}`;
}

// ----- value typing (spec 01 §5: typed on load, stringified on save) -----

export interface SettingOption {
  value: string;
  label: string;
}

/** The formats of a setting: phone (normalised to ddd-ddd-dddd), numeric (a MultiSelect of whole numbers). */
export const SETTING_FORMATS = ['phone', 'numeric'] as const;
export type SettingFormat = (typeof SETTING_FORMATS)[number] | null | undefined;

/** How a stored value is typed. Derived from the field type plus the definition's `format`. */
export type TypedSettingValue = string | number | boolean | null | number[] | SettingOption[];

/** Parses "a:Alpha;b:Beta;c" into options (label defaults to the value). Colons after the first belong to the label. */
export function parseSettingOptions(list: string | null | undefined): SettingOption[] {
  if (!list) return [];
  return list
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const i = entry.indexOf(':');
      if (i < 0) return { value: entry, label: entry };
      const value = entry.slice(0, i).trim();
      const label = entry.slice(i + 1).trim();
      return { value, label: label || value };
    });
}

/** Joins options with semicolons as value:label (value alone when the label equals it). */
export function formatSettingOptions(options: Array<SettingOption | string | number>): string {
  return options
    .map((o) => {
      if (typeof o === 'object') return o.label && o.label !== o.value ? `${o.value}:${o.label}` : o.value;
      return String(o);
    })
    .join(';');
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Stored string → typed value for a definition (numeric strings → numbers, TRUE/FALSE → booleans, lists → arrays). */
export function toTypedSettingValue(
  fieldType: SettingFieldType,
  raw: string | null | undefined,
  format?: SettingFormat,
): TypedSettingValue {
  const s = raw ?? '';
  switch (fieldType) {
    case 'Switch':
      return /^true$/i.test(s.trim());
    case 'Number':
      return s.trim() === '' ? null : NUMERIC.test(s.trim()) ? Number(s.trim()) : s;
    case 'MultiSelect': {
      const opts = parseSettingOptions(s);
      if (format === 'numeric') return opts.map((o) => Number(o.value)).filter((n) => Number.isFinite(n));
      return opts;
    }
    case 'Dropdown':
      return s;
    default:
      return s;
  }
}

/** Typed value (or anything the web sends) → the stored string: booleans → TRUE/FALSE, numbers → strings, lists joined. */
export function toStoredSettingValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return formatSettingOptions(value as Array<SettingOption | string | number>);
  const s = String(value);
  if (/^(true|false)$/i.test(s)) return s.toUpperCase();
  return s;
}

/** Normalises a valid 10-digit US phone (optional +1) to ddd-ddd-dddd; anything else is returned as typed. */
export function normalizePhone(input: string): string {
  const trimmed = input.trim();
  const m = /^(?:\+?1[\s.-]?)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})$/.exec(trimmed);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : input;
}

/**
 * Whether typing `next` into a numeric multi-select's new-option box is allowed: minus, dot and a
 * leading zero are blocked (spec 01 §5).
 */
export function isAllowedNumericOptionInput(next: string): boolean {
  return next === '' || /^[1-9]\d*$/.test(next);
}
