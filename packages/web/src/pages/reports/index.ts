import AssessmentIcon from '@mui/icons-material/Assessment';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { ComponentType } from 'react';
import { REPORT_LABELS, REPORT_MESSAGES } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../definePage';

type Loader = () => Promise<Record<string, ComponentType>>;
const lazy = (load: Loader, name = 'default') => lazyWithReload(() => load().then((m) => ({ default: m[name] })));
const tenantJobs: Loader = () => import('./ScheduleReportsPages');
const systemJobs: Loader = () => import('../scheduled-jobs/SystemScheduledJobsPages');

/** A list of scheduled jobs with its add-job (CREATE) and {id}/details (UPDATE) pages, all needing UI on `module`. */
function jobPages(
  base: string,
  module: string,
  label: string,
  load: Loader,
  names: [string, string, string],
  icon?: ComponentType,
): PageConfig[] {
  const ui = [module, 'UI'] as const;
  return [
    definePage({ path: base, label, access: [ui], menu: icon ? { icon } : undefined, component: lazy(load, names[0]) }),
    definePage({ path: `${base}/add-job`, label: REPORT_LABELS.addJob, access: [ui, [module, 'CREATE']], component: lazy(load, names[1]) }),
    definePage({
      path: `${base}/:id/details`,
      label: REPORT_LABELS.jobDetails,
      access: [ui, [module, 'UPDATE']],
      component: lazy(load, names[2]),
    }),
  ];
}

/**
 * Spec 01 §2: reports with generate-reports (default) and schedule-reports (add-job with CREATE,
 * {id}/details with UPDATE on TENANT_SCHEDULED_JOBS); scheduled-jobs (SYSTEM_SCHEDULED_JOBS) with
 * add-job and {id}/details.
 */
export const reportPages: PageConfig[] = [
  definePage({
    path: '/reports',
    label: REPORT_LABELS.reports,
    access: [['REPORTS', 'UI']],
    component: lazy(() => import('./ReportsRedirect')),
  }),
  definePage({
    path: '/reports/generate-reports',
    label: REPORT_LABELS.generateReports,
    access: [['REPORTS', 'UI']],
    menu: { icon: AssessmentIcon },
    component: lazy(() => import('./GenerateReportsPage')),
  }),
  // the link of a scheduled report's e-mail; the API decides who may read the run (any of its readers' permissions)
  definePage({
    path: '/reports/runs/:id/download',
    label: REPORT_MESSAGES.download,
    component: lazy(() => import('./RunDownloadPage')),
  }),
  ...jobPages(
    '/reports/schedule-reports',
    'TENANT_SCHEDULED_JOBS',
    REPORT_LABELS.scheduleReports,
    tenantJobs,
    ['ScheduleReportsPage', 'TenantAddJobPage', 'TenantJobDetailsPage'],
    EventRepeatIcon,
  ),
  ...jobPages(
    '/scheduled-jobs',
    'SYSTEM_SCHEDULED_JOBS',
    REPORT_LABELS.scheduledJobs,
    systemJobs,
    ['SystemScheduledJobsPage', 'SystemAddJobPage', 'SystemJobDetailsPage'],
    ScheduleIcon,
  ),
];
