import { Body, Controller, Get, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ANNUAL_TRAINING_TYPE, FACILITY_BULK_SELECTION } from '@clearline/shared';
import { RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { filesOf, UploadInterceptor } from '../../core/storage/upload';
import {
  AnnualTrainingBulkDto,
  BulkActionRunDto,
  PERSONNEL_TITLES,
  SendReminderDto,
  UploadEmployeeDocumentDto,
  UploadFacilityDocumentDto,
} from './facility-bulk.dto';
import { FACILITY_DOCUMENT_TYPES } from './facility-documents.dto';
import { BULK_RUN_LIST, FacilityBulkService } from './facility-bulk.service';
import { IdParam } from '../../core/http/id-param';

const FILE = { type: 'string', format: 'binary', description: 'the document (one file of an accepted upload type)' };
const DAY = { type: 'string', format: 'date' };
const UUIDS = { type: 'array', items: { type: 'string', format: 'uuid' }, description: 'repeated fields or one comma-separated field' };
const QUEUED = 'The run, queued: poll GET /facilities/bulk-action/runs/{id} for its progress and summary';

@ApiTags('facilities')
@Controller('facilities')
export class FacilityBulkController {
  constructor(private readonly bulk: FacilityBulkService) {}

  @Post(':id/bulk-action/send-reminder')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({
    summary:
      'Bulk action: e-mail each active person of the facility who has open actions the list of them, with an optional message (a job; one outcome per person: sent, or skipped without open actions or e-mail address)',
  })
  @ApiCreatedResponse({ type: BulkActionRunDto, description: QUEUED })
  @ApiNotFoundResponse({ description: 'No such facility in this tenant' })
  @ApiConflictResponse({ description: 'The facility is disabled' })
  @ApiBadRequestResponse({ description: 'The facility has no active people' })
  sendReminder(@IdParam() id: string, @Body() dto: SendReminderDto): Promise<BulkActionRunDto> {
    return this.bulk.sendReminder(id, dto);
  }

  @Post(':id/bulk-action/annual-training')
  @RequirePermission('FACILITIES', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({
    summary:
      'Bulk action: attach the annual training document to every cleared employee of the facility as an Annual Refresher Briefing signed on the completion date, which marks the training done for the year (a job; one outcome per person)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['trainingName', 'completionDate', 'file'],
      properties: {
        trainingName: { type: 'string', maxLength: 255 },
        trainingType: { type: 'string', enum: Object.keys(ANNUAL_TRAINING_TYPE), default: 'CLEARED' },
        completionDate: { ...DAY, description: 'not in the future' },
        notes: { type: 'string', maxLength: 2000 },
        file: FILE,
      },
    },
  })
  @ApiCreatedResponse({ type: BulkActionRunDto, description: QUEUED })
  @ApiNotFoundResponse({ description: 'No such facility in this tenant' })
  @ApiConflictResponse({ description: 'The facility is disabled' })
  @ApiBadRequestResponse({ description: 'Missing fields or file, a file of a type not accepted, no cleared employees' })
  annualTraining(@IdParam() id: string, @Body() dto: AnnualTrainingBulkDto, @Req() req: FastifyRequest): Promise<BulkActionRunDto> {
    return this.bulk.annualTraining(id, dto, filesOf(req));
  }

  @Post(':id/bulk-action/upload-employee-document')
  @RequirePermission('FACILITIES', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({
    summary:
      'Bulk action: one personnel document of the chosen type for every active person of the facility, or for the selected ones (a job; one outcome per person)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['titleId', 'file'],
      properties: {
        titleId: { type: 'string', enum: PERSONNEL_TITLES },
        selection: { type: 'string', enum: Object.keys(FACILITY_BULK_SELECTION), default: 'ALL' },
        personnelIds: UUIDS,
        dateSigned: DAY,
        hideFromPersonnel: { type: 'boolean', default: false },
        file: FILE,
      },
    },
  })
  @ApiCreatedResponse({ type: BulkActionRunDto, description: QUEUED })
  @ApiNotFoundResponse({ description: 'No such facility in this tenant' })
  @ApiConflictResponse({ description: 'The facility is disabled' })
  @ApiBadRequestResponse({ description: 'Missing type or file, people not of the facility, no people, a file of a type not accepted' })
  uploadEmployeeDocument(
    @IdParam() id: string,
    @Body() dto: UploadEmployeeDocumentDto,
    @Req() req: FastifyRequest,
  ): Promise<BulkActionRunDto> {
    return this.bulk.uploadEmployeeDocument(id, dto, filesOf(req));
  }

  @Post('bulk-action/upload-facility-document')
  @RequirePermission('FACILITIES', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({
    summary:
      'Bulk action: one facility document (entity type FACILITY) on each chosen facility, or on every enabled facility (a job; one outcome per facility)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['title', 'file'],
      properties: {
        allFacilities: { type: 'boolean', default: false },
        facilityIds: UUIDS,
        title: { type: 'string', maxLength: 255 },
        documentType: { type: 'string', enum: FACILITY_DOCUMENT_TYPES },
        expiryDate: DAY,
        file: FILE,
      },
    },
  })
  @ApiCreatedResponse({ type: BulkActionRunDto, description: QUEUED })
  @ApiBadRequestResponse({
    description: 'No facility chosen, unknown or disabled facilities, missing title or file, a file of a type not accepted',
  })
  uploadFacilityDocument(@Body() dto: UploadFacilityDocumentDto, @Req() req: FastifyRequest): Promise<BulkActionRunDto> {
    return this.bulk.uploadFacilityDocument(dto, filesOf(req));
  }

  @Get(':id/bulk-action/runs')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({ summary: "The facility's bulk action runs, newest first (with the facility-wide uploads that included it)" })
  @ListEndpoint(BULK_RUN_LIST, BulkActionRunDto)
  @ApiNotFoundResponse({ description: 'No such facility in this tenant' })
  runs(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<BulkActionRunDto>> {
    return this.bulk.runs(id, query);
  }

  @Get('bulk-action/runs/:runId')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({
    summary: 'A bulk action run: status and progress while it runs; counts and one outcome per person (or facility) once finished',
  })
  @ApiOkResponse({ type: BulkActionRunDto })
  @ApiNotFoundResponse({ description: 'No such bulk action run in this tenant' })
  run(@IdParam('runId') runId: string): Promise<BulkActionRunDto> {
    return this.bulk.run(runId);
  }
}
