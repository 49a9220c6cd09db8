import { Worker } from 'bullmq';
import { config } from '../../../src/core/config/config';
import { RequestContext } from '../../../src/core/context/request-context';
import { createRedis } from '../../../src/core/queue/redis';
import { ReportJob, type ReportJobPayload } from '../../../src/modules/reports/report.job';
import { SYSTEM_TENANT_ID } from '../../../src/seed/ids';
import { binary } from '../../reports/support';
import type { TestApp } from '../../support/test-app';
import {
  insertFacility,
  insertStaffedFacility,
  insertTenantJob,
  insertTrainingDocument,
  REPORT_MODULE,
  REPORT_TYPE,
  systemJobBody,
  tenantJobBody,
} from '../../tenancy/catalogue/operations';
import { full, TINY_PNG } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';
import { futureYear, pastYear } from '../../support/dates';

/** The year of the past days of these samples: long past, and past they stay. */
const PAST = pastYear();
/** The year of the far-future days of these samples: they stay in the future whatever day the walk runs. */
const YEAR = futureYear();

const API = '/api/v1';
const BULK_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const reportsWorkers = new WeakMap<TestApp, Worker>();

/**
 * Starts a worker on the 'reports' queue running the app's own ReportJob handler, once per app (the
 * walk runs with RUN_WORKER=false); it stops with t.close(). Only that queue: the jobs other samples
 * queue stay where they are.
 */
function startReportsWorker(t: TestApp): void {
  if (reportsWorkers.has(t)) return;
  const handler = t.app.get(ReportJob);
  const connection = createRedis(config().redisUrl, 'walk-reports-worker');
  const worker = new Worker<ReportJobPayload>(
    'reports',
    (job) => RequestContext.run({ requestId: `job:reports:${job.id}`, tenantId: job.data.tenantId ?? undefined }, () => handler.run(job)),
    { connection, prefix: config().redisPrefix },
  );
  reportsWorkers.set(t, worker);
  const close = t.close;
  t.close = async () => {
    await worker.close();
    await connection.quit().catch(() => undefined);
    await close();
  };
}

const facilitiesAdmin = (ctx: WalkContext) => ctx.agent({ permissions: full('FACILITIES') });
const tenantMaster = (ctx: WalkContext) => ctx.agent({ permissions: full('TENANT_MASTER') });
const TRAINING = `${API}/tenant-master-data/annual-training-required-documents`;
const reporter = (ctx: WalkContext) => ctx.agent({ permissions: full('REPORTS', REPORT_MODULE, 'REPORT_KEY_MANAGEMENT_PERSONNEL') });
const tenantScheduler = (ctx: WalkContext) => ctx.agent({ permissions: full('TENANT_SCHEDULED_JOBS', 'REPORTS', REPORT_MODULE) });
const systemScheduler = (ctx: WalkContext) =>
  ctx.agent({ tenantId: SYSTEM_TENANT_ID, tenantType: 'SYSTEM', permissions: full('SYSTEM_SCHEDULED_JOBS') });

/** A system job created through the API (the system scope is the only way to one). */
async function systemJob(ctx: WalkContext): Promise<string> {
  const res = await (await systemScheduler(ctx)).post(`${API}/scheduled-jobs/system`).send(systemJobBody()).expect(201);
  return res.body.id as string;
}

/**
 * Generating a report is an export of personal data: the request answers the file (the worker
 * generates it meanwhile) and leaves an EXPORT row (REPORT_DOWNLOADED) with its request id, besides
 * the ACTION REPORT_REQUESTED row; the worker adds EXPORT REPORT_GENERATED for the file itself.
 */
const REPORT_EXPORT = { eventType: 'EXPORT', objectTable: 'job_run', action: 'REPORT_DOWNLOADED' } as const;

/** Write-route samples of the operations domain (see write-routes.catalogue.ts for the contract). */
export const operationsWriteRoutes: Record<string, WriteEntry> = {
  // ---------------------------------------------------------------- facilities
  'POST /api/v1/facilities': {
    run: async (ctx) =>
      (await facilitiesAdmin(ctx))
        .post(`${API}/facilities`)
        .send({ facilityName: 'Walk HQ', facilityCode: null, city: 'Arlington', state: 'VA' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'facility' },
  },
  'PUT /api/v1/facilities/:id': {
    run: async (ctx) =>
      (await facilitiesAdmin(ctx))
        .put(`${API}/facilities/${await insertFacility(ctx, ctx.tenantId)}`)
        .send({ facilityName: 'Walk HQ renamed', city: 'Reston' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'facility' },
  },
  'PUT /api/v1/facilities/:id/disable': {
    run: async (ctx) => (await facilitiesAdmin(ctx)).put(`${API}/facilities/${await insertFacility(ctx, ctx.tenantId)}/disable`),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'facility' },
  },
  'PUT /api/v1/facilities/:id/enable': {
    run: async (ctx) =>
      (await facilitiesAdmin(ctx)).put(`${API}/facilities/${await insertFacility(ctx, ctx.tenantId, { enabled: false })}/enable`),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'facility' },
  },
  'DELETE /api/v1/facilities/:id': {
    run: async (ctx) => (await facilitiesAdmin(ctx)).delete(`${API}/facilities/${await insertFacility(ctx, ctx.tenantId)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'facility' },
  },
  'PUT /api/v1/facilities/:id/deactivate': {
    run: async (ctx) => (await facilitiesAdmin(ctx)).put(`${API}/facilities/${await insertFacility(ctx, ctx.tenantId)}/deactivate`),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'facility' },
  },
  'DELETE /api/v1/facilities/:id/delete-facility': {
    run: async (ctx) => (await facilitiesAdmin(ctx)).delete(`${API}/facilities/${await insertFacility(ctx, ctx.tenantId)}/delete-facility`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'facility' },
  },
  'PUT /api/v1/facilities/:id/picture': {
    run: async (ctx) =>
      (await facilitiesAdmin(ctx))
        .put(`${API}/facilities/${await insertFacility(ctx, ctx.tenantId)}/picture`)
        .attach('file', TINY_PNG, 'plant.png'),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'facility' },
  },
  'PUT /api/v1/facilities/:id/facility-preferences': {
    run: async (ctx) =>
      (await facilitiesAdmin(ctx))
        .put(`${API}/facilities/${await insertFacility(ctx, ctx.tenantId)}/facility-preferences`)
        .send({ reminderRecipients: ['fso@walk.example'], clearanceReminderDays: 60 }),
    status: 200,
    audit: { eventType: 'CREATE', objectTable: 'facility_preference' },
  },

  'POST /api/v1/facilities/:id/bulk-action/send-reminder': {
    run: async (ctx) =>
      (await facilitiesAdmin(ctx))
        .post(`${API}/facilities/${await insertStaffedFacility(ctx, ctx.tenantId)}/bulk-action/send-reminder`)
        .send({ message: 'Walk reminder' }),
    status: 201,
    audit: { eventType: 'ACTION', objectTable: 'facility', action: 'FACILITY_BULK_ACTION_QUEUED' },
  },
  'POST /api/v1/facilities/:id/bulk-action/annual-training': {
    run: async (ctx) =>
      (await facilitiesAdmin(ctx))
        .post(`${API}/facilities/${await insertStaffedFacility(ctx, ctx.tenantId)}/bulk-action/annual-training`)
        .field('trainingName', 'Walk refresher')
        .field('completionDate', `${PAST}-01-05`)
        .attach('file', BULK_PDF, 'walk.pdf'),
    status: 201,
    audit: { eventType: 'ACTION', objectTable: 'facility', action: 'FACILITY_BULK_ACTION_QUEUED' },
  },
  'POST /api/v1/facilities/:id/bulk-action/upload-employee-document': {
    run: async (ctx) =>
      (await facilitiesAdmin(ctx))
        .post(`${API}/facilities/${await insertStaffedFacility(ctx, ctx.tenantId)}/bulk-action/upload-employee-document`)
        .field('titleId', 'SF_312')
        .attach('file', BULK_PDF, 'walk.pdf'),
    status: 201,
    audit: { eventType: 'ACTION', objectTable: 'facility', action: 'FACILITY_BULK_ACTION_QUEUED' },
  },
  'POST /api/v1/facilities/bulk-action/upload-facility-document': {
    run: async (ctx) =>
      (await facilitiesAdmin(ctx))
        .post(`${API}/facilities/bulk-action/upload-facility-document`)
        .field('facilityIds', await insertFacility(ctx, ctx.tenantId))
        .field('title', 'Walk plan')
        .attach('file', BULK_PDF, 'walk.pdf'),
    status: 201,
    audit: { eventType: 'ACTION', objectTable: 'job_run', action: 'FACILITY_BULK_ACTION_QUEUED' },
  },

  // ---------------------------------------------------------------- annual training documents (tenant master data)
  'POST /api/v1/tenant-master-data/annual-training-required-documents': {
    run: async (ctx) =>
      (await tenantMaster(ctx))
        .post(TRAINING)
        .send({ documentName: 'Walk NISPOM Refresher', nextDeadlineDate: `${YEAR}-12-15`, reminders: '1;5;10' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'annual_training_document' },
  },
  'PUT /api/v1/tenant-master-data/annual-training-required-documents/:id': {
    run: async (ctx) =>
      (await tenantMaster(ctx))
        .put(`${TRAINING}/${await insertTrainingDocument(ctx, ctx.tenantId)}`)
        .send({ documentName: 'Walk training renamed', reminders: '2,4' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'annual_training_document' },
  },
  'DELETE /api/v1/tenant-master-data/annual-training-required-documents/:id': {
    run: async (ctx) => (await tenantMaster(ctx)).delete(`${TRAINING}/${await insertTrainingDocument(ctx, ctx.tenantId)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'annual_training_document' },
  },

  // ---------------------------------------------------------------- reports
  'POST /api/v1/reports/generate': {
    run: async (ctx) => {
      startReportsWorker(ctx.t);
      return (await reporter(ctx))
        .post(`${API}/reports/generate`)
        .send({ reportType: REPORT_TYPE, format: 'CSV' })
        .buffer(true)
        .parse(binary);
    },
    status: 200,
    audit: REPORT_EXPORT,
  },
  'POST /api/v1/reports/kmp/generate/:facilityId': {
    run: async (ctx) => {
      startReportsWorker(ctx.t);
      const facilityId = await insertFacility(ctx, ctx.tenantId);
      return (await reporter(ctx)).post(`${API}/reports/kmp/generate/${facilityId}`).send({ format: 'PDF' }).buffer(true).parse(binary);
    },
    status: 200,
    audit: REPORT_EXPORT,
  },

  // ---------------------------------------------------------------- scheduled jobs
  'POST /api/v1/scheduled-jobs/tenant': {
    run: async (ctx) => (await tenantScheduler(ctx)).post(`${API}/scheduled-jobs/tenant`).send(tenantJobBody()),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'scheduled_job' },
  },
  'PUT /api/v1/scheduled-jobs/tenant/:id': {
    run: async (ctx) =>
      (await tenantScheduler(ctx))
        .put(`${API}/scheduled-jobs/tenant/${await insertTenantJob(ctx, ctx.tenantId)}`)
        .send({ ...tenantJobBody(), format: 'XLSX', frequency: 'MONTHLY', dayOfMonth: 3 }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'scheduled_job' },
  },
  'POST /api/v1/scheduled-jobs/system': {
    run: async (ctx) => (await systemScheduler(ctx)).post(`${API}/scheduled-jobs/system`).send(systemJobBody()),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'scheduled_job' },
  },
  'PUT /api/v1/scheduled-jobs/system/:id': {
    run: async (ctx) =>
      (await systemScheduler(ctx))
        .put(`${API}/scheduled-jobs/system/${await systemJob(ctx)}`)
        .send({ ...systemJobBody(), task: 'PURGE_JOB_ARCHIVES', timeOfDay: '02:30' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'scheduled_job' },
  },
  'DELETE /api/v1/scheduled-jobs/:id': {
    run: async (ctx) => (await tenantScheduler(ctx)).delete(`${API}/scheduled-jobs/${await insertTenantJob(ctx, ctx.tenantId)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'scheduled_job' },
  },
};
