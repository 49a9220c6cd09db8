import { full } from '../../tenancy/support';
import { insertAdvisory } from '../../tenancy/catalogue/foreign-travel';
import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';
import { futureYear, pastYear } from '../../support/dates';

/** The year of the past days of these samples: long past, and past they stay. */
const PAST = pastYear();
/** The year of the far-future days of these samples: they stay in the future whatever day the walk runs. */
const YEAR = futureYear();

const API = '/api/v1/tenant-master-data/travel-advisory';

/** A user of the walk's tenant holding TENANT_MASTER. */
const master = (ctx: WalkContext) => ctx.agent({ permissions: full('TENANT_MASTER') });

/** Write-route samples of travel advisories (foreign travel itself is written through the incident routes). */
export const foreignTravelWriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/tenant-master-data/travel-advisory': {
    run: async (ctx) => {
      // the walk's own country: a period no other advisory of the tenant covers
      await ctx.sql(`DELETE FROM travel_advisory WHERE tenant_id = $1 AND country_id = 11`, [ctx.tenantId]);
      return (await master(ctx))
        .post(API)
        .send({ countryId: 11, advisoryLevel: 2, effectiveFrom: `${PAST}-01-01`, summary: 'Walk advisory' });
    },
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'travel_advisory' },
  },
  'PUT /api/v1/tenant-master-data/travel-advisory/:id': {
    run: async (ctx) =>
      (await master(ctx))
        .put(`${API}/${await insertAdvisory(ctx, ctx.tenantId)}`)
        .send({ countryId: 10, advisoryLevel: 3, effectiveFrom: `${YEAR}-01-01`, summary: 'Walk changed' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'travel_advisory' },
  },
  'DELETE /api/v1/tenant-master-data/travel-advisory/:id': {
    run: async (ctx) => (await master(ctx)).delete(`${API}/${await insertAdvisory(ctx, ctx.tenantId)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'travel_advisory' },
  },
};
