import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { SETTING_FIELD_TYPES, SETTING_FORMATS, SYSTEM_SETTING_CATEGORIES, TENANT_SETTING_CATEGORIES } from '@clearline/shared';
import { EnumOf, TextField } from '../../core/http/fields';

/** One setting as the settings pages show it (spec 01 §7: parameterName, prettyName, fieldType, …). */
export class SettingDto {
  /** setting category, e.g. GENERAL */
  @EnumOf([...TENANT_SETTING_CATEGORIES, ...SYSTEM_SETTING_CATEGORIES])
  category: string;
  parameterName: string;
  prettyName: string;
  @EnumOf(SETTING_FIELD_TYPES)
  fieldType: string;
  /** stored form of the default (TRUE/FALSE, numeric string, value:label;…) */
  defaultValue: string;
  /** the tenant's (or system's) value in stored form; the default when never saved */
  value: string;
  /** option list for Dropdown and MultiSelect as value:label;value:label */
  valueType: string | null;
  /** blocking rules, e.g. required:true;min:1;max:90 */
  errorRule: string | null;
  /** non-blocking rules in the same grammar */
  warningRule: string | null;
  /** phone (normalised to ddd-ddd-dddd) or numeric (whole-number multi-select); null otherwise */
  @EnumOf(SETTING_FORMATS)
  format: string | null;
  description: string;
  /** the warning the current value raises, when it breaks a warning rule */
  warning?: string;
}

/** One saved setting (spec 01 §3 "Saved setting item"). */
export class SaveSettingItemDto {
  @TextField({ label: 'categoryName', required: true })
  categoryName: string;

  @TextField({ label: 'parameterName', required: true })
  parameterName: string;

  /** the value in stored form; booleans and numbers are accepted and stored as TRUE/FALSE and numeric strings */
  @Allow()
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] })
  value: string | number | boolean | null;
}
