import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
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
import { RequireAnyPermission, RequirePermission, RequirePermissions } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { filesOf } from '../../core/storage/upload';
import { VisitDocumentUpload, VisitDocumentView } from '../visit-documents';
import { VisitFilesService } from './visit-files.service';
import { INCOMING_VISIT_LIST, IncomingVisitsService } from './incoming-visits.service';
import { OUTGOING_VISIT_LIST, OutgoingVisitsService } from './outgoing-visits.service';
import { VISIT_SUMMARY_LIST, VisitLookupsService } from './visit-lookups.service';
import { VisitRules } from './visit-rules';
import {
  AddVisitPersonnelDto,
  IncomingVisitDetailView,
  IncomingVisitDto,
  IncomingVisitView,
  OutgoingVisitDetailView,
  OutgoingVisitDto,
  OutgoingVisitPersonnelView,
  OutgoingVisitView,
  UpdateVisitPersonnelDto,
  VisitorSsnRevealView,
  VisitSummaryView,
} from './visits.dto';
import { IdParam } from '../../core/http/id-param';

const STATUS_NOTE =
  'A different visitStatus moves the visit along VISIT_STATUS_MOVES (409 otherwise) and stamps statusDate; ' +
  'a CANCELLED, COMPLETED or EXPIRED visit is read-only (409).';

/** The rule of foreign nationals among the visitors (foreignVisitorAccessMessage of @clearline/shared). */
const FOREIGN_VISITOR_NOTE =
  'a visitor whose citizenship is not the United States with a clearance level other than NONE or with special accesses ' +
  '(a foreign national visits under the foreign visit process)';

@ApiTags('visits')
@Controller('visits/incoming')
export class IncomingVisitsController {
  constructor(
    private readonly visits: IncomingVisitsService,
    private readonly rules: VisitRules,
    private readonly files: VisitFilesService,
  ) {}

  @Get()
  @RequirePermission('INCOMING_VISITS', 'VIEW')
  @ApiOperation({
    summary: "Incoming visits of the tenant (quick filter q: the visitors' organization, purpose, a visitor's name or company)",
  })
  @ListEndpoint(INCOMING_VISIT_LIST, IncomingVisitView)
  list(@Query() query: Record<string, unknown>): Promise<Page<IncomingVisitView>> {
    return this.visits.list(query);
  }

  @Post()
  @RequirePermission('INCOMING_VISITS', 'CREATE')
  @ApiOperation({ summary: 'Add an incoming visit with its visitors (status DRAFT, or SUBMITTED when sent so)' })
  @ApiCreatedResponse({ type: IncomingVisitDetailView })
  @ApiBadRequestResponse({ description: `A field is missing or not valid; the visit ends before it starts; ${FOREIGN_VISITOR_NOTE}` })
  create(@Body() dto: IncomingVisitDto): Promise<IncomingVisitDetailView> {
    return this.visits.create(dto);
  }

  @Post('me')
  @RequirePermission('SELF_SERVICE', 'CREATE')
  @ApiOperation({
    summary:
      "Request an incoming visit from My Portal: the caller's own request (selfReported, SUBMITTED); the security office gets an open action to process it",
  })
  @ApiCreatedResponse({ type: IncomingVisitDetailView })
  @ApiBadRequestResponse({ description: `A field is missing or not valid; the visit ends before it starts; ${FOREIGN_VISITOR_NOTE}` })
  @ApiNotFoundResponse({ description: 'The account is not linked to a personnel record' })
  async request(@Body() dto: IncomingVisitDto): Promise<IncomingVisitDetailView> {
    return this.visits.create(dto, { requestedById: await this.rules.requireMyPersonnelId() });
  }

  @Get(':id')
  @RequireAnyPermission(['INCOMING_VISITS', 'VIEW'], ['SELF_SERVICE', 'VIEW'])
  @ApiOperation({
    summary:
      'One incoming visit with its visitors (SSNs per the caller’s SSN visibility); with SELF_SERVICE only, the caller’s own request',
  })
  @ApiOkResponse({ type: IncomingVisitDetailView })
  @ApiNotFoundResponse()
  get(@IdParam() id: string): Promise<IncomingVisitDetailView> {
    return this.visits.detail(id);
  }

  @Put(':id')
  @RequirePermission('INCOMING_VISITS', 'UPDATE')
  @ApiOperation({ summary: `Edit an incoming visit; visitors, when sent, replace the visit's. ${STATUS_NOTE}` })
  @ApiOkResponse({ type: IncomingVisitDetailView })
  @ApiBadRequestResponse({ description: `A field is missing or not valid; the visit ends before it starts; ${FOREIGN_VISITOR_NOTE}` })
  @ApiConflictResponse({ description: 'The status move is not allowed, the visit is read-only, or the version is stale' })
  update(@IdParam() id: string, @Body() dto: IncomingVisitDto): Promise<IncomingVisitDetailView> {
    return this.visits.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('INCOMING_VISITS', 'DELETE')
  @ApiOperation({ summary: 'Delete an incoming visit that never took place (DRAFT, DENIED or CANCELLED) with its visitors' })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'The visit is kept on record (submitted, approved, completed or expired)' })
  remove(@IdParam() id: string): Promise<void> {
    return this.visits.remove(id);
  }

  @Get(':id/visitors/:visitorId/ssn')
  @RequirePermissions(['INCOMING_VISITS', 'VIEW'], ['VISIBLE_SOCIAL_SECURITY', 'VIEW'])
  @ApiOperation({ summary: "Reveal a visitor's whole SSN (audited as SSN_REVEAL)" })
  @ApiOkResponse({ type: VisitorSsnRevealView })
  @ApiForbiddenResponse()
  @ApiNotFoundResponse()
  revealSsn(@IdParam() id: string, @IdParam('visitorId') visitorId: string): Promise<VisitorSsnRevealView> {
    return this.visits.revealSsn(id, visitorId);
  }

  @Post(':visitId/document')
  @RequireAnyPermission(['INCOMING_VISITS', 'UPDATE'], ['SELF_SERVICE', 'CREATE'])
  @VisitDocumentUpload()
  @ApiOperation({
    summary:
      'File a document on the incoming visit (multipart: a document JSON part and an optional file; without a file it is listed as missing); with SELF_SERVICE only, on the caller’s own request while it is not closed',
  })
  @ApiCreatedResponse({ type: VisitDocumentView })
  addDocument(@IdParam('visitId') visitId: string, @Req() req: FastifyRequest): Promise<VisitDocumentView> {
    return this.files.add('INCOMING', visitId, req.body, filesOf(req));
  }

  @Put(':visitId/document/:documentId')
  @RequirePermission('INCOMING_VISITS', 'UPDATE')
  @VisitDocumentUpload()
  @ApiOperation({ summary: 'Change a document of the incoming visit (its review status, type, title, required flag) or replace its file' })
  @ApiOkResponse({ type: VisitDocumentView })
  updateDocument(
    @IdParam('visitId') visitId: string,
    @IdParam('documentId') documentId: string,
    @Req() req: FastifyRequest,
  ): Promise<VisitDocumentView> {
    return this.files.update('INCOMING', visitId, documentId, req.body, filesOf(req));
  }

  @Delete(':visitId/document/:documentId')
  @HttpCode(204)
  @RequirePermission('INCOMING_VISITS', 'DELETE')
  @ApiOperation({ summary: 'Delete a document of the incoming visit and its file' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'The visit is read-only' })
  removeDocument(@IdParam('visitId') visitId: string, @IdParam('documentId') documentId: string): Promise<void> {
    return this.files.remove('INCOMING', visitId, documentId);
  }
}

@ApiTags('visits')
@Controller('visits/outgoing')
export class OutgoingVisitsController {
  constructor(
    private readonly visits: OutgoingVisitsService,
    private readonly rules: VisitRules,
    private readonly files: VisitFilesService,
  ) {}

  @Get()
  @RequirePermission('OUTGOING_VISITS', 'VIEW')
  @ApiOperation({ summary: 'Outgoing visits of the tenant (quick filter q: visited facility, CAGE, SMO code, purpose, a person going)' })
  @ListEndpoint(OUTGOING_VISIT_LIST, OutgoingVisitView)
  list(@Query() query: Record<string, unknown>): Promise<Page<OutgoingVisitView>> {
    return this.visits.list(query);
  }

  @Post()
  @RequirePermission('OUTGOING_VISITS', 'CREATE')
  @ApiOperation({
    summary:
      'Add an outgoing visit (status DRAFT, or SUBMITTED when sent so). A permanent certification runs from startDate for its duration: endDate defaults to its last day and may not be later',
  })
  @ApiCreatedResponse({ type: OutgoingVisitDetailView })
  @ApiBadRequestResponse({
    description: 'A field is missing or not valid; dates out of order; a permanent certification without its duration',
  })
  create(@Body() dto: OutgoingVisitDto): Promise<OutgoingVisitDetailView> {
    return this.visits.create(dto);
  }

  @Post('me')
  @RequirePermission('SELF_SERVICE', 'CREATE')
  @ApiOperation({
    summary:
      "Request an outgoing visit from My Portal: the caller's own request (selfReported, SUBMITTED) with the caller going; the security office gets an open action to process it",
  })
  @ApiCreatedResponse({ type: OutgoingVisitDetailView })
  @ApiBadRequestResponse({ description: "The caller's clearance is below the visit's level" })
  @ApiNotFoundResponse({ description: 'The account is not linked to a personnel record' })
  async request(@Body() dto: OutgoingVisitDto): Promise<OutgoingVisitDetailView> {
    return this.visits.create(dto, { requestedById: await this.rules.requireMyPersonnelId() });
  }

  @Post('personnel/add')
  @RequirePermission('OUTGOING_VISITS', 'UPDATE')
  @ApiOperation({
    summary: "Add people to an outgoing visit: all or none; refused (400) for a person whose held clearance is below the visit's level",
  })
  @ApiCreatedResponse({ type: [OutgoingVisitPersonnelView] })
  @ApiBadRequestResponse({ description: '{person} holds {level} but the visit requires {level}; the person cannot be added to the visit.' })
  @ApiConflictResponse({ description: 'A person is already on the visit, or the visit is read-only' })
  @ApiNotFoundResponse({ description: 'The visit is not one of the tenant' })
  addPersonnel(@Body() dto: AddVisitPersonnelDto): Promise<OutgoingVisitPersonnelView[]> {
    return this.visits.addPersonnel(dto);
  }

  @Post('personnel/update')
  @HttpCode(200)
  @RequirePermission('OUTGOING_VISITS', 'UPDATE')
  @ApiOperation({ summary: 'Change the role or notes of a person on an outgoing visit' })
  @ApiOkResponse({ type: OutgoingVisitPersonnelView })
  @ApiNotFoundResponse({ description: 'The visit is not one of the tenant, or the person is not on it' })
  updatePersonnel(@Body() dto: UpdateVisitPersonnelDto): Promise<OutgoingVisitPersonnelView> {
    return this.visits.updatePersonnel(dto);
  }

  @Get(':id')
  @RequireAnyPermission(['OUTGOING_VISITS', 'VIEW'], ['SELF_SERVICE', 'VIEW'])
  @ApiOperation({ summary: 'One outgoing visit with the people going; with SELF_SERVICE only, the caller’s own request' })
  @ApiOkResponse({ type: OutgoingVisitDetailView })
  @ApiNotFoundResponse()
  get(@IdParam() id: string): Promise<OutgoingVisitDetailView> {
    return this.visits.detail(id);
  }

  @Put(':id')
  @RequirePermission('OUTGOING_VISITS', 'UPDATE')
  @ApiOperation({ summary: `Edit an outgoing visit (raising its level above what someone on it holds is refused). ${STATUS_NOTE}` })
  @ApiOkResponse({ type: OutgoingVisitDetailView })
  @ApiConflictResponse({ description: 'The status move is not allowed, the visit is read-only, or the version is stale' })
  update(@IdParam() id: string, @Body() dto: OutgoingVisitDto): Promise<OutgoingVisitDetailView> {
    return this.visits.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('OUTGOING_VISITS', 'DELETE')
  @ApiOperation({ summary: 'Delete an outgoing visit that never took place (DRAFT, DENIED or CANCELLED) with its personnel' })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'The visit is kept on record (submitted, approved, completed or expired)' })
  remove(@IdParam() id: string): Promise<void> {
    return this.visits.remove(id);
  }

  @Delete(':visitId/personnel/:personnelId')
  @HttpCode(204)
  @RequirePermission('OUTGOING_VISITS', 'UPDATE')
  @ApiOperation({ summary: 'Take a person off an outgoing visit' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'The visit is not one of the tenant, or the person is not on it' })
  removePersonnel(@IdParam('visitId') visitId: string, @IdParam('personnelId') personnelId: string): Promise<void> {
    return this.visits.removePersonnel(visitId, personnelId);
  }

  @Post(':visitId/document')
  @RequireAnyPermission(['OUTGOING_VISITS', 'UPDATE'], ['SELF_SERVICE', 'CREATE'])
  @VisitDocumentUpload()
  @ApiOperation({
    summary:
      'File a document on the outgoing visit (multipart: a document JSON part and an optional file; without a file it is listed as missing); with SELF_SERVICE only, on the caller’s own request while it is not closed',
  })
  @ApiCreatedResponse({ type: VisitDocumentView })
  addDocument(@IdParam('visitId') visitId: string, @Req() req: FastifyRequest): Promise<VisitDocumentView> {
    return this.files.add('OUTGOING', visitId, req.body, filesOf(req));
  }

  @Put(':visitId/document/:documentId')
  @RequirePermission('OUTGOING_VISITS', 'UPDATE')
  @VisitDocumentUpload()
  @ApiOperation({ summary: 'Change a document of the outgoing visit (its review status, type, title, required flag) or replace its file' })
  @ApiOkResponse({ type: VisitDocumentView })
  updateDocument(
    @IdParam('visitId') visitId: string,
    @IdParam('documentId') documentId: string,
    @Req() req: FastifyRequest,
  ): Promise<VisitDocumentView> {
    return this.files.update('OUTGOING', visitId, documentId, req.body, filesOf(req));
  }

  @Delete(':visitId/document/:documentId')
  @HttpCode(204)
  @RequirePermission('OUTGOING_VISITS', 'DELETE')
  @ApiOperation({ summary: 'Delete a document of the outgoing visit and its file' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'The visit is read-only' })
  removeDocument(@IdParam('visitId') visitId: string, @IdParam('documentId') documentId: string): Promise<void> {
    return this.files.remove('OUTGOING', visitId, documentId);
  }
}

@ApiTags('visits')
@Controller('visits')
export class VisitLookupsController {
  constructor(private readonly lookups: VisitLookupsService) {}

  @Get('me')
  @RequirePermission('SELF_SERVICE', 'VIEW')
  @ApiOperation({ summary: "The caller's own visit requests and visits of every kind (incoming, outgoing, FOCI), newest first" })
  @ListEndpoint(VISIT_SUMMARY_LIST, VisitSummaryView)
  mine(@Query() query: Record<string, unknown>): Promise<Page<VisitSummaryView>> {
    return this.lookups.mine(query);
  }

  @Get('personnel/:id')
  @RequireAnyPermission(['PERSONNEL', 'VIEW'], ['VISITS', 'VIEW'])
  @ApiOperation({
    summary: "A person's incoming visits (meeting contact or requester) and outgoing visits (going or requester): the Assignments tab",
  })
  @ListEndpoint(VISIT_SUMMARY_LIST, VisitSummaryView)
  @ApiNotFoundResponse()
  ofPerson(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<VisitSummaryView>> {
    return this.lookups.ofPerson(id, query);
  }
}
