import { Body, Controller, Get, Param, Post, Query, Req, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { DocumentDto, UploadDocumentDto, UploadLimitsDto } from './documents.dto';
import { DOCUMENT_LIST, DocumentsService } from './documents.service';
import { filesOf, UploadInterceptor } from '../../core/storage/upload';
import { setDownloadHeaders } from '../../core/http/content-disposition';

@ApiTags('documents')
@Controller('documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post()
  @SignedIn()
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({
    summary: 'Upload files (form field "file") attached to a record; needs UPDATE on the module of entityType. Type checked from the bytes',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'entityType', 'entityId'],
      properties: {
        file: { type: 'string', format: 'binary' },
        entityType: { type: 'string', example: 'PERSONNEL' },
        entityId: { type: 'string', format: 'uuid' },
      },
    },
  })
  @ApiCreatedResponse({ type: [DocumentDto] })
  @ApiBadRequestResponse({ description: 'No file, too many files, empty file, or unknown entity type' })
  @ApiPayloadTooLargeResponse({ description: 'file {name} is larger than the max accepted size of: {size}' })
  @ApiUnsupportedMediaTypeResponse({ description: 'file {name} of type {type} does not match accepted file types.' })
  @ApiForbiddenResponse({ description: 'No UPDATE on the module of the record' })
  @ApiNotFoundResponse({ description: 'The record does not exist in this tenant' })
  @ApiConflictResponse({ description: 'The record already has a file of that name and size, or the upload names one twice' })
  upload(@Req() req: FastifyRequest, @Body() body: UploadDocumentDto): Promise<DocumentDto[]> {
    return this.documents.upload(filesOf(req), body.entityType, body.entityId);
  }

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Documents attached to a record; needs VIEW on the module of entityType' })
  @ListEndpoint(DOCUMENT_LIST, DocumentDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<DocumentDto>> {
    return this.documents.list(query);
  }

  @Get('limits')
  @SignedIn()
  @ApiOperation({ summary: 'Upload limits the server enforces (largest file, files per upload, accepted extensions)' })
  @ApiOkResponse({ type: UploadLimitsDto })
  limits(): Promise<UploadLimitsDto> {
    return this.documents.limits();
  }

  @Get(':path')
  @SignedIn()
  @ApiOperation({ summary: 'Download a document (path = the filePath of the upload answer); needs VIEW on its record module' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse()
  async download(@Param('path') path: string, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    const { doc, stream } = await this.documents.open(path);
    setDownloadHeaders(res, { contentType: doc.contentType, fileName: doc.fileName, size: doc.sizeBytes });
    return new StreamableFile(stream);
  }
}
