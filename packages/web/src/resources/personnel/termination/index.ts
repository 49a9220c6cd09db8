import { PERSONNEL_LIST_ACTIONS } from '@clearline/shared/messages-people';
import { lazyWithReload } from '../../../lazyWithReload';
import { definePage, type PageConfig } from '../../../pages/definePage';

/** Terminate Employee (with the pending terminations) and Personnel Risk, reached from the personnel list actions. */
export const terminationPages: PageConfig[] = [
  definePage({
    path: '/personnel/terminate-employee',
    label: PERSONNEL_LIST_ACTIONS.terminateEmployee,
    access: [['TERMINATE_EMPLOYEE', 'UI']],
    component: lazyWithReload(() => import('./TerminateEmployeePage')),
  }),
  definePage({
    path: '/personnel/personnel-risk',
    label: PERSONNEL_LIST_ACTIONS.personnelRisk,
    access: [['PERSONNEL', 'UI']],
    component: lazyWithReload(() => import('../risk/PersonnelRiskPage')),
  }),
];
