import type { Response } from 'supertest';
import type { AuditEventTypeValue } from '@clearline/shared';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { full, TINY_PNG as PNG } from '../tenancy/support';
import type { WalkContext } from '../tenancy/walk';
import { identityWriteRoutes } from './catalogue/identity';
import { facilityDetailWriteRoutes } from './catalogue/facility-detail';
import { operationsWriteRoutes } from './catalogue/operations';
import { clearanceVerificationWriteRoutes } from './catalogue/clearance-verification';
import { personnelWriteRoutes } from './catalogue/personnel';
import { platformWriteRoutes } from './catalogue/platform';
import { masterDataWriteRoutes } from './catalogue/master-data';
import { contractsWriteRoutes } from './catalogue/contracts';
import { fociVisitsWriteRoutes } from './catalogue/foci-visits';
import { incidentsWriteRoutes } from './catalogue/incidents';
import { tenantMasterWriteRoutes } from './catalogue/tenant-master';
import { foreignTravelWriteRoutes } from './catalogue/foreign-travel';
import { dd254WriteRoutes } from './catalogue/dd254';
import { invitationWriteRoutes } from './catalogue/invitations';
import { facilityReviewsWriteRoutes } from './catalogue/facility-reviews';
import { terminationWriteRoutes } from './catalogue/termination';
import { myPortalWriteRoutes } from './catalogue/my-portal';
import { visitsWriteRoutes } from './catalogue/visits';
import { encryptedMessageWriteRoutes } from './catalogue/encrypted-messages';
import { openActionWriteRoutes } from './catalogue/open-actions';

/**
 * THE CATALOGUE OF WRITE ROUTES (read by test/audit/write-routes.int-spec.ts).
 *
 * Every POST, PUT, PATCH and DELETE route of the API must have an entry here, keyed
 * `METHOD /api/v1/path/:param` exactly as the route table prints it. An entry is either
 * - a sample: `run(ctx)` performs a successful request (creating what it needs first, through the API
 *   or as the owner with ctx.sql) and returns its response; the walker then checks the status
 *   (`status`, default any 2xx) and that at least one audit row carries the response's X-Request-Id
 *   (and matches `audit` when given), or
 * - `{ exempt: 'reason' }` for a route that changes nothing that needs a trail (reviewed like code).
 * A write route without an entry, or an entry naming a route that does not exist, fails the walker.
 */
export interface WriteSample {
  run(ctx: WalkContext): Promise<Response>;
  status?: number;
  audit?: { eventType?: AuditEventTypeValue; objectTable?: string; action?: string };
}
export type WriteEntry = WriteSample | { exempt: string };

// ---------------------------------------------------------------- tenancy (tenants, impersonation, audit log)
const admin = (ctx: WalkContext) =>
  ctx.agent({ tenantId: SYSTEM_TENANT_ID, tenantType: 'SYSTEM', permissions: full('TENANT_MANAGEMENT', 'TENANT_CLOSEOUT', 'AUDIT_LOG') });
const impersonator = (ctx: WalkContext) =>
  ctx.agent({ tenantId: SYSTEM_TENANT_ID, tenantType: 'SYSTEM', permissions: { IMPERSONATE_ALL: { canView: true } } });

const tenancy: Record<string, WriteEntry> = {
  'POST /api/v1/tenants': {
    run: async (ctx) => (await admin(ctx)).post('/api/v1/tenants').send({ name: `Walk ${Date.now()}`, tenantType: 'SAAS' }),
    audit: { eventType: 'CREATE', objectTable: 'tenant' },
  },
  'PUT /api/v1/tenants/:id': {
    run: async (ctx) => (await admin(ctx)).put(`/api/v1/tenants/${await ctx.newTenant()}`).send({ contactName: 'Walker' }),
    audit: { eventType: 'UPDATE', objectTable: 'tenant' },
  },
  'PUT /api/v1/tenants/:id/disable': {
    run: async (ctx) => (await admin(ctx)).put(`/api/v1/tenants/${await ctx.newTenant()}/disable`),
    audit: { eventType: 'UPDATE', objectTable: 'tenant' },
  },
  'PUT /api/v1/tenants/:id/enable': {
    run: async (ctx) => {
      const id = await ctx.newTenant();
      await ctx.sql(`UPDATE tenant SET enabled = false WHERE id = $1`, [id]);
      return (await admin(ctx)).put(`/api/v1/tenants/${id}/enable`);
    },
    audit: { eventType: 'UPDATE', objectTable: 'tenant' },
  },
  'PUT /api/v1/tenants/:id/logo': {
    run: async (ctx) => (await admin(ctx)).put(`/api/v1/tenants/${await ctx.newTenant()}/logo`).attach('file', PNG, 'logo.png'),
    audit: { eventType: 'CREATE', objectTable: 'tenant_logo' },
  },
  'PUT /api/v1/tenants/closeout/:id': {
    run: async (ctx) => (await admin(ctx)).put(`/api/v1/tenants/closeout/${await ctx.newTenant()}`).send({ terminationDate: '2999-12-31' }),
    audit: { eventType: 'UPDATE', objectTable: 'tenant' },
  },
  'PUT /api/v1/tenants/convert/:id': {
    run: async (ctx) => (await admin(ctx)).put(`/api/v1/tenants/convert/${await ctx.newTenant()}`).send({ tenantType: 'MSS' }),
    audit: { eventType: 'UPDATE', objectTable: 'tenant' },
  },
  'POST /api/v1/tenants/:id/documents/archive': {
    run: async (ctx) => (await admin(ctx)).post(`/api/v1/tenants/${await ctx.newTenant()}/documents/archive`),
    audit: { eventType: 'ACTION', action: 'DOCUMENT_ARCHIVE_REQUESTED' },
  },
  'POST /api/v1/sessions/impersonate': {
    run: async (ctx) =>
      (await impersonator(ctx))
        .post('/api/v1/sessions/impersonate')
        .type('form')
        .send({ tenantId: await ctx.newTenant() }),
    status: 200,
    audit: { eventType: 'IMPERSONATION_START' },
  },
  'POST /api/v1/sessions/impersonate/create': {
    run: async (ctx) =>
      (await impersonator(ctx))
        .post('/api/v1/sessions/impersonate/create')
        .type('form')
        .send({ tenantId: await ctx.newTenant() }),
    status: 200,
    audit: { eventType: 'IMPERSONATION_START' },
  },
  'POST /api/v1/sessions/impersonation-switcher': {
    run: async (ctx) => {
      const agent = await impersonator(ctx);
      await agent
        .post('/api/v1/sessions/impersonate')
        .send({ tenantId: await ctx.newTenant() })
        .expect(200);
      return agent.post('/api/v1/sessions/impersonation-switcher');
    },
    status: 200,
    audit: { eventType: 'IMPERSONATION_END' },
  },
  'POST /api/v1/application-audits/export': {
    run: async (ctx) => (await admin(ctx)).post('/api/v1/application-audits/export').send({ format: 'CSV' }),
    status: 200,
    audit: { eventType: 'EXPORT', action: 'AUDIT_LOG_EXPORT' },
  },
};

/** Each domain keeps its entries in ./catalogue/<domain>.ts; spread them here. */
export const WRITE_ROUTES: Record<string, WriteEntry> = {
  ...tenancy,
  ...identityWriteRoutes,
  ...personnelWriteRoutes,
  ...platformWriteRoutes,
  ...masterDataWriteRoutes,
  ...operationsWriteRoutes,
  ...facilityDetailWriteRoutes,
  ...contractsWriteRoutes,
  ...fociVisitsWriteRoutes,
  ...visitsWriteRoutes,
  ...incidentsWriteRoutes,
  ...tenantMasterWriteRoutes,
  ...foreignTravelWriteRoutes,
  ...dd254WriteRoutes,
  ...invitationWriteRoutes,
  ...facilityReviewsWriteRoutes,
  ...terminationWriteRoutes,
  ...clearanceVerificationWriteRoutes,
  ...myPortalWriteRoutes,
  ...encryptedMessageWriteRoutes,
  ...openActionWriteRoutes,
};
