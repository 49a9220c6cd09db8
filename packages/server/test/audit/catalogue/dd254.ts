import { insertDd254, insertDd254Contract } from '../../tenancy/catalogue/dd254';
import { full } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';

const API = '/api/v1';
const contracts = (ctx: WalkContext) => ctx.agent({ permissions: full('CONTRACTS') });

/** Write-route samples of the DD Form 254 (see write-routes.catalogue.ts for the contract). */
export const dd254WriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/contracts/:id/dd254': {
    run: async (ctx) =>
      (await contracts(ctx))
        .post(`${API}/contracts/${await insertDd254Contract(ctx, ctx.tenantId)}/dd254`)
        .send({ securityGuidance: 'Walk guidance' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'dd254' },
  },
  'PUT /api/v1/contracts/:id/dd254/:dd254Id': {
    run: async (ctx) => {
      const { id, dd254Id } = await insertDd254(ctx, ctx.tenantId);
      return (await contracts(ctx)).put(`${API}/contracts/${id}/dd254/${dd254Id}`).send({ securityGuidance: 'Changed by walk' });
    },
    audit: { eventType: 'UPDATE', objectTable: 'dd254' },
  },
  'DELETE /api/v1/contracts/:id/dd254/:dd254Id': {
    run: async (ctx) => {
      const { id, dd254Id } = await insertDd254(ctx, ctx.tenantId);
      return (await contracts(ctx)).delete(`${API}/contracts/${id}/dd254/${dd254Id}`);
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'dd254' },
  },
  'PUT /api/v1/contracts/:id/dd254/:dd254Id/issue': {
    run: async (ctx) => {
      const { id, dd254Id } = await insertDd254(ctx, ctx.tenantId);
      await ctx.sql(
        `UPDATE dd254 SET contractor_address = '1 Walk Way', contractor_cage = 'WALK1', contractor_cso_name = 'DCSA Walk Office',
                          procurement_description = 'Walk work', public_release = 'DIRECT', certifier_name = 'Walker', certifier_title = 'CO'
          WHERE id = $1`,
        [dd254Id],
      );
      return (await contracts(ctx)).put(`${API}/contracts/${id}/dd254/${dd254Id}/issue`);
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'dd254' },
  },
  'POST /api/v1/contracts/:id/dd254/:dd254Id/revise': {
    run: async (ctx) => {
      const { id, dd254Id } = await insertDd254(ctx, ctx.tenantId, 'ISSUED');
      return (await contracts(ctx)).post(`${API}/contracts/${id}/dd254/${dd254Id}/revise`).send({ kind: 'REVISED' });
    },
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'dd254' },
  },
};
