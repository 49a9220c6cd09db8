import { CORE_MODULES, mergeRolePermissions } from '@clearline/shared';
import { config } from '../src/core/config/config';
import { SESSION_COOKIE } from '../src/modules/identity/sessions/cookies';
import { SessionService } from '../src/modules/identity/sessions/session.service';
import { DEMO_TENANT_ID, SYSTEM_TENANT_ID } from '../src/seed/ids';
import { seed } from '../src/seed/seed';
import {
  answerProblems,
  builtApiDocument,
  deref,
  type ApiDocument,
  type ApiOperation as Operation,
  type Schema,
} from './conformance-support';
import { startTestApp, type TestApp } from './support/test-app';
import { everyPermission } from './tenancy/support';

/*
 * Every GET route of the API called on the demo data (the seed), and its answer checked against the schema the
 * OpenAPI document gives it: types, null only where the schema says nullable, enumerations, lists, required
 * properties and no property the schema does not list. A route with a path parameter is called with the id of
 * the first record its parent list answered. Each difference is fixed, or listed in KNOWN_ANSWER_DEVIATIONS
 * with its reason; the suite fails on one that is not listed and on a listed one that has gone.
 */

/** Differences between answers and their schemas the product keeps for now, each with its reason. */
const KNOWN_ANSWER_DEVIATIONS: Record<string, string> = {};

const SYSTEM_MODULES = CORE_MODULES.filter((m) => m.systemLevel).map((m) => m.name);
const EVERYTHING = everyPermission();

/** The list of records whose ids fill a path parameter after this segment, where the parent path answers no list. */
const ID_SOURCES: Record<string, string> = {
  personnel: '/api/v1/personnel/details',
  facility: '/api/v1/facilities',
  country: '/api/v1/system-master-data/country',
  contracts: '/api/v1/contracts',
};

/** Values of required query parameters that are not enumerations. */
const QUERY_VALUES: Record<string, string> = { sectionName: 'GENERAL' };

/** "$.items[3].x" and "$.items[0].x" are one place. */
const place = (problem: string) => problem.replace(/\[\d+\]/g, '[]');

describe('answers of the GET routes against their OpenAPI schemas', () => {
  let t: TestApp;
  let doc: ApiDocument;
  const cookies: Record<'tenant' | 'employee' | 'system', string> = { tenant: '', employee: '', system: '' };
  const found: string[] = [];
  let checked = 0;

  beforeAll(async () => {
    doc = builtApiDocument();
    t = await startTestApp();
    await seed(config(), t.databaseUrl, false);
    cookies.tenant = await session('admin.demo', DEMO_TENANT_ID, 'SAAS', ['TENANT_ADMIN']);
    cookies.employee = await session('employee.demo', DEMO_TENANT_ID, 'SAAS', ['CLIENT_EMPLOYEE']);
    cookies.system = await session(config().adminUsername, SYSTEM_TENANT_ID, 'SYSTEM', ['SUPER_ADMIN']);
  }, 300_000);

  /** A session cookie of a seeded user, holding every permission or the flags given per module. */
  async function session(
    username: string,
    tenantId: string,
    tenantType: string,
    roles: string[],
    flags?: Record<string, Partial<Record<'canView' | 'ui' | 'canCreate' | 'canUpdate' | 'canDelete', boolean>>>,
  ): Promise<string> {
    const [user] = await t.sql<{ id: string }>(`SELECT id FROM app_user WHERE username = $1 AND tenant_id = $2`, [username, tenantId]);
    const permissions = flags
      ? mergeRolePermissions([
          {
            permissions: Object.entries(flags).map(([name, f]) => ({
              module: { name },
              ...{ canView: false, ui: false, canCreate: false, canUpdate: false, canDelete: false },
              ...f,
            })),
          },
        ])
      : EVERYTHING;
    const { token } = await t.app.get(SessionService).create({
      userId: user.id,
      username,
      tenantId,
      tenantType,
      idleMs: 3_600_000,
      absoluteMs: 3_600_000,
      roles,
      permissions,
    });
    return `${SESSION_COOKIE()}=${token}`;
  }
  afterAll(() => t?.close());

  /** Who calls a route: the employee for their own records, the provider for system-level modules, else the tenant's administrator. */
  const callerOf = (path: string, op: Operation): keyof typeof cookies => {
    if (/\/me(\/|$)|\/my-portal\//.test(path)) return 'employee';
    if (SYSTEM_MODULES.some((m) => new RegExp(`\\b${m}:`).test(op['x-permission'] ?? ''))) return 'system';
    return 'tenant';
  };

  const answers = new Map<string, unknown>();
  async function get(path: string, caller: keyof typeof cookies): Promise<{ status: number; body: unknown; json: boolean }> {
    const res = await t.agent().get(path).set('Cookie', cookies[caller]);
    const json = /application\/json/.test(String(res.headers['content-type'] ?? ''));
    if (res.status === 200 && json) answers.set(path, res.body);
    return { status: res.status, body: res.body, json };
  }

  /** The ids of the first records (at most 5) a list, or the id of the record, answered at `path`, fetched if not yet. */
  async function idsAt(path: string, caller: keyof typeof cookies): Promise<string[]> {
    if (!answers.has(path)) await get(path, caller);
    const body = answers.get(path);
    return (Array.isArray(body) ? body.slice(0, 5) : [body])
      .map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined))
      .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
      .map(String);
  }

  /**
   * The path with its parameters filled, or undefined: an enumeration's first value, else an id the parent path
   * answered (the first whose own sub-paths answer records), else one of the list of records the segment before
   * the parameter names (ID_SOURCES); and its required query parameters, an enumeration's first value or QUERY_VALUES.
   */
  async function concrete(template: string, op: Operation, caller: keyof typeof cookies): Promise<string | undefined> {
    const query: string[] = [];
    for (const p of (op.parameters ?? []).filter((q) => q.in === 'query' && q.required)) {
      const value = deref(doc, p.schema).enum?.[0] ?? QUERY_VALUES[p.name];
      if (value === undefined) return undefined;
      query.push(`${p.name}=${encodeURIComponent(String(value))}`);
    }
    const fill = async (path: string): Promise<string | undefined> => {
      const m = /\{([^}]+)\}/.exec(path);
      if (!m) return path;
      const parameter = (op.parameters ?? []).find((p) => p.in === 'path' && p.name === m[1]);
      const values = deref(doc, parameter?.schema).enum;
      const parent = path.slice(0, m.index).replace(/\/$/, '');
      const source = ID_SOURCES[parent.split('/').pop() ?? ''];
      let ids = values?.length ? [String(values[0])] : await idsAt(parent, caller);
      if (!ids.length && source) ids = await idsAt(source, caller);
      for (const id of ids) {
        const filled = await fill(path.slice(0, m.index) + id + path.slice(m.index + m[0].length));
        if (filled) return filled;
      }
      return undefined;
    };
    const path = await fill(template);
    return path && query.length ? `${path}?${query.join('&')}` : path;
  }

  it('calls every GET route that answers JSON and checks its answer', async () => {
    const routes = Object.entries(doc.paths)
      .flatMap(([path, item]) => (item.get ? [{ path, op: item.get }] : []))
      .filter(({ op }) => op.responses?.['200']?.content?.['application/json'])
      .sort((a, b) => a.path.split('/').length - b.path.split('/').length || a.path.localeCompare(b.path));
    for (const { path, op } of routes) {
      const caller = callerOf(path, op);
      const url = await concrete(path, op, caller);
      if (!url) continue;
      const res = await get(url, caller);
      if (res.status >= 500) found.push(`GET ${path}: answered ${res.status}`);
      if (process.env.CONFORMANCE_DEBUG) process.stdout.write(`${res.status} ${caller} ${url}\n`);
      if (res.status !== 200 || !res.json) continue;
      checked += 1;
      const schema = op.responses!['200'].content!['application/json'].schema;
      for (const problem of new Set(answerProblems(doc, schema, res.body).map(place))) found.push(`GET ${path}: ${problem}`);
    }
    expect(checked).toBeGreaterThan(120);
  }, 600_000);

  it('each answer matches its schema, or the difference is listed with its reason', () => {
    const unlisted = found.filter((d) => !(d in KNOWN_ANSWER_DEVIATIONS)).sort();
    const gone = Object.keys(KNOWN_ANSWER_DEVIATIONS)
      .filter((k) => !found.includes(k))
      .sort();
    expect({ unlisted, gone }).toEqual({ unlisted: [], gone: [] });
  });

  it('answers only statuses the document gives the operation: 403 without the permission, 409 on a settled action or a stale version', async () => {
    const documented = (method: string, path: string, status: number) => {
      const op = (doc.paths[path] as Record<string, Operation | undefined>)[method];
      return { [`${method.toUpperCase()} ${path}`]: Object.keys(op?.responses ?? {}).includes(String(status)) };
    };
    const viewer = await session('fso.demo', DEMO_TENANT_ID, 'SAAS', ['FSO'], {
      PERSONNEL: { canView: true, ui: true },
      FACILITIES: { canView: true, ui: true },
    });
    const open = (await t.agent().get('/api/v1/requests-and-actions/open-actions').set('Cookie', cookies.tenant).expect(200))
      .body as Array<{ id: string; closesWhen: string | null }>;
    const action = open.find((a) => a.closesWhen === null)!;
    const complete = `/api/v1/requests-and-actions/open-actions/${action.id}/complete`;
    const refused = await t.agent().put(complete).set('Cookie', viewer).send({});
    expect(refused.status).toBe(403);
    expect(documented('put', '/api/v1/requests-and-actions/open-actions/{id}/complete', 403)).toEqual({
      'PUT /api/v1/requests-and-actions/open-actions/{id}/complete': true,
    });
    await t.agent().put(complete).set('Cookie', cookies.tenant).send({}).expect(200);
    expect((await t.agent().put(complete).set('Cookie', cookies.tenant).send({})).status).toBe(409);
    expect(documented('put', '/api/v1/requests-and-actions/open-actions/{id}/complete', 409)).toEqual({
      'PUT /api/v1/requests-and-actions/open-actions/{id}/complete': true,
    });
    const [facility] = (await t.agent().get('/api/v1/facilities').set('Cookie', cookies.tenant).expect(200)).body as Array<{ id: string }>;
    const current = (await t.agent().get(`/api/v1/facilities/${facility.id}`).set('Cookie', cookies.tenant).expect(200)).body as Record<
      string,
      unknown
    >;
    // the answer sent back with a version the record does not have
    const stale = await t
      .agent()
      .put(`/api/v1/facilities/${facility.id}`)
      .set('Cookie', cookies.tenant)
      .send({ ...current, version: Number(current.version) + 1 });
    expect(stale.status).toBe(409);
    expect(documented('put', '/api/v1/facilities/{id}', 409)).toEqual({ 'PUT /api/v1/facilities/{id}': true });
  });

  it('finds an answer that differs from its schema', () => {
    const flawed: ApiDocument = {
      paths: {},
      components: {
        schemas: {
          Visit: {
            type: 'object',
            required: ['id'],
            properties: {
              id: { type: 'string' },
              specialAccesses: { type: 'string' },
              endDate: { type: 'string' },
              kind: { $ref: '#/components/schemas/VisitKind' },
            },
          },
          VisitKind: { type: 'string', enum: ['INCOMING', 'OUTGOING'] },
        },
      },
    };
    const list: Schema = { type: 'array', items: { $ref: '#/components/schemas/Visit' } };
    expect(
      answerProblems(flawed, list, [
        { id: 'a', specialAccesses: ['SCI'], endDate: null, kind: 'FOCI', extra: 1 },
        { specialAccesses: 'SCI' },
      ]),
    ).toEqual([
      '$[0].specialAccesses: array where the schema says string',
      '$[0].endDate: null where the schema does not say nullable',
      '$[0].kind: "FOCI" is not one of the enumeration',
      '$[0].extra: answered but not in the schema',
      '$[1].id: left out where the schema says required',
    ]);
    expect(answerProblems(flawed, { allOf: [{ $ref: '#/components/schemas/VisitKind' }], nullable: true }, null)).toEqual([]);
    const either: Schema = { anyOf: [{ type: 'boolean', nullable: true }, { type: 'string' }] };
    expect([null, true, 'x', 1].map((v) => answerProblems(flawed, either, v))).toEqual([
      [],
      [],
      [],
      ['$: 1 matches none of the schemas it may be'],
    ]);
    expect(deref(flawed, { $ref: '#/components/schemas/VisitKind' }).enum).toEqual(['INCOMING', 'OUTGOING']);
  });
});
