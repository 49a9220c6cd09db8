import { SYSTEM_TENANT_ID } from '../../../src/seed/ids';
import {
  announcementBody,
  createRdd,
  RDD_BODIES,
  type RddKind,
  tenantAnnouncement,
  uploadTenantDocument,
} from '../../tenancy/catalogue/platform';
import { full } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';
import { pastYear } from '../../support/dates';

/** The year of the past days of these samples: long past, and past they stay. */
const PAST = pastYear();

/** A provider administrator (SYSTEM tenant) holding the system-level modules of this domain. */
const provider = (ctx: WalkContext) =>
  ctx.agent({ tenantId: SYSTEM_TENANT_ID, tenantType: 'SYSTEM', permissions: full('MASTER_DATA', 'SYSTEM_SETTINGS') });
/** A user of the walk's tenant holding the tenant-level modules of this domain. */
const member = (ctx: WalkContext) => ctx.agent({ permissions: full('TENANT_MASTER', 'TENANT_SETTINGS', 'TENANT_PROFILE', 'PERSONNEL') });

async function systemAnnouncement(ctx: WalkContext): Promise<string> {
  const res = await (await provider(ctx)).post('/api/v1/announcements/SYSTEM').send(announcementBody('Walk system')).expect(201);
  return res.body.id;
}

async function knowledgeCentreItem(ctx: WalkContext): Promise<string> {
  const res = await (
    await provider(ctx)
  )
    .post('/api/v1/knowledge-center')
    .send({ type: 'OTHER', title: 'Walk tutorial', videoUrl: 'https://videos.example/walk.mp4' })
    .expect(201);
  return res.body.id;
}

/** The id of a built-in e-mail template (seeded by the migration). */
async function emailTemplate(ctx: WalkContext, key = 'WELCOME'): Promise<string> {
  const [row] = await ctx.sql<{ id: string }>(`SELECT id FROM email_template WHERE template_key = $1`, [key]);
  return row.id;
}

async function emailTemplateAttachment(ctx: WalkContext, templateId: string): Promise<string> {
  const res = await (
    await provider(ctx)
  )
    .post(`/api/v1/email-template/${templateId}/attachment`)
    .attach('file', Buffer.from('Walk attachment\n'), 'walk.txt')
    .expect(201);
  return res.body.id;
}

async function note(ctx: WalkContext): Promise<string> {
  const res = await (await member(ctx)).post('/api/v1/notes/DASHBOARD').send({ content: 'Walk note' }).expect(201);
  return res.body.id;
}

/**
 * Required-document-default samples: each runs in a fresh tenant so that the one-default-per-option
 * rule never collides with another sample.
 */
function rddRoutes(kind: RddKind): Record<string, WriteEntry> {
  const base = `/api/v1/tenant-settings/${kind}-rdd`;
  const admin = async (ctx: WalkContext) => ctx.agent({ tenantId: await ctx.newTenant(), permissions: full('TENANT_SETTINGS') });
  const audit = { objectTable: 'required_document_default' };
  return {
    [`POST ${base}`]: {
      run: async (ctx) => (await admin(ctx)).post(base).send(RDD_BODIES[kind]),
      audit: { ...audit, eventType: 'CREATE' },
    },
    [`PUT ${base}/:id`]: {
      run: async (ctx) => {
        const agent = await admin(ctx);
        return agent.put(`${base}/${await createRdd(agent, kind)}`).send({ ...RDD_BODIES[kind], updatedDate: `${PAST}-03-01` });
      },
      audit: { ...audit, eventType: 'UPDATE' },
    },
    [`DELETE ${base}/:id`]: {
      run: async (ctx) => {
        const agent = await admin(ctx);
        return agent.delete(`${base}/${await createRdd(agent, kind)}`);
      },
      status: 204,
      audit: { ...audit, eventType: 'DELETE' },
    },
  };
}

/** Write-route samples of the platform domain (see write-routes.catalogue.ts for the contract). */
export const platformWriteRoutes: Record<string, WriteEntry> = {
  // ---- announcements
  'POST /api/v1/announcements/SYSTEM': {
    run: async (ctx) => (await provider(ctx)).post('/api/v1/announcements/SYSTEM').send(announcementBody('Walk system')),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'system_announcement' },
  },
  'PUT /api/v1/announcements/SYSTEM/:id': {
    run: async (ctx) =>
      (await provider(ctx)).put(`/api/v1/announcements/SYSTEM/${await systemAnnouncement(ctx)}`).send(announcementBody('Walk changed')),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'system_announcement' },
  },
  'DELETE /api/v1/announcements/SYSTEM/:id': {
    run: async (ctx) => (await provider(ctx)).delete(`/api/v1/announcements/SYSTEM/${await systemAnnouncement(ctx)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'system_announcement' },
  },
  'POST /api/v1/announcements/TENANT': {
    run: async (ctx) => (await member(ctx)).post('/api/v1/announcements/TENANT').send(announcementBody('Walk tenant')),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'tenant_announcement' },
  },
  'PUT /api/v1/announcements/TENANT/:id': {
    run: async (ctx) =>
      (await member(ctx))
        .put(`/api/v1/announcements/TENANT/${await tenantAnnouncement(ctx, ctx.tenantId)}`)
        .send(announcementBody('Walk changed')),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'tenant_announcement' },
  },
  'DELETE /api/v1/announcements/TENANT/:id': {
    run: async (ctx) => (await member(ctx)).delete(`/api/v1/announcements/TENANT/${await tenantAnnouncement(ctx, ctx.tenantId)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'tenant_announcement' },
  },
  'PUT /api/v1/announcements/:type/:id/dismiss/users/me': {
    run: async (ctx) =>
      (await member(ctx)).put(`/api/v1/announcements/TENANT/${await tenantAnnouncement(ctx, ctx.tenantId)}/dismiss/users/me`),
    status: 204,
    audit: { eventType: 'CREATE', objectTable: 'announcement_dismissal' },
  },

  // ---- knowledge centre
  'POST /api/v1/knowledge-center': {
    run: async (ctx) =>
      (await provider(ctx))
        .post('/api/v1/knowledge-center')
        .send({ type: 'PERSONNEL', title: 'Walk tutorial', videoUrl: 'https://videos.example/walk.mp4' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'knowledge_center_item' },
  },
  'PUT /api/v1/knowledge-center/:id': {
    run: async (ctx) =>
      (await provider(ctx))
        .put(`/api/v1/knowledge-center/${await knowledgeCentreItem(ctx)}`)
        .send({ type: 'OTHER', title: 'Walk tutorial (changed)', videoUrl: 'https://videos.example/walk-2.mp4' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'knowledge_center_item' },
  },
  'DELETE /api/v1/knowledge-center/:id': {
    run: async (ctx) => (await provider(ctx)).delete(`/api/v1/knowledge-center/${await knowledgeCentreItem(ctx)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'knowledge_center_item' },
  },

  // ---- e-mail templates
  'PUT /api/v1/email-templates/:id': {
    run: async (ctx) =>
      (await provider(ctx))
        .put(`/api/v1/email-templates/${await emailTemplate(ctx, 'REPORT_READY')}`)
        .send({ subject: 'Walk: {{reportTitle}}', textBody: 'Rows: {{rows}}' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'email_template' },
  },
  'PUT /api/v1/email-templates/:id/preview': {
    exempt: 'renders an unsaved draft of a template with sample values; nothing is stored or sent',
  },
  'POST /api/v1/email-templates/:id/send-test': {
    run: async (ctx) => (await provider(ctx)).post(`/api/v1/email-templates/${await emailTemplate(ctx)}/send-test`),
    status: 200,
    audit: { eventType: 'ACTION', action: 'EMAIL_TEMPLATE_TEST_SENT' },
  },
  'POST /api/v1/email-template': {
    run: async (ctx) =>
      (await provider(ctx))
        .post('/api/v1/email-template')
        .send({ templateKey: `WALK_${Date.now()}`, name: 'Walk template', subject: '{{productName}}', textBody: 'Walk' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'email_template' },
  },
  'POST /api/v1/email-template/:id/attachment': {
    run: async (ctx) =>
      (await provider(ctx))
        .post(`/api/v1/email-template/${await emailTemplate(ctx)}/attachment`)
        .attach('file', Buffer.from('Walk attachment\n'), 'walk.txt'),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'email_template_attachment' },
  },
  'DELETE /api/v1/email-template/:id/attachment/:attId': {
    run: async (ctx) => {
      const id = await emailTemplate(ctx);
      return (await provider(ctx)).delete(`/api/v1/email-template/${id}/attachment/${await emailTemplateAttachment(ctx, id)}`);
    },
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'email_template_attachment' },
  },

  // ---- notes
  'POST /api/v1/notes/:sectionName': {
    run: async (ctx) => (await member(ctx)).post('/api/v1/notes/FACILITY').send({ content: 'Walk note' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'note' },
  },
  'PUT /api/v1/notes/:sectionName/:id': {
    run: async (ctx) => (await member(ctx)).put(`/api/v1/notes/DASHBOARD/${await note(ctx)}`).send({ content: 'Walk note (changed)' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'note' },
  },
  'DELETE /api/v1/notes/:sectionName/:id': {
    run: async (ctx) => (await member(ctx)).delete(`/api/v1/notes/DASHBOARD/${await note(ctx)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'note' },
  },

  // ---- documents, support, e-mailed instructions
  'POST /api/v1/documents': {
    run: async (ctx) => uploadTenantDocument(await member(ctx), ctx.tenantId),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'document' },
  },
  'POST /api/v1/support-request': {
    run: async (ctx) =>
      (await member(ctx))
        .post('/api/v1/support-request')
        .send({ subject: 'Walk support request', message: 'The walker needs help', category: 'QUESTION' }),
    status: 200,
    audit: { eventType: 'ACTION', action: 'SUPPORT_REQUEST' },
  },
  'POST /api/v1/email-instructions': {
    run: async (ctx) => {
      // instructions go only to the tenant's own people: a person of the walk's tenant
      await ctx.sql(
        `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Walk', 'Recipient', 'walker@example.com')`,
        [ctx.tenantId],
      );
      return (await member(ctx))
        .post('/api/v1/email-instructions')
        .send({ recipients: ['walker@example.com'], subject: 'Fingerprinting', instructions: 'Bring two IDs.' });
    },
    status: 200,
    audit: { eventType: 'ACTION', action: 'EMAIL_INSTRUCTIONS' },
  },

  // ---- settings
  'PUT /api/v1/tenant-settings': {
    run: async (ctx) =>
      (await member(ctx))
        .put('/api/v1/tenant-settings')
        .send([{ categoryName: 'GENERAL', parameterName: 'EMAIL_SIGNATURE', value: 'The Walk Security Office' }]),
    status: 200,
    audit: { eventType: 'CREATE', objectTable: 'tenant_setting' },
  },
  'PUT /api/v1/system-settings': {
    run: async (ctx) =>
      (await provider(ctx))
        .put('/api/v1/system-settings')
        .send([{ categoryName: 'SUPPORT', parameterName: 'SUPPORT_PHONE', value: '703-555-0199' }]),
    status: 200,
    audit: { eventType: 'CREATE', objectTable: 'system_setting' },
  },
  ...rddRoutes('personnel'),
  ...rddRoutes('facility'),
  ...rddRoutes('cmmc'),
};
