import { registerResourceModule } from '../../../providers/access';
import { registerApiPath } from '../../../providers/dataProvider';
import { registerResourceName } from '../../../providers/i18nProvider';

/** The pending terminations (GET /personnel/pending-terminations) as a react-admin resource of the page and the dashboard tile. */
export const PENDING_TERMINATIONS_RESOURCE = 'pending-terminations';
registerApiPath(PENDING_TERMINATIONS_RESOURCE, 'personnel/pending-terminations');
registerResourceModule(PENDING_TERMINATIONS_RESOURCE, 'TERMINATE_EMPLOYEE');
registerResourceName(PENDING_TERMINATIONS_RESOURCE, 'pending termination', 'pending terminations');
