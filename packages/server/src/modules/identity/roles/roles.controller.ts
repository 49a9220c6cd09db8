import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../../core/access/decorators';
import { RequestContext } from '../../../core/context/request-context';
import type { Page } from '../../../core/http/list-query';
import { ListEndpoint } from '../../../core/http/list';
import { IdParam } from '../../../core/http/id-param';
import { CreateRoleDto, PermissionEntryDto, RoleDto, RoleWithPermissionsDto, UpdateRoleDto, UpdateRolePermissionsDto } from './roles.dto';
import { PERMISSION_ENTRY_LIST, ROLE_LIST, RolesService } from './roles.service';

const actor = () => RequestContext.require().user!;

@ApiTags('roles')
@Controller('roles')
export class RolesController {
  constructor(private readonly roles: RolesService) {}

  @Get()
  @RequirePermission('ROLES_PERMISSIONS', 'VIEW')
  @ApiOperation({ summary: 'Roles of the tenant and the system roles (q and system filters)' })
  @ListEndpoint(ROLE_LIST, RoleDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<RoleDto>> {
    return this.roles.list(query);
  }

  @Put('permissions')
  @RequirePermission('ROLES_PERMISSIONS', 'UPDATE')
  @ApiOperation({
    summary:
      'Change some permissions of a role: roleId and the changed entries. Turning VIEW off clears the other flags; another flag needs VIEW on',
  })
  @ApiOkResponse({ type: [PermissionEntryDto] })
  updatePermissions(@Body() dto: UpdateRolePermissionsDto): Promise<PermissionEntryDto[]> {
    return this.roles.updatePermissions(dto, actor());
  }

  @Post()
  @RequirePermission('ROLES_PERMISSIONS', 'CREATE')
  @ApiOperation({ summary: 'Create a tenant role, optionally with initial permissions' })
  @ApiCreatedResponse({ type: RoleWithPermissionsDto })
  create(@Body() dto: CreateRoleDto): Promise<RoleWithPermissionsDto> {
    return this.roles.create(dto, actor());
  }

  @Get(':id')
  @RequirePermission('ROLES_PERMISSIONS', 'VIEW')
  @ApiOperation({ summary: 'One role' })
  @ApiOkResponse({ type: RoleDto })
  get(@IdParam() id: string): Promise<RoleDto> {
    return this.roles.get(id);
  }

  @Get(':id/permissions')
  @RequirePermission('ROLES_PERMISSIONS', 'VIEW')
  @ApiOperation({ summary: 'Every module of the catalogue with the flags this role holds' })
  @ListEndpoint(PERMISSION_ENTRY_LIST, PermissionEntryDto)
  @ApiNotFoundResponse()
  permissions(@IdParam() id: string, @Query() query: Record<string, unknown>): Promise<Page<PermissionEntryDto>> {
    return this.roles.permissionList(id, query);
  }

  @Put(':id')
  @RequirePermission('ROLES_PERMISSIONS', 'UPDATE')
  @ApiOperation({ summary: 'Rename a role or change its description' })
  @ApiOkResponse({ type: RoleDto })
  update(@IdParam() id: string, @Body() dto: UpdateRoleDto): Promise<RoleDto> {
    return this.roles.update(id, dto, actor());
  }
}
