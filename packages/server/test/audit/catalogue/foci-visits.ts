import { full } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import { insertFociDocument, insertFociVisit, myFociVisit } from '../../tenancy/catalogue/foci-visits';
import { myPortalAgent } from '../../tenancy/catalogue/my-portal';
import type { WriteEntry } from '../write-routes.catalogue';
import { pastYear } from '../../support/dates';

/** The year of the past days of these samples: long past, and past they stay. */
const PAST = pastYear();

const API = '/api/v1/visits/foci';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const officer = (ctx: WalkContext) => ctx.agent({ permissions: full('FOCI_VISITS') });

/** Write-route samples of FOCI visits (see write-routes.catalogue.ts for the contract). */
export const fociVisitsWriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/visits/foci': {
    run: async (ctx) =>
      (await officer(ctx)).post(API).send({
        startDate: `${PAST}-09-01`,
        endDate: `${PAST}-09-02`,
        visitLocation: 'Walk room',
        affiliates: [{ fullName: 'Walk GmbH', citizenshipCountryId: 83 }],
      }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'foci_visit' },
  },
  'PUT /api/v1/visits/foci/:id': {
    run: async (ctx) =>
      (await officer(ctx))
        .put(`${API}/${await insertFociVisit(ctx, ctx.tenantId)}`)
        .send({ startDate: `${PAST}-09-01`, endDate: `${PAST}-09-03`, visitStatus: 'SUBMITTED' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'foci_visit' },
  },
  'DELETE /api/v1/visits/foci/:id': {
    run: async (ctx) => (await officer(ctx)).delete(`${API}/${await insertFociVisit(ctx, ctx.tenantId)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'foci_visit' },
  },
  'POST /api/v1/visits/foci/attendees-affiliates': {
    run: async (ctx) =>
      (await officer(ctx)).post(`${API}/attendees-affiliates`).send({
        visitId: await insertFociVisit(ctx, ctx.tenantId),
        attendees: [{ fullName: 'Walk Attendee', citizenshipCountryId: 235 }],
        affiliates: [{ fullName: 'Walk plc', citizenshipCountryId: 235 }],
      }),
    status: 200,
    audit: { eventType: 'CREATE', objectTable: 'foci_visit_participant' },
  },
  'POST /api/v1/visits/foci/:visitId/document': {
    run: async (ctx) =>
      (await officer(ctx))
        .post(`${API}/${await insertFociVisit(ctx, ctx.tenantId)}/document`)
        .field('document', JSON.stringify({ documentType: 'AGENDA' }))
        .attach('file', PDF, `walk-agenda-${Date.now()}.pdf`),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'visit_document' },
  },
  'PUT /api/v1/visits/foci/:visitId/document/:documentId': {
    run: async (ctx) => {
      const d = await insertFociDocument(ctx, ctx.tenantId);
      return (await officer(ctx)).put(`${API}/${d.visitId}/document/${d.id}`).send({ documentStatus: 'ACCEPTED' });
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'visit_document' },
  },
  'DELETE /api/v1/visits/foci/:visitId/document/:documentId': {
    run: async (ctx) => {
      const d = await insertFociDocument(ctx, ctx.tenantId);
      return (await officer(ctx)).delete(`${API}/${d.visitId}/document/${d.id}`);
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'visit_document' },
  },
  'POST /api/v1/visits/foci/me': {
    run: async (ctx) =>
      (await myPortalAgent(ctx))
        .post(`${API}/me`)
        .send({ startDate: `${PAST}-09-01`, endDate: `${PAST}-09-01`, visitLocation: 'Walk lab' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'foci_visit' },
  },
  'POST /api/v1/visits/foci/me/:id/document': {
    run: async (ctx) =>
      (await myPortalAgent(ctx))
        .post(`${API}/me/${await myFociVisit(ctx, ctx.tenantId)}/document`)
        .field('document', JSON.stringify({ documentType: 'NDA' }))
        .attach('file', PDF, `walk-nda-${Date.now()}.pdf`),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'visit_document' },
  },
};
