import { VISIT_MESSAGES as M } from '@clearline/shared';
import { VisitDetail } from '../VisitDetail';
import { outgoingTabs } from './visitTabs';

const TABS = outgoingTabs(true);

/** /my-portal/requests/{id}/outgoing-visit/*: the employee's own outgoing visit request with its tabs. */
const MyOutgoingDetailPage = () => <VisitDetail kind="OUTGOING" self title={M.outgoingDetailTitle} tabs={TABS} />;
export default MyOutgoingDetailPage;
