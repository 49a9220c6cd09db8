import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { PM_PORTAL_MESSAGES as M } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../definePage';

/** The program manager portal (spec 01 §2 "pm-portal": dashboard (default), contracts, personnel; registered in pages/index.ts). */
export const pmPortalPages: PageConfig[] = [
  definePage({
    path: '/pm-portal/*',
    label: M.title,
    access: [['PROGRAM_MANAGER_PORTAL', 'UI']],
    menu: { icon: WorkOutlineIcon },
    breadcrumbs: {
      '/pm-portal/dashboard': M.dashboard,
      '/pm-portal/contracts': M.contracts,
      '/pm-portal/personnel': M.personnel,
    },
    component: lazyWithReload(() => import('./PmPortalPage')),
  }),
];
