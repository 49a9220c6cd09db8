import { SYSTEM_TENANT_ID } from '../../../src/seed/ids';
import {
  downloadForm,
  insertCostCenter,
  insertDownloadLink,
  insertPerson,
  insertPoc,
  insertTenantFaq,
} from '../../tenancy/catalogue/tenant-master';
import { full } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';

const SYSTEM_FAQ = '/api/v1/system-master-data/faq';
const API = '/api/v1/tenant-master-data';

/** A provider administrator (SYSTEM tenant) holding MASTER_DATA. */
const provider = (ctx: WalkContext) => ctx.agent({ tenantId: SYSTEM_TENANT_ID, tenantType: 'SYSTEM', permissions: full('MASTER_DATA') });
/** A user of the walk's tenant holding TENANT_MASTER. */
const master = (ctx: WalkContext) => ctx.agent({ permissions: full('TENANT_MASTER') });

async function systemFaq(ctx: WalkContext): Promise<string> {
  const res = await (await provider(ctx)).post(SYSTEM_FAQ).send({ question: 'Walk system question', answer: 'Walk answer' }).expect(201);
  return res.body.id as string;
}

/** Write-route samples of FAQs and tenant master data (see write-routes.catalogue.ts for the contract). */
export const tenantMasterWriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/system-master-data/faq': {
    run: async (ctx) => (await provider(ctx)).post(SYSTEM_FAQ).send({ question: 'Walk system question', answer: 'Walk answer' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'system_faq' },
  },
  'PUT /api/v1/system-master-data/faq/:id': {
    run: async (ctx) =>
      (await provider(ctx)).put(`${SYSTEM_FAQ}/${await systemFaq(ctx)}`).send({ question: 'Walk changed', answer: 'Walk answer' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'system_faq' },
  },
  'DELETE /api/v1/system-master-data/faq/:id': {
    run: async (ctx) => (await provider(ctx)).delete(`${SYSTEM_FAQ}/${await systemFaq(ctx)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'system_faq' },
  },
  'POST /api/v1/tenant-master-data/faq': {
    run: async (ctx) => (await master(ctx)).post(`${API}/faq`).send({ question: 'Walk tenant question', answer: 'Walk answer' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'tenant_faq' },
  },
  'PUT /api/v1/tenant-master-data/faq/:id': {
    run: async (ctx) =>
      (await master(ctx))
        .put(`${API}/faq/${await insertTenantFaq(ctx, ctx.tenantId)}`)
        .send({ question: 'Walk changed', answer: 'Walk answer' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'tenant_faq' },
  },
  'DELETE /api/v1/tenant-master-data/faq/:id': {
    run: async (ctx) => (await master(ctx)).delete(`${API}/faq/${await insertTenantFaq(ctx, ctx.tenantId)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'tenant_faq' },
  },
  'POST /api/v1/tenant-master-data/cost-center': {
    run: async (ctx) => (await master(ctx)).post(`${API}/cost-center`).send({ name: 'Walk center', code: `WALK-${Date.now()}` }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'cost_center' },
  },
  'PUT /api/v1/tenant-master-data/cost-center/:id': {
    run: async (ctx) =>
      (await master(ctx))
        .put(`${API}/cost-center/${await insertCostCenter(ctx, ctx.tenantId)}`)
        .send({ name: 'Walk renamed', code: `WR-${Date.now()}` }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'cost_center' },
  },
  'DELETE /api/v1/tenant-master-data/cost-center/:id': {
    run: async (ctx) => (await master(ctx)).delete(`${API}/cost-center/${await insertCostCenter(ctx, ctx.tenantId)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'cost_center' },
  },
  'POST /api/v1/tenant-master-data/poc': {
    run: async (ctx) => (await master(ctx)).post(`${API}/poc`).send({ personnelId: await insertPerson(ctx, ctx.tenantId) }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'tenant_poc' },
  },
  'PUT /api/v1/tenant-master-data/poc/:id': {
    run: async (ctx) => {
      const poc = await insertPoc(ctx, ctx.tenantId);
      return (await master(ctx)).put(`${API}/poc/${poc.id}`).send({ personnelId: poc.personnelId, pocType: 'FSO' });
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'tenant_poc' },
  },
  'DELETE /api/v1/tenant-master-data/poc/:id': {
    run: async (ctx) => (await master(ctx)).delete(`${API}/poc/${(await insertPoc(ctx, ctx.tenantId)).id}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'tenant_poc' },
  },
  'POST /api/v1/tenant-master-data/downloads': {
    run: async (ctx) => downloadForm((await master(ctx)).post(`${API}/downloads`)),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'download_link' },
  },
  'PUT /api/v1/tenant-master-data/downloads/:id': {
    run: async (ctx) =>
      (await master(ctx)).put(`${API}/downloads/${await insertDownloadLink(ctx, ctx.tenantId)}`).send({ prettyName: 'Walk renamed' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'download_link' },
  },
  'DELETE /api/v1/tenant-master-data/downloads/:id': {
    run: async (ctx) => (await master(ctx)).delete(`${API}/downloads/${await insertDownloadLink(ctx, ctx.tenantId)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'download_link' },
  },
};
