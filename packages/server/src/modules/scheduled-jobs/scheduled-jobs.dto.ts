import { ApiProperty } from '@nestjs/swagger';
import {
  type JobRunStatus,
  MAINTENANCE_TASK_NAMES,
  type MaintenanceTask,
  REPORT_FORMATS,
  type ReportFormat,
  SCHEDULE_FREQUENCIES,
  SCHEDULED_JOB_SCOPES,
  type ScheduledJobScope,
  type ScheduleFrequency,
  WEEK_DAYS,
  type WeekDay,
} from '@clearline/shared';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  isEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Nullable } from '../../core/http/validation';

/** POST /scheduled-jobs/system|tenant and PUT /scheduled-jobs/system|tenant/{id} (the whole job). */
export class ScheduledJobInputDto {
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(128, { message: 'Name must be at most 128 characters' })
  name: string;

  /** a report type from GET /reports (give this or task) */
  @Nullable()
  @IsString({ message: 'reportType must be text' })
  reportType?: string | null;

  /** a maintenance task (system jobs only; give this or reportType) */
  @Nullable()
  @IsIn(MAINTENANCE_TASK_NAMES, { message: `task must be one of ${MAINTENANCE_TASK_NAMES.join(', ')}` })
  @ApiProperty({ enum: MAINTENANCE_TASK_NAMES, required: false, nullable: true })
  task?: MaintenanceTask | null;

  /** the report's parameters, as listed by GET /reports */
  @IsOptional()
  @IsObject({ message: 'parameters must be an object' })
  parameters?: Record<string, unknown>;

  /** default CSV */
  @IsOptional()
  @IsIn(REPORT_FORMATS, { message: 'format must be one of CSV, XLSX, PDF' })
  @ApiProperty({ enum: REPORT_FORMATS, required: false })
  format?: ReportFormat;

  /** give a frequency (with timeOfDay and its day options) or a cronExpression */
  @Nullable()
  @IsIn(SCHEDULE_FREQUENCIES, { message: `frequency must be one of ${SCHEDULE_FREQUENCIES.join(', ')}` })
  @ApiProperty({ enum: SCHEDULE_FREQUENCIES, required: false, nullable: true })
  frequency?: ScheduleFrequency | null;

  /** HH:MM, 24-hour, in timeZone (default 06:00) */
  @Nullable()
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Time of Day must be HH:MM (24-hour)' })
  timeOfDay?: string | null;

  /** WEEKLY only (default MONDAY) */
  @Nullable()
  @IsIn(WEEK_DAYS, { message: `Day of Week must be one of ${WEEK_DAYS.join(', ')}` })
  @ApiProperty({ enum: WEEK_DAYS, required: false, nullable: true })
  dayOfWeek?: WeekDay | null;

  /** MONTHLY, QUARTERLY, BI_ANNUALLY, ANNUALLY: 1–28 (default 1) */
  @Nullable()
  @IsInt({ message: 'Day of Month must be a whole number from 1 to 28' })
  @Min(1, { message: 'Day of Month must be a whole number from 1 to 28' })
  @Max(28, { message: 'Day of Month must be a whole number from 1 to 28' })
  dayOfMonth?: number | null;

  /** ANNUALLY: the month; QUARTERLY and BI_ANNUALLY: first month of the cycle (default 1) */
  @Nullable()
  @IsInt({ message: 'Month must be a whole number from 1 to 12' })
  @Min(1, { message: 'Month must be a whole number from 1 to 12' })
  @Max(12, { message: 'Month must be a whole number from 1 to 12' })
  month?: number | null;

  /** five fields (minute hour day month week-day), or six with seconds first */
  @Nullable()
  @IsString({ message: 'Cron Expression must be text' })
  @MaxLength(120, { message: 'Cron Expression must be at most 120 characters' })
  cronExpression?: string | null;

  /** IANA time zone; default the tenant's TIME_ZONE setting (America/New_York for system jobs) */
  @IsOptional()
  @IsString({ message: 'Time Zone must be text' })
  timeZone?: string;

  /** e-mail addresses that receive each result */
  @IsOptional()
  @IsArray({ message: 'recipients must be a list of e-mail addresses' })
  @ArrayMaxSize(50, { message: 'At most 50 recipients' })
  @IsEmail(
    {},
    {
      each: true,
      message: (a) =>
        `Recipient "${([] as unknown[]).concat(a.value).find((v) => typeof v !== 'string' || !isEmail(v))}" is not a valid e-mail address`,
    },
  )
  recipients?: string[];

  /** default true */
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}

export class LastRunDto {
  id: string;
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
  reportType: string | null;
  /** the report's title, or the task's description */
  title: string;
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
