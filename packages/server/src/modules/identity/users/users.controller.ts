import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { USER_ACTIONS, type UserAction, USER_MESSAGES } from '@clearline/shared';
import { RequirePermission } from '../../../core/access/decorators';
import type { Page } from '../../../core/http/list-query';
import { ListEndpoint } from '../../../core/http/list';
import { IdParam } from '../../../core/http/id-param';
import { CreateUserDto, RoleRefDto, UpdateUserDto, UserDto } from './users.dto';
import { ROLE_OPTION_LIST, USER_LIST, UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @RequirePermission('USERS', 'VIEW')
  @ApiOperation({ summary: 'Users of the tenant (q, status, roleId, enabled, locked filters; page/size/sort or range/sort/filter)' })
  @ListEndpoint(USER_LIST, UserDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<UserDto>> {
    return this.users.list(query);
  }

  @Get('role-options')
  @RequirePermission('USERS', 'VIEW')
  @ApiOperation({ summary: 'Roles the signed-in user may assign (granting nothing beyond their own permissions)' })
  @ListEndpoint(ROLE_OPTION_LIST, RoleRefDto)
  roleOptions(@Query() query: Record<string, unknown>): Promise<Page<RoleRefDto>> {
    return this.users.roleOptions(query);
  }

  @Post()
  @RequirePermission('USERS', 'CREATE')
  @ApiOperation({ summary: 'Create a user; sends the welcome e-mail unless a temporary password is given' })
  @ApiCreatedResponse({ type: UserDto })
  create(@Body() dto: CreateUserDto): Promise<UserDto> {
    return this.users.create(dto);
  }

  @Get(':id')
  @RequirePermission('USERS', 'VIEW')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: UserDto })
  get(@IdParam() id: string): Promise<UserDto> {
    return this.users.get(id);
  }

  @Put(':id')
  @RequirePermission('USERS', 'UPDATE')
  @ApiOperation({ summary: 'Update a user (names, e-mail, phone, roles, a new temporary password)' })
  @ApiOkResponse({ type: UserDto })
  update(@IdParam() id: string, @Body() dto: UpdateUserDto): Promise<UserDto> {
    return this.users.update(id, dto);
  }

  @Delete(':id')
  @RequirePermission('USERS', 'DELETE')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a user (ends their sessions; the username becomes free)' })
  @ApiNoContentResponse()
  remove(@IdParam() id: string): Promise<void> {
    return this.users.remove(id);
  }

  @Put(':id/send-email')
  @RequirePermission('USERS', 'UPDATE')
  @ApiOperation({ summary: 'Send the welcome e-mail with a set-password link' })
  @ApiOkResponse({ type: UserDto })
  sendEmail(@IdParam() id: string): Promise<UserDto> {
    return this.users.sendWelcome(id);
  }

  @Put(':id/:action')
  @RequirePermission('USERS', 'UPDATE')
  @ApiOperation({ summary: 'lock, unlock, disable or enable a user (lock and disable end their sessions)' })
  @ApiOkResponse({ type: UserDto })
  act(@IdParam() id: string, @Param('action') action: string): Promise<UserDto> {
    if (!(USER_ACTIONS as readonly string[]).includes(action)) {
      throw new BadRequestException(USER_MESSAGES.unknownAction(action, [...USER_ACTIONS, 'send-email']));
    }
    return this.users.act(id, action as UserAction);
  }
}
