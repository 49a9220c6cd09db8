import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { createUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { full, newTenant, sessionAgent } from '../tenancy/support';

interface Entry {
  eventType: string;
  requestId: string | null;
  tenantId: string | null;
  tenantName: string | null;
  username: string | null;
  actorName: string | null;
  objectTable: string | null;
  objectId: string | null;
  objectName: string | null;
}

/** The audit log's answer names people, tenants and records, within what the reader may see, and hides system activity unless asked. */
describe('audit log: names and system activity', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  let personA: string;
  let personB: string;
  let actorB: Awaited<ReturnType<typeof createUser>>;
  let auditor: Awaited<ReturnType<typeof sessionAgent>>;
  let tenantAuditor: Awaited<ReturnType<typeof sessionAgent>>;

  const row = (
    tenant: string | null,
    type: string,
    user: { id: string; username: string } | null,
    table: string | null,
    id: string | null,
  ) =>
    t.sql(
      `INSERT INTO audit_log (tenant_id, event_type, user_id, username, object_table, object_id, action, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $2, 'names')`,
      [tenant, type, user?.id ?? null, user?.username ?? null, table, id],
    );

  beforeAll(async () => {
    t = await startTestApp();
    await createUser(t, { tenantId: SYSTEM_TENANT_ID });
    a = await newTenant(t, { name: 'Names A' });
    b = await newTenant(t, { name: 'Names B' });
    [{ id: personA }] = await t.sql<{ id: string }>(
      `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Ada', 'Lovelace', 'ada@a.example') RETURNING id`,
      [a],
    );
    [{ id: personB }] = await t.sql<{ id: string }>(
      `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Bea', 'Secret', 'bea@b.example') RETURNING id`,
      [b],
    );
    actorB = await createUser(t, { tenantId: b, username: 'provider_bob' });
    auditor = await sessionAgent(t, { tenantId: SYSTEM_TENANT_ID, tenantType: 'SYSTEM', permissions: full('AUDIT_LOG') });
    tenantAuditor = await sessionAgent(t, {
      tenantId: a,
      username: 'aud_a',
      permissions: {
        TENANT_AUDIT_LOG: { canView: true, ui: true },
        FACILITIES: { canView: true, ui: true, canCreate: true, canDelete: true },
      },
    });
    const user = tenantAuditor.user;
    // a change of A's person by A's user; a row of A that names B's person (never resolved inside A);
    // a row of A written by B's user (acting inside A)
    await row(a, 'UPDATE', user, 'personnel', personA);
    await row(a, 'UPDATE', user, 'personnel', personB);
    await row(a, 'UPDATE', actorB, 'facility', null);
    // system activity: a system-scope read and bookkeeping no user did
    await row(a, 'SYSTEM_SCOPE', null, null, null);
    await row(a, 'UPDATE', null, 'app_user', user.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (agent: typeof auditor, query: string): Promise<Entry[]> =>
    ((await agent.get(`/api/v1/application-audits?size=100&${query}`).expect(200)).body.content as Entry[]).filter(
      (e) => e.requestId === 'names',
    );

  it('names the actor, the tenant and the record in the list answer', async () => {
    const rows = await list(auditor, `tenantId=${a}`);
    const ada = rows.find((e) => e.objectId === personA)!;
    expect(ada).toMatchObject({ tenantName: 'Names A', username: 'aud_a', actorName: 'Test aud_a', objectName: 'Lovelace, Ada' });
  });

  it('names a record only inside the row’s tenant, and a user only where the reader may see that user', async () => {
    for (const agent of [auditor, tenantAuditor]) {
      const rows = await list(agent, agent === auditor ? `tenantId=${a}` : '');
      const foreign = rows.find((e) => e.objectId === personB)!;
      expect(foreign.objectName).toBeNull();
      expect(JSON.stringify(rows)).not.toContain('Secret');
    }
    // B's user acting inside A: the system auditor may see every tenant's users, A's auditor may not
    expect((await list(auditor, `tenantId=${a}`)).find((e) => e.username === 'provider_bob')!.actorName).toBe('Test provider_bob');
    const own = (await list(tenantAuditor, '')).find((e) => e.username === 'provider_bob')!;
    expect(own.actorName).toBeNull();
  });

  it('names the actor of a real change made through the API', async () => {
    const res = await tenantAuditor.post('/api/v1/facilities').send({ facilityName: 'Named Plant' }).expect(201);
    const rows = (await tenantAuditor.get('/api/v1/application-audits?size=100&objectTable=facility').expect(200)).body.content as Entry[];
    expect(rows.find((e) => e.objectId === res.body.id)).toMatchObject({ actorName: 'Test aud_a', objectName: 'Named Plant' });
    // a deleted record keeps its name in the log (from the values its DELETE row holds)
    await tenantAuditor.delete(`/api/v1/facilities/${res.body.id}`).expect(204);
    const after = (await tenantAuditor.get('/api/v1/application-audits?size=100&objectTable=facility').expect(200)).body.content as Entry[];
    expect(after.filter((e) => e.objectId === res.body.id).map((e) => [e.eventType, e.objectName])).toEqual([
      ['DELETE', 'Named Plant'],
      ['CREATE', null],
    ]);
  });

  it('hides system activity unless asked for', async () => {
    for (const agent of [auditor, tenantAuditor]) {
      const q = agent === auditor ? `tenantId=${a}` : '';
      const shown = await list(agent, q);
      expect(shown.some((e) => e.eventType === 'SYSTEM_SCOPE' || e.username === null)).toBe(false);
      const all = await list(agent, `${q}&showSystem=true`);
      expect(all.filter((e) => e.eventType === 'SYSTEM_SCOPE').length).toBe(1);
      expect(all.filter((e) => e.objectTable === 'app_user' && e.username === null).length).toBe(1);
      expect(all.length).toBe(shown.length + 2);
    }
    const bad = await auditor.get('/api/v1/application-audits?showSystem=maybe').expect(400);
    expect(bad.body.message).toBe('showSystem must be one of true, false');
  });
});
