import { randomBytes } from 'node:crypto';
import { full } from '../support';
import type { WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';

const rnd = () => randomBytes(4).toString('hex');

/** A contract of `tenantId`, inserted as the owner. */
export async function insertDd254Contract(ctx: WalkContext, tenantId: string): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO contract (tenant_id, contract_number, contract_name) VALUES ($1, $2, 'Walk contract') RETURNING id`,
    [tenantId, `WALK-${rnd()}`],
  );
  return row.id;
}

/** A DD254 version of a new contract of `tenantId` (a draft, or issued), inserted as the owner. */
export async function insertDd254(
  ctx: WalkContext,
  tenantId: string,
  status: 'DRAFT' | 'ISSUED' = 'DRAFT',
): Promise<{ id: string; dd254Id: string }> {
  const id = await insertDd254Contract(ctx, tenantId);
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO dd254 (tenant_id, contract_id, status, issued_at, facility_clearance, safeguarding_level, prime_contract_number, contractor_name)
     VALUES ($1, $2, $3, CASE WHEN $3 = 'ISSUED' THEN now() END, 'SECRET', 'SECRET', 'WALK-1', 'Walk Co') RETURNING id`,
    [tenantId, id, status],
  );
  return { id, dd254Id: row.id };
}

const CONTRACTS = full('CONTRACTS');
const draft = async (ctx: WalkContext, tenantId: string) => ({ params: await insertDd254(ctx, tenantId) });

/** Path-parameter route samples of the DD Form 254 (see tenant-routes.catalogue.ts for the contract). */
export const dd254TenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/contracts/:id/dd254': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertDd254Contract(ctx, tenantId) } }),
    permissions: CONTRACTS,
  },
  'POST /api/v1/contracts/:id/dd254': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertDd254Contract(ctx, tenantId) }, body: {} }),
    permissions: CONTRACTS,
  },
  'GET /api/v1/contracts/:id/dd254/:dd254Id': { fixture: draft, permissions: CONTRACTS },
  'PUT /api/v1/contracts/:id/dd254/:dd254Id': {
    fixture: async (ctx, tenantId) => ({ params: await insertDd254(ctx, tenantId), body: { securityGuidance: 'Changed by walk' } }),
    permissions: CONTRACTS,
  },
  'DELETE /api/v1/contracts/:id/dd254/:dd254Id': { fixture: draft, permissions: CONTRACTS },
  'PUT /api/v1/contracts/:id/dd254/:dd254Id/issue': { fixture: draft, permissions: CONTRACTS },
  'POST /api/v1/contracts/:id/dd254/:dd254Id/revise': {
    fixture: async (ctx, tenantId) => ({ params: await insertDd254(ctx, tenantId, 'ISSUED'), body: { kind: 'REVISED' } }),
    permissions: CONTRACTS,
  },
  'GET /api/v1/contracts/:id/dd254/:dd254Id/pdf': { fixture: draft, permissions: CONTRACTS },
};
