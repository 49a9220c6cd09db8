import {
  PDF,
  PERSONNEL_ALL,
  RECORD_KINDS,
  RECORDS,
  type RecordKind,
  personBody,
  walkDocument,
  walkFacility,
  walkOpenAction,
  walkPendingHire,
  walkPerson,
  walkPicture,
  walkRecord,
} from '../../audit/catalogue/personnel';
import { person } from '../../personnel/fixtures';
import { full, TINY_PNG as PNG } from '../support';
import type { TenantRouteEntry, TenantRouteSample } from '../tenant-routes.catalogue';

type Fixture = TenantRouteSample['fixture'];

/** A person of the tenant, named by `id`. */
const personId: Fixture = async (ctx, tenantId) => ({ params: { id: (await walkPerson(ctx, tenantId)).id } });
/** A facility of the tenant, named by `facilityId` (with an active person there, so the list has a row). */
const facilityId: Fixture = async (ctx, tenantId) => {
  const p = await walkPerson(ctx, tenantId);
  await p.agent
    .put('/api/v1/personnel/employment')
    .send({ personnelId: p.id, employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' })
    .expect(200);
  await walkRecord(p, 'clearance');
  return { params: { facilityId: p.facilityId } };
};
/** A document of a person of the tenant (with its file when asked). */
const documentOf =
  (withFile: boolean, body?: unknown): Fixture =>
  async (ctx, tenantId) => {
    const p = await walkPerson(ctx, tenantId);
    return { params: { id: p.id, documentId: await walkDocument(p, withFile) }, body };
  };
/** An open action on a person of the tenant; the routes are SIGNED_IN, the service asks PERSONNEL itself. */
const openAction = (body?: unknown): TenantRouteSample => ({
  fixture: async (ctx, tenantId) => ({ params: { id: await walkOpenAction(ctx, await walkPerson(ctx, tenantId)) }, body }),
  permissions: PERSONNEL_ALL,
});

/** The five routes of one kind of per-person record, the record made by the shared table of the write catalogue. */
function recordTenantRoutes(kind: RecordKind): Record<string, TenantRouteEntry> {
  const base = `/api/v1/personnel/:id/${kind}`;
  const withRecord =
    (update: boolean): Fixture =>
    async (ctx, tenantId) => {
      const p = await walkPerson(ctx, tenantId);
      const r = await walkRecord(p, kind);
      return { params: { id: p.id, recordId: r.id }, body: update ? { ...r.body, ...RECORDS[kind].change } : undefined };
    };
  return {
    [`GET ${base}`]: { fixture: personId },
    [`POST ${base}`]: {
      fixture: async (ctx, tenantId) => {
        const p = await walkPerson(ctx, tenantId);
        return { params: { id: p.id }, body: await RECORDS[kind].body(p) };
      },
    },
    [`GET ${base}/:recordId`]: { fixture: withRecord(false) },
    [`PUT ${base}/:recordId`]: { fixture: withRecord(true) },
    [`DELETE ${base}/:recordId`]: { fixture: withRecord(false) },
  };
}

/** Path-parameter route samples of the personnel domain (see tenant-routes.catalogue.ts for the contract). */
export const personnelTenantRoutes: Record<string, TenantRouteEntry> = {
  'GET /api/v1/personnel/:id': { fixture: personId },
  'PUT /api/v1/personnel/:id': {
    fixture: async (ctx, tenantId) => {
      const p = await walkPerson(ctx, tenantId);
      return { params: { id: p.id }, body: personBody(p) };
    },
  },
  'DELETE /api/v1/personnel/:id': { fixture: personId },
  'PUT /api/v1/personnel/:id/contacts': {
    fixture: async (ctx, tenantId) => ({
      ...(await personId(ctx, tenantId)),
      body: { personnelContacts: [{ contactTypeEnum: 'PERSONAL', cellPhoneNumber: '7035550111' }] },
    }),
  },
  'GET /api/v1/personnel/:id/ssn': { fixture: personId },
  'GET /api/v1/personnel/:id/pssn': { fixture: personId },
  'GET /api/v1/personnel/:id/required-documents': { fixture: personId },
  'GET /api/v1/personnel/:id/picture': {
    fixture: async (ctx, tenantId) => {
      const p = await walkPerson(ctx, tenantId);
      await walkPicture(p);
      return { params: { id: p.id } };
    },
  },
  'PUT /api/v1/personnel/:id/picture': {
    fixture: personId,
    request: (agent, path) => agent.put(path).attach('file', PNG, 'walk.png'),
  },
  'POST /api/v1/personnel/:id/document': {
    fixture: personId,
    request: (agent, path) =>
      agent
        .post(path)
        .field('document', JSON.stringify({ titleId: 'SF_312', required: true }))
        .attach('file', PDF, 'sf312.pdf'),
  },
  'PUT /api/v1/personnel/:id/document/:documentId': { fixture: documentOf(false, { titleId: 'SF_312', documentStatus: 'NEEDS_REVIEW' }) },
  'DELETE /api/v1/personnel/:id/document/:documentId': { fixture: documentOf(true) },
  'GET /api/v1/personnel/:id/document/:documentId/file': { fixture: documentOf(true) },
  'GET /api/v1/personnel/:id/investigation/completed-investigation': { fixture: personId },
  'GET /api/v1/personnel/:id/clearance/clearance-with-open-investigation': { fixture: personId },
  ...Object.fromEntries(RECORD_KINDS.flatMap((kind) => Object.entries(recordTenantRoutes(kind)))),
  'GET /api/v1/personnel/active/facility/:facilityId': { fixture: facilityId },
  'GET /api/v1/personnel/active-with-active-clearance/facility/:facilityId': { fixture: facilityId },
  'POST /api/v1/personnel/tenants/:tenantId': {
    fixture: async (ctx, tenantId) => ({ params: { tenantId }, body: person([await walkFacility(ctx, tenantId)]) }),
    permissions: full('PERSONNEL', 'MSS_TENANT_MANAGEMENT'),
    callerKind: 'MSS',
  },
  'GET /api/v1/requests-and-actions/open-actions/personnel/:id': { fixture: personId },
  'GET /api/v1/requests-and-actions/open-actions/:id': openAction(),
  'PUT /api/v1/requests-and-actions/open-actions/:id/complete': openAction({ note: 'Cross' }),
  'PUT /api/v1/requests-and-actions/open-actions/:id/close': openAction({ note: 'Cross' }),
  'GET /api/v1/personnel/pending-hires/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: (await walkPendingHire(ctx, tenantId)).id } }),
  },
};
