import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../core/access/decorators';
import { IdParam } from '../../core/http/id-param';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint, parseList } from '../../core/http/list';
import { FACILITY_OPEN_ACTION_LIST, FacilityOpenActionsDto, OpenActionsService, OpenActionView } from '../open-actions';
import { FacilityDetailService } from './facility-detail.service';

/**
 * The open actions of a facility, among the routes of the open actions (spec 03 §7 "facilities"): the facility is
 * checked here, the actions are read from the open actions.
 */
@ApiTags('open-actions')
@Controller('requests-and-actions/open-actions')
export class FacilityOpenActionListController {
  constructor(
    private readonly detail: FacilityDetailService,
    private readonly actions: OpenActionsService,
  ) {}

  @Get('facility/:id')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({
    summary: 'The open actions of a facility and of the people linked to it (personnel_facility); state=ALL for every state',
    operationId: 'openActions_forFacility',
  })
  @ListEndpoint(FACILITY_OPEN_ACTION_LIST, OpenActionView)
  @ApiNotFoundResponse()
  async forFacility(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<OpenActionView>> {
    // a bad query answers 400 whatever the facility, as every list does
    const list = parseList(FACILITY_OPEN_ACTION_LIST, query);
    await this.detail.facility(id);
    return this.actions.listForFacility(id, list);
  }
}

/** The Open Actions tab of a facility (spec 03 §7 "facilities"); complete and close use the routes of the open actions. */
@ApiTags('facilities')
@Controller('facilities')
export class FacilityOpenActionsController {
  constructor(
    private readonly detail: FacilityDetailService,
    private readonly actions: OpenActionsService,
  ) {}

  @Get(':id/detail/open-actions/details')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({
    summary:
      "The facility's open actions (on the facility and on its people) counted by kind, overdue and due within 30 days, with the rows soonest due first",
  })
  @ApiOkResponse({ type: FacilityOpenActionsDto })
  @ApiNotFoundResponse()
  async details(@IdParam() id: string): Promise<FacilityOpenActionsDto> {
    await this.detail.facility(id);
    return this.actions.facilityDetails(id);
  }
}
