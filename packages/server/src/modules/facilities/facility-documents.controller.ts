import { Controller, Delete, Get, HttpCode, Post, Put, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequirePermission } from '../../core/access/decorators';
import { filesOf, UploadInterceptor } from '../../core/storage/upload';
import { FacilityDocumentDto, FacilityDocumentInputDto, FacilityDocumentsDto } from './facility-documents.dto';
import { FacilityDocumentsService } from './facility-documents.service';
import { IdParam } from '../../core/http/id-param';

/** The Facility Documents tab (spec 03 §7 "facilities": document POST, PUT, DELETE and GET detail/documents). */
@ApiTags('facilities')
@Controller('facilities')
export class FacilityDocumentsController {
  constructor(private readonly documents: FacilityDocumentsService) {}

  @Get(':id/detail/documents')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({
    summary: 'The facility documents and the documents the FACILITY required-document defaults ask for, each CURRENT, EXPIRED or MISSING',
  })
  @ApiOkResponse({ type: FacilityDocumentsDto })
  @ApiNotFoundResponse()
  list(@IdParam() id: string): Promise<FacilityDocumentsDto> {
    return this.documents.list(id);
  }

  @Post(':id/document')
  @RequirePermission('FACILITIES', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Add a facility document (multipart: a `document` JSON part, FacilityDocumentInputDto, and the `file`)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['document', 'file'],
      properties: {
        document: { type: 'string', description: 'FacilityDocumentInputDto as JSON' },
        file: { type: 'string', format: 'binary' },
      },
    },
  })
  @ApiCreatedResponse({ type: FacilityDocumentDto })
  @ApiBadRequestResponse({ description: 'A field of the document part is wrong, or the file is missing' })
  @ApiPayloadTooLargeResponse({ description: 'file {name} is larger than the max accepted size of: {size}' })
  @ApiUnsupportedMediaTypeResponse({ description: 'file {name} of type {type} does not match accepted file types.' })
  @ApiConflictResponse({ description: 'The facility already has a file of that name and size' })
  @ApiNotFoundResponse()
  create(@IdParam() id: string, @Req() req: FastifyRequest): Promise<FacilityDocumentDto> {
    return this.documents.create(id, req.body, filesOf(req));
  }

  @Put(':id/document/:documentId')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Change the type, title, expiry date or notes of a facility document (the file stays)' })
  @ApiBody({ type: FacilityDocumentInputDto })
  @ApiOkResponse({ type: FacilityDocumentDto })
  @ApiBadRequestResponse()
  @ApiConflictResponse({ description: 'The document was changed since it was read' })
  @ApiNotFoundResponse()
  update(@IdParam() id: string, @IdParam('documentId') documentId: string, @Req() req: FastifyRequest): Promise<FacilityDocumentDto> {
    return this.documents.update(id, documentId, req.body);
  }

  @Delete(':id/document/:documentId')
  @HttpCode(204)
  @RequirePermission('FACILITIES', 'DELETE')
  @ApiOperation({ summary: 'Delete a facility document and its file' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string, @IdParam('documentId') documentId: string): Promise<void> {
    return this.documents.remove(id, documentId);
  }
}
