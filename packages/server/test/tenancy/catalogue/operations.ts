import { randomBytes } from 'node:crypto';
import { StorageService } from '../../../src/core/storage/storage.service';
import { full, TINY_PNG } from '../support';
import type { WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';
import { pastYear } from '../../support/dates';

/** The year of the past days of these samples: long past, and past they stay. */
const PAST = pastYear();

const rnd = () => randomBytes(4).toString('hex');

/** The report the job fixtures run, and the permission module that allows it. */
export const REPORT_TYPE = 'USERS_AND_ROLES';
export const REPORT_MODULE = 'REPORT_USERS_AND_ROLES';

/** A facility of `tenantId`, inserted as the owner. */
export async function insertFacility(ctx: WalkContext, tenantId: string, opts: { enabled?: boolean } = {}): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO facility (tenant_id, facility_name, city, state, enabled) VALUES ($1, $2, 'Arlington', 'VA', $3) RETURNING id`,
    [tenantId, `Walk facility ${rnd()}`, opts.enabled ?? true],
  );
  return row.id;
}

/** A facility of `tenantId` with one cleared person who has an open action, inserted as the owner (bulk action samples). */
export async function insertStaffedFacility(ctx: WalkContext, tenantId: string): Promise<string> {
  const facilityId = await insertFacility(ctx, tenantId);
  const [person] = await ctx.sql<{ id: string }>(
    `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Walk', 'Employee', 'walk.employee@example.com') RETURNING id`,
    [tenantId],
  );
  await ctx.sql(`INSERT INTO personnel_facility (tenant_id, personnel_id, facility_id) VALUES ($1, $2, $3)`, [
    tenantId,
    person.id,
    facilityId,
  ]);
  await ctx.sql(
    `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility) VALUES ($1, $2, $3, 'ACTIVE', 'SECRET')`,
    [tenantId, person.id, facilityId],
  );
  await ctx.sql(`INSERT INTO open_action (tenant_id, personnel_id, action_type, title) VALUES ($1, $2, 'OTHER', 'Walk action')`, [
    tenantId,
    person.id,
  ]);
  return facilityId;
}

/** A finished facility bulk action run of `tenantId`, inserted as the owner the way the worker leaves it. */
export async function insertBulkRun(ctx: WalkContext, tenantId: string): Promise<string> {
  const [{ id }] = await ctx.sql<{ id: string }>(`SELECT gen_random_uuid() AS id`);
  const parameters = {
    action: 'SEND_REMINDER',
    facilityId: null,
    facilityName: 'Walk',
    targets: [],
    source: null,
    fields: {},
    sender: 'walk',
  };
  const result = { counts: { sent: 0, attached: 0, skipped: 0, failed: 0 }, items: [] };
  await ctx.sql(
    `INSERT INTO job_run (id, tenant_id, job_type, queue, queue_job_id, kind, task, title, parameters, result, status, progress, started_at, finished_at)
     VALUES ($1, $2, 'facilities.bulk-action', 'maintenance', $3, 'TASK', 'facilities.bulk-action', 'Send Reminder', $4, $5, 'SUCCEEDED', 100, now(), now())`,
    [id, tenantId, `walk-${id}`, JSON.stringify(parameters), JSON.stringify(result)],
  );
  return id;
}

const BULK_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A valid body of POST/PUT /scheduled-jobs/tenant (a weekly report: it never fires during the walk). */
export const tenantJobBody = (name = `Walk report ${rnd()}`) => ({
  name,
  reportType: REPORT_TYPE,
  format: 'CSV',
  frequency: 'WEEKLY',
  dayOfWeek: 'MONDAY',
  timeOfDay: '06:00',
  timeZone: 'UTC',
});

/** A valid body of POST/PUT /scheduled-jobs/system (a daily maintenance task). */
export const systemJobBody = (name = `Walk task ${rnd()}`) => ({ name, task: 'REMINDERS', frequency: 'DAILY', timeOfDay: '05:00' });

/** A scheduled report of `tenantId` (scope TENANT), inserted as the owner. */
export async function insertTenantJob(ctx: WalkContext, tenantId: string): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO scheduled_job (tenant_id, scope, name, report_type, frequency, day_of_week, time_of_day, time_zone)
     VALUES ($1, 'TENANT', $2, $3, 'WEEKLY', 'MONDAY', '06:00', 'UTC') RETURNING id`,
    [tenantId, `Walk job ${rnd()}`, REPORT_TYPE],
  );
  return row.id;
}

/**
 * A finished report run of `tenantId` (optionally of a scheduled job) with its CSV file in storage,
 * inserted as the owner the way the worker leaves it.
 */
export async function insertReportRun(ctx: WalkContext, tenantId: string, scheduledJobId: string | null = null): Promise<string> {
  const [{ id }] = await ctx.sql<{ id: string }>(`SELECT gen_random_uuid() AS id`);
  const key = `job-runs/${tenantId}/${id}.csv`;
  const content = Buffer.from('Username,Status\nwalker,Active\n', 'utf8');
  await ctx.t.app.get(StorageService).put(key, content, 'text/csv');
  await ctx.sql(
    `INSERT INTO job_run (id, tenant_id, scheduled_job_id, job_type, queue, queue_job_id, kind, report_type, title, format, status,
                          progress, started_at, finished_at, file_key, file_name, content_type, file_size)
     VALUES ($1, $2, $3, 'reports.generate', 'reports', $4, 'REPORT', $5, 'Users and Roles', 'CSV', 'SUCCEEDED',
             100, now(), now(), $6, 'Users-and-Roles.csv', 'text/csv', $7)`,
    [id, tenantId, scheduledJobId, `walk-${id}`, REPORT_TYPE, key, content.length],
  );
  return id;
}

/** An annual required training document of `tenantId`, inserted as the owner. */
export async function insertTrainingDocument(ctx: WalkContext, tenantId: string): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO annual_training_document (tenant_id, document_name, next_deadline_date, reminders)
     VALUES ($1, $2, current_date + 30, '1;5;10') RETURNING id`,
    [tenantId, `Walk training ${rnd()}`],
  );
  return row.id;
}

const FACILITIES = full('FACILITIES');
/**
 * Both scopes' permissions: a caller who also holds SYSTEM_SCHEDULED_JOBS makes the service look the
 * id up in the system scope (every tenant visible) after the tenant's own rows; that lookup must not
 * hand out another tenant's job or run.
 */
const SCHEDULES = full('TENANT_SCHEDULED_JOBS', 'SYSTEM_SCHEDULED_JOBS', 'REPORTS', REPORT_MODULE);
/** Reading runs: any of the three modules of the route, plus VIEW on the report's own module. */
const RUN_READER = { REPORTS: { canView: true }, [REPORT_MODULE]: { canView: true }, SYSTEM_SCHEDULED_JOBS: { canView: true } };

const facility = async (ctx: WalkContext, tenantId: string) => ({ params: { id: await insertFacility(ctx, tenantId) } });
const training = async (ctx: WalkContext, tenantId: string) => ({ params: { id: await insertTrainingDocument(ctx, tenantId) } });
const tenantJob = async (ctx: WalkContext, tenantId: string) => ({ params: { id: await insertTenantJob(ctx, tenantId) } });
const reportRun = async (ctx: WalkContext, tenantId: string) => ({ params: { id: await insertReportRun(ctx, tenantId) } });

/** Path-parameter route samples of the operations domain (see tenant-routes.catalogue.ts for the contract). */
export const operationsTenantRoutes: Record<string, TenantRouteEntry> = {
  // ---------------------------------------------------------------- facilities
  'GET /api/v1/facilities/:id': { fixture: facility, permissions: FACILITIES },
  'PUT /api/v1/facilities/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertFacility(ctx, tenantId) }, body: { facilityName: 'Renamed by walk' } }),
    permissions: FACILITIES,
  },
  'PUT /api/v1/facilities/:id/disable': { fixture: facility, permissions: FACILITIES },
  'PUT /api/v1/facilities/:id/enable': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertFacility(ctx, tenantId, { enabled: false }) } }),
    permissions: FACILITIES,
  },
  'DELETE /api/v1/facilities/:id': { fixture: facility, permissions: FACILITIES },
  'PUT /api/v1/facilities/:id/deactivate': { fixture: facility, permissions: FACILITIES },
  'DELETE /api/v1/facilities/:id/delete-facility': { fixture: facility, permissions: FACILITIES },
  'GET /api/v1/facilities/:id/picture': {
    fixture: async (ctx, tenantId) => {
      const id = await insertFacility(ctx, tenantId);
      const owner = await ctx.agent({ tenantId, permissions: FACILITIES });
      const res = await owner.put(`/api/v1/facilities/${id}/picture`).attach('file', TINY_PNG, 'plant.png');
      if (res.status !== 200) throw new Error(`facility picture fixture: ${res.status} ${JSON.stringify(res.body)}`);
      return { params: { id } };
    },
    permissions: FACILITIES,
  },
  'PUT /api/v1/facilities/:id/picture': {
    fixture: facility,
    permissions: FACILITIES,
    request: (agent, path) => agent.put(path).attach('file', TINY_PNG, 'plant.png'),
  },
  'GET /api/v1/facilities/:id/facility-preferences': { fixture: facility, permissions: FACILITIES },
  'PUT /api/v1/facilities/:id/facility-preferences': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertFacility(ctx, tenantId) }, body: { notifyNewHire: false } }),
    permissions: FACILITIES,
  },
  'POST /api/v1/facilities/:id/bulk-action/send-reminder': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertStaffedFacility(ctx, tenantId) }, body: {} }),
    permissions: FACILITIES,
  },
  'POST /api/v1/facilities/:id/bulk-action/annual-training': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertStaffedFacility(ctx, tenantId) } }),
    permissions: FACILITIES,
    request: (agent, path) =>
      agent
        .post(path)
        .field('trainingName', 'Walk refresher')
        .field('completionDate', `${PAST}-01-05`)
        .attach('file', BULK_PDF, 'walk.pdf'),
  },
  'POST /api/v1/facilities/:id/bulk-action/upload-employee-document': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertStaffedFacility(ctx, tenantId) } }),
    permissions: FACILITIES,
    request: (agent, path) => agent.post(path).field('titleId', 'SF_312').attach('file', BULK_PDF, 'walk.pdf'),
  },
  'GET /api/v1/facilities/:id/bulk-action/runs': { fixture: facility, permissions: FACILITIES },
  'GET /api/v1/facilities/bulk-action/runs/:runId': {
    fixture: async (ctx, tenantId) => ({ params: { runId: await insertBulkRun(ctx, tenantId) } }),
    permissions: FACILITIES,
  },

  // ---------------------------------------------------------------- annual training documents (tenant master data)
  'GET /api/v1/tenant-master-data/annual-training-required-documents/:id': { fixture: training, permissions: full('TENANT_MASTER') },
  'PUT /api/v1/tenant-master-data/annual-training-required-documents/:id': {
    fixture: async (ctx, tenantId) => ({
      params: { id: await insertTrainingDocument(ctx, tenantId) },
      body: { documentName: 'Renamed by walk', reminders: '5' },
    }),
    permissions: full('TENANT_MASTER'),
  },
  'DELETE /api/v1/tenant-master-data/annual-training-required-documents/:id': { fixture: training, permissions: full('TENANT_MASTER') },

  // ---------------------------------------------------------------- reports
  'POST /api/v1/reports/kmp/generate/:facilityId': {
    fixture: async (ctx, tenantId) => ({ params: { facilityId: await insertFacility(ctx, tenantId) }, body: { format: 'CSV' } }),
    permissions: full('REPORTS', 'REPORT_KEY_MANAGEMENT_PERSONNEL'),
    // queued only (202): the tenancy walk runs no worker
    request: (agent, path, body) => agent.post(`${path}?async=true`).send(body as object),
  },

  // ---------------------------------------------------------------- job runs
  'GET /api/v1/jobs/:id': { fixture: reportRun, permissions: RUN_READER },
  'GET /api/v1/jobs/:id/download-url': { fixture: reportRun, permissions: RUN_READER },
  'GET /api/v1/jobs/archives/:id/download': { fixture: reportRun, permissions: RUN_READER },

  // ---------------------------------------------------------------- scheduled jobs
  'GET /api/v1/scheduled-jobs/:id': { fixture: tenantJob, permissions: SCHEDULES },
  'GET /api/v1/scheduled-jobs/:id/runs': {
    fixture: async (ctx, tenantId) => {
      const id = await insertTenantJob(ctx, tenantId);
      await insertReportRun(ctx, tenantId, id);
      return { params: { id } };
    },
    permissions: SCHEDULES,
  },
  'PUT /api/v1/scheduled-jobs/tenant/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertTenantJob(ctx, tenantId) }, body: tenantJobBody() }),
    permissions: SCHEDULES,
  },
  'DELETE /api/v1/scheduled-jobs/:id': { fixture: tenantJob, permissions: SCHEDULES },
  /**
   * System jobs belong to no tenant, but this route looks ids up in the system scope, where every
   * tenant's jobs are visible: a tenant job id must answer 404 to a provider user of another tenant.
   * Its own tenant's user (SYSTEM_SCHEDULED_JOBS only) finds it and is refused (403 without
   * TENANT_SCHEDULED_JOBS).
   */
  'PUT /api/v1/scheduled-jobs/system/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertTenantJob(ctx, tenantId) }, body: systemJobBody() }),
    permissions: full('SYSTEM_SCHEDULED_JOBS'),
  },
};
