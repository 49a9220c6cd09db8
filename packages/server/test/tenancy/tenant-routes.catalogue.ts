import type { Test } from 'supertest';
import type { PermissionFlags } from '@clearline/shared';
import { StorageService } from '../../src/core/storage/storage.service';
import { full, TINY_PNG as PNG } from './support';
import type { Agent, WalkContext } from './walk';
import { identityTenantRoutes } from './catalogue/identity';
import { facilityDetailTenantRoutes } from './catalogue/facility-detail';
import { operationsTenantRoutes } from './catalogue/operations';
import { clearanceVerificationTenantRoutes } from './catalogue/clearance-verification';
import { personnelTenantRoutes } from './catalogue/personnel';
import { platformTenantRoutes } from './catalogue/platform';
import { masterDataTenantRoutes } from './catalogue/master-data';
import { contractsTenantRoutes } from './catalogue/contracts';
import { fociVisitsTenantRoutes } from './catalogue/foci-visits';
import { visitsTenantRoutes } from './catalogue/visits';
import { incidentsTenantRoutes } from './catalogue/incidents';
import { tenantMasterTenantRoutes } from './catalogue/tenant-master';
import { foreignTravelTenantRoutes } from './catalogue/foreign-travel';
import { dd254TenantRoutes } from './catalogue/dd254';
import { invitationTenantRoutes } from './catalogue/invitations';
import { facilityReviewsTenantRoutes } from './catalogue/facility-reviews';
import { myPortalTenantRoutes } from './catalogue/my-portal';
import { encryptedMessageTenantRoutes } from './catalogue/encrypted-messages';
import { openActionTenantRoutes } from './catalogue/open-actions';

/**
 * THE CATALOGUE OF ROUTES WITH PATH PARAMETERS (read by test/tenancy/tenant-routes.int-spec.ts).
 *
 * Every route whose path has a parameter (`:id`, `:recordId`, …) must have an entry here, keyed
 * `METHOD /api/v1/path/:param` as the route table prints it. An entry is either
 * - a sample: `fixture(ctx, tenantId)` creates a record of `tenantId` (as the owner with ctx.sql, or
 *   through the API with an agent of that tenant) and returns the path parameters (and a body for
 *   POST/PUT). The walker then calls the route as a user of ANOTHER tenant holding the same
 *   permissions and expects 404, and as a user of the record's own tenant and expects anything but
 *   404 (proof that the fixture and the request are right); or
 * - `{ notTenantScoped: 'reason' }` for a parameter that does not name a tenant's record (reference
 *   data, a category name, a provider-wide function), reviewed like code.
 *
 * `permissions` defaults to every flag on each tenant-level module the route names. `callerKind: 'MSS'`
 * puts the callers in MSS tenants: the record's tenant is managed by the owner's MSS tenant, not the
 * stranger's. `request` replaces the default `agent[method](path).send(body)` (e.g. for uploads).
 */
export interface TenantRouteSample {
  fixture(ctx: WalkContext, tenantId: string): Promise<{ params: Record<string, string>; body?: unknown }>;
  permissions?: Record<string, Partial<PermissionFlags>>;
  callerKind?: 'TENANT' | 'MSS';
  request?: (agent: Agent, path: string, body: unknown) => Test;
}
export type TenantRouteEntry = TenantRouteSample | { notTenantScoped: string };

const ownTenant = async (_ctx: WalkContext, tenantId: string) => ({ params: { id: tenantId } });
const mss = full('MSS_TENANT_MANAGEMENT');
const profile = full('TENANT_PROFILE');

// ---------------------------------------------------------------- tenancy (tenants, audit log)
const tenancy: Record<string, TenantRouteEntry> = {
  'GET /api/v1/tenants/:id': { fixture: ownTenant, permissions: profile },
  'PUT /api/v1/tenants/:id': {
    fixture: async (_ctx, tenantId) => ({ params: { id: tenantId }, body: { contactName: 'Cross' } }),
    permissions: profile,
  },
  'GET /api/v1/tenants/:id/logo': {
    fixture: async (ctx, tenantId) => {
      await ctx.sql(`INSERT INTO tenant_logo (tenant_id, content, content_type, size) VALUES ($1, $2, 'image/png', $3)`, [
        tenantId,
        PNG,
        PNG.length,
      ]);
      return { params: { id: tenantId } };
    },
    permissions: profile,
  },
  'PUT /api/v1/tenants/:id/logo': {
    fixture: ownTenant,
    permissions: profile,
    request: (agent, path) => agent.put(path).attach('file', PNG, 'logo.png'),
  },
  'PUT /api/v1/tenants/:id/disable': { fixture: ownTenant, permissions: mss, callerKind: 'MSS' },
  'PUT /api/v1/tenants/:id/enable': { fixture: ownTenant, permissions: mss, callerKind: 'MSS' },
  'POST /api/v1/tenants/:id/documents/archive': { fixture: ownTenant, permissions: mss, callerKind: 'MSS' },
  'GET /api/v1/tenants/:id/documents/archives': { fixture: ownTenant, permissions: mss, callerKind: 'MSS' },
  'GET /api/v1/tenants/:id/documents/archives/:runId/download': {
    fixture: async (ctx, tenantId) => {
      const storage = ctx.t.app.get(StorageService);
      const key = `job-runs/${tenantId}/walk.zip`;
      await storage.put(key, Buffer.from('PK\u0005\u0006' + '\u0000'.repeat(18), 'latin1'), 'application/zip');
      const [run] = await ctx.sql<{ id: string }>(
        `INSERT INTO job_run (tenant_id, job_type, queue, queue_job_id, kind, task, title, status, file_key, file_name, content_type, file_size)
         VALUES ($1, 'tenants.archive-documents', 'maintenance', gen_random_uuid()::text, 'TASK', 'tenants.archive-documents', 'walk',
                 'SUCCEEDED', $2, 'documents.zip', 'application/zip', 22) RETURNING id`,
        [tenantId, key],
      );
      return { params: { id: tenantId, runId: run.id } };
    },
    permissions: mss,
    callerKind: 'MSS',
  },
  'GET /api/v1/tenants/mss/:id/users': {
    // the record is the MSS provider managing the tenant: its users are the point-of-contact candidates
    fixture: async (ctx, tenantId) => {
      const [row] = await ctx.sql<{ managing_tenant_id: string }>(`SELECT managing_tenant_id FROM tenant WHERE id = $1`, [tenantId]);
      return { params: { id: row.managing_tenant_id } };
    },
    permissions: mss,
    callerKind: 'MSS',
  },
  'PUT /api/v1/tenants/closeout/:id': {
    notTenantScoped: 'TENANT_CLOSEOUT is a provider function over every tenant (audited system scope)',
  },
  'PUT /api/v1/tenants/convert/:id': {
    notTenantScoped: 'TENANT_MANAGEMENT conversion is a provider function over every tenant (audited system scope)',
  },
};

/** Each domain keeps its entries in ./catalogue/<domain>.ts; spread them here. */
export const TENANT_ROUTES: Record<string, TenantRouteEntry> = {
  ...tenancy,
  ...identityTenantRoutes,
  ...personnelTenantRoutes,
  ...platformTenantRoutes,
  ...masterDataTenantRoutes,
  ...tenantMasterTenantRoutes,
  ...foreignTravelTenantRoutes,
  ...dd254TenantRoutes,
  ...invitationTenantRoutes,
  ...facilityReviewsTenantRoutes,
  ...myPortalTenantRoutes,
  ...encryptedMessageTenantRoutes,
  ...openActionTenantRoutes,
  ...operationsTenantRoutes,
  ...facilityDetailTenantRoutes,
  ...contractsTenantRoutes,
  ...fociVisitsTenantRoutes,
  ...visitsTenantRoutes,
  ...incidentsTenantRoutes,
  ...clearanceVerificationTenantRoutes,
};
