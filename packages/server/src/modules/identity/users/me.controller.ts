import { Body, Controller, Get, Header, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AllowWhileReadOnly, SignedIn } from '../../../core/access/decorators';
import type { Page } from '../../../core/http/list-query';
import { ListEndpoint } from '../../../core/http/list';
import { MyRoleDto } from '../roles/roles.dto';
import { MeDto, UpdateMeDto } from './users.dto';
import { MY_ROLE_LIST, UsersService } from './users.service';

/** The signed-in user's own account. Registered before UsersController so /users/me is not taken for an id. */
@ApiTags('users')
@Controller('users/me')
export class MeController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: MeDto })
  me(): Promise<MeDto> {
    return this.users.me();
  }

  @Put()
  @SignedIn()
  // the account is changed in the user's home tenant, never in a tenant they impersonate
  @AllowWhileReadOnly()
  @ApiOperation({ summary: 'Update my name, phone, e-mail or password (e-mail and password need currentPassword)' })
  @ApiOkResponse({ type: MeDto })
  update(@Body() dto: UpdateMeDto): Promise<MeDto> {
    return this.users.updateMe(dto);
  }

  @Get('roles')
  @SignedIn()
  @ApiOperation({ summary: 'My roles with the module permissions each grants (merge them by module: any grant wins)' })
  @ListEndpoint(MY_ROLE_LIST, MyRoleDto)
  roles(@Query() query: Record<string, unknown>): Promise<Page<MyRoleDto>> {
    return this.users.myRoles(query);
  }

  @Get('is-team-member')
  @SignedIn()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Whether I belong to a team' })
  @ApiOkResponse({ type: Boolean })
  isTeamMember(): Promise<boolean> {
    return this.users.isTeamMember();
  }
}
