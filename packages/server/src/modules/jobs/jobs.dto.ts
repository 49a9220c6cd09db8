import { ApiProperty } from '@nestjs/swagger';
import {
  JOB_RUN_STATUSES,
  type JobRunStatus,
  MAINTENANCE_TASK_NAMES,
  REPORT_FORMATS,
  REPORT_TYPE_NAMES,
  type ReportFormat,
} from '@clearline/shared';
import { EnumOf } from '../../core/http/fields';

/** One run of a report or maintenance task (GET /jobs/{id}, run history). */
export class JobRunDto {
  /** the run id; also the id of its archive (GET /jobs/archives/{id}/download) */
  id: string;
  /** the scheduled job that started it; null for a report generated on request */
  scheduledJobId: string | null;
  /** REPORT or TASK */
  kind: 'REPORT' | 'TASK';
  @EnumOf(REPORT_TYPE_NAMES)
  reportType: string | null;
  /** the maintenance task of a TASK run */
  @EnumOf(MAINTENANCE_TASK_NAMES)
  task: string | null;
  title: string;
  parameters: Record<string, unknown>;
  @ApiProperty({ enum: REPORT_FORMATS, nullable: true })
  format: ReportFormat | null;
  @ApiProperty({ enum: JOB_RUN_STATUSES })
  status: JobRunStatus;
  /** 0 to 100 */
  progress: number;
  rowsWritten: number | null;
  /** attempts started so far, a start after a worker died included (failed attempts are retried with exponential back-off) */
  attempts: number;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** why the last attempt failed */
  error: string | null;
  fileName: string | null;
  fileSize: number | null;
  /** true when the file can be downloaded */
  hasFile: boolean;
  /** true for runs of system-level jobs */
  system: boolean;
  /**
   * true while a RUNNING run has stalled: the worker running it died or stopped responding (its lock on the
   * job ran out after JOB_LOCK_MS) and no worker has taken the job over yet. Its progress is that of the
   * stopped attempt; a worker resumes it as a new attempt (attempts counts every start).
   */
  stalled: boolean;
}

export class DownloadUrlDto {
  /** path of a link that downloads the file for the signed-in user (short-lived) */
  url: string;
  expiresAt: string;
  fileName: string;
}
