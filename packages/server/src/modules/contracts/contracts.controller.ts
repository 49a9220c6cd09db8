import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  type ApiBodyOptions,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequireAnyPermission, RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { filesOf, UploadInterceptor } from '../../core/storage/upload';
import { CONTRACT_PERSONNEL_LIST, ContractAssignmentsService, PERSONNEL_ASSIGNMENT_LIST } from './contract-assignments.service';
import { ContractDocumentsService } from './contract-documents.service';
import {
  AssignPersonnelDto,
  ContractDetailView,
  ContractDocumentDto,
  ContractDocumentView,
  ContractDto,
  ContractPersonnelView,
  ContractStatusDto,
  ContractView,
  PersonnelAssignmentView,
  SubcontractorDto,
  SubcontractorView,
  UnassignPersonnelDto,
  UpdateAssignmentDto,
} from './contracts.dto';
import { CONTRACT_LIST, ContractsService } from './contracts.service';
import { IdParam } from '../../core/http/id-param';

/** Multipart body of a contract document: a JSON `document` part and the `file`. */
const DOCUMENT_MULTIPART: ApiBodyOptions = {
  schema: {
    type: 'object',
    properties: {
      document: { type: 'string', description: 'ContractDocumentDto as JSON' },
      file: { type: 'string', format: 'binary' },
    },
    required: ['file'],
  },
};

@ApiTags('contracts')
@Controller('contracts')
export class ContractsController {
  constructor(
    private readonly contracts: ContractsService,
    private readonly assignments: ContractAssignmentsService,
    private readonly documents: ContractDocumentsService,
  ) {}

  @Get()
  @RequirePermission('CONTRACTS', 'VIEW')
  @ApiOperation({ summary: 'Contracts of the tenant (quick filter q: number, name or customer agency)' })
  @ListEndpoint(CONTRACT_LIST, ContractView)
  list(@Query() query: Record<string, unknown>): Promise<Page<ContractView>> {
    return this.contracts.list(query);
  }

  @Post()
  @RequirePermission('CONTRACTS', 'CREATE')
  @ApiOperation({ summary: 'Add a contract (status ACTIVE)' })
  @ApiCreatedResponse({ type: ContractView })
  @ApiBadRequestResponse({ description: 'A field is missing or not valid; the period of performance ends before it starts' })
  @ApiConflictResponse({ description: 'The contract number is taken in the tenant' })
  create(@Body() dto: ContractDto): Promise<ContractView> {
    return this.contracts.create(dto);
  }

  @Put('personnel/unassign')
  @RequirePermission('CONTRACTS', 'UPDATE')
  @ApiOperation({ summary: 'Unassign people (assignment ids) on dateUnassigned (default today): status UNASSIGNED' })
  @ApiOkResponse({ type: [ContractPersonnelView] })
  @ApiNotFoundResponse({ description: 'An assignment id is not one of the tenant' })
  unassign(@Body() dto: UnassignPersonnelDto): Promise<ContractPersonnelView[]> {
    return this.assignments.unassign(dto);
  }

  @Put('personnel/update')
  @RequirePermission('CONTRACTS', 'UPDATE')
  @ApiOperation({ summary: 'Change one assignment (status, dates, special access, position, notes)' })
  @ApiOkResponse({ type: ContractPersonnelView })
  @ApiBadRequestResponse({ description: "Back to PENDING/ASSIGNED with a clearance below the contract's required level" })
  updateAssignment(@Body() dto: UpdateAssignmentDto): Promise<ContractPersonnelView> {
    return this.assignments.update(dto);
  }

  @Get(':id')
  @RequirePermission('CONTRACTS', 'VIEW')
  @ApiOperation({ summary: 'One contract with its subcontractors and documents' })
  @ApiOkResponse({ type: ContractDetailView })
  async get(@IdParam() id: string): Promise<ContractDetailView> {
    const view = await this.contracts.view(id);
    return { ...view, subcontractors: await this.contracts.subcontractors(id), documents: await this.documents.list(id) };
  }

  @Put(':id')
  @RequirePermission('CONTRACTS', 'UPDATE')
  @ApiOperation({ summary: 'Edit a contract (not a CLOSED one; the status moves with POST /contracts/{id})' })
  @ApiOkResponse({ type: ContractView })
  @ApiConflictResponse({ description: 'The contract number is taken, the contract is closed, or the version is stale' })
  update(@IdParam() id: string, @Body() dto: ContractDto): Promise<ContractView> {
    return this.contracts.update(id, dto);
  }

  @Post(':id')
  @HttpCode(200)
  @RequirePermission('CONTRACTS', 'UPDATE')
  @ApiOperation({ summary: 'Move the status of a contract: ACTIVE → CLOSING → CLOSED, or CLOSING back to ACTIVE' })
  @ApiOkResponse({ type: ContractView })
  @ApiConflictResponse({ description: 'The move is not allowed from the current status' })
  move(@IdParam() id: string, @Body() dto: ContractStatusDto): Promise<ContractView> {
    return this.contracts.move(id, dto.status);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('CONTRACTS', 'DELETE')
  @ApiOperation({ summary: 'Delete a contract nobody is assigned to (PENDING or ASSIGNED), with its subcontractors and documents' })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'People are still assigned' })
  async remove(@IdParam() id: string): Promise<void> {
    await this.contracts.remove(id);
    await this.documents.discardAll(id);
  }

  // ------------------------------------------------------------------------------ subcontractors

  @Get(':id/subcontractor/:sid')
  @RequirePermission('CONTRACTS', 'VIEW')
  @ApiOperation({ summary: 'One subcontractor of the contract' })
  @ApiOkResponse({ type: SubcontractorView })
  subcontractor(@IdParam() id: string, @IdParam('sid') sid: string): Promise<SubcontractorView> {
    return this.contracts.subcontractor(id, sid);
  }

  @Post(':id/subcontractor/add')
  @RequirePermission('CONTRACTS', 'CREATE')
  @ApiOperation({ summary: 'Add a subcontractor to the contract' })
  @ApiCreatedResponse({ type: SubcontractorView })
  addSubcontractor(@IdParam() id: string, @Body() dto: SubcontractorDto): Promise<SubcontractorView> {
    return this.contracts.addSubcontractor(id, dto);
  }

  @Put(':id/subcontractor/:sid')
  @RequirePermission('CONTRACTS', 'UPDATE')
  @ApiOperation({ summary: 'Edit a subcontractor of the contract' })
  @ApiOkResponse({ type: SubcontractorView })
  updateSubcontractor(@IdParam() id: string, @IdParam('sid') sid: string, @Body() dto: SubcontractorDto): Promise<SubcontractorView> {
    return this.contracts.updateSubcontractor(id, sid, dto);
  }

  @Delete(':id/subcontractor/:sid')
  @HttpCode(204)
  @RequirePermission('CONTRACTS', 'DELETE')
  @ApiOperation({ summary: 'Remove a subcontractor from the contract' })
  @ApiNoContentResponse()
  removeSubcontractor(@IdParam() id: string, @IdParam('sid') sid: string): Promise<void> {
    return this.contracts.removeSubcontractor(id, sid);
  }

  // ------------------------------------------------------------------------------ documents

  @Post(':id/document')
  @RequirePermission('CONTRACTS', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'File a document on the contract (multipart: document JSON and the file)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(DOCUMENT_MULTIPART)
  @ApiCreatedResponse({ type: ContractDocumentView })
  addDocument(@IdParam() id: string, @Req() req: FastifyRequest): Promise<ContractDocumentView> {
    return this.documents.add(id, req.body, filesOf(req));
  }

  @Put(':id/document/:documentId')
  @RequirePermission('CONTRACTS', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Update a contract document (JSON ContractDocumentDto, or multipart to replace the file)' })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: ContractDocumentDto })
  @ApiOkResponse({ type: ContractDocumentView })
  updateDocument(
    @IdParam() id: string,
    @IdParam('documentId') documentId: string,
    @Req() req: FastifyRequest,
  ): Promise<ContractDocumentView> {
    return this.documents.update(id, documentId, req.body, filesOf(req));
  }

  @Delete(':id/document/:documentId')
  @HttpCode(204)
  @RequirePermission('CONTRACTS', 'DELETE')
  @ApiOperation({ summary: 'Delete a contract document and its file' })
  @ApiNoContentResponse()
  removeDocument(@IdParam() id: string, @IdParam('documentId') documentId: string): Promise<void> {
    return this.documents.remove(id, documentId);
  }

  // ------------------------------------------------------------------------------ personnel

  @Get(':id/personnel')
  @RequirePermission('CONTRACTS', 'VIEW')
  @ApiOperation({ summary: 'People assigned to the contract (current first), with their held clearance level' })
  @ListEndpoint(CONTRACT_PERSONNEL_LIST, ContractPersonnelView)
  personnel(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<ContractPersonnelView>> {
    return this.assignments.page(id, query);
  }

  @Post(':id/personnel/assign')
  @RequirePermission('CONTRACTS', 'UPDATE')
  @ApiOperation({
    summary:
      "Assign people to the contract: all or none; refused (400) for a person whose held clearance is below the contract's required level",
  })
  @ApiCreatedResponse({ type: [ContractPersonnelView] })
  @ApiBadRequestResponse({ description: '{person} holds {level} but the contract requires {level}; the person cannot be assigned.' })
  @ApiConflictResponse({ description: 'A person is already assigned, or the contract is closed' })
  assign(@IdParam() id: string, @Body() dto: AssignPersonnelDto): Promise<ContractPersonnelView[]> {
    return this.assignments.assign(id, dto);
  }

  @Delete(':id/personnel/:personnelId')
  @HttpCode(204)
  @RequirePermission('CONTRACTS', 'DELETE')
  @ApiOperation({ summary: "Remove a person's assignment row from the contract" })
  @ApiNoContentResponse()
  removeAssignment(@IdParam() id: string, @IdParam('personnelId') personnelId: string): Promise<void> {
    return this.assignments.remove(id, personnelId);
  }
}

@ApiTags('contracts')
@Controller('contract-assignment')
export class ContractAssignmentLookupController {
  constructor(private readonly assignments: ContractAssignmentsService) {}

  @Get('personnel/:id')
  @RequireAnyPermission(['PERSONNEL', 'VIEW'], ['CONTRACTS', 'VIEW'])
  @ApiOperation({ summary: "A person's contract assignments (the Assignments tab of the person)" })
  @ListEndpoint(PERSONNEL_ASSIGNMENT_LIST, PersonnelAssignmentView)
  ofPerson(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<PersonnelAssignmentView>> {
    return this.assignments.ofPerson(id, query);
  }
}
