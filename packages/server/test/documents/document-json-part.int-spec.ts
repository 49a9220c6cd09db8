import { API_MESSAGES } from '@clearline/shared';
import { randomBytes } from 'node:crypto';
import type { Response, Test } from 'supertest';
import { walkFacilityWithPerson } from '../audit/catalogue/facility-detail';
import { walkDocument, walkPerson } from '../audit/catalogue/personnel';
import { futureYear } from '../support/dates';
import { startTestApp, type TestApp } from '../support/test-app';
import { insertContract, insertContractDocument } from '../tenancy/catalogue/contracts';
import { insertFociVisit, myFociVisit } from '../tenancy/catalogue/foci-visits';
import { myPortalAgent } from '../tenancy/catalogue/my-portal';
import { insertIncomingVisit, insertOutgoingVisit, insertVisitDocument } from '../tenancy/catalogue/visits';
import { full } from '../tenancy/support';
import { type Agent, type WalkContext, walkContext } from '../tenancy/walk';

const API = '/api/v1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A document route: the request it starts (method and path on an agent allowed to use it) and the fields of its `document` part. */
interface DocumentRoute {
  start(ctx: WalkContext): Promise<{ agent: Agent; method: 'post' | 'put'; path: string }>;
  document: Record<string, unknown>;
  status: number;
}

const as = (ctx: WalkContext, module: string) => ctx.agent({ permissions: full(module) });

/** Every route whose multipart body carries its fields in a `document` JSON part beside the file (a facility document's PUT takes JSON only). */
const ROUTES: Record<string, DocumentRoute> = {
  'POST /facilities/{id}/document': {
    start: async (ctx) => {
      const { facilityId } = await walkFacilityWithPerson(ctx, ctx.tenantId);
      return { agent: await as(ctx, 'FACILITIES'), method: 'post', path: `${API}/facilities/${facilityId}/document` };
    },
    document: { documentType: 'DD_441', expiryDate: `${futureYear()}-01-31` },
    status: 201,
  },
  'POST /contracts/{id}/document': {
    start: async (ctx) => ({
      agent: await as(ctx, 'CONTRACTS'),
      method: 'post',
      path: `${API}/contracts/${await insertContract(ctx, ctx.tenantId)}/document`,
    }),
    document: { documentType: 'STATEMENT_OF_WORK', title: 'Statement of work' },
    status: 201,
  },
  'PUT /contracts/{id}/document/{documentId}': {
    start: async (ctx) => {
      const d = await insertContractDocument(ctx, ctx.tenantId);
      return { agent: await as(ctx, 'CONTRACTS'), method: 'put', path: `${API}/contracts/${d.contractId}/document/${d.id}` };
    },
    document: { title: 'Statement of work, revised' },
    status: 200,
  },
  'POST /visits/incoming/{visitId}/document': {
    start: async (ctx) => ({
      agent: await as(ctx, 'INCOMING_VISITS'),
      method: 'post',
      path: `${API}/visits/incoming/${(await insertIncomingVisit(ctx, ctx.tenantId)).id}/document`,
    }),
    document: { documentType: 'AGENDA', documentTitle: 'Visit agenda' },
    status: 201,
  },
  'PUT /visits/incoming/{visitId}/document/{documentId}': {
    start: async (ctx) => {
      const { id } = await insertIncomingVisit(ctx, ctx.tenantId);
      const doc = await insertVisitDocument(ctx, ctx.tenantId, 'INCOMING', id);
      return { agent: await as(ctx, 'INCOMING_VISITS'), method: 'put', path: `${API}/visits/incoming/${id}/document/${doc}` };
    },
    document: { documentStatus: 'ACCEPTED' },
    status: 200,
  },
  'POST /visits/outgoing/{visitId}/document': {
    start: async (ctx) => ({
      agent: await as(ctx, 'OUTGOING_VISITS'),
      method: 'post',
      path: `${API}/visits/outgoing/${(await insertOutgoingVisit(ctx, ctx.tenantId)).id}/document`,
    }),
    document: { documentType: 'AGENDA', documentTitle: 'Visit agenda' },
    status: 201,
  },
  'POST /visits/foci/{visitId}/document': {
    start: async (ctx) => ({
      agent: await as(ctx, 'FOCI_VISITS'),
      method: 'post',
      path: `${API}/visits/foci/${await insertFociVisit(ctx, ctx.tenantId)}/document`,
    }),
    document: { documentType: 'AGENDA' },
    status: 201,
  },
  'POST /visits/foci/me/{visitId}/document': {
    start: async (ctx) => ({
      agent: await myPortalAgent(ctx),
      method: 'post',
      path: `${API}/visits/foci/me/${await myFociVisit(ctx, ctx.tenantId)}/document`,
    }),
    document: { documentType: 'NDA' },
    status: 201,
  },
  'POST /personnel/{id}/document': {
    start: async (ctx) => {
      const p = await walkPerson(ctx);
      return { agent: p.agent, method: 'post', path: `${API}/personnel/${p.id}/document` };
    },
    document: { titleId: 'SF_312', dateSigned: '2024-03-01' },
    status: 201,
  },
  'PUT /personnel/{id}/document/{documentId}': {
    start: async (ctx) => {
      const p = await walkPerson(ctx);
      return { agent: p.agent, method: 'put', path: `${API}/personnel/${p.id}/document/${await walkDocument(p)}` };
    },
    document: { titleId: 'SF_312', required: false, dateSigned: '2024-03-01' },
    status: 200,
  },
  'POST /my-portal/me/document': {
    start: async (ctx) => ({ agent: await myPortalAgent(ctx), method: 'post', path: `${API}/my-portal/me/document` }),
    document: { titleId: 'SF_312', dateSigned: '2024-03-01' },
    status: 201,
  },
};

/**
 * Sends a route's request with a file of a name not used before (a person's documents refuse a repeated file) and
 * the document part `part` adds.
 */
async function upload(ctx: WalkContext, route: DocumentRoute, part: (req: Test) => Test): Promise<Response> {
  const { agent, method, path } = await route.start(ctx);
  return part(agent[method](path).attach('file', PDF, `upload-${randomBytes(4).toString('hex')}.pdf`));
}

/** Adds the `document` part with `Content-Type: application/json` (superagent hands the options to form-data; its types omit them). */
const jsonPart =
  (value: string) =>
  (req: Test): Test =>
    (req.field as (name: string, val: string, options: { contentType: string }) => Test).call(req, 'document', value, {
      contentType: 'application/json',
    });

/**
 * The document routes read their fields from a `document` part sent as application/json, as
 * `curl -F 'document={…};type=application/json' -F file=@x.pdf` sends it (the documented form), and from a part
 * of JSON text without a content type, as the web app's forms send it.
 */
describe('the document part of multipart document uploads', () => {
  let t: TestApp;
  let ctx: WalkContext;

  beforeAll(async () => {
    t = await startTestApp();
    ctx = await walkContext(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const routes = Object.entries(ROUTES);

  it.each(routes)('%s takes a JSON part sent as application/json', async (_route, route) => {
    const res = await upload(ctx, route, jsonPart(JSON.stringify(route.document)));
    expect({ status: res.status, body: res.status === route.status ? 'ok' : res.body }).toEqual({ status: route.status, body: 'ok' });
  });

  it.each(routes)('%s takes the same part as JSON text (the web app’s form)', async (_route, route) => {
    const res = await upload(ctx, route, (req) => req.field('document', JSON.stringify(route.document)));
    expect({ status: res.status, body: res.status === route.status ? 'ok' : res.body }).toEqual({ status: route.status, body: 'ok' });
  });

  it.each(routes)('%s answers 400 naming the problem for a JSON part that is not JSON', async (_route, route) => {
    const typed = await upload(ctx, route, jsonPart('{"title": '));
    expect({ status: typed.status, message: typed.body.message }).toEqual({ status: 400, message: API_MESSAGES.jsonFormPart });
    const text = await upload(ctx, route, (req) => req.field('document', '{nope'));
    expect({ status: text.status, message: text.body.message }).toEqual({ status: 400, message: API_MESSAGES.jsonPart('document') });
  });

  it('reads no document fields from the other fields of a form', async () => {
    const { facilityId } = await walkFacilityWithPerson(ctx, ctx.tenantId);
    const res = await (
      await as(ctx, 'FACILITIES')
    )
      .post(`${API}/facilities/${facilityId}/document`)
      .field('documentType', 'DD_441')
      .attach('file', PDF, 'flat.pdf');
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: 'Document Type is required' });
    expect(await t.sql(`SELECT 1 FROM facility_document WHERE facility_id = $1`, [facilityId])).toEqual([]);
  });
});
