import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { USER_MESSAGES } from '@clearline/shared';
import { Nullable } from '../../../core/http/validation';

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
  @IsString({ message: 'module is required' })
  @MaxLength(128)
  module: string;

  @IsOptional()
  @IsBoolean()
  canView?: boolean;

  @IsOptional()
  @IsBoolean()
  ui?: boolean;

  @IsOptional()
  @IsBoolean()
  canCreate?: boolean;

  @IsOptional()
  @IsBoolean()
  canUpdate?: boolean;

  @IsOptional()
  @IsBoolean()
  canDelete?: boolean;
}

export class CreateRoleDto {
  @Transform(upper)
  @IsString({ message: 'Role name is required' })
  @Matches(/^[A-Z][A-Z0-9_]{0,63}$/, { message: USER_MESSAGES.roleNameInvalid })
  name: string;

  @Transform(trim)
  @IsString({ message: 'Display name is required' })
  @MinLength(1, { message: 'Display name is required' })
  @MaxLength(128, { message: 'Field exceeded max character length of 128.' })
  prettyName: string;

  @Nullable()
  @Transform(trim)
  @IsString()
  @MaxLength(500, { message: 'Field exceeded max character length of 500.' })
  description?: string | null;

  /** initial permissions (same rules as PUT /roles/permissions) */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => PermissionChangeDto)
  permissions?: PermissionChangeDto[];
}

export class UpdateRoleDto {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Display name is required' })
  @MaxLength(128, { message: 'Field exceeded max character length of 128.' })
  prettyName?: string;

  @Nullable()
  @Transform(trim)
  @IsString()
  @MaxLength(500, { message: 'Field exceeded max character length of 500.' })
  description?: string | null;
}

/** PUT /roles/permissions: the role and only the entries that changed. */
export class UpdateRolePermissionsDto {
  @IsUUID('all', { message: 'roleId must be a role id' })
  roleId: string;

  @IsArray({ message: 'permissions must be a list of changed entries' })
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => PermissionChangeDto)
  permissions: PermissionChangeDto[];
}

/** GET /users/me/roles: a role of the signed-in user with the permissions it grants. */
export class MyRoleDto {
  id: string;
  name: string;
  prettyName: string;
  permissions: PermissionEntryDto[];
}
