import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { AcceptNewPersonnelDto, PendingHireView, RejectNewPersonnelDto, ReportNewHireDto } from './new-hire.dto';
import { NewHireService, PENDING_HIRE_LIST } from './new-hire.service';
import { IdParam } from '../../core/http/id-param';

/** Report New Hire and the FSO's review of reported new hires (spec 02 §2, §3 "New hire", §7). */
@ApiTags('personnel')
@Controller('personnel')
export class NewHireController {
  constructor(private readonly newHires: NewHireService) {}

  @Post('report-new-hire')
  @RequirePermission('REPORT_NEW_HIRE', 'CREATE')
  @ApiOperation({
    summary: 'Report a new hire: a pending hire for the facility FSOs to review (open action and e-mail); SSN 000000000 = not known yet',
  })
  @ApiCreatedResponse({ type: PendingHireView })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid' })
  @ApiConflictResponse({ description: 'A person or a pending new hire with this SSN exists in the tenant' })
  report(@Body() dto: ReportNewHireDto): Promise<PendingHireView> {
    return this.newHires.report(dto);
  }

  @Post('accept-new-personnel')
  @RequirePermission('PERSONNEL', 'CREATE')
  @ApiOperation({
    summary: 'Accept a pending hire: creates the person (Contingent Hire or Active) with contacts, employment and clearance',
  })
  @ApiCreatedResponse({ type: PendingHireView })
  @ApiNotFoundResponse({ description: 'No such pending hire in the tenant' })
  @ApiConflictResponse({ description: 'Already accepted or rejected, or the SSN now belongs to a person' })
  accept(@Body() dto: AcceptNewPersonnelDto): Promise<PendingHireView> {
    return this.newHires.accept(dto);
  }

  @Post('reject-new-personnel')
  @RequirePermission('PERSONNEL', 'CREATE')
  @ApiOperation({ summary: 'Reject a pending hire with a reason; its open action is closed' })
  @ApiCreatedResponse({ type: PendingHireView })
  @ApiNotFoundResponse({ description: 'No such pending hire in the tenant' })
  @ApiConflictResponse({ description: 'Already accepted or rejected' })
  reject(@Body() dto: RejectNewPersonnelDto): Promise<PendingHireView> {
    return this.newHires.reject(dto);
  }

  @Get('pending-hires')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'Reported new hires (PENDING unless status is given)' })
  @ListEndpoint(PENDING_HIRE_LIST, PendingHireView)
  list(@Query() query: Record<string, unknown>): Promise<Page<PendingHireView>> {
    return this.newHires.list(query);
  }

  @Get('pending-hires/:id')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'One reported new hire with the sections as submitted' })
  @ApiOkResponse({ type: PendingHireView })
  @ApiNotFoundResponse({ description: 'No such pending hire in the tenant' })
  get(@IdParam() id: string): Promise<PendingHireView> {
    return this.newHires.get(id);
  }
}
