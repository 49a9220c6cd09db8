/**
 * The report catalogue as data (spec 01 §6 "about 100 report-type modules"), the output formats,
 * the schedule frequencies (spec 02 §9) and the states of a job run. Each report type is also a
 * permission module (group REPORT, parent REPORTS): a user may run a report only with VIEW on its
 * module. The server adds each report's query and columns next to its domain module; this list
 * only names them, so the web and the role editor know them too. Pure data.
 */
import type { ModuleDefinition } from './permissions';

export const REPORT_FORMATS = ['CSV', 'XLSX', 'PDF'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_FORMAT_INFO: Readonly<Record<ReportFormat, { extension: string; contentType: string; label: string }>> = {
  CSV: { extension: 'csv', contentType: 'text/csv; charset=utf-8', label: 'CSV' },
  XLSX: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel (XLSX)' },
  PDF: { extension: 'pdf', contentType: 'application/pdf', label: 'PDF' },
};

/** What a report belongs to: the tenant of the request, or every tenant (system-level reports). */
export type ReportScope = 'TENANT' | 'SYSTEM';

export interface ReportTypeInfo {
  /** the value of `reportType` in the API */
  type: string;
  /** the permission module that allows running it */
  module: string;
  title: string;
  description: string;
  /** the domain whose module holds the report's definition */
  domain: string;
  scope: ReportScope;
}

const r = <T extends string>(
  type: T,
  title: string,
  domain: string,
  description: string,
  scope: ReportScope = 'TENANT',
): ReportTypeInfo & { type: T; module: `REPORT_${T}` } => ({
  type,
  module: `REPORT_${type}`,
  title,
  description,
  domain,
  scope,
});

/**
 * Every report type. A domain adds one line here and its definition in
 * packages/server/src/modules/<domain>/reports/. Module names must not collide with CORE_MODULES.
 */
const REPORT_TYPE_LIST = [
  r('PERSONNEL_ROSTER', 'Personnel Roster', 'personnel', 'Every person with facility, employment and clearance'),
  r('CLEARANCES_BY_LEVEL_STATUS', 'Clearances by Level and Status', 'personnel', 'Personnel clearances grouped by level and status'),
  r(
    'REINVESTIGATIONS_DUE',
    'Investigations Due for Reinvestigation',
    'personnel',
    'Investigations whose periodic reinvestigation falls due',
  ),
  r('EXPIRING_BADGES', 'Expiring Badges', 'personnel', 'Badges that expire within the chosen period'),
  r('EXPIRING_PASSPORTS', 'Expiring Passports', 'personnel', 'Passports that expire within the chosen period'),
  r('POLYGRAPHS_DUE', 'Polygraphs Due', 'personnel', 'Polygraphs scheduled or due within the chosen period'),
  r('KEY_MANAGEMENT_PERSONNEL', 'Key Management Personnel', 'personnel', 'Key management personnel of a facility (KMP list)'),
  r('VISITS_BY_FACILITY', 'Visits by Facility', 'visits', 'Incoming and outgoing visits in a date range, per facility'),
  r('VISITORS_BY_CLEARANCE_LEVEL', 'Visitors by Clearance Level', 'visits', 'Visitors and people going on visits, by clearance level'),
  r(
    'PERM_CERTIFICATIONS_EXPIRING',
    'Permanent Visit Certifications Expiring',
    'visits',
    'Permanent visit certifications that end within the chosen period',
  ),
  r('USERS_AND_ROLES', 'Users and Roles', 'identity', 'User accounts with their roles and status'),
  r('AUDIT_ACTIVITY', 'Audit Activity', 'audit-log', 'Audit events of the tenant in a date range'),
  r('FOREIGN_TRAVELS', 'Foreign Travel', 'incidents', 'Foreign travels in a date range with their destinations'),
  r('OVERDUE_DEBRIEFS', 'Overdue Debriefs', 'incidents', 'Submitted foreign travels whose debrief due date has passed without a debrief'),
  r('TENANTS', 'Tenants', 'tenants', 'Every tenant with type, pay tier and state', 'SYSTEM'),
  r(
    'INCIDENTS_BY_TYPE_STATUS',
    'Incidents by Type and Status',
    'incidents',
    'Incidents and reports of a date range by type and status, with their deadlines',
  ),
] as const satisfies readonly ReportTypeInfo[];

export const REPORT_TYPES: readonly ReportTypeInfo[] = REPORT_TYPE_LIST;

/** The permission module of a report type, e.g. REPORT_PERSONNEL_ROSTER. */
export type ReportModuleName = (typeof REPORT_TYPE_LIST)[number]['module'];

/** The value of `reportType` of a report type. */
export type ReportTypeName = (typeof REPORT_TYPE_LIST)[number]['type'];

export const REPORT_TYPE_NAMES: readonly ReportTypeName[] = REPORT_TYPE_LIST.map((t) => t.type);

export function reportTypeInfo(type: string): ReportTypeInfo | undefined {
  return REPORT_TYPES.find((t) => t.type === type);
}

/** The report-type permission modules, merged into ALL_MODULES (permissions.ts). */
export const REPORT_MODULES: ModuleDefinition[] = REPORT_TYPES.map((t) => ({
  name: t.module,
  prettyName: `Report: ${t.title}`,
  description: t.description,
  parent: 'REPORTS',
  group: 'REPORT',
  systemLevel: t.scope === 'SYSTEM',
}));

// ---------------------------------------------------------------------------------------------
// Scheduled jobs
// ---------------------------------------------------------------------------------------------

/** Notification / schedule frequencies (spec 02 §9). */
export const SCHEDULE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'BI_ANNUALLY', 'ANNUALLY'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export const SCHEDULE_FREQUENCY_LABELS: Readonly<Record<ScheduleFrequency, string>> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  BI_ANNUALLY: 'Bi-Annually',
  ANNUALLY: 'Annually',
};

/** Week days run Sunday to Saturday, upper case (spec 01 §9). */
export const WEEK_DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const SCHEDULED_JOB_SCOPES = ['SYSTEM', 'TENANT'] as const;
export type ScheduledJobScope = (typeof SCHEDULED_JOB_SCOPES)[number];

/** Maintenance tasks a system scheduled job can run instead of a report. */
export const MAINTENANCE_TASKS = {
  REMINDERS: 'Reminders and open actions for what falls due',
  PURGE_JOB_ARCHIVES: 'Delete report files older than the retention period',
} as const;
export type MaintenanceTask = keyof typeof MAINTENANCE_TASKS;
export const MAINTENANCE_TASK_NAMES = Object.keys(MAINTENANCE_TASKS) as MaintenanceTask[];

export const JOB_RUN_STATUSES = ['QUEUED', 'RUNNING', 'RETRYING', 'SUCCEEDED', 'FAILED', 'SKIPPED'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];
export const FINISHED_RUN_STATUSES: readonly JobRunStatus[] = ['SUCCEEDED', 'FAILED', 'SKIPPED'];

export const JOB_RUN_STATUS_COLOR: Readonly<Record<JobRunStatus, 'default' | 'info' | 'warning' | 'success' | 'error'>> = {
  QUEUED: 'default',
  RUNNING: 'info',
  RETRYING: 'warning',
  SUCCEEDED: 'success',
  FAILED: 'error',
  SKIPPED: 'default',
};

/** Texts of the reports and scheduled-jobs pages and of their API answers. */
export const REPORT_MESSAGES = {
  generate: 'Generate Report',
  generating: 'Generating report…',
  download: 'Download',
  chooseReport: 'Report',
  format: 'Format',
  noReports: 'You do not have permission to run any report.',
  reportFailed: 'Failed To Generate Report.',
  reportQueued: 'Report Queued.',
  addJob: 'Add Job',
  jobSaved: 'Successfully Saved Scheduled Job.',
  jobSaveFailed: 'Failed to Save Scheduled Job.',
  jobDeleted: 'Successfully Deleted Scheduled Job.',
  jobDeleteFailed: 'Failed to Delete Scheduled Job.',
  runHistory: 'Run History',
  unknownReportType: 'Unknown report type "{type}". Choose one of the reports listed by GET /reports.',
  badFormat: 'format must be one of CSV, XLSX, PDF',
  noPermission: 'You do not have the VIEW permission on {module} needed to run the report "{title}".',
  actorLostPermission: 'The owner of this job no longer has the VIEW permission on {module}; the report was not generated.',
  fileGone: 'The file of this run is no longer available.',
  notFinished: 'This run has not produced a file yet (status {status}).',
  linkExpired: 'This download link has expired or belongs to another user. Request a new link.',
  // not worded by the spec
  jobNameTaken: (name: string) => `A scheduled job named "${name}" already exists`,
  noRunFile: 'This run does not produce a file.',
  // not worded by the spec
  queueUnreachable: (detail: string) => `The job queue is not reachable (${detail}); nothing was changed. Try again.`,
  otherScopeJob: (id: string, scope: string) =>
    `Scheduled job ${id} is a ${scope.toLowerCase()} job: use PUT /scheduled-jobs/${scope.toLowerCase()}/${id}`,
} as const;

/** Replaces {name} placeholders. */
export function fillMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (values[k] !== undefined ? String(values[k]) : m));
}

/** The answer to a reportType that names no report of the catalogue. */
export const unknownReportTypeMessage = (type: unknown): string => fillMessage(REPORT_MESSAGES.unknownReportType, { type: String(type) });

/** Labels of the reports and scheduled-jobs pages that the specification does not word. */
export const REPORT_LABELS = {
  reports: 'Reports',
  generateReports: 'Generate Reports',
  scheduleReports: 'Schedule Reports',
  scheduledJobs: 'Scheduled Jobs',
  addJob: 'Add Job',
  jobDetails: 'Job Details',
  name: 'Name',
  report: 'Report',
  task: 'Maintenance Task',
  kind: 'Runs',
  kindReport: 'A report',
  kindTask: 'A maintenance task',
  parameters: 'Parameters',
  format: 'Format',
  schedule: 'Schedule',
  scheduleFrequency: 'Frequency',
  scheduleCron: 'Cron expression',
  frequency: 'Frequency',
  timeOfDay: 'Time of Day',
  dayOfWeek: 'Day of Week',
  dayOfMonth: 'Day of Month',
  month: 'Month',
  firstMonth: 'First Month of the Cycle',
  cronExpression: 'Cron Expression',
  cronHelp: 'Five fields: minute hour day-of-month month day-of-week (e.g. 0 7 * * 1-5)',
  timeZone: 'Time Zone',
  recipients: 'Recipients',
  recipientsHelp: 'E-mail addresses, separated by commas; each gets a link to every result',
  enabled: 'Enabled',
  nextRun: 'Next Run',
  lastRun: 'Last Run',
  status: 'Status',
  progress: 'Progress',
  started: 'Started',
  finished: 'Finished',
  rows: 'Rows',
  file: 'File',
  error: 'Error',
  save: 'Save',
  delete: 'Delete',
  queued: 'Waiting for a worker…',
  queueDashboard: 'Queue Dashboard',
  noRuns: 'No runs yet.',
} as const;
