import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission, SignedIn } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { IdParam } from '../../core/http/id-param';
import { MyRequestView, OpenActionResolveDto, OpenActionView, OpenActionWaiveDto } from './open-action.dto';
import {
  MY_REQUEST_LIST,
  OPEN_ACTION_LIST,
  OpenActionsService,
  REQUESTED_ACTION_LIST,
  TENANT_OPEN_ACTION_LIST,
} from './open-actions.service';

/** The 403 of a change to an open action, whose permission depends on the record it is on. */
const FORBIDDEN_WITHOUT_UPDATE = 'Needs UPDATE on PERSONNEL or FACILITIES, by the record the action is on';

@ApiTags('open-actions')
@Controller('requests-and-actions/open-actions')
export class OpenActionsController {
  constructor(private readonly actions: OpenActionsService) {}

  @Get()
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: "The open actions of the tenant's people, by kind, age, facility or person; state=ALL for every state" })
  @ListEndpoint(TENANT_OPEN_ACTION_LIST, OpenActionView)
  list(@Query() query: Record<string, unknown>): Promise<Page<OpenActionView>> {
    return this.actions.list(query);
  }

  @Get('personnel/:id')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: "A person's open actions (missing required documents are raised here); state=ALL for every state" })
  @ListEndpoint(OPEN_ACTION_LIST, OpenActionView)
  forPerson(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<OpenActionView>> {
    return this.actions.listForPerson(id, query);
  }

  @Get('me')
  @RequirePermission('SELF_SERVICE', 'VIEW')
  @ApiOperation({
    summary: "The caller's own open actions (on the personnel record linked to their account; none without one); state=ALL for every state",
  })
  @ListEndpoint(OPEN_ACTION_LIST, OpenActionView)
  mine(@Query() query: Record<string, unknown>): Promise<Page<OpenActionView>> {
    return this.actions.listMine(query);
  }

  @Get(':id')
  @SignedIn()
  @ApiOperation({ summary: 'One open action (person actions need VIEW on PERSONNEL, facility actions VIEW on FACILITIES)' })
  @ApiOkResponse({ type: OpenActionView })
  get(@IdParam() id: string): Promise<OpenActionView> {
    return this.actions.get(id);
  }

  @Put(':id/complete')
  @SignedIn()
  @ApiOperation({
    summary:
      'Complete an open action (UPDATE on PERSONNEL or FACILITIES, by the record it is on); 409 for an action that closes by itself (closesWhen): waive it instead',
  })
  @ApiOkResponse({ type: OpenActionView })
  @ApiForbiddenResponse({ description: FORBIDDEN_WITHOUT_UPDATE })
  complete(@IdParam() id: string, @Body() dto: OpenActionResolveDto): Promise<OpenActionView> {
    return this.actions.complete(id, dto);
  }

  @Put(':id/close')
  @SignedIn()
  @ApiOperation({
    summary:
      'Close an open action without completing it (UPDATE on PERSONNEL or FACILITIES); 409 for an action that closes by itself (closesWhen): waive it instead',
  })
  @ApiOkResponse({ type: OpenActionView })
  @ApiForbiddenResponse({ description: FORBIDDEN_WITHOUT_UPDATE })
  close(@IdParam() id: string, @Body() dto: OpenActionResolveDto): Promise<OpenActionView> {
    return this.actions.close(id, dto);
  }

  @Put(':id/waive')
  @SignedIn()
  @ApiOperation({
    summary:
      'Waive an open action that closes by itself (closesWhen) while its fact still holds: it is CLOSED with who waived it, when and why, and the same fact raises no new action until it ends (UPDATE on PERSONNEL or FACILITIES); 409 for a task a person completes or closes',
  })
  @ApiOkResponse({ type: OpenActionView })
  @ApiForbiddenResponse({ description: FORBIDDEN_WITHOUT_UPDATE })
  waive(@IdParam() id: string, @Body() dto: OpenActionWaiveDto): Promise<OpenActionView> {
    return this.actions.waive(id, dto);
  }
}

/** The caller's side of requests and actions (spec 03 §7 "requests and actions", My Portal). */
@ApiTags('open-actions')
@Controller('requests-and-actions')
export class MyRequestsController {
  constructor(private readonly actions: OpenActionsService) {}

  @Get('requested-actions/me')
  @RequirePermission('SELF_SERVICE', 'VIEW')
  @ApiOperation({
    summary:
      'The open actions the caller raised (on people or facilities), newest first, as the audit trail records who created each; state=ALL for every state',
  })
  @ListEndpoint(REQUESTED_ACTION_LIST, OpenActionView)
  requested(@Query() query: Record<string, unknown>): Promise<Page<OpenActionView>> {
    return this.actions.listRequestedByMe(query);
  }

  @Get('requests/me')
  @RequirePermission('SELF_SERVICE', 'VIEW')
  @ApiOperation({
    summary:
      "The caller's requests in every state, newest first: a union over the kinds of MY_REQUEST_TYPE told apart by `type` (today OPEN_ACTION: the actions raised on the caller's own personnel record)",
  })
  @ListEndpoint(MY_REQUEST_LIST, MyRequestView)
  requests(@Query() query: Record<string, unknown>): Promise<Page<MyRequestView>> {
    return this.actions.myRequests(query);
  }
}
