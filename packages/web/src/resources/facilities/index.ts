import BusinessIcon from '@mui/icons-material/Business';
import { FACILITY_MESSAGES, FACILITY_TABS } from '@clearline/shared/messages-people';
import { FACILITY_RECORD_MESSAGES } from '@clearline/shared/facilities';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../../pages/definePage';
import { defineResource } from '../defineResource';

/** Facilities (module FACILITIES): list, add at /facilities/add, the detail tabs at /facilities/{id}/{tab}. */
export default defineResource({
  name: 'facilities',
  module: 'FACILITIES',
  label: 'Facilities',
  icon: BusinessIcon,
  list: lazyWithReload(() => import('./FacilityList')),
});

export const facilityPages: PageConfig[] = [
  definePage({
    path: '/facilities/add',
    label: FACILITY_MESSAGES.addTitle,
    access: [['FACILITIES', 'CREATE']],
    component: lazyWithReload(() => import('./FacilityCreate')),
  }),
  definePage({
    path: '/facilities/:id/facility-preferences',
    label: FACILITY_RECORD_MESSAGES.preferencesTitle,
    access: [['FACILITIES', 'UI']],
    component: lazyWithReload(() => import('./FacilityPreferences')),
  }),
  definePage({
    path: '/facilities/:id/*',
    label: FACILITY_MESSAGES.editTitle,
    access: [['FACILITIES', 'UI']],
    component: lazyWithReload(() => import('./detail/FacilityDetail')),
    breadcrumbs: Object.fromEntries(Object.entries(FACILITY_TABS).map(([path, label]) => [`/facilities/:id/${path}`, label])),
  }),
];
