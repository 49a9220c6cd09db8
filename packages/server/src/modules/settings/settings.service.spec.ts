import { SETTING_DEFINITIONS } from '@clearline/shared';
import type { SettingDefinitionRow } from './setting.entity';
import { normaliseSettingValue } from './settings.service';

const def = (name: string) => {
  const d = SETTING_DEFINITIONS.find((x) => x.parameterName === name)!;
  return { ...d, sortOrder: 0, format: d.format ?? null } as unknown as SettingDefinitionRow;
};

describe('normaliseSettingValue', () => {
  it('stores the spec forms', () => {
    expect(normaliseSettingValue(def('MFA'), true)).toEqual({ value: 'TRUE' });
    expect(normaliseSettingValue(def('MFA'), 'false')).toEqual({ value: 'FALSE' });
    expect(normaliseSettingValue(def('REMEMBER_DEVICE_DAYS'), ' 07 ')).toEqual({ value: '7' });
    expect(normaliseSettingValue(def('ANNUAL_TRAINING_REMINDER_DAYS'), '10;1;5;1')).toEqual({ value: '1;5;10' });
    expect(normaliseSettingValue(def('SECURITY_OFFICE_PHONE'), '7035550100')).toEqual({ value: '703-555-0100' });
    expect(normaliseSettingValue(def('SECURITY_OFFICE_PHONE'), '+44 20 7946 0958')).toEqual({ value: '+44 20 7946 0958' });
    expect(normaliseSettingValue(def('ACCESSIBLE_SPECIAL_SYSTEMS'), 'A:Alpha;B;A:Again')).toEqual({ value: 'A:Alpha;B' });
    expect(normaliseSettingValue(def('TIME_ZONE'), 'America/Chicago')).toEqual({ value: 'America/Chicago' });
    expect(normaliseSettingValue(def('SECURITY_OFFICE_EMAIL'), '')).toEqual({ value: '' });
  });

  it('names the broken rule with its argument', () => {
    expect(normaliseSettingValue(def('REMEMBER_DEVICE_DAYS'), 91)).toEqual({ error: 'Value must be less than 90', rule: 'max:90' });
    expect(normaliseSettingValue(def('REMEMBER_DEVICE_DAYS'), -1)).toEqual({ error: 'Value must be greater than 0', rule: 'min:0' });
    expect(normaliseSettingValue(def('REMEMBER_DEVICE_DAYS'), '')).toEqual({ error: 'Setting is required', rule: 'required:true' });
    expect(normaliseSettingValue(def('SECURITY_OFFICE_EMAIL'), 'x@')).toEqual({ error: 'Field must be a valid email', rule: 'email:true' });
    expect(normaliseSettingValue(def('MFA'), 'yes')).toEqual({ error: 'Must be a true or false value', rule: 'bool:true' });
    expect(normaliseSettingValue(def('REMEMBER_DEVICE_DAYS'), 'abc')).toEqual({ error: 'Value must be a number', rule: 'number' });
    expect(normaliseSettingValue(def('TIME_ZONE'), 'UTC')).toMatchObject({ rule: 'option' });
    expect(normaliseSettingValue(def('EMAIL_SIGNATURE'), 'x'.repeat(501))).toEqual({
      error: 'Field exceeded max character length of 500.',
      rule: 'length',
    });
  });
});
