import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { PermissionFlags } from '@clearline/shared';
import type { TestApp } from '../support/test-app';
import { newTenant, sessionAgent } from './support';

/** A signed-in supertest agent with the user it acts as. */
export type Agent = TestAgent & { user: { id: string; username: string; password: string } };

export interface Who {
  /** the tenant the user belongs to (default: the walk's own tenant) */
  tenantId?: string;
  tenantType?: 'SAAS' | 'MSS' | 'SYSTEM' | 'DEFAULT';
  permissions: Record<string, Partial<PermissionFlags>>;
}

/**
 * What catalogue samples get: the test app, a fresh SAAS tenant of the walk, and signed-in agents
 * (cached per identity, created without the sign-in round trip).
 */
export interface WalkContext {
  t: TestApp;
  /** a SAAS tenant created for the walk */
  tenantId: string;
  agent(who: Who): Promise<Agent>;
  newTenant(opts?: { name?: string; tenantType?: 'SAAS' | 'MSS' | 'DEFAULT'; managedBy?: string }): Promise<string>;
  sql: TestApp['sql'];
}

export async function walkContext(t: TestApp): Promise<WalkContext> {
  const tenantId = await newTenant(t, { name: 'Walk Home' });
  const cache = new Map<string, Promise<Agent>>();
  return {
    t,
    tenantId,
    sql: t.sql,
    newTenant: (opts) => newTenant(t, opts),
    agent(who) {
      const key = JSON.stringify([who.tenantId ?? tenantId, who.tenantType, who.permissions]);
      let a = cache.get(key);
      if (!a) {
        a = sessionAgent(t, { tenantId: who.tenantId ?? tenantId, tenantType: who.tenantType, permissions: who.permissions });
        cache.set(key, a);
      }
      return a;
    },
  };
}

export const requestIdOf = (res: Response): string => res.headers['x-request-id'];
