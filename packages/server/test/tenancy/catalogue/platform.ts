import type { PermissionFlags } from '@clearline/shared';
import { full, TINY_PNG } from '../support';
import type { Agent, WalkContext } from '../walk';
import type { TenantRouteEntry } from '../tenant-routes.catalogue';
import { pastYear } from '../../support/dates';

/** The year of the past days of these samples: long past, and past they stay. */
const PAST = pastYear();

type Permissions = Record<string, Partial<PermissionFlags>>;

/** SIGNED_IN routes: the walker's callers hold no module permission. */
const SIGNED_IN: Permissions = {};
const TENANT_MASTER = full('TENANT_MASTER');
const TENANT_SETTINGS = full('TENANT_SETTINGS');
const TENANT_PROFILE = full('TENANT_PROFILE');

/**
 * The agent the walker itself uses as the record's owner (same identity, so the cache hands back the
 * same user): records owned by a user (notes, uploads) are then the owner's own.
 */
export const ownerAgent = (ctx: WalkContext, tenantId: string, permissions: Permissions) =>
  ctx.agent({ tenantId, tenantType: 'SAAS', permissions });

/** A valid announcement body (inactive, so no banner or login page of another sample shows it). */
export const announcementBody = (title: string) => ({
  announcementTitle: title,
  announcementText: `${title}: text`,
  announcementStartDate: `${PAST}-01-01`,
  announcementEndDate: '2999-12-31',
  isActive: false,
});

/** A tenant announcement of `tenantId`, inserted as the owner. */
export async function tenantAnnouncement(ctx: WalkContext, tenantId: string): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(
    `INSERT INTO tenant_announcement (tenant_id, announcement_title, announcement_text, announcement_start_date, announcement_end_date)
     VALUES ($1, 'Walk announcement', 'Walk text', '${PAST}-01-01', '2999-12-31') RETURNING id`,
    [tenantId],
  );
  return row.id;
}

/** A valid body of each required-document-default kind (one default per option and tenant). */
export const RDD_BODIES = {
  personnel: { optionType: 'EMPLOYMENT_TYPE', option: 'W2_EMPLOYEE', requiredDocuments: ['SF_86'] },
  facility: { optionType: 'COMPANY_TYPE', option: 'GOVERNMENT_ENTITY', requiredDocuments: ['DD_254'] },
  cmmc: { cmmcLevel: 'LEVEL1_BASIC_CYBER_HYGIENE', requiredDocuments: ['TRAINING_SECURITY_AWARENESS'] },
} as const;
export type RddKind = keyof typeof RDD_BODIES;

/** Creates a required-document default through the API as `agent` and answers its id. */
export async function createRdd(agent: Agent, kind: RddKind): Promise<string> {
  const res = await agent.post(`/api/v1/tenant-settings/${kind}-rdd`).send(RDD_BODIES[kind]).expect(201);
  return res.body.id;
}

/** Uploads the tiny PNG to the caller's own tenant record (`tenantId` is the caller's tenant). */
export const uploadTenantDocument = (agent: Agent, tenantId: string) =>
  agent.post('/api/v1/documents').field('entityType', 'TENANT').field('entityId', tenantId).attach('file', TINY_PNG, 'walk.png');

const tenantAnnouncementRoute = (body?: unknown): TenantRouteEntry => ({
  fixture: async (ctx, tenantId) => ({ params: { id: await tenantAnnouncement(ctx, tenantId) }, body }),
  permissions: TENANT_MASTER,
});

const noteRoute = (body?: unknown): TenantRouteEntry => ({
  fixture: async (ctx, tenantId) => {
    const res = await (
      await ownerAgent(ctx, tenantId, SIGNED_IN)
    )
      .post('/api/v1/notes/DASHBOARD')
      .send({ content: 'Walk note' })
      .expect(201);
    return { params: { sectionName: 'DASHBOARD', id: res.body.id }, body };
  },
  permissions: SIGNED_IN,
});

const rddRoutes = (kind: RddKind): Record<string, TenantRouteEntry> => {
  const route = (body?: unknown): TenantRouteEntry => ({
    fixture: async (ctx, tenantId) => ({ params: { id: await createRdd(await ownerAgent(ctx, tenantId, TENANT_SETTINGS), kind) }, body }),
    permissions: TENANT_SETTINGS,
  });
  return {
    [`PUT /api/v1/tenant-settings/${kind}-rdd/:id`]: route(RDD_BODIES[kind]),
    [`DELETE /api/v1/tenant-settings/${kind}-rdd/:id`]: route(),
  };
};

const SYSTEM_ANNOUNCEMENT =
  'system announcements are the provider’s (MASTER_DATA, a system-level module; table system_announcement has no tenant_id)';
const KNOWLEDGE_CENTRE =
  'knowledge-centre items are provider-wide tutorials (no tenant_id; every signed-in user reads them, MASTER_DATA manages them)';
const EMAIL_TEMPLATES =
  'e-mail templates are the provider’s (MASTER_DATA, a system-level module; email_template and its attachments have no tenant_id)';

/** Path-parameter route samples of the platform domain (see tenant-routes.catalogue.ts for the contract). */
export const platformTenantRoutes: Record<string, TenantRouteEntry> = {
  // ---- announcements
  'GET /api/v1/announcements/TENANT/:id': tenantAnnouncementRoute(),
  'PUT /api/v1/announcements/TENANT/:id': tenantAnnouncementRoute(announcementBody('Cross tenant')),
  'DELETE /api/v1/announcements/TENANT/:id': tenantAnnouncementRoute(),
  'PUT /api/v1/announcements/:type/:id/dismiss/users/me': {
    fixture: async (ctx, tenantId) => ({ params: { type: 'TENANT', id: await tenantAnnouncement(ctx, tenantId) } }),
    permissions: SIGNED_IN,
  },
  'GET /api/v1/announcements/SYSTEM/:id': { notTenantScoped: SYSTEM_ANNOUNCEMENT },
  'PUT /api/v1/announcements/SYSTEM/:id': { notTenantScoped: SYSTEM_ANNOUNCEMENT },
  'DELETE /api/v1/announcements/SYSTEM/:id': { notTenantScoped: SYSTEM_ANNOUNCEMENT },

  // ---- knowledge centre
  'GET /api/v1/knowledge-center/:id': { notTenantScoped: KNOWLEDGE_CENTRE },
  'GET /api/v1/knowledge-center/:id/video': { notTenantScoped: KNOWLEDGE_CENTRE },
  'PUT /api/v1/knowledge-center/:id': { notTenantScoped: KNOWLEDGE_CENTRE },
  'DELETE /api/v1/knowledge-center/:id': { notTenantScoped: KNOWLEDGE_CENTRE },

  // ---- e-mail templates
  'GET /api/v1/email-templates/:id': { notTenantScoped: EMAIL_TEMPLATES },
  'PUT /api/v1/email-templates/:id': { notTenantScoped: EMAIL_TEMPLATES },
  'GET /api/v1/email-templates/:id/preview': { notTenantScoped: EMAIL_TEMPLATES },
  'PUT /api/v1/email-templates/:id/preview': { notTenantScoped: EMAIL_TEMPLATES },
  'POST /api/v1/email-templates/:id/send-test': { notTenantScoped: EMAIL_TEMPLATES },
  'POST /api/v1/email-template/:id/attachment': { notTenantScoped: EMAIL_TEMPLATES },
  'DELETE /api/v1/email-template/:id/attachment/:attId': { notTenantScoped: EMAIL_TEMPLATES },

  // ---- notes (the caller's own, per section)
  'POST /api/v1/notes/:sectionName': {
    notTenantScoped: 'the parameter is a page-section name; the note is created in the caller’s tenant',
  },
  'GET /api/v1/notes/:sectionName/:id': noteRoute(),
  'PUT /api/v1/notes/:sectionName/:id': noteRoute({ content: 'Cross tenant' }),
  'DELETE /api/v1/notes/:sectionName/:id': noteRoute(),

  // ---- documents
  'GET /api/v1/documents/:path': {
    fixture: async (ctx, tenantId) => {
      const res = await uploadTenantDocument(await ownerAgent(ctx, tenantId, TENANT_PROFILE), tenantId).expect(201);
      return { params: { path: res.body[0].filePath } };
    },
    permissions: TENANT_PROFILE,
  },

  // ---- settings
  'GET /api/v1/tenant-settings/:category': {
    notTenantScoped: 'the parameter is a settings category name; the values read are the caller’s tenant’s',
  },
  'GET /api/v1/system-settings/:category': { notTenantScoped: 'the parameter is a system settings category name (provider-wide values)' },
  'GET /api/v1/tenant-settings/rdd-options/:optionType': {
    notTenantScoped: 'the parameter is an option type (ACCESS_TYPE, …); the options are the caller’s tenant’s',
  },
  ...rddRoutes('personnel'),
  ...rddRoutes('facility'),
  ...rddRoutes('cmmc'),
};
