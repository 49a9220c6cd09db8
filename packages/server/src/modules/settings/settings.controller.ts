import { API_MESSAGES } from '@clearline/shared';
import {
  type ArgumentMetadata,
  BadRequestException,
  Body,
  Controller,
  Get,
  Injectable,
  Param,
  ParseArrayPipe,
  type PipeTransform,
  Put,
  Query,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { validationPipeOptions } from '../../core/http/validation';
import { SaveSettingItemDto, SettingDto } from './settings.dto';
import { SETTING_LIST, SettingsService } from './settings.service';

const parseItems = new ParseArrayPipe({ ...validationPipeOptions, items: SaveSettingItemDto });

/** The body must be a JSON list of saved-setting items; each item is validated like any DTO. */
@Injectable()
class SettingItemsPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata) {
    if (!Array.isArray(value)) throw new BadRequestException(API_MESSAGES.listBody('{ categoryName, parameterName, value }'));
    return parseItems.transform(value, metadata);
  }
}
const itemsPipe = new SettingItemsPipe();

@ApiTags('settings')
@Controller('tenant-settings')
export class TenantSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get(':category')
  @RequirePermission('TENANT_SETTINGS', 'VIEW')
  @ApiOperation({ summary: 'Settings of one category of the current tenant (values default when never saved)' })
  @ListEndpoint(SETTING_LIST, SettingDto)
  @ApiNotFoundResponse({ description: 'Unknown category' })
  list(@Param('category') category: string, @Query() query: Record<string, unknown>): Promise<Page<SettingDto>> {
    return this.settings.listTenant(category, query);
  }

  @Put()
  @RequirePermission('TENANT_SETTINGS', 'UPDATE')
  @ApiOperation({ summary: 'Save tenant settings; every value is checked against its error rule first' })
  @ApiBody({ type: [SaveSettingItemDto] })
  @ApiOkResponse({ type: [SettingDto], description: 'The saved categories, with warnings for values that break a warning rule' })
  @ApiBadRequestResponse({ description: 'A value breaks a rule; the message names the setting and the rule' })
  save(@Body(itemsPipe) items: SaveSettingItemDto[]): Promise<SettingDto[]> {
    return this.settings.saveTenant(items);
  }
}

@ApiTags('settings')
@Controller('system-settings')
export class SystemSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get(':category')
  @RequirePermission('SYSTEM_SETTINGS', 'VIEW')
  @ApiOperation({ summary: 'System settings of one category (SECURITY, UPLOADS, SUPPORT)' })
  @ListEndpoint(SETTING_LIST, SettingDto)
  @ApiNotFoundResponse({ description: 'Unknown category' })
  list(@Param('category') category: string, @Query() query: Record<string, unknown>): Promise<Page<SettingDto>> {
    return this.settings.listSystem(category, query);
  }

  @Put()
  @RequirePermission('SYSTEM_SETTINGS', 'UPDATE')
  @ApiOperation({ summary: 'Save system settings; every value is checked against its error rule first' })
  @ApiBody({ type: [SaveSettingItemDto] })
  @ApiOkResponse({ type: [SettingDto] })
  @ApiBadRequestResponse({ description: 'A value breaks a rule; the message names the setting and the rule' })
  save(@Body(itemsPipe) items: SaveSettingItemDto[]): Promise<SettingDto[]> {
    return this.settings.saveSystem(items);
  }
}
