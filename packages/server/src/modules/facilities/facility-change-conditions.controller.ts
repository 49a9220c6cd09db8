import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { FacilityChangeConditionDto, FacilityChangeConditionView } from './facility-change-conditions.dto';
import { FACILITY_CHANGE_CONDITION_LIST, FacilityChangeConditionsService } from './facility-change-conditions.service';
import { IdParam } from '../../core/http/id-param';

/** The facility's Change Conditions tab (spec 03 §7 "facilities": GET detail/change_conditions). */
@ApiTags('facilities')
@Controller('facilities')
export class FacilityChangeConditionsController {
  constructor(private readonly conditions: FacilityChangeConditionsService) {}

  @Get(':id/detail/change_conditions')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({ summary: 'Changed-condition packages of the facility (quick filter q: description, NISS reference)' })
  @ListEndpoint(FACILITY_CHANGE_CONDITION_LIST, FacilityChangeConditionView)
  list(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<FacilityChangeConditionView>> {
    return this.conditions.list(id, query);
  }

  @Post(':id/detail/change_conditions')
  @RequirePermission('FACILITIES', 'CREATE')
  @ApiOperation({ summary: 'Record a changed condition to report to DCSA (a draft raises the facility open action to report it)' })
  @ApiCreatedResponse({ type: FacilityChangeConditionView })
  @ApiBadRequestResponse({ description: 'A field is missing or not valid; Date Reported to DCSA missing for a submitted package' })
  @ApiNotFoundResponse()
  create(@IdParam() id: string, @Body() dto: FacilityChangeConditionDto): Promise<FacilityChangeConditionView> {
    return this.conditions.create(id, dto);
  }

  @Put(':id/detail/change_conditions/:conditionId')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Edit a changed condition or move its status (DRAFT → SUBMITTED → ACKNOWLEDGED → CLOSED)' })
  @ApiOkResponse({ type: FacilityChangeConditionView })
  @ApiBadRequestResponse({ description: 'A field is missing or not valid; the dates the new status needs are missing' })
  @ApiConflictResponse({ description: 'The status cannot move that way; the record was changed by someone else' })
  @ApiNotFoundResponse()
  update(
    @IdParam() id: string,
    @IdParam('conditionId') conditionId: string,
    @Body() dto: FacilityChangeConditionDto,
  ): Promise<FacilityChangeConditionView> {
    return this.conditions.update(id, conditionId, dto);
  }

  @Delete(':id/detail/change_conditions/:conditionId')
  @HttpCode(204)
  @RequirePermission('FACILITIES', 'DELETE')
  @ApiOperation({ summary: 'Delete a draft changed condition' })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'Only a draft change condition can be deleted' })
  @ApiNotFoundResponse()
  remove(@IdParam() id: string, @IdParam('conditionId') conditionId: string): Promise<void> {
    return this.conditions.remove(id, conditionId);
  }
}
