import { VisitCreate } from '../VisitCreate';

/** /my-portal/requests/outgoing-visit: the employee asks the security office to send a visit request to a host. */
const MyOutgoingRequestPage = () => <VisitCreate kind="OUTGOING" self />;
export default MyOutgoingRequestPage;
