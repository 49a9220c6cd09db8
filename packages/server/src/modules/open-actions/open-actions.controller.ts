import { BadRequestException, Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RequirePermission, SignedIn } from '../../core/access/decorators';
import { OpenActionResolveDto, OpenActionView } from './open-action.dto';
import { OpenActionsService } from './open-actions.service';

const STATES = ['OPEN', 'COMPLETED', 'CLOSED', 'ALL'];

@ApiTags('open-actions')
@Controller('requests-and-actions/open-actions')
export class OpenActionsController {
  constructor(private readonly actions: OpenActionsService) {}

  @Get('personnel/:id')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: "A person's open actions (missing required documents are raised here); state=ALL for every state" })
  @ApiQuery({ name: 'state', required: false, enum: STATES })
  @ApiOkResponse({ type: [OpenActionView] })
  forPerson(@Param('id') id: string, @Query('state') state?: string): Promise<OpenActionView[]> {
    if (state !== undefined && !STATES.includes(state)) throw new BadRequestException(`state must be one of ${STATES.join(', ')}`);
    return this.actions.listForPerson(id, state);
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
