import type { ModuleName } from '@clearline/shared';
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { RequireAnyPermission, RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { IdParam } from '../../core/http/id-param';
import { JOB_RUN_LIST, JobRunDto } from '../jobs';
import { ScheduledJobDto, ScheduledJobInputDto } from './scheduled-jobs.dto';
import { SCHEDULED_JOB_LIST, ScheduledJobsService } from './scheduled-jobs.service';

const EITHER = (type: 'VIEW' | 'DELETE'): Array<[ModuleName, typeof type]> => [
  ['TENANT_SCHEDULED_JOBS', type],
  ['SYSTEM_SCHEDULED_JOBS', type],
];

@ApiTags('scheduled-jobs')
@Controller('scheduled-jobs')
export class ScheduledJobsController {
  constructor(private readonly jobs: ScheduledJobsService) {}

  @Get()
  @RequireAnyPermission(...EITHER('VIEW'))
  @ApiOperation({
    summary:
      'Scheduled jobs the user may see: tenant jobs with TENANT_SCHEDULED_JOBS, system jobs with SYSTEM_SCHEDULED_JOBS (filter scope)',
  })
  @ListEndpoint(SCHEDULED_JOB_LIST, ScheduledJobDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<ScheduledJobDto>> {
    return this.jobs.list(query);
  }

  @Post('system')
  @RequirePermission('SYSTEM_SCHEDULED_JOBS', 'CREATE')
  @ApiOperation({ summary: 'Add a system job: a maintenance task or a system-level report' })
  @ApiCreatedResponse({ type: ScheduledJobDto })
  @ApiBadRequestResponse({ description: 'Bad schedule, report, parameters or recipients (the message names each problem)' })
  @ApiConflictResponse({ description: 'A job with this name exists' })
  @ApiServiceUnavailableResponse({ description: 'The queue is not reachable; nothing was saved' })
  createSystem(@Body() dto: ScheduledJobInputDto): Promise<ScheduledJobDto> {
    return this.jobs.create('SYSTEM', dto);
  }

  @Post('tenant')
  @RequirePermission('TENANT_SCHEDULED_JOBS', 'CREATE')
  @ApiOperation({ summary: "Add a scheduled report of the tenant (needs VIEW on the report's module)" })
  @ApiCreatedResponse({ type: ScheduledJobDto })
  @ApiBadRequestResponse({ description: 'Bad schedule, report, parameters or recipients (the message names each problem)' })
  @ApiConflictResponse({ description: 'A job with this name exists' })
  @ApiServiceUnavailableResponse({ description: 'The queue is not reachable; nothing was saved' })
  createTenant(@Body() dto: ScheduledJobInputDto): Promise<ScheduledJobDto> {
    return this.jobs.create('TENANT', dto);
  }

  @Put('system/:id')
  @RequirePermission('SYSTEM_SCHEDULED_JOBS', 'UPDATE')
  @ApiOperation({ summary: 'Replace a system job; its scheduler moves at once' })
  @ApiOkResponse({ type: ScheduledJobDto })
  @ApiNotFoundResponse({ description: 'No such system job' })
  updateSystem(@IdParam() id: string, @Body() dto: ScheduledJobInputDto): Promise<ScheduledJobDto> {
    return this.jobs.update('SYSTEM', id, dto);
  }

  @Put('tenant/:id')
  @RequirePermission('TENANT_SCHEDULED_JOBS', 'UPDATE')
  @ApiOperation({ summary: 'Replace a tenant job; its scheduler moves at once' })
  @ApiOkResponse({ type: ScheduledJobDto })
  @ApiNotFoundResponse({ description: 'No such job in this tenant' })
  updateTenant(@IdParam() id: string, @Body() dto: ScheduledJobInputDto): Promise<ScheduledJobDto> {
    return this.jobs.update('TENANT', id, dto);
  }

  @Get(':id')
  @RequireAnyPermission(...EITHER('VIEW'))
  @ApiOperation({ summary: 'One scheduled job with its next and last run (VIEW on the permission of its scope)' })
  @ApiOkResponse({ type: ScheduledJobDto })
  @ApiNotFoundResponse({ description: 'No such job' })
  get(@IdParam() id: string): Promise<ScheduledJobDto> {
    return this.jobs.get(id);
  }

  @Get(':id/runs')
  @RequireAnyPermission(...EITHER('VIEW'))
  @ApiOperation({ summary: 'Run history of a scheduled job, newest first (status, progress, file)' })
  @ListEndpoint(JOB_RUN_LIST, JobRunDto)
  @ApiNotFoundResponse({ description: 'No such job' })
  runs(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<JobRunDto>> {
    return this.jobs.runHistory(id, query);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireAnyPermission(...EITHER('DELETE'))
  @ApiOperation({ summary: 'Delete a scheduled job (DELETE on the permission of its scope); it stops at once, its runs stay' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No such job' })
  async remove(@IdParam() id: string): Promise<void> {
    await this.jobs.remove(id);
  }
}
