import type { ReportFormat, ScheduledJobScope, ScheduleFrequency, WeekDay } from '@clearline/shared';
import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../../core/database/entities';

/**
 * A report or maintenance task that runs on a schedule. PostgreSQL is the source of truth; each
 * enabled job is mirrored into a BullMQ job scheduler (id `sj-<id>`). TENANT jobs belong to their
 * tenant (row-level security); SYSTEM jobs have no tenant and are reachable only in the audited
 * system scope from SYSTEM_SCHEDULED_JOBS routes. Audited on every change.
 */
@Entity('scheduled_job')
export class ScheduledJob extends BaseRecord {
  /** null for SYSTEM jobs; left unset for TENANT jobs (the database fills in the transaction's tenant) */
  @Column({ type: 'uuid', nullable: true, update: false })
  tenantId: string | null;

  @Column({ type: 'text', update: false })
  scope: ScheduledJobScope;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  reportType: string | null;

  @Column({ type: 'text', nullable: true })
  task: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  parameters: Record<string, unknown>;

  @Column({ type: 'text', default: 'CSV' })
  format: ReportFormat;

  @Column({ type: 'text', nullable: true })
  frequency: ScheduleFrequency | null;

  /** HH:MM, 24-hour, in timeZone */
  @Column({ type: 'text', nullable: true })
  timeOfDay: string | null;

  @Column({ type: 'text', nullable: true })
  dayOfWeek: WeekDay | null;

  @Column({ type: 'integer', nullable: true })
  dayOfMonth: number | null;

  @Column({ type: 'integer', nullable: true })
  month: number | null;

  @Column({ type: 'text', nullable: true })
  cronExpression: string | null;

  @Column({ type: 'text', default: 'America/New_York' })
  timeZone: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  recipients: string[];

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  nextRunAt: Date | null;

  /** the user whose permissions the job runs with (checked again at every run) */
  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @Column({ type: 'uuid', nullable: true })
  ownerTenantId: string | null;
}
