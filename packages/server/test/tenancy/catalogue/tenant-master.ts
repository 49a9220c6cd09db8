import { randomBytes } from 'node:crypto';
import { full } from '../support';
import type { WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';

const rnd = () => randomBytes(4).toString('hex');
const MASTER = full('TENANT_MASTER');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Rows of tenant master data of `tenantId`, inserted as the owner (the walkers' fixtures). */
export async function insertTenantFaq(ctx: WalkContext, tenantId: string): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO tenant_faq (tenant_id, question, answer) VALUES ($1, $2, 'Walk answer') RETURNING id`,
    [tenantId, `Walk question ${rnd()}`],
  );
  return row.id;
}

export async function insertCostCenter(ctx: WalkContext, tenantId: string): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO cost_center (tenant_id, name, code) VALUES ($1, 'Walk center', $2) RETURNING id`,
    [tenantId, `W-${rnd()}`],
  );
  return row.id;
}

export async function insertPerson(ctx: WalkContext, tenantId: string): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Walk', 'Contact', 'walk.contact@example.com') RETURNING id`,
    [tenantId],
  );
  return row.id;
}

export async function insertPoc(ctx: WalkContext, tenantId: string): Promise<{ id: string; personnelId: string }> {
  const personnelId = await insertPerson(ctx, tenantId);
  const [row] = await ctx.sql<{ id: string }>(`INSERT INTO tenant_poc (tenant_id, personnel_id) VALUES ($1, $2) RETURNING id`, [
    tenantId,
    personnelId,
  ]);
  return { id: row.id, personnelId };
}

export async function insertDownloadLink(ctx: WalkContext, tenantId: string): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(`INSERT INTO download_link (tenant_id, pretty_name) VALUES ($1, 'Walk link') RETURNING id`, [
    tenantId,
  ]);
  return row.id;
}

/** The form of a new download link (multipart, with its file). */
export const downloadForm = <T extends { field(name: string, value: string): T; attach(field: string, file: Buffer, name: string): T }>(
  req: T,
) => req.field('prettyName', 'Walk download').field('selectAllAllowedRoles', 'true').attach('file', PDF, 'walk.pdf');

const SYSTEM_FAQ = 'system FAQs are the provider’s (MASTER_DATA, a system-level module; table system_faq has no tenant_id)';

/** Path-parameter route samples of tenant master data and FAQs (see tenant-routes.catalogue.ts for the contract). */
export const tenantMasterTenantRoutes: Record<string, TenantRouteEntry> = {
  'PUT /api/v1/system-master-data/faq/:id': { notTenantScoped: SYSTEM_FAQ },
  'DELETE /api/v1/system-master-data/faq/:id': { notTenantScoped: SYSTEM_FAQ },
  'PUT /api/v1/tenant-master-data/faq/:id': {
    fixture: async (ctx, tenantId) => ({
      params: { id: await insertTenantFaq(ctx, tenantId) },
      body: { question: 'Cross', answer: 'Cross' },
    }),
    permissions: MASTER,
  },
  'DELETE /api/v1/tenant-master-data/faq/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertTenantFaq(ctx, tenantId) } }),
    permissions: MASTER,
  },
  'PUT /api/v1/tenant-master-data/cost-center/:id': {
    fixture: async (ctx, tenantId) => ({
      params: { id: await insertCostCenter(ctx, tenantId) },
      body: { name: 'Cross', code: `X-${rnd()}` },
    }),
    permissions: MASTER,
  },
  'DELETE /api/v1/tenant-master-data/cost-center/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertCostCenter(ctx, tenantId) } }),
    permissions: MASTER,
  },
  'PUT /api/v1/tenant-master-data/poc/:id': {
    fixture: async (ctx, tenantId) => {
      const poc = await insertPoc(ctx, tenantId);
      return { params: { id: poc.id }, body: { personnelId: poc.personnelId, pocType: 'FSO' } };
    },
    permissions: MASTER,
  },
  'DELETE /api/v1/tenant-master-data/poc/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: (await insertPoc(ctx, tenantId)).id } }),
    permissions: MASTER,
  },
  'PUT /api/v1/tenant-master-data/downloads/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertDownloadLink(ctx, tenantId) }, body: { prettyName: 'Cross' } }),
    permissions: MASTER,
  },
  'DELETE /api/v1/tenant-master-data/downloads/:id': {
    fixture: async (ctx, tenantId) => ({ params: { id: await insertDownloadLink(ctx, tenantId) } }),
    permissions: MASTER,
  },
};
