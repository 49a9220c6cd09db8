import {
  DEFAULT_COUNTRY_ID,
  rangeMessage,
  emailMessage,
  isIsoDay,
  kmpOwnershipMessage,
  maxLengthMessage,
  MESSAGES,
  MULTILINE_MAX,
  notBeforeMessage,
  PEOPLE_MESSAGES,
  requiredMessage,
  ssnMessage,
  TEXT_MAX,
  zipMessage,
  type EmailKind,
} from '@clearline/shared';

/**
 * react-admin field validators built on the shared pure validators (packages/shared/src/people-validation.ts),
 * so a form says exactly what the API answers for the same input. Inline errors read "Error: {message}"
 * (spec 01 §8); `inlineError` is the one place that wording lives.
 */
export type FieldValidator = ((
  value: unknown,
  allValues: Record<string, unknown>,
  props?: { source?: string; finalSource?: string },
) => string | undefined) & { isRequired?: boolean };

export const INLINE_ERROR_PREFIX = MESSAGES.inlineError.replace('{message}', '');
export const inlineError = (message: string | undefined): string | undefined =>
  message ? MESSAGES.inlineError.replace('{message}', message) : undefined;

/** Reads a (possibly nested, dotted) path of the form values: `birthAddress.countryId`, `personnelContacts.0.countryId`. */
export function valueAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node == null ? undefined : (node as Record<string, unknown>)[key]), values);
}

/** '{label} is required'; flagged so react-admin marks the field with an asterisk. */
export function requiredField(label: string): FieldValidator {
  const check: FieldValidator = (value) => inlineError(requiredMessage(value, label));
  check.isRequired = true;
  return check;
}

/** 'Field exceeded max character length of {n}.' (128 by default, 500 for multiline). */
export const maxText =
  (max: number = TEXT_MAX): FieldValidator =>
  (value) =>
    inlineError(maxLengthMessage(value, max));
export const maxMultiline = maxText(MULTILINE_MAX);

/** The e-mail pattern, with the message of the field's kind ('Work Email Address is not valid', …). */
export const emailField =
  (kind: EmailKind = 'generic'): FieldValidator =>
  (value) =>
    inlineError(emailMessage(value, kind));

/** 'SSN must be in the format XXX-XX-XXXX.' — a value the API sent masked (***-**-1234) is left alone. */
export const ssnField: FieldValidator = (value) =>
  typeof value === 'string' && value.includes('*') ? undefined : inlineError(ssnMessage(value));

/** The pseudo-SSN has the SSN's form: 'PSSN must be in the format XXX-XX-XXXX.' (masked values left alone). */
export const pssnField: FieldValidator = (value) =>
  typeof value === 'string' && value.includes('*') ? undefined : inlineError(ssnMessage(value, PEOPLE_MESSAGES.pssnFormat));

/** '{label} Zip Code is not valid' for US addresses (the sibling country is the home country or not chosen). */
export const zipField =
  (label: string, countrySource?: string): FieldValidator =>
  (value, allValues) => {
    const country = countrySource ? valueAt(allValues, countrySource) : DEFAULT_COUNTRY_ID;
    return inlineError(zipMessage(value, label, typeof country === 'number' ? country : null));
  };

/** KMP ownership 0–100 ('Minimum value is 0' / 'Maximum value is 100'). */
export const kmpOwnershipField: FieldValidator = (value) => inlineError(kmpOwnershipMessage(value));

/** A whole number within [min, max] ('Minimum value is n' / 'Maximum value is n' / '{label} must be a whole number'). */
export const wholeNumberField =
  (label: string, min: number, max: number): FieldValidator =>
  (value) => {
    if (value === null || value === undefined || value === '') return undefined;
    if (typeof value === 'number' && !Number.isInteger(value)) return inlineError(PEOPLE_MESSAGES.wholeNumber(label));
    return inlineError(rangeMessage(value, min, max));
  };

/** 'Invalid Date' for anything that is not a real YYYY-MM-DD day. */
export const dayField: FieldValidator = (value) =>
  value === null || value === undefined || value === '' || isIsoDay(value) ? undefined : inlineError(PEOPLE_MESSAGES.invalidDate);

/** The date must not be before the one at `otherSource` ('{label} cannot be before {otherLabel}.'). */
export const notBeforeField =
  (otherSource: string, label: string, otherLabel: string): FieldValidator =>
  (value, allValues) =>
    inlineError(notBeforeMessage(value, valueAt(allValues, otherSource), label, otherLabel));

/** `list.0.field` (react-hook-form's path) → `list[0].field` (the shared rules' path). */
export const toRulePath = (path: string): string => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/**
 * A field validator from a shared cross-field rule (a function of the whole form answering `{ field, message }`
 * pairs, e.g. `contactsCrossFieldErrors`): the field shows the message the rule gives for its own path. The
 * rule runs on the same values the API validates, so both say the same thing.
 */
export function crossFieldRule(
  rule: (values: Record<string, unknown>) => ReadonlyArray<{ field: string; message: string }>,
): FieldValidator {
  return (_value, allValues, props) => {
    const path = props?.finalSource ?? props?.source;
    if (!path) return undefined;
    const target = toRulePath(path);
    return inlineError(rule(allValues).find((e) => e.field === target)?.message);
  };
}
