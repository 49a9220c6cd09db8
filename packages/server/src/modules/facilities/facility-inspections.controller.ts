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
import { FacilityInspectionDto, FacilityInspectionView } from './facility-inspections.dto';
import { FACILITY_INSPECTION_LIST, FacilityInspectionsService } from './facility-inspections.service';
import { IdParam } from '../../core/http/id-param';

const BAD =
  'A field is missing or not valid; End Date before Start Date; a completed corrective action without its date; an id not of this review';

/** The facility's Inspections tab (spec 03 §7 "facilities": GET detail/inspections): DCSA security reviews. */
@ApiTags('facilities')
@Controller('facilities')
export class FacilityInspectionsController {
  constructor(private readonly inspections: FacilityInspectionsService) {}

  @Get(':id/detail/inspections')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({ summary: 'Security reviews of the facility with findings and corrective actions (quick filter q: summary, inspectors)' })
  @ListEndpoint(FACILITY_INSPECTION_LIST, FacilityInspectionView)
  list(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<FacilityInspectionView>> {
    return this.inspections.list(id, query);
  }

  @Get(':id/detail/inspections/:inspectionId')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({ summary: 'One security review with its findings and their corrective actions' })
  @ApiOkResponse({ type: FacilityInspectionView })
  @ApiNotFoundResponse()
  get(@IdParam() id: string, @IdParam('inspectionId') inspectionId: string): Promise<FacilityInspectionView> {
    return this.inspections.get(id, inspectionId);
  }

  @Post(':id/detail/inspections')
  @RequirePermission('FACILITIES', 'CREATE')
  @ApiOperation({ summary: 'Record a security review with its findings and corrective actions' })
  @ApiCreatedResponse({ type: FacilityInspectionView })
  @ApiBadRequestResponse({ description: BAD })
  @ApiNotFoundResponse()
  create(@IdParam() id: string, @Body() dto: FacilityInspectionDto): Promise<FacilityInspectionView> {
    return this.inspections.create(id, dto);
  }

  @Put(':id/detail/inspections/:inspectionId')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({
    summary:
      'Edit a security review; findings (and a finding’s corrective actions) when sent replace the stored ones: ids keep and change, the rest are added',
  })
  @ApiOkResponse({ type: FacilityInspectionView })
  @ApiBadRequestResponse({ description: BAD })
  @ApiConflictResponse({ description: 'The record was changed by someone else' })
  @ApiNotFoundResponse()
  update(
    @IdParam() id: string,
    @IdParam('inspectionId') inspectionId: string,
    @Body() dto: FacilityInspectionDto,
  ): Promise<FacilityInspectionView> {
    return this.inspections.update(id, inspectionId, dto);
  }

  @Delete(':id/detail/inspections/:inspectionId')
  @HttpCode(204)
  @RequirePermission('FACILITIES', 'DELETE')
  @ApiOperation({ summary: 'Delete a security review with its findings and corrective actions' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string, @IdParam('inspectionId') inspectionId: string): Promise<void> {
    return this.inspections.remove(id, inspectionId);
  }
}
