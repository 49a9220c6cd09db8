import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { FOCI_VISIT_MESSAGES as M, FOCI_VISIT_TABS } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../../pages/definePage';
import { defineResource } from '../defineResource';

/** FOCI visits (module FOCI_VISITS, API /visits/foci): list, add at /foci-visits/add, the detail tabs at /foci-visits/{id}/{tab}. */
export default defineResource({
  name: 'foci-visits',
  apiPath: 'visits/foci',
  module: 'FOCI_VISITS',
  label: M.title,
  icon: TravelExploreIcon,
  list: lazyWithReload(() => import('./FociVisitList')),
});

export const fociVisitPages: PageConfig[] = [
  definePage({
    path: '/foci-visits/add',
    label: M.addTitle,
    access: [['FOCI_VISITS', 'CREATE']],
    component: lazyWithReload(() => import('./FociVisitCreate')),
  }),
  definePage({
    path: '/foci-visits/:id/*',
    label: 'FOCI Visit',
    access: [['FOCI_VISITS', 'UI']],
    component: lazyWithReload(() => import('./detail/FociVisitDetail')),
    breadcrumbs: Object.fromEntries(Object.entries(FOCI_VISIT_TABS).map(([path, label]) => [`/foci-visits/:id/${path}`, label])),
  }),
];

// What other folders use of this one.
export { AffiliateRows, AttendeeRows, type ParticipantRow, affiliatesOf, attendeesOf, newRow, rowsOf } from './FociParticipantsEditor';
