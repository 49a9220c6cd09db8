import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../core/access/decorators';
import { ListEndpoint } from '../../core/http/list';
import type { Page } from '../../core/http/list-query';
import { PmContractView, PmDashboardView, PmPersonnelView } from './pm-portal.dto';
import { PM_CONTRACT_LIST, PM_PERSONNEL_LIST, PmPortalService } from './pm-portal.service';

const SCOPE =
  'A program manager sees the contracts whose program manager is their own personnel record (the rule of every contract route); a user who may update contracts (CONTRACTS UPDATE) and provider staff acting inside the tenant see every contract of the tenant.';

/** The program manager portal (spec 01 §2 "pm-portal": dashboard, contracts, personnel; module PROGRAM_MANAGER_PORTAL). */
@ApiTags('pm-portal')
@Controller('pm-portal')
export class PmPortalController {
  constructor(private readonly portal: PmPortalService) {}

  @Get('dashboard')
  @RequirePermission('PROGRAM_MANAGER_PORTAL', 'VIEW')
  @ApiOperation({
    summary:
      'The program manager’s dashboard (their index page): contracts by the status they show, people by assignment status, their clearances, reinvestigations and periods of performance falling due, investigations in progress and open actions of their people',
    description: SCOPE,
  })
  @ApiOkResponse({ type: PmDashboardView })
  dashboard(): Promise<PmDashboardView> {
    return this.portal.dashboard();
  }

  @Get('contracts')
  @RequirePermission('PROGRAM_MANAGER_PORTAL', 'VIEW')
  @ApiOperation({ summary: 'The portal’s contracts with the people assigned to each', description: SCOPE })
  @ListEndpoint(PM_CONTRACT_LIST, PmContractView)
  contracts(@Query() query: Record<string, unknown>): Promise<Page<PmContractView>> {
    return this.portal.contracts(query);
  }

  @Get('personnel')
  @RequirePermission('PROGRAM_MANAGER_PORTAL', 'VIEW')
  @ApiOperation({
    summary:
      'The people assigned to the portal’s contracts (a row per person and contract) with their current clearance and reinvestigation date',
    description: SCOPE,
  })
  @ListEndpoint(PM_PERSONNEL_LIST, PmPersonnelView)
  personnel(@Query() query: Record<string, unknown>): Promise<Page<PmPersonnelView>> {
    return this.portal.personnel(query);
  }
}
