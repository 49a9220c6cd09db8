import { VisitCreate } from '../VisitCreate';

/** /my-portal/requests/incoming-visit: the employee asks the security office to receive visitors. */
const MyIncomingRequestPage = () => <VisitCreate kind="INCOMING" self />;
export default MyIncomingRequestPage;
