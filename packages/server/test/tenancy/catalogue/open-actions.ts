import { walkMissingDocumentAction } from '../../audit/catalogue/open-actions';
import { PERSONNEL_ALL, walkPerson } from '../../audit/catalogue/personnel';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';

/** Routes with a path parameter of the open actions that are not a person's records (see tenant-routes.catalogue.ts). */
export const openActionTenantRoutes: Record<string, TenantRouteEntry> = {
  'PUT /api/v1/requests-and-actions/open-actions/:id/waive': {
    fixture: async (ctx, tenantId) => ({
      params: { id: await walkMissingDocumentAction(ctx, await walkPerson(ctx, tenantId)) },
      body: { reason: 'Cross' },
    }),
    permissions: PERSONNEL_ALL,
  },
};
