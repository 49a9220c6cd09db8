import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequireAnyPermission, RequirePermission } from '../../../core/access/decorators';
import type { Page } from '../../../core/http/list-query';
import { ListEndpoint } from '../../../core/http/list';
import { TravelAdvisoryInputDto, TravelAdvisoryLookupQueryDto, TravelAdvisoryLookupView, TravelAdvisoryView } from './travel-advisory.dto';
import { TRAVEL_ADVISORY_LIST, TravelAdvisoryService } from './travel-advisory.service';
import { IdParam, IntIdParam } from '../../../core/http/id-param';

/** Travel advisories the security office keeps per country and period (tenant master data, module TENANT_MASTER). */
@ApiTags('tenant-master-data')
@Controller('tenant-master-data/travel-advisory')
export class TravelAdvisoryController {
  constructor(private readonly advisories: TravelAdvisoryService) {}

  @Get()
  @RequirePermission('TENANT_MASTER', 'VIEW')
  @ApiOperation({
    summary: 'Travel advisories of the tenant (filters countryId, advisoryLevel, effectiveOn; quick filter: country, summary)',
  })
  @ListEndpoint(TRAVEL_ADVISORY_LIST, TravelAdvisoryView)
  list(@Query() query: Record<string, unknown>): Promise<Page<TravelAdvisoryView>> {
    return this.advisories.list(query);
  }

  @Post()
  @RequirePermission('TENANT_MASTER', 'CREATE')
  @ApiOperation({ summary: 'Add a travel advisory (level 1–4 for a country from a day, until a day or further notice)' })
  @ApiCreatedResponse({ type: TravelAdvisoryView })
  @ApiBadRequestResponse({ description: 'Country is not valid; Effective To must not be before Effective From' })
  @ApiConflictResponse({ description: 'Another advisory of the country is in effect in the period' })
  create(@Body() body: TravelAdvisoryInputDto): Promise<TravelAdvisoryView> {
    return this.advisories.create(body);
  }

  @Put(':id')
  @RequirePermission('TENANT_MASTER', 'UPDATE')
  @ApiOperation({ summary: 'Edit a travel advisory' })
  @ApiOkResponse({ type: TravelAdvisoryView })
  @ApiBadRequestResponse({ description: 'Country is not valid; Effective To must not be before Effective From' })
  @ApiConflictResponse({ description: 'Another advisory of the country is in effect in the period; or a stale version' })
  @ApiNotFoundResponse()
  update(@IdParam() id: string, @Body() body: TravelAdvisoryInputDto): Promise<TravelAdvisoryView> {
    return this.advisories.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('TENANT_MASTER', 'DELETE')
  @ApiOperation({ summary: 'Delete a travel advisory' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string): Promise<void> {
    return this.advisories.remove(id);
  }
}

/** The advisory lookup of a trip (anyone who may file foreign travel, or the security office). */
@ApiTags('incidents')
@Controller('incidents/travel-advisory')
export class TravelAdvisoryLookupController {
  constructor(private readonly advisories: TravelAdvisoryService) {}

  @Get('country/:countryId')
  @RequireAnyPermission(['SELF_SERVICE', 'VIEW'], ['REPORTS_INCIDENTS', 'VIEW'], ['TENANT_MASTER', 'VIEW'])
  @ApiOperation({
    summary:
      'The travel advisories of a country in effect on any day from startDate to endDate (today when left out): the highest level and every advisory, highest first',
  })
  @ApiOkResponse({ type: TravelAdvisoryLookupView })
  @ApiBadRequestResponse({ description: 'startDate: Invalid Date; startDate must not be after endDate' })
  @ApiNotFoundResponse({ description: 'Country {countryId} was not found' })
  lookup(@IntIdParam('countryId') countryId: number, @Query() query: TravelAdvisoryLookupQueryDto): Promise<TravelAdvisoryLookupView> {
    return this.advisories.lookup(countryId, query);
  }
}
