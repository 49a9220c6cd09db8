import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { parse } from 'yaml';
import { CORE_MODULES, MAX_PAGE_SIZE, ROLE_NAMES } from '@clearline/shared';
import { REPO_ROOT } from '../src/core/paths';
import { SYSTEM_TENANT_ID } from '../src/seed/ids';
import { startTestApp, type TestApp } from './support/test-app';
import { everyPermission, newTenant, sessionAgent } from './tenancy/support';

/**
 * Every list of the API (a GET whose 200 answer is an array in openapi.yaml) is read through one list
 * definition: it documents paging, sorting and its filters, refuses an unknown sort field naming the
 * sortable ones, refuses an unknown filter and a filter value of the wrong type, and answers the paging
 * headers. Pickers get every choice: GET /roles and GET /personnel/basic answer all rows by default.
 */
interface Param {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: ParamSchema;
}
interface ParamSchema {
  type?: string;
  format?: string;
  enum?: string[];
  $ref?: string;
}
interface Operation {
  operationId?: string;
  parameters?: Param[];
  'x-permission'?: string;
  responses?: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema?: { type?: string } }> }>;
}

const doc = parse(readFileSync(join(REPO_ROOT, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, ParamSchema> };
};
const LISTS = Object.entries(doc.paths)
  .filter(([, ops]) => ops.get?.responses?.['200']?.content?.['application/json']?.schema?.type === 'array')
  .map(([path, ops]) => ({ path, op: ops.get! }));
const SYSTEM_MODULES = CORE_MODULES.filter((m) => m.systemLevel).map((m) => m.name);
const isSystem = (op: Operation) => SYSTEM_MODULES.some((name) => new RegExp(`\\b${name}:`).test(op['x-permission'] ?? ''));
/** The query parameters of an operation, a named enumeration (a reference to components) read in place. */
const query = (op: Operation) =>
  (op.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => (p.schema?.$ref ? { ...p, schema: doc.components.schemas[p.schema.$ref.split('/').pop()!] } : p));

/** A path of the list with its parameters filled: a valid category or option type, any id (the query is checked first). */
const PATH_VALUES: Record<string, string> = {
  category: 'GENERAL',
  optionType: 'ACCESS_TYPE',
  id: '7d0a3f52-3c1e-4c2b-9a57-1f0a5c1d9e01',
  facilityId: '7d0a3f52-3c1e-4c2b-9a57-1f0a5c1d9e01',
  x: '7d0a3f52-3c1e-4c2b-9a57-1f0a5c1d9e01',
};
function urlOf(path: string, op: Operation): string {
  let url = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'category' && isSystem(op) ? 'SECURITY' : PATH_VALUES[name]));
  // a filter the list cannot be read without gets a value of its type
  const required = query(op).filter((p) => p.required);
  if (required.length) url += `?${required.map((p) => `${p.name}=${encodeURIComponent(goodValue(p))}`).join('&')}`;
  return url;
}
const join2 = (url: string, q: string) => `${url}${url.includes('?') ? '&' : '?'}${q}`;
/** Values of required filters that name something of the product (the kind of record a document belongs to). */
const REQUIRED_VALUES: Record<string, string> = { entityType: 'PERSONNEL' };
function goodValue(p: Param): string {
  if (REQUIRED_VALUES[p.name]) return REQUIRED_VALUES[p.name];
  if (p.schema?.enum?.length) return p.schema.enum[0];
  if (p.schema?.type === 'number' || p.schema?.type === 'integer') return '236';
  if (p.schema?.format === 'uuid') return PATH_VALUES.id;
  if (p.schema?.type === 'boolean') return 'true';
  return 'x';
}
/** A value of the wrong type for a typed filter (undefined for free text). */
function badValue(p: Param): string | undefined {
  if (p.schema?.enum?.length) return 'NOT_A_CHOICE';
  if (p.schema?.format === 'uuid') return 'not-an-id';
  if (p.schema?.format === 'date') return '2026-02-30';
  if (p.schema?.type === 'boolean') return 'maybe';
  if (p.schema?.type === 'number' || p.schema?.type === 'integer') return 'many';
  return undefined;
}

describe('lists: one definition per list, documented and checked', () => {
  let t: TestApp;
  let tenantId: string;
  let tenantAgent: TestAgent;
  let systemAgent: TestAgent;
  let publicAgent: TestAgent;
  const PEOPLE = 37;
  const agentFor = (op: Operation) => (op['x-permission'] === 'PUBLIC' ? publicAgent : isSystem(op) ? systemAgent : tenantAgent);

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await newTenant(t, { name: 'Lists Tenant' });
    const everything = everyPermission();
    tenantAgent = await sessionAgent(t, { tenantId, permissions: everything });
    systemAgent = await sessionAgent(t, { tenantId: SYSTEM_TENANT_ID, tenantType: 'SYSTEM', permissions: everything });
    publicAgent = t.agent();
    await t.sql(
      `INSERT INTO personnel (tenant_id, first_name, last_name, work_email)
       SELECT $1, 'Person', 'Number ' || lpad(n::text, 3, '0'), 'p' || n || '@lists.example' FROM generate_series(1, ${PEOPLE}) n`,
      [tenantId],
    );
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  }, 120_000);

  it('openapi.yaml documents paging, sorting, the filters and the paging headers of every list', () => {
    // the walk covers the whole API, not a handful of routes
    expect(LISTS.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const { path, op } of LISTS) {
      const names = query(op).map((p) => p.name);
      const lacks = ['page', 'size', 'sort', 'range', 'filter'].filter((n) => !names.includes(n));
      const sort = query(op).find((p) => p.name === 'sort');
      if (sort && !/Sortable fields: \w+/.test(sort.description ?? '')) lacks.push('sortable fields');
      const size = query(op).find((p) => p.name === 'size');
      if (size && (size.schema as { maximum?: number } | undefined)?.maximum !== MAX_PAGE_SIZE) lacks.push('size maximum');
      const filter = query(op).find((p) => p.name === 'filter');
      const typed = query(op).filter((p) => !['page', 'size', 'sort', 'range', 'filter', 'q'].includes(p.name));
      for (const p of typed)
        if (filter && !filter.description?.includes(p.name.replace(/_(gte|lte)$/, ''))) lacks.push(`filter JSON: ${p.name}`);
      const headers = Object.keys(op.responses?.['200']?.headers ?? {});
      for (const h of ['Content-Range', 'X-Total-Count']) if (!headers.includes(h)) lacks.push(`header ${h}`);
      if (lacks.length) missing.push(`GET ${path}: ${lacks.join(', ')}`);
    }
    expect(missing).toEqual([]);
  });

  it('every list refuses an unknown sort field, naming the sortable fields', async () => {
    const wrong: string[] = [];
    for (const { path, op } of LISTS) {
      const res = await agentFor(op).get(join2(urlOf(path, op), 'sort=noSuchField,asc'));
      const documented = /Sortable fields: ([\w, ]+)\./.exec(query(op).find((p) => p.name === 'sort')?.description ?? '')?.[1];
      const message = String(res.body?.message ?? '');
      if (
        res.status !== 400 ||
        !message.includes('Cannot sort by "noSuchField". Sortable fields:') ||
        (documented && !message.includes(documented))
      ) {
        wrong.push(`GET ${path}: ${res.status} ${message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every list refuses an unknown filter and a filter value of the wrong type', async () => {
    const wrong: string[] = [];
    for (const { path, op } of LISTS) {
      const url = urlOf(path, op);
      const res = await agentFor(op).get(join2(url, `filter=${encodeURIComponent('{"noSuchFilter":"x"}')}`));
      if (res.status !== 400 || !String(res.body?.message).includes('Cannot filter by "noSuchFilter"')) {
        wrong.push(`GET ${path} unknown filter: ${res.status} ${res.body?.message}`);
      }
      for (const p of query(op)) {
        if (['page', 'size', 'sort', 'range', 'filter', 'q'].includes(p.name)) continue;
        const bad = badValue(p);
        if (bad === undefined) continue;
        const r = await agentFor(op).get(join2(url.replace(new RegExp(`([?&])${p.name}=[^&]*&?`), '$1'), `${p.name}=${bad}`));
        if (r.status !== 400 || !String(r.body?.message).includes(p.name))
          wrong.push(`GET ${path} ${p.name}=${bad}: ${r.status} ${r.body?.message}`);
      }
      const paging = await agentFor(op).get(join2(url, `size=${MAX_PAGE_SIZE + 1}`));
      if (paging.status !== 400) wrong.push(`GET ${path} size=${MAX_PAGE_SIZE + 1}: ${paging.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every list answers a page on each sortable field, with q and its typed filters, and the paging headers', async () => {
    const [person] = await t.sql<{ id: string }>(`SELECT id FROM personnel WHERE tenant_id = $1 LIMIT 1`, [tenantId]);
    const [role] = await t.sql<{ id: string }>(`SELECT id FROM role WHERE name = 'FSO' AND tenant_id IS NULL`);
    const mssId = await newTenant(t, { name: 'Lists MSS', tenantType: 'MSS' });
    const real = (path: string): string =>
      path
        .replace('/personnel/{id}', `/personnel/${person.id}`)
        .replace('/roles/{id}', `/roles/${role.id}`)
        .replace('/tenants/mss/{id}', `/tenants/mss/${mssId}`)
        .replace('/tenants/{id}', `/tenants/${tenantId}`);
    const wrong: string[] = [];
    for (const { path, op } of LISTS) {
      const url = urlOf(real(path), op);
      const fields =
        /Sortable fields: ([\w, ]+)\./.exec(query(op).find((p) => p.name === 'sort')?.description ?? '')?.[1].split(', ') ?? [];
      const typed = query(op).filter((p) => !['page', 'size', 'sort', 'range', 'filter', 'q'].includes(p.name) && !p.required);
      const variants = [
        ...fields.map((f) => `sort=${f},desc&range=[0,4]`),
        ...(query(op).some((p) => p.name === 'q') ? ['q=zz'] : []),
        // fixed date: a filter value only (the walk checks each filter is accepted, not what it finds)
        ...typed.map((p) => `${p.name}=${encodeURIComponent(p.schema?.format === 'date' ? '2026-01-15' : goodValue(p))}`),
        `filter=${encodeURIComponent(JSON.stringify({ id: [PATH_VALUES.id] }))}`,
      ];
      for (const v of variants) {
        const res = await agentFor(op).get(join2(url, v));
        // a list under an id nothing in this suite creates (a scheduled job, a facility) may answer 404
        if (res.status === 404 && /was not found/.test(String(res.body?.message))) continue;
        if (res.status !== 200 || !Array.isArray(res.body) || res.headers['x-total-count'] === undefined || !res.headers['content-range']) {
          wrong.push(`GET ${path}?${v}: ${res.status} ${res.body?.message ?? ''}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('GET /roles answers every role by default, TENANT_ADMIN included', async () => {
    const res = await tenantAgent.get('/api/v1/roles').expect(200);
    const names = (res.body as Array<{ name: string }>).map((r) => r.name);
    for (const role of ROLE_NAMES) expect(names).toContain(role);
    expect(names).toContain('TENANT_ADMIN');
    expect(res.headers['x-total-count']).toBe(String(names.length));
    // a page is still a page when asked for
    const page = await tenantAgent.get('/api/v1/roles?range=[0,4]').expect(200);
    expect(page.body).toHaveLength(5);
    expect(page.headers['content-range']).toBe(`roles 0-4/${names.length}`);
  });

  it('GET /personnel/basic answers every person of the tenant by default', async () => {
    const res = await tenantAgent.get('/api/v1/personnel/basic').expect(200);
    expect(res.body).toHaveLength(PEOPLE);
    expect(res.headers['x-total-count']).toBe(String(PEOPLE));
    expect((res.body as Array<{ lastName: string }>).map((p) => p.lastName)).toEqual(
      Array.from({ length: PEOPLE }, (_x, i) => `Number ${String(i + 1).padStart(3, '0')}`),
    );
    // the picker's server search
    const found = await tenantAgent.get('/api/v1/personnel/basic?q=number 012').expect(200);
    expect((found.body as Array<{ lastName: string }>).map((p) => p.lastName)).toEqual(['Number 012']);
  });
});
