import { Injectable } from '@nestjs/common';
import { SettingsService } from '../settings';

const MINUTE = 60_000;

/** The settings sign-in, sessions and passwords obey, read through the one SettingsService. */
@Injectable()
export class IdentitySettings {
  constructor(private readonly settings: SettingsService) {}

  /** MFA is on when the tenant's MFA switch is on and the system-wide MFA_OVERRIDE is off. */
  async mfaRequired(tenantId: string): Promise<boolean> {
    if (await this.settings.getSystem<boolean>('MFA_OVERRIDE')) return false;
    return (await this.settings.getTenant<boolean>(tenantId, 'MFA')) === true;
  }

  /** Days a remembered device skips the code (0 = never remember). */
  async rememberDeviceDays(tenantId: string): Promise<number> {
    return Number(await this.settings.getTenant<number>(tenantId, 'REMEMBER_DEVICE_DAYS')) || 0;
  }

  async lockout(): Promise<{ maxAttempts: number; windowMs: number; lockMs: number }> {
    // one after the other: inside a transaction they share one connection
    const max = await this.settings.getSystem<number>('LOGIN_MAX_ATTEMPTS');
    const window = await this.settings.getSystem<number>('LOGIN_ATTEMPT_WINDOW_MINUTES');
    const lock = await this.settings.getSystem<number>('LOGIN_LOCK_MINUTES');
    return { maxAttempts: Number(max), windowMs: Number(window) * MINUTE, lockMs: Number(lock) * MINUTE };
  }

  async sessionTimeouts(): Promise<{ idleMs: number; absoluteMs: number }> {
    const idle = await this.settings.getSystem<number>('SESSION_IDLE_MINUTES');
    const absolute = await this.settings.getSystem<number>('SESSION_ABSOLUTE_HOURS');
    return { idleMs: Number(idle) * MINUTE, absoluteMs: Number(absolute) * 60 * MINUTE };
  }

  /** The zone the tenant's days are counted in (its TIME_ZONE setting). */
  timeZone(tenantId: string): Promise<string> {
    return this.settings.tenantTimeZone(tenantId);
  }

  async passwordExpiryDays(): Promise<number> {
    return Number(await this.settings.getSystem<number>('PASSWORD_EXPIRY_DAYS'));
  }

  async otpValidityMs(): Promise<number> {
    return Number(await this.settings.getSystem<number>('OTP_VALIDITY_MINUTES')) * MINUTE;
  }

  /** Codes of one purpose (sign-in, password reset) one account is sent per hour while none is used. */
  async otpCodesPerHour(): Promise<number> {
    return Number(await this.settings.getSystem<number>('OTP_CODES_PER_HOUR'));
  }
}
