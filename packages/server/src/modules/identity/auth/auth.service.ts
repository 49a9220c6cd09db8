import { ForbiddenException, Injectable, Optional, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from 'typeorm';
import { LOGIN_SERVER_MESSAGES, OTP_REQUIRED_HEADER, TENANT_MESSAGES } from '@clearline/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { TenantDb } from '../../../core/database/tenant-db';
import { MailService } from '../../../core/mail/mail.service';
import { IdentitySettings } from '../identity-settings';
import { PasswordService } from '../passwords/password.service';
import { UserPermissions, type UserAccess } from '../roles/user-permissions';
import { clearCookie, readCookie, SESSION_COOKIE, setCookie } from '../sessions/cookies';
import { impersonationAuditEvents } from '../sessions/impersonation-audit';
import { SessionService } from '../sessions/session.service';
import { AppUser, isLockedNow } from '../users/user.entity';
import type { LoginDto, SignedInUserDto } from './auth.dto';
import { DeviceService } from './device.service';
import { failedProofFloor } from './failed-proof-floor';
import { LockoutService, NIL_UUID } from './lockout.service';
import { LoginGate } from './login-gate';
import { OtpService } from './otp.service';
import { type TenantFacts, tenantFacts } from '../tenant-facts';

type Outcome =
  | { kind: 'success'; user: AppUser; tenantType: string; access: UserAccess; mfaUsed: boolean }
  | { kind: 'bad' }
  | { kind: 'otp-required' }
  | { kind: 'otp-invalid' }
  | { kind: 'expired' }
  | { kind: 'refused'; message: string };

const DAY = 24 * 3600 * 1000;

/**
 * Sign-in (spec 01 §4): bad credentials, locked, disabled and unknown accounts all answer the same
 * 401; a correct password then meets, in order, the tenant's state (disabled or closed out, 403),
 * the login gate (announcements, 403), password expiry or a temporary password (403 "Password needs
 * to be reset") and MFA (401 with X-OTP-Required until the e-mailed code is given). Success rotates
 * the session id.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly db: TenantDb,
    private readonly passwords: PasswordService,
    private readonly lockout: LockoutService,
    private readonly otp: OtpService,
    private readonly devices: DeviceService,
    private readonly sessions: SessionService,
    private readonly access: UserPermissions,
    private readonly settings: IdentitySettings,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Optional() private readonly gate?: LoginGate,
  ) {}

  async login(dto: LoginDto, req: FastifyRequest, res: FastifyReply): Promise<SignedInUserDto> {
    const startedAt = performance.now();
    const username = dto.username.trim();
    const code = (dto.otp ?? dto.OTP)?.trim();
    const account = await this.lockout.findAccount(username);
    const outcome = await this.db.inTenant(account?.tenantId, (em) =>
      account ? this.attempt(em, account.userId, dto, code, req) : this.unknownAttempt(em, username, dto.password),
    );
    switch (outcome.kind) {
      case 'bad':
        await failedProofFloor(startedAt);
        throw new UnauthorizedException(LOGIN_SERVER_MESSAGES.badCredentials);
      case 'otp-required':
        void res.header(OTP_REQUIRED_HEADER, 'true');
        throw new UnauthorizedException(LOGIN_SERVER_MESSAGES.otpRequired);
      case 'otp-invalid':
        void res.header(OTP_REQUIRED_HEADER, 'true');
        throw new UnauthorizedException(LOGIN_SERVER_MESSAGES.otpInvalid);
      case 'expired':
        throw new ForbiddenException(LOGIN_SERVER_MESSAGES.passwordExpired);
      case 'refused':
        throw new ForbiddenException(outcome.message);
      case 'success':
        return this.startSession(outcome, dto, req, res);
    }
  }

  /**
   * The account row, read without a lock: concurrent attempts run side by side (serialising them would
   * let the timing of parallel attempts tell a known username); LockoutService counts failures exactly.
   */
  private findUser(em: EntityManager, userId: string): Promise<AppUser | null> {
    return em.getRepository(AppUser).findOne({ where: { id: userId } });
  }

  private tenantOf(em: EntityManager, tenantId: string): Promise<TenantFacts | undefined> {
    return tenantFacts(em, tenantId);
  }

  /**
   * An unknown username does the work of a wrong password for a known one, so the time of the answer
   * does not tell them apart: the same look-ups (of a user and a tenant that do not exist), one password
   * verification, the reads of counting a failure, and the failure's audit row. Only writing a known
   * account's count (its row and that change's audit row) has no counterpart.
   */
  private async unknownAttempt(em: EntityManager, username: string, password: string): Promise<Outcome> {
    await this.findUser(em, NIL_UUID);
    await this.tenantOf(em, NIL_UUID);
    await this.passwords.burn(password);
    await this.lockout.registerFailureOfUnknown(em);
    await this.failure(em, null, username, 'UNKNOWN_USER');
    return { kind: 'bad' };
  }

  private async attempt(em: EntityManager, userId: string, dto: LoginDto, code: string | undefined, req: FastifyRequest): Promise<Outcome> {
    const repo = em.getRepository(AppUser);
    const user = await this.findUser(em, userId);
    if (!user) return { kind: 'bad' };
    const now = new Date();
    const tenant = await this.tenantOf(em, user.tenantId);
    if (this.lockout.clearExpiredLock(user, now)) await repo.save(user);
    if (!user.enabled || isLockedNow(user, now) || !tenant) {
      await this.passwords.burn(dto.password);
      await this.failure(em, user, user.username, !user.enabled ? 'DISABLED' : !tenant ? 'NO_TENANT' : 'LOCKED');
      return { kind: 'bad' };
    }
    if (!(await this.passwords.verify(user.passwordHash, dto.password))) {
      const locked = await this.lockout.registerFailure(em, user, now);
      await this.failure(em, user, user.username, locked ? 'BAD_PASSWORD_LOCKED' : 'BAD_PASSWORD');
      return { kind: 'bad' };
    }
    // only someone who knows the password learns that the organization is disabled or closed out
    if (tenant.state !== 'ACTIVE') {
      await this.failure(em, user, user.username, tenant.state === 'CLOSED_OUT' ? 'TENANT_CLOSED_OUT' : 'TENANT_DISABLED');
      return {
        kind: 'refused',
        message: tenant.state === 'CLOSED_OUT' ? TENANT_MESSAGES.closedOutSignIn : TENANT_MESSAGES.disabledSignIn,
      };
    }
    const access = await this.access.loadWith(em, user.id);
    const refusal = this.gate ? await this.gate.refusal({ userId: user.id, tenantId: user.tenantId, roles: access.roles }) : null;
    if (refusal) {
      await this.failure(em, user, user.username, 'LOGIN_DISABLED');
      return { kind: 'refused', message: refusal };
    }
    if (user.mustChangePassword || (await this.passwordExpired(user, now))) {
      await this.failure(em, user, user.username, user.mustChangePassword ? 'TEMPORARY_PASSWORD' : 'PASSWORD_EXPIRED');
      return { kind: 'expired' };
    }
    const mfa = await this.settings.mfaRequired(user.tenantId);
    if (mfa && !(await this.devices.isRemembered(req, user.id))) {
      if (!code) {
        await this.sendLoginCode(em, user);
        return { kind: 'otp-required' };
      }
      if (!(await this.lockout.attemptAllowed('login-code', user.id))) {
        await this.failure(em, user, user.username, 'OTP_RATE_LIMITED');
        return { kind: 'otp-invalid' };
      }
      if (!(await this.otp.consume('login', user.id, code))) {
        const locked = await this.lockout.registerFailure(em, user, now);
        await this.failure(em, user, user.username, locked ? 'BAD_OTP_LOCKED' : 'BAD_OTP');
        return locked ? { kind: 'bad' } : { kind: 'otp-invalid' };
      }
      await this.otp.forgetIssued('login', user.id);
      await this.lockout.clearAttempts('login-code', user.id);
    }
    this.lockout.clearFailures(user);
    user.lastLoginAt = now;
    await repo.save(user);
    await this.audit.write(em, {
      eventType: 'LOGIN_SUCCESS',
      tenantId: user.tenantId,
      userId: user.id,
      username: user.username,
      details: { mfa: mfa ? (code ? 'CODE' : 'REMEMBERED_DEVICE') : 'OFF' },
    });
    return { kind: 'success', user, tenantType: tenant.tenantType, access, mfaUsed: mfa && !!code };
  }

  /**
   * E-mails a sign-in code, at most OTP_CODES_PER_HOUR unused ones per hour: beyond that nothing is
   * sent (audited), the latest code stays valid and the answer is the same "enter the code".
   */
  private async sendLoginCode(em: EntityManager, user: AppUser): Promise<void> {
    const ttl = await this.settings.otpValidityMs();
    const perHour = await this.settings.otpCodesPerHour();
    const code = await this.otp.issueWithinLimit('login', user.id, ttl, perHour);
    if (!code) {
      await this.audit.write(em, {
        eventType: 'ACTION',
        action: 'OTP_CODE_LIMITED',
        objectTable: 'app_user',
        objectId: user.id,
        tenantId: user.tenantId,
        userId: user.id,
        username: user.username,
        details: { purpose: 'login', perHour },
      });
      return;
    }
    const minutes = Math.round(ttl / 60000);
    await this.mail.send(
      { to: user.email, template: 'SIGN_IN_CODE', values: { code, minutes } },
      { tenantId: user.tenantId, actorId: user.id },
    );
  }

  private async passwordExpired(user: AppUser, now: Date): Promise<boolean> {
    if (!user.passwordChangedAt) return true;
    const days = await this.settings.passwordExpiryDays();
    return days > 0 && now.getTime() - user.passwordChangedAt.getTime() > days * DAY;
  }

  private async startSession(outcome: Extract<Outcome, { kind: 'success' }>, dto: LoginDto, req: FastifyRequest, res: FastifyReply) {
    const { user, access } = outcome;
    // rotation: whatever session this browser had ends; the new one gets a fresh id
    const previous = readCookie(req, SESSION_COOKIE());
    if (previous) await this.sessions.destroyToken(previous);
    const { idleMs, absoluteMs } = await this.settings.sessionTimeouts();
    const { token } = await this.sessions.create({
      userId: user.id,
      username: user.username,
      tenantId: user.tenantId,
      tenantType: outcome.tenantType,
      idleMs,
      absoluteMs,
      roles: access.roles,
      permissions: access.permissions,
    });
    setCookie(res, SESSION_COOKIE(), token, absoluteMs);
    if (dto.rememberDevice && outcome.mfaUsed) {
      await this.devices.remember(res, user.id, await this.settings.rememberDeviceDays(user.tenantId));
    }
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      tenantId: user.tenantId,
      roles: access.roles,
    };
  }

  private async failure(em: EntityManager, user: AppUser | null, username: string, reason: string): Promise<void> {
    await this.audit.write(em, {
      eventType: 'LOGIN_FAILURE',
      tenantId: user?.tenantId ?? null,
      userId: user?.id ?? null,
      username: username.slice(0, 128),
      details: { reason },
    });
  }

  /** Ends this browser's session (if any) and clears its cookie. */
  async logout(req: FastifyRequest, res: FastifyReply): Promise<void> {
    const token = readCookie(req, SESSION_COOKIE());
    if (token) {
      const ended = await this.sessions.destroyToken(token);
      if (ended) {
        await this.db.inTenant(ended.tenantId, async (em) => {
          // signing out ends an impersonation in progress: audited like the switcher's end, in both tenants
          if (ended.impersonating) {
            const who = { id: ended.userId, username: ended.username, homeTenantId: ended.tenantId };
            for (const event of impersonationAuditEvents('IMPERSONATION_END', who, ended.impersonating, { reason: 'SIGNED_OUT' })) {
              await this.audit.write(em, event);
            }
          }
          await this.audit.write(em, { eventType: 'LOGOUT', tenantId: ended.tenantId, userId: ended.userId, username: ended.username });
        });
      }
    }
    clearCookie(res, SESSION_COOKIE());
  }
}
