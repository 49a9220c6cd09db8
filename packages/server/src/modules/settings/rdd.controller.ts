import { RDD_KIND_LABEL, type RddKind, type SettingOption, API_MESSAGES } from '@clearline/shared';
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Put, Query, type Type } from '@nestjs/common';
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
import { RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { CmmcRddInputDto, FacilityRddInputDto, PersonnelRddInputDto, RddDto, RddOptionDto } from './rdd.dto';
import { RDD_LISTS, RDD_OPTION_LIST, RddService, type RddInput } from './rdd.service';
import { IdParam } from '../../core/http/id-param';

/** the option types whose choices GET /tenant-settings/rdd-options/{optionType} lists */
const RDD_OPTION_TYPES = ['ACCESS_TYPE', 'EMPLOYMENT_TYPE', 'COMPANY_TYPE', 'CMMC_LEVEL'];

/** The four routes of one required-document-default list under /tenant-settings/{kind}-rdd. */
function rddController(kind: RddKind, input: Type<RddInput>) {
  const label = RDD_KIND_LABEL[kind];

  @ApiTags('required-document-defaults')
  @Controller(`tenant-settings/${kind}-rdd`)
  class RddController {
    constructor(readonly rdd: RddService) {}

    @Get()
    @RequirePermission('TENANT_SETTINGS', 'VIEW')
    @ApiOperation({ summary: `${label} required-document defaults of the current tenant`, operationId: `${label.toLowerCase()}Rdd_list` })
    @ListEndpoint(RDD_LISTS[kind], RddDto)
    list(@Query() query: Record<string, unknown>): Promise<Page<RddDto>> {
      return this.rdd.list(kind, query);
    }

    @Post()
    @RequirePermission('TENANT_SETTINGS', 'CREATE')
    @ApiOperation({ summary: `Add a ${label} required-document default (one per option)`, operationId: `${label.toLowerCase()}Rdd_create` })
    @ApiBody({ type: input })
    @ApiCreatedResponse({ type: RddDto })
    @ApiBadRequestResponse({ description: 'Unknown option or document type' })
    @ApiConflictResponse({ description: 'A default for this option already exists' })
    create(@Body() body: RddInput): Promise<RddDto> {
      return this.rdd.create(kind, body);
    }

    @Put(':id')
    @RequirePermission('TENANT_SETTINGS', 'UPDATE')
    @ApiOperation({ summary: `Update a ${label} required-document default`, operationId: `${label.toLowerCase()}Rdd_update` })
    @ApiBody({ type: input })
    @ApiOkResponse({ type: RddDto })
    @ApiNotFoundResponse()
    @ApiConflictResponse({ description: 'Another default for this option already exists' })
    update(@IdParam() id: string, @Body() body: RddInput): Promise<RddDto> {
      return this.rdd.update(kind, id, body);
    }

    @Delete(':id')
    @HttpCode(204)
    @RequirePermission('TENANT_SETTINGS', 'DELETE')
    @ApiOperation({ summary: `Delete a ${label} required-document default`, operationId: `${label.toLowerCase()}Rdd_remove` })
    @ApiNoContentResponse()
    @ApiNotFoundResponse()
    remove(@IdParam() id: string): Promise<void> {
      return this.rdd.remove(kind, id);
    }
  }
  // the body type is only known per kind: give ValidationPipe the concrete DTO class (and the OpenAPI
  // document the id's type, without which it leaves the {id} path parameter out)
  Reflect.defineMetadata('design:paramtypes', [String, input], RddController.prototype, 'update');
  Reflect.defineMetadata('design:paramtypes', [input], RddController.prototype, 'create');
  Object.defineProperty(RddController, 'name', { value: `${label}RddController` });
  return RddController;
}

export const PersonnelRddController = rddController('personnel', PersonnelRddInputDto);
export const FacilityRddController = rddController('facility', FacilityRddInputDto);
export const CmmcRddController = rddController('cmmc', CmmcRddInputDto);

@ApiTags('required-document-defaults')
@Controller('tenant-settings/rdd-options')
export class RddOptionsController {
  constructor(private readonly rdd: RddService) {}

  @Get(':optionType')
  @RequirePermission('TENANT_SETTINGS', 'VIEW')
  @ApiOperation({ summary: 'Options of an option type (ACCESS_TYPE, EMPLOYMENT_TYPE, COMPANY_TYPE, CMMC_LEVEL) in the current tenant' })
  @ListEndpoint(RDD_OPTION_LIST, RddOptionDto)
  @ApiNotFoundResponse({ description: 'Unknown option type' })
  options(@Param('optionType') optionType: string, @Query() query: Record<string, unknown>): Promise<Page<SettingOption>> {
    const type = optionType.toUpperCase();
    if (!RDD_OPTION_TYPES.includes(type))
      throw new NotFoundException(API_MESSAGES.unknownValue('Option type', optionType, 'Option types', RDD_OPTION_TYPES));
    return this.rdd.optionList(type, query);
  }
}
