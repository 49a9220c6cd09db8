import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tenant's day in SQL: `tenant_time_zone(id)` (its TIME_ZONE setting, else the setting's default, else UTC: the rule of
 * SettingsService.tenantTimeZone) and `tenant_today(id)`. Both read with the caller's rights (row-level security
 * applies). A tenant is closed out, and its anonymous link stops, from its termination date in its own day, no longer
 * the database's UTC day.
 */
export class TenantDay1764080000001 implements MigrationInterface {
  name = 'TenantDay1764080000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION tenant_time_zone(p_tenant uuid) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT coalesce(
          (SELECT nullif(s.value, '') FROM tenant_setting s WHERE s.tenant_id = p_tenant AND s.parameter_name = 'TIME_ZONE'),
          (SELECT nullif(d.default_value, '') FROM setting_definition d WHERE d.parameter_name = 'TIME_ZONE' AND d.scope = 'TENANT'),
          'UTC')
      $$`);
    await q.query(`
      CREATE FUNCTION tenant_today(p_tenant uuid) RETURNS date LANGUAGE sql STABLE AS $$
        SELECT (now() AT TIME ZONE tenant_time_zone(p_tenant))::date
      $$`);
    await this.accessFunctions(q, 'tenant_today(t.id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await this.accessFunctions(q, 'current_date');
    await q.query(`DROP FUNCTION tenant_today(uuid)`);
    await q.query(`DROP FUNCTION tenant_time_zone(uuid)`);
  }

  /** The sign-in and anonymous-link look-ups, with `today` as the day a termination date counts from. */
  private async accessFunctions(q: QueryRunner, today: string): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION tenant_access_state(p_tenant uuid) RETURNS text
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
        SELECT CASE WHEN t.termination_date IS NOT NULL AND t.termination_date <= ${today} THEN 'CLOSED_OUT'
                    WHEN NOT t.enabled THEN 'DISABLED' ELSE 'ACTIVE' END
        FROM tenant t WHERE t.id = p_tenant
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION tenant_by_anonymous_hash(p_hash text) RETURNS TABLE (id uuid, name text)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
        SELECT t.id, t.name FROM tenant t
        WHERE t.anonymous_hash = p_hash AND t.enabled AND (t.termination_date IS NULL OR t.termination_date > ${today})
      $$`);
  }
}
