import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CURRENT_TENANT } from '../core/database/rls';

/**
 * Tenancy hardening and tenant records:
 * - the tenant table gets row-level security: a transaction sees its own tenant's row and the rows of
 *   tenants its tenant manages (MSS); cross-tenant listing goes through the audited system scope;
 *   outside the system scope a tenant cannot change its own type, tier, status or managing tenant;
 * - contact fields a provider needs, the MSS security-team point of contact and client FSO;
 * - tenant logos in their own table (bytes in the database: small, transactional, isolated by RLS);
 * - audit rows: only for the transaction's own tenant (or none), stamped with the database clock;
 *   indexes for the audit list filters.
 */
export class Tenancy1763730000001 implements MigrationInterface {
  name = 'Tenancy1763730000001';

  async up(q: QueryRunner): Promise<void> {
    // ---- tenant fields
    await q.query(`
      ALTER TABLE tenant
        DROP COLUMN logo_key,
        ADD COLUMN contact_title text,
        ADD COLUMN billing_contact_name text,
        ADD COLUMN billing_contact_email text,
        ADD COLUMN billing_contact_phone text,
        ADD COLUMN website text,
        ADD COLUMN country_id integer NOT NULL DEFAULT 236,
        ADD COLUMN notes text,
        ADD COLUMN security_team_poc_user_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
        ADD COLUMN client_fso_name text,
        ADD COLUMN client_fso_email text,
        ADD COLUMN client_fso_phone text,
        ADD COLUMN logo_updated_at timestamptz,
        ADD COLUMN closed_out_at timestamptz,
        ADD CONSTRAINT tenant_not_own_manager CHECK (managing_tenant_id IS DISTINCT FROM id),
        ADD CONSTRAINT tenant_name_length CHECK (length(btrim(name)) BETWEEN 1 AND 128)`);

    // true for the system scope (clearline_system has BYPASSRLS) and for the owner/superuser (migrations, seeds)
    await q.query(`
      CREATE FUNCTION app_privileged() RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT COALESCE((SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user), false)
      $$`);

    // ---- tenant row-level security
    await q.query(`ALTER TABLE tenant ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE tenant FORCE ROW LEVEL SECURITY`);
    await q.query(
      `CREATE POLICY tenant_read ON tenant FOR SELECT USING (id = ${CURRENT_TENANT} OR managing_tenant_id = ${CURRENT_TENANT})`,
    );
    await q.query(`CREATE POLICY tenant_insert ON tenant FOR INSERT WITH CHECK (managing_tenant_id = ${CURRENT_TENANT})`);
    await q.query(`
      CREATE POLICY tenant_update ON tenant FOR UPDATE
      USING (id = ${CURRENT_TENANT} OR managing_tenant_id = ${CURRENT_TENANT})
      WITH CHECK (id = ${CURRENT_TENANT} OR managing_tenant_id = ${CURRENT_TENANT})`);
    // no DELETE policy: tenants are closed out, never deleted by the application
    await q.query(`
      CREATE FUNCTION tenant_guard_own_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF app_privileged() THEN RETURN NEW; END IF;
        IF NEW.tenant_type IS DISTINCT FROM OLD.tenant_type
           OR NEW.managing_tenant_id IS DISTINCT FROM OLD.managing_tenant_id
           OR NEW.anonymous_hash IS DISTINCT FROM OLD.anonymous_hash
           OR NEW.termination_date IS DISTINCT FROM OLD.termination_date
           OR NEW.closed_out_at IS DISTINCT FROM OLD.closed_out_at THEN
          RAISE EXCEPTION 'tenant type, managing tenant, hash and close-out change only in the system scope'
            USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF OLD.id = ${CURRENT_TENANT} AND (NEW.enabled IS DISTINCT FROM OLD.enabled OR NEW.pay_tier IS DISTINCT FROM OLD.pay_tier) THEN
          RAISE EXCEPTION 'a tenant cannot change its own status or pay tier' USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER tenant_guard_own_row BEFORE UPDATE ON tenant FOR EACH ROW EXECUTE FUNCTION tenant_guard_own_row()`);

    // narrow cross-tenant answers for callers without a tenant yet (sign-in, anonymous reporting)
    await q.query(`
      CREATE FUNCTION tenant_access_state(p_tenant uuid) RETURNS text
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
        SELECT CASE WHEN t.termination_date IS NOT NULL AND t.termination_date <= current_date THEN 'CLOSED_OUT'
                    WHEN NOT t.enabled THEN 'DISABLED' ELSE 'ACTIVE' END
        FROM tenant t WHERE t.id = p_tenant
      $$`);
    await q.query(
      `COMMENT ON FUNCTION tenant_access_state(uuid) IS 'Sign-in: ACTIVE, DISABLED or CLOSED_OUT for a tenant id, nothing else'`,
    );
    await q.query(`
      CREATE FUNCTION tenant_by_anonymous_hash(p_hash text) RETURNS TABLE (id uuid, name text)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
        SELECT t.id, t.name FROM tenant t
        WHERE t.anonymous_hash = p_hash AND t.enabled AND (t.termination_date IS NULL OR t.termination_date > current_date)
      $$`);
    await q.query(`COMMENT ON FUNCTION tenant_by_anonymous_hash(text) IS 'Anonymous reporting: the active tenant a hash link names'`);

    // ---- logos
    await q.query(`
      CREATE TABLE tenant_logo (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        tenant_id uuid NOT NULL UNIQUE REFERENCES tenant(id) ON DELETE CASCADE,
        content bytea NOT NULL,
        content_type text NOT NULL CHECK (content_type IN ('image/png','image/jpeg','image/gif','image/webp')),
        size integer NOT NULL CHECK (size > 0 AND size <= 1048576)
      )`);
    await q.query(`ALTER TABLE tenant_logo ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE tenant_logo FORCE ROW LEVEL SECURITY`);
    // a logo is visible and writable exactly when its tenant is (own tenant, or managed by it)
    await q.query(`CREATE POLICY tenant_logo_access ON tenant_logo USING (EXISTS (SELECT 1 FROM tenant t WHERE t.id = tenant_id))`);

    // ---- audit rows
    await q.query(`DROP POLICY audit_append ON audit_log`);
    await q.query(`CREATE POLICY audit_append ON audit_log FOR INSERT WITH CHECK (tenant_id IS NULL OR tenant_id = ${CURRENT_TENANT})`);
    await q.query(`
      CREATE FUNCTION audit_log_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- the application cannot back-date or post-date audit rows; only the owner may load history
        IF NOT COALESCE((SELECT rolsuper FROM pg_roles WHERE rolname = session_user), false) THEN
          NEW.event_time := now();
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER audit_log_stamp BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_stamp()`);
    // newest-first pages read only their rows from the index (the id breaks ties like the list's ORDER BY)
    await q.query(`DROP INDEX audit_log_tenant_time_idx`);
    await q.query(`DROP INDEX audit_log_time_idx`);
    await q.query(`CREATE INDEX audit_log_tenant_time_idx ON audit_log (tenant_id, event_time DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_time_idx ON audit_log (event_time DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_tenant_type_time_idx ON audit_log (tenant_id, event_type, event_time DESC)`);
    await q.query(`CREATE INDEX audit_log_username_time_idx ON audit_log (lower(username), event_time DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX audit_log_username_time_idx`);
    await q.query(`DROP INDEX audit_log_tenant_type_time_idx`);
    await q.query(`DROP INDEX audit_log_time_idx`);
    await q.query(`DROP INDEX audit_log_tenant_time_idx`);
    await q.query(`CREATE INDEX audit_log_tenant_time_idx ON audit_log (tenant_id, event_time DESC)`);
    await q.query(`CREATE INDEX audit_log_time_idx ON audit_log (event_time DESC)`);
    await q.query(`DROP TRIGGER audit_log_stamp ON audit_log`);
    await q.query(`DROP FUNCTION audit_log_stamp`);
    await q.query(`DROP POLICY audit_append ON audit_log`);
    await q.query(`CREATE POLICY audit_append ON audit_log FOR INSERT WITH CHECK (true)`);
    await q.query(`DROP TABLE tenant_logo`);
    await q.query(`DROP FUNCTION tenant_by_anonymous_hash(text)`);
    await q.query(`DROP FUNCTION tenant_access_state(uuid)`);
    await q.query(`DROP TRIGGER tenant_guard_own_row ON tenant`);
    await q.query(`DROP FUNCTION tenant_guard_own_row`);
    await q.query(`DROP POLICY tenant_update ON tenant`);
    await q.query(`DROP POLICY tenant_insert ON tenant`);
    await q.query(`DROP POLICY tenant_read ON tenant`);
    await q.query(`ALTER TABLE tenant NO FORCE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE tenant DISABLE ROW LEVEL SECURITY`);
    await q.query(`DROP FUNCTION app_privileged`);
    await q.query(`
      ALTER TABLE tenant
        DROP CONSTRAINT tenant_name_length, DROP CONSTRAINT tenant_not_own_manager,
        DROP COLUMN closed_out_at, DROP COLUMN logo_updated_at, DROP COLUMN client_fso_phone, DROP COLUMN client_fso_email,
        DROP COLUMN client_fso_name, DROP COLUMN security_team_poc_user_id, DROP COLUMN notes, DROP COLUMN country_id,
        DROP COLUMN website, DROP COLUMN billing_contact_phone, DROP COLUMN billing_contact_email, DROP COLUMN billing_contact_name,
        DROP COLUMN contact_title, ADD COLUMN logo_key text`);
  }
}
