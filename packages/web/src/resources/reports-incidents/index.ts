import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import { INCIDENT_MESSAGES, INCIDENT_PAGE_MESSAGES as M, INCIDENT_TABS, INCIDENT_TYPE } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../../pages/definePage';
import { defineResource } from '../defineResource';
import { FILED_INCIDENT_TYPES, INCIDENT_SLUG, typeOfSlug } from './incidentTypes';

/**
 * Reports and incidents (spec 03 §2, module REPORTS_INCIDENTS): the list at /reports-incidents, a create
 * page per type at /reports-incidents/{slug}/create, and the general and document pages of a report at
 * /reports-incidents/{slug}/{id}/(general|document).
 */
export default defineResource({
  name: 'reports-incidents',
  apiPath: 'incidents',
  module: 'REPORTS_INCIDENTS',
  label: INCIDENT_MESSAGES.listTitle,
  icon: ReportIcon,
  list: lazyWithReload(() => import('./IncidentList')),
});

const reportCrumb = ({ slug }: Record<string, string | undefined>) => {
  const type = typeOfSlug(slug);
  return type ? M.detailTitle(INCIDENT_TYPE[type]) : 'Report';
};

export const incidentPages: PageConfig[] = [
  definePage({
    path: '/reports-incidents/:slug/create',
    label: M.newReport,
    access: [['REPORTS_INCIDENTS', 'CREATE']],
    component: lazyWithReload(() => import('./IncidentCreatePage')),
    breadcrumbs: Object.fromEntries(
      FILED_INCIDENT_TYPES.map((t) => [`/reports-incidents/${INCIDENT_SLUG[t]}/create`, M.createTitle(INCIDENT_TYPE[t])]),
    ),
  }),
  definePage({
    path: '/reports-incidents/:slug/:id/*',
    label: 'Report',
    access: [['REPORTS_INCIDENTS', 'UI']],
    component: lazyWithReload(() => import('./IncidentDetailPage')),
    breadcrumbs: {
      '/reports-incidents/:slug/:id': reportCrumb,
      ...Object.fromEntries(Object.entries(INCIDENT_TABS).map(([tab, label]) => [`/reports-incidents/:slug/:id/${tab}`, label])),
    },
  }),
];

// What other folders use of this one.
export { DeadlineText, DebriefCell } from './Deadlines';
export { IncidentDetail } from './IncidentDetail';
export { IncidentForm } from './IncidentForm';
export { IncidentStatusChip } from './IncidentStatusChip';
export { type ForeignTravelRow, createMyIncident, usePersonForeignTravel } from './incidentApi';
export { incidentBody } from './incidentBody';
export { myIncidentPath, officerIncidentPath, selfTypeOfSlug } from './incidentTypes';
