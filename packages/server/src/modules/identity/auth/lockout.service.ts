import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../../core/audit/audit.service';
import { config } from '../../../core/config/config';
import { REDIS } from '../../../core/queue/queue.service';
import { IdentitySettings } from '../identity-settings';
import { SessionService } from '../sessions/session.service';
import { AppUser } from '../users/user.entity';
import { DeviceService } from './device.service';
import { countInWindow } from './window-counter';

/** An id no row has: the look-ups made for an unknown username find nothing, at the cost of real ones. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** Attempts to prove an account with a one-time code (or, resetting, the current password) per hour and flow. */
export const PROOF_ATTEMPTS_PER_HOUR = 10;

/** Where an account is proven: sign-in with the e-mailed code, or a password reset (code or current password). */
export type ProofFlow = 'login-code' | 'password-reset';

/**
 * Finding an account by username before a tenant is known, and the server-side lockout: failed
 * sign-ins within LOGIN_ATTEMPT_WINDOW_MINUTES (wrong passwords, wrong sign-in codes, wrong reset codes
 * and wrong current passwords alike); the LOGIN_MAX_ATTEMPTS-th locks the account for LOGIN_LOCK_MINUTES
 * (and ends its sessions). A success clears the count. Independently, attemptAllowed bounds the
 * attempts per account and hour in Redis, whatever the lockout settings.
 */
@Injectable()
export class LockoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: IdentitySettings,
    private readonly sessions: SessionService,
    private readonly devices: DeviceService,
    private readonly audit: AuditService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  private attemptsKey(flow: ProofFlow, userId: string): string {
    return `${config().redisPrefix}:proof-attempts:${flow}:${userId}`;
  }

  /**
   * Counts one attempt to prove the account in `flow` and answers false beyond PROOF_ATTEMPTS_PER_HOUR
   * within the hour (the proof is then not checked at all). The count outlives a lock running out, so
   * guessing stays bounded however lenient the lockout settings are; a success clears it.
   */
  async attemptAllowed(flow: ProofFlow, userId: string): Promise<boolean> {
    return (await countInWindow(this.redis, this.attemptsKey(flow, userId), 3600_000)) <= PROOF_ATTEMPTS_PER_HOUR;
  }

  async clearAttempts(flow: ProofFlow, userId: string): Promise<void> {
    await this.redis.del(this.attemptsKey(flow, userId));
  }

  /** The narrow cross-tenant look-up (SECURITY DEFINER auth_find_user): user id and tenant, nothing else. */
  async findAccount(username: string): Promise<{ userId: string; tenantId: string } | undefined> {
    const name = (username ?? '').trim();
    if (!name || name.length > 128) return undefined;
    const rows = (await this.dataSource.query('SELECT user_id, tenant_id FROM auth_find_user($1)', [name])) as Array<{
      user_id: string;
      tenant_id: string;
    }>;
    return rows[0] ? { userId: rows[0].user_id, tenantId: rows[0].tenant_id } : undefined;
  }

  /** A sign-in lock that has run out is cleared (in memory; the caller saves). Returns true when changed. */
  clearExpiredLock(user: AppUser, now = new Date()): boolean {
    if (user.locked && user.lockedUntil && user.lockedUntil.getTime() <= now.getTime()) {
      user.locked = false;
      user.lockedUntil = null;
      user.failedAttempts = 0;
      user.firstFailedAt = null;
      return true;
    }
    return false;
  }

  /**
   * Counts one failed attempt and locks the account when it reaches the limit. Returns true when it locked.
   * The count is read again under a row lock held until the caller's transaction commits, so concurrent
   * failures are counted one after the other and none is lost.
   */
  async registerFailure(em: EntityManager, user: AppUser, now = new Date()): Promise<boolean> {
    const { maxAttempts, windowMs, lockMs } = await this.settings.lockout();
    const current = await em.getRepository(AppUser).findOne({ where: { id: user.id }, lock: { mode: 'pessimistic_write' } });
    if (current) {
      user.failedAttempts = current.failedAttempts;
      user.firstFailedAt = current.firstFailedAt;
      user.locked = current.locked;
      user.lockedUntil = current.lockedUntil;
    }
    if (!user.firstFailedAt || now.getTime() - user.firstFailedAt.getTime() > windowMs) {
      user.failedAttempts = 1;
      user.firstFailedAt = now;
    } else {
      user.failedAttempts += 1;
    }
    let lockedNow = false;
    if (user.failedAttempts >= maxAttempts) {
      user.locked = true;
      user.lockedUntil = new Date(now.getTime() + lockMs);
      user.failedAttempts = 0;
      user.firstFailedAt = null;
      lockedNow = true;
    }
    await em.getRepository(AppUser).save(user);
    if (lockedNow) {
      await this.audit.write(em, {
        eventType: 'ACTION',
        action: 'ACCOUNT_LOCKED',
        objectTable: 'app_user',
        objectId: user.id,
        tenantId: user.tenantId,
        userId: user.id,
        username: user.username,
        details: { reason: 'FAILED_LOGINS', lockedUntil: user.lockedUntil!.toISOString() },
      });
      await this.sessions.endAllForUser(user.id);
      await this.devices.revokeAll(user.id);
    }
    return lockedNow;
  }

  /**
   * What registerFailure costs a known account, for an unknown username (so the time of the answer
   * does not tell them apart): the lockout settings, the row under a lock and TypeORM's read before its
   * save, against an id no row has. Nothing is recorded; only the write of a real count has no counterpart.
   */
  async registerFailureOfUnknown(em: EntityManager): Promise<void> {
    await this.settings.lockout();
    await em.getRepository(AppUser).findOne({ where: { id: NIL_UUID }, lock: { mode: 'pessimistic_write' } });
    await em.getRepository(AppUser).findOne({ where: { id: NIL_UUID }, withDeleted: true });
  }

  /** A successful sign-in clears the count. */
  clearFailures(user: AppUser): void {
    user.failedAttempts = 0;
    user.firstFailedAt = null;
  }
}
