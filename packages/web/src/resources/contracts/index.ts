import AssignmentIcon from '@mui/icons-material/Assignment';
import { CONTRACT_MESSAGES, CONTRACT_TABS } from '@clearline/shared/contracts';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../../pages/definePage';
import { defineResource } from '../defineResource';

/** Contracts (module CONTRACTS): list, add at /contracts/add, the detail tabs at /contracts/{id}/{tab}. */
export default defineResource({
  name: 'contracts',
  module: 'CONTRACTS',
  label: CONTRACT_MESSAGES.listTitle,
  icon: AssignmentIcon,
  list: lazyWithReload(() => import('./ContractList')),
});

/** The DD254 pages under /contracts/{id}/contract-info/dd254 are in ./dd254/pages.ts. */
export const contractPages: PageConfig[] = [
  definePage({
    path: '/contracts/add',
    label: CONTRACT_MESSAGES.addTitle,
    access: [['CONTRACTS', 'CREATE']],
    component: lazyWithReload(() => import('./ContractCreate')),
  }),
  definePage({
    path: '/contracts/:id/contract-info/subcontractor/add',
    label: CONTRACT_MESSAGES.addSubcontractorTitle,
    access: [['CONTRACTS', 'CREATE']],
    component: lazyWithReload(() => import('./SubcontractorPage')),
  }),
  definePage({
    path: '/contracts/:id/contract-info/subcontractor/:subcontractorId',
    label: CONTRACT_MESSAGES.editSubcontractorTitle,
    access: [['CONTRACTS', 'UPDATE']],
    component: lazyWithReload(() => import('./SubcontractorPage')),
  }),
  definePage({
    path: '/contracts/:id/assignment/assign-personnel',
    label: CONTRACT_MESSAGES.assignTitle,
    access: [['CONTRACTS', 'UPDATE']],
    component: lazyWithReload(() => import('./AssignPersonnelPage')),
  }),
  definePage({
    path: '/contracts/:id/*',
    label: CONTRACT_MESSAGES.detailTitle,
    access: [['CONTRACTS', 'UI']],
    component: lazyWithReload(() => import('./detail/ContractDetail')),
    breadcrumbs: Object.fromEntries(Object.entries(CONTRACT_TABS).map(([path, label]) => [`/contracts/:id/${path}`, label])),
  }),
];

// What other folders use of this one.
export { dd254Pages } from './dd254/pages';
