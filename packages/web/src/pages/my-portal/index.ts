import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import {
  INCIDENT_PAGE_MESSAGES as IM,
  INCIDENT_TABS,
  INCIDENT_TYPE,
  MY_PORTAL_MESSAGES as M,
  MY_PORTAL_TAB,
  MY_PORTAL_TAB_VALUES,
} from '@clearline/shared';
import { selfTypeOfSlug } from '../../resources/reports-incidents';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../definePage';

const reportLabel = (slug: string | undefined, label: (type: string) => string) => {
  const type = selfTypeOfSlug(slug);
  return type ? label(INCIDENT_TYPE[type]) : 'Report';
};

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
      '/my-portal/requests/:slug/create': ({ slug }) => reportLabel(slug, IM.createTitle),
      '/my-portal/requests/:slug/:id': ({ slug }) => reportLabel(slug, IM.detailTitle),
      ...Object.fromEntries(Object.entries(INCIDENT_TABS).map(([tab, label]) => [`/my-portal/requests/:slug/:id/${tab}`, label])),
    },
    component: lazyWithReload(() => import('./MyPortalPage')),
  }),
  definePage({
    path: '/my-portal/requests/foci-visit',
    label: 'Request FOCI Visit',
    access: [['SELF_SERVICE', 'CREATE']],
    component: lazyWithReload(() => import('./foci/FociVisitRequestPage')),
  }),
  definePage({
    path: '/my-portal/requests/:id/foci-visit/*',
    label: 'FOCI Visit',
    access: [['SELF_SERVICE', 'UI']],
    component: lazyWithReload(() => import('./foci/MyFociVisitPage')),
  }),
];
