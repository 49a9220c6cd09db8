import { Column, DeleteDateColumn, Entity } from 'typeorm';
import { TenantRecord } from '../../../core/database/entities';
import { Sensitive } from '../../../core/audit/sensitive';

import type { UserStatus } from '@clearline/shared';

export type { UserStatus };

/** A person who signs in. Tenant-owned; the username is unique across the whole system (case-insensitive). */
@Entity('app_user')
export class AppUser extends TenantRecord {
  @Column({ type: 'text' })
  username: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', nullable: true })
  firstName: string | null;

  @Column({ type: 'text', nullable: true })
  lastName: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** locked by failed sign-ins (until lockedUntil) or by an administrator (lockedUntil null) */
  @Column({ type: 'boolean', default: false })
  locked: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  /** argon2id; null until the user sets a password. Never leaves the server (DTOs map fields explicitly). */
  @Sensitive()
  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  /** the previous password hashes, newest first */
  @Sensitive()
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  passwordHistory: string[];

  /** a temporary password: must be changed at the next sign-in */
  @Column({ type: 'boolean', default: false })
  mustChangePassword: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  failedAttempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  firstFailedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  @DeleteDateColumn({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}

/** Locked now: an administrator lock, or a sign-in lock that has not run out. */
export function isLockedNow(u: Pick<AppUser, 'locked' | 'lockedUntil'>, now = new Date()): boolean {
  return u.locked && (u.lockedUntil === null || u.lockedUntil.getTime() > now.getTime());
}

export function statusOf(u: Pick<AppUser, 'enabled' | 'locked' | 'lockedUntil'>, now = new Date()): UserStatus {
  if (!u.enabled) return 'DISABLED';
  return isLockedNow(u, now) ? 'LOCKED' : 'ACTIVE';
}
