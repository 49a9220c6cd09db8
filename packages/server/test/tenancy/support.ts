import type TestAgent from 'supertest/lib/agent';
import { ALL_MODULES, mergeRolePermissions, type PermissionFlags, type PermissionMap } from '@clearline/shared';
import { SESSION_COOKIE } from '../../src/modules/identity/sessions/cookies';
import { SessionService } from '../../src/modules/identity/sessions/session.service';
import { createTenant, createUser, type CreatedUser } from '../support/auth';
import type { TestApp } from '../support/test-app';

/** The smallest valid PNG (1×1), for logo, picture and upload samples. */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

export const ALL_FLAGS: PermissionFlags = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };

/** Full flags on each module named. */
export const full = (...modules: string[]): Record<string, PermissionFlags> =>
  Object.fromEntries(modules.map((m) => [m, { ...ALL_FLAGS }]));

/** Full flags on every module of the product (the walkers' and fuzzers' callers who may call every route). */
export const everyPermission = (): PermissionMap => full(...ALL_MODULES.map((m) => m.name));

/**
 * A signed-in agent without going through POST /auth/login: the user is created as the owner and a
 * session is written through the app's own SessionService (the login route needs a second pooled
 * connection, which a pool of one connection does not have). Everything after that is the real app.
 */
export async function sessionAgent(
  t: TestApp,
  opts: { tenantId: string; tenantType?: string; permissions: Record<string, Partial<PermissionFlags>>; username?: string },
): Promise<TestAgent & { user: CreatedUser }> {
  const user = await createUser(t, { tenantId: opts.tenantId, permissions: opts.permissions, username: opts.username });
  const permissions: PermissionMap = mergeRolePermissions([
    {
      permissions: Object.entries(opts.permissions).map(([name, f]) => ({
        module: { name },
        canView: f.canView ?? true,
        ui: f.ui ?? false,
        canCreate: f.canCreate ?? false,
        canUpdate: f.canUpdate ?? false,
        canDelete: f.canDelete ?? false,
      })),
    },
  ]);
  const sessions = t.app.get(SessionService);
  const { token } = await sessions.create({
    userId: user.id,
    username: user.username,
    tenantId: opts.tenantId,
    tenantType: opts.tenantType ?? 'SAAS',
    idleMs: 3_600_000,
    absoluteMs: 3_600_000,
    roles: [],
    permissions,
  });
  const agent = t.agent().set('Cookie', `${SESSION_COOKIE()}=${token}`) as TestAgent & { user: CreatedUser };
  agent.user = user;
  return agent;
}

let n = 0;
/** A fresh SAAS tenant (optionally managed by an MSS tenant). */
export async function newTenant(t: TestApp, opts: { name?: string; tenantType?: 'SAAS' | 'MSS' | 'DEFAULT'; managedBy?: string } = {}) {
  n += 1;
  const id = await createTenant(t, {
    name: opts.name ?? `Tenant ${n} ${Math.random().toString(36).slice(2, 8)}`,
    tenantType: opts.tenantType,
  });
  if (opts.managedBy) await t.sql(`UPDATE tenant SET managing_tenant_id = $2 WHERE id = $1`, [id, opts.managedBy]);
  return id;
}

/** Audit rows a request wrote (by its X-Request-Id), as the owner sees them. */
export async function auditRowsOf(t: TestApp, requestId: string) {
  return t.sql<{
    event_type: string;
    tenant_id: string | null;
    object_table: string | null;
    object_id: string | null;
    action: string | null;
    changes: Record<string, { before: unknown; after: unknown }> | null;
    username: string | null;
    impersonator: string | null;
    details: Record<string, unknown> | null;
    ip: string | null;
    user_agent: string | null;
  }>(
    `SELECT event_type, tenant_id, object_table, object_id, action, changes, username, impersonator, details, ip, user_agent
       FROM audit_log WHERE request_id = $1 ORDER BY id`,
    [requestId],
  );
}
