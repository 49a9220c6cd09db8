import { randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  hasPermission,
  isIsoDay,
  MAX_PAGE_SIZE,
  PAY_TIERS,
  type PermissionType,
  TENANT_MANAGED_FIELDS,
  TENANT_MESSAGES,
  TENANT_TYPES,
  type TenantStatus,
  API_MESSAGES,
  PEOPLE_MESSAGES,
  TENANT_LABELS,
} from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { config } from '../../core/config/config';
import { RequestContext } from '../../core/context/request-context';
import { isUuid, recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { Page } from '../../core/http/list-query';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { checkVersion } from '../../core/database/entity-helpers';
import { registerTenantFacts, SessionService, type TenantFacts } from '../identity';
import { tenantTodaySql } from '../settings';
import type { UploadedFilePart } from '../../core/storage/upload';
import { checkLogo } from './logo';
import {
  type ConvertTenantDto,
  type CreateTenantDto,
  type MssTenantDto,
  type PocCandidateDto,
  PROFILE_FIELDS,
  type TenantDto,
  type UpdateTenantDto,
} from './tenant.dto';
import { Tenant, TenantLogo } from './tenant.entity';

// sign-in and the user's own account read the tenant's name, type and access state here
registerTenantFacts(async (em, tenantId) => {
  const [tenant] = await em.query<TenantFacts[]>(
    `SELECT name, tenant_type AS "tenantType", tenant_access_state(id) AS state FROM tenant WHERE id = $1`,
    [tenantId],
  );
  return tenant;
});

/**
 * Who sees which tenants:
 * - `system`: TENANT_MANAGEMENT — every tenant, through the audited system scope;
 * - `mss`: MSS_TENANT_MANAGEMENT — the tenants the user's home MSS organization manages (system scope,
 *   narrowed to managing_tenant_id = home tenant);
 * - `own`: TENANT_PROFILE — only the tenant the request acts in, through row-level security.
 */
export type TenantScope = { kind: 'system' } | { kind: 'mss'; home: string } | { kind: 'own'; tenantId: string };

/** GET /tenants: columns of the tenant select (`t`, with its status and managing tenant's name) */
export const TENANT_LIST = defineList({
  resource: 'tenants',
  sortable: {
    name: 'lower(t.name)',
    tenantType: 't.tenant_type',
    payTier: 't.pay_tier',
    enabled: 't.enabled',
    status: 'status',
    terminationDate: 't.termination_date',
    managingTenantName: 'managing_tenant_name',
    createdAt: 't.created_at',
    updatedAt: 't.updated_at',
  },
  defaultSort: { field: 'name', direction: 'ASC' },
  id: 't.id',
  quickFilter: ['t.name', 't.cage_code', 't.contact_name', 't.city'],
  filters: {
    tenantType: { type: 'enum', column: 't.tenant_type', values: TENANT_TYPES },
    payTier: { type: 'enum', column: 't.pay_tier', values: PAY_TIERS },
    status: { type: 'enum', column: 't.status', values: ['ACTIVE', 'DISABLED', 'CLOSED_OUT'] satisfies TenantStatus[] },
    enabled: { type: 'boolean', column: 't.enabled' },
    managingTenantId: { type: 'uuid', column: 't.managing_tenant_id' },
  },
});

/** GET /tenants/mss: MSS providers by name */
export const MSS_TENANT_LIST = defineList({
  resource: 'tenants',
  sortable: { name: 'lower(t.name)' },
  defaultSort: { field: 'name', direction: 'ASC' },
  id: 't.id',
  quickFilter: ['t.name'],
  filters: { enabled: { type: 'boolean', column: 't.enabled' } },
  defaultSize: MAX_PAGE_SIZE,
});

/** GET /sessions/impersonation-targets: the tenants a user may act in, by name (q: part of the name) */
export const IMPERSONATION_TARGET_LIST = defineList({
  resource: 'tenants',
  sortable: { name: 'lower(t.name)', tenantType: ['t.tenant_type', 'lower(t.name)'] },
  defaultSort: { field: 'name', direction: 'ASC' },
  id: 't.id',
  quickFilter: ['t.name'],
  filters: { tenantType: { type: 'enum', column: 't.tenant_type', values: TENANT_TYPES } },
  defaultSize: MAX_PAGE_SIZE,
});

const STATUS_SQL = `CASE WHEN t.termination_date IS NOT NULL AND t.termination_date <= ${tenantTodaySql('t.id')} THEN 'CLOSED_OUT'
  WHEN NOT t.enabled THEN 'DISABLED' ELSE 'ACTIVE' END`;

/** A user's display name: first and last name, else the username. */
const USER_NAME_SQL = `coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username)`;

/** GET /tenants/mss/{id}/users: the provider's users by name */
export const POC_CANDIDATE_LIST = defineList({
  resource: 'users',
  sortable: { name: `lower(${USER_NAME_SQL})`, username: 'u.username', email: 'lower(u.email)' },
  defaultSort: { field: 'name', direction: 'ASC' },
  id: 'u.id',
  quickFilter: [USER_NAME_SQL, 'u.username', 'u.email'],
  defaultSize: MAX_PAGE_SIZE,
});

const SELECT_SQL = `SELECT t.*, to_char(t.termination_date, 'YYYY-MM-DD') AS termination_day, ${STATUS_SQL} AS status,
  (SELECT m.name FROM tenant m WHERE m.id = t.managing_tenant_id) AS managing_tenant_name,
  (SELECT ${USER_NAME_SQL} FROM app_user u WHERE u.id = t.security_team_poc_user_id) AS security_team_poc_name,
  EXISTS (SELECT 1 FROM tenant_logo l WHERE l.tenant_id = t.id) AS has_logo
  FROM tenant t`;

type Row = Record<string, unknown>;
const iso = (v: unknown): string | null => (v == null ? null : v instanceof Date ? v.toISOString() : String(v));

/** The full address anonymous reporters open (spec 03: /anonymous-report/{hash}), on the product's public URL. */
export const anonymousReportUrl = (hash: string): string => `${config().publicUrl.replace(/\/$/, '')}/anonymous-report/${hash}`;

function toDto(r: Row): TenantDto {
  return {
    id: r.id as string,
    name: r.name as string,
    tenantType: r.tenant_type as TenantDto['tenantType'],
    payTier: r.pay_tier as TenantDto['payTier'],
    enabled: r.enabled as boolean,
    status: r.status as TenantStatus,
    terminationDate: (r.termination_day as string | null) ?? null,
    closedOutAt: iso(r.closed_out_at),
    managingTenantId: (r.managing_tenant_id as string | null) ?? null,
    managingTenantName: (r.managing_tenant_name as string | null) ?? null,
    anonymousHash: r.anonymous_hash as string,
    anonymousReportUrl: anonymousReportUrl(r.anonymous_hash as string),
    hasLogo: r.has_logo === true,
    logoUpdatedAt: iso(r.logo_updated_at),
    contactName: r.contact_name as string | null,
    contactTitle: r.contact_title as string | null,
    contactEmail: r.contact_email as string | null,
    contactPhone: r.contact_phone as string | null,
    billingContactName: r.billing_contact_name as string | null,
    billingContactEmail: r.billing_contact_email as string | null,
    billingContactPhone: r.billing_contact_phone as string | null,
    street1: r.street1 as string | null,
    street2: r.street2 as string | null,
    city: r.city as string | null,
    state: r.state as string | null,
    zipCode: r.zip_code as string | null,
    countryId: r.country_id as number,
    cageCode: r.cage_code as string | null,
    website: r.website as string | null,
    notes: r.notes as string | null,
    securityTeamPocUserId: r.security_team_poc_user_id as string | null,
    securityTeamPocName: (r.security_team_poc_name as string | null) ?? null,
    clientFsoName: r.client_fso_name as string | null,
    clientFsoEmail: r.client_fso_email as string | null,
    clientFsoPhone: r.client_fso_phone as string | null,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    version: r.version as number,
  };
}

@Injectable()
export class TenantsService {
  private readonly logger = new Logger('Tenants');

  constructor(
    private readonly db: TenantDb,
    private readonly sessions: SessionService,
  ) {}

  // ------------------------------------------------------------------ scope

  /**
   * The scope the signed-in user works in for a permission type (see TenantScope). With `id`, the tenant
   * the session acts in is read through TENANT_PROFILE when the user holds it: an MSS provider's staff
   * manage other tenants, and their own organization's profile is not one of those.
   */
  scope(type: PermissionType, allowProfile: boolean, id?: string): TenantScope {
    const ctx = RequestContext.require();
    const user = ctx.user;
    if (!user) throw new ForbiddenException(API_MESSAGES.notSignedIn);
    const ownProfile = allowProfile && !!ctx.tenantId && id === ctx.tenantId && hasPermission(user.permissions, 'TENANT_PROFILE', type);
    if (hasPermission(user.permissions, 'TENANT_MANAGEMENT', type)) return { kind: 'system' };
    if (ownProfile) return { kind: 'own', tenantId: ctx.tenantId! };
    if (hasPermission(user.permissions, 'MSS_TENANT_MANAGEMENT', type)) return { kind: 'mss', home: user.homeTenantId };
    if (allowProfile && hasPermission(user.permissions, 'TENANT_PROFILE', type) && ctx.tenantId) {
      return { kind: 'own', tenantId: ctx.tenantId };
    }
    throw new ForbiddenException(API_MESSAGES.noPermission(type, 'TENANT_MANAGEMENT'));
  }

  /** Runs `fn` where the scope's tenants are visible, with the SQL condition that narrows to them. */
  private within<T>(
    scope: TenantScope,
    reason: string,
    fn: (em: EntityManager, cond: string, params: unknown[]) => Promise<T>,
  ): Promise<T> {
    if (scope.kind === 'system') return this.db.asSystem(reason, (em) => fn(em, 'true', []));
    if (scope.kind === 'mss')
      return this.db.asSystem(`${reason} (managed by ${scope.home})`, (em) => fn(em, 't.managing_tenant_id = $1', [scope.home]));
    return this.db.run((em) => fn(em, 't.id = $1', [scope.tenantId]));
  }

  /** The tenant entity inside the scope, or 404 (a tenant outside the scope is simply not found). */
  private async load(em: EntityManager, cond: string, params: unknown[], id: string): Promise<Tenant> {
    if (!isUuid(id)) throw recordNotFound('Tenant', id);
    const found = await em.query(`SELECT t.id FROM tenant t WHERE t.id = $${params.length + 1} AND ${cond}`, [...params, id]);
    if (!found.length) throw recordNotFound('Tenant', id);
    return em.getRepository(Tenant).findOneByOrFail({ id });
  }

  private async dto(em: EntityManager, id: string): Promise<TenantDto> {
    const [row] = await em.query(`${SELECT_SQL} WHERE t.id = $1`, [id]);
    return toDto(row);
  }

  // ------------------------------------------------------------------ reads

  async list(query: Record<string, unknown>): Promise<Page<TenantDto>> {
    const lq = parseList(TENANT_LIST, query);
    const scope = this.scope('VIEW', false);
    return this.within(scope, 'list tenants', async (em, cond, params) => {
      const source = { select: '*', from: `(${SELECT_SQL}) t`, where: cond, params };
      return pageOfSql(em, TENANT_LIST, lq, source, (rows: Parameters<typeof toDto>[0][]) => rows.map(toDto));
    });
  }

  /** MSS providers (for the managing-tenant choice); MSS staff see only their own organization. */
  async listMss(query: Record<string, unknown>): Promise<Page<MssTenantDto>> {
    const q = parseList(MSS_TENANT_LIST, query);
    const scope = this.scope('VIEW', false);
    const run = async (em: EntityManager, cond: string, params: unknown[]) => {
      const where = [`t.tenant_type = 'MSS'`, cond].filter(Boolean).join(' AND ');
      const source = { select: 't.id, t.name, t.enabled', from: 'tenant t', where, params };
      return pageOfSql(em, MSS_TENANT_LIST, q, source, (rows: MssTenantDto[]) => rows);
    };
    if (scope.kind === 'mss') return this.db.asSystem('list MSS providers', (em) => run(em, 't.id = $1', [scope.home]));
    return this.within(scope, 'list MSS providers', run);
  }

  /**
   * The users of an MSS provider who may be a managed tenant's security-team point of contact (spec 03 §1).
   * Provider staff may ask for any MSS provider, MSS staff only for their own organization (404 otherwise).
   */
  async listPocCandidates(mssId: string, query: Record<string, unknown>): Promise<Page<PocCandidateDto>> {
    const q = parseList(POC_CANDIDATE_LIST, query);
    const scope = this.scope('VIEW', false);
    const notFound = () => recordNotFound('MSS tenant', mssId);
    if (!isUuid(mssId) || (scope.kind === 'mss' && mssId !== scope.home)) throw notFound();
    return this.db.asSystem(`list point-of-contact candidates of MSS tenant ${mssId}`, async (em) => {
      const [mss] = await em.query(`SELECT 1 FROM tenant WHERE id = $1 AND tenant_type = 'MSS'`, [mssId]);
      if (!mss) throw notFound();
      const source = {
        select: `u.id, ${USER_NAME_SQL} AS name, u.username, u.email`,
        from: 'app_user u',
        where: 'u.tenant_id = $1 AND u.deleted_at IS NULL',
        params: [mssId],
      };
      return pageOfSql(em, POC_CANDIDATE_LIST, q, source, (rows: PocCandidateDto[]) => rows);
    });
  }

  /** One tenant in the caller's scope for `type` (404 outside it). */
  async get(id: string, type: PermissionType = 'VIEW', allowProfile = true): Promise<TenantDto> {
    const scope = this.scope(type, allowProfile, id);
    return this.within(scope, `read tenant ${id}`, async (em, cond, params) => {
      await this.load(em, cond, params, id);
      return this.dto(em, id);
    });
  }

  // ------------------------------------------------------------------ writes

  async create(dto: CreateTenantDto): Promise<TenantDto> {
    const scope = this.scope('CREATE', false);
    if (scope.kind === 'own') throw new ForbiddenException(TENANT_MESSAGES.mssOnlyOwn);
    return this.db.asSystem('create tenant', async (em) => {
      let managing = dto.managingTenantId ?? null;
      if (scope.kind === 'mss') {
        if (dto.tenantType === 'MSS') throw new ForbiddenException(TENANT_MESSAGES.mssStaffAddsManagedOnly);
        if (managing && managing !== scope.home) throw new ForbiddenException(TENANT_MESSAGES.mssOnlyOwn);
        managing = scope.home;
      }
      if (dto.tenantType === 'MSS' && managing) throw new BadRequestException(TENANT_MESSAGES.mssNotManaged);
      if (managing) await this.assertMss(em, managing);
      await this.assertNameFree(em, dto.name);
      const tenant = em.getRepository(Tenant).create({
        ...this.pick(dto),
        name: dto.name,
        tenantType: dto.tenantType,
        payTier: dto.payTier ?? 'STANDARD',
        enabled: dto.enabled ?? true,
        managingTenantId: managing,
        anonymousHash: randomBytes(24).toString('hex'),
      });
      await this.assertPoc(em, tenant);
      const saved = await em.getRepository(Tenant).save(tenant);
      return this.dto(em, saved.id);
    });
  }

  async update(id: string, dto: UpdateTenantDto): Promise<TenantDto> {
    const scope = this.scope('UPDATE', true, id);
    return this.within(scope, `update tenant ${id}`, async (em, cond, params) => {
      const tenant = await this.load(em, cond, params, id);
      if (scope.kind === 'own') {
        // the tenant itself changes its profile only; the other fields may come back as it read them
        const stored = tenant as unknown as Record<string, unknown>;
        const other = Object.entries(dto).filter(
          ([k, v]) => v !== undefined && k !== 'version' && !PROFILE_FIELDS.includes(k as never) && v !== (stored[k] ?? null),
        );
        if (other.length) throw new ForbiddenException(TENANT_MESSAGES.profileFieldsOnly(other.map(([k]) => k).join(', ')));
      }
      checkVersion(tenant, dto.version);
      if (dto.name !== undefined && dto.name.toLowerCase() !== tenant.name.toLowerCase()) await this.assertNameFree(em, dto.name, id);
      Object.assign(tenant, this.pick(dto));
      if (dto.name !== undefined) tenant.name = dto.name;
      if (scope.kind !== 'own') await this.assertPoc(em, tenant);
      await em.getRepository(Tenant).save(tenant);
      return this.dto(em, id);
    });
  }

  async setEnabled(id: string, enabled: boolean): Promise<TenantDto> {
    const scope = this.scope('UPDATE', false);
    return this.within(scope, `${enabled ? 'enable' : 'disable'} tenant ${id}`, async (em, cond, params) => {
      const tenant = await this.load(em, cond, params, id);
      if (tenant.tenantType === 'SYSTEM') throw new BadRequestException(TENANT_MESSAGES.systemTenantLocked);
      if (tenant.enabled !== enabled) {
        tenant.enabled = enabled;
        await em.getRepository(Tenant).save(tenant);
        if (!enabled) await this.endSessions(em, id);
      }
      return this.dto(em, id);
    });
  }

  async closeOut(id: string, terminationDate: string): Promise<TenantDto> {
    if (!isIsoDay(terminationDate)) {
      throw new BadRequestException(PEOPLE_MESSAGES.datePart(TENANT_LABELS.terminationDate));
    }
    return this.db.asSystem(`close out tenant ${id}`, async (em) => {
      const tenant = await this.load(em, 'true', [], id);
      if (tenant.tenantType === 'SYSTEM') throw new BadRequestException(TENANT_MESSAGES.systemTenantLocked);
      tenant.terminationDate = terminationDate;
      tenant.closedOutAt = new Date();
      await em.getRepository(Tenant).save(tenant);
      const [{ due }] = await em.query(`SELECT $1::date <= ${tenantTodaySql('$2')} AS due`, [terminationDate, id]);
      if (due) await this.endSessions(em, id);
      return this.dto(em, id);
    });
  }

  async convert(id: string, dto: ConvertTenantDto): Promise<TenantDto> {
    return this.db.asSystem(`convert tenant ${id}`, async (em) => {
      const tenant = await this.load(em, 'true', [], id);
      if (tenant.tenantType === 'SYSTEM') throw new BadRequestException(TENANT_MESSAGES.systemTenantLocked);
      const managing = dto.tenantType === 'MSS' ? null : (dto.managingTenantId ?? null);
      if (dto.tenantType === 'MSS' && dto.managingTenantId) {
        throw new BadRequestException(TENANT_MESSAGES.mssNotManaged);
      }
      if (managing) {
        if (managing === id) throw new BadRequestException(TENANT_MESSAGES.managingNotMss);
        await this.assertMss(em, managing);
      }
      if (tenant.tenantType === 'MSS' && dto.tenantType !== 'MSS') {
        const [{ n }] = await em.query(`SELECT count(*)::int AS n FROM tenant WHERE managing_tenant_id = $1`, [id]);
        if (n > 0) throw new ConflictException(TENANT_MESSAGES.stillManages(n));
      }
      tenant.tenantType = dto.tenantType;
      tenant.managingTenantId = managing;
      if (!managing) tenant.securityTeamPocUserId = null;
      await this.assertPoc(em, tenant);
      await em.getRepository(Tenant).save(tenant);
      return this.dto(em, id);
    });
  }

  // ------------------------------------------------------------------ logo

  async getLogo(id: string): Promise<{ content: Buffer; contentType: string; updatedAt: Date }> {
    const scope = this.scope('VIEW', true, id);
    return this.within(scope, `read logo of tenant ${id}`, async (em, cond, params) => {
      await this.load(em, cond, params, id);
      const logo = await em.getRepository(TenantLogo).findOneBy({ tenantId: id });
      if (!logo) throw new NotFoundException(TENANT_MESSAGES.noLogo);
      return { content: logo.content, contentType: logo.contentType, updatedAt: logo.updatedAt };
    });
  }

  async putLogo(id: string, file: UploadedFilePart | undefined): Promise<TenantDto> {
    const contentType = checkLogo(file);
    const scope = this.scope('UPDATE', true, id);
    return this.within(scope, `change logo of tenant ${id}`, async (em, cond, params) => {
      const tenant = await this.load(em, cond, params, id);
      const repo = em.getRepository(TenantLogo);
      const logo = (await repo.findOneBy({ tenantId: id })) ?? repo.create({ tenantId: id });
      logo.content = file!.buffer;
      logo.contentType = contentType;
      logo.size = file!.buffer.length;
      await repo.save(logo);
      tenant.logoUpdatedAt = new Date();
      await em.getRepository(Tenant).save(tenant);
      return this.dto(em, id);
    });
  }

  // ------------------------------------------------------------------ for other modules

  /** The active tenant an anonymous reporting hash names (no tenant context needed), or null. */
  async findByAnonymousHash(hash: string): Promise<{ id: string; name: string } | null> {
    if (!/^[0-9a-f]{16,128}$/i.test(hash)) return null;
    const runner = RequestContext.current()?.manager ?? this.db.dataSource;
    const [row] = await runner.query(`SELECT id, name FROM tenant_by_anonymous_hash($1)`, [hash]);
    return row ?? null;
  }

  /**
   * Tenants the signed-in user may impersonate: every active tenant but their own with IMPERSONATE_ALL,
   * else the active tenants their MSS organization manages. Runs in the system scope (call it only from
   * routes gated on the impersonation permissions).
   */
  async impersonationTargets(query: Record<string, unknown>): Promise<Page<{ id: string; name: string; tenantType: string }>> {
    const q = parseList(IMPERSONATION_TARGET_LIST, query);
    const user = RequestContext.require().user!;
    const all = hasPermission(user.permissions, 'IMPERSONATE_ALL', 'VIEW');
    const mss =
      hasPermission(user.permissions, 'MSS_IMPERSONATE', 'VIEW') || hasPermission(user.permissions, 'MSS_IMPERSONATE_CREATE', 'VIEW');
    if (!all && !mss) return new Page([], 0, q.offset, IMPERSONATION_TARGET_LIST.resource);
    return this.db.asSystem('list impersonation targets', async (em) => {
      const source = {
        select: `t.id, t.name, t.tenant_type AS "tenantType"`,
        from: 'tenant t',
        where: `t.id <> $1 AND t.enabled AND (t.termination_date IS NULL OR t.termination_date > ${tenantTodaySql('t.id')})
           AND t.tenant_type <> 'SYSTEM' AND ($2::boolean OR t.managing_tenant_id = $1)`,
        params: [user.homeTenantId, all],
      };
      return pageOfSql(em, IMPERSONATION_TARGET_LIST, q, source, (rows: Array<{ id: string; name: string; tenantType: string }>) => rows);
    });
  }

  /** One impersonation target the user may enter, or null (unknown, own, inactive, or not managed by them). */
  async impersonationTarget(tenantId: string): Promise<{ id: string; name: string } | null> {
    if (!isUuid(tenantId)) return null;
    const user = RequestContext.require().user!;
    const all = hasPermission(user.permissions, 'IMPERSONATE_ALL', 'VIEW');
    return this.db.asSystem(`check impersonation target ${tenantId}`, async (em) => {
      const [row] = await em.query(
        `SELECT t.id, t.name FROM tenant t
         WHERE t.id = $1 AND t.id <> $2 AND t.enabled AND (t.termination_date IS NULL OR t.termination_date > ${tenantTodaySql('t.id')})
           AND t.tenant_type <> 'SYSTEM' AND ($3::boolean OR t.managing_tenant_id = $2)`,
        [tenantId, user.homeTenantId, all],
      );
      return row ?? null;
    });
  }

  // ------------------------------------------------------------------ helpers

  private pick(dto: Partial<UpdateTenantDto & CreateTenantDto>): Partial<Tenant> {
    const out: Record<string, unknown> = {};
    for (const k of TENANT_MANAGED_FIELDS) if (dto[k] !== undefined) out[k] = dto[k];
    return out as Partial<Tenant>;
  }

  private async assertNameFree(em: EntityManager, name: string, exceptId?: string): Promise<void> {
    const rows = await em.query(`SELECT 1 FROM tenant WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2::uuid`, [
      name,
      exceptId ?? null,
    ]);
    if (rows.length) throw new ConflictException(TENANT_MESSAGES.nameTaken);
  }

  private async assertMss(em: EntityManager, id: string): Promise<void> {
    const rows = await em.query(`SELECT 1 FROM tenant WHERE id = $1 AND tenant_type = 'MSS'`, [id]);
    if (!rows.length) throw new BadRequestException(TENANT_MESSAGES.managingNotMss);
  }

  /** The security-team point of contact must be a user of the managing MSS tenant. */
  private async assertPoc(em: EntityManager, t: Tenant): Promise<void> {
    if (!t.securityTeamPocUserId) return;
    const rows = t.managingTenantId
      ? await em.query(`SELECT 1 FROM app_user WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL`, [
          t.securityTeamPocUserId,
          t.managingTenantId,
        ])
      : [];
    if (!rows.length) throw new BadRequestException(TENANT_MESSAGES.pocNotMssUser);
  }

  /** A disabled or closed-out tenant's users are signed out everywhere (runs in the system scope). */
  private async endSessions(em: EntityManager, tenantId: string): Promise<void> {
    const users: Array<{ id: string }> = await em.query(`SELECT id FROM app_user WHERE tenant_id = $1`, [tenantId]);
    if (!users.length) return;
    let ended = 0;
    for (const u of users) ended += await this.sessions.endAllForUser(u.id);
    this.logger.log(`Tenant ${tenantId}: ended ${ended} session(s) of ${users.length} user(s)`);
  }
}
