import { DD254_MESSAGES } from '@clearline/shared';
import { lazyWithReload } from '../../../lazyWithReload';
import { definePage, type PageConfig } from '../../../pages/definePage';

/** The DD Form 254 pages of a contract: its versions, a new one, one version's editor (module CONTRACTS). */
export const dd254Pages: PageConfig[] = [
  definePage({
    path: '/contracts/:id/contract-info/dd254',
    label: DD254_MESSAGES.section,
    access: [['CONTRACTS', 'VIEW']],
    component: lazyWithReload(() => import('./Dd254VersionsPage')),
  }),
  definePage({
    path: '/contracts/:id/contract-info/dd254/add',
    label: DD254_MESSAGES.addTitle,
    access: [['CONTRACTS', 'CREATE']],
    component: lazyWithReload(() => import('./Dd254Editor')),
  }),
  definePage({
    path: '/contracts/:id/contract-info/dd254/:dd254Id',
    label: DD254_MESSAGES.editTitle,
    access: [['CONTRACTS', 'VIEW']],
    component: lazyWithReload(() => import('./Dd254Editor')),
  }),
];
