import {
  formatSettingOptions,
  formatSettingRules,
  isAllowedNumericOptionInput,
  normalizePhone,
  parseSettingOptions,
  parseSettingRules,
  SETTING_EMAIL_PATTERN,
  settingError,
  SettingRuleSyntaxError,
  settingWarning,
  settingWarningText,
  toStoredSettingValue,
  toTypedSettingValue,
} from './settings-rules';
import { SETTING_DEFINITIONS, SYSTEM_SETTING_CATEGORIES, TENANT_SETTING_CATEGORIES } from './settings-definitions';

describe('setting rule grammar', () => {
  it('parses semicolon-separated key:value pairs', () => {
    expect(parseSettingRules('required:true;min:1;max:90')).toEqual({ required: true, min: 1, max: 90 });
    expect(parseSettingRules(' email:true ; bool:true ')).toEqual({ email: true, bool: true });
    expect(parseSettingRules('required:false')).toEqual({ required: false });
    expect(parseSettingRules('')).toEqual({});
    expect(parseSettingRules(null)).toEqual({});
    expect(parseSettingRules('min:1;;')).toEqual({ min: 1 });
  });

  it('refuses unknown keys and non-numeric bounds', () => {
    expect(() => parseSettingRules('pattern:x')).toThrow(SettingRuleSyntaxError);
    expect(() => parseSettingRules('min:abc')).toThrow('Rule min needs a number');
    expect(() => parseSettingRules('max:')).toThrow(SettingRuleSyntaxError);
  });

  it('round-trips rules in a stable order', () => {
    expect(formatSettingRules(parseSettingRules('max:9;required:true;min:2'))).toBe('min:2;max:9;required:true');
  });

  it('gives the spec messages for each error rule', () => {
    expect(settingError('min:5', 4)?.message).toBe('Value must be greater than 5');
    expect(settingError('min:5', '4')?.rule).toBe('min');
    expect(settingError('min:5', 5)).toBeUndefined();
    expect(settingError('max:90', 91)?.message).toBe('Value must be less than 90');
    expect(settingError('max:90', '90')).toBeUndefined();
    expect(settingError('required:true', '')?.message).toBe('Setting is required');
    expect(settingError('required:true', '   ')?.message).toBe('Setting is required');
    expect(settingError('required:true', [])?.message).toBe('Setting is required');
    expect(settingError('required:true', 0)).toBeUndefined();
    expect(settingError('email:true', 'not-an-email')?.message).toBe('Field must be a valid email');
    expect(settingError('email:true', 'fso.office+alerts@acme.example.com')).toBeUndefined();
    expect(settingError('bool:true', 'maybe')?.message).toBe('Must be a true or false value');
    expect(settingError('bool:true', 'TRUE')).toBeUndefined();
    expect(settingError('bool:true', false)).toBeUndefined();
  });

  it('lets empty optional values pass every other rule', () => {
    expect(settingError('email:true;min:1', '')).toBeUndefined();
  });

  it('checks every entry of a list and treats non-numbers as breaking min/max', () => {
    expect(settingError('min:1;max:365', [1, 5, 400])?.message).toBe('Value must be less than 365');
    expect(settingError('min:1', '1;0'.split(';'))?.rule).toBe('min');
    expect(settingError('min:1', 'abc')?.message).toBe('Value must be greater than 1');
    expect(settingError('min:1', [{ value: '3', label: 'three' }])).toBeUndefined();
  });

  it('words warnings as recommendations and never blocks', () => {
    const w = settingWarning('max:30', 45)!;
    expect(w.message).toBe('The recommended value is less than 30');
    expect(settingWarningText(w)).toBe(
      'By choosing this value, you may have deviated from compliance standards. The recommended value is less than 30',
    );
    expect(settingWarning('min:60', 10)?.message).toBe('The recommended value is more than 60');
    expect(settingWarning('min:60', 60)).toBeUndefined();
  });
});

describe('e-mail pattern', () => {
  it.each(['a@b.co', 'first.last@acme-defense.example', 'x_y-z+tag@mail.acme.example'])('accepts %s', (e) =>
    expect(SETTING_EMAIL_PATTERN.test(e)).toBe(true),
  );
  it.each(['a@b', '@b.co', 'a b@c.co', 'a@b..co', 'a+b+c@d.co', 'a@.co'])('refuses %s', (e) =>
    expect(SETTING_EMAIL_PATTERN.test(e)).toBe(false),
  );
});

describe('value typing', () => {
  it('types values on load', () => {
    expect(toTypedSettingValue('Switch', 'TRUE')).toBe(true);
    expect(toTypedSettingValue('Switch', 'FALSE')).toBe(false);
    expect(toTypedSettingValue('Number', '30')).toBe(30);
    expect(toTypedSettingValue('Number', '2.5')).toBe(2.5);
    expect(toTypedSettingValue('Number', '')).toBeNull();
    expect(toTypedSettingValue('MultiSelect', '1;5;10', 'numeric')).toEqual([1, 5, 10]);
    expect(toTypedSettingValue('MultiSelect', 'SAP:Special Access Program;NATO')).toEqual([
      { value: 'SAP', label: 'Special Access Program' },
      { value: 'NATO', label: 'NATO' },
    ]);
    expect(toTypedSettingValue('text', '555')).toBe('555');
    expect(toTypedSettingValue('Dropdown', 'America/Chicago')).toBe('America/Chicago');
  });

  it('stores typed values as the spec says', () => {
    expect(toStoredSettingValue(true)).toBe('TRUE');
    expect(toStoredSettingValue(false)).toBe('FALSE');
    expect(toStoredSettingValue('true')).toBe('TRUE');
    expect(toStoredSettingValue(30)).toBe('30');
    expect(toStoredSettingValue([1, 5, 10])).toBe('1;5;10');
    expect(
      toStoredSettingValue([
        { value: 'SAP', label: 'Special Access Program' },
        { value: 'X', label: 'X' },
      ]),
    ).toBe('SAP:Special Access Program;X');
    expect(toStoredSettingValue(null)).toBe('');
  });

  it('parses and formats option lists with value:label entries', () => {
    expect(parseSettingOptions('a:Alpha; b ;c:Label: with colon')).toEqual([
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'b' },
      { value: 'c', label: 'Label: with colon' },
    ]);
    expect(formatSettingOptions(parseSettingOptions('a:Alpha;b'))).toBe('a:Alpha;b');
  });
});

describe('phone and numeric option input', () => {
  it.each([
    ['5551234567', '555-123-4567'],
    ['+1 555 123 4567', '555-123-4567'],
    ['1-555-123-4567', '555-123-4567'],
    ['(555) 123-4567', '555-123-4567'],
    ['555-123-456', '555-123-456'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
  ])('normalises %s to %s', (input, out) => expect(normalizePhone(input)).toBe(out));

  it('blocks minus, dot and a leading zero', () => {
    expect(isAllowedNumericOptionInput('15')).toBe(true);
    expect(isAllowedNumericOptionInput('')).toBe(true);
    expect(isAllowedNumericOptionInput('-1')).toBe(false);
    expect(isAllowedNumericOptionInput('1.5')).toBe(false);
    expect(isAllowedNumericOptionInput('05')).toBe(false);
    expect(isAllowedNumericOptionInput('0')).toBe(false);
  });
});

describe('setting definitions', () => {
  it('have unique names, known categories and parseable rules', () => {
    const names = SETTING_DEFINITIONS.map((d) => d.parameterName);
    expect(new Set(names).size).toBe(names.length);
    for (const d of SETTING_DEFINITIONS) {
      const cats: readonly string[] = d.scope === 'TENANT' ? TENANT_SETTING_CATEGORIES : SYSTEM_SETTING_CATEGORIES;
      expect(cats).toContain(d.category);
      expect(() => parseSettingRules(d.errorRule)).not.toThrow();
      expect(() => parseSettingRules(d.warningRule)).not.toThrow();
    }
  });

  it('have defaults that satisfy their own error rules', () => {
    for (const d of SETTING_DEFINITIONS) {
      const typed = toTypedSettingValue(d.fieldType, d.defaultValue, d.format);
      expect([d.parameterName, settingError(d.errorRule, typed)]).toEqual([d.parameterName, undefined]);
    }
  });

  it('include the settings other modules read', () => {
    const get = (scope: string, n: string) => SETTING_DEFINITIONS.find((d) => d.scope === scope && d.parameterName === n);
    expect(get('TENANT', 'MFA')).toMatchObject({ fieldType: 'Switch', defaultValue: 'TRUE', category: 'GENERAL' });
    expect(get('TENANT', 'REMEMBER_DEVICE_DAYS')).toMatchObject({ fieldType: 'Number', defaultValue: '30' });
    expect(get('TENANT', 'ANNUAL_TRAINING_REMINDER_DAYS')).toMatchObject({ defaultValue: '1;5;10', format: 'numeric' });
    expect(get('TENANT', 'ACCESSIBLE_SPECIAL_SYSTEMS')).toMatchObject({ fieldType: 'MultiSelect', category: 'SPECIAL_SYSTEM_ACCESS' });
    expect(get('SYSTEM', 'MFA_OVERRIDE')).toMatchObject({ fieldType: 'Switch', defaultValue: 'FALSE' });
    for (const [n, v] of [
      ['LOGIN_MAX_ATTEMPTS', '3'],
      ['LOGIN_ATTEMPT_WINDOW_MINUTES', '15'],
      ['LOGIN_LOCK_MINUTES', '15'],
      ['SESSION_IDLE_MINUTES', '15'],
      ['SESSION_ABSOLUTE_HOURS', '12'],
      ['PASSWORD_EXPIRY_DAYS', '90'],
      ['MAX_UPLOAD_MB', '25'],
    ])
      expect(get('SYSTEM', n)?.defaultValue).toBe(v);
  });
});
