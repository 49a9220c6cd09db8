import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  type ApiBodyOptions,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { filesOf, UploadInterceptor } from '../../core/storage/upload';
import { IdParam } from '../../core/http/id-param';
import { AnnualTrainingDocumentDto, AnnualTrainingDocumentView } from './annual-training.dto';
import { ANNUAL_TRAINING_LIST, AnnualTrainingService } from './annual-training.service';

/** JSON, or the same fields as multipart form fields with an optional file (field "file"). */
const BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['documentName'],
    properties: {
      trainingType: { type: 'string', enum: ['CLEARED'], default: 'CLEARED' },
      documentName: { type: 'string' },
      nextDeadlineDate: { type: 'string', format: 'date', nullable: true },
      reminders: { type: 'string', example: '1;5;10', description: 'days before the deadline, 1 to 10; commas or spaces are normalised' },
      isActive: { type: 'boolean', default: true },
      version: { type: 'integer', description: 'the version read (PUT); a stale save answers 409' },
      file: { type: 'string', format: 'binary', description: 'optional (multipart only)' },
    },
  },
};

@ApiTags('tenant-master-data')
@Controller('tenant-master-data/annual-training-required-documents')
export class AnnualTrainingController {
  constructor(private readonly training: AnnualTrainingService) {}

  @Get()
  @RequirePermission('TENANT_MASTER', 'VIEW')
  @ApiOperation({ summary: 'Annual required training documents of the tenant (quick filter q: document or file name)' })
  @ListEndpoint(ANNUAL_TRAINING_LIST, AnnualTrainingDocumentView)
  list(@Query() query: Record<string, unknown>): Promise<Page<AnnualTrainingDocumentView>> {
    return this.training.list(query);
  }

  @Get(':id')
  @RequirePermission('TENANT_MASTER', 'VIEW')
  @ApiOperation({ summary: 'One annual required training document' })
  @ApiOkResponse({ type: AnnualTrainingDocumentView })
  @ApiNotFoundResponse()
  get(@IdParam() id: string): Promise<AnnualTrainingDocumentView> {
    return this.training.get(id);
  }

  @Post()
  @RequirePermission('TENANT_MASTER', 'CREATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Add an annual required training document (JSON, or multipart with an optional file)' })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody(BODY)
  @ApiCreatedResponse({ type: AnnualTrainingDocumentView })
  @ApiBadRequestResponse({ description: 'Document Name is required; reminders not 1 to 10; invalid date; file problems' })
  create(@Body() dto: AnnualTrainingDocumentDto, @Req() req: FastifyRequest): Promise<AnnualTrainingDocumentView> {
    return this.training.create(dto, filesOf(req));
  }

  @Put(':id')
  @RequirePermission('TENANT_MASTER', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Edit an annual required training document (JSON, or multipart to add or replace the file)' })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody(BODY)
  @ApiOkResponse({ type: AnnualTrainingDocumentView })
  @ApiNotFoundResponse()
  update(@IdParam() id: string, @Body() dto: AnnualTrainingDocumentDto, @Req() req: FastifyRequest): Promise<AnnualTrainingDocumentView> {
    return this.training.update(id, dto, filesOf(req));
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('TENANT_MASTER', 'DELETE')
  @ApiOperation({ summary: 'Delete an annual required training document (and its file)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string): Promise<void> {
    return this.training.remove(id);
  }
}
