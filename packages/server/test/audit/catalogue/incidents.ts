import { INCIDENT_QUESTIONS } from '@clearline/shared';
import type { WalkContext } from '../../tenancy/walk';
import { INCIDENTS, insertIncident, insertIncidentDocument, selfReporter } from '../../tenancy/catalogue/incidents';
import { PDF } from './personnel';
import type { WriteEntry } from '../write-routes.catalogue';

const API = '/api/v1/incidents';
const officer = (ctx: WalkContext) => ctx.agent({ permissions: INCIDENTS });
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Write-route samples of the incidents domain (see write-routes.catalogue.ts for the contract). */
export const incidentsWriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/incidents': {
    run: async (ctx) =>
      (await officer(ctx)).post(API).send({ incidentType: 'OTHER', title: 'Walk incident', details: { location: 'Lobby' } }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'incident' },
  },
  'POST /api/v1/incidents/me': {
    run: async (ctx) =>
      (await selfReporter(ctx)).post(`${API}/me`).send({
        incidentType: 'ADVERSE_ACTION',
        details: { nature: 'FINANCIAL', source: 'SELF', learnedDate: yesterday() },
        answers: Object.fromEntries((INCIDENT_QUESTIONS.ADVERSE_ACTION ?? []).filter((q) => q.required).map((q) => [q.id, false])),
      }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'incident' },
  },
  'PUT /api/v1/incidents/:id': {
    run: async (ctx) =>
      (await officer(ctx)).put(`${API}/${await insertIncident(ctx, ctx.tenantId)}`).send({ incidentType: 'OTHER', title: 'Walk renamed' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'incident' },
  },
  'DELETE /api/v1/incidents/:id': {
    run: async (ctx) => (await officer(ctx)).delete(`${API}/${await insertIncident(ctx, ctx.tenantId)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'incident' },
  },
  'POST /api/v1/incidents/:id/document': {
    run: async (ctx) =>
      (await officer(ctx)).post(`${API}/${await insertIncident(ctx, ctx.tenantId)}/document`).attach('file', PDF, `walk-${Date.now()}.pdf`),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'document' },
  },
  'DELETE /api/v1/incidents/documents/:documentId': {
    run: async (ctx) => (await officer(ctx)).delete(`${API}/documents/${(await insertIncidentDocument(ctx, ctx.tenantId)).id}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'document' },
  },
};
