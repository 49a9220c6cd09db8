import { VISIT_MESSAGES as M } from '@clearline/shared';
import { VisitDetail } from '../VisitDetail';
import { incomingTabs } from './visitTabs';

const TABS = incomingTabs(false);

/** /visits/incoming/{id}/*: the incoming visit with its tabs. */
const IncomingDetailPage = () => <VisitDetail kind="INCOMING" self={false} title={M.incomingDetailTitle} tabs={TABS} />;
export default IncomingDetailPage;
