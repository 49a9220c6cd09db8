import { NEW_HIRE_MESSAGES as M } from '@clearline/shared';
import { lazyWithReload } from '../../../lazyWithReload';
import { definePage, type PageConfig } from '../../../pages/definePage';
import { registerResourceModule } from '../../../providers/access';
import { registerApiPath } from '../../../providers/dataProvider';

// the pending hires list reads GET /personnel/pending-hires through the data provider
registerApiPath('pending-hires', 'personnel/pending-hires');
registerResourceModule('pending-hires', 'PERSONNEL');

/** Report New Hire (create on REPORT_NEW_HIRE, spec 02 §2) and the FSO's pending hires. */
export const newHirePages: PageConfig[] = [
  definePage({
    path: '/personnel/report-new-hire',
    label: M.pageTitle,
    access: [['REPORT_NEW_HIRE', 'CREATE']],
    component: lazyWithReload(() => import('./ReportNewHire')),
  }),
  definePage({
    path: '/personnel/pending-hires',
    label: M.pendingTitle,
    access: [['PERSONNEL', 'UI']],
    component: lazyWithReload(() => import('./PendingHireList')),
  }),
];
