import { allModules, defaultRolePermissions, ROLE_DESCRIPTIONS, ROLE_NAMES, ROLE_PRETTY_NAMES } from '@clearline/shared';

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Inserts the spec's 11 system roles (tenant_id NULL, shared by every tenant) with their descriptions
 * (filling an empty one) and, for each, the
 * default permission of every catalogue module it does not have yet. Never overwrites a permission an
 * administrator has edited, so it is safe in the migration, the seeder and after new modules appear.
 * Runs as the owner.
 */
export async function syncSystemRoles(q: Queryable): Promise<void> {
  const modules = allModules().map((m) => m.name);
  const roles = JSON.stringify(
    ROLE_NAMES.map((name) => ({ name, pretty_name: ROLE_PRETTY_NAMES[name], description: ROLE_DESCRIPTIONS[name] })),
  );
  await q.query(
    `INSERT INTO role (tenant_id, name, pretty_name, description)
     SELECT NULL, r.name, r.pretty_name, r.description FROM jsonb_to_recordset($1::jsonb) AS r(name text, pretty_name text, description text)
     ON CONFLICT (tenant_id, name) DO NOTHING`,
    [roles],
  );
  // a description nobody has written yet is filled in; one an administrator wrote is kept
  await q.query(
    `UPDATE role SET description = r.description
     FROM jsonb_to_recordset($1::jsonb) AS r(name text, description text)
     WHERE role.tenant_id IS NULL AND role.name = r.name AND (role.description IS NULL OR role.description = '')`,
    [roles],
  );
  const rows = ROLE_NAMES.flatMap((role) =>
    Object.entries(defaultRolePermissions(role, modules)).map(([module, f]) => ({
      role,
      module,
      can_view: f.canView,
      ui: f.ui,
      can_create: f.canCreate,
      can_update: f.canUpdate,
      can_delete: f.canDelete,
    })),
  );
  await q.query(
    `INSERT INTO role_permission (role_id, module, can_view, ui, can_create, can_update, can_delete)
     SELECT r.id, p.module, p.can_view, p.ui, p.can_create, p.can_update, p.can_delete
     FROM jsonb_to_recordset($1::jsonb) AS p(role text, module text, can_view boolean, ui boolean, can_create boolean,
                                            can_update boolean, can_delete boolean)
     JOIN role r ON r.tenant_id IS NULL AND r.name = p.role
     ON CONFLICT (role_id, module) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
