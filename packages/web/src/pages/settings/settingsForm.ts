import {
  isAllowedNumericOptionInput,
  parseSettingOptions,
  settingError,
  settingWarning,
  settingWarningText,
  toStoredSettingValue,
  toTypedSettingValue,
  parseSettingRules,
  type SettingFieldType,
  type SettingFormat,
  type SettingOption,
} from '@clearline/shared';
import type { Schema } from '../../api/client';
import { inlineError } from '../../components/inputs/validators';

/** A setting as GET /tenant-settings/{category} and /system-settings/{category} answer it. */
export type Setting = Omit<Schema<'SettingDto'>, 'fieldType' | 'format'> & { fieldType: SettingFieldType; format: SettingFormat };

export type SaveItem = Schema<'SaveSettingItemDto'>;

/**
 * What a form field holds: Switch → boolean, Number → number | '' , MultiSelect → option list,
 * everything else → string (spec 01 §5: typed on load).
 */
export type FormValue = boolean | number | '' | string | SettingOption[];

export type FormValues = Record<string, FormValue>;

/** Form keys are the parameter names (no dots, so react-hook-form does not nest them). */
export function toFormValues(settings: Setting[]): FormValues {
  const out: FormValues = {};
  for (const s of settings) {
    if (s.fieldType === 'MultiSelect') out[s.parameterName] = parseSettingOptions(s.value);
    else if (s.fieldType === 'Number') {
      const typed = toTypedSettingValue('Number', s.value);
      out[s.parameterName] = typeof typed === 'number' ? typed : '';
    } else out[s.parameterName] = toTypedSettingValue(s.fieldType, s.value, s.format) as FormValue;
  }
  return out;
}

/** What the rules check: list settings entry by entry. */
const ruleInput = (s: Setting, v: FormValue): unknown => (s.fieldType === 'MultiSelect' && Array.isArray(v) ? v.map((o) => o.value) : v);

/** The inline error ("Error: {message}") of a value, or undefined. Blocks saving. */
export function fieldError(s: Setting, v: FormValue): string | undefined {
  if (s.fieldType === 'Number' && typeof v === 'string' && v.trim() !== '' && !/^-?\d+(\.\d+)?$/.test(v.trim()))
    return inlineError('Value must be a number');
  return inlineError(settingError(s.errorRule, ruleInput(s, v))?.message);
}

/** The warning text of a value ("By choosing this value, … {message}"), or undefined. Does not block. */
export function fieldWarning(s: Setting, v: FormValue): string | undefined {
  const w = settingWarning(s.warningRule, ruleInput(s, v));
  return w ? settingWarningText(w) : undefined;
}

export const isRequired = (s: Setting): boolean => parseSettingRules(s.errorRule).required === true;

/** Options offered by a Dropdown or MultiSelect: the definition's list plus any entries of the current value. */
export function optionsOf(s: Setting, current: FormValue): SettingOption[] {
  const list = parseSettingOptions(s.valueType);
  if (Array.isArray(current)) for (const o of current) if (!list.some((x) => x.value === o.value)) list.push(o);
  return list;
}

/** A typed new multi-select entry: "value:label" or "value"; numeric settings accept whole numbers only. */
export function newOption(s: Setting, typed: string): SettingOption | undefined {
  const text = typed.trim();
  if (!text) return undefined;
  if (s.format === 'numeric') return isAllowedNumericOptionInput(text) ? { value: text, label: text } : undefined;
  return parseSettingOptions(text)[0];
}

/** Whether a key press may go into a numeric multi-select's box: minus, dot and a leading zero are blocked. */
export function numericKeyAllowed(currentText: string, key: string, caretAtStart: boolean): boolean {
  if (key.length !== 1) return true; // navigation, Enter, Backspace …
  if (!/\d/.test(key)) return false;
  return !(key === '0' && (currentText === '' || caretAtStart));
}

/** The PUT body: every setting of the form, in stored form (booleans TRUE/FALSE, numbers as strings, lists joined). */
export function toSaveItems(settings: Setting[], values: FormValues): SaveItem[] {
  return settings.map((s) => {
    const v = values[s.parameterName];
    const value =
      s.fieldType === 'MultiSelect' && s.format === 'numeric' && Array.isArray(v)
        ? v.map((o) => o.value).join(';')
        : toStoredSettingValue(v);
    return { categoryName: s.category, parameterName: s.parameterName, value };
  });
}
