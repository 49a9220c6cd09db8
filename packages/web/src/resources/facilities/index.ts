import BusinessIcon from '@mui/icons-material/Business';
import { FACILITY_MESSAGES } from '@clearline/shared/messages-people';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../../pages/definePage';
import { defineResource } from '../defineResource';

/** Facilities (module FACILITIES): list, add at /facilities/add, edit at /facilities/{id}. */
export default defineResource({
  name: 'facilities',
  module: 'FACILITIES',
  label: 'Facilities',
  icon: BusinessIcon,
  list: lazyWithReload(() => import('./FacilityList')),
  edit: lazyWithReload(() => import('./FacilityEdit')),
  breadcrumbs: { '/facilities/:id': FACILITY_MESSAGES.editTitle },
});

export const facilityPages: PageConfig[] = [
  definePage({
    path: '/facilities/add',
    label: FACILITY_MESSAGES.addTitle,
    access: [['FACILITIES', 'CREATE']],
    component: lazyWithReload(() => import('./FacilityCreate')),
  }),
];
