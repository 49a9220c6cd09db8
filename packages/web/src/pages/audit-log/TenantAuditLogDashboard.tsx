import { AuditLogPage } from './AuditLogPage';

/** /tenant-audit-log-dashboard (TENANT_AUDIT_LOG): the own tenant's audit rows. */
const TenantAuditLogDashboard = () => <AuditLogPage scope="TENANT" />;
export default TenantAuditLogDashboard;
