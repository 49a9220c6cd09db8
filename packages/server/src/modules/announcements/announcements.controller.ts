import { API_MESSAGES, type ModuleName } from '@clearline/shared';
import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Public, RequirePermission, SignedIn } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { RateLimit } from '../rate-limit';
import { AnnouncementDto, AnnouncementInputDto, PreLoginAnnouncementDto } from './announcements.dto';
import { ACTIVE_ANNOUNCEMENT_LIST, ANNOUNCEMENT_LIST, AnnouncementsService, PRE_LOGIN_ANNOUNCEMENT_LIST } from './announcements.service';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from './announcement.entity';
import { IdParam } from '../../core/http/id-param';

/** Everyone's view of announcements: the banner after sign-in, the login page, dismissing. */
@ApiTags('announcements')
@Controller('announcements')
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Get('active/users/me')
  @SignedIn()
  @ApiOperation({ summary: 'Active system and tenant announcements for my roles, without the ones I dismissed' })
  @ListEndpoint(ACTIVE_ANNOUNCEMENT_LIST, AnnouncementDto)
  activeForMe(@Query() query: Record<string, unknown>): Promise<Page<AnnouncementDto>> {
    return this.announcements.activeForMe(query);
  }

  @Get('active/pre-login')
  @Public()
  @RateLimit('PUBLIC')
  @ApiOperation({ summary: 'Active system announcements shown on the login page' })
  @ListEndpoint(PRE_LOGIN_ANNOUNCEMENT_LIST, PreLoginAnnouncementDto)
  preLogin(@Query() query: Record<string, unknown>): Promise<Page<PreLoginAnnouncementDto>> {
    return this.announcements.activePreLogin(query);
  }

  @Put(':type/:id/dismiss/users/me')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Hide an announcement from my banner' })
  @ApiParam({ name: 'type', enum: ANNOUNCEMENT_TYPES })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  dismiss(@Param('type') type: string, @IdParam() id: string): Promise<void> {
    const t = type.toUpperCase();
    if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(t))
      throw new NotFoundException(API_MESSAGES.unknownValue('Announcement type', type, 'Types', ANNOUNCEMENT_TYPES));
    return this.announcements.dismiss(t as AnnouncementType, id);
  }
}

/** Management routes of one announcement type: SYSTEM needs MASTER_DATA, TENANT needs TENANT_MASTER. */
function manageController(type: AnnouncementType, module: ModuleName) {
  const label = type === 'SYSTEM' ? 'system' : 'tenant';

  @ApiTags('announcements')
  @Controller(`announcements/${type}`)
  class ManageAnnouncementsController {
    constructor(readonly announcements: AnnouncementsService) {}

    @Get()
    @RequirePermission(module, 'VIEW')
    @ApiOperation({ summary: `List ${label} announcements`, operationId: `${type.toLowerCase()}Announcements_list` })
    @ListEndpoint(ANNOUNCEMENT_LIST, AnnouncementDto)
    list(@Query() query: Record<string, unknown>): Promise<Page<AnnouncementDto>> {
      return this.announcements.list(type, query);
    }

    @Post()
    @RequirePermission(module, 'CREATE')
    @ApiOperation({ summary: `Add a ${label} announcement`, operationId: `${type.toLowerCase()}Announcements_create` })
    @ApiCreatedResponse({ type: AnnouncementDto })
    @ApiBadRequestResponse({ description: 'Must be before end date; required fields' })
    create(@Body() body: AnnouncementInputDto): Promise<AnnouncementDto> {
      return this.announcements.create(type, body);
    }

    @Get(':id')
    @RequirePermission(module, 'VIEW')
    @ApiOperation({ summary: `One ${label} announcement`, operationId: `${type.toLowerCase()}Announcements_get` })
    @ApiOkResponse({ type: AnnouncementDto })
    @ApiNotFoundResponse()
    get(@IdParam() id: string): Promise<AnnouncementDto> {
      return this.announcements.get(type, id);
    }

    @Put(':id')
    @RequirePermission(module, 'UPDATE')
    @ApiOperation({ summary: `Change a ${label} announcement`, operationId: `${type.toLowerCase()}Announcements_update` })
    @ApiOkResponse({ type: AnnouncementDto })
    @ApiBadRequestResponse({ description: 'Must be before end date; required fields' })
    @ApiNotFoundResponse()
    update(@IdParam() id: string, @Body() body: AnnouncementInputDto): Promise<AnnouncementDto> {
      return this.announcements.update(type, id, body);
    }

    @Delete(':id')
    @RequirePermission(module, 'DELETE')
    @HttpCode(204)
    @ApiOperation({ summary: `Delete a ${label} announcement`, operationId: `${type.toLowerCase()}Announcements_remove` })
    @ApiNoContentResponse()
    @ApiNotFoundResponse()
    remove(@IdParam() id: string): Promise<void> {
      return this.announcements.remove(type, id);
    }
  }
  Object.defineProperty(ManageAnnouncementsController, 'name', {
    value: `${type[0]}${type.slice(1).toLowerCase()}AnnouncementsController`,
  });
  return ManageAnnouncementsController;
}

export const SystemAnnouncementsController = manageController('SYSTEM', 'MASTER_DATA');
export const TenantAnnouncementsController = manageController('TENANT', 'TENANT_MASTER');
