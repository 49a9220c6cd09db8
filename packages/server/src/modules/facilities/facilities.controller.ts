import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { FacilityDto, FacilityView } from './facility.dto';
import { FACILITY_LIST, FacilitiesService } from './facilities.service';

@ApiTags('facilities')
@Controller('facilities')
export class FacilitiesController {
  constructor(private readonly facilities: FacilitiesService) {}

  @Get()
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({ summary: 'Facilities of the tenant (quick filter q: name or CAGE code)' })
  @ListEndpoint(FACILITY_LIST, FacilityView)
  list(@Query() query: Record<string, unknown>): Promise<Page<FacilityView>> {
    return this.facilities.list(query);
  }

  @Post()
  @RequirePermission('FACILITIES', 'CREATE')
  @ApiOperation({ summary: 'Add a facility' })
  @ApiCreatedResponse({ type: FacilityView })
  create(@Body() dto: FacilityDto): Promise<FacilityView> {
    return this.facilities.create(dto);
  }

  @Get(':id')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({ summary: 'One facility' })
  @ApiOkResponse({ type: FacilityView })
  get(@Param('id') id: string): Promise<FacilityView> {
    return this.facilities.get(id);
  }

  @Put(':id')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Edit a facility' })
  @ApiOkResponse({ type: FacilityView })
  update(@Param('id') id: string, @Body() dto: FacilityDto): Promise<FacilityView> {
    return this.facilities.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('FACILITIES', 'DELETE')
  @ApiOperation({ summary: 'Delete a facility no person or record uses' })
  @ApiNoContentResponse()
  remove(@Param('id') id: string): Promise<void> {
    return this.facilities.remove(id);
  }

  @Put(':id/enable')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Enable a facility' })
  @ApiOkResponse({ type: FacilityView })
  enable(@Param('id') id: string): Promise<FacilityView> {
    return this.facilities.setEnabled(id, true);
  }

  @Put(':id/disable')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Disable a facility' })
  @ApiOkResponse({ type: FacilityView })
  disable(@Param('id') id: string): Promise<FacilityView> {
    return this.facilities.setEnabled(id, false);
  }
}
