import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import { DASHBOARD_MESSAGES } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { defineResource } from '../defineResource';

/**
 * The open actions of the tenant's people (GET /requests-and-actions/open-actions): what the dashboard's
 * open-action tiles link to, filtered by kind, age, facility and state. Each row opens the person's
 * Open Actions tab, where the action is completed or closed.
 */
export default defineResource({
  name: 'open-actions',
  module: 'PERSONNEL',
  label: DASHBOARD_MESSAGES.openActionsList,
  apiPath: 'requests-and-actions/open-actions',
  icon: AssignmentLateIcon,
  list: lazyWithReload(() => import('./OpenActionList')),
});
