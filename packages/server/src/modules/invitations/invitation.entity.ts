import { Column, Entity } from 'typeorm';
import type { InvitationStatus } from '@clearline/shared';
import { Sensitive } from '../../core/audit/sensitive';
import { TenantRecord } from '../../core/database/entities';

/** An invitation of one person to enter their own biographic and citizenship information (spec 02 §4). */
@Entity('invitation')
export class Invitation extends TenantRecord {
  /** the personnel record the invitee completes (created with the invitation when the person is new) */
  @Column({ type: 'uuid' })
  personnelId: string;

  @Column({ type: 'text' })
  firstName: string;

  @Column({ type: 'text' })
  lastName: string;

  /** where the link and the code go; becomes the person's work e-mail */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', default: 'CREATED' })
  status: InvitationStatus;

  /** SHA-256 of the current link's token; null once used or withdrawn */
  @Sensitive()
  @Column({ type: 'text', nullable: true })
  tokenHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  tokenExpiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** username of who sent the latest link */
  @Column({ type: 'text', nullable: true })
  sentBy: string | null;

  @Column({ type: 'integer', default: 0 })
  sendCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  validatedAt: Date | null;

  /** HMAC of the e-mailed code; null once passed */
  @Sensitive()
  @Column({ type: 'text', nullable: true })
  otpHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  otpExpiresAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  otpAttempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  otpPassedAt: Date | null;

  /** codes e-mailed for the current link (INVITATION_LIMITS.codes); a new link starts again from 0 */
  @Column({ type: 'integer', default: 0 })
  codesIssued: number;

  /** wrong codes entered for the current link, whatever code they were meant for (INVITATION_LIMITS.wrongCodes) */
  @Column({ type: 'integer', default: 0 })
  wrongCodes: number;

  /** set when a limit was passed: the link answers "locked" until the security office sends a new one */
  @Column({ type: 'timestamptz', nullable: true })
  lockedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  /** the user account created for the invitee after the review */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;
}
