import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { filesOf } from '../../core/storage/upload';
import { VisitDocumentsService, VisitDocumentUpload, VisitDocumentView } from '../visit-documents';
import {
  FociParticipantsDto,
  FociVisitDetailView,
  FociVisitDto,
  FociVisitRequestDto,
  FociVisitView,
  FociVisitDocumentsView,
  PersonFociVisitsView,
} from './foci-visits.dto';
import { FOCI_VISIT_LIST, FociVisitsService, MY_FOCI_VISIT_LIST } from './foci-visits.service';
import { IdParam } from '../../core/http/id-param';

/** FOCI visits (spec 03 §7 "visits": foci), module FOCI_VISITS; the employee's own requests under /me (SELF_SERVICE). */
@ApiTags('visits')
@Controller('visits/foci')
export class FociVisitsController {
  constructor(
    private readonly visits: FociVisitsService,
    private readonly documents: VisitDocumentsService,
  ) {}

  @Get()
  @RequirePermission('FOCI_VISITS', 'VIEW')
  @ApiOperation({ summary: 'FOCI visits of the tenant (quick filter q: location, purpose or description)' })
  @ListEndpoint(FOCI_VISIT_LIST, FociVisitView)
  list(@Query() query: Record<string, unknown>): Promise<Page<FociVisitView>> {
    return this.visits.list(query);
  }

  @Post()
  @RequirePermission('FOCI_VISITS', 'CREATE')
  @ApiOperation({ summary: 'Add a FOCI visit (DRAFT, or SUBMITTED), optionally with its attendees and affiliates' })
  @ApiCreatedResponse({ type: FociVisitDetailView })
  @ApiBadRequestResponse({ description: 'A field is missing or not valid; the end date is before the start date' })
  create(@Body() dto: FociVisitDto): Promise<FociVisitDetailView> {
    return this.visits.create(dto);
  }

  @Get('me')
  @RequirePermission('SELF_SERVICE', 'VIEW')
  @ApiOperation({ summary: 'The FOCI visits the caller requested from My Portal' })
  @ListEndpoint(MY_FOCI_VISIT_LIST, FociVisitView)
  @ApiBadRequestResponse({ description: 'The account is not linked to a personnel record' })
  @ApiForbiddenResponse({ description: 'No SELF_SERVICE permission, or the caller is impersonating a tenant' })
  listMine(@Query() query: Record<string, unknown>): Promise<Page<FociVisitView>> {
    return this.visits.listMine(query);
  }

  @Post('me')
  @RequirePermission('SELF_SERVICE', 'CREATE')
  @ApiOperation({
    summary:
      "Request a FOCI visit from My Portal: SUBMITTED, self-reported, requested by the caller's personnel record; the security office gets an open action",
  })
  @ApiCreatedResponse({ type: FociVisitDetailView })
  @ApiBadRequestResponse({ description: 'A field is missing or not valid, or the account is not linked to a personnel record' })
  @ApiForbiddenResponse({ description: 'No SELF_SERVICE permission, or the caller is impersonating a tenant' })
  request(@Body() dto: FociVisitRequestDto): Promise<FociVisitDetailView> {
    return this.visits.request(dto);
  }

  @Get('me/:id')
  @RequirePermission('SELF_SERVICE', 'VIEW')
  @ApiOperation({ summary: "One of the caller's own FOCI visit requests, with attendees, affiliates and documents" })
  @ApiOkResponse({ type: FociVisitDetailView })
  @ApiNotFoundResponse({ description: 'Not a FOCI visit the caller requested' })
  myDetail(@IdParam() id: string): Promise<FociVisitDetailView> {
    return this.visits.myDetail(id);
  }

  @Post('me/:id/document')
  @RequirePermission('SELF_SERVICE', 'CREATE')
  @VisitDocumentUpload()
  @ApiOperation({ summary: "Add a document (and optionally its file) to the caller's own FOCI visit request; it waits for review" })
  @ApiCreatedResponse({ type: VisitDocumentView })
  async addMyDocument(@IdParam() id: string, @Req() req: FastifyRequest): Promise<VisitDocumentView> {
    const v = await this.visits.mine(id);
    this.visits.assertOpen(v);
    return this.documents.add('FOCI', v.id, req.body, filesOf(req), { requester: true });
  }

  @Post('attendees-affiliates')
  @HttpCode(200)
  @RequirePermission('FOCI_VISITS', 'UPDATE')
  @ApiOperation({
    summary:
      "Replace a FOCI visit's attendees (people of the tenant or foreign nationals) and affiliates (foreign companies or government bodies)",
  })
  @ApiOkResponse({ type: FociVisitDetailView })
  @ApiBadRequestResponse({
    description: 'An attendee has neither person nor name, an affiliate lacks its name or country, a person is listed twice',
  })
  @ApiConflictResponse({ description: 'The visit is closed (cancelled, completed, expired or denied)' })
  @ApiNotFoundResponse({ description: 'No such visit in the tenant' })
  participants(@Body() dto: FociParticipantsDto): Promise<FociVisitDetailView> {
    return this.visits.setParticipants(dto);
  }

  @Get('personnel/:id')
  @RequirePermission('FOCI_VISITS', 'VIEW')
  @ApiOperation({ summary: 'The FOCI visits a person requested, approves or attends (Assignments tab), newest first' })
  @ApiOkResponse({ type: PersonFociVisitsView })
  @ApiNotFoundResponse({ description: 'No such person in the tenant' })
  async forPerson(@IdParam() id: string): Promise<PersonFociVisitsView> {
    return { personnelId: id, visits: await this.visits.forPerson(id) };
  }

  @Get(':id')
  @RequirePermission('FOCI_VISITS', 'VIEW')
  @ApiOperation({ summary: 'One FOCI visit with its attendees, affiliates and documents' })
  @ApiOkResponse({ type: FociVisitDetailView })
  @ApiNotFoundResponse()
  get(@IdParam() id: string): Promise<FociVisitDetailView> {
    return this.visits.detail(id);
  }

  @Put(':id')
  @RequirePermission('FOCI_VISITS', 'UPDATE')
  @ApiOperation({
    summary:
      'Edit a FOCI visit; a new visitStatus must be a move VISIT_STATUS_MOVES allows (APPROVED needs an approver); the status date is stamped',
  })
  @ApiOkResponse({ type: FociVisitDetailView })
  @ApiBadRequestResponse({ description: 'A field is not valid; no approver to approve' })
  @ApiConflictResponse({ description: 'The status move is not allowed, the visit is closed, or the version is stale' })
  @ApiNotFoundResponse()
  update(@IdParam() id: string, @Body() dto: FociVisitDto): Promise<FociVisitDetailView> {
    return this.visits.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('FOCI_VISITS', 'DELETE')
  @ApiOperation({ summary: 'Delete a FOCI visit with its attendees, affiliates, documents and files' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string): Promise<void> {
    return this.visits.remove(id);
  }

  @Get(':visitId/documents')
  @RequirePermission('FOCI_VISITS', 'VIEW')
  @ApiOperation({ summary: 'The documents of a FOCI visit, required ones first' })
  @ApiOkResponse({ type: FociVisitDocumentsView })
  @ApiNotFoundResponse()
  async listDocuments(@IdParam('visitId') visitId: string): Promise<FociVisitDocumentsView> {
    return { visitId, documents: await this.documents.list('FOCI', visitId) };
  }

  @Post(':visitId/document')
  @RequirePermission('FOCI_VISITS', 'UPDATE')
  @VisitDocumentUpload()
  @ApiOperation({
    summary: 'Add a document to a FOCI visit: a `document` JSON part and an optional file (without one it is listed as missing)',
  })
  @ApiCreatedResponse({ type: VisitDocumentView })
  async addDocument(@IdParam('visitId') visitId: string, @Req() req: FastifyRequest): Promise<VisitDocumentView> {
    this.visits.assertOpen(await this.visits.find(visitId));
    return this.documents.add('FOCI', visitId, req.body, filesOf(req));
  }

  @Put(':visitId/document/:documentId')
  @RequirePermission('FOCI_VISITS', 'UPDATE')
  @VisitDocumentUpload()
  @ApiOperation({ summary: 'Change a FOCI visit document (type, title, review status, required) and optionally replace its file' })
  @ApiOkResponse({ type: VisitDocumentView })
  async updateDocument(
    @IdParam('visitId') visitId: string,
    @IdParam('documentId') documentId: string,
    @Req() req: FastifyRequest,
  ): Promise<VisitDocumentView> {
    this.visits.assertOpen(await this.visits.find(visitId));
    return this.documents.update('FOCI', visitId, documentId, req.body, filesOf(req));
  }

  @Delete(':visitId/document/:documentId')
  @HttpCode(204)
  @RequirePermission('FOCI_VISITS', 'UPDATE')
  @ApiOperation({ summary: 'Delete a FOCI visit document and its file' })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'The visit is closed' })
  @ApiNotFoundResponse()
  async removeDocument(@IdParam('visitId') visitId: string, @IdParam('documentId') documentId: string): Promise<void> {
    this.visits.assertOpen(await this.visits.find(visitId));
    await this.documents.remove('FOCI', visitId, documentId);
  }
}
