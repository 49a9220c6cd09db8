import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../core/access/decorators';
import { ListEndpoint } from '../../core/http/list';
import type { Page } from '../../core/http/list-query';
import { PersonnelRiskView } from './personnel-risk.dto';
import { PERSONNEL_RISK_LIST, PersonnelRiskService } from './personnel-risk.service';

/** Personnel Risk (spec 02 §2 list actions): people with risk indicators and their reasons. */
@ApiTags('personnel')
@Controller('personnel')
export class PersonnelRiskController {
  constructor(private readonly risk: PersonnelRiskService) {}

  @Get('risk')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({
    summary:
      'People with risk indicators (high-risk termination, reinvestigation overdue, continuous evaluation lapsed, missing required documents, clearance suspended/denied/revoked), each with the reasons',
  })
  @ListEndpoint(PERSONNEL_RISK_LIST, PersonnelRiskView)
  list(@Query() query: Record<string, unknown>): Promise<Page<PersonnelRiskView>> {
    return this.risk.list(query);
  }
}
