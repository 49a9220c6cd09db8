import type { TenantRouteEntry } from '../tenant-routes.catalogue';

const GLOBAL =
  'system master data is provider-wide reference data (no tenant_id; MASTER_DATA manages it, other tenants read what other modules answer from it)';

const KINDS = ['checklist', 'csa', 'country-other-name', 'doc-type', 'doc-template-type', 'poc', 'country', 'state'];

/** Path-parameter routes of system master data: none names a tenant's record. */
export const masterDataTenantRoutes: Record<string, TenantRouteEntry> = {
  ...Object.fromEntries(
    KINDS.flatMap((k) => [
      [`PUT /api/v1/system-master-data/${k}/:id`, { notTenantScoped: GLOBAL }],
      [`DELETE /api/v1/system-master-data/${k}/:id`, { notTenantScoped: GLOBAL }],
    ]),
  ),
  'PUT /api/v1/system-master-data/doc-template-type/:id/file': { notTenantScoped: GLOBAL },
  'GET /api/v1/system-master-data/doc-template-type/:id/file': { notTenantScoped: GLOBAL },
};
