import { Injectable } from '@nestjs/common';
import { ProvidesReports } from '../../../core/reporting/report-catalogue';
import { auditActivityReport } from './audit-activity.report';

/** Reports of the audit log. */
export const auditLogReports = [auditActivityReport];

/** Offers the reports of the audit log to the report catalogue (registered in the module). */
@Injectable()
@ProvidesReports(auditLogReports)
export class AuditLogReports {}
