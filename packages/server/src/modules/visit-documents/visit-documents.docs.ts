import { applyDecorators, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { UploadInterceptor } from '../../core/storage/upload';
import { VisitDocumentInputDto } from './visit-documents.dto';

/**
 * The multipart body of the visit document routes of every visit kind (POST …/{visitId}/document and PUT
 * …/{visitId}/document/{documentId}): a `document` JSON part (VisitDocumentInputDto) and an optional `file`,
 * with the upload errors. The route adds its own summary, permission and answer.
 */
export function VisitDocumentUpload(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseInterceptors(UploadInterceptor),
    ApiExtraModels(VisitDocumentInputDto),
    ApiConsumes('multipart/form-data', 'application/json'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['document'],
        properties: {
          document: { type: 'string', description: 'VisitDocumentInputDto (#/components/schemas/VisitDocumentInputDto) as JSON' },
          file: { type: 'string', format: 'binary', description: 'optional: without it the document is listed as still missing' },
        },
      },
    }),
    ApiBadRequestResponse({ description: 'A field of the document part is wrong, or more than one file was sent' }),
    ApiPayloadTooLargeResponse({ description: 'file {name} is larger than the max accepted size of: {size}' }),
    ApiUnsupportedMediaTypeResponse({ description: 'file {name} of type {type} does not match accepted file types.' }),
    ApiConflictResponse({
      description: 'The visit already has a file of that name and size, or the document was changed since it was read',
    }),
    ApiNotFoundResponse({ description: 'No such visit or document in the tenant' }),
  );
}
