import { full } from '../support';
import type { Agent, WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';

/** every flag on sending encrypted messages and on Reports & Incidents (a sender who could also receive) */
export const MESSAGING = full('SEND_ENCRYPTED_MESSAGE', 'REPORTS_INCIDENTS');

/** The walk's sender of encrypted messages in `tenantId`, with a recipient (UPDATE on REPORTS_INCIDENTS) in the same tenant. */
export async function encryptedMessageSender(ctx: WalkContext, tenantId = ctx.tenantId): Promise<Agent> {
  await ctx.agent({ tenantId, tenantType: 'SAAS', permissions: full('REPORTS_INCIDENTS') });
  return ctx.agent({ tenantId, tenantType: 'SAAS', permissions: MESSAGING });
}

/** An encrypted message sent in `tenantId` by the walk's sender (who may read it). */
export async function sentMessage(ctx: WalkContext, tenantId = ctx.tenantId): Promise<string> {
  const res = await (
    await encryptedMessageSender(ctx, tenantId)
  )
    .post('/api/v1/incidents/encrypted-message')
    .send({ subject: 'Walk', message: 'A message for the security office' });
  if (res.status !== 201) throw new Error(`encrypted message: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** Encrypted-message routes with a path parameter: the sender of the tenant reads the message, another tenant's user gets 404. */
export const encryptedMessageTenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/incidents/encrypted-message/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await sentMessage(ctx, tenantId) } }),
    permissions: MESSAGING,
  },
};
