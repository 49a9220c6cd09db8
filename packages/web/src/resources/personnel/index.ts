import PeopleIcon from '@mui/icons-material/People';
import { CLEARANCE_VERIFICATION_MESSAGES } from '@clearline/shared';
import { PERSONNEL_TABS, PERSONNEL_WIZARD } from '@clearline/shared/messages-people';
import { USER_ACCOUNTS_MESSAGES } from '@clearline/shared/user-accounts';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../../pages/definePage';
import { defineResource } from '../defineResource';
import { terminationPages } from './termination';
import { invitationPages } from './invite';
import { newHirePages } from './new-hire';

/**
 * Personnel (spec 02 §2). The list is the react-admin resource (GET /personnel/details); the wizard and
 * the detail tabs are pages with their own sub-routes: /personnel/add, /personnel/{id}/{info|clearances|
 * assignments|open-actions}[/...]. Add routes need CREATE on PERSONNEL.
 */
export default defineResource({
  name: 'personnel',
  module: 'PERSONNEL',
  label: 'Personnel',
  // only the list goes through the data provider; the person and its records use ./api.ts
  apiPath: 'personnel/details',
  icon: PeopleIcon,
  list: lazyWithReload(() => import('./PersonnelList')),
});

const recordCrumbs = (segment: string, label: string) => ({
  [`/personnel/:id/${segment}/add`]: `Add ${label}`,
  [`/personnel/:id/${segment}/:recordId`]: `${label} Details`,
});

export const personnelPages: PageConfig[] = [
  ...terminationPages,
  definePage({
    path: '/personnel/generate-user-accounts',
    label: USER_ACCOUNTS_MESSAGES.title,
    access: [['USERS', 'CREATE']],
    component: lazyWithReload(() => import('./accounts/GenerateUserAccounts')),
  }),
  ...invitationPages,
  ...newHirePages,
  definePage({
    path: '/personnel/clearance-verification',
    label: CLEARANCE_VERIFICATION_MESSAGES.requestTitle,
    access: [['PERSONNEL', 'UPDATE']],
    component: lazyWithReload(() => import('./verification/RequestClearanceVerification')),
  }),
  definePage({
    path: '/personnel/clearance-request',
    label: CLEARANCE_VERIFICATION_MESSAGES.clearanceRequestTitle,
    access: [['CLEARANCE_REQUEST', 'CREATE']],
    component: lazyWithReload(() => import('./verification/ClearanceRequest')),
  }),
  definePage({
    path: '/personnel/add',
    label: PERSONNEL_WIZARD.title,
    access: [['PERSONNEL', 'CREATE']],
    component: lazyWithReload(() => import('./wizard/PersonnelWizard')),
  }),
  definePage({
    path: '/personnel/:id/*',
    label: 'Personnel Details',
    access: [['PERSONNEL', 'UI']],
    component: lazyWithReload(() => import('./detail/PersonnelDetail')),
    breadcrumbs: {
      '/personnel/:id/info': PERSONNEL_TABS.info,
      '/personnel/:id/clearances': PERSONNEL_TABS.clearances,
      '/personnel/:id/assignments': PERSONNEL_TABS.assignments,
      '/personnel/:id/open-actions': PERSONNEL_TABS.openActions,
      ...recordCrumbs('clearances/clearance', 'Clearance'),
      ...recordCrumbs('clearances/investigation', 'Investigation'),
      ...recordCrumbs('clearances/special-access', 'Special Access'),
      ...recordCrumbs('clearances/polygraph', 'Polygraph'),
      ...recordCrumbs('assignments/badge', 'Badge'),
    },
  }),
];

// What other folders use of this one.
export { FilePickButton } from './detail/FilePickButton';
export { SectionCard } from './detail/SectionCard';
export { contactsBody, fullName } from './payload';
export { ContactInputs } from './sections/ContactInputs';
export { PhysicalInputs } from './sections/PhysicalInputs';
export { PendingTerminationsCard } from './termination/PendingTerminationsCard';
export { type Personnel } from './types';
