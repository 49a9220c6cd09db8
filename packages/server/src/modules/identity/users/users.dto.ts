import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { SETTING_EMAIL_PATTERN, USER_MESSAGES, USERNAME_PATTERN } from '@clearline/shared';
import { Nullable } from '../../../core/http/validation';
import type { UserStatus } from './user.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const max128 = { message: 'Field exceeded max character length of 128.' };

/** The spec's e-mail pattern, trimmed, at most 128 characters. */
const EmailField = () =>
  applyDecorators(
    Transform(trim),
    IsString({ message: USER_MESSAGES.emailRequired }),
    MaxLength(128, max128),
    Matches(SETTING_EMAIL_PATTERN, { message: USER_MESSAGES.emailInvalid }),
  );

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
  /** ACTIVE, LOCKED or DISABLED */
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
  @Nullable()
  @Transform(trim)
  @IsString()
  @MaxLength(128, max128)
  firstName?: string | null;

  @Nullable()
  @Transform(trim)
  @IsString()
  @MaxLength(128, max128)
  lastName?: string | null;

  @Nullable()
  @Transform(trim)
  @IsString()
  @MaxLength(32, { message: 'Field exceeded max character length of 32.' })
  phone?: string | null;
}

export class CreateUserDto extends UserFieldsDto {
  @Transform(trim)
  @IsString({ message: USER_MESSAGES.usernameRequired })
  @Matches(USERNAME_PATTERN, { message: USER_MESSAGES.usernameInvalid })
  username: string;

  @EmailField()
  email: string;

  @IsArray({ message: USER_MESSAGES.rolesRequired })
  @ArrayNotEmpty({ message: USER_MESSAGES.rolesRequired })
  @ArrayMaxSize(20)
  @IsUUID('all', { each: true, message: 'roleIds must be role ids' })
  roleIds: string[];

  /** a temporary password the user must change at the first sign-in */
  @IsOptional()
  @IsString()
  @MaxLength(256)
  temporaryPassword?: string;

  /** send the welcome e-mail with a set-password link (default: when no temporary password is given) */
  @IsOptional()
  @IsBoolean()
  sendWelcomeEmail?: boolean;
}

export class UpdateUserDto extends UserFieldsDto {
  @IsOptional()
  @EmailField()
  email?: string;

  @IsOptional()
  @IsArray({ message: USER_MESSAGES.rolesRequired })
  @ArrayNotEmpty({ message: USER_MESSAGES.rolesRequired })
  @ArrayMaxSize(20)
  @IsUUID('all', { each: true, message: 'roleIds must be role ids' })
  roleIds?: string[];

  /** sets a new temporary password (the user must change it at the next sign-in) */
  @IsOptional()
  @IsString()
  @MaxLength(256)
  temporaryPassword?: string;
}

/** My Account. Changing the e-mail address or the password needs the current password. */
export class UpdateMeDto extends UserFieldsDto {
  @IsOptional()
  @EmailField()
  email?: string;

  @IsOptional()
  @IsString()
  @MaxLength(256)
  currentPassword?: string;

  @IsOptional()
  @IsString()
  @MaxLength(256)
  newPassword?: string;

  /** forget every browser remembered for skipping the one-time code */
  @IsOptional()
  @IsBoolean()
  forgetDevices?: boolean;
}

export class MeDto extends UserDto {
  tenantName: string;
  tenantType: string;
  impersonating: { tenantId: string; tenantName: string } | null;
  passwordExpiresAt: Date | null;
}

export class ActionResultDto {
  message: string;
  user: UserDto;
}
