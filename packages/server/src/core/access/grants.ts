import { FLAG_LABELS, moduleByName, PERMISSION_FLAGS, type PermissionFlags, type PermissionMap } from '@clearline/shared';

/**
 * The rule behind role assignment and acting on other users: nobody grants, assigns or acts on more
 * rights than they hold themselves. Pure helpers; what a user or a system role grants is read by the
 * identity module, which owns the roles.
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
