import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';
import { type WalkPerson, walkPerson } from './personnel';

/**
 * A missing-document action on the person, the kind that closes by itself (written as the owner, as the person's
 * reaction raises it): the one kind of action a waiver is for.
 */
export async function walkMissingDocumentAction(ctx: WalkContext, p: WalkPerson): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO open_action (tenant_id, personnel_id, action_type, title, source_key, document_title_id)
     VALUES ($1, $2, 'MISSING_REQUIRED_DOCUMENT', 'Missing Required Document: Walk', 'missing-doc:SF_312', 'SF_312') RETURNING id`,
    [p.tenantId, p.id],
  );
  return row.id;
}

/** Write-route samples of the open actions that are not a person's records (see write-routes.catalogue.ts). */
export const openActionWriteRoutes: Record<string, WriteEntry> = {
  'PUT /api/v1/requests-and-actions/open-actions/:id/waive': {
    run: async (ctx) => {
      const p = await walkPerson(ctx);
      const id = await walkMissingDocumentAction(ctx, p);
      return p.agent.put(`/api/v1/requests-and-actions/open-actions/${id}/waive`).send({ reason: 'Walk: kept on paper' });
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'open_action' },
  },
};
