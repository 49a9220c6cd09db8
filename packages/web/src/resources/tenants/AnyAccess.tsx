import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import { canAccess, type PermissionMap, type PermissionType } from '@clearline/shared';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';

/**
 * Route guard for pages that one of several permissions opens (tenant pages: TENANT_MANAGEMENT or
 * MSS_TENANT_MANAGEMENT); otherwise back to /, like RequireAccess. The server narrows what each sees.
 */
export const AnyAccess = ({ anyOf, children }: { anyOf: ReadonlyArray<readonly [string, PermissionType]>; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<PermissionMap>();
  if (isPending) return <FullScreenSpinner />;
  if (!anyOf.some((pair) => canAccess(permissions ?? {}, [pair]))) return <Navigate to="/" replace />;
  return <>{children}</>;
};

export const manage = (type: PermissionType): Array<readonly [string, PermissionType]> => [
  ['TENANT_MANAGEMENT', type],
  ['MSS_TENANT_MANAGEMENT', type],
];
