import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import { DASHBOARD_MESSAGES } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { defineResource } from '../defineResource';

export { openActionApi, type OpenAction } from './api';
export { OpenActionButtons } from './OpenActionButtons';
export { OpenActionState } from './OpenActionState';
export { WaiveDialog } from './WaiveDialog';
export { standingDocumentWaivers, waiverText } from './waiver';

/**
 * The open actions of the tenant's people (GET /requests-and-actions/open-actions): what the dashboard's
 * open-action tiles link to, filtered by kind, age, facility, state and waived. Each row opens the person's
 * Open Actions tab, where a task is completed or closed and an action that closes by itself is waived.
 */
export default defineResource({
  name: 'open-actions',
  module: 'PERSONNEL',
  label: DASHBOARD_MESSAGES.openActionsList,
  apiPath: 'requests-and-actions/open-actions',
  icon: AssignmentLateIcon,
  list: lazyWithReload(() => import('./OpenActionList')),
});
