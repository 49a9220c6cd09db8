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
import { RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { FacilitySecurityEnhancementDto, FacilitySecurityEnhancementView } from './facility-enhancements.dto';
import { FACILITY_ENHANCEMENT_LIST, FacilityEnhancementsService } from './facility-enhancements.service';
import { IdParam } from '../../core/http/id-param';

/** The facility's Security Enhancements tab (spec 03 §7 "facilities": GET detail/security_enhancements). */
@ApiTags('facilities')
@Controller('facilities')
export class FacilityEnhancementsController {
  constructor(private readonly enhancements: FacilityEnhancementsService) {}

  @Get(':id/detail/security_enhancements')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({ summary: 'NISP security enhancements of the facility (quick filter q: title, description)' })
  @ListEndpoint(FACILITY_ENHANCEMENT_LIST, FacilitySecurityEnhancementView)
  list(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<FacilitySecurityEnhancementView>> {
    return this.enhancements.list(id, query);
  }

  @Post(':id/detail/security_enhancements')
  @RequirePermission('FACILITIES', 'CREATE')
  @ApiOperation({ summary: 'Add a security enhancement' })
  @ApiCreatedResponse({ type: FacilitySecurityEnhancementView })
  @ApiBadRequestResponse({ description: 'A field is missing or not valid; Date Implemented missing unless planned' })
  @ApiNotFoundResponse()
  create(@IdParam() id: string, @Body() dto: FacilitySecurityEnhancementDto): Promise<FacilitySecurityEnhancementView> {
    return this.enhancements.create(id, dto);
  }

  @Put(':id/detail/security_enhancements/:enhancementId')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Edit a security enhancement' })
  @ApiOkResponse({ type: FacilitySecurityEnhancementView })
  @ApiBadRequestResponse({ description: 'A field is missing or not valid; Date Implemented missing unless planned' })
  @ApiConflictResponse({ description: 'The record was changed by someone else' })
  @ApiNotFoundResponse()
  update(
    @IdParam() id: string,
    @IdParam('enhancementId') enhancementId: string,
    @Body() dto: FacilitySecurityEnhancementDto,
  ): Promise<FacilitySecurityEnhancementView> {
    return this.enhancements.update(id, enhancementId, dto);
  }

  @Delete(':id/detail/security_enhancements/:enhancementId')
  @HttpCode(204)
  @RequirePermission('FACILITIES', 'DELETE')
  @ApiOperation({ summary: 'Delete a security enhancement' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string, @IdParam('enhancementId') enhancementId: string): Promise<void> {
    return this.enhancements.remove(id, enhancementId);
  }
}
