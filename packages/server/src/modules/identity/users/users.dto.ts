import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { TENANT_TYPES, USER_MESSAGES, USER_STATUS, USERNAME_PATTERN, TEXT_LIMITS } from '@clearline/shared';
import { BoolField, EmailField, EnumOf, PatternField, ReadOnly, TextField, UuidListField } from '../../../core/http/fields';
import { ImpersonationStateDto } from '../auth/auth.dto';
import type { UserStatus } from './user.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The spec's e-mail pattern, trimmed, at most 128 characters ("Email Address is required" / "… is not valid"). */
const UserEmailField = (required: boolean | 'if-given') =>
  applyDecorators(
    Transform(trim),
    EmailField({ label: 'Email Address', kind: 'generic', required, requiredMessage: USER_MESSAGES.emailRequired }),
  );
/** Role ids: at least one (USER_MESSAGES.rolesRequired), at most 20. */
const RoleIdsField = (required: boolean | 'if-given') =>
  UuidListField({
    label: 'Roles',
    itemLabel: 'Role',
    references: 'role',
    required,
    requiredMessage: USER_MESSAGES.rolesRequired,
    maxItems: 20,
  });

export class RoleRefDto {
  id: string;
  name: string;
  prettyName: string;
}

/** A user as the API answers it (never a password hash). */
export class UserDto {
  id: string;
  tenantId: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  enabled: boolean;
  locked: boolean;
  /** end of a sign-in lock; null for an administrator's lock */
  lockedUntil: Date | null;
  @EnumOf(USER_STATUS)
  status: UserStatus;
  mustChangePassword: boolean;
  passwordChangedAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  roleIds: string[];
  roles: RoleRefDto[];
}

class UserFieldsDto {
  @Transform(trim)
  @TextField({ label: 'First Name' })
  firstName?: string | null;

  @Transform(trim)
  @TextField({ label: 'Last Name' })
  lastName?: string | null;

  @Transform(trim)
  @TextField({ label: 'Phone' })
  phone?: string | null;
}

export class CreateUserDto extends UserFieldsDto {
  @Transform(trim)
  @PatternField({ label: 'Username', required: true, pattern: USERNAME_PATTERN, message: USER_MESSAGES.usernameInvalid })
  username: string;

  @UserEmailField(true)
  email: string;

  @RoleIdsField(true)
  roleIds: string[];

  /** a temporary password the user must change at the first sign-in */
  @TextField({ label: 'Temporary password', max: TEXT_LIMITS.password, nullable: false })
  temporaryPassword?: string;

  /** send the welcome e-mail with a set-password link (default: when no temporary password is given) */
  @BoolField({ label: 'sendWelcomeEmail', nullable: false })
  sendWelcomeEmail?: boolean;
}

/** The answer-only fields of UserDto, which a client may send back: changed through their own routes, or never. */
class UserAnswerFieldsDto extends UserFieldsDto {
  @ReadOnly()
  id?: string;

  @ReadOnly()
  tenantId?: string;

  @ReadOnly()
  username?: string;

  @ReadOnly()
  enabled?: boolean;

  @ReadOnly()
  locked?: boolean;

  @ReadOnly()
  lockedUntil?: Date | null;

  @ReadOnly()
  status?: UserStatus;

  @ReadOnly()
  mustChangePassword?: boolean;

  @ReadOnly()
  passwordChangedAt?: Date | null;

  @ReadOnly()
  lastLoginAt?: Date | null;

  @ReadOnly()
  createdAt?: Date;

  @ReadOnly()
  updatedAt?: Date;

  @ReadOnly()
  roles?: RoleRefDto[];
}

export class UpdateUserDto extends UserAnswerFieldsDto {
  @UserEmailField('if-given')
  email?: string;

  @RoleIdsField('if-given')
  roleIds?: string[];

  /** sets a new temporary password (the user must change it at the next sign-in) */
  @TextField({ label: 'Temporary password', max: TEXT_LIMITS.password, nullable: false })
  temporaryPassword?: string;
}

/** My Account. Changing the e-mail address or the password needs the current password. */
export class UpdateMeDto extends UserAnswerFieldsDto {
  @UserEmailField('if-given')
  email?: string;

  @TextField({ label: 'Current password', max: TEXT_LIMITS.password, nullable: false })
  currentPassword?: string;

  @TextField({ label: 'New password', max: TEXT_LIMITS.password, nullable: false })
  newPassword?: string;

  /** forget every browser remembered for skipping the one-time code */
  @BoolField({ label: 'forgetDevices', nullable: false })
  forgetDevices?: boolean;

  // the answer-only fields of MeDto, which a client may send back (the roles are an administrator's to change)
  @ReadOnly()
  roleIds?: string[];

  @ReadOnly()
  timeZone?: string;

  @ReadOnly()
  tenantName?: string;

  @ReadOnly()
  tenantType?: string;

  @ReadOnly()
  impersonating?: ImpersonationStateDto | null;

  @ReadOnly()
  passwordExpiresAt?: Date | null;
}

export class MeDto extends UserDto {
  /** IANA zone of the tenant the user acts in (its TIME_ZONE setting): the zone that tenant's "today" is counted in */
  timeZone: string;
  tenantName: string;
  @EnumOf(TENANT_TYPES)
  tenantType: string;
  impersonating: ImpersonationStateDto | null;
  passwordExpiresAt: Date | null;
}
