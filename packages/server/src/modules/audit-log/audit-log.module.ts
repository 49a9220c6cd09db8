import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLogService } from './audit-log.service';

/** GET /application-audits and POST /application-audits/export (spec 01 §7). */
@Module({ controllers: [AuditLogController], providers: [AuditLogService] })
export class AuditLogModule {}
