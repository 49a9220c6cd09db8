import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { INCOMING_VISIT_TABS, OUTGOING_VISIT_TABS, VISIT_MESSAGES as M, VISIT_PAGE_TEXT as T } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../../pages/definePage';
import { registerApiPath } from '../../providers/dataProvider';
import { registerResourceModule } from '../../providers/access';
import { defineResource } from '../defineResource';
import { KIND_API_PATH, KIND_MODULE, KIND_RESOURCE, LIST_KINDS } from './visitKinds';
import { MY_VISIT_API_PATH, myVisitResource } from './visitApi';

for (const kind of LIST_KINDS) {
  registerApiPath(KIND_RESOURCE[kind], KIND_API_PATH[kind]);
  registerResourceModule(KIND_RESOURCE[kind], KIND_MODULE[kind]);
  registerApiPath(myVisitResource(kind), MY_VISIT_API_PATH[kind]);
  registerResourceModule(myVisitResource(kind), 'SELF_SERVICE');
}

/** Visits (module VISITS): /visits lists incoming and outgoing visits; their add and detail pages are below. */
export default defineResource({
  name: 'visits',
  module: ['VISITS', 'INCOMING_VISITS', 'OUTGOING_VISITS'],
  label: M.listTitle,
  icon: FlightTakeoffIcon,
  list: lazyWithReload(() => import('./VisitList')),
});

const tabCrumbs = (base: string, tabs: Record<string, string>) =>
  Object.fromEntries(Object.entries(tabs).map(([path, label]) => [`${base}/${path}`, label]));

/** The add and detail pages of incoming and outgoing visits, and the employee's request pages in My Portal. */
export const visitPages: PageConfig[] = [
  definePage({
    path: '/visits/incoming/add',
    label: M.addIncomingTitle,
    access: [
      ['VISITS', 'CREATE'],
      ['INCOMING_VISITS', 'CREATE'],
    ],
    component: lazyWithReload(() => import('./pages/IncomingAddPage')),
  }),
  definePage({
    path: '/visits/outgoing/add',
    label: M.addOutgoingTitle,
    access: [
      ['VISITS', 'CREATE'],
      ['OUTGOING_VISITS', 'CREATE'],
    ],
    component: lazyWithReload(() => import('./pages/OutgoingAddPage')),
  }),
  definePage({
    path: '/visits/incoming/:id/*',
    label: M.incomingDetailTitle,
    access: [['INCOMING_VISITS', 'UI']],
    component: lazyWithReload(() => import('./pages/IncomingDetailPage')),
    breadcrumbs: tabCrumbs('/visits/incoming/:id', INCOMING_VISIT_TABS),
  }),
  definePage({
    path: '/visits/outgoing/:id/*',
    label: M.outgoingDetailTitle,
    access: [['OUTGOING_VISITS', 'UI']],
    component: lazyWithReload(() => import('./pages/OutgoingDetailPage')),
    breadcrumbs: tabCrumbs('/visits/outgoing/:id', OUTGOING_VISIT_TABS),
  }),
  definePage({
    path: '/my-portal/requests/incoming-visit',
    label: T.requestIncomingTitle,
    access: [['SELF_SERVICE', 'CREATE']],
    component: lazyWithReload(() => import('./pages/MyIncomingRequestPage')),
  }),
  definePage({
    path: '/my-portal/requests/outgoing-visit',
    label: T.requestOutgoingTitle,
    access: [['SELF_SERVICE', 'CREATE']],
    component: lazyWithReload(() => import('./pages/MyOutgoingRequestPage')),
  }),
  definePage({
    path: '/my-portal/requests/:id/incoming-visit/*',
    label: M.incomingDetailTitle,
    access: [['SELF_SERVICE', 'UI']],
    component: lazyWithReload(() => import('./pages/MyIncomingDetailPage')),
    breadcrumbs: tabCrumbs('/my-portal/requests/:id/incoming-visit', INCOMING_VISIT_TABS),
  }),
  definePage({
    path: '/my-portal/requests/:id/outgoing-visit/*',
    label: M.outgoingDetailTitle,
    access: [['SELF_SERVICE', 'UI']],
    component: lazyWithReload(() => import('./pages/MyOutgoingDetailPage')),
    breadcrumbs: tabCrumbs('/my-portal/requests/:id/outgoing-visit', OUTGOING_VISIT_TABS),
  }),
];

// What other folders use of this one.
export { MyVisitRequests } from './MyVisitRequests';
export { type VisitDocumentCalls, type VisitDocumentFields, VisitDocumentsTab } from './VisitDocuments';
export { VisitStatusChip } from './VisitStatusChip';
