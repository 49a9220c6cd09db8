import { TEXT_LIMITS } from '@clearline/shared';
import { Transform } from 'class-transformer';
import type { AuthUser } from '../../../core/context/request-context';
import { BoolField, PatternField, TextField } from '../../../core/http/fields';

const toBool = ({ value }: { value: unknown }) =>
  value === true || value === 'true' || value === 'on' || value === '1'
    ? true
    : value === false || value === 'false' || value === '0' || value === ''
      ? false
      : value;

/** An optional 6-digit one-time code. */
const OtpField = () =>
  PatternField({ label: 'One-time code', pattern: /^\s*\d{6}\s*$/, message: 'The one-time code is 6 digits', nullable: false });

/** POST /auth/login, form-encoded or JSON. */
export class LoginDto {
  @TextField({ label: 'Username', required: true })
  username: string;

  @TextField({ label: 'Password', required: true, max: TEXT_LIMITS.password })
  password: string;

  /** the 6-digit code from the e-mail, when the first answer asked for it */
  @OtpField()
  otp?: string;

  /** the spec's spelling of the same field */
  @OtpField()
  OTP?: string;

  /** skip the one-time code on this browser for REMEMBER_DEVICE_DAYS */
  @Transform(toBool)
  @BoolField({ label: 'rememberDevice', nullable: false })
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
  @TextField({ label: 'Username', required: true })
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
  @TextField({ label: 'token', max: TEXT_LIMITS.token, nullable: false })
  token?: string;

  @TextField({ label: 'Username', nullable: false })
  username?: string;

  @OtpField()
  otp?: string;

  @TextField({ label: 'Current password', max: TEXT_LIMITS.password, nullable: false })
  currentPassword?: string;

  @TextField({ label: 'New password', required: true, max: TEXT_LIMITS.password })
  password: string;
}

/** The impersonation state of a session (null: acting in the own organization). */
export class ImpersonationStateDto {
  tenantId: string;
  tenantName: string;
  /** true for MSS_IMPERSONATE without the create variant: nothing can be changed inside the tenant */
  readOnly: boolean;
  startedAt: string;
}

/** The session's impersonation as the API answers it. */
export function impersonationStateOf(s: AuthUser['impersonating']): ImpersonationStateDto | null {
  if (!s) return null;
  return { tenantId: s.tenantId, tenantName: s.tenantName, readOnly: s.readOnly === true, startedAt: s.startedAt ?? '' };
}

export class SessionInfoDto {
  valid: true;
  userId: string;
  username: string;
  tenantId: string;
  impersonating: ImpersonationStateDto | null;
}
