import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { EntityManager } from 'typeorm';
import { LOGIN_SERVER_MESSAGES, PASSWORD_MESSAGES } from '@clearline/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { config } from '../../../core/config/config';
import { TenantDb } from '../../../core/database/tenant-db';
import { MailService } from '../../../core/mail/mail.service';
import { openJson, sealJson } from '../../../core/queue/payload-cipher';
import { QueueService, REDIS } from '../../../core/queue/queue.service';
import type { JobPayload } from '../../../core/queue/queues';
import type { ResetTokenInfoDto, SubmitResetDto } from '../auth/auth.dto';
import { DeviceService } from '../auth/device.service';
import { failedProofFloor } from '../auth/failed-proof-floor';
import { LockoutService } from '../auth/lockout.service';
import { OtpService } from '../auth/otp.service';
import { IdentitySettings } from '../identity-settings';
import { SessionService } from '../sessions/session.service';
import { randomId, signToken, verifyToken } from '../../../core/security/tokens';
import { AppUser, isLockedNow } from '../users/user.entity';
import { PasswordService } from './password.service';

type LinkPurpose = 'WELCOME' | 'RESET';
interface LinkPayload extends Record<string, unknown> {
  u: string;
  id: string;
  n: string;
  p: LinkPurpose;
}

export const WELCOME_LINK_HOURS = 72;

/** The queued work of "forgot password" (on the mail queue): look the account up, then e-mail a code and a link. */
export const RESET_CODE_JOB = 'identity.password-reset-code';
/** The username typed on "forgot password", sealed like a mail message (no name in Redis or on the dashboard). */
export type ResetCodeJobPayload = JobPayload & { sealed: string };

export function sealResetCodePayload(username: string): ResetCodeJobPayload {
  return { tenantId: null, actorId: null, sealed: sealJson({ username }, RESET_CODE_JOB, config().queueEncryptionKey) };
}

export function openResetCodePayload(payload: ResetCodeJobPayload): string {
  return openJson<{ username: string }>(payload.sealed, RESET_CODE_JOB, config().queueEncryptionKey).username;
}

/**
 * The password life cycle outside a session: "forgot password" (an e-mailed code and link), the
 * welcome e-mail's set-password link, and changing an expired or temporary password. Links are
 * signed tokens carrying the username and a nonce; only the latest link of a user works, once.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly db: TenantDb,
    private readonly passwords: PasswordService,
    private readonly lockout: LockoutService,
    private readonly otp: OtpService,
    private readonly sessions: SessionService,
    private readonly devices: DeviceService,
    private readonly settings: IdentitySettings,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly queue: QueueService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private linkKey(userId: string): string {
    return `${config().redisPrefix}:password-link:${userId}`;
  }

  private async issueLink(user: AppUser, purpose: LinkPurpose, ttlMs: number): Promise<string> {
    const nonce = randomId(16);
    await this.redis.set(this.linkKey(user.id), nonce, 'PX', ttlMs);
    const token = signToken('password-link', { u: user.username, id: user.id, n: nonce, p: purpose } satisfies LinkPayload, ttlMs);
    return `${config().publicUrl}/login?view=reset-password&token=${encodeURIComponent(token)}`;
  }

  private async readLink(token: string): Promise<LinkPayload | undefined> {
    const p = verifyToken<LinkPayload>('password-link', token);
    if (!p) return undefined;
    return (await this.redis.get(this.linkKey(p.id))) === p.n ? p : undefined;
  }

  /**
   * "Forgot password": records the request and queues the work (RESET_CODE_JOB, deliverCode). Nothing
   * about the account is looked up while the request waits, so the answer takes the same time whether
   * the username exists or not.
   */
  async sendOtp(username: string): Promise<void> {
    const name = username.trim().slice(0, 128);
    await this.audit.write(this.db.em(), {
      eventType: 'ACTION',
      action: 'PASSWORD_RESET_REQUESTED',
      objectTable: 'app_user',
      tenantId: null,
      userId: null,
      username: name,
    });
    await this.queue.add(RESET_CODE_JOB, sealResetCodePayload(name));
  }

  /**
   * The queued half of sendOtp: e-mails a code and a link when the account exists and is enabled, at
   * most OTP_CODES_PER_HOUR unused codes per hour (beyond that nothing is sent, audited as
   * OTP_CODE_LIMITED, and the latest code and link stay valid).
   */
  async deliverCode(username: string): Promise<void> {
    const account = await this.lockout.findAccount(username);
    if (!account) return;
    await this.db.inTenant(account.tenantId, async (em) => {
      const user = await em.getRepository(AppUser).findOne({ where: { id: account.userId } });
      if (!user || !user.enabled) return;
      const ttl = await this.settings.otpValidityMs();
      const perHour = await this.settings.otpCodesPerHour();
      const about = {
        objectTable: 'app_user',
        objectId: user.id,
        tenantId: user.tenantId,
        userId: user.id,
        username: user.username,
      };
      const code = await this.otp.issueWithinLimit('password-reset', user.id, ttl, perHour);
      if (!code) {
        await this.audit.write(em, {
          eventType: 'ACTION',
          action: 'OTP_CODE_LIMITED',
          ...about,
          details: { purpose: 'password-reset', perHour },
        });
        return;
      }
      const link = await this.issueLink(user, 'RESET', ttl);
      const minutes = Math.round(ttl / 60000);
      await this.mail.send(
        { to: user.email, template: 'PASSWORD_RESET', values: { code, link, minutes } },
        { tenantId: user.tenantId, actorId: user.id },
      );
      await this.audit.write(em, { eventType: 'ACTION', action: 'PASSWORD_RESET_CODE_SENT', ...about });
    });
  }

  /** The welcome e-mail of a new (or re-invited) user, with a link to set the password. */
  async sendWelcome(em: EntityManager, user: AppUser): Promise<void> {
    const link = await this.issueLink(user, 'WELCOME', WELCOME_LINK_HOURS * 3600 * 1000);
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
    await this.mail.send(
      { to: user.email, template: 'WELCOME', values: { name, username: user.username, link, hours: WELCOME_LINK_HOURS } },
      { tenantId: user.tenantId },
    );
    await this.audit.write(em, { eventType: 'ACTION', action: 'WELCOME_EMAIL', objectTable: 'app_user', objectId: user.id });
  }

  async decode(token: string): Promise<ResetTokenInfoDto> {
    const p = await this.readLink(token);
    if (!p) throw new BadRequestException(LOGIN_SERVER_MESSAGES.resetTokenInvalid);
    return { username: p.u, purpose: p.p };
  }

  async submit(dto: SubmitResetDto): Promise<void> {
    const startedAt = performance.now();
    const ruleErrors = this.passwords.ruleErrors(dto.password);
    if (ruleErrors.length) throw new BadRequestException(ruleErrors.join('; '));
    let link: LinkPayload | undefined;
    let username = dto.username?.trim();
    if (dto.token) {
      link = await this.readLink(dto.token);
      if (!link) throw new BadRequestException(LOGIN_SERVER_MESSAGES.resetTokenInvalid);
      username = link.u;
    } else if (!username || (!dto.otp && !dto.currentPassword)) {
      throw new BadRequestException(PASSWORD_MESSAGES.resetProofRequired);
    }
    const account = await this.lockout.findAccount(username!);
    const invalid = dto.token
      ? LOGIN_SERVER_MESSAGES.resetTokenInvalid
      : dto.otp
        ? LOGIN_SERVER_MESSAGES.resetOtpInvalid
        : PASSWORD_MESSAGES.currentWrong;
    if (!account || (link && link.id !== account.userId)) {
      if (dto.currentPassword) await this.passwords.burn(dto.currentPassword);
      await failedProofFloor(startedAt);
      throw new BadRequestException(invalid);
    }
    const result = await this.db.inTenant(account.tenantId, async (em) => {
      const repo = em.getRepository(AppUser);
      const user = await repo.findOne({ where: { id: account.userId } });
      if (!user || !user.enabled) {
        if (dto.currentPassword) await this.passwords.burn(dto.currentPassword);
        return { error: invalid };
      }
      const now = new Date();
      if (this.lockout.clearExpiredLock(user, now)) await repo.save(user);
      // the proof first (a code is only checked here and revoked after success), then the rules and history
      if (!link && !(await this.proven(em, user, dto, now))) return { error: invalid };
      const next = await this.passwords.prepareChange(dto.password, user);
      await this.applyPassword(em, user, next, link ? `LINK_${link.p}` : dto.otp ? 'OTP' : 'CURRENT_PASSWORD');
      return { ok: true as const };
    });
    if ('error' in result) {
      await failedProofFloor(startedAt);
      throw new BadRequestException(result.error);
    }
    await this.redis.del(this.linkKey(account.userId));
    await this.otp.revoke('password-reset', account.userId);
    await this.otp.forgetIssued('password-reset', account.userId);
    await this.lockout.clearAttempts('password-reset', account.userId);
  }

  /**
   * The e-mailed code, or else the current password, checked like a sign-in: at most
   * PROOF_ATTEMPTS_PER_HOUR attempts per account, a locked account is refused even the right proof
   * until the lock ends, and a wrong one counts toward the lockout. Each refusal is audited as a
   * LOGIN_FAILURE (flow PASSWORD_RESET); the caller answers every refusal with the same message.
   */
  private async proven(em: EntityManager, user: AppUser, dto: SubmitResetDto, now: Date): Promise<boolean> {
    const code = dto.otp?.trim();
    const refuse = async (reason: string) => {
      await this.audit.write(em, {
        eventType: 'LOGIN_FAILURE',
        tenantId: user.tenantId,
        userId: user.id,
        username: user.username,
        details: { reason, flow: 'PASSWORD_RESET' },
      });
      return false;
    };
    const blocked = !(await this.lockout.attemptAllowed('password-reset', user.id))
      ? 'RATE_LIMITED'
      : isLockedNow(user, now)
        ? 'LOCKED'
        : null;
    if (blocked) {
      if (!code) await this.passwords.burn(dto.currentPassword!);
      return refuse(blocked);
    }
    const ok = code
      ? await this.otp.check('password-reset', user.id, code)
      : await this.passwords.verify(user.passwordHash, dto.currentPassword!);
    if (ok) return true;
    const locked = await this.lockout.registerFailure(em, user, now);
    const reason = code ? 'BAD_OTP' : 'BAD_PASSWORD';
    return refuse(locked ? `${reason}_LOCKED` : reason);
  }

  /**
   * Sets a new password after the rules and history check: clears a temporary flag and a sign-in
   * lock (not an administrator's lock), ends every session and forgets remembered devices.
   */
  async setPassword(em: EntityManager, user: AppUser, password: string, via: string, keepSessionId?: string): Promise<void> {
    await this.applyPassword(em, user, await this.passwords.prepareChange(password, user), via, keepSessionId);
  }

  private async applyPassword(
    em: EntityManager,
    user: AppUser,
    next: { passwordHash: string; passwordHistory: string[] },
    via: string,
    keepSessionId?: string,
  ): Promise<void> {
    user.passwordHash = next.passwordHash;
    user.passwordHistory = next.passwordHistory;
    user.passwordChangedAt = new Date();
    user.mustChangePassword = false;
    if (user.locked && user.lockedUntil) {
      user.locked = false;
      user.lockedUntil = null;
    }
    this.lockout.clearFailures(user);
    await em.getRepository(AppUser).save(user);
    await this.audit.write(em, {
      eventType: 'ACTION',
      action: 'PASSWORD_CHANGED',
      objectTable: 'app_user',
      objectId: user.id,
      tenantId: user.tenantId,
      userId: user.id,
      username: user.username,
      details: { via },
    });
    await this.sessions.endAllForUser(user.id, keepSessionId);
    await this.devices.revokeAll(user.id);
  }
}
