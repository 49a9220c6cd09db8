import BusinessIcon from '@mui/icons-material/Business';
import { TENANT_LABELS as L } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../../pages/definePage';
import { defineResource } from '../defineResource';

/**
 * Tenants: list at /tenants, add at /tenants/add (CREATE), details at /tenants/{tenantId} (UI), edit at
 * /tenants/{tenantId}/edit (UPDATE). One menu entry for provider staff (TENANT_MANAGEMENT: every tenant)
 * and MSS staff (MSS_TENANT_MANAGEMENT: the API shows them only the tenants they manage).
 */
export default defineResource({
  name: 'tenants',
  module: ['TENANT_MANAGEMENT', 'MSS_TENANT_MANAGEMENT'],
  label: L.list,
  icon: BusinessIcon,
  list: lazyWithReload(() => import('./TenantList')),
  recordRepresentation: 'name',
});

export const tenantPages: PageConfig[] = [
  definePage({ path: '/tenants/add', label: L.add, component: lazyWithReload(() => import('./TenantCreate')) }),
  definePage({ path: '/tenants/:id', label: L.details, component: lazyWithReload(() => import('./TenantDetails')) }),
  definePage({ path: '/tenants/:id/edit', label: L.edit, component: lazyWithReload(() => import('./TenantEdit')) }),
];

// What other folders use of this one.
export { TenantProfileInputs } from './TenantInputs';
export { type TenantRecord, canManage, logoUrl, tenantBody, uploadLogo } from './api';
