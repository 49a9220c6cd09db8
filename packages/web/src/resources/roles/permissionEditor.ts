import {
  applyPermissionChange,
  moduleTree,
  NO_FLAGS,
  PERMISSION_FLAGS,
  permissionDiff,
  type ModuleDefinition,
  type ModuleTreeNode,
  type PermissionFlags,
  type PermissionMap,
} from '@clearline/shared';

/** One entry of GET /roles/{id}/permissions. */
export interface PermissionEntry extends PermissionFlags {
  module: { name: string; prettyName: string; description: string; parentId: string | null; group?: string };
}

export const toMap = (entries: PermissionEntry[]): PermissionMap =>
  Object.fromEntries(
    entries.map((e) => [e.module.name, Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, e[f]])) as unknown as PermissionFlags]),
  );

/** The modules as a tree by parentId, each level sorted by pretty name (shared moduleTree). */
export function treeOf(entries: PermissionEntry[]): ModuleTreeNode[] {
  const modules: ModuleDefinition[] = entries.map((e) => ({
    name: e.module.name,
    prettyName: e.module.prettyName,
    description: e.module.description,
    parent: e.module.parentId,
    group: (e.module.group ?? 'BUSINESS') as ModuleDefinition['group'],
  }));
  return moduleTree(modules);
}

/**
 * Flips one flag in the editor with the VIEW rule: turning Read off clears the other flags; turning
 * another flag on while Read is off is refused (the message says why).
 */
export function toggleFlag(
  map: PermissionMap,
  module: { name: string; prettyName: string },
  flag: keyof PermissionFlags,
  value: boolean,
): { map: PermissionMap } | { error: string } {
  const result = applyPermissionChange(module.prettyName, map[module.name] ?? NO_FLAGS, { [flag]: value });
  if ('error' in result) return result;
  return { map: { ...map, [module.name]: result.flags } };
}

/** What PUT /roles/permissions sends: only the changed modules. */
export const changedEntries = (before: PermissionMap, after: PermissionMap) => permissionDiff(before, after);
