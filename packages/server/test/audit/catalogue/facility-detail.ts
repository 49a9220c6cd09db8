import { randomBytes } from 'node:crypto';
import { full } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';
import { PDF, walkPerson } from './personnel';
import { futureYear } from '../../support/dates';

/** The year of the far-future days of these samples: they stay in the future whatever day the walk runs. */
const YEAR = futureYear();

const API = '/api/v1';
const rnd = () => randomBytes(4).toString('hex');

export const FACILITIES_ALL = full('FACILITIES');
const fso = (ctx: WalkContext) => ctx.agent({ permissions: FACILITIES_ALL });

/** A facility of `tenantId` with one person linked to it (work e-mail set), created through the API. */
export async function walkFacilityWithPerson(ctx: WalkContext, tenantId: string): Promise<{ facilityId: string; personnelId: string }> {
  const p = await walkPerson(ctx, tenantId);
  await ctx.sql(`UPDATE personnel SET work_email = $2 WHERE id = $1`, [p.id, `walk.${rnd()}@example.com`]);
  return { facilityId: p.facilityId, personnelId: p.id };
}

/** A failed reminder e-mail of the facility's person (written as the owner, the way a failed step is recorded). */
export async function insertWorkflowRetry(
  ctx: WalkContext,
  tenantId: string,
  status = 'FAILED',
): Promise<{ facilityId: string; id: string }> {
  const { facilityId, personnelId } = await walkFacilityWithPerson(ctx, tenantId);
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO facility_workflow_retry (tenant_id, facility_id, workflow_type, personnel_id, subject, attempts, last_error, status)
     VALUES ($1, $2, 'REMINDER_EMAIL', $3, 'Badge expires: Walk, Walter', 3, 'SMTP 451 temporary failure', $4) RETURNING id`,
    [tenantId, facilityId, personnelId, status],
  );
  return { facilityId, id: row.id };
}

/** A note on a facility of `tenantId` written by `authorId`. */
export async function insertFacilityNote(ctx: WalkContext, tenantId: string, facilityId: string, authorId: string): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO note (tenant_id, section_name, content, author_id, facility_id) VALUES ($1, 'FACILITY', 'Walk note', $2, $3) RETURNING id`,
    [tenantId, authorId, facilityId],
  );
  return row.id;
}

/** A facility document of `tenantId` (the document row and its metadata, written as the owner). */
export async function insertFacilityDocument(ctx: WalkContext, tenantId: string, facilityId: string): Promise<string> {
  const [doc] = await ctx.sql<{ id: string }>(
    `INSERT INTO document (tenant_id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key)
     VALUES ($1, 'FACILITY', $2, 'dd441.pdf', 'application/pdf', 42, repeat('0', 64), $3) RETURNING id`,
    [tenantId, facilityId, `documents/${tenantId}/walk-${rnd()}`],
  );
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO facility_document (tenant_id, facility_id, document_id, document_type, title) VALUES ($1, $2, $3, 'DD_441', 'DD-441') RETURNING id`,
    [tenantId, facilityId, doc.id],
  );
  return row.id;
}

/** Write-route samples of the facility detail tabs (see write-routes.catalogue.ts for the contract). */
export const facilityDetailWriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/facilities/:id/detail/workflow_retries/:retryId/retry': {
    run: async (ctx) => {
      const r = await insertWorkflowRetry(ctx, ctx.tenantId);
      return (await fso(ctx)).post(`${API}/facilities/${r.facilityId}/detail/workflow_retries/${r.id}/retry`);
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'facility_workflow_retry' },
  },
  'POST /api/v1/facilities/:id/detail/workflow_retries/:retryId/resolve': {
    run: async (ctx) => {
      const r = await insertWorkflowRetry(ctx, ctx.tenantId);
      return (await fso(ctx))
        .post(`${API}/facilities/${r.facilityId}/detail/workflow_retries/${r.id}/resolve`)
        .send({ note: 'Mailed by hand' });
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'facility_workflow_retry' },
  },
  'POST /api/v1/facilities/:id/detail/notes': {
    run: async (ctx) => {
      const { facilityId } = await walkFacilityWithPerson(ctx, ctx.tenantId);
      return (await fso(ctx)).post(`${API}/facilities/${facilityId}/detail/notes`).send({ content: 'DCSA review scheduled for March.' });
    },
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'note' },
  },
  'PUT /api/v1/facilities/:id/detail/notes/:noteId': {
    run: async (ctx) => {
      const agent = await fso(ctx);
      const { facilityId } = await walkFacilityWithPerson(ctx, ctx.tenantId);
      const note = await agent.post(`${API}/facilities/${facilityId}/detail/notes`).send({ content: 'First' });
      return agent.put(`${API}/facilities/${facilityId}/detail/notes/${note.body.id}`).send({ content: 'Changed' });
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'note' },
  },
  'DELETE /api/v1/facilities/:id/detail/notes/:noteId': {
    run: async (ctx) => {
      const agent = await fso(ctx);
      const { facilityId } = await walkFacilityWithPerson(ctx, ctx.tenantId);
      const note = await agent.post(`${API}/facilities/${facilityId}/detail/notes`).send({ content: 'To delete' });
      return agent.delete(`${API}/facilities/${facilityId}/detail/notes/${note.body.id}`);
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'note' },
  },
  'POST /api/v1/facilities/:id/document': {
    run: async (ctx) => {
      const { facilityId } = await walkFacilityWithPerson(ctx, ctx.tenantId);
      return (await fso(ctx))
        .post(`${API}/facilities/${facilityId}/document`)
        .field('document', JSON.stringify({ documentType: 'DD_441', expiryDate: `${YEAR}-01-31` }))
        .attach('file', PDF, 'dd441.pdf');
    },
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'facility_document' },
  },
  'PUT /api/v1/facilities/:id/document/:documentId': {
    run: async (ctx) => {
      const { facilityId } = await walkFacilityWithPerson(ctx, ctx.tenantId);
      const id = await insertFacilityDocument(ctx, ctx.tenantId, facilityId);
      return (await fso(ctx))
        .put(`${API}/facilities/${facilityId}/document/${id}`)
        .send({ documentType: 'DD_441', notes: 'Countersigned' });
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'facility_document' },
  },
  'DELETE /api/v1/facilities/:id/document/:documentId': {
    run: async (ctx) => {
      const { facilityId } = await walkFacilityWithPerson(ctx, ctx.tenantId);
      const id = await insertFacilityDocument(ctx, ctx.tenantId, facilityId);
      return (await fso(ctx)).delete(`${API}/facilities/${facilityId}/document/${id}`);
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'facility_document' },
  },
};
