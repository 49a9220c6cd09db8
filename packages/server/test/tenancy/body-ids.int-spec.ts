import type { Response, Test } from 'supertest';
import { API_MESSAGES } from '@clearline/shared';
import { joinPath, routeHandlers, routeTable } from '../../src/core/access/route-table';
import { idFieldsOf, nestedFieldsOf } from '../../src/core/http/fields';
import { namesTenantRecords } from '../../src/core/http/references';
import { MSS_TENANT_ID, SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { WRITE_ROUTES, type WriteSample } from '../audit/write-routes.catalogue';
import { createUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { EXTRA_WALKS, JSON_PART_BODIES, NEW_RECORDS, NOT_WALKED, RECORD_OF } from './body-ids.catalogue';
import { type Agent, requestIdOf, type WalkContext, walkContext } from './walk';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** A step of an id field's path: a property, and for a nested record its DTO class and whether it is a list of them. */
interface Step {
  key: string;
  type?: Function;
  list?: boolean;
}

/** An id field of a body: its path, the table it names and how answers name it. */
interface IdTemplate {
  path: Step[];
  list: boolean;
  table: string;
  what: string;
}

/** Every id field naming a tenant-owned table in a DTO class and the DTOs nested in it (core/http/fields metadata). */
function templatesOf(type: Function, prefix: Step[] = [], seen = new Set<Function>()): IdTemplate[] {
  if (seen.has(type)) return [];
  const inner = new Set(seen).add(type);
  const out: IdTemplate[] = [];
  for (const [key, f] of idFieldsOf(type)) {
    if (typeof f.references === 'string') out.push({ path: [...prefix, { key }], list: f.list, table: f.references, what: f.what });
  }
  for (const [key, nested] of nestedFieldsOf(type)) {
    out.push(...templatesOf(nested.type(), [...prefix, { key, type: nested.type(), list: nested.list }], inner));
  }
  return out;
}

type Json = Record<string, unknown>;

/** A new nested record of the DTO class: the fields it requires (NEW_RECORDS), else none. */
const newRecord = (type: Function | undefined): Json => structuredClone(NEW_RECORDS[type?.name ?? ''] ?? {});

/**
 * Puts `id` at the template's path in `body`, making the records on the way (one in a nested list that has none);
 * the concrete paths written, as answers name them (`kmps.0.personnelId`).
 */
function place(body: Json, path: Step[], list: boolean, id: string, at: string[] = []): string[] {
  const [step, ...rest] = path;
  if (!rest.length) {
    body[step.key] = list ? [id] : id;
    return [[...at, step.key].join('.')];
  }
  if (step.list) {
    if (!Array.isArray(body[step.key]) || !(body[step.key] as unknown[]).length) body[step.key] = [newRecord(step.type)];
    return (body[step.key] as Json[]).flatMap((item, i) => place(item, rest, list, id, [...at, step.key, String(i)]));
  }
  const value = body[step.key];
  if (!value || typeof value !== 'object' || Array.isArray(value)) body[step.key] = newRecord(step.type);
  return place(body[step.key] as Json, rest, list, id, [...at, step.key]);
}

/** One rewritten request and the "not found" messages its answer must carry. */
interface Rewritten {
  res: Response;
  expected: string[];
}

/**
 * Each id a body sent with the same permissions names ANOTHER tenant's record: for every write route whose body
 * (or JSON part) has id fields of tenant-owned tables, the route's write sample (test/audit/write-routes.catalogue.ts)
 * is replayed with those ids replaced by records of another tenant. Each answer must be a 4xx (not a 2xx, not a 5xx)
 * naming every such field ("employment.contractId: Contract … was not found"), and the request must leave no audit
 * row (nothing was written).
 */
describe('another tenant’s record named in a body is answered like a missing record, and nothing is written', () => {
  let t: TestApp;
  let ctx: WalkContext;
  let foreignTenant: string;
  /** route key → the id fields of its body (and of its JSON part) */
  const bodies = new Map<string, { templates: IdTemplate[]; part?: { name: string; templates: IdTemplate[] } }>();
  let routeOf: (method: string, path: string) => string | undefined;
  const foreign = new Map<string, Promise<string>>();

  beforeAll(async () => {
    t = await startTestApp();
    await createUser(t, { tenantId: SYSTEM_TENANT_ID });
    await createUser(t, { tenantId: MSS_TENANT_ID });
    ctx = await walkContext(t);
    foreignTenant = await ctx.newTenant({ name: 'Body Ids Elsewhere' });
    for (const r of routeHandlers(t.app)) {
      if (!BODY_METHODS.has(r.method)) continue;
      const types = (Reflect.getMetadata('design:paramtypes', r.metatype.prototype, r.name) ?? []) as unknown[];
      const templates = types.flatMap((type) => (typeof type === 'function' && namesTenantRecords(type) ? templatesOf(type) : []));
      for (const p of r.paths) {
        const key = `${r.method} ${joinPath('api/v1', p)}`;
        const json = JSON_PART_BODIES[key];
        const part = json ? { name: json.part, templates: templatesOf(json.type) } : undefined;
        if (templates.length || part?.templates.length) bodies.set(key, { templates, part });
      }
    }
    const patterns = routeTable(t.app).map((r) => ({
      key: `${r.method} ${r.path}`,
      method: r.method,
      re: new RegExp(`^${r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z][A-Za-z0-9]*/g, '[^/]+')}$`),
      statics: r.path.split('/').filter((s) => s && !s.startsWith(':')).length,
    }));
    // the route a request reaches: a static path part wins over a parameter, as in the router
    routeOf = (method, path) =>
      patterns.filter((p) => p.method === method && p.re.test(path.split('?')[0])).sort((a, b) => b.statics - a.statics)[0]?.key;
  });
  afterAll(async () => {
    await t?.close();
  });

  const foreignId = (table: string): Promise<string> => {
    let id = foreign.get(table);
    if (!id) {
      const make = RECORD_OF[table];
      if (!make) throw new Error(`no record maker for table ${table} in RECORD_OF (body-ids.catalogue.ts)`);
      id = make(ctx, foreignTenant);
      foreign.set(table, id);
    }
    return id;
  };

  it('every write route whose body names a tenant’s records has a sample to replay, or a reviewed reason', () => {
    const unwalked = [...bodies.keys()].filter((k) => !(k in NOT_WALKED) && !(WRITE_ROUTES[k] && 'run' in WRITE_ROUTES[k]));
    expect(unwalked).toEqual([]);
    expect(bodies.has('POST /api/v1/personnel') && bodies.has('PUT /api/v1/personnel/:id')).toBe(true);
  });

  it('the catalogue names only routes that exist, and can make a record of every table a body names', () => {
    const routes = new Set(routeTable(t.app).map((r) => `${r.method} ${r.path}`));
    const named = [...Object.keys(JSON_PART_BODIES), ...Object.keys(NOT_WALKED), ...Object.values(EXTRA_WALKS).map((w) => w.route)];
    expect(named.filter((k) => !routes.has(k))).toEqual([]);
    const tables = new Set(
      [...bodies.values(), ...Object.values(EXTRA_WALKS).map((w) => ({ templates: templatesOf(w.part.type), part: undefined }))].flatMap(
        (b) => [...b.templates, ...(b.part?.templates ?? [])].map((tpl) => tpl.table),
      ),
    );
    expect([...tables].filter((table) => !(table in RECORD_OF))).toEqual([]);
  });

  /**
   * The sample's request to `route` goes out with every id field naming another tenant's record: the agents the
   * sample gets from the context rewrite the JSON body, the form fields and the JSON part of that route's requests.
   */
  async function replay(
    route: string,
    run: (ctx: WalkContext) => Promise<Response>,
    templates: IdTemplate[],
    part?: { name: string; templates: IdTemplate[] },
  ): Promise<{ rewritten: Rewritten[]; error: unknown }> {
    const ids = new Map<string, string>();
    for (const tpl of [...templates, ...(part?.templates ?? [])]) ids.set(tpl.table, await foreignId(tpl.table));
    const rewriteJson = (body: Json, tpls: IdTemplate[], expected: Set<string>): Json => {
      const copy = structuredClone(body);
      for (const tpl of tpls) {
        const id = ids.get(tpl.table)!;
        for (const path of place(copy, tpl.path, tpl.list, id)) expected.add(API_MESSAGES.fieldRecordNotFound(path, tpl.what, id));
      }
      return copy;
    };
    const rewritten: Rewritten[] = [];
    const intercept = (test: Test) => {
      const expected = new Set<string>();
      const fields = new Set<string>();
      let sent = false;
      const original = { send: test.send.bind(test), field: test.field.bind(test), end: test.end.bind(test) };
      Object.assign(test, {
        send(data?: string | object) {
          sent = true;
          const plain = data && typeof data === 'object' && !Buffer.isBuffer(data);
          // a JSON-part route takes the part's fields as a JSON body too
          return original.send(plain ? rewriteJson(data as Json, [...templates, ...(part?.templates ?? [])], expected) : data);
        },
        field(name: string, value: string) {
          sent = true;
          fields.add(name);
          if (part && name === part.name && typeof value === 'string') {
            return original.field(name, JSON.stringify(rewriteJson(JSON.parse(value) as Json, part.templates, expected)));
          }
          const tpl = templates.find((x) => x.path.length === 1 && x.path[0].key === name);
          if (!tpl) return original.field(name, value);
          const id = ids.get(tpl.table)!;
          expected.add(API_MESSAGES.fieldRecordNotFound(name, tpl.what, id));
          return original.field(name, id);
        },
        end(fn: (err: unknown, res: Response) => void) {
          // form fields the sample did not send; a JSON body for a sample that sent none
          if (fields.size) {
            for (const tpl of templates.filter((x) => x.path.length === 1 && !fields.has(x.path[0].key)))
              test.field(tpl.path[0].key, ids.get(tpl.table)!);
          } else if (!sent && templates.length) test.send({});
          return original.end((err: unknown, res: Response) => {
            if (res) rewritten.push({ res, expected: [...expected] });
            fn(err, res);
          });
        },
      });
    };
    const wrap = (agent: Agent): Agent =>
      new Proxy(agent, {
        get(target, prop) {
          const value = Reflect.get(target, prop, target) as unknown;
          if (typeof prop === 'string' && BODY_METHODS.has(prop.toUpperCase()) && typeof value === 'function') {
            return (path: string, ...rest: unknown[]) => {
              const test = (value as (...a: unknown[]) => Test).call(target, path, ...rest);
              if (routeOf(prop.toUpperCase(), path) === route) intercept(test);
              return test;
            };
          }
          return typeof value === 'function' ? (value as Function).bind(target) : value;
        },
      });
    const walking: WalkContext = { ...ctx, agent: async (who) => wrap(await ctx.agent(who)) };
    let error: unknown;
    try {
      await run(walking);
    } catch (e) {
      error = e;
    }
    return { rewritten, error };
  }

  async function expectRefused(route: string, { rewritten, error }: { rewritten: Rewritten[]; error: unknown }): Promise<void> {
    expect({ route, rewrittenRequests: rewritten.length, error: rewritten.length ? undefined : String(error) }).toEqual({
      route,
      rewrittenRequests: expect.any(Number),
      error: undefined,
    });
    for (const { res, expected } of rewritten) {
      const message = String((res.body as { message?: unknown }).message ?? '');
      const audited = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE request_id = $1`, [requestIdOf(res)]);
      const missing = expected.filter((m) => !message.split('; ').includes(m));
      expect({
        route,
        status: res.status >= 400 && res.status < 500 ? '4xx' : `${res.status} ${JSON.stringify(res.body)}`,
        missing: missing.length ? { missing, answer: `${res.status} ${message}` } : [],
        auditRows: audited[0].n,
      }).toEqual({ route, status: '4xx', missing: [], auditRows: 0 });
      expect(expected.length).toBeGreaterThan(0);
    }
  }

  const samples = Object.entries(WRITE_ROUTES).filter(
    (e): e is [string, WriteSample] => BODY_METHODS.has(e[0].split(' ')[0]) && 'run' in e[1] && !(e[0] in NOT_WALKED),
  );
  it.each(samples)('%s: ids of another tenant’s records in the body are refused', async (route, sample) => {
    const body = bodies.get(route);
    if (!body) return; // no id field of a tenant-owned table in this route's body
    await expectRefused(route, await replay(route, sample.run, body.templates, body.part));
  });

  it.each(Object.entries(EXTRA_WALKS))('%s: ids of another tenant’s records are refused', async (_name, walk) => {
    await expectRefused(
      walk.route,
      await replay(walk.route, walk.run, templatesOf(walk.part.type, [{ key: walk.part.path, type: walk.part.type }])),
    );
  });
});
