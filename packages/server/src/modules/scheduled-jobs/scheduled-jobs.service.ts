import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  fillMessage,
  unknownReportTypeMessage,
  hasPermission,
  MAINTENANCE_TASKS,
  type MaintenanceTask,
  type PermissionType,
  REPORT_MESSAGES,
  type ScheduledJobScope,
  API_MESSAGES,
  dayIn,
} from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { config } from '../../core/config/config';
import { RequestContext } from '../../core/context/request-context';
import { isUuid, recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { Page } from '../../core/http/list-query';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { JOB_RUN_LIST, JobRunsService, type JobRunDto, ScheduledJob } from '../jobs';
import { ReportCatalogue } from '../../core/reporting/report-catalogue';
import { validateReportParameters } from '../../core/reporting/report-parameters';
import { checkReportReferences } from '../../core/reporting/report-references';
import { SettingsService } from '../settings';
import { cronOf, isTimeZone, nextRuns, validateSchedule } from './schedule';
import type { LastRunDto, ScheduledJobDto, ScheduledJobInputDto } from './scheduled-jobs.dto';
import { SchedulerMirror } from './scheduler-mirror';

export const SCOPE_MODULE: Record<ScheduledJobScope, string> = {
  SYSTEM: 'SYSTEM_SCHEDULED_JOBS',
  TENANT: 'TENANT_SCHEDULED_JOBS',
};

/** GET /scheduled-jobs */
export const SCHEDULED_JOB_LIST = defineList({
  resource: 'scheduled-jobs',
  sortable: { name: 'lower(j.name)', nextRunAt: 'j.next_run_at', createdAt: 'j.created_at', updatedAt: 'j.updated_at' },
  defaultSort: { field: 'name', direction: 'ASC' },
  id: 'j.id',
  nullsLast: true,
  quickFilter: ['j.name'],
  filters: {
    scope: { type: 'enum', column: 'j.scope', values: ['SYSTEM', 'TENANT'] },
    enabled: { type: 'boolean', column: 'j.enabled' },
    reportType: { type: 'string', column: 'j.report_type' },
    task: { type: 'string', column: 'j.task' },
  },
});

const DEFAULT_SYSTEM_TIME_ZONE = 'America/New_York';

/**
 * Scheduled jobs at system level (SYSTEM_SCHEDULED_JOBS, no tenant, read and written in the audited
 * system scope) and tenant level (TENANT_SCHEDULED_JOBS, row-level security). Every save is validated
 * (report, parameters, schedule, recipients), written through the repository (audited) and mirrored
 * into its BullMQ job scheduler before the request commits.
 */
@Injectable()
export class ScheduledJobsService {
  constructor(
    private readonly db: TenantDb,
    private readonly mirror: SchedulerMirror,
    private readonly runs: JobRunsService,
    private readonly settings: SettingsService,
    private readonly catalogue: ReportCatalogue,
  ) {}

  private user() {
    const user = RequestContext.require().user;
    if (!user) throw new ForbiddenException(API_MESSAGES.signInTo('manage scheduled jobs'));
    return user;
  }

  private may(scope: ScheduledJobScope, type: PermissionType): boolean {
    return hasPermission(this.user().permissions, SCOPE_MODULE[scope], type);
  }

  private require(scope: ScheduledJobScope, type: PermissionType): void {
    if (!this.may(scope, type)) throw new ForbiddenException(API_MESSAGES.noPermission(type, SCOPE_MODULE[scope]));
  }

  /** Runs `fn` where the scope's jobs are visible: the request's transaction, or the system scope. */
  private inScope<T>(scope: ScheduledJobScope, reason: string, fn: (em: EntityManager) => Promise<T>): Promise<T> {
    return scope === 'SYSTEM' ? this.db.asSystem(reason, fn) : fn(this.db.em());
  }

  async list(query: Record<string, unknown>): Promise<Page<ScheduledJobDto>> {
    const q = parseList(SCHEDULED_JOB_LIST, query);
    const wanted = q.values.scope as ScheduledJobScope | undefined;
    const scopes = (wanted ? [wanted] : (['TENANT', 'SYSTEM'] as const)).filter((s) => this.may(s, 'VIEW'));
    if (wanted && !scopes.length) this.require(wanted, 'VIEW');
    if (!scopes.length) return new Page([], 0, q.offset, SCHEDULED_JOB_LIST.resource);
    const own = `j.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`;
    const visible = scopes.length === 1 ? (scopes[0] === 'SYSTEM' ? 'j.tenant_id IS NULL' : own) : `(j.tenant_id IS NULL OR ${own})`;
    const system = scopes.includes('SYSTEM');
    const work = (em: EntityManager) =>
      pageOfSql(
        em,
        SCHEDULED_JOB_LIST,
        q,
        { select: 'j.id', from: 'scheduled_job j', where: visible },
        async (ids: Array<{ id: string }>) => {
          const jobs = ids.length ? await em.getRepository(ScheduledJob).findBy(ids.map((r) => ({ id: r.id }))) : [];
          const byId = new Map(jobs.map((j) => [j.id, j]));
          const last = await this.lastRuns(
            em,
            jobs.map((j) => j.id),
          );
          return ids.map((r) => this.toDto(byId.get(r.id)!, last.get(r.id) ?? null));
        },
      );
    return system ? this.db.asSystem('list system scheduled jobs', work) : work(this.db.em());
  }

  /**
   * The job by id: a tenant job of this tenant, or a system job; 403 without the scope's permission.
   * `systemToo` is false on routes of TENANT_SCHEDULED_JOBS alone: they may not open the system scope
   * (it would be refused), and a system job is no business of theirs (404 like any unknown id).
   */
  private async find(id: string, type: PermissionType, systemToo = true): Promise<ScheduledJob> {
    if (!isUuid(id)) throw recordNotFound('Scheduled job', id);
    const own = await this.db.repo(ScheduledJob).findOneBy({ id });
    if (own) {
      this.require('TENANT', type);
      return own;
    }
    if (systemToo && this.may('SYSTEM', type)) {
      const sys = await this.db.asSystem('read a system scheduled job', (em) => em.getRepository(ScheduledJob).findOneBy({ id }));
      if (sys && sys.tenantId === null) return sys;
    }
    throw recordNotFound('Scheduled job', id);
  }

  async get(id: string): Promise<ScheduledJobDto> {
    const job = await this.find(id, 'VIEW');
    const last = await this.inScope(job.scope, 'read the last run of a system job', (em) => this.lastRuns(em, [job.id]));
    return this.toDto(job, last.get(job.id) ?? null);
  }

  async runHistory(id: string, query: Record<string, unknown>): Promise<Page<JobRunDto>> {
    const q = parseList(JOB_RUN_LIST, query);
    const job = await this.find(id, 'VIEW');
    return this.runs.listForScheduledJob(job.id, job.scope === 'SYSTEM', q);
  }

  async create(scope: ScheduledJobScope, dto: ScheduledJobInputDto): Promise<ScheduledJobDto> {
    this.require(scope, 'CREATE');
    const user = this.user();
    const job = new ScheduledJob();
    job.scope = scope;
    if (scope === 'SYSTEM') job.tenantId = null;
    job.ownerId = user.id;
    job.ownerTenantId = user.homeTenantId;
    await this.apply(job, dto);
    return this.save(job, 'create a system scheduled job');
  }

  async update(scope: ScheduledJobScope, id: string, dto: ScheduledJobInputDto): Promise<ScheduledJobDto> {
    const job = await this.find(id, 'UPDATE', scope === 'SYSTEM');
    if (job.scope !== scope) {
      throw new NotFoundException(REPORT_MESSAGES.otherScopeJob(id, job.scope));
    }
    await this.apply(job, dto);
    // the editor becomes the owner: later runs use their permissions
    const user = this.user();
    job.ownerId = user.id;
    job.ownerTenantId = user.homeTenantId;
    return this.save(job, 'update a system scheduled job');
  }

  async remove(id: string): Promise<void> {
    const job = await this.find(id, 'DELETE');
    await this.inScope(job.scope, 'delete a system scheduled job', (em) => em.getRepository(ScheduledJob).remove(job));
    await this.mirrored(() => this.mirror.remove(id));
  }

  private async save(job: ScheduledJob, reason: string): Promise<ScheduledJobDto> {
    const saved = await this.inScope(job.scope, reason, async (em) => {
      const clash = (await em.query(
        `SELECT 1 FROM scheduled_job WHERE lower(name) = lower($1) AND tenant_id IS NOT DISTINCT FROM $2 AND id IS DISTINCT FROM $3::uuid`,
        [job.name, job.scope === 'SYSTEM' ? null : this.db.tenantId(), job.id ?? null],
      )) as unknown[];
      if (clash.length) throw new ConflictException(REPORT_MESSAGES.jobNameTaken(job.name));
      const { id } = await em.getRepository(ScheduledJob).save(job);
      // read back: the database fills in tenant_id (the transaction's tenant) for tenant jobs
      return em.getRepository(ScheduledJob).findOneByOrFail({ id });
    });
    await this.mirrored(() => this.mirror.sync(saved));
    return this.toDto(saved, null);
  }

  private async mirrored(fn: () => Promise<void>): Promise<void> {
    try {
      await fn();
    } catch (e) {
      throw new ServiceUnavailableException(REPORT_MESSAGES.queueUnreachable((e as Error).message));
    }
  }

  /** Validates the input against the scope, the report catalogue and the schedule rules, and copies it onto the job. */
  private async apply(job: ScheduledJob, dto: ScheduledJobInputDto): Promise<void> {
    const errors: string[] = [];
    const reportType = dto.reportType?.trim() || null;
    const task = dto.task ?? null;
    const name = typeof dto.name === 'string' ? dto.name.trim() : '';
    if (!name) errors.push('Name is required');
    if (!!reportType === !!task) errors.push(job.scope === 'SYSTEM' ? 'Give either reportType or task' : 'reportType is required');
    if (task && job.scope === 'TENANT') errors.push('Maintenance tasks are system jobs: tenant jobs run reports');
    const timeZone =
      dto.timeZone?.trim() ||
      (job.scope === 'TENANT' ? await this.settings.getTenant<string>(this.db.tenantId(), 'TIME_ZONE') : DEFAULT_SYSTEM_TIME_ZONE);
    let parameters: Record<string, unknown> = {};
    let references: Parameters<typeof checkReportReferences> | undefined;
    if (reportType) {
      const def = this.catalogue.find(reportType);
      if (!def) throw new BadRequestException(unknownReportTypeMessage(reportType));
      if (!hasPermission(this.user().permissions, def.module, 'VIEW')) {
        throw new ForbiddenException(fillMessage(REPORT_MESSAGES.noPermission, { module: def.module, title: def.title }));
      }
      if (def.scope !== job.scope) {
        errors.push(
          def.scope === 'SYSTEM'
            ? `The report "${def.title}" covers every tenant: schedule it as a system job`
            : `The report "${def.title}" is a tenant report: schedule it as a tenant job`,
        );
      }
      const checked = validateReportParameters(def.parameters, dto.parameters ?? {}, dayIn(isTimeZone(timeZone) ? timeZone : 'UTC'));
      if ('errors' in checked) errors.push(...checked.errors);
      else {
        parameters = Object.fromEntries(Object.entries(dto.parameters ?? {}).filter(([, v]) => v !== null && v !== ''));
        references = [def.parameters, checked.params, this.db.em()];
      }
    } else if (dto.parameters && Object.keys(dto.parameters).length) {
      errors.push(`The task ${task} takes no parameters`);
    }
    const schedule = {
      frequency: dto.frequency ?? null,
      timeOfDay: dto.frequency ? (dto.timeOfDay ?? null) : null,
      dayOfWeek: dto.frequency === 'WEEKLY' ? (dto.dayOfWeek ?? null) : null,
      dayOfMonth: dto.frequency && !['DAILY', 'WEEKLY'].includes(dto.frequency) ? (dto.dayOfMonth ?? null) : null,
      month: dto.frequency && ['QUARTERLY', 'BI_ANNUALLY', 'ANNUALLY'].includes(dto.frequency) ? (dto.month ?? null) : null,
      cronExpression: dto.cronExpression?.trim() || null,
      timeZone,
    };
    errors.push(...validateSchedule(schedule, config().scheduleMinIntervalSeconds));
    if (errors.length) throw new BadRequestException(errors.join('; '));
    // ids the parameters name must be records of the caller's tenant (row-level security): 404 otherwise
    if (references) await checkReportReferences(...references);
    Object.assign(job, schedule);
    job.name = name;
    job.reportType = reportType;
    job.task = task;
    job.parameters = parameters;
    job.format = dto.format ?? 'CSV';
    job.recipients = [...new Set((dto.recipients ?? []).map((r) => r.trim().toLowerCase()))];
    job.enabled = dto.enabled ?? true;
    job.nextRunAt = job.enabled ? (nextRuns(cronOf(job), timeZone)[0] ?? null) : null;
  }

  private async lastRuns(em: EntityManager, ids: string[]): Promise<Map<string, LastRunDto>> {
    if (!ids.length) return new Map();
    const rows = (await em.query(
      `SELECT DISTINCT ON (scheduled_job_id) scheduled_job_id, id, status, started_at, finished_at, error
         FROM job_run WHERE scheduled_job_id = ANY($1::uuid[])
        ORDER BY scheduled_job_id, created_at DESC`,
      [ids],
    )) as Array<{
      scheduled_job_id: string;
      id: string;
      status: LastRunDto['status'];
      started_at: Date | null;
      finished_at: Date | null;
      error: string | null;
    }>;
    return new Map(
      rows.map((r) => [
        r.scheduled_job_id,
        {
          id: r.id,
          status: r.status,
          startedAt: r.started_at?.toISOString() ?? null,
          finishedAt: r.finished_at?.toISOString() ?? null,
          error: r.error,
        },
      ]),
    );
  }

  toDto(j: ScheduledJob, lastRun: LastRunDto | null): ScheduledJobDto {
    const cron = cronOf(j);
    const next = j.enabled ? nextRuns(cron, j.timeZone)[0] : undefined;
    const def = j.reportType ? this.catalogue.find(j.reportType) : undefined;
    return {
      id: j.id,
      scope: j.scope,
      name: j.name,
      reportType: j.reportType,
      title: def?.title ?? (j.task ? MAINTENANCE_TASKS[j.task as MaintenanceTask] : (j.reportType ?? '')),
      task: j.task,
      parameters: j.parameters,
      format: j.format,
      frequency: j.frequency,
      timeOfDay: j.timeOfDay,
      dayOfWeek: j.dayOfWeek,
      dayOfMonth: j.dayOfMonth,
      month: j.month,
      cronExpression: j.cronExpression,
      cron,
      timeZone: j.timeZone,
      recipients: j.recipients,
      enabled: j.enabled,
      nextRunAt: next?.toISOString() ?? null,
      lastRun,
      ownerId: j.ownerId,
      createdAt: j.createdAt.toISOString(),
      updatedAt: j.updatedAt.toISOString(),
    };
  }
}
