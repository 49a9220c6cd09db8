import { randomBytes } from 'node:crypto';
import { full } from '../support';
import type { WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';
import { futureYear, pastYear } from '../../support/dates';

/** The year of the past days of these samples: long past, and past they stay. */
const PAST = pastYear();
/** The year of the far-future days of these samples: they stay in the future whatever day the walk runs. */
const YEAR = futureYear();

const rnd = () => randomBytes(4).toString('hex');
const INCIDENTS = full('REPORTS_INCIDENTS');
const MASTER = full('TENANT_MASTER');

/** A person of `tenantId` with one submitted foreign travel to France (a destination and an emergency contact), inserted as the owner. */
export async function insertTravel(
  ctx: WalkContext,
  tenantId: string,
): Promise<{ personnelId: string; travelId: string; destinationId: string; contactId: string }> {
  const [person] = await ctx.sql<{ id: string }>(
    `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Walk', 'Traveller', $2) RETURNING id`,
    [tenantId, `walk.traveller.${rnd()}@example.com`],
  );
  const [travel] = await ctx.sql<{ id: string }>(
    `INSERT INTO incident (tenant_id, incident_type, status, personnel_id, departure_date, return_date, debrief_due_date, details)
     VALUES ($1, 'FOREIGN_TRAVEL', 'SUBMITTED', $2, current_date - 10, current_date - 3, current_date + 4,
             '{"travelType":"PERSONAL","purpose":"Walk trip","preTravelBriefAcknowledged":true}'::jsonb) RETURNING id`,
    [tenantId, person.id],
  );
  const [destination] = await ctx.sql<{ id: string }>(
    `INSERT INTO foreign_travel_destination (tenant_id, incident_id, country_id, cities, arrival_date, departure_date)
     VALUES ($1, $2, 76, 'Paris', current_date - 10, current_date - 3) RETURNING id`,
    [tenantId, travel.id],
  );
  const [contact] = await ctx.sql<{ id: string }>(
    `INSERT INTO foreign_travel_emergency_contact (tenant_id, incident_id, full_name) VALUES ($1, $2, 'Walk Contact') RETURNING id`,
    [tenantId, travel.id],
  );
  return { personnelId: person.id, travelId: travel.id, destinationId: destination.id, contactId: contact.id };
}

/** A filed debrief of a new travel of `tenantId`. */
export async function insertDebrief(ctx: WalkContext, tenantId: string): Promise<string> {
  const travel = await insertTravel(ctx, tenantId);
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO incident (tenant_id, incident_type, status, personnel_id, travel_incident_id, incident_date, details)
     VALUES ($1, 'FOREIGN_TRAVEL_DEBRIEF', 'SUBMITTED', $2, $3, current_date, '{"debriefDate":"${PAST}-01-01"}'::jsonb) RETURNING id`,
    [tenantId, travel.personnelId, travel.travelId],
  );
  return row.id;
}

/** The one travel advisory of `tenantId` for country 10 (any earlier one of the walk is removed first, so edits never overlap). */
export async function insertAdvisory(ctx: WalkContext, tenantId: string): Promise<string> {
  await ctx.sql(`DELETE FROM travel_advisory WHERE tenant_id = $1 AND country_id = 10`, [tenantId]);
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO travel_advisory (tenant_id, country_id, advisory_level, effective_from) VALUES ($1, 10, 2, DATE '2020-01-01') RETURNING id`,
    [tenantId],
  );
  return row.id;
}

/** Path-parameter routes of foreign travel and travel advisories (see tenant-routes.catalogue.ts for the contract). */
export const foreignTravelTenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/incidents/foreign-travels/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: (await insertTravel(ctx, tenantId)).travelId } }),
    permissions: INCIDENTS,
  },
  'GET /api/v1/incidents/foreign-travels/personnel/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: (await insertTravel(ctx, tenantId)).personnelId } }),
    permissions: INCIDENTS,
  },
  'GET /api/v1/incidents/foreign-travel-destinations/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: (await insertTravel(ctx, tenantId)).destinationId } }),
    permissions: INCIDENTS,
  },
  'GET /api/v1/incidents/foreign-travel-destinations/personnel/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: (await insertTravel(ctx, tenantId)).personnelId } }),
    permissions: INCIDENTS,
  },
  'GET /api/v1/incidents/foreign-travel-emergency-contacts/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: (await insertTravel(ctx, tenantId)).contactId } }),
    permissions: INCIDENTS,
  },
  'GET /api/v1/incidents/foreign-travel-debriefs/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertDebrief(ctx, tenantId) } }),
    permissions: INCIDENTS,
  },
  'GET /api/v1/incidents/travel-advisory/country/:countryId': {
    notTenantScoped:
      'a country id (global reference data); the advisories answered are those of the caller’s tenant only (row-level security)',
  },
  'PUT /api/v1/tenant-master-data/travel-advisory/:id': {
    fixture: async (ctx, tenantId) => ({
      params: { id: await insertAdvisory(ctx, tenantId) },
      body: { countryId: 10, advisoryLevel: 3, effectiveFrom: `${YEAR}-01-01` },
    }),
    permissions: MASTER,
  },
  'DELETE /api/v1/tenant-master-data/travel-advisory/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertAdvisory(ctx, tenantId) } }),
    permissions: MASTER,
  },
};
