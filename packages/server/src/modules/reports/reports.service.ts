import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BadRequestException, ForbiddenException, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import {
  FINISHED_RUN_STATUSES,
  fillMessage,
  unknownReportTypeMessage,
  hasPermission,
  MAX_PAGE_SIZE,
  REPORT_FORMATS,
  REPORT_MESSAGES,
  type ReportFormat,
  API_MESSAGES,
} from '@clearline/shared';
import { AuditService } from '../../core/audit/audit.service';
import { RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, GIVEN_ORDER, pageInMemory, parseList } from '../../core/http/list';
import { QueueService } from '../../core/queue/queue.service';
import { queueOf } from '../../core/queue/queues';
import type { ReportJobPayload } from './report.job';
import { failQueuedRun, JobRun } from '../jobs';
import { ReportCatalogue } from '../../core/reporting/report-catalogue';
import type { ReportDefinition, ReportParameter, ReportParams } from '../../core/reporting/report-definition';
import { validateReportParameters } from '../../core/reporting/report-parameters';
import { checkReportReferences } from '../../core/reporting/report-references';
import type { ReportParameterDto, ReportTypeDto } from './reports.dto';
import { SettingsService } from '../settings';

export const REPORT_JOB = 'reports.generate';

/** The key management personnel report, generated per facility (POST /reports/kmp/generate/{facilityId}). */
export const KMP_REPORT = 'KEY_MANAGEMENT_PERSONNEL';

/** How long POST /reports/generate waits for the file before answering 202 with the run to poll. */
export const GENERATE_WAIT_MS = 120_000;

function parameterDto(p: ReportParameter): ReportParameterDto {
  const out: ReportParameterDto = { name: p.name, label: p.label, kind: p.kind, required: !!p.required };
  if (p.kind === 'select') Object.assign(out, { options: p.options, multiple: !!p.multiple });
  if (p.kind === 'date' && p.notBefore) out.notBefore = p.notBefore;
  if (p.kind === 'number') Object.assign(out, { min: p.min, max: p.max });
  if (p.kind === 'text') out.maxLength = p.maxLength;
  if ('default' in p && p.default !== undefined) out.default = p.default;
  return out;
}

export function reportTypeDto(d: ReportDefinition): ReportTypeDto {
  return {
    reportType: d.type,
    title: d.title,
    description: d.description,
    module: d.module,
    scope: d.scope,
    domain: d.domain,
    parameters: d.parameters.map(parameterDto),
    columns: d.columns.map((c) => c.header),
    formats: [...REPORT_FORMATS],
  };
}

/**
 * Report requests from the API: the catalogue a user may run, and generation. A request is checked
 * (report exists, VIEW on its module, parameters) before anything is written; then the run is
 * recorded in a transaction of its own (so the worker sees it at once) and queued with the run id as
 * its job id. The worker checks the permission again before it reads a single row.
 */
/** GET /reports: the report types (built in code), in catalogue order */
export const REPORT_TYPE_LIST = defineList({
  resource: 'reports',
  sortable: { position: GIVEN_ORDER, title: 'title', reportType: 'reportType', domain: ['domain', 'title'] },
  defaultSort: { field: 'position', direction: 'ASC' },
  id: 'reportType',
  quickFilter: ['title', 'description', 'reportType'],
  filters: {
    scope: { type: 'enum', column: 'scope', values: ['TENANT', 'SYSTEM'] },
    domain: { type: 'string', column: 'domain' },
    module: { type: 'string', column: 'module' },
  },
  defaultSize: MAX_PAGE_SIZE,
});

@Injectable()
export class ReportsService {
  private readonly logger = new Logger('Reports');

  constructor(
    private readonly db: TenantDb,
    private readonly queues: QueueService,
    private readonly audit: AuditService,
    private readonly settings: SettingsService,
    private readonly reportTypes: ReportCatalogue,
  ) {}

  private user() {
    const user = RequestContext.require().user;
    if (!user) throw new ForbiddenException(API_MESSAGES.signInTo('run reports'));
    return user;
  }

  /** GET /reports: every report type the user may run unless a page is asked for */
  catalogue(query: Record<string, unknown>): Page<ReportTypeDto> {
    const q = parseList(REPORT_TYPE_LIST, query);
    return pageInMemory(REPORT_TYPE_LIST, q, this.reportTypes.allowed(this.user().permissions).map(reportTypeDto));
  }

  /** The report, or 400; 403 without VIEW on its module. */
  allowedReport(reportType: string): ReportDefinition {
    const def = this.reportTypes.find(reportType);
    if (!def) throw new BadRequestException(unknownReportTypeMessage(reportType));
    if (!hasPermission(this.user().permissions, def.module, 'VIEW')) {
      throw new ForbiddenException(fillMessage(REPORT_MESSAGES.noPermission, { module: def.module, title: def.title }));
    }
    return def;
  }

  /** Validates, records and queues a report run; answers the queued run. */
  async request(reportType: string, rawParameters: unknown, format: ReportFormat = 'CSV'): Promise<JobRun> {
    const def = this.allowedReport(reportType);
    const tenantId = this.db.tenantId();
    const checked = validateReportParameters(def.parameters, rawParameters, await this.settings.tenantToday(tenantId));
    if ('errors' in checked) throw new BadRequestException(checked.errors.join('; '));
    // ids the parameters name must be records of this tenant (another tenant's facility: 404, nothing recorded)
    await this.db.run((em) => checkReportReferences(def.parameters, checked.params, em));
    const user = this.user();
    const runId = randomUUID();
    const queue = queueOf(REPORT_JOB);
    const run = await this.db.inTenant(tenantId, async (em) => {
      const repo = em.getRepository(JobRun);
      const created = await repo.save(
        repo.create({
          id: runId,
          jobType: REPORT_JOB,
          queue,
          queueJobId: runId,
          kind: 'REPORT',
          reportType: def.type,
          title: def.title,
          parameters: checked.params,
          format,
          status: 'QUEUED',
          actorId: user.id,
          actorTenantId: user.homeTenantId,
        }),
      );
      await this.audit.write(em, {
        eventType: 'ACTION',
        objectTable: 'job_run',
        objectId: runId,
        action: 'REPORT_REQUESTED',
        details: { reportType: def.type, format, parameters: checked.params },
      });
      return created;
    });
    const payload: ReportJobPayload = {
      tenantId,
      actorId: user.id,
      actorTenantId: user.homeTenantId,
      runId,
      reportType: def.type,
      parameters: checked.params as ReportParams,
      format,
    };
    try {
      await this.queues.add(REPORT_JOB, payload, { jobId: runId });
    } catch (e) {
      const message = `The job queue is not reachable (${(e as Error).message}). Try again.`;
      await this.db
        .inTenant(tenantId, (em) => failQueuedRun(em, runId, message))
        .catch((dbErr: Error) => this.logger.error(`could not mark run ${runId} failed: ${dbErr.message}`));
      throw new ServiceUnavailableException(message);
    }
    return run;
  }

  /**
   * The KMP report of one facility named in the path: the facility must be one of this tenant's
   * (checked by request() like every id parameter: another tenant's id answers 404, nothing is recorded or queued).
   */
  requestKmp(facilityId: string, format: ReportFormat): Promise<JobRun> {
    return this.request(KMP_REPORT, { facilityId }, format);
  }

  /** Waits until the run has finished (or `timeoutMs` passed) and answers its latest state. */
  async waitFor(run: JobRun, timeoutMs = GENERATE_WAIT_MS): Promise<JobRun> {
    const until = Date.now() + timeoutMs;
    let delay = 100;
    let current = run;
    while (!FINISHED_RUN_STATUSES.includes(current.status) && Date.now() < until) {
      await sleep(delay);
      delay = Math.min(delay * 2, 1000);
      current = await this.db.inTenant(run.tenantId ?? this.db.tenantId(), (em) =>
        em.getRepository(JobRun).findOneByOrFail({ id: run.id }),
      );
    }
    return current;
  }
}
