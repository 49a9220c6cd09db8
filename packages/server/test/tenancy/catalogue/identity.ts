import { tenantRole } from '../../audit/catalogue/identity';
import { createUser } from '../../support/auth';
import type { WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';

/** A user of the tenant, named by `id`. */
const user = async (ctx: WalkContext, tenantId: string) => ({ params: { id: (await createUser(ctx.t, { tenantId })).id } });
/** A role of the tenant, named by `id`. */
const role = async (ctx: WalkContext, tenantId: string) => ({ params: { id: await tenantRole(ctx, tenantId) } });

/** A finished Generate User Accounts run of the tenant, as the worker leaves it (written as the owner). */
async function accountsRun(ctx: WalkContext, tenantId: string): Promise<string> {
  const [{ id }] = await ctx.sql<{ id: string }>(`SELECT gen_random_uuid() AS id`);
  await ctx.sql(
    `INSERT INTO job_run (id, tenant_id, job_type, queue, queue_job_id, kind, task, title, parameters, result, status, progress, started_at, finished_at)
     VALUES ($1, $2, 'identity.generate-user-accounts', 'maintenance', $3, 'TASK', 'identity.generate-user-accounts', 'Generate User Accounts',
             $4, $5, 'SUCCEEDED', 100, now(), now())`,
    [
      id,
      tenantId,
      `walk-${id}`,
      JSON.stringify({ targets: [], isSendWelcomeEmail: true }),
      JSON.stringify({ counts: { created: 0, skipped: 0, failed: 0 }, items: [] }),
    ],
  );
  return id;
}

/** Path-parameter route samples of the identity domain (see tenant-routes.catalogue.ts for the contract). */
export const identityTenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/auth/password-reset/:token': {
    notTenantScoped: 'the parameter is a signed password link (public route); it names no record and answers 400 when not valid',
  },

  'GET /api/v1/users/:id': { fixture: user },
  'PUT /api/v1/users/:id': {
    fixture: async (ctx, tenantId) => ({ ...(await user(ctx, tenantId)), body: { firstName: 'Cross' } }),
  },
  'DELETE /api/v1/users/:id': { fixture: user },
  'PUT /api/v1/users/:id/:action': {
    fixture: async (ctx, tenantId) => ({ params: { ...(await user(ctx, tenantId)).params, action: 'lock' } }),
  },
  'PUT /api/v1/users/:id/send-email': { fixture: user },

  'GET /api/v1/personnel/generate-user-accounts/:runId': {
    fixture: async (ctx, tenantId) => ({ params: { runId: await accountsRun(ctx, tenantId) } }),
    permissions: { USERS: { canView: true, canCreate: true } },
  },

  'GET /api/v1/roles/:id': { fixture: role },
  'GET /api/v1/roles/:id/permissions': { fixture: role },
  'PUT /api/v1/roles/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await tenantRole(ctx, tenantId) }, body: { prettyName: 'Cross' } }),
  },
};
