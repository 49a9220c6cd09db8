import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../../core/audit/audit.service';
import { IdentitySettings } from '../identity-settings';
import { SessionService } from '../sessions/session.service';
import { AppUser } from '../users/user.entity';
import { DeviceService } from './device.service';

/**
 * Finding an account by username before a tenant is known, and the server-side lockout: failed
 * sign-ins within LOGIN_ATTEMPT_WINDOW_MINUTES; the LOGIN_MAX_ATTEMPTS-th locks the account for
 * LOGIN_LOCK_MINUTES (and ends its sessions). A success clears the count.
 */
@Injectable()
export class LockoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: IdentitySettings,
    private readonly sessions: SessionService,
    private readonly devices: DeviceService,
    private readonly audit: AuditService,
  ) {}

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

  /** Counts one failed attempt and locks the account when it reaches the limit. Returns true when it locked. */
  async registerFailure(em: EntityManager, user: AppUser, now = new Date()): Promise<boolean> {
    const { maxAttempts, windowMs, lockMs } = await this.settings.lockout();
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

  /** A successful sign-in clears the count. */
  clearFailures(user: AppUser): void {
    user.failedAttempts = 0;
    user.firstFailedAt = null;
  }
}
