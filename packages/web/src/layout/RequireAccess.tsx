import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import { canAccess, type PermissionMap, type PermissionType } from '@clearline/shared';
import { FullScreenSpinner } from '../components/FullScreenSpinner';

/** Route guard for pages: every listed module/type pair must be granted, otherwise back to /. */
export const RequireAccess = ({ access, children }: { access: ReadonlyArray<readonly [string, PermissionType]>; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<PermissionMap>();
  if (isPending) return <FullScreenSpinner />;
  if (!canAccess(permissions ?? {}, access)) return <Navigate to="/" replace />;
  return <>{children}</>;
};
