import { answered, walkClearanceRequest, walkVerification } from '../../audit/catalogue/clearance-verification';
import { PERSONNEL_ALL } from '../../audit/catalogue/personnel';
import { full } from '../support';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';

/** Routes of clearance verification and clearance request with a path parameter: another tenant's id answers 404. */
export const clearanceVerificationTenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/personnel/clearance-verification/:requestId': {
    fixture: async (ctx, tenantId) => ({ params: { requestId: (await walkVerification(ctx, tenantId)).id } }),
    permissions: PERSONNEL_ALL,
  },
  'PUT /api/v1/personnel/clearance-verification/:requestId': {
    fixture: async (ctx, tenantId) => {
      const { id } = await walkVerification(ctx, tenantId);
      await answered(ctx, id);
      return { params: { requestId: id }, body: { decision: 'KEEP_RECORD' } };
    },
    permissions: PERSONNEL_ALL,
  },
  'GET /api/v1/personnel/clearance-request/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await walkClearanceRequest(ctx, tenantId) } }),
    permissions: full('CLEARANCE_REQUEST'),
  },
};
