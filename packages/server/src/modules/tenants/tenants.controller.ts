import { Body, Controller, Get, Post, Put, Query, Req, StreamableFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequireAnyPermission, RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { filesOf, singleFile, UploadInterceptor } from '../../core/storage/upload';
import {
  ArchiveQueuedDto,
  ArchiveRunDto,
  CloseOutTenantDto,
  ConvertTenantDto,
  CreateTenantDto,
  MssTenantDto,
  PocCandidateDto,
  TenantDto,
  UpdateTenantDto,
} from './tenant.dto';
import { ARCHIVE_LIST, TenantArchiveService } from './tenant-archive.service';
import { MSS_TENANT_LIST, POC_CANDIDATE_LIST, TENANT_LIST, TenantsService } from './tenants.service';
import { attachment } from '../../core/http/content-disposition';
import { IdParam } from '../../core/http/id-param';

@ApiTags('tenants')
@Controller('tenants')
export class TenantsController {
  constructor(
    private readonly tenants: TenantsService,
    private readonly archiveService: TenantArchiveService,
  ) {}

  @Get()
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'VIEW'], ['MSS_TENANT_MANAGEMENT', 'VIEW'])
  @ApiOperation({
    summary: 'List tenants (TENANT_MANAGEMENT: all; MSS_TENANT_MANAGEMENT: the tenants the own MSS organization manages)',
  })
  @ListEndpoint(TENANT_LIST, TenantDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<TenantDto>> {
    return this.tenants.list(query);
  }

  @Get('mss')
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'VIEW'], ['MSS_TENANT_MANAGEMENT', 'VIEW'])
  @ApiOperation({ summary: 'MSS providers that can manage tenants (MSS staff: their own organization)' })
  @ListEndpoint(MSS_TENANT_LIST, MssTenantDto)
  listMss(@Query() query: Record<string, unknown>): Promise<Page<MssTenantDto>> {
    return this.tenants.listMss(query);
  }

  @Get('mss/:id/users')
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'VIEW'], ['MSS_TENANT_MANAGEMENT', 'VIEW'])
  @ApiOperation({
    summary: 'Users of an MSS provider who can be a managed tenant’s Security Team Point of Contact (MSS staff: their own organization)',
  })
  @ListEndpoint(POC_CANDIDATE_LIST, PocCandidateDto)
  @ApiNotFoundResponse({ description: 'Unknown MSS provider, or one outside the caller’s scope' })
  listPocCandidates(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<PocCandidateDto>> {
    return this.tenants.listPocCandidates(id, query);
  }

  @Get(':id')
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'VIEW'], ['MSS_TENANT_MANAGEMENT', 'VIEW'], ['TENANT_PROFILE', 'VIEW'])
  @ApiOperation({ summary: 'One tenant (TENANT_PROFILE: only the own tenant)' })
  @ApiOkResponse({ type: TenantDto })
  @ApiNotFoundResponse({ description: 'Unknown tenant, or one outside the caller’s scope' })
  get(@IdParam() id: string): Promise<TenantDto> {
    return this.tenants.get(id);
  }

  @Post()
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'CREATE'], ['MSS_TENANT_MANAGEMENT', 'CREATE'])
  @ApiOperation({ summary: 'Add a tenant (MSS staff: a tenant managed by their organization)' })
  @ApiCreatedResponse({ type: TenantDto })
  @ApiBadRequestResponse({ description: 'A field is missing or not valid' })
  @ApiConflictResponse({ description: 'A tenant with this name already exists' })
  create(@Body() dto: CreateTenantDto): Promise<TenantDto> {
    return this.tenants.create(dto);
  }

  @Put('closeout/:id')
  @RequirePermission('TENANT_CLOSEOUT', 'UPDATE')
  @ApiOperation({ summary: 'Close out a tenant: from terminationDate on its users cannot sign in' })
  @ApiOkResponse({ type: TenantDto })
  @ApiBadRequestResponse({ description: 'Termination Date is missing or not a valid day' })
  @ApiNotFoundResponse({ description: 'Unknown tenant' })
  closeOut(@IdParam() id: string, @Body() dto: CloseOutTenantDto): Promise<TenantDto> {
    return this.tenants.closeOut(id, dto.terminationDate);
  }

  @Put('convert/:id')
  @RequirePermission('TENANT_MANAGEMENT', 'UPDATE')
  @ApiOperation({ summary: 'Convert a tenant (e.g. SAAS to MSS-managed and back, or into an MSS provider)' })
  @ApiOkResponse({ type: TenantDto })
  @ApiBadRequestResponse({ description: 'The managing tenant is not an MSS provider, or the system tenant was named' })
  @ApiConflictResponse({ description: 'An MSS provider that still manages tenants cannot stop being one' })
  @ApiNotFoundResponse({ description: 'Unknown tenant' })
  convert(@IdParam() id: string, @Body() dto: ConvertTenantDto): Promise<TenantDto> {
    return this.tenants.convert(id, dto);
  }

  @Put(':id')
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'UPDATE'], ['MSS_TENANT_MANAGEMENT', 'UPDATE'], ['TENANT_PROFILE', 'UPDATE'])
  @ApiOperation({ summary: 'Edit a tenant (TENANT_PROFILE: only the own tenant’s contact and address fields)' })
  @ApiOkResponse({ type: TenantDto })
  @ApiBadRequestResponse({ description: 'A field is not valid' })
  @ApiConflictResponse({ description: 'Name taken, or the record changed since it was loaded' })
  @ApiNotFoundResponse({ description: 'Unknown tenant, or one outside the caller’s scope' })
  update(@IdParam() id: string, @Body() dto: UpdateTenantDto): Promise<TenantDto> {
    return this.tenants.update(id, dto);
  }

  @Put(':id/disable')
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'UPDATE'], ['MSS_TENANT_MANAGEMENT', 'UPDATE'])
  @ApiOperation({ summary: 'Disable a tenant: its users are signed out and cannot sign in' })
  @ApiOkResponse({ type: TenantDto })
  @ApiNotFoundResponse({ description: 'Unknown tenant, or one outside the caller’s scope' })
  disable(@IdParam() id: string): Promise<TenantDto> {
    return this.tenants.setEnabled(id, false);
  }

  @Put(':id/enable')
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'UPDATE'], ['MSS_TENANT_MANAGEMENT', 'UPDATE'])
  @ApiOperation({ summary: 'Enable a tenant again' })
  @ApiOkResponse({ type: TenantDto })
  @ApiNotFoundResponse({ description: 'Unknown tenant, or one outside the caller’s scope' })
  enable(@IdParam() id: string): Promise<TenantDto> {
    return this.tenants.setEnabled(id, true);
  }

  @Get(':id/logo')
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'VIEW'], ['MSS_TENANT_MANAGEMENT', 'VIEW'], ['TENANT_PROFILE', 'VIEW'])
  @ApiOperation({ summary: 'The tenant’s logo image' })
  @ApiProduces('image/png', 'image/jpeg', 'image/gif', 'image/webp')
  @ApiOkResponse({ description: 'The image', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'Unknown tenant, or the tenant has no logo' })
  async getLogo(@IdParam() id: string): Promise<StreamableFile> {
    const logo = await this.tenants.getLogo(id);
    return new StreamableFile(logo.content, { type: logo.contentType, length: logo.content.length, disposition: 'inline' });
  }

  @Put(':id/logo')
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'UPDATE'], ['MSS_TENANT_MANAGEMENT', 'UPDATE'], ['TENANT_PROFILE', 'UPDATE'])
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Change the tenant’s logo (multipart field "file": PNG, JPEG, GIF or WebP, at most 1 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: TenantDto })
  @ApiBadRequestResponse({ description: 'No file, not an image (checked by content), or larger than 1 MB' })
  @ApiNotFoundResponse({ description: 'Unknown tenant, or one outside the caller’s scope' })
  putLogo(@IdParam() id: string, @Req() req: FastifyRequest): Promise<TenantDto> {
    return this.tenants.putLogo(id, singleFile(filesOf(req), false));
  }

  @Post(':id/documents/archive')
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'UPDATE'], ['MSS_TENANT_MANAGEMENT', 'UPDATE'])
  @ApiOperation({ summary: 'Queue a job that zips every document of the tenant; the zip is offered for download when ready' })
  @ApiCreatedResponse({ type: ArchiveQueuedDto })
  @ApiNotFoundResponse({ description: 'Unknown tenant, or one outside the caller’s scope' })
  archive(@IdParam() id: string): Promise<ArchiveQueuedDto> {
    return this.archiveService.queue(id);
  }

  @Get(':id/documents/archives')
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'VIEW'], ['MSS_TENANT_MANAGEMENT', 'VIEW'])
  @ApiOperation({ summary: 'The latest document archives of a tenant with their status and progress' })
  @ListEndpoint(ARCHIVE_LIST, ArchiveRunDto)
  @ApiNotFoundResponse({ description: 'Unknown tenant, or one outside the caller’s scope' })
  archives(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<ArchiveRunDto>> {
    return this.archiveService.list(id, query);
  }

  @Get(':id/documents/archives/:runId/download')
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'VIEW'], ['MSS_TENANT_MANAGEMENT', 'VIEW'])
  @ApiOperation({ summary: 'Download a finished document archive (zip); the download is audited' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The zip file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'Unknown tenant or archive, or the archive is not ready yet' })
  async downloadArchive(@IdParam() id: string, @IdParam('runId') runId: string): Promise<StreamableFile> {
    const file = await this.archiveService.download(id, runId);
    return new StreamableFile(file.stream, { type: 'application/zip', length: file.size, disposition: attachment(file.fileName) });
  }
}
