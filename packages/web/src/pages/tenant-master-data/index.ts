import TuneIcon from '@mui/icons-material/Tune';
import { TENANT_MASTER_TITLE } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../definePage';

/** Tenant master data (module TENANT_MASTER, spec 03 §2): the tenant's own reference lists. */
export const tenantMasterDataPages: PageConfig[] = [
  definePage({
    path: '/tenant-master-data',
    label: TENANT_MASTER_TITLE,
    access: [['TENANT_MASTER', 'UI']],
    menu: { icon: TuneIcon },
    component: lazyWithReload(() => import('./TenantMasterDataPage')),
  }),
];
