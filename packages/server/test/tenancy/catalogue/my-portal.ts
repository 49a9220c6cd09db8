import { PDF, walkPerson } from '../../audit/catalogue/personnel';
import { full } from '../support';
import type { Agent, WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';

/** every flag on SELF_SERVICE (the employee's own portal) */
export const SELF = full('SELF_SERVICE');

/** The walk's SELF_SERVICE user of `tenantId`, linked to a personnel record of that tenant (made once). */
export async function myPortalAgent(ctx: WalkContext, tenantId = ctx.tenantId): Promise<Agent & { personnelId: string }> {
  const agent = await ctx.agent({ tenantId, tenantType: 'SAAS', permissions: SELF });
  const [linked] = await ctx.sql<{ id: string }>(`SELECT id FROM personnel WHERE tenant_id = $1 AND user_id = $2`, [
    tenantId,
    agent.user.id,
  ]);
  let personnelId = linked?.id;
  if (!personnelId) {
    personnelId = (await walkPerson(ctx, tenantId)).id;
    await ctx.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [agent.user.id, personnelId]);
  }
  return Object.assign(agent, { personnelId });
}

/** A document with a file on the caller's own record, uploaded through My Portal. */
export async function myDocument(ctx: WalkContext, tenantId = ctx.tenantId): Promise<string> {
  const agent = await myPortalAgent(ctx, tenantId);
  const res = await agent
    .post('/api/v1/my-portal/me/document')
    .field('document', JSON.stringify({ titleId: 'SF_312', dateSigned: '2024-03-01' }))
    .attach('file', PDF, `walk-${Date.now()}.pdf`);
  if (res.status !== 201) throw new Error(`my document: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** My Portal routes with a path parameter: a document of the owner's own record is not another tenant's. */
export const myPortalTenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/my-portal/me/document/:documentId/file': {
    fixture: async (ctx, tenantId) => ({ params: { documentId: await myDocument(ctx, tenantId) } }),
    permissions: SELF,
  },
};
