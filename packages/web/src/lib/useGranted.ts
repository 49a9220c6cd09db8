import { usePermissions } from 'react-admin';
import { canAccess, type PermissionMap, type PermissionType } from '@clearline/shared';

/** Whether the signed-in user holds `type` on `module` (the UI hides; the API refuses). */
export function useGranted(module: string, type: PermissionType): boolean {
  const { permissions } = usePermissions<PermissionMap>();
  return canAccess(permissions ?? {}, [[module, type]]);
}
