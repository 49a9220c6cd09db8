import { Navigate } from 'react-router-dom';

/** /reports opens its default child, generate-reports. */
const ReportsRedirect = () => <Navigate to="/reports/generate-reports" replace />;
export default ReportsRedirect;
