import { hasPermission, type PermissionMap, REPORT_TYPES } from '@clearline/shared';
import { auditLogReports } from '../audit-log/reports';
import { identityReports } from '../identity/reports';
import { personnelReports } from '../personnel/reports';
import { tenantReports } from '../tenants/reports';
import type { ReportDefinition } from './report-definition';

/**
 * Every report the server can run, collected from the domains' reports/ folders. A domain adds one
 * spread here; its reports name their type in packages/shared/src/reports.ts.
 */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  ...personnelReports,
  ...identityReports,
  ...auditLogReports,
  ...tenantReports,
];

const byType = new Map<string, ReportDefinition>();
for (const def of REPORT_DEFINITIONS) {
  if (byType.has(def.type)) throw new Error(`Report ${def.type} is defined twice`);
  byType.set(def.type, def);
}

export function findReport(type: string): ReportDefinition | undefined {
  return byType.get(type);
}

/** The reports a user may run: VIEW on the report's module. */
export function reportsAllowed(permissions: PermissionMap): ReportDefinition[] {
  return REPORT_DEFINITIONS.filter((d) => hasPermission(permissions, d.module, 'VIEW')).sort((a, b) => a.title.localeCompare(b.title));
}

/** Types declared in the shared catalogue whose domain has not written the definition yet. */
export function pendingReportTypes(): string[] {
  return REPORT_TYPES.filter((t) => !byType.has(t.type)).map((t) => t.type);
}
