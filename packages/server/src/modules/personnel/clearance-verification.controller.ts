import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequireAnyPermission, RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import {
  ClearanceRequestView,
  ClearanceVerificationView,
  CreateClearanceRequestDto,
  CreateClearanceVerificationDto,
  UpdateClearanceVerificationDto,
} from './clearance-verification.dto';
import { CLEARANCE_VERIFICATION_LIST, ClearanceVerificationService } from './clearance-verification.service';
import { IdParam } from '../../core/http/id-param';

/** Clearance verification requests (spec 02 §4, §7): the FSO sends, the person answers from My Portal, the FSO closes. */
@ApiTags('personnel')
@Controller('personnel/clearance-verification')
export class ClearanceVerificationController {
  constructor(private readonly service: ClearanceVerificationService) {}

  @Post()
  @RequirePermission('PERSONNEL', 'UPDATE')
  @ApiOperation({ summary: 'Ask a person to verify the details of one of their clearances (SENT; e-mail and open action)' })
  @ApiCreatedResponse({ type: ClearanceVerificationView })
  @ApiBadRequestResponse({ description: 'Invalid fields, the clearance is not the person’s, or the person has no work e-mail' })
  @ApiConflictResponse({ description: 'A verification for the clearance is already open' })
  @ApiNotFoundResponse()
  create(@Body() dto: CreateClearanceVerificationDto): Promise<ClearanceVerificationView> {
    return this.service.create(dto);
  }

  @Get()
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'Clearance verification requests of the tenant (status, facility and person filters)' })
  @ListEndpoint(CLEARANCE_VERIFICATION_LIST, ClearanceVerificationView)
  list(@Query() query: Record<string, unknown>): Promise<Page<ClearanceVerificationView>> {
    return this.service.list(query);
  }

  @Get(':requestId')
  @RequireAnyPermission(['SELF_SERVICE', 'VIEW'], ['PERSONNEL', 'VIEW'])
  @ApiOperation({ summary: 'A clearance verification request (its person, or PERSONNEL users)' })
  @ApiOkResponse({ type: ClearanceVerificationView })
  @ApiNotFoundResponse()
  get(@IdParam('requestId') requestId: string): Promise<ClearanceVerificationView> {
    return this.service.get(requestId);
  }

  @Put(':requestId')
  @RequireAnyPermission(['SELF_SERVICE', 'UPDATE'], ['PERSONNEL', 'UPDATE'])
  @ApiOperation({
    summary:
      'Answer a clearance verification (the person: answers and attestation, SENT → NEEDS_REVIEW) or close it (PERSONNEL: decision, NEEDS_REVIEW → CLOSED)',
  })
  @ApiOkResponse({ type: ClearanceVerificationView })
  @ApiBadRequestResponse({ description: 'Invalid answers or no attestation' })
  @ApiConflictResponse({ description: 'The request is not in the state the step needs, or was changed meanwhile' })
  @ApiNotFoundResponse()
  update(@IdParam('requestId') requestId: string, @Body() dto: UpdateClearanceVerificationDto): Promise<ClearanceVerificationView> {
    return this.service.update(requestId, dto);
  }
}

/** Clearance requests (spec 02 §6 CLEARANCE_REQUEST, §7): an action the FSO or MSS is asked to take on a clearance. */
@ApiTags('personnel')
@Controller('personnel/clearance-request')
export class ClearanceRequestController {
  constructor(private readonly service: ClearanceVerificationService) {}

  @Post()
  @RequirePermission('CLEARANCE_REQUEST', 'CREATE')
  @ApiOperation({ summary: 'Submit a clearance request (initiate, re-investigate, CV/CE enrollment, official request, take ownership)' })
  @ApiCreatedResponse({ type: ClearanceRequestView })
  @ApiBadRequestResponse({ description: 'Invalid fields, or the clearance is not the person’s' })
  @ApiNotFoundResponse()
  create(@Body() dto: CreateClearanceRequestDto): Promise<ClearanceRequestView> {
    return this.service.createRequest(dto);
  }

  @Get(':id')
  @RequirePermission('CLEARANCE_REQUEST', 'VIEW')
  @ApiOperation({ summary: 'A clearance request' })
  @ApiOkResponse({ type: ClearanceRequestView })
  @ApiNotFoundResponse()
  get(@IdParam() id: string): Promise<ClearanceRequestView> {
    return this.service.getRequest(id);
  }
}
