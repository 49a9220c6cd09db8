import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { CORE_MODULES } from '@clearline/shared';
import { INPUT_LIMITS, PUBLIC_BODY_LIMIT, SIGNED_IN_BODY_LIMIT } from '../../src/core/http/input-limits';
import { REPO_ROOT } from '../../src/core/paths';
import { SESSION_COOKIE } from '../../src/modules/identity/sessions/cookies';
import { SessionService } from '../../src/modules/identity/sessions/session.service';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { createUser, type CreatedUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { everyPermission, newTenant } from '../tenancy/support';

/**
 * Property-based fuzzing of the whole API, generated from openapi.yaml: every POST, PUT and PATCH and
 * every list GET gets bodies, queries and path parameters of wrong types, sizes, encodings and nesting
 * (NUL bytes, long strings, numbers for strings, arrays, deep objects, invalid UTF-8 in percent-encoded
 * queries, unknown fields, path ids that are not UUIDs), as a user with every permission (a tenant
 * administrator, or a provider administrator for system-level modules) and anonymously for public routes.
 *
 * Properties: no answer is ≥ 500; every 4xx is JSON with a non-empty `message`; a refused request
 * writes nothing (no audit row carries its request id, except the durable kinds below, and no table's
 * row count changed over an operation whose cases were all refused).
 *
 * Fixed seed and a bounded number of cases per operation (FUZZ_RUNS, default 4; FUZZ_SEED to explore).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const DEADLINE_MS = 30_000;

/** Audit rows a refused request may leave on purpose (AuditService.writeDurable: they outlive a rollback). */
const DURABLE_AUDIT_EVENTS = new Set(['LOGIN_FAILURE']);

// ---------------------------------------------------------------- the OpenAPI document
interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  nullable?: boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  'x-permission'?: string;
}
interface Op {
  method: 'get' | 'post' | 'put' | 'patch';
  path: string;
  key: string;
  op: Operation;
  public: boolean;
  system: boolean;
}

const doc = parse(readFileSync(join(REPO_ROOT, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

function deref(s: Schema | undefined, depth = 0): Schema {
  if (!s) return {};
  if (s.$ref && depth < 10) return deref(doc.components.schemas[s.$ref.split('/').pop()!], depth + 1);
  if (s.allOf?.length)
    return s.allOf.map((x) => deref(x, depth + 1)).reduce((a, b) => ({ ...a, ...b, properties: { ...a.properties, ...b.properties } }), {});
  return s;
}

const LIST_PARAMS = ['page', 'size', 'sort', 'range', 'filter', 'q'];
const SYSTEM_MODULES = new Set(CORE_MODULES.filter((m) => m.systemLevel).map((m) => m.name));

function isList(op: Operation): boolean {
  const ok = op.responses?.['200']?.content?.['application/json']?.schema;
  const schema = ok?.$ref ? ok.$ref : ok?.type;
  return schema === 'array' || /Page/.test(String(schema)) || (op.parameters ?? []).some((p) => p.in === 'query');
}

const OPS: Op[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([m, op]) => ['post', 'put', 'patch'].includes(m) || (m === 'get' && isList(op)))
    .map(([m, op]) => {
      const permission = op['x-permission'] ?? '';
      return {
        method: m as Op['method'],
        path,
        key: `${m.toUpperCase()} ${path}`,
        op,
        public: permission === 'PUBLIC',
        system: [...SYSTEM_MODULES].some((name) => new RegExp(`\\b${name}:`).test(permission)),
      };
    }),
);

// ---------------------------------------------------------------- generators
/** A value the schema accepts, so that one hostile field among valid ones reaches the deeper code. */
function plausible(s0: Schema | undefined, depth = 0): unknown {
  const s = deref(s0);
  if (s.enum?.length) return s.enum[0];
  switch (s.type) {
    case 'string':
      return s.format === 'uuid'
        ? '00000000-0000-4000-8000-000000000000'
        : s.format === 'date-time'
          ? '2026-01-15T10:00:00.000Z'
          : s.format === 'email'
            ? 'fuzz@example.com'
            : 'fuzz';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : [plausible(s.items, depth + 1)];
    default:
      if (depth > 3 || !s.properties) return {};
      return Object.fromEntries((s.required ?? []).map((k) => [k, plausible(s.properties![k], depth + 1)]));
  }
}

const nest = (depth: number, leaf: unknown = 'x'): unknown => {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Values of the wrong type, size, encoding or shape. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', 'name\u0000; DROP TABLE tenant; --'),
  fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`),
  fc.integer({ min: 5_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom(0, -1, 1.5, -2147483649, 2 ** 53 + 1, 1e308, -1e-308),
  fc.constantFrom('', ' ', '12abc', 'NaN', 'Infinity', '2026-02-30', '0000-00-00', '9999-12-31T99:99:99Z', 'true', 'null'),
  fc.constantFrom(true, false, null),
  fc.constantFrom('\ud800', '\udfff\ud800', '\u202e\u0301', '😀'.repeat(500), '\uffff\ufffe'),
  fc.constantFrom("' OR 1=1 --", '%00', '../../etc/passwd', '<script>alert(1)</script>', '${7*7}', '__proto__'),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxLength: 4 }),
  fc.integer({ min: 10, max: 2500 }).map((d) => nest(d)),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 })), { maxKeys: 4 }),
);

/** A JSON body: a non-object, a deep one, or a plausible object with hostile fields and unknown ones. */
function bodyArb(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const s = deref(schema);
  const base = plausible(s) as Record<string, unknown>;
  const names = Object.keys(s.properties ?? {});
  const mutated = fc
    .record({
      fields: names.length ? fc.subarray(names, { minLength: 1, maxLength: Math.min(3, names.length) }) : fc.constant([] as string[]),
      values: fc.array(hostile, { minLength: 3, maxLength: 3 }),
      unknown: fc.option(fc.constantFrom('isAdmin', 'tenantId', 'id', '__proto__', 'constructor', 'deletedAt'), { nil: undefined }),
      unknownValue: hostile,
    })
    .map(({ fields, values, unknown, unknownValue }) => {
      const body: Record<string, unknown> = typeof base === 'object' && base && !Array.isArray(base) ? { ...base } : {};
      fields.forEach((f, i) => (body[f] = values[i]));
      if (unknown) Object.defineProperty(body, unknown, { value: unknownValue, enumerable: true, writable: true, configurable: true });
      return body;
    });
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    {
      weight: 1,
      arbitrary: fc.oneof(
        hostile,
        fc.integer({ min: 1000, max: 2500 }).map((d) => nest(d, base)),
      ),
    },
  );
}

/** Percent-encodes a string; a lone surrogate becomes the (invalid) UTF-8 of its code unit, e.g. %ED%A0%80 for U+D800. */
const encode = (s: string): string =>
  s
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part);
      const c = part.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((x) => `%${x.toString(16).toUpperCase()}`).join('');
    })
    .join('');

/** A raw query value: already percent-encoded, sometimes invalidly (invalid UTF-8, a cut sequence, a lone %). */
const queryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%ff', '%fe%ff', '%c3%28', '%e2%82', '%', '%zz', '%00', 'a%00b', '%ed%a0%80', '%f8%88%80%80%80'),
  fc.constantFrom('-1', '1e9', '99999999999999999999', '0', 'abc', '1.5', ''),
  fc.constantFrom('[', '[0,1e20]', '[-5,2]', '[9,1]', '["a","b"]', '{', '{"a":1}', '{"q":{"a":[]}}', '["lastName","SIDEWAYS"]', 'x,y,z'),
  fc.integer({ min: 5_000, max: 20_000 }).map((n) => 'q'.repeat(n)),
  fc.integer({ min: 20, max: 500 }).map((d) => encodeURIComponent(JSON.stringify(nest(d)))),
  hostile.filter((v) => typeof v === 'string' && v.length < 1000).map((v) => encode(v as string)),
);

/** A path parameter that is not what the route expects (or a random, unknown UUID). */
const pathValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('not-a-uuid', '1', '0', '-1', 'null', 'undefined', '%00', 'a%00b', '%ff', '..%2F..%2Fetc', '%2e%2e', 'x'.repeat(300)),
  fc.constantFrom("'%20OR%201=1", '00000000-0000-0000-0000-00000000000g', '{id}', 'ALL', 'SYSTEM'),
  fc.uuid().map((u) => u),
  fc.string({ minLength: 1, maxLength: 12 }).map(encode),
);

interface Case {
  path: Record<string, string>;
  query: Array<[string, string]>;
  body: unknown;
  /** how the body is sent: JSON, form-encoded, or raw bytes that are not UTF-8 */
  encoding: 'json' | 'form' | 'raw';
}

function caseArb(o: Op): fc.Arbitrary<Case> {
  const params = o.op.parameters ?? [];
  const pathNames = [...o.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const queryNames = [
    ...new Set([...params.filter((p) => p.in === 'query').map((p) => p.name), ...(o.method === 'get' ? LIST_PARAMS : [])]),
  ];
  const content = o.op.requestBody?.content ?? {};
  const schema =
    content['application/json']?.schema ?? content['application/x-www-form-urlencoded']?.schema ?? content['multipart/form-data']?.schema;
  return fc.record({
    path: fc.record(Object.fromEntries(pathNames.map((n) => [n, pathValue]))) as fc.Arbitrary<Record<string, string>>,
    query: queryNames.length
      ? fc
          .subarray(queryNames, { minLength: o.method === 'get' ? 1 : 0 })
          .chain((names) => fc.tuple(...names.map((n) => queryValue.map((v) => [n, v] as [string, string]))))
      : fc.constant([] as Array<[string, string]>),
    body: o.method === 'get' ? fc.constant(undefined) : bodyArb(schema),
    encoding: o.method === 'get' ? fc.constant('json' as const) : fc.constantFrom<Case['encoding']>('json', 'json', 'json', 'form', 'raw'),
  });
}

// ---------------------------------------------------------------- the suite
interface Tried {
  op: string;
  url: string;
  status: number | 'hung';
  message: unknown;
  contentType: string;
  requestId: string;
  text: string;
  /** the request body, abbreviated (long strings and deep nesting summarised) */
  sent: string;
}

/** A short description of a generated value: long strings as their length, deep nesting as its depth. */
function summary(v: unknown, depth = 0): string {
  if (typeof v === 'string')
    return v.length > 40 ? `"${JSON.stringify(v.slice(0, 12)).slice(1, -1)}…" (${v.length} chars)` : JSON.stringify(v);
  if (v === undefined) return '';
  if (v === null || typeof v !== 'object') return String(v);
  if (depth > 3) {
    let d = 0;
    for (let x: unknown = v; x && typeof x === 'object'; x = Array.isArray(x) ? x[0] : Object.values(x)[0]) d++;
    return `(nested ${d} deeper)`;
  }
  if (Array.isArray(v)) return `[${v.map((x) => summary(x, depth + 1)).join(', ')}]`;
  return `{${Object.entries(v)
    .map(([k, x]) => `${JSON.stringify(k)}: ${summary(x, depth + 1)}`)
    .join(', ')}}`;
}

describe('OpenAPI fuzzing: no 5xx, a message with every 4xx, no partial writes', () => {
  let t: TestApp;
  let port: number;
  /** the Cookie header of a fresh session */
  let tenantAdmin: () => Promise<string>;
  let systemAdmin: () => Promise<string>;
  const tried: Tried[] = [];

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'silent' });
    // requests go out through node:http as they are (a test client would re-encode invalid percent-encodings)
    const server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
    const everything = everyPermission();
    const tenantId = await newTenant(t, { name: 'Fuzz Tenant' });
    const tenantUser = await createUser(t, { tenantId, permissions: everything });
    const systemUser = await createUser(t, { tenantId: SYSTEM_TENANT_ID, permissions: everything });
    const sessions = t.app.get(SessionService);
    // a fresh session per operation: a fuzzed request that signs out or changes the session spoils nothing after it
    const sessionOf = (user: CreatedUser, tenant: string, tenantType: string) => async () => {
      const { token } = await sessions.create({
        userId: user.id,
        username: user.username,
        tenantId: tenant,
        tenantType,
        idleMs: 3_600_000,
        absoluteMs: 3_600_000,
        roles: [],
        permissions: everything,
      });
      return `${SESSION_COOKIE()}=${token}`;
    };
    tenantAdmin = sessionOf(tenantUser, tenantId, 'SAAS');
    systemAdmin = sessionOf(systemUser, SYSTEM_TENANT_ID, 'SYSTEM');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  }, 120_000);

  /** Row counts of every table but the audit log (checked per request id). */
  async function counts(): Promise<Map<string, number>> {
    const tables = await t.sql<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('audit_log', 'migrations') ORDER BY 1`,
    );
    const rows = await t.sql<{ t: string; n: number }>(
      tables.map((r) => `SELECT '${r.tablename}' AS t, count(*)::int AS n FROM "${r.tablename}"`).join(' UNION ALL '),
    );
    return new Map(rows.map((r) => [r.t, r.n]));
  }

  /** One request through node:http: the path exactly as generated, a deadline, never a throw. */
  function request(method: string, path: string, headers: Record<string, string>, body?: Buffer) {
    return new Promise<{ status: number | 'hung'; contentType: string; text: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, timeout: DEADLINE_MS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      });
      req.on('timeout', () => {
        req.destroy();
        resolve({ status: 'hung', contentType: '', text: `no answer within ${DEADLINE_MS} ms` });
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  async function send(o: Op, cookie: string | undefined, c: Case, n: number): Promise<Tried> {
    let path = o.path;
    for (const [name, v] of Object.entries(c.path)) path = path.replace(`{${name}}`, v);
    const url = c.query.length ? `${path}?${c.query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;
    const requestId = `fuzz-${n}-${randomUUID().slice(0, 8)}`;
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', 'X-Request-Id': requestId, Accept: 'application/json' };
    if (cookie) headers.Cookie = cookie;
    let body: Buffer | undefined;
    if (o.method !== 'get') {
      if (c.encoding === 'raw') {
        headers['Content-Type'] = 'application/json';
        body = Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from('"}')]);
      } else if (c.encoding === 'form' && c.body && typeof c.body === 'object' && !Array.isArray(c.body)) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        const form = Object.entries(c.body as Record<string, unknown>).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
        ]);
        body = Buffer.from(new URLSearchParams(form).toString());
      } else {
        headers['Content-Type'] = 'application/json';
        body = Buffer.from(JSON.stringify(c.body) ?? 'null');
      }
      headers['Content-Length'] = String(body.length);
    }
    const res = await request(o.method.toUpperCase(), url, headers, body);
    let message: unknown;
    try {
      message = (JSON.parse(res.text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    return {
      op: o.key,
      url: url.slice(0, 300),
      status: res.status,
      message,
      contentType: res.contentType,
      requestId,
      text: res.text.slice(0, 300),
      sent: c.encoding === 'raw' ? '(bytes that are not UTF-8)' : `${c.encoding} ${summary(c.body)}`.slice(0, 400),
    };
  }

  it(`every POST/PUT/PATCH and list GET of openapi.yaml, ${RUNS} generated cases each (seed ${SEED})`, async () => {
    expect(OPS.length).toBeGreaterThan(50);
    const unchangedAfterRefusals: string[] = [];
    /** operations whose property failed, with fast-check's counterexample */
    const failures: string[] = [];
    let n = 0;
    for (const [i, o] of OPS.entries()) {
      const cookie = o.public ? undefined : await (o.system ? systemAdmin : tenantAdmin)();
      const before = await counts();
      const mine: Tried[] = [];
      let violated: Tried | undefined;
      try {
        await fc.assert(
          fc.asyncProperty(caseArb(o), async (c) => {
            const r = await send(o, cookie, c, n++);
            mine.push(r);
            const s = typeof r.status === 'number' ? r.status : 0;
            if (s === 0 || s >= 500 || (s >= 400 && (!/json/.test(r.contentType) || typeof r.message !== 'string' || !r.message.trim()))) {
              violated = r;
              throw new Error(`${r.status}: ${r.contentType} ${r.text}`);
            }
          }),
          // no shrinking: each run is an HTTP request; the failing case is printed as it was
          { seed: SEED + i, numRuns: RUNS, endOnFailure: true },
        );
      } catch (e) {
        // described from the request itself (fast-check's own report of a deeply nested value can overflow)
        failures.push(
          violated
            ? `${o.key} → ${violated.status}: ${violated.url.slice(0, 160)} ${violated.sent.slice(0, 240)} ⇒ ${violated.text.slice(0, 160)}`
            : `${o.key}: ${(e as Error).message.slice(0, 300)}`,
        );
      }
      tried.push(...mine);
      if (mine.every((r) => typeof r.status === 'number' && r.status >= 400 && r.status < 500)) {
        const after = await counts();
        const changed = [...after]
          .filter(([table, count]) => before.get(table) !== count)
          .map(([table, count]) => `${table} ${before.get(table)}→${count}`);
        if (changed.length) unchangedAfterRefusals.push(`${o.key}: ${changed.join(', ')}`);
      }
    }

    // audit rows of refused requests (the audit log records every write in the write's transaction)
    const refused = tried.filter((r) => typeof r.status === 'number' && r.status >= 400);
    const audits = await t.sql<{ request_id: string; event_type: string; object_table: string | null; action: string | null }>(
      `SELECT request_id, event_type, object_table, action FROM audit_log WHERE request_id = ANY($1)`,
      [refused.map((r) => r.requestId)],
    );
    const opOf = new Map(refused.map((r) => [r.requestId, `${r.op} → ${r.status}`]));
    const refusedButWritten = audits
      .filter((a) => !DURABLE_AUDIT_EVENTS.has(a.event_type))
      .map((a) => `${opOf.get(a.request_id)}: ${a.event_type} ${a.object_table ?? ''} ${a.action ?? ''}`);

    const status = (r: Tried) => (typeof r.status === 'number' ? r.status : 0);
    const fiveHundreds = tried.filter((r) => r.status === 'hung' || status(r) >= 500);
    const noMessage = tried.filter(
      (r) => status(r) >= 400 && status(r) < 500 && (!/json/.test(r.contentType) || typeof r.message !== 'string' || !r.message.trim()),
    );
    const byStatus = new Map<string, number>();
    for (const r of tried) byStatus.set(String(r.status), (byStatus.get(String(r.status)) ?? 0) + 1);
    process.stdout.write(
      `OpenAPI fuzz (seed ${SEED}, ${RUNS} cases per operation): ${OPS.length} operations, ${tried.length} requests; ` +
        `2xx ${tried.filter((r) => status(r) >= 200 && status(r) < 300).length}, 4xx ${tried.filter((r) => status(r) >= 400 && status(r) < 500).length}, ` +
        `5xx or hung ${fiveHundreds.length}; by status: ${[...byStatus]
          .sort()
          .map(([s, c]) => `${s}×${c}`)
          .join(' ')}\n` +
        fiveHundreds.map((r) => `  ${r.status} ${r.op}  ${r.url.slice(0, 160)}  ${r.sent.slice(0, 300)}\n`).join(''),
    );
    if (failures.length) process.stdout.write(`Failed properties:\n${failures.map((f) => `  ${f}\n`).join('')}`);

    expect(failures).toEqual([]);
    expect(fiveHundreds.map((r) => `${r.status} ${r.op} ${r.url.slice(0, 200)}`)).toEqual([]);
    expect(noMessage.map((r) => `${r.status} ${r.op} ${r.url.slice(0, 200)}: ${r.contentType} ${r.text.slice(0, 200)}`)).toEqual([]);
    expect(refusedButWritten).toEqual([]);
    expect(unchangedAfterRefusals).toEqual([]);
  }, 300_000);

  /**
   * Bodies whose shape used to cost time growing with the square of their size (class-transformer and
   * class-validator over a 100,000-key object held the event loop for seconds): each write route gets an
   * object as wide as its body limit allows, and a field holding an array as long as the limit allows (the same
   * check covers every level: test/platform/input-limits.int-spec.ts sends nested ones).
   * Each is refused by the input limits themselves (a 413 for its size or a 400 naming the shape limit, before
   * any guard or validation runs), and nothing is written. Timings are printed, not asserted: the suite shares two
   * cores with others (test/platform/input-limits.int-spec.ts asserts /health answers under a second meanwhile).
   */
  it('every POST/PUT/PATCH refuses wide objects and long arrays by the input limits, with a message, writing nothing', async () => {
    /** `{"k0":0,…}` of about `bytes` bytes */
    const wideJson = (bytes: number): string => {
      const parts: string[] = [];
      let size = 2;
      for (let i = 0; size < bytes; i++) {
        const part = `"k${i}":${i}`;
        parts.push(part);
        size += part.length + 1;
      }
      return `{${parts.join(',')}}`;
    };
    const bodies = (limit: number): Array<[string, Buffer]> => {
      const wide = wideJson(limit - 64);
      return [
        ['a wide object', Buffer.from(wide)],
        ['a long array in a field', Buffer.from(`{"extra":[${new Array(Math.floor((limit - 64) / 2)).fill(0).join(',')}]}`)],
      ];
    };
    const publicBodies = bodies(PUBLIC_BODY_LIMIT);
    const signedInBodies = bodies(SIGNED_IN_BODY_LIMIT);
    const writes = OPS.filter((o) => o.method !== 'get');
    const before = await counts();
    const wrong: string[] = [];
    /** the messages of the input limits (core/http/input-limits): the body was refused before validation */
    const byLimits =
      /^The request body is too large \(at most [\d.]+ [KM]B on this route\)\.$|has too many (fields|items) \(at most [\d,]+\)\.$/;
    const took: number[] = [];
    let n = 0;
    for (const o of writes) {
      const cookie = o.public ? undefined : await (o.system ? systemAdmin : tenantAdmin)();
      const path = o.path.replace(/\{[^}]+\}/g, () => randomUUID());
      for (const [what, body] of o.public ? publicBodies : signedInBodies) {
        const headers: Record<string, string> = {
          'X-Requested-With': 'XMLHttpRequest',
          'X-Request-Id': `wide-${n++}`,
          'Content-Type': 'application/json',
          'Content-Length': String(body.length),
        };
        if (cookie) headers.Cookie = cookie;
        const started = Date.now();
        const res = await request(o.method.toUpperCase(), path, headers, body);
        const ms = Date.now() - started;
        took.push(ms);
        let message: unknown;
        try {
          message = (JSON.parse(res.text) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        if ((res.status !== 400 && res.status !== 413) || typeof message !== 'string' || !byLimits.test(message)) {
          wrong.push(`${o.key} ${what}: ${res.status} ${res.text.slice(0, 160)}`);
        }
      }
    }
    const after = await counts();
    const changed = [...after]
      .filter(([table, count]) => before.get(table) !== count)
      .map(([table, count]) => `${table} ${before.get(table)}→${count}`);
    const sorted = [...took].sort((a, b) => a - b);
    process.stdout.write(
      `Wide bodies: ${writes.length} write operations, ${took.length} requests (objects up to ${INPUT_LIMITS.keysPerObject} keys and ` +
        `arrays up to ${INPUT_LIMITS.arrayItems} items are accepted); median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms\n`,
    );
    expect(writes.length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
    expect(changed).toEqual([]);
  }, 300_000);
});
