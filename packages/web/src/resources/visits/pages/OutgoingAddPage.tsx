import { VisitCreate } from '../VisitCreate';

/** /visits/outgoing/add (CREATE on VISITS). */
const OutgoingAddPage = () => <VisitCreate kind="OUTGOING" />;
export default OutgoingAddPage;
