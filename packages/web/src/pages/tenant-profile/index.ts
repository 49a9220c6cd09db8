import BadgeIcon from '@mui/icons-material/Badge';
import { TENANT_LABELS } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../definePage';

/** The own organization's profile (registered in pages/index.ts); edit needs UPDATE on TENANT_PROFILE. */
export const tenantProfilePages: PageConfig[] = [
  definePage({
    path: '/tenant-profile',
    label: TENANT_LABELS.profile,
    access: [['TENANT_PROFILE', 'UI']],
    menu: { icon: BadgeIcon },
    component: lazyWithReload(() => import('./TenantProfilePage')),
  }),
  definePage({
    path: '/tenant-profile/edit',
    label: TENANT_LABELS.editProfile,
    access: [['TENANT_PROFILE', 'UPDATE']],
    component: lazyWithReload(() => import('./TenantProfileEdit')),
  }),
];
