import type { JobRunStatus, ReportFormat, ScheduledJobScope, ScheduleFrequency, WeekDay } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { offerAsFile } from '../../components/upload/download';
import { API_URL, apiFetch, apiGet, httpClient } from '../../providers/httpClient';

/** GET /reports: a report type the user may run. */
export interface ReportType {
  reportType: string;
  title: string;
  description: string;
  module: string;
  scope: 'TENANT' | 'SYSTEM';
  parameters: ReportParameter[];
  columns: string[];
  formats: ReportFormat[];
}

export interface ReportParameter {
  name: string;
  label: string;
  kind: 'facility' | 'select' | 'date' | 'number' | 'text' | 'boolean';
  required: boolean;
  options?: Array<{ value: string; label: string }>;
  multiple?: boolean;
  notBefore?: string;
  min?: number;
  max?: number;
  maxLength?: number;
  default?: unknown;
}

/** GET /jobs/{id}: one run. */
export interface JobRun {
  id: string;
  scheduledJobId: string | null;
  kind: 'REPORT' | 'TASK';
  reportType: string | null;
  task: string | null;
  title: string;
  format: ReportFormat | null;
  status: JobRunStatus;
  progress: number;
  rowsWritten: number | null;
  attempts: number;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
  fileName: string | null;
  fileSize: number | null;
  hasFile: boolean;
}

export interface ScheduledJob {
  id: string;
  scope: ScheduledJobScope;
  name: string;
  reportType: string | null;
  title: string;
  task: string | null;
  parameters: Record<string, unknown>;
  format: ReportFormat;
  frequency: ScheduleFrequency | null;
  timeOfDay: string | null;
  dayOfWeek: WeekDay | null;
  dayOfMonth: number | null;
  month: number | null;
  cronExpression: string | null;
  cron: string;
  timeZone: string;
  recipients: string[];
  enabled: boolean;
  nextRunAt: string | null;
  lastRun: { id: string; status: JobRunStatus; startedAt: string | null; finishedAt: string | null; error: string | null } | null;
}

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });

export const jobsApi = {
  reportTypes: () => apiGet<ReportType[]>('/reports'),
  /** POST /reports/generate?async=true: the queued run. */
  generate: async (reportType: string, parameters: Record<string, unknown>, format: ReportFormat) =>
    (await httpClient<JobRun>(`${API_URL}/reports/generate?async=true`, { method: 'POST', ...json({ reportType, parameters, format }) }))
      .json,
  run: (id: string) => apiGet<JobRun>(`/jobs/${id}`),
  runs: (jobId: string) => apiGet<JobRun[]>(`/scheduled-jobs/${jobId}/runs?range=[0,19]`),
  job: (id: string) => apiGet<ScheduledJob>(`/scheduled-jobs/${id}`),
  create: async (scope: ScheduledJobScope, body: Record<string, unknown>) =>
    (await httpClient<ScheduledJob>(`${API_URL}/scheduled-jobs/${scope.toLowerCase()}`, { method: 'POST', ...json(body) })).json,
  update: async (scope: ScheduledJobScope, id: string, body: Record<string, unknown>) =>
    (await httpClient<ScheduledJob>(`${API_URL}/scheduled-jobs/${scope.toLowerCase()}/${id}`, { method: 'PUT', ...json(body) })).json,
  remove: async (id: string) => {
    await httpClient(`${API_URL}/scheduled-jobs/${id}`, { method: 'DELETE' });
  },
};

/**
 * Downloads a run's file through a short-lived link (GET /jobs/{id}/download-url) and offers it as a
 * file; the object address is released after about one second. Returns the toast of spec 01 §8.
 */
export async function downloadRun(id: string): Promise<{ ok: boolean; message: string }> {
  try {
    const link = await apiGet<{ url: string; fileName: string }>(`/jobs/${id}/download-url`);
    const res = await apiFetch(link.url);
    if (!res.ok) return { ok: false, message: MESSAGES.downloadFailed };
    await offerAsFile(res, link.fileName);
    return { ok: true, message: MESSAGES.downloadReady };
  } catch {
    return { ok: false, message: MESSAGES.downloadFailed };
  }
}

export const isFinished = (s: JobRunStatus | undefined) => s === 'SUCCEEDED' || s === 'FAILED' || s === 'SKIPPED';
