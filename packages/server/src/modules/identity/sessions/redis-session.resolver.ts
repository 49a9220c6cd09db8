import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { IMPERSONATION_MESSAGES } from '@clearline/shared';
import { ImpersonationEndedError, SessionResolver } from '../../../core/access/session-resolver';
import { AuditService } from '../../../core/audit/audit.service';
import type { AuthUser } from '../../../core/context/request-context';
import { TenantDb } from '../../../core/database/tenant-db';
import { UserPermissions } from '../roles/user-permissions';
import { readCookie, SESSION_COOKIE } from './cookies';
import { impersonationAuditEvents } from './impersonation-audit';
import { SessionService } from './session.service';

type TenantAccessState = 'ACTIVE' | 'DISABLED' | 'CLOSED_OUT';

/** The 403 of a request whose impersonation ended because its tenant is no longer active. */
export function impersonationEndedMessage(tenantName: string, state: Exclude<TenantAccessState, 'ACTIVE'>): string {
  return (
    `${IMPERSONATION_MESSAGES.ended}: ${tenantName} is ${state === 'DISABLED' ? 'disabled' : 'closed out'} ` +
    `and can no longer be impersonated. You are back in your own organization.`
  );
}

/**
 * The real SessionResolver: the session cookie → the Redis session (idle and absolute time-outs
 * enforced, idle clock restarted) → AuthUser with merged permissions. Permissions are cached on the
 * session and reloaded when any role, permission or assignment changed since (the permission epoch).
 * An impersonating session re-checks its tenant on every request (one query): once the tenant is
 * disabled or closed out the impersonation ends (audited in both tenants) and the request is refused.
 */
@Injectable()
export class RedisSessionResolver extends SessionResolver {
  constructor(
    private readonly sessions: SessionService,
    private readonly access: UserPermissions,
    private readonly db: TenantDb,
    private readonly audit: AuditService,
  ) {
    super();
  }

  async resolve(req: FastifyRequest): Promise<AuthUser | undefined> {
    const token = readCookie(req, SESSION_COOKIE());
    if (!token) return undefined;
    const live = await this.sessions.resolve(token);
    if (!live) return undefined;
    const { sessionId, record } = live;
    let { roles, permissions } = record;
    if (record.permEpoch !== live.currentEpoch) {
      const loaded = await this.access.load(record.userId, record.tenantId);
      if (!loaded.active) {
        await this.sessions.destroy(sessionId, record.userId);
        return undefined;
      }
      ({ roles, permissions } = loaded);
      await this.sessions.updatePermissions(sessionId, roles, permissions, live.currentEpoch);
    }
    const user: AuthUser = {
      id: record.userId,
      username: record.username,
      homeTenantId: record.tenantId,
      homeTenantType: record.tenantType,
      roles,
      permissions,
      sessionId,
      impersonating: record.impersonating,
    };
    return user.impersonating ? this.checkImpersonatedTenant(user) : user;
  }

  /**
   * `user` while the impersonated tenant is active; otherwise ends the impersonation and throws
   * ImpersonationEndedError (undefined when the session itself ended meanwhile, e.g. a concurrent sign-out).
   */
  private async checkImpersonatedTenant(user: AuthUser): Promise<AuthUser | undefined> {
    const state = user.impersonating!;
    // a SECURITY DEFINER function: answers for any tenant id without a tenant transaction
    const [row] = (await this.db.dataSource.query('SELECT tenant_access_state($1) AS state', [state.tenantId])) as Array<{
      state: TenantAccessState | null;
    }>;
    const access = row?.state ?? 'CLOSED_OUT';
    if (access === 'ACTIVE') return user;
    const removed = await this.sessions.setImpersonation(user.sessionId, null).catch(() => undefined);
    if (removed === undefined) return undefined;
    // only the request that actually removed it audits the end (concurrent requests may race here)
    if (removed) {
      await this.db.inTenant(user.homeTenantId, async (em) => {
        for (const event of impersonationAuditEvents('IMPERSONATION_END', user, state, { reason: `TENANT_${access}` })) {
          await this.audit.write(em, event);
        }
      });
    }
    throw new ImpersonationEndedError(impersonationEndedMessage(state.tenantName, access), { ...user, impersonating: undefined });
  }
}
