import { randomBytes } from 'node:crypto';
import { full } from '../support';
import type { WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';

const rnd = () => randomBytes(4).toString('hex');

/** A person of `tenantId` with a sent invitation, inserted as the owner. */
export async function insertInvitation(ctx: WalkContext, tenantId: string): Promise<{ personnelId: string; invitationId: string }> {
  const email = `invitee.${rnd()}@walk.example`;
  const [person] = await ctx.sql<{ id: string }>(
    `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Ivy', 'Invitee', $2) RETURNING id`,
    [tenantId, email],
  );
  const [inv] = await ctx.sql<{ id: string }>(
    `INSERT INTO invitation (tenant_id, personnel_id, first_name, last_name, email, status, sent_at, send_count)
     VALUES ($1, $2, 'Ivy', 'Invitee', $3, 'SENT', now(), 1) RETURNING id`,
    [tenantId, person.id, email],
  );
  return { personnelId: person.id, invitationId: inv.id };
}

const PERSONNEL = full('PERSONNEL');
const byPerson = async (ctx: WalkContext, tenantId: string) => ({ params: { id: (await insertInvitation(ctx, tenantId)).personnelId } });
const byInvitation = async (ctx: WalkContext, tenantId: string) => ({
  params: { id: (await insertInvitation(ctx, tenantId)).invitationId },
});

/** Path-parameter route samples of invitations (see tenant-routes.catalogue.ts for the contract). */
export const invitationTenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/invite/personnel/:id': { fixture: byPerson, permissions: PERSONNEL },
  'PUT /api/v1/invite/personnel/:id': {
    fixture: async (ctx, tenantId) => ({ ...(await byPerson(ctx, tenantId)), body: {} }),
    permissions: PERSONNEL,
  },
  'PUT /api/v1/invite/:id/send-email': { fixture: byInvitation, permissions: PERSONNEL },
  'DELETE /api/v1/invite/:id': { fixture: byInvitation, permissions: PERSONNEL },
};
