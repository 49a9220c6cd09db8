import { ApiProperty } from '@nestjs/swagger';
import {
  type JobRunStatus,
  MAINTENANCE_TASK_NAMES,
  type MaintenanceTask,
  REPORT_FORMATS,
  REPORT_TYPE_NAMES,
  type ReportFormat,
  SCHEDULE_FREQUENCIES,
  SCHEDULED_JOB_SCOPES,
  type ScheduledJobScope,
  type ScheduleFrequency,
  WEEK_DAYS,
  unknownReportTypeMessage,
  type WeekDay,
  JOB_RUN_STATUSES,
} from '@clearline/shared';
import { BoolField, EmailListField, EnumField, EnumOf, NumberField, ObjectField, PatternField, TextField } from '../../core/http/fields';

/** POST /scheduled-jobs/system|tenant and PUT /scheduled-jobs/system|tenant/{id} (the whole job). */
export class ScheduledJobInputDto {
  @TextField({ label: 'Name', required: true })
  name: string;

  /** a report type from GET /reports (give this or task) */
  @EnumField(REPORT_TYPE_NAMES, { label: 'reportType', message: unknownReportTypeMessage })
  reportType?: string | null;

  /** a maintenance task (system jobs only; give this or reportType) */
  @EnumField(MAINTENANCE_TASK_NAMES, { label: 'task' })
  task?: MaintenanceTask | null;

  /** the report's parameters, as listed by GET /reports */
  @ObjectField({ label: 'parameters', nullable: false })
  parameters?: Record<string, unknown>;

  /** default CSV */
  @EnumField(REPORT_FORMATS, { label: 'format', nullable: false })
  format?: ReportFormat;

  /** give a frequency (with timeOfDay and its day options) or a cronExpression */
  @EnumField(SCHEDULE_FREQUENCIES, { label: 'frequency' })
  frequency?: ScheduleFrequency | null;

  /** HH:MM, 24-hour, in timeZone (default 06:00) */
  @PatternField({ label: 'Time of Day', pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'Time of Day must be HH:MM (24-hour)' })
  timeOfDay?: string | null;

  /** WEEKLY only (default MONDAY) */
  @EnumField(WEEK_DAYS, { label: 'Day of Week' })
  dayOfWeek?: WeekDay | null;

  /** MONTHLY, QUARTERLY, BI_ANNUALLY, ANNUALLY: 1–28 (default 1) */
  @NumberField({ label: 'Day of Month', integer: true, min: 1, max: 28 })
  dayOfMonth?: number | null;

  /** ANNUALLY: the month; QUARTERLY and BI_ANNUALLY: first month of the cycle (default 1) */
  @NumberField({ label: 'Month', integer: true, min: 1, max: 12 })
  month?: number | null;

  /** five fields (minute hour day month week-day), or six with seconds first */
  @TextField({ label: 'Cron Expression' })
  cronExpression?: string | null;

  /** IANA time zone; default the tenant's TIME_ZONE setting (America/New_York for system jobs) */
  @TextField({ label: 'Time Zone', nullable: false })
  timeZone?: string;

  /** e-mail addresses that receive each result */
  @EmailListField({ label: 'Recipients', itemLabel: 'Recipient', maxItems: 50, nullable: false })
  recipients?: string[];

  /** default true */
  @BoolField({ label: 'enabled', nullable: false })
  enabled?: boolean;
}

export class LastRunDto {
  id: string;
  @EnumOf(JOB_RUN_STATUSES)
  status: JobRunStatus;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
}

/** A scheduled job as GET /scheduled-jobs answers it. */
export class ScheduledJobDto {
  id: string;
  @ApiProperty({ enum: SCHEDULED_JOB_SCOPES })
  scope: ScheduledJobScope;
  name: string;
  @EnumOf(REPORT_TYPE_NAMES)
  reportType: string | null;
  /** the report's title, or the task's description */
  title: string;
  @EnumOf(MAINTENANCE_TASK_NAMES)
  task: string | null;
  parameters: Record<string, unknown>;
  @ApiProperty({ enum: REPORT_FORMATS })
  format: ReportFormat;
  @ApiProperty({ enum: SCHEDULE_FREQUENCIES, nullable: true })
  frequency: ScheduleFrequency | null;
  timeOfDay: string | null;
  @ApiProperty({ enum: WEEK_DAYS, nullable: true })
  dayOfWeek: WeekDay | null;
  dayOfMonth: number | null;
  month: number | null;
  cronExpression: string | null;
  /** the cron pattern the job runs on (from the frequency or the expression) */
  cron: string;
  timeZone: string;
  recipients: string[];
  enabled: boolean;
  /** next run time; null when disabled */
  nextRunAt: string | null;
  lastRun: LastRunDto | null;
  ownerId: string | null;
  createdAt: string;
  updatedAt: string;
}
