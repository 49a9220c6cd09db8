import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { IdParam } from '../../core/http/id-param';
import { NoteDto, NoteInputDto } from './notes.dto';
import { NOTE_LIST, NotesService } from './notes.service';

/** Personal notes: every route acts on the signed-in user's own notes only. */
@ApiTags('notes')
@Controller('notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'My notes of a section (newest first)' })
  @ListEndpoint(NOTE_LIST, NoteDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<NoteDto>> {
    return this.notes.list(query);
  }

  @Post(':sectionName')
  @SignedIn()
  @ApiOperation({ summary: 'Add a note to a section' })
  @ApiCreatedResponse({ type: NoteDto })
  create(@Param('sectionName') sectionName: string, @Body() body: NoteInputDto): Promise<NoteDto> {
    return this.notes.create(sectionName, body);
  }

  @Get(':sectionName/:id')
  @SignedIn()
  @ApiOperation({ summary: 'One of my notes' })
  @ApiOkResponse({ type: NoteDto })
  @ApiNotFoundResponse()
  get(@Param('sectionName') sectionName: string, @IdParam() id: string): Promise<NoteDto> {
    return this.notes.get(sectionName, id);
  }

  @Put(':sectionName/:id')
  @SignedIn()
  @ApiOperation({ summary: 'Change one of my notes' })
  @ApiOkResponse({ type: NoteDto })
  @ApiNotFoundResponse()
  update(@Param('sectionName') sectionName: string, @IdParam() id: string, @Body() body: NoteInputDto): Promise<NoteDto> {
    return this.notes.update(sectionName, id, body);
  }

  @Delete(':sectionName/:id')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete one of my notes' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@Param('sectionName') sectionName: string, @IdParam() id: string): Promise<void> {
    return this.notes.remove(sectionName, id);
  }
}
