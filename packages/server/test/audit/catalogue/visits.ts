import { full } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import { employeeAgent, insertIncomingVisit, insertOutgoingVisit, insertVisitDocument, postDocument } from '../../tenancy/catalogue/visits';
import { insertClearedPerson } from '../../tenancy/catalogue/contracts';
import type { WriteEntry } from '../write-routes.catalogue';
import { futureYear } from '../../support/dates';

/** The year of the far-future days of these samples: they stay in the future whatever day the walk runs. */
const YEAR = futureYear();

const API = '/api/v1';
const incoming = (ctx: WalkContext) => ctx.agent({ permissions: full('INCOMING_VISITS') });
const outgoing = (ctx: WalkContext) => ctx.agent({ permissions: full('OUTGOING_VISITS') });
const DATES = { startDate: `${YEAR}-03-02`, endDate: `${YEAR}-03-04` };

/** Write-route samples of incoming and outgoing visits (see write-routes.catalogue.ts for the contract). */
export const visitsWriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/visits/incoming': {
    run: async (ctx) =>
      (await incoming(ctx))
        .post(`${API}/visits/incoming`)
        .send({ ...DATES, facilityName: 'Walk Corp', visitors: [{ visitorName: 'Walk Visitor', ssn: '123-45-6789' }] }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'incoming_visit' },
  },
  'POST /api/v1/visits/incoming/me': {
    run: async (ctx) => (await employeeAgent(ctx)).post(`${API}/visits/incoming/me`).send({ ...DATES, facilityName: 'Walk Corp' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'incoming_visit' },
  },
  'PUT /api/v1/visits/incoming/:id': {
    run: async (ctx) =>
      (await incoming(ctx))
        .put(`${API}/visits/incoming/${(await insertIncomingVisit(ctx, ctx.tenantId)).id}`)
        .send({ ...DATES, visitStatus: 'SUBMITTED' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'incoming_visit' },
  },
  'DELETE /api/v1/visits/incoming/:id': {
    run: async (ctx) => (await incoming(ctx)).delete(`${API}/visits/incoming/${(await insertIncomingVisit(ctx, ctx.tenantId)).id}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'incoming_visit' },
  },
  'POST /api/v1/visits/incoming/:visitId/document': {
    run: async (ctx) =>
      postDocument(await incoming(ctx), `${API}/visits/incoming/${(await insertIncomingVisit(ctx, ctx.tenantId)).id}/document`),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'visit_document' },
  },
  'PUT /api/v1/visits/incoming/:visitId/document/:documentId': {
    run: async (ctx) => {
      const { id } = await insertIncomingVisit(ctx, ctx.tenantId);
      const doc = await insertVisitDocument(ctx, ctx.tenantId, 'INCOMING', id);
      return (await incoming(ctx))
        .put(`${API}/visits/incoming/${id}/document/${doc}`)
        .field('document', JSON.stringify({ documentStatus: 'ACCEPTED' }));
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'visit_document' },
  },
  'DELETE /api/v1/visits/incoming/:visitId/document/:documentId': {
    run: async (ctx) => {
      const { id } = await insertIncomingVisit(ctx, ctx.tenantId);
      const doc = await insertVisitDocument(ctx, ctx.tenantId, 'INCOMING', id);
      return (await incoming(ctx)).delete(`${API}/visits/incoming/${id}/document/${doc}`);
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'visit_document' },
  },
  'POST /api/v1/visits/outgoing': {
    run: async (ctx) =>
      (await outgoing(ctx)).post(`${API}/visits/outgoing`).send({
        startDate: `${YEAR}-03-02`,
        isPermCertification: true,
        permCertificationDuration: 'ONE_YEAR',
        toFacilityName: 'Walk Host',
      }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'outgoing_visit' },
  },
  'POST /api/v1/visits/outgoing/me': {
    run: async (ctx) => (await employeeAgent(ctx)).post(`${API}/visits/outgoing/me`).send({ ...DATES, toFacilityName: 'Walk Host' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'outgoing_visit' },
  },
  'PUT /api/v1/visits/outgoing/:id': {
    run: async (ctx) =>
      (await outgoing(ctx))
        .put(`${API}/visits/outgoing/${(await insertOutgoingVisit(ctx, ctx.tenantId)).id}`)
        .send({ ...DATES, visitStatus: 'SUBMITTED', submissionMethod: 'DISS' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'outgoing_visit' },
  },
  'DELETE /api/v1/visits/outgoing/:id': {
    run: async (ctx) => (await outgoing(ctx)).delete(`${API}/visits/outgoing/${(await insertOutgoingVisit(ctx, ctx.tenantId)).id}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'outgoing_visit' },
  },
  'POST /api/v1/visits/outgoing/personnel/add': {
    run: async (ctx) => {
      const { id } = await insertOutgoingVisit(ctx, ctx.tenantId);
      const personnelId = await insertClearedPerson(ctx, ctx.tenantId);
      return (await outgoing(ctx))
        .post(`${API}/visits/outgoing/personnel/add`)
        .send({ visitId: id, personnel: [{ personnelId, role: 'Engineer' }] });
    },
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'outgoing_visit_personnel' },
  },
  'POST /api/v1/visits/outgoing/personnel/update': {
    run: async (ctx) => {
      const v = await insertOutgoingVisit(ctx, ctx.tenantId);
      return (await outgoing(ctx))
        .post(`${API}/visits/outgoing/personnel/update`)
        .send({ visitId: v.id, personnelId: v.personnelId, role: 'Lead engineer' });
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'outgoing_visit_personnel' },
  },
  'DELETE /api/v1/visits/outgoing/:visitId/personnel/:personnelId': {
    run: async (ctx) => {
      const v = await insertOutgoingVisit(ctx, ctx.tenantId);
      return (await outgoing(ctx)).delete(`${API}/visits/outgoing/${v.id}/personnel/${v.personnelId}`);
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'outgoing_visit_personnel' },
  },
  'POST /api/v1/visits/outgoing/:visitId/document': {
    run: async (ctx) =>
      postDocument(await outgoing(ctx), `${API}/visits/outgoing/${(await insertOutgoingVisit(ctx, ctx.tenantId)).id}/document`),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'visit_document' },
  },
  'PUT /api/v1/visits/outgoing/:visitId/document/:documentId': {
    run: async (ctx) => {
      const { id } = await insertOutgoingVisit(ctx, ctx.tenantId);
      const doc = await insertVisitDocument(ctx, ctx.tenantId, 'OUTGOING', id);
      return (await outgoing(ctx))
        .put(`${API}/visits/outgoing/${id}/document/${doc}`)
        .field('document', JSON.stringify({ documentStatus: 'ACCEPTED' }));
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'visit_document' },
  },
  'DELETE /api/v1/visits/outgoing/:visitId/document/:documentId': {
    run: async (ctx) => {
      const { id } = await insertOutgoingVisit(ctx, ctx.tenantId);
      const doc = await insertVisitDocument(ctx, ctx.tenantId, 'OUTGOING', id);
      return (await outgoing(ctx)).delete(`${API}/visits/outgoing/${id}/document/${doc}`);
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'visit_document' },
  },
};
