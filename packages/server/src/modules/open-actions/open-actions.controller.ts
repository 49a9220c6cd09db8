import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission, SignedIn } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { FacilityOpenActionsDto, MyRequestView, OpenActionResolveDto, OpenActionView } from './open-action.dto';
import {
  FACILITY_OPEN_ACTION_LIST,
  MY_REQUEST_LIST,
  OPEN_ACTION_LIST,
  OpenActionsService,
  REQUESTED_ACTION_LIST,
  TENANT_OPEN_ACTION_LIST,
} from './open-actions.service';
import { IdParam } from '../../core/http/id-param';

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
  forPerson(@Param('id') id: string, @Query() query: Record<string, unknown>): Promise<Page<OpenActionView>> {
    return this.actions.listForPerson(id, query);
  }

  @Get('facility/:id')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({
    summary: 'The open actions of a facility and of the people linked to it (personnel_facility); state=ALL for every state',
  })
  @ListEndpoint(FACILITY_OPEN_ACTION_LIST, OpenActionView)
  @ApiNotFoundResponse()
  forFacility(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<OpenActionView>> {
    return this.actions.listForFacility(id, query);
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
  get(@Param('id') id: string): Promise<OpenActionView> {
    return this.actions.get(id);
  }

  @Put(':id/complete')
  @SignedIn()
  @ApiOperation({ summary: 'Complete an open action (UPDATE on PERSONNEL or FACILITIES, by the record it is on)' })
  @ApiOkResponse({ type: OpenActionView })
  complete(@Param('id') id: string, @Body() dto: OpenActionResolveDto): Promise<OpenActionView> {
    return this.actions.complete(id, dto);
  }

  @Put(':id/close')
  @SignedIn()
  @ApiOperation({ summary: 'Close an open action without completing it (UPDATE on PERSONNEL or FACILITIES)' })
  @ApiOkResponse({ type: OpenActionView })
  close(@Param('id') id: string, @Body() dto: OpenActionResolveDto): Promise<OpenActionView> {
    return this.actions.close(id, dto);
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

/** The Open Actions tab of a facility (spec 03 §7 "facilities"); complete and close use the routes above. */
@ApiTags('facilities')
@Controller('facilities')
export class FacilityOpenActionsController {
  constructor(private readonly actions: OpenActionsService) {}

  @Get(':id/detail/open-actions/details')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({
    summary:
      "The facility's open actions (on the facility and on its people) counted by kind, overdue and due within 30 days, with the rows soonest due first",
  })
  @ApiOkResponse({ type: FacilityOpenActionsDto })
  @ApiNotFoundResponse()
  details(@IdParam() id: string): Promise<FacilityOpenActionsDto> {
    return this.actions.facilityDetails(id);
  }
}
