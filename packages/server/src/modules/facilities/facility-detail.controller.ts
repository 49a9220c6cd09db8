import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
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
import { RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { FacilityNoteDto, FacilityNoteInputDto, WorkflowRetryDto, WorkflowRetryResolveDto } from './facility-detail.dto';
import { FACILITY_NOTE_LIST, FacilityDetailService, WORKFLOW_RETRY_LIST } from './facility-detail.service';
import { IdParam } from '../../core/http/id-param';

/** The Workflow Retries and Notes tabs of a facility (spec 03 §2, §7 "facilities"; its Portal Downloads tab is the downloads module's). */
@ApiTags('facilities')
@Controller('facilities')
export class FacilityDetailController {
  constructor(private readonly detail: FacilityDetailService) {}

  @Get(':id/detail/workflow_retries')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({
    summary:
      'Automated steps for the facility that failed (a reminder e-mail to one of its people): attempts, last error, status FAILED/RETRIED/RESOLVED',
  })
  @ListEndpoint(WORKFLOW_RETRY_LIST, WorkflowRetryDto)
  @ApiNotFoundResponse()
  workflowRetries(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<WorkflowRetryDto>> {
    return this.detail.workflowRetries(id, query);
  }

  @Post(':id/detail/workflow_retries/:retryId/retry')
  @HttpCode(200)
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({
    summary:
      "Queue a failed step again: the reminder e-mail (the person's open actions) to the person's work e-mail as a new mail job; status RETRIED",
  })
  @ApiOkResponse({ type: WorkflowRetryDto })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'The step is resolved, or its person is gone or has no work e-mail' })
  retry(@IdParam() id: string, @IdParam('retryId') retryId: string): Promise<WorkflowRetryDto> {
    return this.detail.retry(id, retryId);
  }

  @Post(':id/detail/workflow_retries/:retryId/resolve')
  @HttpCode(200)
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Close a failed step without another attempt (status RESOLVED, with an optional note)' })
  @ApiOkResponse({ type: WorkflowRetryDto })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'The step is already resolved' })
  resolve(@IdParam() id: string, @IdParam('retryId') retryId: string, @Body() body: WorkflowRetryResolveDto): Promise<WorkflowRetryDto> {
    return this.detail.resolve(id, retryId, body);
  }

  @Get(':id/detail/notes')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({ summary: "Notes on the facility's record, newest first (everyone who may see the facility reads them)" })
  @ListEndpoint(FACILITY_NOTE_LIST, FacilityNoteDto)
  @ApiNotFoundResponse()
  notes(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<FacilityNoteDto>> {
    return this.detail.notes(id, query);
  }

  @Post(':id/detail/notes')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: "Add a note to the facility's record" })
  @ApiCreatedResponse({ type: FacilityNoteDto })
  @ApiBadRequestResponse({ description: 'Content is required, or too long' })
  @ApiNotFoundResponse()
  addNote(@IdParam() id: string, @Body() body: FacilityNoteInputDto): Promise<FacilityNoteDto> {
    return this.detail.addNote(id, body);
  }

  @Put(':id/detail/notes/:noteId')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Change a note of the facility (its author only)' })
  @ApiOkResponse({ type: FacilityNoteDto })
  @ApiForbiddenResponse({ description: 'Only the author of a note can change or delete it.' })
  @ApiNotFoundResponse()
  @ApiConflictResponse({ description: 'The note was changed since it was read' })
  updateNote(@IdParam() id: string, @IdParam('noteId') noteId: string, @Body() body: FacilityNoteInputDto): Promise<FacilityNoteDto> {
    return this.detail.updateNote(id, noteId, body);
  }

  @Delete(':id/detail/notes/:noteId')
  @HttpCode(204)
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Delete a note of the facility (its author only)' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ description: 'Only the author of a note can change or delete it.' })
  @ApiNotFoundResponse()
  removeNote(@IdParam() id: string, @IdParam('noteId') noteId: string): Promise<void> {
    return this.detail.removeNote(id, noteId);
  }
}
