import { randomBytes } from 'node:crypto';
import { INCIDENT_TYPE_ROUTES } from '@clearline/shared';
import { StorageService } from '../../../src/core/storage/storage.service';
import { walkPerson } from '../../audit/catalogue/personnel';
import { full } from '../support';
import type { Agent, WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';

const rnd = () => randomBytes(4).toString('hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** every flag on REPORTS_INCIDENTS (the security office) */
export const INCIDENTS = full('REPORTS_INCIDENTS');

/** An incident of `tenantId` of `type` (OTHER by default), inserted as the owner. */
export async function insertIncident(ctx: WalkContext, tenantId: string, type = 'OTHER', status = 'DRAFT'): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO incident (tenant_id, incident_type, status, title, details) VALUES ($1, $2, $3, $4, '{}'::jsonb) RETURNING id`,
    [tenantId, type, status, `Walk incident ${rnd()}`],
  );
  return row.id;
}

/** A document (file in storage) of a new incident of `tenantId`. */
export async function insertIncidentDocument(ctx: WalkContext, tenantId: string): Promise<{ id: string; incidentId: string }> {
  const incidentId = await insertIncident(ctx, tenantId);
  const key = `documents/${tenantId}/walk-${rnd()}`;
  await ctx.t.app.get(StorageService).put(key, PDF, 'application/pdf');
  const [doc] = await ctx.sql<{ id: string }>(
    `INSERT INTO document (tenant_id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key)
     VALUES ($1, 'INCIDENT', $2, 'walk.pdf', 'application/pdf', $3, repeat('0', 64), $4) RETURNING id`,
    [tenantId, incidentId, PDF.length, key],
  );
  return { id: doc.id, incidentId };
}

/** The walk's employee of `tenantId` who may report adverse actions about themself, linked to a personnel record. */
export async function selfReporter(ctx: WalkContext, tenantId = ctx.tenantId): Promise<Agent & { personnelId: string }> {
  const agent = await ctx.agent({ tenantId, tenantType: 'SAAS', permissions: full('SELF_SERVICE', 'REPORT_ADVERSE_ACTION') });
  const [linked] = await ctx.sql<{ id: string }>(`SELECT id FROM personnel WHERE tenant_id = $1 AND user_id = $2`, [
    tenantId,
    agent.user.id,
  ]);
  let personnelId = linked?.id;
  if (!personnelId) {
    personnelId = (await walkPerson(ctx, tenantId)).id;
    await ctx.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [agent.user.id, personnelId]);
  }
  return Object.assign(agent, { personnelId });
}

const incident = async (ctx: WalkContext, tenantId: string) => ({ params: { id: await insertIncident(ctx, tenantId) } });

/** The per-type reads: an incident of that type. */
const perType: Record<string, TenantRouteEntry> = Object.fromEntries(
  (Object.entries(INCIDENT_TYPE_ROUTES) as Array<[string, { listPath: string }]>)
    .filter(([type]) => type !== 'FOREIGN_TRAVEL' && type !== 'FOREIGN_TRAVEL_DEBRIEF')
    .map(([type, r]) => [
      `GET /api/v1/incidents/${r.listPath}/:id`,
      {
        fixture: async (ctx: WalkContext, tenantId: string) => ({ params: { id: await insertIncident(ctx, tenantId, type) } }),
        permissions: INCIDENTS,
      },
    ]),
);

/** Path-parameter route samples of the incidents domain (see tenant-routes.catalogue.ts for the contract). */
export const incidentsTenantRoutes: Record<string, TenantRouteEntry> = {
  ...perType,
  'GET /api/v1/incidents/:incidentId/:type': {
    fixture: async (ctx, tenantId) => ({ params: { incidentId: await insertIncident(ctx, tenantId), type: 'OTHER' } }),
    permissions: INCIDENTS,
  },
  'PUT /api/v1/incidents/:id': {
    fixture: async (ctx, tenantId) => ({
      params: { id: await insertIncident(ctx, tenantId) },
      body: { incidentType: 'OTHER', title: 'Renamed by walk' },
    }),
    permissions: INCIDENTS,
  },
  'DELETE /api/v1/incidents/:id': { fixture: incident, permissions: INCIDENTS },
  'GET /api/v1/incidents/:id/questions': { fixture: incident, permissions: INCIDENTS },
  'GET /api/v1/incidents/:id/documents': { fixture: incident, permissions: INCIDENTS },
  'POST /api/v1/incidents/:id/document': {
    fixture: incident,
    permissions: INCIDENTS,
    request: (agent, path) => agent.post(path).attach('file', PDF, `walk-${rnd()}.pdf`),
  },
  'DELETE /api/v1/incidents/documents/:documentId': {
    fixture: async (ctx, tenantId) => ({ params: { documentId: (await insertIncidentDocument(ctx, tenantId)).id } }),
    permissions: INCIDENTS,
  },
};
