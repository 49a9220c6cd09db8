import { BadRequestException, ConflictException, ForbiddenException, Injectable, Optional } from '@nestjs/common';
import { type EntityManager, QueryFailedError } from 'typeorm';
import { MAX_PAGE_SIZE, PASSWORD_MESSAGES, USER_MESSAGES, type UserAction, USER_STATUS_VALUES } from '@clearline/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { type AuthUser, RequestContext } from '../../../core/context/request-context';
import { TenantDb } from '../../../core/database/tenant-db';
import type { Page } from '../../../core/http/list-query';
import { defineList, pageInMemory, pageOf, parseList } from '../../../core/http/list';
import { impersonationStateOf } from '../auth/auth.dto';
import { DeviceService } from '../auth/device.service';
import { TeamMembership } from '../auth/login-gate';
import { IdentitySettings } from '../identity-settings';
import { PasswordResetService } from '../passwords/password-reset.service';
import { PasswordService } from '../passwords/password.service';
import { Role } from '../roles/role.entity';
import { RolesService } from '../roles/roles.service';
import type { MyRoleDto } from '../roles/roles.dto';
import { SessionService } from '../sessions/session.service';
import { tenantFacts } from '../tenant-facts';
import { UserRole } from './user-role.entity';
import { AppUser, statusOf } from './user.entity';
import type { CreateUserDto, MeDto, RoleRefDto, UpdateMeDto, UpdateUserDto, UserDto } from './users.dto';

const DAY = 24 * 3600 * 1000;

const isUsernameConflict = (e: unknown): boolean =>
  e instanceof QueryFailedError && (e.driverError as { constraint?: string }).constraint === 'app_user_username_uq';
/** GET /users/role-options and GET /users/me/roles: every role by label unless a page is asked for */
export const ROLE_OPTION_LIST = defineList({
  resource: 'roles',
  sortable: { prettyName: 'prettyName', name: 'name' },
  defaultSort: { field: 'prettyName', direction: 'ASC' },
  quickFilter: ['name', 'prettyName'],
  defaultSize: MAX_PAGE_SIZE,
});
export const MY_ROLE_LIST = ROLE_OPTION_LIST;

const LOCKED_SQL = '(u.locked AND (u.lockedUntil IS NULL OR u.lockedUntil > now()))';

/** GET /users */
export const USER_LIST = defineList({
  resource: 'users',
  sortable: Object.fromEntries(
    ['username', 'email', 'firstName', 'lastName', 'lastLoginAt', 'createdAt', 'updatedAt'].map((f) => [f, `u.${f}`]),
  ),
  defaultSort: { field: 'username', direction: 'ASC' },
  id: 'u.id',
  nullsLast: true,
  quickFilter: ['u.username', 'u.email', 'u.firstName', 'u.lastName', "concat_ws(' ', u.firstName, u.lastName)"],
  filters: {
    status: {
      type: 'enum',
      values: USER_STATUS_VALUES,
      condition: (p) => `(CASE WHEN NOT u.enabled THEN 'DISABLED' WHEN ${LOCKED_SQL} THEN 'LOCKED' ELSE 'ACTIVE' END) = ${p}`,
    },
    roleId: { type: 'uuid', condition: (p) => `EXISTS (SELECT 1 FROM user_role ur WHERE ur.user_id = u.id AND ur.role_id = ${p})` },
    enabled: { type: 'boolean', column: 'u.enabled' },
    locked: { type: 'boolean', condition: (p) => `${LOCKED_SQL} = ${p}` },
  },
});

/**
 * User administration in the current tenant (lock, unlock, disable, enable, delete, welcome e-mail)
 * and the signed-in user's own account. Locking, disabling or deleting ends the user's sessions. Only
 * someone holding every permission a user holds may act on that user (RolesService.assertMayManage).
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly db: TenantDb,
    private readonly roles: RolesService,
    private readonly passwords: PasswordService,
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionService,
    private readonly devices: DeviceService,
    private readonly settings: IdentitySettings,
    private readonly audit: AuditService,
    @Optional() private readonly teams?: TeamMembership,
  ) {}

  private actor(): AuthUser {
    return RequestContext.require().user!;
  }

  async list(query: Record<string, unknown>): Promise<Page<UserDto>> {
    const list = parseList(USER_LIST, query);
    return pageOf(this.db.repo(AppUser).createQueryBuilder('u'), USER_LIST, list, async (users) => {
      const roles = await this.roleRefs(
        this.db.em(),
        users.map((u) => u.id),
      );
      return users.map((u) => toDto(u, roles.get(u.id) ?? []));
    });
  }

  private async roleRefs(em: EntityManager, userIds: string[]): Promise<Map<string, RoleRefDto[]>> {
    const out = new Map<string, RoleRefDto[]>();
    if (!userIds.length) return out;
    const rows = (await em.query(
      `SELECT ur.user_id, r.id, r.name, r.pretty_name FROM user_role ur JOIN role r ON r.id = ur.role_id
        WHERE ur.user_id = ANY($1::uuid[]) ORDER BY r.pretty_name`,
      [userIds],
    )) as Array<{ user_id: string; id: string; name: string; pretty_name: string }>;
    for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), { id: r.id, name: r.name, prettyName: r.pretty_name }]);
    return out;
  }

  async get(id: string): Promise<UserDto> {
    const user = await this.db.findOr404(AppUser, id, 'User');
    return this.dtoOf(this.db.em(), user);
  }

  private async dtoOf(em: EntityManager, user: AppUser): Promise<UserDto> {
    return toDto(user, (await this.roleRefs(em, [user.id])).get(user.id) ?? []);
  }

  async create(dto: CreateUserDto): Promise<UserDto> {
    const em = this.db.em();
    const actor = this.actor();
    await this.roles.assertAssignable(em, dto.roleIds, actor);
    await this.assertUsernameFree(em, dto.username);
    const repo = em.getRepository(AppUser);
    const user = repo.create({
      username: dto.username,
      email: dto.email,
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      phone: dto.phone ?? null,
      enabled: true,
      locked: false,
      lockedUntil: null,
      passwordHash: null,
      passwordHistory: [],
      mustChangePassword: false,
      passwordChangedAt: null,
      failedAttempts: 0,
      firstFailedAt: null,
      lastLoginAt: null,
    });
    if (dto.temporaryPassword !== undefined) await this.setTemporaryPassword(user, dto.temporaryPassword);
    const saved = await repo.save(user).catch((e: unknown) => {
      // taken meanwhile (the unique index): the same answer as the check above
      throw isUsernameConflict(e) ? new ConflictException(USER_MESSAGES.usernameTaken) : e;
    });
    for (const roleId of new Set(dto.roleIds))
      await em.getRepository(UserRole).save(em.getRepository(UserRole).create({ userId: saved.id, roleId }));
    const fresh = await repo.findOneByOrFail({ id: saved.id });
    if (dto.sendWelcomeEmail ?? dto.temporaryPassword === undefined) await this.resets.sendWelcome(em, fresh);
    return this.dtoOf(em, fresh);
  }

  /**
   * Usernames are unique across tenants (sign-in has no tenant field). A name taken in this tenant and
   * one taken in another get the same 409 and message from the same single query, so the answer never
   * tells which (docs/security.md).
   */
  private async assertUsernameFree(em: EntityManager, username: string): Promise<void> {
    const rows = (await em.query('SELECT 1 FROM auth_find_user($1)', [username])) as unknown[];
    if (rows.length) throw new ConflictException(USER_MESSAGES.usernameTaken);
  }

  private async setTemporaryPassword(user: AppUser, password: string): Promise<void> {
    const errors = this.passwords.ruleErrors(password, user.username);
    if (errors.length) throw new BadRequestException(errors.join('; '));
    user.passwordHistory = [user.passwordHash, ...(user.passwordHistory ?? [])].filter((h): h is string => !!h).slice(0, 4);
    user.passwordHash = await this.passwords.hash(password);
    user.mustChangePassword = true;
    user.passwordChangedAt = new Date();
  }

  async update(id: string, dto: UpdateUserDto): Promise<UserDto> {
    const em = this.db.em();
    const actor = this.actor();
    const user = await this.db.findOr404(AppUser, id, 'User');
    await this.roles.assertMayManage(em, user, actor, 'change');
    if (dto.email !== undefined) user.email = dto.email;
    if (dto.firstName !== undefined) user.firstName = dto.firstName;
    if (dto.lastName !== undefined) user.lastName = dto.lastName;
    if (dto.phone !== undefined) user.phone = dto.phone;
    if (dto.temporaryPassword !== undefined) await this.setTemporaryPassword(user, dto.temporaryPassword);
    await em.getRepository(AppUser).save(user);
    if (dto.roleIds) await this.setRoles(em, user, dto.roleIds, actor);
    if (dto.temporaryPassword !== undefined) {
      await this.sessions.endAllForUser(user.id);
      await this.devices.revokeAll(user.id);
    }
    return this.dtoOf(em, await em.getRepository(AppUser).findOneByOrFail({ id }));
  }

  /** Replaces a user's roles; roles being added must grant nothing beyond the actor's own permissions. */
  private async setRoles(em: EntityManager, user: AppUser, roleIds: string[], actor: AuthUser): Promise<void> {
    const repo = em.getRepository(UserRole);
    const current = await repo.find({ where: { userId: user.id } });
    const wanted = new Set(roleIds);
    const added = [...wanted].filter((r) => !current.some((c) => c.roleId === r));
    await this.roles.assertAssignable(em, added, actor);
    const removed = current.filter((c) => !wanted.has(c.roleId));
    if (removed.length) await repo.remove(removed);
    for (const roleId of added) await repo.save(repo.create({ userId: user.id, roleId }));
    if (added.length || removed.length) await this.sessions.bumpPermissionEpoch();
  }

  async remove(id: string): Promise<void> {
    const user = await this.db.findOr404(AppUser, id, 'User');
    this.refuseSelf(user, 'delete');
    await this.roles.assertMayManage(this.db.em(), user, this.actor(), 'delete');
    await this.db.repo(AppUser).softRemove(user);
    await this.endAccess(user.id);
  }

  async act(id: string, action: UserAction): Promise<UserDto> {
    const user = await this.db.findOr404(AppUser, id, 'User');
    if (action === 'lock' || action === 'disable') this.refuseSelf(user, action);
    await this.roles.assertMayManage(this.db.em(), user, this.actor(), action);
    switch (action) {
      case 'lock':
        user.locked = true;
        user.lockedUntil = null;
        break;
      case 'unlock':
        user.locked = false;
        user.lockedUntil = null;
        user.failedAttempts = 0;
        user.firstFailedAt = null;
        break;
      case 'disable':
        user.enabled = false;
        break;
      case 'enable':
        user.enabled = true;
        break;
    }
    await this.db.repo(AppUser).save(user);
    await this.audit.write(this.db.em(), {
      eventType: 'ACTION',
      action: `USER_${action.toUpperCase()}`,
      objectTable: 'app_user',
      objectId: user.id,
    });
    if (action === 'lock' || action === 'disable') await this.endAccess(user.id);
    return this.dtoOf(this.db.em(), user);
  }

  /**
   * Disables a person's account when their employment ends (an accepted termination): the account is
   * disabled and every session and remembered device ends, as an administrator's disable does. The
   * caller's permission to terminate the person is the authority; an account already disabled stays so.
   */
  async disableOnTermination(userId: string): Promise<void> {
    const user = await this.db.repo(AppUser).findOneBy({ id: userId });
    if (!user) return;
    if (user.enabled) {
      user.enabled = false;
      await this.db.repo(AppUser).save(user);
      await this.audit.write(this.db.em(), { eventType: 'ACTION', action: 'USER_DISABLE', objectTable: 'app_user', objectId: user.id });
    }
    await this.endAccess(user.id);
  }

  async sendWelcome(id: string): Promise<UserDto> {
    const user = await this.db.findOr404(AppUser, id, 'User');
    await this.roles.assertMayManage(this.db.em(), user, this.actor(), 'send the welcome e-mail to');
    if (!user.enabled) throw new BadRequestException(USER_MESSAGES.welcomeUserDisabled);
    await this.resets.sendWelcome(this.db.em(), user);
    return this.dtoOf(this.db.em(), user);
  }

  private refuseSelf(user: AppUser, action: string): void {
    if (user.id === this.actor().id) throw new ForbiddenException(USER_MESSAGES.cannotActOnSelf.replace('{action}', action));
  }

  private async endAccess(userId: string): Promise<void> {
    await this.sessions.endAllForUser(userId);
    await this.devices.revokeAll(userId);
  }

  // ---- the signed-in user (read in the home tenant, also while impersonating) ----

  private home<T>(fn: (em: EntityManager, me: AppUser, actor: AuthUser) => Promise<T>): Promise<T> {
    const actor = this.actor();
    return this.db.withTenant(actor.homeTenantId, async (em) => {
      const me = await em.getRepository(AppUser).findOneByOrFail({ id: actor.id });
      return fn(em, me, actor);
    });
  }

  me(): Promise<MeDto> {
    return this.home(async (em, me, actor) => this.meDto(em, me, actor));
  }

  private async meDto(em: EntityManager, me: AppUser, actor: AuthUser): Promise<MeDto> {
    const tenant = await tenantFacts(em, me.tenantId);
    const days = await this.settings.passwordExpiryDays();
    const timeZone = await this.settings.timeZone(actor.impersonating?.tenantId ?? actor.homeTenantId);
    return {
      ...(await this.dtoOf(em, me)),
      timeZone,
      tenantName: tenant?.name ?? '',
      tenantType: tenant?.tenantType ?? '',
      impersonating: impersonationStateOf(actor.impersonating),
      passwordExpiresAt: me.passwordChangedAt && days > 0 ? new Date(me.passwordChangedAt.getTime() + days * DAY) : null,
    };
  }

  updateMe(dto: UpdateMeDto): Promise<MeDto> {
    return this.home(async (em, me, actor) => {
      const sensitive = (dto.email !== undefined && dto.email.toLowerCase() !== me.email.toLowerCase()) || dto.newPassword !== undefined;
      if (sensitive) {
        if (!dto.currentPassword) throw new BadRequestException(USER_MESSAGES.currentPasswordRequired);
        if (!(await this.passwords.verify(me.passwordHash, dto.currentPassword)))
          throw new BadRequestException(PASSWORD_MESSAGES.currentWrong);
      }
      if (dto.email !== undefined) me.email = dto.email;
      if (dto.firstName !== undefined) me.firstName = dto.firstName;
      if (dto.lastName !== undefined) me.lastName = dto.lastName;
      if (dto.phone !== undefined) me.phone = dto.phone;
      await em.getRepository(AppUser).save(me);
      if (dto.newPassword !== undefined) await this.resets.setPassword(em, me, dto.newPassword, 'MY_ACCOUNT', actor.sessionId);
      else if (dto.forgetDevices) await this.devices.revokeAll(me.id);
      return this.meDto(em, await em.getRepository(AppUser).findOneByOrFail({ id: me.id }), actor);
    });
  }

  /** GET /users/me/roles: every role of mine by label unless a page is asked for */
  async myRoles(query: Record<string, unknown>): Promise<Page<MyRoleDto>> {
    const q = parseList(MY_ROLE_LIST, query);
    return pageInMemory(MY_ROLE_LIST, q, await this.home((em, me) => this.roles.rolesOfUser(em, me.id)));
  }

  async isTeamMember(): Promise<boolean> {
    const actor = this.actor();
    return this.teams ? this.teams.isMember(actor.id, actor.homeTenantId) : false;
  }

  /** Roles the actor may pick when editing users: visible to the tenant and granting nothing the actor lacks. */
  async roleOptions(query: Record<string, unknown>): Promise<Page<RoleRefDto>> {
    const q = parseList(ROLE_OPTION_LIST, query);
    const em = this.db.em();
    const actor = this.actor();
    const roles = await em.getRepository(Role).find({ relations: { permissions: true }, order: { prettyName: 'ASC' } });
    const options = roles
      .filter((r) =>
        (r.permissions ?? []).every((p) =>
          (['canView', 'ui', 'canCreate', 'canUpdate', 'canDelete'] as const).every((f) => !p[f] || actor.permissions[p.module]?.[f]),
        ),
      )
      .map((r) => ({ id: r.id, name: r.name, prettyName: r.prettyName }));
    return pageInMemory(ROLE_OPTION_LIST, q, options);
  }
}

export function toDto(u: AppUser, roles: RoleRefDto[]): UserDto {
  return {
    id: u.id,
    tenantId: u.tenantId,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    enabled: u.enabled,
    locked: u.locked && (u.lockedUntil === null || u.lockedUntil.getTime() > Date.now()),
    lockedUntil: u.lockedUntil,
    status: statusOf(u),
    mustChangePassword: u.mustChangePassword,
    passwordChangedAt: u.passwordChangedAt,
    lastLoginAt: u.lastLoginAt,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
    roleIds: roles.map((r) => r.id),
    roles,
  };
}
