import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  type ApiBodyOptions,
} from '@nestjs/swagger';
import { DOWNLOAD_SECTIONS } from '@clearline/shared';
import type { FastifyRequest } from 'fastify';
import { RequirePermission, SignedIn } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { filesOf, UploadInterceptor } from '../../core/storage/upload';
import { DownloadLinkDto, DownloadLinkInputDto, ManagedDownloadLinkDto } from './downloads.dto';
import { DOWNLOAD_ADMIN_LIST, DOWNLOAD_LIST, DownloadsService } from './downloads.service';
import { IdParam } from '../../core/http/id-param';

/** The form of a link: multipart with a file (required on add), or JSON on edit. */
const body = (fileRequired: boolean): ApiBodyOptions => ({
  schema: {
    type: 'object',
    required: fileRequired ? ['prettyName', 'file'] : ['prettyName'],
    properties: {
      sectionName: { type: 'string', enum: [...DOWNLOAD_SECTIONS], default: 'GOV' },
      prettyName: { type: 'string', description: 'Display Name' },
      description: { type: 'string' },
      allowedRoles: {
        type: 'array',
        items: { type: 'string' },
        description: 'role names (repeated form fields or one comma-separated field); required unless selectAllAllowedRoles',
      },
      selectAllAllowedRoles: { type: 'boolean', description: 'every role may see the link (allowedRoles cleared)' },
      isActive: { type: 'boolean', default: true },
      validUntilDate: { type: 'string', format: 'date', nullable: true, description: 'today when left out on add' },
      version: { type: 'integer', description: 'the version read (PUT); a stale save answers 409' },
      file: { type: 'string', format: 'binary', description: fileRequired ? 'required' : 'optional: replaces the stored file' },
    },
  },
});
const RULES = 'Display Name is required; File is required; Allowed Roles is required unless Select All Allowed Roles; file problems';

@ApiTags('tenant-master-data')
@Controller('tenant-master-data/downloads')
export class DownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({
    summary:
      "Download links offered to the signed-in user: active, not past validUntilDate, allowed to one of the user's roles (files download through GET /documents/{filePath})",
  })
  @ListEndpoint(DOWNLOAD_LIST, DownloadLinkDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<DownloadLinkDto>> {
    return this.downloads.offered(query);
  }

  @Get('all')
  @RequirePermission('TENANT_MASTER', 'VIEW')
  @ApiOperation({ summary: 'Every download link of the tenant, active or not (quick filter q: name, description or file name)' })
  @ListEndpoint(DOWNLOAD_ADMIN_LIST, ManagedDownloadLinkDto)
  all(@Query() query: Record<string, unknown>): Promise<Page<ManagedDownloadLinkDto>> {
    return this.downloads.all(query);
  }

  @Post()
  @RequirePermission('TENANT_MASTER', 'CREATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Add a download link with its file (section GOV, active, valid until today unless given)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(body(true))
  @ApiCreatedResponse({ type: ManagedDownloadLinkDto })
  @ApiBadRequestResponse({ description: RULES })
  create(@Body() dto: DownloadLinkInputDto, @Req() req: FastifyRequest): Promise<ManagedDownloadLinkDto> {
    return this.downloads.create(dto, filesOf(req));
  }

  @Put(':id')
  @RequirePermission('TENANT_MASTER', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Edit a download link (JSON, or multipart with a file that replaces the stored one)' })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody(body(false))
  @ApiOkResponse({ type: ManagedDownloadLinkDto })
  @ApiBadRequestResponse({ description: RULES })
  @ApiNotFoundResponse()
  update(@IdParam() id: string, @Body() dto: DownloadLinkInputDto, @Req() req: FastifyRequest): Promise<ManagedDownloadLinkDto> {
    return this.downloads.update(id, dto, filesOf(req));
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('TENANT_MASTER', 'DELETE')
  @ApiOperation({ summary: 'Delete a download link (and its file)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string): Promise<void> {
    return this.downloads.remove(id);
  }
}
