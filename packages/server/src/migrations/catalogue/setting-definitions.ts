import { SETTING_DEFINITIONS } from '@clearline/shared';

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Writes the setting definitions of packages/shared into `setting_definition` (insert or update by
 * parameter name), so the database always describes the settings the code knows. Used by the
 * settings migration and the seeder; idempotent.
 */
export async function upsertSettingDefinitions(q: Queryable): Promise<void> {
  const rows = SETTING_DEFINITIONS.map((d, i) => ({
    parameter_name: d.parameterName,
    scope: d.scope,
    category: d.category,
    pretty_name: d.prettyName,
    field_type: d.fieldType,
    default_value: d.defaultValue,
    value_type: d.valueType,
    error_rule: d.errorRule,
    warning_rule: d.warningRule,
    format: d.format ?? null,
    description: d.description,
    sort_order: i + 1,
  }));
  await q.query(
    `INSERT INTO setting_definition (parameter_name, scope, category, pretty_name, field_type, default_value, value_type,
                                     error_rule, warning_rule, format, description, sort_order)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(parameter_name text, scope text, category text, pretty_name text,
       field_type text, default_value text, value_type text, error_rule text, warning_rule text, format text,
       description text, sort_order int)
     ON CONFLICT (parameter_name) DO UPDATE SET scope = EXCLUDED.scope, category = EXCLUDED.category,
       pretty_name = EXCLUDED.pretty_name, field_type = EXCLUDED.field_type, default_value = EXCLUDED.default_value,
       value_type = EXCLUDED.value_type, error_rule = EXCLUDED.error_rule, warning_rule = EXCLUDED.warning_rule,
       format = EXCLUDED.format, description = EXCLUDED.description, sort_order = EXCLUDED.sort_order`,
    [JSON.stringify(rows)],
  );
}
