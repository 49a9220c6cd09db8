import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, StreamableFile, UseInterceptors } from '@nestjs/common';
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
  ApiProduces,
  ApiTags,
  type ApiBodyOptions,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequirePermission, RequirePermissions } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { ReferencesCheckedByService } from '../../core/http/references';
import { filesOf, UploadInterceptor } from '../../core/storage/upload';
import { IdParam } from '../../core/http/id-param';
import {
  AutomobileSectionDto,
  BiographicSectionDto,
  ContactsDto,
  CreatePersonnelDto,
  DocumentsSectionDto,
  EmploymentSectionDto,
  PersonnelBasicView,
  PersonnelDocumentDto,
  PersonnelDocumentView,
  PersonnelListItemView,
  PersonnelSummaryView,
  PersonnelView,
  PersonnelWithClearanceView,
  PhysicalSectionDto,
  PssnRevealView,
  RequiredDocumentView,
  SsnRevealView,
  UpdatePersonnelDto,
  WorkHistoryItemView,
} from './dto/personnel.dto';
import {
  MSS_PERSONNEL_LIST,
  PERSONNEL_BASIC_LIST,
  PERSONNEL_LIST,
  PersonnelQueryService,
  WORK_HISTORY_LIST,
} from './personnel-query.service';
import { PersonnelFilesService, REQUIRED_DOCUMENT_LIST } from './personnel-files.service';
import { PersonnelService } from './personnel.service';

/** Multipart body of a personnel document: a JSON `document` part and an optional `file`. */
const DOCUMENT_MULTIPART: ApiBodyOptions = {
  schema: {
    type: 'object',
    properties: {
      document: { type: 'string', description: 'PersonnelDocumentDto as JSON' },
      file: { type: 'string', format: 'binary' },
    },
    required: ['document'],
  },
};

@ApiTags('personnel')
@Controller('personnel')
export class PersonnelController {
  constructor(
    private readonly personnel: PersonnelService,
    private readonly files: PersonnelFilesService,
    private readonly lists: PersonnelQueryService,
  ) {}

  // ---- lists (static paths first: they would match /:id otherwise) ----

  @Get('details')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'The personnel list (quick filter q: name, employee id or e-mail; filters status, facilityId, userAssigned …)' })
  @ListEndpoint(PERSONNEL_LIST, PersonnelListItemView)
  details(@Query() query: Record<string, unknown>): Promise<Page<PersonnelListItemView>> {
    return this.lists.details(query);
  }

  @Get('basic')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'People for pickers (userAssigned=false: without a user account; roleName: whose user holds the role)' })
  @ListEndpoint(PERSONNEL_BASIC_LIST, PersonnelBasicView)
  basic(@Query() query: Record<string, unknown>): Promise<Page<PersonnelBasicView>> {
    return this.lists.basic(query);
  }

  @Get('mss')
  @RequirePermissions(['PERSONNEL', 'VIEW'], ['MSS_TENANT_MANAGEMENT', 'VIEW'])
  @ApiOperation({ summary: 'Active people of the MSS provider managing the current tenant (security-team pickers)' })
  @ListEndpoint(MSS_PERSONNEL_LIST, PersonnelBasicView)
  mss(@Query() query: Record<string, unknown>): Promise<Page<PersonnelBasicView>> {
    return this.lists.mss(query);
  }

  @Get('active-employees')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'People employed (ACTIVE) and enabled' })
  @ListEndpoint(PERSONNEL_LIST, PersonnelBasicView)
  activeEmployees(@Query() query: Record<string, unknown>): Promise<Page<PersonnelBasicView>> {
    return this.lists.activeEmployees(query);
  }

  @Get('active/facility/:facilityId')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'Active people of a facility' })
  @ListEndpoint(PERSONNEL_LIST, PersonnelBasicView)
  @ApiNotFoundResponse()
  activeAtFacility(@IdParam('facilityId') facilityId: string, @Query() query: Record<string, unknown>): Promise<Page<PersonnelBasicView>> {
    return this.lists.activeAtFacility(facilityId, query);
  }

  @Get('active-with-active-clearance/facility/:facilityId')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'Active people of a facility who hold an ACTIVE clearance (with their highest level)' })
  @ListEndpoint(PERSONNEL_LIST, PersonnelWithClearanceView)
  @ApiNotFoundResponse()
  activeWithClearance(
    @IdParam('facilityId') facilityId: string,
    @Query() query: Record<string, unknown>,
  ): Promise<Page<PersonnelWithClearanceView>> {
    return this.lists.activeWithClearanceAtFacility(facilityId, query);
  }

  @Get('summary')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'Counts of personnel by status chip and employment status (dashboards)' })
  @ApiOkResponse({ type: PersonnelSummaryView })
  summary(): Promise<PersonnelSummaryView> {
    return this.lists.summary();
  }

  @Get('work-history')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'Employment periods: current people first, then the latest leavers' })
  @ListEndpoint(WORK_HISTORY_LIST, WorkHistoryItemView)
  workHistory(@Query() query: Record<string, unknown>): Promise<Page<WorkHistoryItemView>> {
    return this.lists.workHistory(query);
  }

  // ---- create ----

  @Post()
  @RequirePermission('PERSONNEL', 'CREATE')
  @ApiOperation({ summary: 'Create a person (wizard step 1; sections may come along)' })
  @ApiCreatedResponse({ type: PersonnelView })
  @ApiBadRequestResponse({ description: 'A rule of spec 02 §5 is broken (message names it)' })
  @ApiConflictResponse({ description: 'A person with this SSN already exists in this tenant.' })
  create(@Body() dto: CreatePersonnelDto): Promise<PersonnelView> {
    return this.personnel.create(dto);
  }

  @Post('tenants/:tenantId')
  @RequirePermissions(['PERSONNEL', 'CREATE'], ['MSS_TENANT_MANAGEMENT', 'VIEW'])
  @ApiOperation({ summary: 'Create a person in a tenant the caller’s MSS provider manages' })
  @ApiCreatedResponse({ type: PersonnelView })
  @ApiNotFoundResponse({ description: 'The tenant is not managed by the caller’s provider, or an id of the body names no record of it' })
  @ReferencesCheckedByService('the body names records of the path’s tenant: PersonnelService.createInTenant checks them there')
  createInTenant(@IdParam('tenantId') tenantId: string, @Body() dto: CreatePersonnelDto): Promise<PersonnelView> {
    return this.personnel.createInTenant(tenantId, dto);
  }

  // ---- section saves (body carries personnelId) ----

  @Put('biographic')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @ApiOperation({ summary: 'Save the biographic section' })
  @ApiOkResponse({ type: PersonnelView })
  saveBiographic(@Body() dto: BiographicSectionDto): Promise<PersonnelView> {
    return this.personnel.saveBiographic(dto);
  }

  @Put('employment')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @ApiOperation({ summary: 'Save the employment section (supervisor e-mail and phone are derived)' })
  @ApiOkResponse({ type: PersonnelView })
  saveEmployment(@Body() dto: EmploymentSectionDto): Promise<PersonnelView> {
    return this.personnel.saveEmployment(dto);
  }

  @Put('physical')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @ApiOperation({ summary: 'Save the physical section' })
  @ApiOkResponse({ type: PersonnelView })
  savePhysical(@Body() dto: PhysicalSectionDto): Promise<PersonnelView> {
    return this.personnel.savePhysical(dto);
  }

  @Put('automobile')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @ApiOperation({ summary: 'Save the automobile section (vehicles not sent are removed)' })
  @ApiOkResponse({ type: PersonnelView })
  saveAutomobile(@Body() dto: AutomobileSectionDto): Promise<PersonnelView> {
    return this.personnel.saveAutomobile(dto);
  }

  @Put('documents')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @ApiOperation({ summary: 'Save the Required Documents step (required toggle per document title)' })
  @ApiOkResponse({ type: PersonnelView })
  saveDocuments(@Body() dto: DocumentsSectionDto): Promise<PersonnelView> {
    return this.personnel.saveDocuments(dto);
  }

  // ---- one person ----

  @Get(':id')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'A person with every section (SSN shown per the caller’s SSN visibility)' })
  @ApiOkResponse({ type: PersonnelView })
  @ApiNotFoundResponse()
  get(@IdParam() id: string): Promise<PersonnelView> {
    return this.personnel.get(id);
  }

  @Put(':id')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @ApiOperation({ summary: 'Update a person (biographic fields; sections sent are replaced)' })
  @ApiOkResponse({ type: PersonnelView })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'Duplicate SSN, or the record was changed by someone else' })
  update(@IdParam() id: string, @Body() dto: UpdatePersonnelDto): Promise<PersonnelView> {
    return this.personnel.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('PERSONNEL', 'DELETE')
  @ApiOperation({ summary: 'Delete a person with their contacts, vehicles, documents and records' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string): Promise<void> {
    return this.personnel.remove(id);
  }

  @Put(':id/contacts')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @ApiOperation({ summary: 'Replace the contacts of a person (one personal contact at most)' })
  @ApiOkResponse({ type: PersonnelView })
  saveContacts(@IdParam() id: string, @Body() dto: ContactsDto): Promise<PersonnelView> {
    return this.personnel.saveContacts(id, dto);
  }

  @Get(':id/ssn')
  @RequirePermissions(['PERSONNEL', 'VIEW'], ['VISIBLE_SOCIAL_SECURITY', 'VIEW'])
  @ApiOperation({ summary: 'Reveal the whole SSN of a person (audited as SSN_REVEAL)' })
  @ApiOkResponse({ type: SsnRevealView })
  @ApiNotFoundResponse()
  revealSsn(@IdParam() id: string): Promise<SsnRevealView> {
    return this.files.revealSsn(id);
  }

  @Get(':id/pssn')
  @RequirePermissions(['PERSONNEL', 'VIEW'], ['VISIBLE_SOCIAL_SECURITY', 'VIEW'])
  @ApiOperation({ summary: 'Reveal the whole PSSN (pseudo-SSN) of a person (audited as SSN_REVEAL, field PSSN)' })
  @ApiOkResponse({ type: PssnRevealView })
  @ApiNotFoundResponse()
  revealPssn(@IdParam() id: string): Promise<PssnRevealView> {
    return this.files.revealPssn(id);
  }

  @Get(':id/picture')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'The profile photo of a person' })
  @ApiProduces('image/png', 'image/jpeg', 'image/gif')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse()
  getPicture(@IdParam() id: string): Promise<StreamableFile> {
    return this.files.getPicture(id);
  }

  @Put(':id/picture')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Upload the profile photo (multipart field file: PNG, JPEG or GIF)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } })
  @ApiOkResponse({ type: PersonnelView })
  putPicture(@IdParam() id: string, @Req() req: FastifyRequest): Promise<PersonnelView> {
    return this.files.putPicture(id, filesOf(req));
  }

  @Post(':id/document')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Add a document to a person (multipart: document JSON and an optional file)' })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody(DOCUMENT_MULTIPART)
  @ApiCreatedResponse({ type: PersonnelDocumentView })
  addDocument(@IdParam() id: string, @Req() req: FastifyRequest): Promise<PersonnelDocumentView> {
    return this.files.addDocument(id, req.body, filesOf(req));
  }

  @Put(':id/document/:documentId')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Update a document (JSON PersonnelDocumentDto, or multipart to replace the file)' })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: PersonnelDocumentDto })
  @ApiOkResponse({ type: PersonnelDocumentView })
  updateDocument(
    @IdParam() id: string,
    @IdParam('documentId') documentId: string,
    @Req() req: FastifyRequest,
  ): Promise<PersonnelDocumentView> {
    return this.files.updateDocument(id, documentId, req.body, filesOf(req));
  }

  @Delete(':id/document/:documentId')
  @HttpCode(204)
  @RequirePermission('PERSONNEL', 'DELETE')
  @ApiOperation({ summary: 'Delete a document of a person (and its file)' })
  @ApiNoContentResponse()
  removeDocument(@IdParam() id: string, @IdParam('documentId') documentId: string): Promise<void> {
    return this.files.removeDocument(id, documentId);
  }

  @Get(':id/required-documents')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({
    summary: 'The document titles the person must have (required documents and matching required-document defaults), missing or not',
  })
  @ListEndpoint(REQUIRED_DOCUMENT_LIST, RequiredDocumentView)
  @ApiNotFoundResponse()
  requiredDocuments(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<RequiredDocumentView>> {
    return this.files.requiredDocuments(id, query);
  }

  @Get(':id/document/:documentId/file')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'Download the file of a personnel document' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse()
  downloadDocument(@IdParam() id: string, @IdParam('documentId') documentId: string): Promise<StreamableFile> {
    return this.files.downloadDocument(id, documentId);
  }
}
