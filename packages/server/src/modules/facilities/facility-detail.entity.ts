import type { WorkflowRetryStatus, WorkflowRetryType } from '@clearline/shared';
import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/**
 * An automated step for a facility that failed (a reminder e-mail to one of its people): what it was, whom it
 * concerned, how often it was tried, the last error (never a recipient or a secret) and what became of it.
 */
@Entity('facility_workflow_retry')
export class FacilityWorkflowRetry extends TenantRecord {
  @Column({ type: 'uuid' })
  facilityId: string;

  @Column({ type: 'text' })
  workflowType: WorkflowRetryType;

  /** the person the step concerned */
  @Column({ type: 'uuid', nullable: true })
  personnelId: string | null;

  /** what the step was about, as the tab shows it ("Badge expires: Doe, Jane — 2026-12-01") */
  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'integer', default: 1 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'text', default: 'FAILED' })
  status: WorkflowRetryStatus;

  @Column({ type: 'timestamptz' })
  failedAt: Date;

  @Column({ type: 'timestamptz' })
  lastAttemptAt: Date;

  /** the queue job of the last retry */
  @Column({ type: 'text', nullable: true })
  queueJobId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  resolvedBy: string | null;

  @Column({ type: 'text', nullable: true })
  resolutionNote: string | null;
}
