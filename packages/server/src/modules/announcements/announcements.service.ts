import { ANNOUNCEMENT_MESSAGES, isIsoDay, MAX_PAGE_SIZE, PEOPLE_MESSAGES } from '@clearline/shared';
import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager, Repository } from 'typeorm';
import { RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, GIVEN_ORDER, pageInMemory, pageOf, parseList } from '../../core/http/list';
import { unknownRoleNames } from '../identity';
import { SettingsService } from '../settings';
import type { AnnouncementDto, AnnouncementInputDto, PreLoginAnnouncementDto } from './announcements.dto';
import { AnnouncementDismissal, type AnnouncementType, SystemAnnouncement, TenantAnnouncement } from './announcement.entity';

type AnyAnnouncement = SystemAnnouncement | TenantAnnouncement;

/** Roles that may still sign in while a system announcement stops logins (so someone can lift it). */
export const LOGIN_STOP_EXEMPT_ROLES = ['SUPER_ADMIN'];

/** GET /announcements/{SYSTEM|TENANT} */
export const ANNOUNCEMENT_LIST = defineList({
  resource: 'announcements',
  sortable: Object.fromEntries(
    ['id', 'announcementTitle', 'announcementStartDate', 'announcementEndDate', 'isActive', 'updatedAt'].map((f) => [f, `a.${f}`]),
  ),
  defaultSort: { field: 'announcementStartDate', direction: 'DESC' },
  id: 'a.id',
  quickFilter: ['a.announcementTitle', 'a.announcementText'],
  filters: { isActive: { type: 'boolean', column: 'a.isActive' } },
});

/** GET /announcements/active/users/me: system announcements first, then the tenant's, each newest first */
export const ACTIVE_ANNOUNCEMENT_LIST = defineList({
  resource: 'announcements',
  sortable: { position: GIVEN_ORDER, announcementStartDate: 'announcementStartDate', announcementTitle: 'announcementTitle' },
  defaultSort: { field: 'position', direction: 'ASC' },
  quickFilter: ['announcementTitle', 'announcementText'],
  filters: { type: { type: 'enum', column: 'type', values: ['SYSTEM', 'TENANT'] } },
  defaultSize: MAX_PAGE_SIZE,
});

/** GET /announcements/active/pre-login: login-stopping announcements first, then newest first */
export const PRE_LOGIN_ANNOUNCEMENT_LIST = defineList({
  resource: 'announcements',
  sortable: { position: GIVEN_ORDER, announcementStartDate: 'announcementStartDate', announcementTitle: 'announcementTitle' },
  defaultSort: { field: 'position', direction: 'ASC' },
  quickFilter: ['announcementTitle', 'announcementText'],
  defaultSize: MAX_PAGE_SIZE,
});

/** YYYY-MM-DD of an ISO date or date-time; a real calendar day or a 400 naming the field. */
function day(value: string, label: string): string {
  const d = value.slice(0, 10);
  if (!isIsoDay(d)) throw new BadRequestException(PEOPLE_MESSAGES.datePart(label));
  return d;
}

/**
 * Announcement rules of spec 03 §4/§5, pure: start not after end, showBeforeLogin clears the
 * recipient roles, turning it off resets stopUserLogin, TENANT announcements have neither flag.
 */
export function normaliseAnnouncement(type: AnnouncementType, input: AnnouncementInputDto) {
  const start = day(input.announcementStartDate, 'Announcement Start Date');
  const end = day(input.announcementEndDate, 'Announcement End Date');
  if (start > end) throw new BadRequestException(ANNOUNCEMENT_MESSAGES.startAfterEnd);
  if (type === 'TENANT' && (input.showBeforeLogin || input.stopUserLogin))
    throw new BadRequestException(ANNOUNCEMENT_MESSAGES.systemOnlyFlags);
  const showBeforeLogin = type === 'SYSTEM' ? input.showBeforeLogin === true : false;
  const roles = [...new Set((input.visibilityAllowedRoles ?? []).map((r) => r.trim()).filter(Boolean))];
  return {
    announcementTitle: input.announcementTitle.trim(),
    announcementText: input.announcementText,
    announcementStartDate: start,
    announcementEndDate: end,
    isActive: input.isActive ?? true,
    visibilityAllowedRoles: showBeforeLogin ? [] : roles,
    ...(type === 'SYSTEM' ? { showBeforeLogin, stopUserLogin: showBeforeLogin ? input.stopUserLogin === true : false } : {}),
  };
}

/**
 * SQL condition (alias a) of an announcement running on `today` (an SQL date): for a signed-in user the day of the
 * tenant they act in, bound as :today; before sign-in (no tenant yet) the server's day.
 */
const activeOn = (today: string) => `a.is_active AND a.announcement_start_date <= ${today} AND a.announcement_end_date >= ${today}`;

/** System and tenant announcements: management, the signed-in user's banner, the login page and the login stop. */
@Injectable()
export class AnnouncementsService {
  constructor(
    private readonly db: TenantDb,
    private readonly settings: SettingsService,
  ) {}

  private repo(type: AnnouncementType): Repository<AnyAnnouncement> {
    return this.db.repo(type === 'SYSTEM' ? SystemAnnouncement : TenantAnnouncement) as Repository<AnyAnnouncement>;
  }

  list(type: AnnouncementType, query: Record<string, unknown>): Promise<Page<AnnouncementDto>> {
    const q = parseList(ANNOUNCEMENT_LIST, query);
    return pageOf(this.repo(type).createQueryBuilder('a'), ANNOUNCEMENT_LIST, q, (rows) => rows.map((r) => toDto(type, r)));
  }

  async get(type: AnnouncementType, id: string): Promise<AnnouncementDto> {
    return toDto(type, await this.find(type, id));
  }

  async create(type: AnnouncementType, input: AnnouncementInputDto): Promise<AnnouncementDto> {
    const repo = this.repo(type);
    const values = normaliseAnnouncement(type, input);
    await this.checkRoles(values.visibilityAllowedRoles);
    return toDto(type, await repo.save(repo.create(values)));
  }

  async update(type: AnnouncementType, id: string, input: AnnouncementInputDto): Promise<AnnouncementDto> {
    const row = await this.find(type, id);
    const values = normaliseAnnouncement(type, input);
    await this.checkRoles(values.visibilityAllowedRoles);
    Object.assign(row, values);
    return toDto(type, await this.repo(type).save(row));
  }

  /** Recipient roles are names of roles the caller's tenant knows (its own and the system roles); others answer 400. */
  private async checkRoles(names: string[]): Promise<void> {
    const unknown = await unknownRoleNames(this.db.em(), names);
    if (unknown.length) throw new BadRequestException(ANNOUNCEMENT_MESSAGES.unknownRoles(unknown));
  }

  async remove(type: AnnouncementType, id: string): Promise<void> {
    await this.repo(type).remove(await this.find(type, id));
  }

  /** Active announcements for the signed-in user (system, then tenant), by role, without the ones they dismissed. */
  async activeForMe(query: Record<string, unknown>): Promise<Page<AnnouncementDto>> {
    const q = parseList(ACTIVE_ANNOUNCEMENT_LIST, query);
    const ctx = RequestContext.require();
    const user = ctx.user!;
    const em = this.db.em();
    const where = (type: AnnouncementType) =>
      `${activeOn(':today::date')} AND (cardinality(a.visibility_allowed_roles) = 0 OR a.visibility_allowed_roles && :roles::text[])
       AND NOT EXISTS (SELECT 1 FROM announcement_dismissal d
                        WHERE d.user_id = :me AND d.announcement_type = '${type}' AND d.announcement_id = a.id)`;
    const params = { roles: user.roles, me: user.id, today: await this.settings.tenantToday() };
    const system = await em
      .getRepository(SystemAnnouncement)
      .createQueryBuilder('a')
      .where(where('SYSTEM'), params)
      .orderBy('a.announcement_start_date', 'DESC')
      .getMany();
    const tenant = ctx.tenantId
      ? await em
          .getRepository(TenantAnnouncement)
          .createQueryBuilder('a')
          .where(where('TENANT'), params)
          .orderBy('a.announcement_start_date', 'DESC')
          .getMany()
      : [];
    return pageInMemory(ACTIVE_ANNOUNCEMENT_LIST, q, [...system.map((a) => toDto('SYSTEM', a)), ...tenant.map((a) => toDto('TENANT', a))]);
  }

  /** Active system announcements flagged to show before login (no roles, no tenant). */
  async activePreLogin(query: Record<string, unknown>): Promise<Page<PreLoginAnnouncementDto>> {
    const q = parseList(PRE_LOGIN_ANNOUNCEMENT_LIST, query);
    const rows: SystemAnnouncement[] = await this.manager()
      .getRepository(SystemAnnouncement)
      .createQueryBuilder('a')
      .where(`${activeOn('current_date')} AND a.show_before_login`)
      .orderBy('a.stop_user_login', 'DESC')
      .addOrderBy('a.announcement_start_date', 'DESC')
      .getMany();
    const items = rows.map((a) => ({
      id: a.id,
      announcementTitle: a.announcementTitle,
      announcementText: a.announcementText,
      announcementStartDate: a.announcementStartDate,
      announcementEndDate: a.announcementEndDate,
      stopUserLogin: a.stopUserLogin,
    }));
    return pageInMemory(PRE_LOGIN_ANNOUNCEMENT_LIST, q, items);
  }

  /**
   * Whether an active system announcement stops logins right now. The login calls it before checking
   * the password and answers 403 with `message` when stopped; `roles` (when known) exempts SUPER_ADMIN.
   * Works with or without a request context.
   */
  async isLoginStopped(roles: string[] = []): Promise<{ stopped: boolean; message?: string; announcementTitle?: string }> {
    if (roles.some((r) => LOGIN_STOP_EXEMPT_ROLES.includes(r))) return { stopped: false };
    const [row]: Array<{ announcement_title: string }> = await this.manager().query(
      `SELECT a.announcement_title FROM system_announcement a WHERE ${activeOn('current_date')} AND a.show_before_login AND a.stop_user_login
        ORDER BY a.announcement_start_date DESC LIMIT 1`,
    );
    return row
      ? { stopped: true, message: ANNOUNCEMENT_MESSAGES.loginStopped, announcementTitle: row.announcement_title }
      : { stopped: false };
  }

  /** Hides an announcement from the signed-in user's banner (idempotent). */
  async dismiss(type: AnnouncementType, id: string): Promise<void> {
    const user = RequestContext.require().user!;
    await this.find(type, id);
    const repo = this.db.repo(AnnouncementDismissal);
    const existing = await repo.findOne({ where: { userId: user.id, announcementType: type, announcementId: id } });
    if (!existing) await repo.save(repo.create({ userId: user.id, announcementType: type, announcementId: id }));
  }

  private manager(): EntityManager {
    return RequestContext.current()?.manager ?? this.db.dataSource.manager;
  }

  private async find(type: AnnouncementType, id: string): Promise<AnyAnnouncement> {
    const what = type === 'SYSTEM' ? 'System Announcement' : 'Tenant Announcement';
    return this.db.findOr404<AnyAnnouncement>(type === 'SYSTEM' ? SystemAnnouncement : TenantAnnouncement, id, what);
  }
}

function toDto(type: AnnouncementType, a: AnyAnnouncement): AnnouncementDto {
  return {
    id: a.id,
    type,
    announcementTitle: a.announcementTitle,
    announcementText: a.announcementText,
    announcementStartDate: a.announcementStartDate,
    announcementEndDate: a.announcementEndDate,
    isActive: a.isActive,
    ...(a instanceof SystemAnnouncement ? { showBeforeLogin: a.showBeforeLogin, stopUserLogin: a.stopUserLogin } : {}),
    visibilityAllowedRoles: a.visibilityAllowedRoles,
    updatedAt: a.updatedAt.toISOString(),
  };
}
