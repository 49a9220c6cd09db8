import type { EntityManager } from 'typeorm';
import type { Grant } from '../../../core/access/grants';
import { registerSystemRoleGrants } from '../../settings';

/** The permissions a user holds through their roles, one entry per role and module (by module name). */
export async function grantsOfUser(em: EntityManager, userId: string): Promise<Grant[]> {
  return grantRows(
    em,
    `SELECT rp.module, rp.can_view, rp.ui, rp.can_create, rp.can_update, rp.can_delete
       FROM user_role ur JOIN role_permission rp ON rp.role_id = ur.role_id WHERE ur.user_id = $1 ORDER BY rp.module`,
    userId,
  );
}

/** The permissions a system role grants (tenant_id NULL), e.g. TENANT_ADMIN, by module name. */
export async function grantsOfSystemRole(em: EntityManager, roleName: string): Promise<Grant[]> {
  return grantRows(
    em,
    `SELECT rp.module, rp.can_view, rp.ui, rp.can_create, rp.can_update, rp.can_delete
       FROM role r JOIN role_permission rp ON rp.role_id = r.id WHERE r.tenant_id IS NULL AND r.name = $1 ORDER BY rp.module`,
    roleName,
  );
}

async function grantRows(em: EntityManager, sql: string, param: string): Promise<Grant[]> {
  const rows = (await em.query(sql, [param])) as Array<{ module: string } & Record<string, boolean>>;
  return rows.map((r) => ({
    module: r.module,
    canView: r.can_view,
    ui: r.ui,
    canCreate: r.can_create,
    canUpdate: r.can_update,
    canDelete: r.can_delete,
  }));
}

// a tenant setting that only a holder of a system role's permissions may change (settings) reads that role here
registerSystemRoleGrants(grantsOfSystemRole);
