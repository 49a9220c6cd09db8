import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Public, RequirePermission, SignedIn } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { AnnouncementDto, AnnouncementInputDto, PreLoginAnnouncementDto } from './announcements.dto';
import { AnnouncementsService } from './announcements.service';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from './announcement.entity';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** Everyone's view of announcements: the banner after sign-in, the login page, dismissing. */
@ApiTags('announcements')
@Controller('announcements')
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Get('active/users/me')
  @SignedIn()
  @ApiOperation({ summary: 'Active system and tenant announcements for my roles, without the ones I dismissed' })
  @ApiOkResponse({ type: [AnnouncementDto] })
  activeForMe(): Promise<AnnouncementDto[]> {
    return this.announcements.activeForMe();
  }

  @Get('active/pre-login')
  @Public()
  @RateLimit('PUBLIC')
  @ApiOperation({ summary: 'Active system announcements shown on the login page' })
  @ApiOkResponse({ type: [PreLoginAnnouncementDto] })
  preLogin(): Promise<PreLoginAnnouncementDto[]> {
    return this.announcements.activePreLogin();
  }

  @Put(':type/:id/dismiss/users/me')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Hide an announcement from my banner' })
  @ApiParam({ name: 'type', enum: ANNOUNCEMENT_TYPES })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  dismiss(@Param('type') type: string, @Param('id', uuid) id: string): Promise<void> {
    const t = type.toUpperCase();
    if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(t))
      throw new NotFoundException(`Announcement type ${type} does not exist. Types: ${ANNOUNCEMENT_TYPES.join(', ')}`);
    return this.announcements.dismiss(t as AnnouncementType, id);
  }
}

/** Management routes of one announcement type: SYSTEM needs MASTER_DATA, TENANT needs TENANT_MASTER. */
function manageController(type: AnnouncementType, module: string) {
  const label = type === 'SYSTEM' ? 'system' : 'tenant';

  @ApiTags('announcements')
  @Controller(`announcements/${type}`)
  class ManageAnnouncementsController {
    constructor(readonly announcements: AnnouncementsService) {}

    @Get()
    @RequirePermission(module, 'VIEW')
    @ApiOperation({ summary: `List ${label} announcements`, operationId: `list${type}Announcements` })
    @ApiOkResponse({ type: [AnnouncementDto] })
    list(@Query() query: Record<string, unknown>): Promise<Page<AnnouncementDto>> {
      return this.announcements.list(type, query);
    }

    @Post()
    @RequirePermission(module, 'CREATE')
    @ApiOperation({ summary: `Add a ${label} announcement`, operationId: `create${type}Announcement` })
    @ApiOkResponse({ type: AnnouncementDto })
    @ApiBadRequestResponse({ description: 'Must be before end date; required fields' })
    create(@Body() body: AnnouncementInputDto): Promise<AnnouncementDto> {
      return this.announcements.create(type, body);
    }

    @Get(':id')
    @RequirePermission(module, 'VIEW')
    @ApiOperation({ summary: `One ${label} announcement`, operationId: `get${type}Announcement` })
    @ApiOkResponse({ type: AnnouncementDto })
    @ApiNotFoundResponse()
    get(@Param('id', uuid) id: string): Promise<AnnouncementDto> {
      return this.announcements.get(type, id);
    }

    @Put(':id')
    @RequirePermission(module, 'UPDATE')
    @ApiOperation({ summary: `Change a ${label} announcement`, operationId: `update${type}Announcement` })
    @ApiOkResponse({ type: AnnouncementDto })
    @ApiBadRequestResponse({ description: 'Must be before end date; required fields' })
    @ApiNotFoundResponse()
    update(@Param('id', uuid) id: string, @Body() body: AnnouncementInputDto): Promise<AnnouncementDto> {
      return this.announcements.update(type, id, body);
    }

    @Delete(':id')
    @RequirePermission(module, 'DELETE')
    @HttpCode(204)
    @ApiOperation({ summary: `Delete a ${label} announcement`, operationId: `delete${type}Announcement` })
    @ApiNoContentResponse()
    @ApiNotFoundResponse()
    remove(@Param('id', uuid) id: string): Promise<void> {
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
