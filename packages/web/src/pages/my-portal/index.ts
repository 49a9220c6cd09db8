import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import { MY_PORTAL_MESSAGES as M, MY_PORTAL_TAB, MY_PORTAL_TAB_VALUES } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../definePage';

/** My Portal (spec 01 §2 "my-portal", module SELF_SERVICE; the server refuses it while impersonating; registered in pages/index.ts). */
export const myPortalPages: PageConfig[] = [
  definePage({
    path: '/my-portal/*',
    label: M.title,
    access: [['SELF_SERVICE', 'UI']],
    menu: { icon: DashboardCustomizeIcon },
    breadcrumbs: {
      ...Object.fromEntries(MY_PORTAL_TAB_VALUES.map((t) => [`/my-portal/${t}`, MY_PORTAL_TAB[t]])),
      '/my-portal/portal/clearance-verification/:requestId': 'Clearance Verification',
    },
    component: lazyWithReload(() => import('./MyPortalPage')),
  }),
];
