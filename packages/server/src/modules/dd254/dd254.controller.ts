import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequirePermission } from '../../core/access/decorators';
import { setDownloadHeaders } from '../../core/http/content-disposition';
import { ListEndpoint } from '../../core/http/list';
import type { Page } from '../../core/http/list-query';
import { Dd254Dto, Dd254ReviseDto, Dd254View } from './dd254.dto';
import { DD254_LIST, Dd254Service } from './dd254.service';
import { IdParam } from '../../core/http/id-param';

/** The DD Form 254 of a contract: its versions (original, revisions, final), drafts, issue, PDF. */
@ApiTags('contracts')
@Controller('contracts/:id/dd254')
export class Dd254Controller {
  constructor(private readonly dd254: Dd254Service) {}

  @Get()
  @RequirePermission('CONTRACTS', 'VIEW')
  @ApiOperation({ summary: "The contract's DD254 versions, newest first (current: the latest issued one)" })
  @ListEndpoint(DD254_LIST, Dd254View)
  @ApiNotFoundResponse()
  list(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<Dd254View>> {
    return this.dd254.list(id, query);
  }

  @Post()
  @RequirePermission('CONTRACTS', 'CREATE')
  @ApiOperation({
    summary:
      "Add the contract's original DD254 as a draft; blocks left out start from the contract (numbers, level, contractor, facility, contracting officer)",
  })
  @ApiCreatedResponse({ type: Dd254View })
  @ApiBadRequestResponse({ description: 'A field or rule is not met' })
  @ApiConflictResponse({ description: 'The contract already has a DD254 (revise the issued one)' })
  create(@IdParam() id: string, @Body() dto: Dd254Dto): Promise<Dd254View> {
    return this.dd254.create(id, dto);
  }

  @Get(':dd254Id')
  @RequirePermission('CONTRACTS', 'VIEW')
  @ApiOperation({ summary: 'One DD254 version' })
  @ApiOkResponse({ type: Dd254View })
  @ApiNotFoundResponse()
  get(@IdParam() id: string, @IdParam('dd254Id') dd254Id: string): Promise<Dd254View> {
    return this.dd254.get(id, dd254Id);
  }

  @Put(':dd254Id')
  @RequirePermission('CONTRACTS', 'UPDATE')
  @ApiOperation({ summary: 'Edit a draft DD254 (an issued one is read-only)' })
  @ApiOkResponse({ type: Dd254View })
  @ApiBadRequestResponse({ description: 'A field or rule is not met' })
  @ApiConflictResponse({ description: 'The DD254 is issued, or the version read is stale' })
  update(@IdParam() id: string, @IdParam('dd254Id') dd254Id: string, @Body() dto: Dd254Dto): Promise<Dd254View> {
    return this.dd254.update(id, dd254Id, dto);
  }

  @Delete(':dd254Id')
  @HttpCode(204)
  @RequirePermission('CONTRACTS', 'DELETE')
  @ApiOperation({ summary: 'Delete a draft DD254' })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'Only a draft can be deleted' })
  remove(@IdParam() id: string, @IdParam('dd254Id') dd254Id: string): Promise<void> {
    return this.dd254.remove(id, dd254Id);
  }

  @Put(':dd254Id/issue')
  @RequirePermission('CONTRACTS', 'UPDATE')
  @ApiOperation({
    summary:
      'Issue a draft DD254: the required blocks must be filled; blank block 3 and 16g dates become today, the next review defaults to two years on (none for a final)',
  })
  @ApiOkResponse({ type: Dd254View })
  @ApiBadRequestResponse({ description: 'Blocks required for issue are empty' })
  @ApiConflictResponse({ description: 'Already issued' })
  issue(@IdParam() id: string, @IdParam('dd254Id') dd254Id: string): Promise<Dd254View> {
    return this.dd254.issue(id, dd254Id);
  }

  @Post(':dd254Id/revise')
  @RequirePermission('CONTRACTS', 'CREATE')
  @ApiOperation({ summary: 'Start a revision (next revision number) or the final DD254 as a draft copied from the latest issued version' })
  @ApiCreatedResponse({ type: Dd254View })
  @ApiConflictResponse({ description: 'Not the latest issued version, a draft is open, or a final DD254 was issued' })
  revise(@IdParam() id: string, @IdParam('dd254Id') dd254Id: string, @Body() dto: Dd254ReviseDto): Promise<Dd254View> {
    return this.dd254.revise(id, dd254Id, dto.kind);
  }

  @Get(':dd254Id/pdf')
  @RequirePermission('CONTRACTS', 'VIEW')
  @ApiOperation({ summary: 'The DD254 version as a PDF laid out like DD Form 254 (a draft is marked DRAFT)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse()
  async pdf(
    @IdParam() id: string,
    @IdParam('dd254Id') dd254Id: string,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.dd254.pdf(id, dd254Id);
    setDownloadHeaders(res, { contentType: 'application/pdf', fileName: file.fileName, size: file.body.length });
    return new StreamableFile(file.body);
  }
}
