import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireAnyPermission, RequirePermission, SignedIn } from '../../core/access/decorators';
import { ContractsEndingView, DashboardQueryDto, FsoDashboardView, ManagedTenantCountsView, MyDashboardView } from './dashboard.dto';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { DashboardService, MANAGED_TENANT_COUNTS_LIST } from './dashboard.service';
import { ContractsEndingService } from './contracts-ending.service';

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly contracts: ContractsEndingService,
  ) {}

  @Get()
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({
    summary: 'The security officer’s dashboard: open actions by kind and age, records falling due by window, annual training completion',
    description:
      'Refused (403) to a program manager (PROGRAM_MANAGER_PORTAL, seeing only their own contracts): their dashboard is GET /pm-portal/dashboard.',
  })
  @ApiOkResponse({ type: FsoDashboardView })
  fso(@Query() query: DashboardQueryDto): Promise<FsoDashboardView> {
    return this.dashboard.fso(query.facilityId);
  }

  @Get('contracts-ending')
  @RequirePermission('CONTRACTS', 'VIEW')
  @ApiOperation({
    summary:
      'Contracts not closed whose period of performance ends within 90 days or has ended, by window (the contracts list with popEndDate_lte = until and status ACTIVE, CLOSING shows them); a program manager’s own contracts only',
  })
  @ApiOkResponse({ type: ContractsEndingView })
  contractsEnding(@Query() query: DashboardQueryDto): Promise<ContractsEndingView> {
    return this.contracts.contractsEnding(query.facilityId);
  }

  @Get('me')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user’s own open actions, records falling due and training due' })
  @ApiOkResponse({ type: MyDashboardView })
  mine(): Promise<MyDashboardView> {
    return this.dashboard.mine();
  }

  @Get('managed-tenants')
  @RequireAnyPermission(['TENANT_MANAGEMENT', 'VIEW'], ['MSS_TENANT_MANAGEMENT', 'VIEW'])
  @ApiOperation({ summary: 'The tenants the caller manages, with the open and overdue actions of their people' })
  @ListEndpoint(MANAGED_TENANT_COUNTS_LIST, ManagedTenantCountsView)
  managedTenants(@Query() query: Record<string, unknown>): Promise<Page<ManagedTenantCountsView>> {
    return this.dashboard.managedTenants(query);
  }
}
