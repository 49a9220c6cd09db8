import type { ModuleName } from '@clearline/shared';
import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AllowWhileReadOnly, RequireAnyPermission } from '../../core/access/decorators';
import { AuditExportRequestDto, AuditPageDto } from './audit-log.dto';
import { AuditLogService } from './audit-log.service';
import { parseAuditFilter, parseAuditListQuery, parseExportFormat } from './audit-query';

const READERS: Array<[ModuleName, 'VIEW']> = [
  ['AUDIT_LOG', 'VIEW'],
  ['TENANT_AUDIT_LOG', 'VIEW'],
];

@ApiTags('audit-log')
@Controller('application-audits')
export class AuditLogController {
  constructor(private readonly audits: AuditLogService) {}

  @Get()
  @RequireAnyPermission(...READERS)
  @ApiOperation({
    summary: 'Audit rows, newest first (AUDIT_LOG: every tenant; TENANT_AUDIT_LOG: the own tenant). Without dates: the last 1 day',
  })
  @ApiQuery({ name: 'page', required: false, description: 'from 0' })
  @ApiQuery({ name: 'size', required: false, description: '10 by default, at most 1000' })
  @ApiQuery({ name: 'sort', required: false, description: 'field,direction: eventTimestamp, eventType, username, objectTable, tenantId' })
  @ApiQuery({ name: 'eventType', required: false })
  @ApiQuery({ name: 'tenantId', required: false })
  @ApiQuery({ name: 'username', required: false })
  @ApiQuery({ name: 'objectTable', required: false })
  @ApiQuery({
    name: 'recordId',
    required: false,
    description:
      'one record’s history: the rows of the record with this id and of the records created under it (an incident’s destinations, documents, …)',
  })
  @ApiQuery({ name: 'startDate', required: false, description: 'YYYY-MM-DD or ISO date-time (UTC)' })
  @ApiQuery({ name: 'endDate', required: false, description: 'YYYY-MM-DD (inclusive) or ISO date-time (UTC)' })
  @ApiQuery({ name: 'scope', required: false, enum: ['ALL', 'TENANT'] })
  @ApiQuery({
    name: 'showSystem',
    required: false,
    enum: ['true', 'false'],
    description: 'true: include system activity (system-scope reads, bookkeeping without an acting user); hidden by default',
  })
  @ApiOkResponse({ type: AuditPageDto })
  @ApiBadRequestResponse({ description: 'A filter, date or sort is not valid, or the range is longer than a year' })
  list(@Query() query: Record<string, unknown>): Promise<AuditPageDto> {
    return this.audits.list(parseAuditListQuery(query));
  }

  @Post('export')
  @HttpCode(200)
  @RequireAnyPermission(...READERS)
  // a read sent as POST (the filter can be long)
  @AllowWhileReadOnly()
  @ApiOperation({ summary: 'Export the matching audit rows as CSV or XLSX (streamed; audited as EXPORT)' })
  @ApiBody({ type: AuditExportRequestDto, required: false })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ description: 'The file, as an attachment' })
  @ApiBadRequestResponse({ description: 'A filter, date or format is not valid' })
  async export(
    @Body() body: Record<string, unknown> | undefined,
    @Query() query: Record<string, unknown>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const input = { ...query, ...(body && typeof body === 'object' ? body : {}) };
    const format = parseExportFormat(input.format);
    await this.audits.export(parseAuditFilter(input), format, res);
  }
}
