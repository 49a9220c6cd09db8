import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../../core/access/decorators';
import type { Page } from '../../../core/http/list-query';
import { ListEndpoint } from '../../../core/http/list';
import { IdParam } from '../../../core/http/id-param';
import {
  BadgeDto,
  BadgeView,
  ClearanceDto,
  ClearanceView,
  InvestigationDto,
  InvestigationView,
  PolygraphDto,
  PolygraphView,
  SpecialAccessDto,
  SpecialAccessView,
} from '../dto/records.dto';
import {
  COMPLETED_INVESTIGATION_LIST,
  OPEN_INVESTIGATION_CLEARANCE_LIST,
  RECORD_LABEL,
  RECORD_LISTS,
  type RecordKind,
  RecordsService,
} from './records.service';

type AnyDto = ClearanceDto | SpecialAccessDto | InvestigationDto | PolygraphDto | BadgeDto;

const OP: Record<RecordKind, string> = {
  clearance: 'Clearance',
  'special-access': 'SpecialAccess',
  investigation: 'Investigation',
  polygraph: 'Polygraph',
  badge: 'Badge',
};

/** The five routes of one kind of per-person record under /personnel/{id}/{kind}. */
function recordController(kind: RecordKind, input: Type<AnyDto>, view: Type<unknown>) {
  const label = RECORD_LABEL[kind];
  const op = OP[kind];

  @ApiTags('personnel-records')
  @Controller(`personnel/:id/${kind}`)
  class RecordController {
    constructor(readonly records: RecordsService) {}

    @Get()
    @RequirePermission('PERSONNEL', 'VIEW')
    @ApiOperation({ summary: `${label} records of a person`, operationId: `personnel${op}_list` })
    @ListEndpoint(RECORD_LISTS[kind], view)
    @ApiNotFoundResponse()
    list(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<unknown>> {
      return this.records.list(kind, id, query);
    }

    @Post()
    @RequirePermission('PERSONNEL', 'CREATE')
    @ApiOperation({ summary: `Add a ${label.toLowerCase()} record to a person`, operationId: `personnel${op}_create` })
    @ApiBody({ type: input })
    @ApiCreatedResponse({ type: view })
    @ApiBadRequestResponse({ description: 'A rule of spec 02 §5 is broken (message names it)' })
    create(@IdParam() id: string, @Body() body: AnyDto): Promise<unknown> {
      return this.records.create(kind, id, body);
    }

    @Get(':recordId')
    @RequirePermission('PERSONNEL', 'VIEW')
    @ApiOperation({ summary: `One ${label.toLowerCase()} record`, operationId: `personnel${op}_get` })
    @ApiOkResponse({ type: view })
    @ApiNotFoundResponse()
    get(@IdParam() id: string, @IdParam('recordId') recordId: string): Promise<unknown> {
      return this.records.get(kind, id, recordId);
    }

    @Put(':recordId')
    @RequirePermission('PERSONNEL', 'UPDATE')
    @ApiOperation({ summary: `Update a ${label.toLowerCase()} record`, operationId: `personnel${op}_update` })
    @ApiBody({ type: input })
    @ApiOkResponse({ type: view })
    @ApiNotFoundResponse()
    @ApiConflictResponse({ description: 'The record was changed by someone else' })
    update(@IdParam() id: string, @IdParam('recordId') recordId: string, @Body() body: AnyDto): Promise<unknown> {
      return this.records.update(kind, id, recordId, body);
    }

    @Delete(':recordId')
    @HttpCode(204)
    @RequirePermission('PERSONNEL', 'DELETE')
    @ApiOperation({ summary: `Delete a ${label.toLowerCase()} record`, operationId: `personnel${op}_remove` })
    @ApiNoContentResponse()
    @ApiNotFoundResponse()
    remove(@IdParam() id: string, @IdParam('recordId') recordId: string): Promise<void> {
      return this.records.remove(kind, id, recordId);
    }
  }
  // the body type is only known per kind: give ValidationPipe the concrete DTO class
  Reflect.defineMetadata('design:paramtypes', [String, input], RecordController.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [String, String, input], RecordController.prototype, 'update');
  Object.defineProperty(RecordController, 'name', { value: `${op}RecordController` });
  return RecordController;
}

/** Look-ups across a person's investigations and clearances (registered before the record routes). */
@ApiTags('personnel-records')
@Controller('personnel/:id')
export class RecordLookupsController {
  constructor(private readonly records: RecordsService) {}

  @Get('investigation/completed-investigation')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: "A person's completed investigations, latest closed first" })
  @ListEndpoint(COMPLETED_INVESTIGATION_LIST, InvestigationView)
  @ApiNotFoundResponse()
  completedInvestigations(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<InvestigationView>> {
    return this.records.completedInvestigations(id, query);
  }

  @Get('clearance/clearance-with-open-investigation')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: "A person's clearances that have an investigation in progress" })
  @ListEndpoint(OPEN_INVESTIGATION_CLEARANCE_LIST, ClearanceView)
  @ApiNotFoundResponse()
  clearancesWithOpenInvestigation(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<ClearanceView>> {
    return this.records.clearancesWithOpenInvestigation(id, query);
  }
}

export const ClearanceRecordController = recordController('clearance', ClearanceDto, ClearanceView);
export const SpecialAccessRecordController = recordController('special-access', SpecialAccessDto, SpecialAccessView);
export const InvestigationRecordController = recordController('investigation', InvestigationDto, InvestigationView);
export const PolygraphRecordController = recordController('polygraph', PolygraphDto, PolygraphView);
export const BadgeRecordController = recordController('badge', BadgeDto, BadgeView);
