import { BadRequestException, ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  allModules,
  applyPermissionChange,
  FLAG_LABELS,
  moduleByName,
  NO_FLAGS,
  PERMISSION_FLAGS,
  ROLE_NAMES,
  MAX_PAGE_SIZE,
  USER_MESSAGES,
  type ModuleDefinition,
  type PermissionFlags,
} from '@clearline/shared';
import { AuditService } from '../../../core/audit/audit.service';
import type { AuthUser } from '../../../core/context/request-context';
import { TenantDb } from '../../../core/database/tenant-db';
import type { Page } from '../../../core/http/list-query';
import { defineList, GIVEN_ORDER, pageInMemory, pageOf, parseList } from '../../../core/http/list';
import { SessionService } from '../sessions/session.service';
import { firstUnheld, holds } from '../../../core/access/grants';
import { grantsOfUser } from './role-grants';
import { RolePermission } from './role-permission.entity';
import { Role } from './role.entity';
import type {
  CreateRoleDto,
  ModuleDto,
  MyRoleDto,
  PermissionChangeDto,
  PermissionEntryDto,
  RoleDto,
  RoleWithPermissionsDto,
  UpdateRoleDto,
  UpdateRolePermissionsDto,
} from './roles.dto';

export const moduleDto = (m: ModuleDefinition): ModuleDto => ({
  id: m.name,
  name: m.name,
  prettyName: m.prettyName,
  description: m.description,
  parentId: m.parent,
  group: m.group,
});

const flagsOf = (p: PermissionFlags): PermissionFlags => ({
  canView: p.canView,
  ui: p.ui,
  canCreate: p.canCreate,
  canUpdate: p.canUpdate,
  canDelete: p.canDelete,
});

/** The actor may act on system roles: a user of the SYSTEM tenant, not impersonating. */
export const isSystemActor = (u: AuthUser): boolean => u.homeTenantType === 'SYSTEM' && !u.impersonating;

/** GET /roles: every role by default (the list is short and feeds role choices), q on the name and label. */
export const ROLE_LIST = defineList({
  resource: 'roles',
  sortable: { name: 'r.name', prettyName: 'r.prettyName', createdAt: 'r.createdAt' },
  defaultSort: { field: 'prettyName', direction: 'ASC' },
  id: 'r.id',
  quickFilter: ['r.name', 'r.prettyName'],
  filters: {
    system: {
      type: 'boolean',
      condition: (p) => `(r.tenantId IS NULL) = ${p}`,
      description: "true: system roles only; false: the tenant's own",
    },
  },
  defaultSize: MAX_PAGE_SIZE,
});

/** GET /roles/{id}/permissions: the module catalogue (position: its order) with the role's flags */
export const PERMISSION_ENTRY_LIST = defineList({
  resource: 'permissions',
  sortable: { position: GIVEN_ORDER, module: 'module.name', group: ['module.group', 'module.name'] },
  defaultSort: { field: 'position', direction: 'ASC' },
  id: 'module.id',
  quickFilter: ['module.name', 'module.prettyName'],
  filters: { group: { type: 'string', column: 'module.group' }, canView: { type: 'boolean', column: 'canView' } },
  defaultSize: MAX_PAGE_SIZE,
});

/**
 * Roles and their module permissions. System roles (tenant_id null) are shared by every tenant and
 * changed only by system administrators; tenants add their own. Nobody grants, or assigns a role
 * granting, a flag they do not hold themselves. Any change makes every session reload permissions.
 */
@Injectable()
export class RolesService {
  constructor(
    private readonly db: TenantDb,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  async list(query: Record<string, unknown>): Promise<Page<RoleDto>> {
    const list = parseList(ROLE_LIST, query);
    return pageOf(this.db.repo(Role).createQueryBuilder('r'), ROLE_LIST, list, async (roles) => {
      const counts = await this.userCounts(roles.map((r) => r.id));
      return roles.map((r) => this.toDto(r, counts.get(r.id) ?? 0));
    });
  }

  private async userCounts(roleIds: string[]): Promise<Map<string, number>> {
    if (!roleIds.length) return new Map();
    const rows = (await this.db.em().query(
      `SELECT ur.role_id, count(*)::int AS n FROM user_role ur JOIN app_user u ON u.id = ur.user_id AND u.deleted_at IS NULL
        WHERE ur.role_id = ANY($1::uuid[]) GROUP BY ur.role_id`,
      [roleIds],
    )) as Array<{ role_id: string; n: number }>;
    return new Map(rows.map((r) => [r.role_id, r.n]));
  }

  private toDto(r: Role, userCount: number): RoleDto {
    return {
      id: r.id,
      name: r.name,
      prettyName: r.prettyName,
      description: r.description,
      system: r.tenantId === null,
      tenantId: r.tenantId,
      userCount,
    };
  }

  async get(id: string): Promise<RoleDto> {
    const role = await this.db.findOr404(Role, id, 'Role');
    return this.toDto(role, (await this.userCounts([id])).get(id) ?? 0);
  }

  /** Every catalogue module with the role's flags (all false where the role has no row), catalogue order. */
  /** GET /roles/{id}/permissions: every module of the catalogue, in catalogue order unless asked otherwise */
  async permissionList(id: string, query: Record<string, unknown>): Promise<Page<PermissionEntryDto>> {
    const q = parseList(PERMISSION_ENTRY_LIST, query);
    return pageInMemory(PERMISSION_ENTRY_LIST, q, await this.permissions(id));
  }

  async permissions(id: string): Promise<PermissionEntryDto[]> {
    await this.db.findOr404(Role, id, 'Role');
    const rows = await this.db.repo(RolePermission).find({ where: { roleId: id } });
    const byModule = new Map(rows.map((r) => [r.module, r]));
    return allModules().map((m) => ({ module: moduleDto(m), ...flagsOf(byModule.get(m.name) ?? NO_FLAGS) }));
  }

  async create(dto: CreateRoleDto, actor: AuthUser): Promise<RoleWithPermissionsDto> {
    if ((ROLE_NAMES as readonly string[]).includes(dto.name)) throw new ConflictException(USER_MESSAGES.roleNameTaken);
    const em = this.db.em();
    const existing = await em.getRepository(Role).findOne({ where: { name: dto.name } });
    if (existing) throw new ConflictException(USER_MESSAGES.roleNameTaken);
    const role = await em
      .getRepository(Role)
      .save(em.getRepository(Role).create({ name: dto.name, prettyName: dto.prettyName, description: dto.description ?? null }));
    const saved = await em.getRepository(Role).findOneByOrFail({ id: role.id });
    if (dto.permissions?.length) await this.apply(em, saved, dto.permissions, actor);
    await this.sessions.bumpPermissionEpoch();
    return { ...this.toDto(saved, 0), permissions: await this.permissions(saved.id) };
  }

  async update(id: string, dto: UpdateRoleDto, actor: AuthUser): Promise<RoleDto> {
    const role = await this.db.findOr404(Role, id, 'Role');
    this.assertEditable(role, actor);
    if (dto.prettyName !== undefined) role.prettyName = dto.prettyName;
    if (dto.description !== undefined) role.description = dto.description;
    await this.db.repo(Role).save(role);
    await this.sessions.bumpPermissionEpoch();
    return this.get(id);
  }

  async updatePermissions(dto: UpdateRolePermissionsDto, actor: AuthUser): Promise<PermissionEntryDto[]> {
    const role = await this.db.findOr404(Role, dto.roleId, 'Role');
    this.assertEditable(role, actor);
    await this.apply(this.db.em(), role, dto.permissions, actor);
    await this.sessions.bumpPermissionEpoch();
    return this.permissions(role.id);
  }

  private assertEditable(role: Role, actor: AuthUser): void {
    if (role.tenantId === null && !isSystemActor(actor)) throw new ForbiddenException(USER_MESSAGES.systemRoleReadOnly);
  }

  /** Applies changed entries: known module, the VIEW rule, no escalation; audits one PERMISSION_CHANGE. */
  private async apply(em: EntityManager, role: Role, changes: PermissionChangeDto[], actor: AuthUser): Promise<void> {
    const repo = em.getRepository(RolePermission);
    const current = new Map((await repo.find({ where: { roleId: role.id } })).map((r) => [r.module, r]));
    const seen = new Set<string>();
    const diff: Record<string, { before: PermissionFlags; after: PermissionFlags }> = {};
    for (const change of changes) {
      const mod = moduleByName(change.module);
      if (!mod) throw new BadRequestException(USER_MESSAGES.unknownModule.replace('{module}', change.module));
      if (seen.has(mod.name)) throw new BadRequestException(USER_MESSAGES.moduleTwice(mod.name));
      seen.add(mod.name);
      const row = current.get(mod.name);
      const before = flagsOf(row ?? NO_FLAGS);
      const result = applyPermissionChange(mod.prettyName, before, change);
      if ('error' in result) throw new BadRequestException(result.error);
      const after = result.flags;
      for (const f of PERMISSION_FLAGS) {
        if (after[f] && !before[f] && !actor.permissions[mod.name]?.[f]) {
          throw new ForbiddenException(USER_MESSAGES.cannotGrant.replace('{flag}', FLAG_LABELS[f]).replace('{module}', mod.prettyName));
        }
      }
      if (PERMISSION_FLAGS.every((f) => before[f] === after[f])) continue;
      const entity = row ?? repo.create({ roleId: role.id, module: mod.name });
      Object.assign(entity, after);
      await repo.save(entity);
      diff[mod.name] = { before, after };
    }
    if (Object.keys(diff).length) {
      await this.audit.write(em, {
        eventType: 'PERMISSION_CHANGE',
        objectTable: 'role',
        objectId: role.id,
        action: 'UPDATE',
        details: { role: role.name, system: role.tenantId === null, modules: diff },
      });
    }
  }

  /** The roles of a user with the permissions each grants (GET /users/me/roles). */
  async rolesOfUser(em: EntityManager, userId: string): Promise<MyRoleDto[]> {
    const roles = (await em.query(
      `SELECT r.id, r.name, r.pretty_name FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.pretty_name`,
      [userId],
    )) as Array<{ id: string; name: string; pretty_name: string }>;
    if (!roles.length) return [];
    const perms = await em.getRepository(RolePermission).find({ where: roles.map((r) => ({ roleId: r.id })) });
    return roles.map((r) => ({
      id: r.id,
      name: r.name,
      prettyName: r.pretty_name,
      permissions: perms
        .filter((p) => p.roleId === r.id && moduleByName(p.module))
        .map((p) => ({ module: moduleDto(moduleByName(p.module)!), ...flagsOf(p) })),
    }));
  }

  /**
   * Checks that the actor may assign these roles: each exists for the tenant and grants nothing the
   * actor does not hold. Returns the roles.
   */
  async assertAssignable(em: EntityManager, roleIds: string[], actor: AuthUser): Promise<Role[]> {
    const ids = [...new Set(roleIds)];
    if (!ids.length) return [];
    const roles = await em.getRepository(Role).find({ where: ids.map((id) => ({ id })) });
    const missing = ids.filter((id) => !roles.some((r) => r.id === id));
    if (missing.length) throw new BadRequestException(USER_MESSAGES.roleMissing(missing[0]));
    const perms = await em.getRepository(RolePermission).find({ where: ids.map((roleId) => ({ roleId })) });
    for (const p of perms) {
      if (!holds(actor.permissions, p)) {
        const role = roles.find((r) => r.id === p.roleId)!;
        throw new ForbiddenException(USER_MESSAGES.cannotAssignRole.replace('{role}', role.prettyName));
      }
    }
    return roles;
  }

  /**
   * Refuses (403) unless the actor holds every permission the user holds, the rule role assignment
   * follows: nobody changes, locks, unlocks, disables, enables, deletes or e-mails a password link to
   * someone holding rights they lack (which would let them take that account over, or lock its owner out).
   * `action` words the refusal ("change", "lock", "send the welcome e-mail to", ...).
   */
  async assertMayManage(em: EntityManager, user: { id: string; username: string }, actor: AuthUser, action: string): Promise<void> {
    const missing = firstUnheld(actor.permissions, await grantsOfUser(em, user.id));
    if (missing) {
      throw new ForbiddenException(
        USER_MESSAGES.cannotManageUser
          .replace('{action}', action)
          .replace('{user}', user.username)
          .replace('{flag}', missing.flag)
          .replace('{module}', missing.module),
      );
    }
  }
}
