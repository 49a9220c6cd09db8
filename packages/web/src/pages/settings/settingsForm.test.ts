import { describe, expect, it } from 'vitest';
import {
  fieldError,
  fieldWarning,
  isRequired,
  newOption,
  numericKeyAllowed,
  optionsOf,
  toFormValues,
  toSaveItems,
  type Setting,
} from './settingsForm';

const s = (over: Partial<Setting>): Setting => ({
  category: 'GENERAL',
  parameterName: 'X',
  prettyName: 'X',
  fieldType: 'text',
  defaultValue: '',
  value: '',
  valueType: null,
  errorRule: null,
  warningRule: null,
  format: null,
  description: '',
  ...over,
});

const mfa = s({ parameterName: 'MFA', fieldType: 'Switch', value: 'TRUE', errorRule: 'bool:true' });
const days = s({ parameterName: 'DAYS', fieldType: 'Number', value: '30', errorRule: 'required:true;min:0;max:90', warningRule: 'max:30' });
const reminders = s({
  parameterName: 'REM',
  fieldType: 'MultiSelect',
  value: '1;5;10',
  valueType: '1;2;3',
  errorRule: 'min:1;max:365',
  format: 'numeric',
});
const systems = s({
  parameterName: 'SYS',
  fieldType: 'MultiSelect',
  value: 'SAP:Special Access Program;NATO',
  valueType: 'SAP:Special Access Program;SCI:SCI',
});
const email = s({ parameterName: 'EMAIL', value: 'a@b.co', errorRule: 'email:true' });

describe('settings form', () => {
  it('types values on load', () => {
    expect(toFormValues([mfa, days, reminders, systems, email])).toEqual({
      MFA: true,
      DAYS: 30,
      REM: [
        { value: '1', label: '1' },
        { value: '5', label: '5' },
        { value: '10', label: '10' },
      ],
      SYS: [
        { value: 'SAP', label: 'Special Access Program' },
        { value: 'NATO', label: 'NATO' },
      ],
      EMAIL: 'a@b.co',
    });
  });

  it('stores values on save', () => {
    const values = toFormValues([mfa, days, reminders, systems, email]);
    values.MFA = false;
    values.DAYS = 45;
    expect(toSaveItems([mfa, days, reminders, systems, email], values)).toEqual([
      { categoryName: 'GENERAL', parameterName: 'MFA', value: 'FALSE' },
      { categoryName: 'GENERAL', parameterName: 'DAYS', value: '45' },
      { categoryName: 'GENERAL', parameterName: 'REM', value: '1;5;10' },
      { categoryName: 'GENERAL', parameterName: 'SYS', value: 'SAP:Special Access Program;NATO' },
      { categoryName: 'GENERAL', parameterName: 'EMAIL', value: 'a@b.co' },
    ]);
  });

  it('shows the spec errors inline and warnings that do not block', () => {
    expect(fieldError(days, 91)).toBe('Error: Value must be less than 90');
    expect(fieldError(days, -1)).toBe('Error: Value must be greater than 0');
    expect(fieldError(days, '')).toBe('Error: Setting is required');
    expect(fieldError(days, 45)).toBeUndefined();
    expect(fieldWarning(days, 45)).toBe(
      'By choosing this value, you may have deviated from compliance standards. The recommended value is less than 30',
    );
    expect(fieldWarning(days, 20)).toBeUndefined();
    expect(fieldError(email, 'nope')).toBe('Error: Field must be a valid email');
    expect(fieldError(reminders, [{ value: '400', label: '400' }])).toBe('Error: Value must be less than 365');
    expect(isRequired(days)).toBe(true);
    expect(isRequired(email)).toBe(false);
  });

  it('offers the definition options plus typed ones', () => {
    expect(optionsOf(systems, [{ value: 'TK', label: 'Talent Keyhole' }]).map((o) => o.value)).toEqual(['SAP', 'SCI', 'TK']);
    expect(newOption(systems, 'TK:Talent Keyhole')).toEqual({ value: 'TK', label: 'Talent Keyhole' });
    expect(newOption(reminders, '15')).toEqual({ value: '15', label: '15' });
    expect(newOption(reminders, '015')).toBeUndefined();
    expect(newOption(reminders, '-1')).toBeUndefined();
  });

  it('blocks minus, dot and a leading zero in numeric option boxes', () => {
    expect(numericKeyAllowed('', '-', true)).toBe(false);
    expect(numericKeyAllowed('1', '.', false)).toBe(false);
    expect(numericKeyAllowed('', '0', true)).toBe(false);
    expect(numericKeyAllowed('1', '0', false)).toBe(true);
    expect(numericKeyAllowed('1', '0', true)).toBe(false);
    expect(numericKeyAllowed('', 'Enter', true)).toBe(true);
    expect(numericKeyAllowed('', '7', true)).toBe(true);
  });
});
