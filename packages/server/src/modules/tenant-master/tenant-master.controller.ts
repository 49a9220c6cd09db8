import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequireAnyPermission, RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { CostCenterDto, CostCenterInputDto, MyPortalPocDto, TenantPocDto, TenantPocInputDto } from './tenant-master.dto';
import { COST_CENTER_LIST, MY_PORTAL_POC_LIST, TENANT_POC_LIST, TenantMasterService } from './tenant-master.service';
import { IdParam } from '../../core/http/id-param';

/** Cost centers of the tenant (tenant master data). */
@ApiTags('tenant-master-data')
@Controller('tenant-master-data/cost-center')
export class CostCenterController {
  constructor(private readonly master: TenantMasterService) {}

  @Get()
  @RequirePermission('TENANT_MASTER', 'VIEW')
  @ApiOperation({ summary: 'Cost centers of the tenant (quick filter q: name or code)' })
  @ListEndpoint(COST_CENTER_LIST, CostCenterDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<CostCenterDto>> {
    return this.master.listCostCenters(query);
  }

  @Post()
  @RequirePermission('TENANT_MASTER', 'CREATE')
  @ApiOperation({ summary: 'Add a cost center' })
  @ApiCreatedResponse({ type: CostCenterDto })
  @ApiBadRequestResponse({ description: 'Cost Center Name / Code is required; Cost Center Code already in use' })
  create(@Body() body: CostCenterInputDto): Promise<CostCenterDto> {
    return this.master.createCostCenter(body);
  }

  @Put(':id')
  @RequirePermission('TENANT_MASTER', 'UPDATE')
  @ApiOperation({ summary: 'Edit a cost center (its own unchanged code is allowed)' })
  @ApiOkResponse({ type: CostCenterDto })
  @ApiBadRequestResponse({ description: 'Cost Center Name / Code is required; Cost Center Code already in use' })
  @ApiNotFoundResponse()
  update(@IdParam() id: string, @Body() body: CostCenterInputDto): Promise<CostCenterDto> {
    return this.master.updateCostCenter(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('TENANT_MASTER', 'DELETE')
  @ApiOperation({ summary: 'Delete a cost center' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string): Promise<void> {
    return this.master.removeCostCenter(id);
  }
}

/** Points of contact of the tenant (tenant master data) and the ones My Portal shows. */
@ApiTags('tenant-master-data')
@Controller('tenant-master-data/poc')
export class TenantPocController {
  constructor(private readonly master: TenantMasterService) {}

  @Get()
  @RequirePermission('TENANT_MASTER', 'VIEW')
  @ApiOperation({ summary: 'Points of contact of the tenant (filters pocType, personnelId)' })
  @ListEndpoint(TENANT_POC_LIST, TenantPocDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<TenantPocDto>> {
    return this.master.listPocs(query);
  }

  @Get('my-portal')
  @RequireAnyPermission(['SELF_SERVICE', 'VIEW'], ['PROGRAM_MANAGER_PORTAL', 'VIEW'], ['TENANT_MASTER', 'VIEW'])
  @ApiOperation({
    summary: "The points of contact the signed-in user's My Portal shows: all-facility POCs and those of the user's own facilities",
  })
  @ListEndpoint(MY_PORTAL_POC_LIST, MyPortalPocDto)
  myPortal(@Query() query: Record<string, unknown>): Promise<Page<MyPortalPocDto>> {
    return this.master.myPortalPocs(query);
  }

  @Post()
  @RequirePermission('TENANT_MASTER', 'CREATE')
  @ApiOperation({ summary: 'Add a point of contact (type SMO and all facilities when left out)' })
  @ApiCreatedResponse({ type: TenantPocDto })
  @ApiBadRequestResponse({
    description: 'Personnel is required; Email Address is not valid; Facilities is required unless selectAllFacilities',
  })
  create(@Body() body: TenantPocInputDto): Promise<TenantPocDto> {
    return this.master.createPoc(body);
  }

  @Put(':id')
  @RequirePermission('TENANT_MASTER', 'UPDATE')
  @ApiOperation({ summary: 'Edit a point of contact' })
  @ApiOkResponse({ type: TenantPocDto })
  @ApiBadRequestResponse({
    description: 'Personnel is required; Email Address is not valid; Facilities is required unless selectAllFacilities',
  })
  @ApiNotFoundResponse()
  update(@IdParam() id: string, @Body() body: TenantPocInputDto): Promise<TenantPocDto> {
    return this.master.updatePoc(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('TENANT_MASTER', 'DELETE')
  @ApiOperation({ summary: 'Delete a point of contact' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string): Promise<void> {
    return this.master.removePoc(id);
  }
}
