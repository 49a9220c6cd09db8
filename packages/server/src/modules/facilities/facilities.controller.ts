import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, StreamableFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequireAnyPermission, RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { filesOf, UploadInterceptor } from '../../core/storage/upload';
import { CsaOptionView, FacilityDto, FacilityPreferencesDto, FacilityPreferencesView, FacilityView } from './facility.dto';
import { CSA_OPTION_LIST, FACILITY_LIST, FacilitiesService } from './facilities.service';
import { FacilityRecordService } from './facility-record.service';
import { IdParam } from '../../core/http/id-param';

@ApiTags('facilities')
@Controller('facilities')
export class FacilitiesController {
  constructor(
    private readonly facilities: FacilitiesService,
    private readonly record: FacilityRecordService,
  ) {}

  @Get()
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({ summary: 'Facilities of the tenant (quick filter q: name or CAGE code)' })
  @ListEndpoint(FACILITY_LIST, FacilityView)
  list(@Query() query: Record<string, unknown>): Promise<Page<FacilityView>> {
    return this.facilities.list(query);
  }

  @Get('cognizant-security-offices')
  @RequireAnyPermission(['FACILITIES', 'VIEW'], ['CONTRACTS', 'VIEW'])
  @ApiOperation({
    summary: 'The cognizant security (CSA) offices a facility or a subcontractor can name (quick filter q: office or city)',
  })
  @ListEndpoint(CSA_OPTION_LIST, CsaOptionView)
  csaOptions(@Query() query: Record<string, unknown>): Promise<Page<CsaOptionView>> {
    return this.facilities.csaOptions(query);
  }

  @Post()
  @RequirePermission('FACILITIES', 'CREATE')
  @ApiOperation({ summary: 'Add a facility' })
  @ApiCreatedResponse({ type: FacilityView })
  create(@Body() dto: FacilityDto): Promise<FacilityView> {
    return this.facilities.create(dto);
  }

  @Get(':id')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({ summary: 'One facility' })
  @ApiOkResponse({ type: FacilityView })
  get(@IdParam() id: string): Promise<FacilityView> {
    return this.facilities.get(id);
  }

  @Put(':id')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Edit a facility (kmps given: replaces its key management personnel); refused (409) while deactivated' })
  @ApiOkResponse({ type: FacilityView })
  @ApiConflictResponse({ description: 'Stale version, CAGE code taken, or the facility is deactivated (read-only)' })
  update(@IdParam() id: string, @Body() dto: FacilityDto): Promise<FacilityView> {
    return this.facilities.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('FACILITIES', 'DELETE')
  @ApiOperation({
    summary: 'Delete a facility without any record (people, clearances, contracts, open actions, documents, KMPs, picture)',
  })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'The facility still has records' })
  remove(@IdParam() id: string): Promise<void> {
    return this.facilities.remove(id);
  }

  @Put(':id/enable')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Enable a facility (a disabled or a deactivated one)' })
  @ApiOkResponse({ type: FacilityView })
  enable(@IdParam() id: string): Promise<FacilityView> {
    return this.facilities.setEnabled(id, true);
  }

  @Put(':id/disable')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Disable a facility (refused for a deactivated one: enable it first)' })
  @ApiOkResponse({ type: FacilityView })
  @ApiConflictResponse({ description: 'The facility is deactivated' })
  disable(@IdParam() id: string): Promise<FacilityView> {
    return this.facilities.setEnabled(id, false);
  }

  @Put(':id/deactivate')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({
    summary:
      'Deactivate a facility: read-only and hidden from lists and pickers (GET /facilities without facilityState or id filter) until PUT /{id}/enable',
  })
  @ApiOkResponse({ type: FacilityView })
  @ApiConflictResponse({ description: 'The host facility cannot be deactivated' })
  @ApiNotFoundResponse()
  deactivate(@IdParam() id: string): Promise<FacilityView> {
    return this.facilities.deactivate(id);
  }

  @Delete(':id/delete-facility')
  @HttpCode(204)
  @RequirePermission('FACILITIES', 'DELETE')
  @ApiOperation({
    summary:
      'Remove a facility created by mistake with its documents, preferences, picture and KMPs; refused for the host facility and while people, clearances, contracts, open actions or points of contact name it',
  })
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'The message names what still references the facility, or that it is the host facility' })
  @ApiNotFoundResponse()
  deleteFacility(@IdParam() id: string): Promise<void> {
    return this.record.deleteFacility(id);
  }

  @Get(':id/picture')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({ summary: 'The picture of a facility' })
  @ApiProduces('image/png', 'image/jpeg', 'image/gif', 'image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'Unknown facility, or the facility has no picture' })
  getPicture(@IdParam() id: string): Promise<StreamableFile> {
    return this.record.getPicture(id);
  }

  @Put(':id/picture')
  @RequirePermission('FACILITIES', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Upload the picture of a facility (multipart field file: PNG, JPEG, GIF or WebP, at most 5 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } })
  @ApiOkResponse({ type: FacilityView })
  @ApiBadRequestResponse({ description: 'No file, several files, or not an image' })
  @ApiConflictResponse({ description: 'The facility is deactivated (read-only)' })
  putPicture(@IdParam() id: string, @Req() req: FastifyRequest): Promise<FacilityView> {
    return this.record.putPicture(id, filesOf(req));
  }

  @Get(':id/facility-preferences')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({ summary: 'The preferences of a facility (the defaults until saved)' })
  @ApiOkResponse({ type: FacilityPreferencesView })
  @ApiNotFoundResponse()
  getPreferences(@IdParam() id: string): Promise<FacilityPreferencesView> {
    return this.record.getPreferences(id);
  }

  @Put(':id/facility-preferences')
  @RequirePermission('FACILITIES', 'UPDATE')
  @ApiOperation({ summary: 'Save the preferences of a facility (fields left out are kept); refused (409) while deactivated' })
  @ApiOkResponse({ type: FacilityPreferencesView })
  @ApiBadRequestResponse({ description: 'A field is not valid (the message names it)' })
  @ApiConflictResponse({ description: 'Stale version, or the facility is deactivated' })
  putPreferences(@IdParam() id: string, @Body() dto: FacilityPreferencesDto): Promise<FacilityPreferencesView> {
    return this.record.putPreferences(id, dto);
  }
}
