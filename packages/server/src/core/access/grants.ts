import { FLAG_LABELS, moduleByName, PERMISSION_FLAGS, type PermissionFlags, type PermissionMap } from '@clearline/shared';
import type { EntityManager } from 'typeorm';

/**
 * The rule behind role assignment and acting on other users: nobody grants, assigns or acts on more
 * rights than they hold themselves. Pure helpers plus the two queries that read what a user or a
 * system role grants (in the caller's transaction).
 */

/** A permission as a role grants it or a user holds it: a module and its flags. */
export type Grant = { module: string } & PermissionFlags;

/** Whether `mine` holds every flag `p` grants on its module. */
export const holds = (mine: PermissionMap, p: Grant): boolean => PERMISSION_FLAGS.every((f) => !p[f] || mine[p.module]?.[f] === true);

/** The first flag of `grants` that `mine` does not hold, as labels for a message; null when every one is held. */
export function firstUnheld(mine: PermissionMap, grants: Iterable<Grant>): { flag: string; module: string } | null {
  for (const p of grants) {
    const flag = PERMISSION_FLAGS.find((f) => p[f] && mine[p.module]?.[f] !== true);
    if (flag) return { flag: FLAG_LABELS[flag], module: moduleByName(p.module)?.prettyName ?? p.module };
  }
  return null;
}

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
