import { CORE_MODULES, type PermissionFlags } from '@clearline/shared';
import { routeTable } from '../../src/core/access/route-table';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { createUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { TENANT_ROUTES, type TenantRouteSample } from './tenant-routes.catalogue';
import { full } from './support';
import { type Agent, type WalkContext, walkContext } from './walk';

const SYSTEM_LEVEL = new Set(CORE_MODULES.filter((m) => m.systemLevel).map((m) => m.name));

/** every flag on each tenant-level module a route's permission names */
function defaultPermissions(permission: string): Record<string, Partial<PermissionFlags>> {
  const modules = permission
    .split(/ AND | OR /)
    .map((p) => p.split(':')[0])
    .filter((m) => m && !SYSTEM_LEVEL.has(m) && m !== 'PUBLIC' && m !== 'SIGNED_IN');
  return full(...modules);
}

/**
 * Another tenant's id answers 404: for every route with a path parameter (read, update, delete and
 * actions alike) a record of one tenant is requested by a user of another tenant with the same
 * permissions (404 expected), then by a user of the record's own tenant (anything but 404 expected).
 */
describe('another tenant’s record answers 404 on every tenant-scoped route', () => {
  let t: TestApp;
  let ctx: WalkContext;
  let routes: Map<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    await createUser(t, { tenantId: SYSTEM_TENANT_ID });
    ctx = await walkContext(t);
    routes = new Map(
      routeTable(t.app)
        .filter((r) => r.path.includes('/:'))
        .map((r) => [`${r.method} ${r.path}`, r.permission]),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every route with a path parameter has a sample (or a reviewed reason) in tenant-routes.catalogue.ts', () => {
    expect([...routes.keys()].filter((k) => !(k in TENANT_ROUTES))).toEqual([]);
  });

  it('the catalogue names only routes that exist', () => {
    expect(Object.keys(TENANT_ROUTES).filter((k) => !routes.has(k))).toEqual([]);
  });

  const call = (agent: Agent, method: string, path: string, body: unknown, sample: TenantRouteSample) => {
    if (sample.request) return sample.request(agent, path, body);
    const req = agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'](path);
    return method === 'GET' || method === 'DELETE' ? req : req.send((body ?? {}) as object);
  };

  const samples = Object.entries(TENANT_ROUTES).filter((e): e is [string, TenantRouteSample] => 'fixture' in e[1]);
  it.each(samples)('%s answers 404 for another tenant’s record', async (key, sample) => {
    const [method, pattern] = key.split(' ');
    const permissions = sample.permissions ?? defaultPermissions(routes.get(key) ?? '');
    let recordTenant: string;
    let ownerHome: string;
    let strangerHome: string;
    let tenantType: 'SAAS' | 'MSS';
    if (sample.callerKind === 'MSS') {
      tenantType = 'MSS';
      ownerHome = await ctx.newTenant({ tenantType: 'MSS' });
      strangerHome = await ctx.newTenant({ tenantType: 'MSS' });
      recordTenant = await ctx.newTenant({ managedBy: ownerHome });
      await ctx.newTenant({ managedBy: strangerHome });
    } else {
      tenantType = 'SAAS';
      recordTenant = ownerHome = await ctx.newTenant();
      strangerHome = await ctx.newTenant();
    }
    const { params, body } = await sample.fixture(ctx, recordTenant);
    const path = pattern.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_m, name: string) => {
      if (!(name in params)) throw new Error(`fixture of ${key} returned no "${name}"`);
      return encodeURIComponent(params[name]);
    });
    const stranger = await ctx.agent({ tenantId: strangerHome, tenantType, permissions });
    const owner = await ctx.agent({ tenantId: ownerHome, tenantType, permissions });

    const foreign = await call(stranger, method, path, body, sample);
    expect({ route: key, as: 'another tenant', status: foreign.status }).toEqual({ route: key, as: 'another tenant', status: 404 });
    const own = await call(owner, method, path, body, sample);
    expect({ route: key, as: 'own tenant', notFound: own.status === 404, serverError: own.status >= 500 }).toEqual({
      route: key,
      as: 'own tenant',
      notFound: false,
      serverError: false,
    });
  });
});
