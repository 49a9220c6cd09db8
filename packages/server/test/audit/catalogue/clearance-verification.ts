import { full } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';
import { PERSONNEL_ALL, type WalkPerson, walkPerson, walkRecord } from './personnel';
import { futureYear } from '../../support/dates';

/** The year of the far-future days of these samples: they stay in the future whatever day the walk runs. */
const YEAR = futureYear();

const API = '/api/v1/personnel';

/** A person of the tenant with a clearance, and a SENT verification of it (made through the API). */
export async function walkVerification(
  ctx: WalkContext,
  tenantId = ctx.tenantId,
): Promise<{ p: WalkPerson; clearanceId: string; id: string }> {
  const p = await walkPerson(ctx, tenantId);
  const clearanceId = (await walkRecord(p, 'clearance')).id;
  const res = await p.agent.post(`${API}/clearance-verification`).send({ personnelId: p.id, clearanceId });
  if (res.status !== 201) throw new Error(`clearance verification: ${res.status} ${JSON.stringify(res.body)}`);
  return { p, clearanceId, id: res.body.id as string };
}

/** The verification answered by its person (written as the owner, as the person's PUT leaves it). */
export async function answered(ctx: WalkContext, id: string): Promise<void> {
  await ctx.sql(
    `UPDATE clearance_verification SET status = 'NEEDS_REVIEW', attested_at = now(), answered_by = 'walk.person',
            answers = on_record || '{"pclEligibility":"TOP_SECRET","ceStatus":"ENROLLED"}'::jsonb WHERE id = $1`,
    [id],
  );
}

/** A person with a clearance, and a clearance request on it. */
export async function walkClearanceRequest(ctx: WalkContext, tenantId = ctx.tenantId): Promise<string> {
  const p = await walkPerson(ctx, tenantId);
  const clearanceId = (await walkRecord(p, 'clearance')).id;
  const agent = await ctx.agent({ tenantId, permissions: full('CLEARANCE_REQUEST') });
  const res = await agent
    .post(`${API}/clearance-request`)
    .send({ personnelId: p.id, clearanceId, action: 'RE_INVESTIGATE', justification: 'Periodic reinvestigation is due.' });
  if (res.status !== 201) throw new Error(`clearance request: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** Write-route samples of clearance verification and clearance request. */
export const clearanceVerificationWriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/personnel/clearance-verification': {
    run: async (ctx) => {
      const p = await walkPerson(ctx);
      const clearanceId = (await walkRecord(p, 'clearance')).id;
      return p.agent.post(`${API}/clearance-verification`).send({ personnelId: p.id, clearanceId, message: 'Annual check' });
    },
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'clearance_verification' },
  },
  'PUT /api/v1/personnel/clearance-verification/:requestId': {
    run: async (ctx) => {
      const { id } = await walkVerification(ctx);
      await answered(ctx, id);
      const agent = await ctx.agent({ permissions: PERSONNEL_ALL });
      return agent.put(`${API}/clearance-verification/${id}`).send({ decision: 'ACCEPT_CHANGES', reviewNote: 'Matches JPAS/DISS' });
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'clearance_verification' },
  },
  'POST /api/v1/personnel/clearance-request': {
    run: async (ctx) => {
      const p = await walkPerson(ctx);
      const clearanceId = (await walkRecord(p, 'clearance')).id;
      const agent = await ctx.agent({ permissions: full('CLEARANCE_REQUEST') });
      return agent.post(`${API}/clearance-request`).send({
        personnelId: p.id,
        clearanceId,
        action: 'CV_CE_ENROLLMENT',
        justification: 'Enroll in continuous vetting.',
        neededBy: `${YEAR}-01-31`,
      });
    },
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'clearance_request' },
  },
};
