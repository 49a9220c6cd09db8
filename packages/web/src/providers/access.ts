import { canAccess, PERMISSION_TYPES, type PermissionMap, type PermissionType } from '@clearline/shared';

/** react-admin actions → the permission type they need on the resource's module. */
export const ACTION_PERMISSION: Readonly<Record<string, PermissionType>> = {
  list: 'UI',
  show: 'UI',
  create: 'CREATE',
  edit: 'UPDATE',
  delete: 'DELETE',
};

const resourceModules = new Map<string, string>();

/** Declares which permission module guards a react-admin resource. */
export function registerResourceModule(resource: string, module: string): void {
  resourceModules.set(resource, module);
}

/** A resource's module; an unregistered name is taken as a module name (unknown ones grant nothing). */
export const moduleOf = (resource: string): string => resourceModules.get(resource) ?? resource;

const isPermissionType = (action: string): action is PermissionType => (PERMISSION_TYPES as readonly string[]).includes(action);

/**
 * Decides `authProvider.canAccess({ resource, action })`. Actions are react-admin's (list, show,
 * create, edit, delete) or a permission type itself (VIEW, UI, CREATE, UPDATE, DELETE); anything
 * else is refused.
 */
export function canAccessResource(perms: PermissionMap, resource: string, action: string): boolean {
  const type = ACTION_PERMISSION[action] ?? (isPermissionType(action) ? action : undefined);
  if (!type) return false;
  return canAccess(perms, [[moduleOf(resource), type]]);
}
