import {} from '@clearline/shared';
import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission, SignedIn } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { OpenActionResolveDto, OpenActionView } from './open-action.dto';
import { OPEN_ACTION_LIST, OpenActionsService, TENANT_OPEN_ACTION_LIST } from './open-actions.service';

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
