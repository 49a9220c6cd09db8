import { SYSTEM_TENANT_ID } from '../../../src/seed/ids';
import { full } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';

/** A provider administrator (SYSTEM tenant) holding MASTER_DATA. */
const admin = (ctx: WalkContext) => ctx.agent({ tenantId: SYSTEM_TENANT_ID, tenantType: 'SYSTEM', permissions: full('MASTER_DATA') });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Each uuid-keyed kind: its table, a body to add one and what a change sets. */
const KINDS: Record<string, { table: string; body: () => Record<string, unknown>; change: Record<string, unknown> }> = {
  checklist: { table: 'checklist', body: () => ({ type: 'FCL', name: 'Walk checklist' }), change: { name: 'Walk checklist changed' } },
  csa: {
    table: 'cognizant_security_authority',
    body: () => ({ officeName: 'Walk office', streetAddress1: '1 Walk St', city: 'Reston' }),
    change: { officeName: 'Walk office changed' },
  },
  'country-other-name': { table: 'country_other_name', body: () => ({ otherName: 'Walkland' }), change: { otherName: 'Walkland changed' } },
  'doc-type': {
    table: 'doc_type',
    body: () => ({ objectTypeEnum: 'FACILITY', docTitle: 'Walk document' }),
    change: { docTitle: 'Walk document changed' },
  },
  'doc-template-type': {
    table: 'doc_template_type',
    body: () => ({ templateTypeName: 'Walk template' }),
    change: { templateTypeName: 'Walk template changed' },
  },
  poc: { table: 'master_poc', body: () => ({ pocFullName: 'Walk Person' }), change: { pocFullName: 'Walk Person Changed' } },
};

async function row(ctx: WalkContext, kind: string): Promise<string> {
  const res = await (await admin(ctx)).post(`/api/v1/system-master-data/${kind}`).send(KINDS[kind].body()).expect(201);
  return res.body.id;
}

/** A country with codes no other country has (ISO's user-assigned ranges QM–QZ, QQM–QQZ and 900–999). */
let seq = 0;
function countryBody(): Record<string, unknown> {
  seq += 1;
  const letter = 'MNOPQRSTUVWXYZ'[seq % 14];
  return {
    countryName: `Walkland ${seq}`,
    alpha2CountryCode: `Q${letter}`,
    alpha3CountryCode: `QQ${letter}`,
    numericCountryCode: String(900 + seq),
  };
}
async function country(ctx: WalkContext): Promise<number> {
  const res = await (await admin(ctx)).post('/api/v1/system-master-data/country').send(countryBody()).expect(201);
  return res.body.id;
}
async function state(ctx: WalkContext): Promise<number> {
  const res = await (
    await admin(ctx)
  )
    .post('/api/v1/system-master-data/state')
    .send({ stateName: `Walk state ${++seq}`, stateCode: `W${seq}`, countryId: 236 })
    .expect(201);
  return res.body.id;
}

/** Write routes of system master data (spec 03 §3): one sample each. */
export const masterDataWriteRoutes: Record<string, WriteEntry> = {
  ...Object.fromEntries(
    Object.entries(KINDS).flatMap(([kind, { table, body, change }]) => [
      [
        `POST /api/v1/system-master-data/${kind}`,
        {
          run: async (ctx: WalkContext) => (await admin(ctx)).post(`/api/v1/system-master-data/${kind}`).send(body()),
          status: 201,
          audit: { eventType: 'CREATE', objectTable: table },
        },
      ],
      [
        `PUT /api/v1/system-master-data/${kind}/:id`,
        {
          run: async (ctx: WalkContext) =>
            (await admin(ctx)).put(`/api/v1/system-master-data/${kind}/${await row(ctx, kind)}`).send({ ...body(), ...change }),
          status: 200,
          audit: { eventType: 'UPDATE', objectTable: table },
        },
      ],
      [
        `DELETE /api/v1/system-master-data/${kind}/:id`,
        {
          run: async (ctx: WalkContext) => (await admin(ctx)).delete(`/api/v1/system-master-data/${kind}/${await row(ctx, kind)}`),
          status: 204,
          audit: { eventType: 'DELETE', objectTable: table },
        },
      ],
    ]),
  ),
  'POST /api/v1/system-master-data/doc-template-type/file': {
    run: async (ctx) =>
      (await admin(ctx))
        .post('/api/v1/system-master-data/doc-template-type/file')
        .field('templateTypeName', 'Walk upload')
        .attach('file', PDF, 'walk.pdf'),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'doc_template_type' },
  },
  'PUT /api/v1/system-master-data/doc-template-type/:id/file': {
    run: async (ctx) =>
      (await admin(ctx))
        .put(`/api/v1/system-master-data/doc-template-type/${await row(ctx, 'doc-template-type')}/file`)
        .field('templateTypeName', 'Walk upload')
        .attach('file', PDF, 'walk.pdf'),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'doc_template_type' },
  },
  'POST /api/v1/system-master-data/country': {
    run: async (ctx) => (await admin(ctx)).post('/api/v1/system-master-data/country').send(countryBody()),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'country' },
  },
  'PUT /api/v1/system-master-data/country/:id': {
    run: async (ctx) =>
      (await admin(ctx))
        .put(`/api/v1/system-master-data/country/${await country(ctx)}`)
        .send({ ...countryBody(), dniThreatListIncluded: true }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'country' },
  },
  'DELETE /api/v1/system-master-data/country/:id': {
    run: async (ctx) => (await admin(ctx)).delete(`/api/v1/system-master-data/country/${await country(ctx)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'country' },
  },
  'POST /api/v1/system-master-data/state': {
    run: async (ctx) =>
      (await admin(ctx)).post('/api/v1/system-master-data/state').send({ stateName: 'Walk state', stateCode: `X${++seq}` }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'state' },
  },
  'PUT /api/v1/system-master-data/state/:id': {
    run: async (ctx) =>
      (await admin(ctx))
        .put(`/api/v1/system-master-data/state/${await state(ctx)}`)
        .send({ stateName: 'Walk state changed', stateCode: `Y${++seq}` }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'state' },
  },
  'DELETE /api/v1/system-master-data/state/:id': {
    run: async (ctx) => (await admin(ctx)).delete(`/api/v1/system-master-data/state/${await state(ctx)}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'state' },
  },
};
