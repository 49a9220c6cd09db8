import { Body, Controller, Get, Post, Put, Query, Req, StreamableFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequirePermission } from '../../core/access/decorators';
import { ListEndpoint } from '../../core/http/list';
import type { Page } from '../../core/http/list-query';
import { filesOf, UploadInterceptor } from '../../core/storage/upload';
import { INCIDENT_LIST, IncidentView } from '../incidents';
import { OPEN_ACTION_LIST } from '../open-actions';
import { ContactsDto, PersonnelDocumentView, PersonnelView } from '../personnel';
import { MyAnnualTrainingView, MyPortalActionView, MyPortalReportsView, MyPortalView } from './my-portal.dto';
import { MyPortalService } from './my-portal.service';
import { IdParam } from '../../core/http/id-param';

const OWN =
  'Only ever the caller’s own personnel record (the one linked to their user account; 404 when none is). SELF_SERVICE is refused while impersonating.';

/** My Portal (spec 01 §2 "my-portal", module SELF_SERVICE): the employee’s own record and what the security office asks of them. */
@ApiTags('my-portal')
@Controller('my-portal')
@ApiForbiddenResponse({ description: 'No SELF_SERVICE permission, or the caller is impersonating a tenant' })
export class MyPortalController {
  constructor(private readonly portal: MyPortalService) {}

  @Get('me')
  @RequirePermission('SELF_SERVICE', 'VIEW')
  @ApiOperation({
    summary: 'My personnel record with my clearances, investigations, special accesses, polygraphs and briefings',
    description: OWN,
  })
  @ApiOkResponse({ type: MyPortalView })
  @ApiNotFoundResponse({ description: 'The account is not linked to a personnel record' })
  me(): Promise<MyPortalView> {
    return this.portal.me();
  }

  @Put('me')
  @RequirePermission('SELF_SERVICE', 'UPDATE')
  @ApiOperation({
    summary:
      'Replace my contacts (home address, phones, personal e-mail, emergency and travel-emergency contacts); the rest of the record is the security office’s',
    description: OWN,
  })
  @ApiOkResponse({ type: PersonnelView })
  @ApiBadRequestResponse({ description: 'A contact rule of spec 02 §5 is broken (message names it)' })
  saveContacts(@Body() dto: ContactsDto): Promise<PersonnelView> {
    return this.portal.saveContacts(dto);
  }

  @Post('me/document')
  @RequirePermission('SELF_SERVICE', 'CREATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({
    summary:
      'Upload a document of my own (multipart: document JSON with titleId and optional dateSigned, and the file); it waits for the security office’s review',
    description: OWN,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        document: { type: 'string', description: '{"titleId": "...", "dateSigned": "YYYY-MM-DD"} as JSON' },
        file: { type: 'string', format: 'binary' },
      },
      required: ['document', 'file'],
    },
  })
  @ApiCreatedResponse({ type: PersonnelDocumentView })
  @ApiBadRequestResponse({ description: 'No file, an unknown title, or a field other than the title and the date signed' })
  addDocument(@Req() req: FastifyRequest): Promise<PersonnelDocumentView> {
    return this.portal.addDocument(req.body, filesOf(req));
  }

  @Get('me/document/:documentId/file')
  @RequirePermission('SELF_SERVICE', 'VIEW')
  @ApiOperation({ summary: 'Download the file of one of my documents', description: OWN })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse()
  downloadDocument(@IdParam('documentId') documentId: string): Promise<StreamableFile> {
    return this.portal.downloadDocument(documentId);
  }

  @Get('me/annual-training')
  @RequirePermission('SELF_SERVICE', 'VIEW')
  @ApiOperation({
    summary: 'The annual training my organization requires and whether I completed it in the last 12 months',
    description: OWN,
  })
  @ApiOkResponse({ type: MyAnnualTrainingView })
  annualTraining(): Promise<MyAnnualTrainingView> {
    return this.portal.annualTraining();
  }

  @Get('me/open-actions')
  @RequirePermission('SELF_SERVICE', 'VIEW')
  @ApiOperation({
    summary:
      'The actions I do myself (a clearance verification to answer, a required document to upload, …), each with the page where I do it; OPEN unless state=ALL (my requests) or another state is asked for. Actions the security office does about me (a visit request to process) are not mine. None when the account is not linked to a personnel record',
    description: OWN,
  })
  @ListEndpoint(OPEN_ACTION_LIST, MyPortalActionView)
  openActions(@Query() query: Record<string, unknown>): Promise<Page<MyPortalActionView>> {
    return this.portal.openActions(query);
  }

  @Get('me/incidents')
  @RequirePermission('SELF_SERVICE', 'VIEW')
  @ApiOperation({
    summary:
      'The reports I filed myself (POST /incidents/me), newest first, with the filters of GET /incidents; none when the account is not linked to a personnel record',
    description: OWN,
  })
  @ListEndpoint(INCIDENT_LIST, IncidentView)
  incidents(@Query() query: Record<string, unknown>): Promise<Page<IncidentView>> {
    return this.portal.incidents(query);
  }

  @Get('reports')
  @RequirePermission('SELF_SERVICE', 'VIEW')
  @ApiOperation({ summary: 'The reports the tenant’s Reports settings show on My Portal, with whether I may file each' })
  @ApiOkResponse({ type: MyPortalReportsView })
  reports(): Promise<MyPortalReportsView> {
    return this.portal.reports();
  }
}
