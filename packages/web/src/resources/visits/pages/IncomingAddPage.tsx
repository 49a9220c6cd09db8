import { VisitCreate } from '../VisitCreate';

/** /visits/incoming/add (CREATE on VISITS). */
const IncomingAddPage = () => <VisitCreate kind="INCOMING" />;
export default IncomingAddPage;
