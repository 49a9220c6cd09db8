import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequirePermission, SignedIn } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { sendRanged } from '../../core/http/ranged-file';
import { KnowledgeCenterInputDto, KnowledgeCenterItemDto } from './knowledge-center.dto';
import { KNOWLEDGE_CENTER_LIST, KnowledgeCenterService } from './knowledge-center.service';
import { IdParam } from '../../core/http/id-param';

@ApiTags('knowledge-center')
@Controller('knowledge-center')
export class KnowledgeCenterController {
  constructor(private readonly kc: KnowledgeCenterService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'Tutorial videos by type' })
  @ListEndpoint(KNOWLEDGE_CENTER_LIST, KnowledgeCenterItemDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<KnowledgeCenterItemDto>> {
    return this.kc.list(query);
  }

  @Get(':id')
  @SignedIn()
  @ApiOperation({ summary: 'One tutorial with its videoUrl' })
  @ApiOkResponse({ type: KnowledgeCenterItemDto })
  @ApiNotFoundResponse()
  get(@IdParam() id: string): Promise<KnowledgeCenterItemDto> {
    return this.kc.get(id);
  }

  @Get(':id/video')
  @SignedIn()
  @ApiOperation({ summary: 'The video file of a tutorial the product stores itself (its videoUrl points here); answers a byte Range' })
  @ApiProduces('video/webm', 'video/mp4')
  @ApiOkResponse({ description: 'The whole file', schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 206, description: 'The byte range asked for (Content-Range)', schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 416, description: 'The range is outside the file' })
  @ApiNotFoundResponse({ description: 'Unknown item, or an item without a stored video file' })
  async video(@IdParam() id: string, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { size, contentType, open } = await this.kc.videoFile(id);
    await sendRanged(req, res, { size, contentType }, open);
  }

  @Post()
  @RequirePermission('MASTER_DATA', 'CREATE')
  @ApiOperation({ summary: 'Add a tutorial video' })
  @ApiCreatedResponse({ type: KnowledgeCenterItemDto })
  create(@Body() body: KnowledgeCenterInputDto): Promise<KnowledgeCenterItemDto> {
    return this.kc.create(body);
  }

  @Put(':id')
  @RequirePermission('MASTER_DATA', 'UPDATE')
  @ApiOperation({ summary: 'Change a tutorial video' })
  @ApiOkResponse({ type: KnowledgeCenterItemDto })
  @ApiNotFoundResponse()
  update(@IdParam() id: string, @Body() body: KnowledgeCenterInputDto): Promise<KnowledgeCenterItemDto> {
    return this.kc.update(id, body);
  }

  @Delete(':id')
  @RequirePermission('MASTER_DATA', 'DELETE')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a tutorial video' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string): Promise<void> {
    return this.kc.remove(id);
  }
}
