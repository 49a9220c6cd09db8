import { auditActivityReport } from './audit-activity.report';

/** Reports of the audit log (listed in modules/reports/report-catalogue.ts). */
export const auditLogReports = [auditActivityReport];
