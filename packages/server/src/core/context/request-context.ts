import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';
import type { PermissionMap } from '@clearline/shared';

/** The signed-in user as the server sees them for one request. */
export interface AuthUser {
  id: string;
  username: string;
  /** the tenant the account belongs to */
  homeTenantId: string;
  homeTenantType: string;
  roles: string[];
  permissions: PermissionMap;
  sessionId: string;
  /** set while a provider user acts inside another tenant (readOnly: MSS_IMPERSONATE without the create variant) */
  impersonating?: { tenantId: string; tenantName: string; readOnly?: boolean; startedAt?: string };
}

export interface RequestContextData {
  requestId: string;
  ip?: string;
  userAgent?: string;
  user?: AuthUser;
  /** tenant the request acts in: the impersonated tenant, else the home tenant; unset for anonymous */
  tenantId?: string;
  /** the transaction of this request or job */
  manager?: EntityManager;
  /** true inside an explicit, audited system scope */
  systemScope?: boolean;
}

const storage = new AsyncLocalStorage<RequestContextData>();

export const RequestContext = {
  run<T>(data: RequestContextData, fn: () => T): T {
    return storage.run(data, fn);
  },
  current(): RequestContextData | undefined {
    return storage.getStore();
  },
  require(): RequestContextData {
    const ctx = storage.getStore();
    if (!ctx) throw new Error('No request context: tenant data may only be read inside a request or a job');
    return ctx;
  },
};
