import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLogService } from './audit-log.service';
import { AuditLogReports } from './reports';

/** GET /application-audits and POST /application-audits/export (spec 01 §7). */
@Module({ controllers: [AuditLogController], providers: [AuditLogService, AuditLogReports] })
export class AuditLogModule {}
