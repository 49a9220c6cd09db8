import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../core/access/decorators';
import { ListEndpoint } from '../../core/http/list';
import type { Page } from '../../core/http/list-query';
import { AcceptTerminationDto, TerminateEmployeeDto, TerminationView } from './termination.dto';
import { PENDING_TERMINATION_LIST, TerminationService } from './termination.service';

/** Terminate Employee (spec 02 §2 list actions, §7): record a termination, accept it, the pending ones. */
@ApiTags('personnel')
@Controller('personnel')
export class TerminationController {
  constructor(private readonly terminations: TerminationService) {}

  @Post('terminate-employee')
  @RequirePermission('TERMINATE_EMPLOYEE', 'CREATE')
  @ApiOperation({
    summary: 'Record a termination (PENDING) with its off-boarding open actions; a high-risk one e-mails the FSOs at once',
  })
  @ApiCreatedResponse({ type: TerminationView })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid, or the date is before the start date' })
  @ApiNotFoundResponse({ description: 'No such person in the tenant' })
  @ApiConflictResponse({ description: 'The person is already terminated or has a pending termination' })
  terminate(@Body() dto: TerminateEmployeeDto): Promise<TerminationView> {
    return this.terminations.terminate(dto);
  }

  @Post('accept-terminate-personnel')
  @HttpCode(200)
  @RequirePermission('TERMINATE_EMPLOYEE', 'UPDATE')
  @ApiOperation({
    summary: 'Accept a pending termination: employment TERMINATED, clearances debriefed, user account disabled and sessions ended',
  })
  @ApiOkResponse({ type: TerminationView })
  @ApiNotFoundResponse({ description: 'No such termination in the tenant' })
  @ApiConflictResponse({ description: 'The termination was already accepted' })
  accept(@Body() dto: AcceptTerminationDto): Promise<TerminationView> {
    return this.terminations.accept(dto);
  }

  @Get('pending-terminations')
  @RequirePermission('TERMINATE_EMPLOYEE', 'VIEW')
  @ApiOperation({ summary: 'Terminations waiting for the FSO to accept them' })
  @ListEndpoint(PENDING_TERMINATION_LIST, TerminationView)
  pending(@Query() query: Record<string, unknown>): Promise<Page<TerminationView>> {
    return this.terminations.pending(query);
  }
}
