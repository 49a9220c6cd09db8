import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';
import { upsertSettingDefinitions } from './catalogue/setting-definitions';

/** Setting definitions (reference data), tenant setting values (tenant-owned) and system setting values. */
export class Settings1763720000000 implements MigrationInterface {
  name = 'Settings1763720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE setting_definition (
        parameter_name text PRIMARY KEY,
        scope text NOT NULL CHECK (scope IN ('TENANT','SYSTEM')),
        category text NOT NULL,
        pretty_name text NOT NULL,
        field_type text NOT NULL CHECK (field_type IN ('Switch','Dropdown','MultiSelect','Multiline','Number','text')),
        default_value text NOT NULL DEFAULT '',
        value_type text,
        error_rule text,
        warning_rule text,
        format text,
        description text NOT NULL DEFAULT '',
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX setting_definition_scope_category_idx ON setting_definition (scope, category, sort_order)`);

    await q.query(`
      CREATE TABLE tenant_setting (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${TENANT_ID_COLUMN},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        parameter_name text NOT NULL REFERENCES setting_definition(parameter_name) ON UPDATE CASCADE,
        value text NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE UNIQUE INDEX tenant_setting_param_uq ON tenant_setting (tenant_id, parameter_name)`);
    await enableTenantRls(q, 'tenant_setting');

    await q.query(`
      CREATE TABLE system_setting (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        parameter_name text NOT NULL UNIQUE REFERENCES setting_definition(parameter_name) ON UPDATE CASCADE,
        value text NOT NULL DEFAULT ''
      )`);

    await upsertSettingDefinitions(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE system_setting`);
    await q.query(`DROP TABLE tenant_setting`);
    await q.query(`DROP TABLE setting_definition`);
  }
}
