import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  InternalServerErrorException,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { REPORT_MESSAGES } from '@clearline/shared';
import type { FastifyReply } from 'fastify';
import { AllowWhileReadOnly, RequirePermission } from '../../core/access/decorators';
import { TenantDb } from '../../core/database/tenant-db';
import { OwnTransactions } from '../../core/database/route-transactions';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { IdParam } from '../../core/http/id-param';
import { type JobRun, JobRunsService, runFileAnswer, JobRunDto } from '../jobs';
import { GenerateKmpReportDto, GenerateReportDto, ReportTypeDto } from './reports.dto';
import { REPORT_TYPE_LIST, ReportsService } from './reports.service';

@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly runs: JobRunsService,
    private readonly db: TenantDb,
  ) {}

  @Get()
  @RequirePermission('REPORTS', 'VIEW')
  @ApiOperation({ summary: 'Report types the user may run (VIEW on each report module), with their parameters and columns' })
  @ListEndpoint(REPORT_TYPE_LIST, ReportTypeDto)
  list(@Query() query: Record<string, unknown>): Page<ReportTypeDto> {
    return this.reports.catalogue(query);
  }

  @Post('generate')
  // the run is recorded in its own transaction; waiting for it must not hold a pool connection
  @OwnTransactions()
  @HttpCode(200)
  @RequirePermission('REPORTS', 'VIEW')
  // a read: a read-only impersonation may run reports (the run is recorded, nothing else changes)
  @AllowWhileReadOnly()
  @ApiOperation({
    summary:
      "Generate a report (also VIEW on the report's module). Answers the file when it is ready within two minutes; " +
      'with async=true or Prefer: respond-async, or when it takes longer, 202 with the run to follow at GET /jobs/{id}',
  })
  @ApiQuery({ name: 'async', required: false, description: 'true: answer 202 with the queued run at once' })
  @ApiHeader({ name: 'Prefer', required: false, description: 'respond-async: same as async=true' })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf', 'application/json')
  @ApiOkResponse({ description: 'The file, as an attachment' })
  @ApiAcceptedResponse({ type: JobRunDto, description: 'The run (queued or still running); Location names GET /jobs/{id}' })
  @ApiBadRequestResponse({ description: 'Unknown report type, bad format or parameters (the message names each problem)' })
  @ApiForbiddenResponse({ description: "No VIEW permission on the report's module; nothing is created" })
  async generate(
    @Body() dto: GenerateReportDto,
    @Query('async') async: string | undefined,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile | JobRunDto> {
    const run = await this.reports.request(dto.reportType, dto.parameters ?? {}, dto.format ?? 'CSV');
    return this.answer(run, async === 'true' || /respond-async/i.test(prefer ?? ''), res);
  }

  @Post('kmp/generate/:facilityId')
  // the run is recorded in its own transaction; waiting for it must not hold a pool connection
  @OwnTransactions()
  @HttpCode(200)
  @RequirePermission('REPORTS', 'VIEW')
  @AllowWhileReadOnly()
  @ApiOperation({
    summary: 'Generate the key management personnel (KMP) report of a facility (also VIEW on REPORT_KEY_MANAGEMENT_PERSONNEL)',
  })
  @ApiQuery({ name: 'async', required: false, description: 'true: answer 202 with the queued run at once' })
  @ApiProduces('application/pdf', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/json')
  @ApiOkResponse({ description: 'The file, as an attachment' })
  @ApiAcceptedResponse({ type: JobRunDto })
  @ApiBadRequestResponse({ description: 'A bad format' })
  @ApiNotFoundResponse({ description: 'No such facility in this tenant; nothing is created' })
  @ApiForbiddenResponse({ description: 'No VIEW permission on REPORT_KEY_MANAGEMENT_PERSONNEL; nothing is created' })
  async generateKmp(
    @IdParam('facilityId') facilityId: string,
    @Body() dto: GenerateKmpReportDto,
    @Query('async') async: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile | JobRunDto> {
    const run = await this.reports.requestKmp(facilityId, dto.format ?? 'PDF');
    return this.answer(run, async === 'true', res);
  }

  private async answer(queued: JobRun, respondAsync: boolean, res: FastifyReply): Promise<StreamableFile | JobRunDto> {
    const run = respondAsync ? queued : await this.reports.waitFor(queued);
    if (run.status === 'FAILED') throw new InternalServerErrorException(`${REPORT_MESSAGES.reportFailed} ${run.error ?? ''}`.trim());
    if (run.status !== 'SUCCEEDED') {
      void res.status(HttpStatus.ACCEPTED).header('Location', `/api/v1/jobs/${run.id}`);
      return this.runs.dto(run);
    }
    // the download's audit row commits before the file is sent
    const { run: done, stream } = await this.db.run(() => this.runs.open(run.id));
    return runFileAnswer(res, done, stream);
  }
}
