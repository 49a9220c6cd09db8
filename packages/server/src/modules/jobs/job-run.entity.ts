import type { JobRunStatus, ReportFormat } from '@clearline/shared';
import { Column, Entity } from 'typeorm';
import { NotAudited } from '../../core/audit/sensitive';
import { BaseRecord } from '../../core/database/entities';

export type JobRunKind = 'REPORT' | 'TASK';

/**
 * One run of a report or maintenance task: who asked for it, its state and progress, and its output
 * file in storage. The id is deterministic (the queue job's id), so a job delivered twice, or picked
 * up again after its worker died, finds and finishes the same run. Tenant runs belong to their tenant
 * (row-level security); runs of system jobs have no tenant and are reachable only in the system scope.
 *
 * Not audited row by row (progress changes every second): requesting a report and each generated
 * file are recorded with explicit audit events (ACTION REPORT_REQUESTED, EXPORT).
 */
@NotAudited()
@Entity('job_run')
export class JobRun extends BaseRecord {
  /** null for runs of system jobs; left unset otherwise (the database fills in the transaction's tenant) */
  @Column({ type: 'uuid', nullable: true, update: false })
  tenantId: string | null;

  @Column({ type: 'uuid', nullable: true })
  scheduledJobId: string | null;

  @Column({ type: 'text' })
  jobType: string;

  @Column({ type: 'text' })
  queue: string;

  @Column({ type: 'text' })
  queueJobId: string;

  @Column({ type: 'text' })
  kind: JobRunKind;

  @Column({ type: 'text', nullable: true })
  reportType: string | null;

  @Column({ type: 'text', nullable: true })
  task: string | null;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  parameters: Record<string, unknown>;

  @Column({ type: 'text', nullable: true })
  format: ReportFormat | null;

  @Column({ type: 'text', default: 'QUEUED' })
  status: JobRunStatus;

  @Column({ type: 'integer', default: 0 })
  progress: number;

  @Column({ type: 'bigint', nullable: true })
  rowsWritten: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** storage key of the output file; null when the run has none or the purge task deleted it (fileName stays) */
  @Column({ type: 'text', nullable: true })
  fileKey: string | null;

  @Column({ type: 'text', nullable: true })
  fileName: string | null;

  @Column({ type: 'text', nullable: true })
  contentType: string | null;

  @Column({ type: 'bigint', nullable: true })
  fileSize: string | null;

  @Column({ type: 'jsonb', nullable: true })
  result: Record<string, unknown> | null;

  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** the actor's home tenant (differs from tenantId while a provider user impersonates) */
  @Column({ type: 'uuid', nullable: true })
  actorTenantId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  mailedAt: Date | null;
}
