import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { SessionResolver } from '../../../core/access/session-resolver';
import type { AuthUser } from '../../../core/context/request-context';
import { UserPermissions } from '../roles/user-permissions';
import { readCookie, SESSION_COOKIE } from './cookies';
import { SessionService } from './session.service';

/**
 * The real SessionResolver: the session cookie → the Redis session (idle and absolute time-outs
 * enforced, idle clock restarted) → AuthUser with merged permissions. Permissions are cached on the
 * session and reloaded when any role, permission or assignment changed since (the permission epoch).
 */
@Injectable()
export class RedisSessionResolver extends SessionResolver {
  constructor(
    private readonly sessions: SessionService,
    private readonly access: UserPermissions,
  ) {
    super();
  }

  async resolve(req: Request): Promise<AuthUser | undefined> {
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
    return {
      id: record.userId,
      username: record.username,
      homeTenantId: record.tenantId,
      homeTenantType: record.tenantType,
      roles,
      permissions,
      sessionId,
      impersonating: record.impersonating,
    };
  }
}
