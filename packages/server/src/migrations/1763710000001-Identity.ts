import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CURRENT_TENANT, enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';
import { syncSystemRoles } from './catalogue/system-roles';

/**
 * Users, roles, role permissions and role assignments.
 *
 * - app_user and user_role are tenant-owned (row-level security as everywhere).
 * - role rows with tenant_id NULL are the system roles shared by every tenant (the spec's 11);
 *   tenants add their own roles. Every tenant reads system roles; only a transaction acting in the
 *   SYSTEM tenant may change them. role_permission follows its role.
 * - auth_find_user is the one narrow path that crosses tenants: sign-in knows a username but not yet
 *   a tenant, so this SECURITY DEFINER function answers only (user id, tenant id) for a username;
 *   everything else is read inside that tenant's transaction.
 */
export class Identity1763710000001 implements MigrationInterface {
  name = 'Identity1763710000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE app_user (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        ${TENANT_ID_COLUMN},
        username text NOT NULL CHECK (username = btrim(username) AND length(username) BETWEEN 1 AND 128),
        email text NOT NULL,
        first_name text,
        last_name text,
        phone text,
        enabled boolean NOT NULL DEFAULT true,
        locked boolean NOT NULL DEFAULT false,
        locked_until timestamptz,
        password_hash text,
        password_history text[] NOT NULL DEFAULT '{}',
        must_change_password boolean NOT NULL DEFAULT false,
        password_changed_at timestamptz,
        failed_attempts integer NOT NULL DEFAULT 0,
        first_failed_at timestamptz,
        last_login_at timestamptz,
        deleted_at timestamptz
      )`);
    // usernames are unique across the whole system, ignoring case (a deleted user frees the name)
    await q.query(`CREATE UNIQUE INDEX app_user_username_uq ON app_user (lower(username)) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX app_user_tenant_username_idx ON app_user (tenant_id, lower(username))`);
    await q.query(`CREATE INDEX app_user_tenant_email_idx ON app_user (tenant_id, lower(email))`);
    await enableTenantRls(q, 'app_user');

    await q.query(`
      CREATE FUNCTION app_tenant_is_system() RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT EXISTS (SELECT 1 FROM tenant WHERE id = ${CURRENT_TENANT} AND tenant_type = 'SYSTEM')
      $$`);

    await q.query(`
      CREATE TABLE role (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        tenant_id uuid DEFAULT ${CURRENT_TENANT} REFERENCES tenant(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (name ~ '^[A-Z][A-Z0-9_]{0,63}$'),
        pretty_name text NOT NULL CHECK (length(pretty_name) BETWEEN 1 AND 128),
        description text
      )`);
    await q.query(`CREATE UNIQUE INDEX role_tenant_name_uq ON role (tenant_id, name) NULLS NOT DISTINCT`);
    await q.query(`ALTER TABLE role ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE role FORCE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY role_read ON role FOR SELECT USING (tenant_id IS NULL OR tenant_id = ${CURRENT_TENANT})`);
    await q.query(
      `CREATE POLICY role_write ON role USING (tenant_id = ${CURRENT_TENANT} OR (tenant_id IS NULL AND app_tenant_is_system()))`,
    );

    await q.query(`
      CREATE TABLE role_permission (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        role_id uuid NOT NULL REFERENCES role(id) ON DELETE CASCADE,
        module text NOT NULL,
        can_view boolean NOT NULL DEFAULT false,
        ui boolean NOT NULL DEFAULT false,
        can_create boolean NOT NULL DEFAULT false,
        can_update boolean NOT NULL DEFAULT false,
        can_delete boolean NOT NULL DEFAULT false,
        CONSTRAINT role_permission_view_rule CHECK (can_view OR NOT (ui OR can_create OR can_update OR can_delete))
      )`);
    await q.query(`CREATE UNIQUE INDEX role_permission_role_module_uq ON role_permission (role_id, module)`);
    await q.query(`ALTER TABLE role_permission ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE role_permission FORCE ROW LEVEL SECURITY`);
    // a permission row is visible and writable exactly when its role is (the subqueries obey role's policies)
    await q.query(
      `CREATE POLICY role_permission_read ON role_permission FOR SELECT USING (EXISTS (SELECT 1 FROM role r WHERE r.id = role_id))`,
    );
    await q.query(`
      CREATE POLICY role_permission_write ON role_permission USING (EXISTS (
        SELECT 1 FROM role r WHERE r.id = role_id AND (r.tenant_id = ${CURRENT_TENANT} OR (r.tenant_id IS NULL AND app_tenant_is_system()))
      ))`);

    await q.query(`
      CREATE TABLE user_role (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        ${TENANT_ID_COLUMN},
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        role_id uuid NOT NULL REFERENCES role(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX user_role_uq ON user_role (tenant_id, user_id, role_id)`);
    await q.query(`CREATE INDEX user_role_role_idx ON user_role (tenant_id, role_id)`);
    await q.query(`ALTER TABLE user_role ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE user_role FORCE ROW LEVEL SECURITY`);
    // own tenant only, and only roles the tenant can see (system roles or its own)
    await q.query(`
      CREATE POLICY tenant_isolation ON user_role USING (tenant_id = ${CURRENT_TENANT})
      WITH CHECK (tenant_id = ${CURRENT_TENANT} AND EXISTS (SELECT 1 FROM role r WHERE r.id = role_id))`);

    await q.query(`
      CREATE FUNCTION auth_find_user(p_username text) RETURNS TABLE (user_id uuid, tenant_id uuid)
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
        SELECT u.id, u.tenant_id FROM app_user u WHERE lower(u.username) = lower(btrim(p_username)) AND u.deleted_at IS NULL
      $$`);
    await q.query(`COMMENT ON FUNCTION auth_find_user(text) IS 'Sign-in only: the user id and tenant of a username, nothing else'`);

    await syncSystemRoles(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION auth_find_user(text)`);
    await q.query(`DROP TABLE user_role`);
    await q.query(`DROP TABLE role_permission`);
    await q.query(`DROP TABLE role`);
    await q.query(`DROP FUNCTION app_tenant_is_system()`);
    await q.query(`DROP TABLE app_user`);
  }
}
