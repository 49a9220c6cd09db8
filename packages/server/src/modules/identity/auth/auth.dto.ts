import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const toBool = ({ value }: { value: unknown }) =>
  value === true || value === 'true' || value === 'on' || value === '1'
    ? true
    : value === false || value === 'false' || value === '0' || value === ''
      ? false
      : value;

/** An optional 6-digit one-time code. */
const OtpField = () => applyDecorators(IsOptional(), IsString(), Matches(/^\s*\d{6}\s*$/, { message: 'The one-time code is 6 digits' }));

/** POST /auth/login, form-encoded or JSON. */
export class LoginDto {
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(128, { message: 'Field exceeded max character length of 128.' })
  username: string;

  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(256, { message: 'Field exceeded max character length of 256.' })
  password: string;

  /** the 6-digit code from the e-mail, when the first answer asked for it */
  @OtpField()
  otp?: string;

  /** the spec's spelling of the same field */
  @OtpField()
  OTP?: string;

  /** skip the one-time code on this browser for REMEMBER_DEVICE_DAYS */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'rememberDevice must be true or false' })
  rememberDevice?: boolean;
}

/** The signed-in user as sign-in answers it. */
export class SignedInUserDto {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  tenantId: string;
  roles: string[];
}

export class SendResetOtpDto {
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(128, { message: 'Field exceeded max character length of 128.' })
  username: string;
}

export class MessageDto {
  message: string;
}

export class ResetTokenInfoDto {
  username: string;
  /** WELCOME (set a first password) or RESET */
  purpose: 'WELCOME' | 'RESET';
}

/**
 * POST /auth/password-reset/submit. Proof is one of: `token` (the e-mailed link), `username` +
 * `otp` (the e-mailed code), or `username` + `currentPassword` (an expired or temporary password).
 */
export class SubmitResetDto {
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  token?: string;

  @IsOptional()
  @IsString()
  @MaxLength(128, { message: 'Field exceeded max character length of 128.' })
  username?: string;

  @OtpField()
  otp?: string;

  @IsOptional()
  @IsString()
  @MaxLength(256)
  currentPassword?: string;

  @IsString({ message: 'New password is required' })
  @IsNotEmpty({ message: 'New password is required' })
  @MaxLength(256)
  password: string;
}

export class SessionInfoDto {
  valid: true;
  userId: string;
  username: string;
  tenantId: string;
  impersonating: { tenantId: string; tenantName: string } | null;
}
