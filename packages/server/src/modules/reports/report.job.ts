import { Injectable } from '@nestjs/common';
import {
  fillMessage,
  hasPermission,
  REPORT_FORMAT_INFO,
  REPORT_MESSAGES,
  type ReportFormat,
  unknownReportTypeMessage,
} from '@clearline/shared';
import { type Job, UnrecoverableError } from 'bullmq';
import { config } from '../../core/config/config';
import { ReportCatalogue } from '../../core/reporting/report-catalogue';
import { JobHandler, type JobRunner } from '../../core/queue/job-handler';
import { UserPermissions } from '../identity';
import type { RunPayload } from '../../core/queue/queues';
import { RunExecutor, type ScheduledJob } from '../jobs';
import type { ReportDefinition, ReportParams } from '../../core/reporting/report-definition';
import { validateReportParameters } from '../../core/reporting/report-parameters';
import { describeParameters, ReportRunner } from './report-runner';

/** Larger files are sent as a link only. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

const fileNameOf = (def: ReportDefinition, format: ReportFormat, day: string) =>
  `${def.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${day}.${REPORT_FORMAT_INFO[format].extension}`;

export interface ReportJobPayload extends RunPayload {
  /** request runs carry the report; scheduled runs read it from their scheduled job */
  reportType?: string;
  parameters?: ReportParams;
  format?: ReportFormat;
}

declare module '../../core/queue/queues' {
  interface JobPayloads {
    'reports.generate': ReportJobPayload;
  }
}

/**
 * Generates one report file: from a request (run created by the API) or from a scheduled job (run
 * created here, keyed by the scheduler's job id). The owner's permission on the report is checked
 * again before any row is read; a missing permission fails the run at once (no retries).
 */
@Injectable()
@JobHandler('reports.generate', 'reports')
export class ReportJob implements JobRunner<ReportJobPayload> {
  constructor(
    private readonly runs: RunExecutor,
    private readonly runner: ReportRunner,
    private readonly permissions: UserPermissions,
    private readonly catalogue: ReportCatalogue,
  ) {}

  async run(job: Job<ReportJobPayload>) {
    const tenantId = job.data.tenantId ?? null;
    let reportType: string | null | undefined = job.data.reportType;
    let raw: unknown = job.data.parameters;
    let format = job.data.format ?? 'CSV';
    let scheduled: ScheduledJob | null = null;
    const fromSchedule = await this.runs.scheduledJobOf(job);
    if (fromSchedule !== undefined) {
      // deleted or disabled since the scheduler fired: nothing to do
      if (!fromSchedule?.reportType) return { skipped: true };
      scheduled = fromSchedule;
      reportType = scheduled.reportType;
      raw = scheduled.parameters;
      format = scheduled.format;
    }
    const def = reportType ? this.catalogue.find(reportType) : undefined;
    const title = def?.title ?? reportType ?? 'Report';
    return this.runs.execute(
      job,
      {
        kind: 'REPORT',
        title,
        reportType: reportType ?? null,
        parameters: (raw ?? {}) as Record<string, unknown>,
        format,
        scheduledJobId: scheduled?.id,
      },
      async (ctx) => {
        if (!def) throw new UnrecoverableError(unknownReportTypeMessage(reportType));
        await this.checkActor(job.data, def);
        const runCtx = await this.runner.queryContext(def, tenantId);
        const checked = validateReportParameters(def.parameters, raw, runCtx.today);
        if ('errors' in checked) throw new UnrecoverableError(checked.errors.join('; '));
        const info = REPORT_FORMAT_INFO[format];
        let rows = 0;
        const file = await ctx.storeFile(info.extension, fileNameOf(def, format, runCtx.today), info.contentType, async (out) => {
          rows = (await this.runner.generate(def, checked.params, format, out, { tenantId, onProgress: (p, n) => ctx.progress(p, n) }))
            .rows;
        });
        const recipients = scheduled?.recipients ?? [];
        const attachTo =
          file.size <= ATTACHMENT_MAX_BYTES
            ? await this.usersWhoMayRead(recipients, def, tenantId ?? job.data.actorTenantId ?? null)
            : new Set();
        const values = {
          scheduleName: scheduled?.name,
          reportTitle: def.title,
          day: runCtx.today,
          parameters: describeParameters(def, checked.params),
          rows,
          format: info.label,
          // a page of the web app (it signs the reader in first, then downloads through the API)
          downloadUrl: `${config().publicUrl}/reports/runs/${ctx.run.id}/download`,
          historyUrl: `${config().publicUrl}/${scheduled?.scope === 'SYSTEM' ? 'scheduled-jobs' : 'reports/schedule-reports'}/${scheduled?.id}/details`,
        };
        const mails = recipients.map((to) => ({
          to,
          template: 'REPORT_READY',
          values: { ...values, attached: attachTo.has(to) },
          attachments: attachTo.has(to) ? [{ filename: file.fileName!, contentType: info.contentType, storageKey: file.key }] : undefined,
        }));
        return { rows, file, mails, result: { rows } };
      },
    );
  }

  /**
   * Recipients who get the file attached: active users of the tenant with VIEW on the report's module.
   * Everyone else gets the link only (it asks for sign-in and the permission).
   */
  private async usersWhoMayRead(recipients: string[], def: ReportDefinition, tenantId: string | null): Promise<Set<string>> {
    if (!recipients.length || !tenantId) return new Set();
    return this.runs.scope(tenantId, async (em) => {
      const users = (await em.query(`SELECT id, lower(email) AS email FROM app_user WHERE lower(email) = ANY($1) AND deleted_at IS NULL`, [
        recipients.map((r) => r.toLowerCase()),
      ])) as Array<{ id: string; email: string }>;
      const allowed = new Set<string>();
      for (const u of users) {
        const access = await this.permissions.loadWith(em, u.id);
        if (access.active && hasPermission(access.permissions, def.module, 'VIEW')) allowed.add(u.email);
      }
      return allowed;
    });
  }

  /** The user the run acts for must still be active and hold VIEW on the report's module. */
  private async checkActor(data: ReportJobPayload, def: ReportDefinition): Promise<void> {
    if (!data.actorId || !data.actorTenantId) {
      throw new UnrecoverableError(`The report "${def.title}" has no owner to run for; edit the scheduled job to take it over.`);
    }
    const access = await this.permissions.load(data.actorId, data.actorTenantId);
    if (!access.active)
      throw new UnrecoverableError(`The account that owns this report is disabled or locked; the report was not generated.`);
    if (!hasPermission(access.permissions, def.module, 'VIEW')) {
      throw new UnrecoverableError(fillMessage(REPORT_MESSAGES.actorLostPermission, { module: def.module }));
    }
  }
}
