import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { mergeRolePermissions, type PermissionMap, type RolePermissionEntry } from '@clearline/shared';
import { TenantDb } from '../../../core/database/tenant-db';

export interface UserAccess {
  /** enabled, not locked, not deleted */
  active: boolean;
  roles: string[];
  permissions: PermissionMap;
}

/** Loads a user's roles and their permissions merged by module (any role granting a flag wins). */
@Injectable()
export class UserPermissions {
  constructor(private readonly db: TenantDb) {}

  load(userId: string, tenantId: string): Promise<UserAccess> {
    return this.db.inTenant(tenantId, (em) => this.loadWith(em, userId));
  }

  async loadWith(em: EntityManager, userId: string): Promise<UserAccess> {
    const [user] = (await em.query(
      `SELECT enabled, locked AND (locked_until IS NULL OR locked_until > now()) AS locked, deleted_at IS NOT NULL AS deleted
         FROM app_user WHERE id = $1`,
      [userId],
    )) as Array<{ enabled: boolean; locked: boolean; deleted: boolean }>;
    const rows = (await em.query(
      `SELECT r.id, r.name, rp.module, rp.can_view, rp.ui, rp.can_create, rp.can_update, rp.can_delete
         FROM user_role ur JOIN role r ON r.id = ur.role_id LEFT JOIN role_permission rp ON rp.role_id = r.id
        WHERE ur.user_id = $1 ORDER BY r.name`,
      [userId],
    )) as Array<{ id: string; name: string; module: string | null } & Record<string, boolean>>;
    const byRole = new Map<string, { name: string; permissions: RolePermissionEntry[] }>();
    for (const r of rows) {
      const role = byRole.get(r.id) ?? { name: r.name, permissions: [] };
      byRole.set(r.id, role);
      if (r.module) {
        role.permissions.push({
          module: { name: r.module },
          canView: r.can_view,
          ui: r.ui,
          canCreate: r.can_create,
          canUpdate: r.can_update,
          canDelete: r.can_delete,
        });
      }
    }
    const roles = [...new Set([...byRole.values()].map((r) => r.name))];
    return {
      active: !!user && user.enabled && !user.locked && !user.deleted,
      roles,
      permissions: mergeRolePermissions([...byRole.values()]),
    };
  }
}
