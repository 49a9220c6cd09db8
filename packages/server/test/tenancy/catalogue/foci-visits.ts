import { randomBytes } from 'node:crypto';
import { full } from '../support';
import type { Agent, WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';
import { myPortalAgent, SELF } from './my-portal';
import { pastYear } from '../../support/dates';

/** The year of the past days of these samples: long past, and past they stay. */
const PAST = pastYear();

const rnd = () => randomBytes(4).toString('hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** every flag on FOCI_VISITS */
export const FOCI = full('FOCI_VISITS');

/** A DRAFT FOCI visit of `tenantId`, inserted as the owner (requested by `requestedById` when given). */
export async function insertFociVisit(ctx: WalkContext, tenantId: string, requestedById: string | null = null): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO foci_visit (tenant_id, start_date, end_date, visit_location, requested_by_id, self_reported)
     VALUES ($1, current_date + 7, current_date + 8, $2, $3::uuid, $3::uuid IS NOT NULL) RETURNING id`,
    [tenantId, `Walk room ${rnd()}`, requestedById],
  );
  return row.id;
}

/** A document (no file) of a new FOCI visit of `tenantId`. */
export async function insertFociDocument(ctx: WalkContext, tenantId: string): Promise<{ id: string; visitId: string }> {
  const visitId = await insertFociVisit(ctx, tenantId);
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO visit_document (tenant_id, visit_kind, visit_id, document_type, document_title, required)
     VALUES ($1, 'FOCI', $2, 'AGENDA', 'Walk agenda', true) RETURNING id`,
    [tenantId, visitId],
  );
  return { id: row.id, visitId };
}

/** A person of `tenantId`. */
export async function insertFociPerson(ctx: WalkContext, tenantId: string): Promise<string> {
  const [p] = await ctx.sql<{ id: string }>(
    `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Walk', $2, $3) RETURNING id`,
    [tenantId, `Foci ${rnd()}`, `walk.foci.${rnd()}@walk.example`],
  );
  return p.id;
}

/** A FOCI visit the walk's My Portal user of `tenantId` requested. */
export async function myFociVisit(ctx: WalkContext, tenantId: string): Promise<string> {
  const agent = await myPortalAgent(ctx, tenantId);
  return insertFociVisit(ctx, tenantId, agent.personnelId);
}

const visit = async (ctx: WalkContext, tenantId: string) => ({ params: { id: await insertFociVisit(ctx, tenantId) } });
const visitOfDocs = async (ctx: WalkContext, tenantId: string) => ({ params: { visitId: await insertFociVisit(ctx, tenantId) } });
const document = async (ctx: WalkContext, tenantId: string) => {
  const d = await insertFociDocument(ctx, tenantId);
  return { params: { visitId: d.visitId, documentId: d.id }, body: { documentStatus: 'ACCEPTED' } };
};
const upload = (agent: Agent, path: string) =>
  agent
    .post(path)
    .field('document', JSON.stringify({ documentType: 'AGENDA' }))
    .attach('file', PDF, `walk-${rnd()}.pdf`);

/** Path-parameter route samples of FOCI visits (see tenant-routes.catalogue.ts for the contract). */
export const fociVisitsTenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/visits/foci/:id': { fixture: visit, permissions: FOCI },
  'PUT /api/v1/visits/foci/:id': {
    fixture: async (ctx, tenantId) => ({
      params: { id: await insertFociVisit(ctx, tenantId) },
      body: { startDate: `${PAST}-09-01`, endDate: `${PAST}-09-02`, visitLocation: 'Moved by walk' },
    }),
    permissions: FOCI,
  },
  'DELETE /api/v1/visits/foci/:id': { fixture: visit, permissions: FOCI },
  'GET /api/v1/visits/foci/personnel/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertFociPerson(ctx, tenantId) } }),
    permissions: FOCI,
  },
  'GET /api/v1/visits/foci/:visitId/documents': { fixture: visitOfDocs, permissions: FOCI },
  'POST /api/v1/visits/foci/:visitId/document': { fixture: visitOfDocs, permissions: FOCI, request: upload },
  'PUT /api/v1/visits/foci/:visitId/document/:documentId': { fixture: document, permissions: FOCI },
  'DELETE /api/v1/visits/foci/:visitId/document/:documentId': { fixture: document, permissions: FOCI },
  'GET /api/v1/visits/foci/me/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await myFociVisit(ctx, tenantId) } }),
    permissions: SELF,
  },
  'POST /api/v1/visits/foci/me/:id/document': {
    fixture: async (ctx, tenantId) => ({ params: { id: await myFociVisit(ctx, tenantId) } }),
    permissions: SELF,
    request: upload,
  },
};
