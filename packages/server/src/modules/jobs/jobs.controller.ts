import type { ModuleName } from '@clearline/shared';
import { Controller, Get, Query, Res } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequireAnyPermission } from '../../core/access/decorators';
import { IdParam } from '../../core/http/id-param';
import { DownloadUrlDto, JobRunDto } from './jobs.dto';
import { JobRunsService, runFileAnswer } from './job-runs.service';

const RUN_READERS: Array<[ModuleName, 'VIEW']> = [
  ['REPORTS', 'VIEW'],
  ['TENANT_SCHEDULED_JOBS', 'VIEW'],
  ['SYSTEM_SCHEDULED_JOBS', 'VIEW'],
];

@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(private readonly runs: JobRunsService) {}

  @Get('archives/:id/download')
  @RequireAnyPermission(...RUN_READERS)
  @ApiOperation({
    summary: "Download a run's file (report archive); also VIEW on the report's module, or SYSTEM_SCHEDULED_JOBS for system runs",
  })
  @ApiQuery({ name: 'token', required: false, description: 'the token of a link from GET /jobs/{id}/download-url' })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf')
  @ApiOkResponse({ description: 'The file, as an attachment' })
  @ApiForbiddenResponse({ description: "No permission on the report's module, or an expired or foreign link" })
  @ApiNotFoundResponse({ description: 'No such run in this tenant, or it has not produced a file' })
  @ApiGoneResponse({ description: 'The file was purged after the retention period' })
  async download(@IdParam() id: string, @Query('token') token: string | undefined, @Res({ passthrough: true }) res: FastifyReply) {
    const { run, stream } = await this.runs.open(id, token);
    return runFileAnswer(res, run, stream);
  }

  @Get(':id')
  @RequireAnyPermission(...RUN_READERS)
  @ApiOperation({ summary: 'State of a run: status (stalled when its worker stopped), progress, attempts, start and end, error, file' })
  @ApiOkResponse({ type: JobRunDto })
  @ApiNotFoundResponse({ description: 'No such run in this tenant' })
  async get(@IdParam() id: string): Promise<JobRunDto> {
    return this.runs.dto(await this.runs.get(id));
  }

  @Get(':id/download-url')
  @RequireAnyPermission(...RUN_READERS)
  @ApiOperation({ summary: "A short-lived link (5 minutes, this user only) that downloads the run's file" })
  @ApiOkResponse({ type: DownloadUrlDto })
  @ApiNotFoundResponse({ description: 'No such run, or it has not produced a file yet' })
  @ApiGoneResponse({ description: 'The file was purged after the retention period' })
  downloadUrl(@IdParam() id: string): Promise<DownloadUrlDto> {
    return this.runs.downloadUrl(id);
  }
}
