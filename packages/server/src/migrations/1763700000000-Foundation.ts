import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tenants and the append-only audit log. */
export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`
      CREATE TABLE tenant (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        name text NOT NULL,
        tenant_type text NOT NULL CHECK (tenant_type IN ('SAAS','MSS','DEFAULT','SYSTEM')),
        pay_tier text NOT NULL DEFAULT 'STANDARD' CHECK (pay_tier IN ('PREMIUM','STANDARD','ADMINISTRATIVE','HOURLY')),
        enabled boolean NOT NULL DEFAULT true,
        termination_date date,
        managing_tenant_id uuid REFERENCES tenant(id) ON DELETE SET NULL,
        anonymous_hash text NOT NULL,
        logo_key text,
        logo_content_type text,
        contact_name text, contact_email text, contact_phone text,
        street1 text, street2 text, city text, state text, zip_code text, cage_code text
      )`);
    await q.query(`CREATE UNIQUE INDEX tenant_name_uq ON tenant (lower(name))`);
    await q.query(`CREATE UNIQUE INDEX tenant_anonymous_hash_uq ON tenant (anonymous_hash)`);
    await q.query(`CREATE INDEX tenant_managing_idx ON tenant (managing_tenant_id)`);

    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        event_time timestamptz NOT NULL DEFAULT now(),
        event_type text NOT NULL,
        tenant_id uuid,
        user_id uuid,
        username text,
        impersonator text,
        object_table text,
        object_id text,
        action text,
        changes jsonb,
        ip text,
        user_agent text,
        request_id text,
        details jsonb
      )`);
    await q.query(`CREATE INDEX audit_log_tenant_time_idx ON audit_log (tenant_id, event_time DESC)`);
    await q.query(`CREATE INDEX audit_log_time_idx ON audit_log (event_time DESC)`);
    await q.query(`CREATE INDEX audit_log_object_idx ON audit_log (object_table, object_id)`);
    await q.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(
      `CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
    );
    await q.query(
      `CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`,
    );
    // tenants read their own audit rows; anyone in a transaction may append
    await q.query(`ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE audit_log FORCE ROW LEVEL SECURITY`);
    await q.query(
      `CREATE POLICY audit_read ON audit_log FOR SELECT USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)`,
    );
    await q.query(`CREATE POLICY audit_append ON audit_log FOR INSERT WITH CHECK (true)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP FUNCTION audit_log_append_only`);
    await q.query(`DROP TABLE tenant`);
  }
}
