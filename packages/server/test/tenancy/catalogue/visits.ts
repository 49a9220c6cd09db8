import { randomBytes } from 'node:crypto';
import { full } from '../support';
import type { Agent, WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';
import { insertClearedPerson } from './contracts';
import { futureYear } from '../../support/dates';

/** The year of the far-future days of these samples: they stay in the future whatever day the walk runs. */
const YEAR = futureYear();

const rnd = () => randomBytes(4).toString('hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A DRAFT incoming visit of `tenantId` with one visitor, inserted as the owner. */
export async function insertIncomingVisit(ctx: WalkContext, tenantId: string): Promise<{ id: string; visitorId: string }> {
  const [v] = await ctx.sql<{ id: string }>(
    `INSERT INTO incoming_visit (tenant_id, facility_name, start_date, end_date) VALUES ($1, $2, current_date + 7, current_date + 8) RETURNING id`,
    [tenantId, `Walk Corp ${rnd()}`],
  );
  const [visitor] = await ctx.sql<{ id: string }>(
    `INSERT INTO incoming_visitor (tenant_id, incoming_visit_id, visitor_name) VALUES ($1, $2, 'Walk Visitor') RETURNING id`,
    [tenantId, v.id],
  );
  return { id: v.id, visitorId: visitor.id };
}

/** A DRAFT outgoing visit of `tenantId` (level SECRET) with one cleared person on it. */
export async function insertOutgoingVisit(ctx: WalkContext, tenantId: string): Promise<{ id: string; personnelId: string }> {
  const [v] = await ctx.sql<{ id: string }>(
    `INSERT INTO outgoing_visit (tenant_id, to_facility_name, start_date, end_date, clearance_level)
     VALUES ($1, $2, current_date + 7, current_date + 9, 'SECRET') RETURNING id`,
    [tenantId, `Walk Host ${rnd()}`],
  );
  const personnelId = await insertClearedPerson(ctx, tenantId);
  await ctx.sql(
    `INSERT INTO outgoing_visit_personnel (tenant_id, outgoing_visit_id, personnel_id, clearance_level) VALUES ($1, $2, $3, 'TOP_SECRET')`,
    [tenantId, v.id, personnelId],
  );
  return { id: v.id, personnelId };
}

/** A document record (no file yet) of a visit. */
export async function insertVisitDocument(
  ctx: WalkContext,
  tenantId: string,
  kind: 'INCOMING' | 'OUTGOING',
  visitId: string,
): Promise<string> {
  const [d] = await ctx.sql<{ id: string }>(
    `INSERT INTO visit_document (tenant_id, visit_kind, visit_id, document_title) VALUES ($1, $2, $3, 'Walk agenda') RETURNING id`,
    [tenantId, kind, visitId],
  );
  return d.id;
}

/** An employee agent (SELF_SERVICE) of the walk's tenant, linked to a personnel record of its own. */
export async function employeeAgent(ctx: WalkContext): Promise<Agent> {
  const agent = await ctx.agent({ permissions: full('SELF_SERVICE') });
  const [linked] = await ctx.sql<{ id: string }>(`SELECT id FROM personnel WHERE user_id = $1`, [agent.user.id]);
  if (!linked) {
    const id = await insertClearedPerson(ctx, ctx.tenantId);
    await ctx.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [agent.user.id, id]);
  }
  return agent;
}

export const postDocument = (agent: Agent, path: string) =>
  agent
    .post(path)
    .field('document', JSON.stringify({ documentType: 'AGENDA', documentTitle: 'Walk agenda' }))
    .attach('file', PDF, `walk-${rnd()}.pdf`);

const INCOMING = full('INCOMING_VISITS');
const OUTGOING = full('OUTGOING_VISITS');
const incoming = async (ctx: WalkContext, tenantId: string) => ({ params: { id: (await insertIncomingVisit(ctx, tenantId)).id } });
const outgoing = async (ctx: WalkContext, tenantId: string) => ({ params: { id: (await insertOutgoingVisit(ctx, tenantId)).id } });
const visitOf = (kind: 'INCOMING' | 'OUTGOING') => async (ctx: WalkContext, tenantId: string) => {
  const { id } = kind === 'INCOMING' ? await insertIncomingVisit(ctx, tenantId) : await insertOutgoingVisit(ctx, tenantId);
  return { params: { visitId: id } };
};
const documentOf = (kind: 'INCOMING' | 'OUTGOING') => async (ctx: WalkContext, tenantId: string) => {
  const { id } = kind === 'INCOMING' ? await insertIncomingVisit(ctx, tenantId) : await insertOutgoingVisit(ctx, tenantId);
  return { params: { visitId: id, documentId: await insertVisitDocument(ctx, tenantId, kind, id) }, body: { documentStatus: 'ACCEPTED' } };
};
const multipart = (agent: Agent, path: string) => postDocument(agent, path);
const jsonPart = (agent: Agent, path: string, body: unknown) => agent.put(path).field('document', JSON.stringify(body));

/** Path-parameter route samples of incoming and outgoing visits (see tenant-routes.catalogue.ts for the contract). */
export const visitsTenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/visits/incoming/:id': { fixture: incoming, permissions: INCOMING },
  'PUT /api/v1/visits/incoming/:id': {
    fixture: async (ctx, tenantId) => ({
      params: { id: (await insertIncomingVisit(ctx, tenantId)).id },
      body: { startDate: `${YEAR}-01-10`, endDate: `${YEAR}-01-11`, facilityName: 'Renamed by walk' },
    }),
    permissions: INCOMING,
  },
  'DELETE /api/v1/visits/incoming/:id': { fixture: incoming, permissions: INCOMING },
  'GET /api/v1/visits/incoming/:id/visitors/:visitorId/ssn': {
    fixture: async (ctx, tenantId) => {
      const v = await insertIncomingVisit(ctx, tenantId);
      return { params: { id: v.id, visitorId: v.visitorId } };
    },
    permissions: full('INCOMING_VISITS', 'VISIBLE_SOCIAL_SECURITY'),
  },
  'POST /api/v1/visits/incoming/:visitId/document': { fixture: visitOf('INCOMING'), permissions: INCOMING, request: multipart },
  'PUT /api/v1/visits/incoming/:visitId/document/:documentId': {
    fixture: documentOf('INCOMING'),
    permissions: INCOMING,
    request: jsonPart,
  },
  'DELETE /api/v1/visits/incoming/:visitId/document/:documentId': { fixture: documentOf('INCOMING'), permissions: INCOMING },
  'GET /api/v1/visits/outgoing/:id': { fixture: outgoing, permissions: OUTGOING },
  'PUT /api/v1/visits/outgoing/:id': {
    fixture: async (ctx, tenantId) => ({
      params: { id: (await insertOutgoingVisit(ctx, tenantId)).id },
      body: { startDate: `${YEAR}-01-10`, endDate: `${YEAR}-01-11`, toFacilityName: 'Renamed by walk', clearanceLevel: 'SECRET' },
    }),
    permissions: OUTGOING,
  },
  'DELETE /api/v1/visits/outgoing/:id': { fixture: outgoing, permissions: OUTGOING },
  'DELETE /api/v1/visits/outgoing/:visitId/personnel/:personnelId': {
    fixture: async (ctx, tenantId) => {
      const v = await insertOutgoingVisit(ctx, tenantId);
      return { params: { visitId: v.id, personnelId: v.personnelId } };
    },
    permissions: OUTGOING,
  },
  'POST /api/v1/visits/outgoing/:visitId/document': { fixture: visitOf('OUTGOING'), permissions: OUTGOING, request: multipart },
  'PUT /api/v1/visits/outgoing/:visitId/document/:documentId': {
    fixture: documentOf('OUTGOING'),
    permissions: OUTGOING,
    request: jsonPart,
  },
  'DELETE /api/v1/visits/outgoing/:visitId/document/:documentId': { fixture: documentOf('OUTGOING'), permissions: OUTGOING },
  'GET /api/v1/visits/personnel/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: (await insertOutgoingVisit(ctx, tenantId)).personnelId } }),
    permissions: full('VISITS', 'PERSONNEL'),
  },
};
