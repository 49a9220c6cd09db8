import { VISIT_MESSAGES as M } from '@clearline/shared';
import { VisitDetail } from '../VisitDetail';
import { incomingTabs } from './visitTabs';

const TABS = incomingTabs(true);

/** /my-portal/requests/{id}/incoming-visit/*: the employee's own incoming visit request with its tabs. */
const MyIncomingDetailPage = () => <VisitDetail kind="INCOMING" self title={M.incomingDetailTitle} tabs={TABS} />;
export default MyIncomingDetailPage;
