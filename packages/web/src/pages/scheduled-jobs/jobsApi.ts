import type { JobRunStatus, ReportFormat, ScheduledJobScope } from '@clearline/shared';
import { UPLOAD_MESSAGES } from '@clearline/shared';
import { offerDownload } from '../../components/upload/download';
import { api, dataOf, listRange, type Schema } from '../../api/client';
import { apiFetch } from '../../providers/httpClient';

/** GET /reports: a report type the user may run. */
export type ReportType = Schema<'ReportTypeDto'>;
export type ReportParameter = Schema<'ReportParameterDto'>;
/** GET /jobs/{id}: one run. */
export type JobRun = Schema<'JobRunDto'>;
export type ScheduledJob = Schema<'ScheduledJobDto'>;
export type ScheduledJobInput = Schema<'ScheduledJobInputDto'>;

const scopePath = (scope: ScheduledJobScope) => (scope === 'SYSTEM' ? 'system' : 'tenant');

export const jobsApi = {
  reportTypes: async () => dataOf(await api.GET('/api/v1/reports')),
  /** POST /reports/generate?async=true: the queued run. */
  generate: async (reportType: ReportType['reportType'], parameters: Record<string, unknown>, format: ReportFormat) =>
    dataOf(
      await api.POST('/api/v1/reports/generate', { params: { query: { async: true } }, body: { reportType, parameters, format } }),
    ) as JobRun,
  run: async (id: string) => dataOf(await api.GET('/api/v1/jobs/{id}', { params: { path: { id } } })),
  /** The last 20 runs of a scheduled job. */
  runs: async (jobId: string) =>
    dataOf(await api.GET('/api/v1/scheduled-jobs/{id}/runs', { params: { path: { id: jobId }, query: listRange(0, 19) } })),
  job: async (id: string) => dataOf(await api.GET('/api/v1/scheduled-jobs/{id}', { params: { path: { id } } })),
  create: async (scope: ScheduledJobScope, body: ScheduledJobInput) =>
    dataOf(await api.POST(`/api/v1/scheduled-jobs/${scopePath(scope)}`, { body })),
  update: async (scope: ScheduledJobScope, id: string, body: ScheduledJobInput) =>
    dataOf(await api.PUT(`/api/v1/scheduled-jobs/${scopePath(scope)}/{id}`, { params: { path: { id } }, body })),
  remove: async (id: string) => {
    await api.DELETE('/api/v1/scheduled-jobs/{id}', { params: { path: { id } } });
  },
};

/**
 * Downloads a run's file through a short-lived link (GET /jobs/{id}/download-url) and offers it as a
 * file; the object address is released after about one second. Returns the toast of spec 01 §8.
 */
export async function downloadRun(id: string): Promise<{ ok: boolean; message: string }> {
  let link: Schema<'DownloadUrlDto'>;
  try {
    link = dataOf(await api.GET('/api/v1/jobs/{id}/download-url', { params: { path: { id } } }));
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.downloadFailed };
  }
  return offerDownload(() => apiFetch(link.url), link.fileName);
}

export const isFinished = (s: JobRunStatus | undefined) => s === 'SUCCEEDED' || s === 'FAILED' || s === 'SKIPPED';
