import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, type Type, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  type ApiBodyOptions,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import {
  INCIDENT_TYPE,
  INCIDENT_TYPE_ROUTES,
  type ModuleName,
  type PermissionType,
  type SelfReportableIncidentType,
} from '@clearline/shared';
import type { FastifyRequest } from 'fastify';
import { RequireAnyPermission, RequirePermission, SignedIn } from '../../core/access/decorators';
import { ListEndpoint } from '../../core/http/list';
import type { Page } from '../../core/http/list-query';
import { filesOf, UploadInterceptor } from '../../core/storage/upload';
import { DocumentDto } from '../documents';
import { INCIDENT_DOCUMENT_LIST, IncidentDocumentsService } from './incident-documents.service';
import { IncidentDto, IncidentQuestionView, IncidentView, INCIDENT_DETAIL_MODELS } from './incidents.dto';
import {
  INCIDENT_LIST,
  INCIDENT_QUESTION_LIST,
  INCIDENT_TYPE_LISTS,
  INCIDENT_TYPE_QUESTION_LIST,
  IncidentsService,
  typeOfSegment,
} from './incidents.service';
import { IdParam } from '../../core/http/id-param';

/** The creation modules of the types, with one permission type: the reporter's alternative to REPORTS_INCIDENTS. */
const creationModules = (type: PermissionType): Array<[ModuleName, PermissionType]> =>
  Object.values(INCIDENT_TYPE_ROUTES).map((r) => [r.module as ModuleName, type]);

const OWN =
  'Answered to holders of REPORTS_INCIDENTS VIEW, and to the person who filed the incident through POST /incidents/me ' +
  '(with VIEW on the creation module of its type); anyone else gets 404.';

const pascal = (path: string): string =>
  path
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/**
 * The per-type list and read of one incident type: `GET /incidents/{listPath}` and
 * `GET /incidents/{listPath}/{id}` (INCIDENT_TYPE_ROUTES). Foreign travel and its debrief have their own.
 */
export function incidentTypeController(type: SelfReportableIncidentType): Type<unknown> {
  const route = INCIDENT_TYPE_ROUTES[type];
  const label = INCIDENT_TYPE[type];
  const stem = pascal(route.listPath);
  const op = `${stem.charAt(0).toLowerCase()}${stem.slice(1)}`;

  @ApiTags('incidents')
  @Controller(`incidents/${route.listPath}`)
  class IncidentTypeController {
    constructor(readonly incidents: IncidentsService) {}

    @Get()
    @RequirePermission('REPORTS_INCIDENTS', 'VIEW')
    @ApiOperation({
      summary: `${label} reports of the tenant (same filters as GET /incidents, without incidentType)`,
      operationId: `${op}_list`,
    })
    @ListEndpoint(INCIDENT_TYPE_LISTS[type], IncidentView)
    list(@Query() query: Record<string, unknown>): Promise<Page<IncidentView>> {
      return this.incidents.list(query, type);
    }

    @Get(':id')
    @RequireAnyPermission(['REPORTS_INCIDENTS', 'VIEW'], [route.module as ModuleName, 'VIEW'])
    @ApiOperation({ summary: `One ${label} report`, description: OWN, operationId: `${op}_get` })
    @ApiOkResponse({ type: IncidentView })
    @ApiNotFoundResponse({ description: `Not an incident of the tenant, not a ${label} report, or not the caller's own` })
    get(@IdParam() id: string): Promise<IncidentView> {
      return this.incidents.view(id, type);
    }
  }
  Object.defineProperty(IncidentTypeController, 'name', { value: `${stem}Controller` });
  return IncidentTypeController;
}

/** The per-type controllers of the types this module handles (foreign travel and its debrief are added beside). */
export const INCIDENT_TYPE_CONTROLLERS = (
  [
    'FOREIGN_CONTACT',
    'INSIDER_THREAT',
    'NETWORK_INTRUSION_CYBER_BREACH',
    'SECURITY_VIOLATION',
    'SUSPICIOUS_CONTACT',
    'PERSONAL_REPORT',
    'ADVERSE_ACTION',
  ] as const
).map(incidentTypeController);

/** Multipart body of an incident document: one `file`. */
const DOCUMENT_MULTIPART: ApiBodyOptions = {
  schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
};

/**
 * Incidents and reports (spec 03 §7 "incidents"). This controller's parametric routes (`/{incidentId}/{type}`,
 * `/{id}/documents`, `/{id}/questions`) come LAST in the module's controllers: every per-type controller
 * (`/incidents/foreign-contacts/{id}`, `/incidents/foreign-travels/{id}`, `/incidents/encrypted-message/{id}`…)
 * is listed before it.
 */
@ApiTags('incidents')
@ApiExtraModels(...INCIDENT_DETAIL_MODELS)
@Controller('incidents')
export class IncidentsController {
  constructor(
    private readonly incidents: IncidentsService,
    private readonly documents: IncidentDocumentsService,
  ) {}

  @Get()
  @RequirePermission('REPORTS_INCIDENTS', 'VIEW')
  @ApiOperation({
    summary:
      'Incidents and reports of every type (encrypted messages are never listed); quick filter q: title, description, person, facility, government reference',
  })
  @ListEndpoint(INCIDENT_LIST, IncidentView)
  list(@Query() query: Record<string, unknown>): Promise<Page<IncidentView>> {
    return this.incidents.list(query);
  }

  @Post()
  @RequirePermission('REPORTS_INCIDENTS', 'CREATE')
  @ApiOperation({
    summary: 'File an incident for the security office (status DRAFT unless SUBMITTED is given)',
    description:
      'Deadlines: a NETWORK_INTRUSION_CYBER_BREACH is reported within 72 hours of details.discoveredAt (initialReportDueAt); a ' +
      'SECURITY_VIOLATION has its initial report due 24 hours and its final report 30 days after details.discoveredAt. Each open ' +
      'deadline is an open action of the facility, reminded by e-mail (setting INCIDENT_REPORT_REMINDER_DAYS), until the report is filed ' +
      '(initialReportAt / finalReportAt) or the incident is closed.',
  })
  @ApiCreatedResponse({ type: IncidentView })
  @ApiBadRequestResponse({ description: 'A field, a detail or an answer is missing or not valid (the message names it)' })
  create(@Body() dto: IncidentDto): Promise<IncidentView> {
    return this.incidents.create(dto);
  }

  @Post('me')
  @RequirePermission('SELF_SERVICE', 'CREATE')
  @ApiOperation({
    summary:
      'Report an incident about myself (My Portal): the person is my own personnel record, selfReported, status SUBMITTED (default) or DRAFT',
    description:
      'Needs CREATE on the creation module of the type (INCIDENT_TYPE_ROUTES: REPORT_FOREIGN_CONTACT, REPORT_THREAT, …) and the ' +
      "tenant's My Portal setting for the report; refused while impersonating. Required questions must be answered once SUBMITTED. " +
      'A DRAFT stays with the reporter, who completes it and submits it with PUT /incidents/{id}. A foreign travel is reported ' +
      'before the trip: its dates may lie ahead. The fields the security office keeps (governmentReference, governmentReportedAt, ' +
      'initialReportAt, finalReportAt) are refused.',
  })
  @ApiCreatedResponse({ type: IncidentView })
  @ApiBadRequestResponse({
    description:
      'A field, a detail or an answer is missing or not valid; another person; a status other than DRAFT or SUBMITTED; a field the security office keeps',
  })
  @ApiForbiddenResponse({ description: "No CREATE on the type's creation module, the report is hidden on My Portal, or impersonating" })
  @ApiNotFoundResponse({ description: 'The account is not linked to a personnel record' })
  async createMine(@Body() dto: IncidentDto): Promise<IncidentView> {
    return this.incidents.createMine(dto, await this.incidents.myPersonnelId());
  }

  @Delete('documents/:documentId')
  @HttpCode(204)
  @RequirePermission('REPORTS_INCIDENTS', 'DELETE')
  @ApiOperation({ summary: 'Delete a document of an incident (not of a closed one) and its file' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Not a document of an incident of the tenant' })
  @ApiConflictResponse({ description: 'The incident is closed' })
  removeDocument(@IdParam('documentId') documentId: string): Promise<void> {
    return this.documents.remove(documentId);
  }

  @Post(':id/document')
  @RequireAnyPermission(['REPORTS_INCIDENTS', 'UPDATE'], ...creationModules('CREATE'))
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({
    summary:
      'Attach files to an incident (multipart `file`, several allowed); the reporter of a self-report may add to their own while it is not closed',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(DOCUMENT_MULTIPART)
  @ApiCreatedResponse({ type: [DocumentDto] })
  @ApiConflictResponse({ description: 'The incident is closed, or the same file is already attached' })
  addDocument(@IdParam() id: string, @Req() req: FastifyRequest): Promise<DocumentDto[]> {
    return this.documents.add(id, filesOf(req));
  }

  @Get(':id/documents')
  @RequireAnyPermission(['REPORTS_INCIDENTS', 'VIEW'], ...creationModules('VIEW'))
  @ApiOperation({ summary: 'The documents of an incident, newest first (every one unless a page is asked for)', description: OWN })
  @ListEndpoint(INCIDENT_DOCUMENT_LIST, DocumentDto)
  listDocuments(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<DocumentDto>> {
    return this.documents.list(id, query);
  }

  @Get('questions')
  @SignedIn()
  @ApiOperation({
    summary: 'The questionnaire of an incident type, in its order, before a report is filed (answer: null)',
    description:
      'Any signed-in user of the tenant (a reporter reads the questions of the report they are about to file). The filter ' +
      '`type` (an INCIDENT_TYPE value) is required; a type without questions answers an empty list.',
  })
  @ListEndpoint(INCIDENT_TYPE_QUESTION_LIST, IncidentQuestionView)
  questionsOfType(@Query() query: Record<string, unknown>): Page<IncidentQuestionView> {
    return this.incidents.questionsOfType(query);
  }

  @Get(':id/questions')
  @RequireAnyPermission(['REPORTS_INCIDENTS', 'VIEW'], ...creationModules('VIEW'))
  @ApiOperation({ summary: "The questionnaire of the incident's type with the stored answers, in its order", description: OWN })
  @ListEndpoint(INCIDENT_QUESTION_LIST, IncidentQuestionView)
  questions(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<IncidentQuestionView>> {
    return this.incidents.questions(id, query);
  }

  @Get(':incidentId/:type')
  @RequireAnyPermission(['REPORTS_INCIDENTS', 'VIEW'], ...creationModules('VIEW'))
  @ApiOperation({
    summary: 'One incident read as the given type (404 when it is of another type)',
    description: `${OWN} The type is the enum value (FOREIGN_CONTACT), the per-type list path (foreign-contacts) or the page slug (foreign-contact).`,
  })
  @ApiParam({ name: 'type', description: 'INCIDENT_TYPE value, INCIDENT_TYPE_ROUTES listPath or slug', example: 'security-violations' })
  @ApiOkResponse({ type: IncidentView })
  @ApiNotFoundResponse({ description: 'Not an incident of the tenant, not of that type, or not the caller’s own' })
  async getAs(@IdParam('incidentId') id: string, @Param('type') segment: string): Promise<IncidentView> {
    const type = typeOfSegment(segment);
    if (!type || type === 'ENCRYPTED_MESSAGE') throw this.incidents.notFound(id);
    return this.incidents.view(id, type);
  }

  @Put(':id')
  @RequireAnyPermission(['REPORTS_INCIDENTS', 'UPDATE'], ...creationModules('CREATE'))
  @ApiOperation({
    summary: 'Edit an incident and move its status (INCIDENT_STATUS_MOVES); the type cannot change; a CLOSED incident is read-only',
    description:
      'The security office (REPORTS_INCIDENTS UPDATE) edits any incident of the tenant. The person who filed a self-report ' +
      '(POST /incidents/me) edits it while it is a DRAFT and submits it (status SUBMITTED), with what POST /incidents/me needs ' +
      '(CREATE on the creation module of its type, the My Portal setting); anyone else gets 404.',
  })
  @ApiOkResponse({ type: IncidentView })
  @ApiBadRequestResponse({ description: 'A field, a detail or an answer is not valid; REPORTED_TO_GOVERNMENT without governmentReference' })
  @ApiNotFoundResponse({
    description: 'Not an incident of the tenant, or (without REPORTS_INCIDENTS UPDATE) not the caller’s own self-report',
  })
  @ApiConflictResponse({
    description:
      'The move is not allowed, the incident is closed, the version is stale, or the reporter’s self-report is no longer a draft',
  })
  update(@IdParam() id: string, @Body() dto: IncidentDto): Promise<IncidentView> {
    return this.incidents.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('REPORTS_INCIDENTS', 'DELETE')
  @ApiOperation({
    summary: 'Delete an incident with its documents, unless it was reported to the government or is closed (kept on record)',
  })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'The incident was reported to the government or is closed' })
  async remove(@IdParam() id: string): Promise<void> {
    await this.incidents.remove(id);
    await this.documents.discardAll(id);
  }
}
