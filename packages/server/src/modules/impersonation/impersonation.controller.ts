import { PEOPLE_MESSAGES, type ModuleName } from '@clearline/shared';
import { BadRequestException, Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { AllowWhileReadOnly, RequireAnyPermission } from '../../core/access/decorators';
import { isUuid } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { IMPERSONATION_TARGET_LIST } from '../tenants';
import { ImpersonateDto, ImpersonationStateDto, ImpersonationTargetDto } from './impersonation.dto';
import { ImpersonationService } from './impersonation.service';

const ANY_IMPERSONATION: Array<[ModuleName, 'VIEW']> = [
  ['IMPERSONATE_ALL', 'VIEW'],
  ['MSS_IMPERSONATE', 'VIEW'],
  ['MSS_IMPERSONATE_CREATE', 'VIEW'],
];

@ApiTags('sessions')
@Controller('sessions')
export class ImpersonationController {
  constructor(private readonly impersonation: ImpersonationService) {}

  @Post('impersonate')
  @HttpCode(200)
  @RequireAnyPermission(...ANY_IMPERSONATION)
  @AllowWhileReadOnly()
  @ApiOperation({
    summary: 'Act inside a tenant (form field tenantId). IMPERSONATE_ALL: any active tenant; MSS_IMPERSONATE: a managed tenant, read-only',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: ImpersonateDto })
  @ApiOkResponse({ type: ImpersonationStateDto })
  @ApiBadRequestResponse({ description: 'tenantId missing or not valid, or the own organization' })
  @ApiNotFoundResponse({ description: 'The tenant does not exist, is inactive, or may not be impersonated by this user' })
  impersonate(@Body() dto: ImpersonateDto): Promise<ImpersonationStateDto> {
    return this.impersonation.start(dto.tenantId, false);
  }

  @Post('impersonate/create')
  @HttpCode(200)
  @RequireAnyPermission(['IMPERSONATE_ALL', 'VIEW'], ['MSS_IMPERSONATE_CREATE', 'VIEW'])
  @AllowWhileReadOnly()
  @ApiOperation({ summary: 'Act inside a tenant with changes allowed (MSS_IMPERSONATE_CREATE: managed tenants only)' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: ImpersonateDto })
  @ApiOkResponse({ type: ImpersonationStateDto })
  @ApiBadRequestResponse({ description: 'tenantId missing or not valid, or the own organization' })
  @ApiNotFoundResponse({ description: 'The tenant does not exist, is inactive, or may not be impersonated by this user' })
  impersonateCreate(@Body() dto: ImpersonateDto): Promise<ImpersonationStateDto> {
    return this.impersonation.start(dto.tenantId, true);
  }

  @Post('impersonation-switcher')
  @HttpCode(200)
  @RequireAnyPermission(...ANY_IMPERSONATION)
  @AllowWhileReadOnly()
  @ApiOperation({ summary: 'Switch to another tenant, or (no tenantId, or the own tenant) end the impersonation' })
  @ApiQuery({ name: 'tenantId', required: false })
  @ApiOkResponse({ type: ImpersonationStateDto, description: 'The new state; null after returning to the own organization' })
  @ApiNotFoundResponse({ description: 'The tenant may not be impersonated by this user' })
  switcher(@Query('tenantId') tenantId?: string): Promise<ImpersonationStateDto | null> {
    if (tenantId !== undefined && tenantId !== '' && !isUuid(tenantId)) throw new BadRequestException(PEOPLE_MESSAGES.notValid('Tenant'));
    return this.impersonation.switchTo(tenantId || undefined);
  }

  @Get('impersonation-targets')
  @RequireAnyPermission(...ANY_IMPERSONATION)
  @ApiOperation({ summary: 'Tenants this user may impersonate (for the switcher), optionally filtered by name' })
  @ListEndpoint(IMPERSONATION_TARGET_LIST, ImpersonationTargetDto)
  targets(@Query() query: Record<string, unknown>): Promise<Page<ImpersonationTargetDto>> {
    return this.impersonation.targets(query);
  }
}
