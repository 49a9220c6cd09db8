import { canAccess, PERMISSION_TYPES, type PermissionMap, type PermissionType } from '@clearline/shared';

/** react-admin actions → the permission type they need on the resource's module. */
export const ACTION_PERMISSION: Readonly<Record<string, PermissionType>> = {
  list: 'UI',
  show: 'UI',
  create: 'CREATE',
  edit: 'UPDATE',
  delete: 'DELETE',
};

const resourceModules = new Map<string, readonly string[]>();

/** Declares which permission module guards a react-admin resource (with several, any one of them opens it). */
export function registerResourceModule(resource: string, module: string | readonly string[]): void {
  resourceModules.set(resource, typeof module === 'string' ? [module] : module);
}

/** A resource's modules; an unregistered name is taken as a module name (unknown ones grant nothing). */
export const modulesOf = (resource: string): readonly string[] => resourceModules.get(resource) ?? [resource];

const isPermissionType = (action: string): action is PermissionType => (PERMISSION_TYPES as readonly string[]).includes(action);

/**
 * Decides `authProvider.canAccess({ resource, action })`. Actions are react-admin's (list, show,
 * create, edit, delete) or a permission type itself (VIEW, UI, CREATE, UPDATE, DELETE); anything
 * else is refused.
 */
export function canAccessResource(perms: PermissionMap, resource: string, action: string): boolean {
  const type = ACTION_PERMISSION[action] ?? (isPermissionType(action) ? action : undefined);
  if (!type) return false;
  return modulesOf(resource).some((module) => canAccess(perms, [[module, type]]));
}
