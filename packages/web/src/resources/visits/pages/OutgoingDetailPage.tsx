import { VISIT_MESSAGES as M } from '@clearline/shared';
import { VisitDetail } from '../VisitDetail';
import { outgoingTabs } from './visitTabs';

const TABS = outgoingTabs(false);

/** /visits/outgoing/{id}/*: the outgoing visit with its tabs. */
const OutgoingDetailPage = () => <VisitDetail kind="OUTGOING" self={false} title={M.outgoingDetailTitle} tabs={TABS} />;
export default OutgoingDetailPage;
