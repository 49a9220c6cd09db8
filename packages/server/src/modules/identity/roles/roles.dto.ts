import { Transform } from 'class-transformer';
import { USER_MESSAGES } from '@clearline/shared';
import { BoolField, NestedField, PatternField, ReadOnly, TextField, UuidField } from '../../../core/http/fields';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

export class ModuleDto {
  /** the module's name, which is also its id */
  id: string;
  name: string;
  prettyName: string;
  description: string;
  /** name of the parent module, null at the top */
  parentId: string | null;
  group: string;
}

/** One module's flags in a role (spec 01 §3 "Permission entry"). */
export class PermissionEntryDto {
  module: ModuleDto;
  canView: boolean;
  ui: boolean;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

export class RoleDto {
  id: string;
  name: string;
  prettyName: string;
  description: string | null;
  /** a system role (shared by every tenant, changed only by system administrators) */
  system: boolean;
  tenantId: string | null;
  /** users of the current tenant holding the role */
  userCount: number;
}

export class RoleWithPermissionsDto extends RoleDto {
  permissions: PermissionEntryDto[];
}

/** A change of some flags on one module; omitted flags stay as they are. */
export class PermissionChangeDto {
  @TextField({ label: 'module', required: true })
  module: string;

  @BoolField({ label: 'canView', nullable: false })
  canView?: boolean;

  @BoolField({ label: 'ui', nullable: false })
  ui?: boolean;

  @BoolField({ label: 'canCreate', nullable: false })
  canCreate?: boolean;

  @BoolField({ label: 'canUpdate', nullable: false })
  canUpdate?: boolean;

  @BoolField({ label: 'canDelete', nullable: false })
  canDelete?: boolean;
}

export class CreateRoleDto {
  @Transform(upper)
  @PatternField({ label: 'Role name', required: true, pattern: /^[A-Z][A-Z0-9_]{0,63}$/, message: USER_MESSAGES.roleNameInvalid })
  name: string;

  @Transform(trim)
  @TextField({ label: 'Display name', required: true })
  prettyName: string;

  @Transform(trim)
  @TextField({ label: 'Description', multiline: true })
  description?: string | null;

  /** initial permissions (same rules as PUT /roles/permissions) */
  @NestedField(() => PermissionChangeDto, { label: 'permissions', list: true, maxItems: 1000, nullable: false })
  permissions?: PermissionChangeDto[];
}

export class UpdateRoleDto {
  @Transform(trim)
  @TextField({ label: 'Display name', required: 'if-given' })
  prettyName?: string;

  @Transform(trim)
  @TextField({ label: 'Description', multiline: true })
  description?: string | null;

  // the answer-only fields of RoleDto, which a client may send back (the name is fixed once the role exists)
  @ReadOnly()
  id?: string;

  @ReadOnly()
  name?: string;

  @ReadOnly()
  system?: boolean;

  @ReadOnly()
  tenantId?: string | null;

  @ReadOnly()
  userCount?: number;
}

/** PUT /roles/permissions: the role and only the entries that changed. */
export class UpdateRolePermissionsDto {
  @UuidField({ label: 'Role', references: 'role', required: true })
  roleId: string;

  /** only the entries that changed */
  @NestedField(() => PermissionChangeDto, { label: 'permissions', list: true, maxItems: 1000, required: true })
  permissions: PermissionChangeDto[];
}

/** GET /users/me/roles: a role of the signed-in user with the permissions it grants. */
export class MyRoleDto {
  id: string;
  name: string;
  prettyName: string;
  permissions: PermissionEntryDto[];
}
