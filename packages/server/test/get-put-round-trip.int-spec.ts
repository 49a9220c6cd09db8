import type { OpenAPIObject } from '@nestjs/swagger';
import { CORE_MODULES, type PermissionFlags } from '@clearline/shared';
import { buildOpenApi } from '../src/app';
import { routeTable } from '../src/core/access/route-table';
import { SYSTEM_TENANT_ID } from '../src/seed/ids';
import { createUser } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';
import { myPortalAgent } from './tenancy/catalogue/my-portal';
import { announcementBody } from './tenancy/catalogue/platform';
import { full } from './tenancy/support';
import { TENANT_ROUTES, type TenantRouteSample } from './tenancy/tenant-routes.catalogue';
import { type Agent, type WalkContext, walkContext } from './tenancy/walk';

/*
 * What GET answers, PUT takes back. For every path of the API with a GET that answers a JSON record and a PUT that takes
 * a JSON body (read from the OpenAPI document built from the code), a real record is made, read with GET and sent back
 * unchanged with PUT, which must answer 2xx: a client that saves what it read is never refused for the answer-only
 * fields (marked @ReadOnly() in the request class) or for the version it was given.
 */

type Permissions = Record<string, Partial<PermissionFlags>>;
/** The caller and the path parameters of one record to read and send back. */
type Subject = { agent: Agent; params: Record<string, string> };

/** Pairs whose GET and PUT are not one resource (reviewed like code): the PUT takes something else than the GET answers. */
const NOT_ONE_RESOURCE: Record<string, string> = {
  '/api/v1/email-templates/:id/preview': 'GET renders the stored template; PUT renders an unsaved draft it is sent (nothing is stored)',
  '/api/v1/invite/personnel/:id': "GET answers the state of the person's invitation; PUT sends a new invitation",
  '/api/v1/personnel/clearance-verification/:requestId':
    "GET answers the request with the clearance on record; PUT is a step of it: the person's answers and attestation, or the office's decision",
  '/api/v1/my-portal/me':
    "GET answers the person's whole portal (record, clearances, investigations, briefings); PUT changes the person's contacts and answers the record",
};

/**
 * PUTs that still refuse what their GET answered, in request classes of domains this walker does not change: each one
 * is fixed in its domain by marking the answer-only fields @ReadOnly() (and accepting the version as answered), then
 * leaves this list. The list only shrinks: an entry whose PUT takes its GET answer fails the walker until removed.
 */
const KNOWN_DEVIATIONS: Record<string, string> = {};

/** The provider's administrator (SYSTEM tenant) holding MASTER_DATA: the records of the provider-wide routes below. */
const provider = (ctx: WalkContext) =>
  ctx.agent({ tenantId: SYSTEM_TENANT_ID, tenantType: 'SYSTEM', permissions: full('MASTER_DATA', 'SYSTEM_SETTINGS') });

/**
 * The records of the pairs that are not a tenant's (the tenancy walker names them notTenantScoped) or that name the caller;
 * every other pair takes the record of its fixture in test/tenancy/tenant-routes.catalogue.ts.
 */
const SUBJECTS: Record<string, (ctx: WalkContext) => Promise<Subject>> = {
  '/api/v1/announcements/SYSTEM/:id': async (ctx) => {
    const agent = await provider(ctx);
    const res = await agent.post('/api/v1/announcements/SYSTEM').send(announcementBody('Round trip')).expect(201);
    return { agent, params: { id: res.body.id } };
  },
  '/api/v1/knowledge-center/:id': async (ctx) => {
    const agent = await provider(ctx);
    const res = await agent
      .post('/api/v1/knowledge-center')
      .send({ type: 'OTHER', title: 'Round trip tutorial', videoUrl: 'https://videos.example/round-trip.mp4' })
      .expect(201);
    return { agent, params: { id: res.body.id } };
  },
  '/api/v1/email-templates/:id': async (ctx) => {
    const [row] = await ctx.sql<{ id: string }>(`SELECT id FROM email_template WHERE template_key = 'REPORT_READY'`);
    return { agent: await provider(ctx), params: { id: row.id } };
  },
  // a user holds at least one role (here one without permissions): the tenancy walker's user holds none
  '/api/v1/users/:id': async (ctx) => {
    const tenantId = await ctx.newTenant();
    const user = await createUser(ctx.t, { tenantId, permissions: {} });
    return { agent: await ctx.agent({ tenantId, permissions: full('USERS') }), params: { id: user.id } };
  },
  '/api/v1/users/me': async (ctx) => ({ agent: await ctx.agent({ permissions: {} }), params: {} }),
  '/api/v1/my-portal/me': async (ctx) => ({ agent: await myPortalAgent(ctx), params: {} }),
};

const SYSTEM_LEVEL = new Set(CORE_MODULES.filter((m) => m.systemLevel).map((m) => m.name));

/** Every flag on each tenant-level module a route's permission names. */
function defaultPermissions(permission: string): Permissions {
  const modules = permission
    .split(/ AND | OR /)
    .map((p) => p.split(':')[0])
    .filter((m) => m && !SYSTEM_LEVEL.has(m) && m !== 'PUBLIC' && m !== 'SIGNED_IN');
  return full(...modules);
}

const sampleOf = (key: string): TenantRouteSample | undefined => {
  const entry = TENANT_ROUTES[key];
  return entry && 'fixture' in entry ? entry : undefined;
};

/** `/api/v1/facilities/{id}` as the route table prints it: `/api/v1/facilities/:id`. */
const routePath = (openApiPath: string): string => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

type Operation = {
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string; type?: string } }> }>;
};

/** The paths whose GET answers a JSON object and whose PUT takes a JSON body. */
function roundTripPaths(doc: OpenAPIObject): string[] {
  return Object.entries(doc.paths as Record<string, { get?: Operation; put?: Operation }>)
    .filter(([, item]) => {
      const answer = item.get?.responses?.['200']?.content?.['application/json']?.schema;
      const takes = item.put?.requestBody?.content?.['application/json'];
      return !!answer && answer.type !== 'array' && !!takes;
    })
    .map(([path]) => routePath(path))
    .sort();
}

describe('every PUT takes back what its GET answered', () => {
  let t: TestApp;
  let ctx: WalkContext;
  let pairs: string[];
  let permissions: Map<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    await createUser(t, { tenantId: SYSTEM_TENANT_ID });
    ctx = await walkContext(t);
    pairs = roundTripPaths(buildOpenApi(t.app));
    permissions = new Map(routeTable(t.app).map((r) => [`${r.method} ${r.path}`, r.permission]));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A record of a fresh tenant made by the tenancy walker's fixture, and a caller of that tenant allowed both routes. */
  async function fromFixture(path: string): Promise<Subject> {
    const get = sampleOf(`GET ${path}`);
    const put = sampleOf(`PUT ${path}`);
    // the PUT's fixture leaves the record in a state its PUT takes (e.g. an answered verification)
    const sample = put ?? get;
    if (!sample) throw new Error(`${path}: no record to read (add a fixture to the tenancy walker or a subject here)`);
    const allowed = {
      ...(get?.permissions ?? defaultPermissions(permissions.get(`GET ${path}`) ?? '')),
      ...(put?.permissions ?? defaultPermissions(permissions.get(`PUT ${path}`) ?? '')),
    };
    let home: string;
    let recordTenant: string;
    let tenantType: 'SAAS' | 'MSS' = 'SAAS';
    if (sample.callerKind === 'MSS') {
      tenantType = 'MSS';
      home = await ctx.newTenant({ tenantType: 'MSS' });
      recordTenant = await ctx.newTenant({ managedBy: home });
    } else {
      home = recordTenant = await ctx.newTenant();
    }
    const { params } = await sample.fixture(ctx, recordTenant);
    return { agent: await ctx.agent({ tenantId: home, tenantType, permissions: allowed }), params };
  }

  /** GET the record and PUT the answer back: the PUT's status, or what went wrong before it (as a status 0). */
  async function roundTrip(path: string): Promise<{ status: number; message: unknown }> {
    try {
      const { agent, params } = await (SUBJECTS[path]?.(ctx) ?? fromFixture(path));
      const url = path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_m, name: string) => {
        if (!(name in params)) throw new Error(`the record's set-up gave no "${name}"`);
        return encodeURIComponent(params[name]);
      });
      const read = await agent.get(url);
      if (read.status !== 200) return { status: 0, message: `GET answered ${read.status} ${JSON.stringify(read.body)}` };
      const saved = await agent.put(url).send(read.body as object);
      return { status: saved.status, message: (saved.body as { message?: unknown })?.message };
    } catch (e) {
      return { status: 0, message: (e as Error).message };
    }
  }

  it('finds the GET and PUT pairs of the API, and every name in the lists above is one of them', () => {
    expect(pairs.length).toBeGreaterThan(20);
    expect(pairs).toEqual(expect.arrayContaining(['/api/v1/facilities/:id', '/api/v1/facilities/:id/facility-preferences']));
    const named = [...Object.keys(NOT_ONE_RESOURCE), ...Object.keys(KNOWN_DEVIATIONS), ...Object.keys(SUBJECTS)];
    expect(named.filter((path) => !pairs.includes(path))).toEqual([]);
  });

  it('every PUT takes back what its GET answered', async () => {
    const refused: string[] = [];
    for (const path of pairs.filter((p) => !(p in NOT_ONE_RESOURCE) && !(p in KNOWN_DEVIATIONS))) {
      const { status, message } = await roundTrip(path);
      if (status < 200 || status >= 300) refused.push(`PUT ${path}: ${status} ${JSON.stringify(message)}`);
    }
    expect(refused).toEqual([]);
  });

  it('the known deviations still refuse their GET answer with a 4xx (a fixed one leaves the list)', async () => {
    const found: string[] = [];
    for (const path of Object.keys(KNOWN_DEVIATIONS)) {
      const { status, message } = await roundTrip(path);
      found.push(`PUT ${path}: ${status >= 400 && status < 500 ? 'refused' : `${status} ${JSON.stringify(message)}`}`);
    }
    expect(found).toEqual(Object.keys(KNOWN_DEVIATIONS).map((path) => `PUT ${path}: refused`));
  });
});
