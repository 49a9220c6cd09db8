import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { hasPermission, IMPERSONATION_MESSAGES } from '@clearline/shared';
import { AuditService } from '../../core/audit/audit.service';
import { type AuthUser, RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { impersonationAuditEvents, impersonationStateOf, SessionService } from '../identity';
import { TenantsService } from '../tenants';
import type { ImpersonationStateDto, ImpersonationTargetDto } from './impersonation.dto';

type State = NonNullable<AuthUser['impersonating']>;

/**
 * Provider staff acting inside a tenant. IMPERSONATE_ALL: any active tenant, with the staff member's own
 * permissions. MSS_IMPERSONATE: the tenants the own MSS organization manages, read-only;
 * MSS_IMPERSONATE_CREATE (POST /sessions/impersonate/create): the same tenants, changes allowed.
 * The session remembers the tenant; every request then runs in that tenant's transaction, SELF_SERVICE
 * routes refuse, and start and end are audited in both the tenant's and the staff member's log.
 */
@Injectable()
export class ImpersonationService {
  constructor(
    private readonly db: TenantDb,
    private readonly tenants: TenantsService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  private user(): AuthUser {
    return RequestContext.require().user!;
  }

  targets(query: Record<string, unknown>): Promise<Page<ImpersonationTargetDto>> {
    return this.tenants.impersonationTargets(query);
  }

  /** Starts acting inside `tenantId` (ending any impersonation in progress first). */
  async start(tenantId: string, create: boolean): Promise<ImpersonationStateDto> {
    const user = this.user();
    const all = hasPermission(user.permissions, 'IMPERSONATE_ALL', 'VIEW');
    const mssCreate = hasPermission(user.permissions, 'MSS_IMPERSONATE_CREATE', 'VIEW');
    if (tenantId === user.homeTenantId) throw new BadRequestException(IMPERSONATION_MESSAGES.ownTenant);
    const target = await this.tenants.impersonationTarget(tenantId);
    if (!target) throw new NotFoundException(IMPERSONATION_MESSAGES.notAllowed);
    const state: State = {
      tenantId: target.id,
      tenantName: target.name,
      readOnly: !all && !(create && mssCreate),
      startedAt: new Date().toISOString(),
    };
    if (user.impersonating) await this.record('IMPERSONATION_END', user, user.impersonating);
    await this.record('IMPERSONATION_START', user, state);
    await this.sessions.setImpersonation(user.sessionId, state);
    return impersonationStateOf(state)!;
  }

  /** The switcher: another tenant (keeping the create mode where allowed), or back home without one. */
  async switchTo(tenantId: string | undefined): Promise<ImpersonationStateDto | null> {
    const user = this.user();
    if (!tenantId || tenantId === user.homeTenantId) return this.end();
    const create = user.impersonating ? !user.impersonating.readOnly : false;
    return this.start(tenantId, create);
  }

  /** Returns to the own organization; a no-op when not impersonating. */
  async end(): Promise<null> {
    const user = this.user();
    if (!user.impersonating) return null;
    await this.record('IMPERSONATION_END', user, user.impersonating);
    await this.sessions.setImpersonation(user.sessionId, null);
    return null;
  }

  /** One row in the impersonated tenant's log and one in the staff member's own, with both identities. */
  private async record(eventType: 'IMPERSONATION_START' | 'IMPERSONATION_END', user: AuthUser, state: State): Promise<void> {
    const em = this.db.em();
    for (const event of impersonationAuditEvents(eventType, user, state)) await this.audit.write(em, event);
  }
}
