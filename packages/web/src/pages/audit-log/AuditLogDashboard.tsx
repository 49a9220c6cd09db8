import { AuditLogPage } from './AuditLogPage';

/** /audit-log-dashboard (AUDIT_LOG): every tenant's audit rows. */
const AuditLogDashboard = () => <AuditLogPage scope="ALL" />;
export default AuditLogDashboard;
