import {
  FACILITIES_ALL,
  insertFacilityDocument,
  insertFacilityNote,
  insertWorkflowRetry,
  walkFacilityWithPerson,
} from '../../audit/catalogue/facility-detail';
import { PDF } from '../../audit/catalogue/personnel';
import type { TenantRouteEntry, TenantRouteSample } from '../tenant-routes.catalogue';

type Fixture = TenantRouteSample['fixture'];

const facility: Fixture = async (ctx, tenantId) => ({ params: { id: (await walkFacilityWithPerson(ctx, tenantId)).facilityId } });
const retry: Fixture = async (ctx, tenantId) => {
  const r = await insertWorkflowRetry(ctx, tenantId);
  return { params: { id: r.facilityId, retryId: r.id }, body: {} };
};
const note =
  (body?: unknown): Fixture =>
  async (ctx, tenantId) => {
    const { facilityId } = await walkFacilityWithPerson(ctx, tenantId);
    const [{ id: authorId }] = await ctx.sql<{ id: string }>(`SELECT gen_random_uuid() AS id`);
    return { params: { id: facilityId, noteId: await insertFacilityNote(ctx, tenantId, facilityId, authorId) }, body };
  };
const document =
  (body?: unknown): Fixture =>
  async (ctx, tenantId) => {
    const { facilityId } = await walkFacilityWithPerson(ctx, tenantId);
    return { params: { id: facilityId, documentId: await insertFacilityDocument(ctx, tenantId, facilityId) }, body };
  };

/** Path-parameter route samples of the facility detail tabs (see tenant-routes.catalogue.ts for the contract). */
export const facilityDetailTenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/facilities/:id/detail/open-actions/details': { fixture: facility, permissions: FACILITIES_ALL },
  'GET /api/v1/requests-and-actions/open-actions/facility/:id': { fixture: facility, permissions: FACILITIES_ALL },
  'GET /api/v1/facilities/:id/detail/workflow_retries': { fixture: facility, permissions: FACILITIES_ALL },
  'POST /api/v1/facilities/:id/detail/workflow_retries/:retryId/retry': { fixture: retry, permissions: FACILITIES_ALL },
  'POST /api/v1/facilities/:id/detail/workflow_retries/:retryId/resolve': { fixture: retry, permissions: FACILITIES_ALL },
  'GET /api/v1/facilities/:id/detail/notes': { fixture: facility, permissions: FACILITIES_ALL },
  'POST /api/v1/facilities/:id/detail/notes': {
    fixture: async (ctx, tenantId) => ({ ...(await facility(ctx, tenantId)), body: { content: 'Cross' } }),
    permissions: FACILITIES_ALL,
  },
  'PUT /api/v1/facilities/:id/detail/notes/:noteId': { fixture: note({ content: 'Cross' }), permissions: FACILITIES_ALL },
  'DELETE /api/v1/facilities/:id/detail/notes/:noteId': { fixture: note(), permissions: FACILITIES_ALL },
  'GET /api/v1/facilities/:id/detail/documents': { fixture: facility, permissions: FACILITIES_ALL },
  'POST /api/v1/facilities/:id/document': {
    fixture: facility,
    permissions: FACILITIES_ALL,
    request: (agent, path) =>
      agent
        .post(path)
        .field('document', JSON.stringify({ documentType: 'DD_441' }))
        .attach('file', PDF, 'dd441.pdf'),
  },
  'PUT /api/v1/facilities/:id/document/:documentId': { fixture: document({ documentType: 'DD_441' }), permissions: FACILITIES_ALL },
  'DELETE /api/v1/facilities/:id/document/:documentId': { fixture: document(), permissions: FACILITIES_ALL },
  'GET /api/v1/facilities/detail/:x/portal_downloads': {
    fixture: async (ctx, tenantId) => ({ params: { x: (await walkFacilityWithPerson(ctx, tenantId)).facilityId } }),
    permissions: FACILITIES_ALL,
  },
};
