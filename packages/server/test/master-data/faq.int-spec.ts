import { FAQ_MESSAGES } from '@clearline/shared';
import { ownerDataSource } from '../../src/migrations/migrate';
import { DEMO_TENANT_ID, SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { DEMO_SYSTEM_FAQS, DEMO_TENANT_FAQS, tenantMasterSeeder } from '../../src/seed/tenant-master.seed';
import { API, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';
import { signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const SYSTEM = `${API}/system-master-data/faq`;
const TENANT = `${API}/tenant-master-data/faq`;
const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };

/** FAQs of system and tenant master data, and the ones a tenant's user reads (spec 03 §3, §5, §9). */
describe('FAQs', () => {
  let t: TestApp;
  let provider: UserAgent;
  let fso: UserAgent;
  let employee: UserAgent;
  let other: UserAgent;
  let tenantId: string;
  let fsoRole: string;
  let employeeRole: string;

  const roleId = async (name: string) =>
    (await t.sql<{ id: string }>(`SELECT id FROM role WHERE tenant_id IS NULL AND name = $1`, [name]))[0].id;
  const questions = (body: JsonBody[]) => body.map((f) => f.question as string).sort();

  beforeAll(async () => {
    t = await startTestApp();
    provider = await signInAs(t, { tenantId: SYSTEM_TENANT_ID, permissions: { MASTER_DATA: ALL } });
    tenantId = await tenantWithoutMfa(t, 'FAQ Co');
    fso = await userIn(t, tenantId, { roles: ['FSO'] });
    employee = await userIn(t, tenantId, { roles: ['CLIENT_EMPLOYEE'] });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other FAQ Co'), { roles: ['FSO'] });
    fsoRole = await roleId('FSO');
    employeeRole = await roleId('CLIENT_EMPLOYEE');
  }, 180_000);
  afterAll(() => t?.close());

  it('adds a system FAQ with the default section, lists, edits and deletes it (each write audited)', async () => {
    const created = await provider.post(SYSTEM).send({ question: '  How do I report travel?  ', answer: 'Before you leave.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      sectionName: 'CONTRACT',
      question: 'How do I report travel?',
      answer: 'Before you leave.',
      allowedRoles: [],
      allowedRoleNames: [],
      version: 1,
    });
    const id = created.body.id as string;

    const list = await provider.get(SYSTEM).query({ filter: JSON.stringify({ q: 'travel' }) });
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toBe('system-faqs 0-0/1');
    expect(list.body[0].id).toBe(id);

    const edited = await provider.put(`${SYSTEM}/${id}`).send({
      sectionName: 'FOREIGN_TRAVEL',
      question: 'How do I report foreign travel?',
      answer: 'Before you leave.',
      allowedRoles: [fsoRole],
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      sectionName: 'FOREIGN_TRAVEL',
      allowedRoles: [fsoRole],
      allowedRoleNames: ['Facility Security Officer'],
      version: 2,
    });
    expect((await provider.put(`${SYSTEM}/${id}`).send({ question: 'Stale', answer: 'x', version: 1 })).status).toBe(409);

    expect((await provider.delete(`${SYSTEM}/${id}`)).status).toBe(204);
    expect((await provider.delete(`${SYSTEM}/${id}`)).status).toBe(404);
    const audit = await t.sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE object_table = 'system_faq' AND object_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('refuses what the rules refuse, with their messages, and writes nothing', async () => {
    const before = (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM system_faq`))[0].n;
    const refused = async (body: object, message: string, status = 400) => {
      const res = await provider.post(SYSTEM).send(body);
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(message);
    };
    await refused({ answer: 'An answer' }, 'Question is required');
    await refused({ question: 'A question', answer: '   ' }, 'Answer is required');
    await refused({ question: 'A question', answer: 'x'.repeat(4001) }, 'Field exceeded max character length of 4000.');
    await refused({ question: 'A question', answer: 'x', sectionName: 'PAYROLL' }, 'Section Name');
    await refused({ question: 'A question', answer: 'x', allowedRoles: ['not-a-role'] }, FAQ_MESSAGES.unknownRoles(['not-a-role']));
    // a tenant's own role is not a system role: another tenant's and the provider's own are refused naming them
    const [tenantRole] = await t.sql<{ id: string }>(
      `INSERT INTO role (tenant_id, name, pretty_name) VALUES ($1, 'AUDITOR', 'Auditor') RETURNING id`,
      [tenantId],
    );
    await refused({ question: 'A question', answer: 'x', allowedRoles: [tenantRole.id] }, FAQ_MESSAGES.unknownRoles([tenantRole.id]));
    const [providerRole] = await t.sql<{ id: string }>(
      `INSERT INTO role (tenant_id, name, pretty_name) VALUES ($1, 'PROVIDER_AUDITOR', 'Provider auditor') RETURNING id`,
      [SYSTEM_TENANT_ID],
    );
    await refused({ question: 'A question', answer: 'x', allowedRoles: [providerRole.id] }, FAQ_MESSAGES.unknownRoles([providerRole.id]));
    expect((await provider.post(SYSTEM).send({ question: 'Q', answer: 'x'.repeat(4000) })).status).toBe(201);
    expect((await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM system_faq`))[0].n).toBe(before + 1);
    // the tenant may name its own role on its own FAQ
    const own = await fso.post(TENANT).send({ question: 'Auditors only', answer: 'Yes', allowedRoles: [tenantRole.id] });
    expect(own.status).toBe(201);
    expect(own.body.allowedRoleNames).toEqual(['Auditor']);
    expect((await fso.delete(`${TENANT}/${own.body.id}`)).status).toBe(204);
  });

  it('keeps tenant FAQs to their tenant and system FAQs to MASTER_DATA', async () => {
    const mine = await fso.post(TENANT).send({ sectionName: 'FACILITY', question: 'Where is the SCIF?', answer: 'Building 2.' });
    expect(mine.status).toBe(201);
    const id = mine.body.id as string;
    expect((await other.put(`${TENANT}/${id}`).send({ question: 'Taken', answer: 'x' })).status).toBe(404);
    expect((await other.delete(`${TENANT}/${id}`)).status).toBe(404);
    expect((await other.get(TENANT)).body.map((f: JsonBody) => f.id)).not.toContain(id);
    expect((await fso.put(`${TENANT}/not-a-uuid`).send({ question: 'x', answer: 'x' })).status).toBe(404);
    expect((await employee.post(TENANT).send({ question: 'x', answer: 'x' })).status).toBe(403);
    // a tenant's FSO cannot manage the provider's FAQs
    expect((await fso.get(SYSTEM)).status).toBe(403);
    expect((await fso.post(SYSTEM).send({ question: 'x', answer: 'x' })).status).toBe(403);

    const edited = await fso.put(`${TENANT}/${id}`).send({ question: 'Where is the SCIF?', answer: 'Building 3, second floor.' });
    expect(edited.body).toMatchObject({ sectionName: 'FACILITY', answer: 'Building 3, second floor.' });
    expect((await fso.delete(`${TENANT}/${id}`)).status).toBe(204);
    const audit = await t.sql<{ action: string; tenant_id: string }>(
      `SELECT action, tenant_id FROM audit_log WHERE object_table = 'tenant_faq' AND object_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(audit.every((a) => a.tenant_id === tenantId)).toBe(true);
  });

  it("filters the FAQs a user reads by the user's roles (no allowed roles: everyone)", async () => {
    const sys = async (question: string, allowedRoles: string[]) =>
      expect((await provider.post(SYSTEM).send({ question, answer: 'A', allowedRoles })).status).toBe(201);
    await sys('Everyone reads this', []);
    await sys('Only FSOs read this', [fsoRole]);
    await sys('Employees read this', [employeeRole, fsoRole]);
    const own = async (question: string, allowedRoles: string[]) =>
      expect((await fso.post(TENANT).send({ question, answer: 'A', allowedRoles, sectionName: 'MY_PORTAL' })).status).toBe(201);
    await own('Our FAQ for everyone', []);
    await own('Our FAQ for FSOs', [fsoRole]);

    const q = { filter: JSON.stringify({ q: 'read' }) };
    expect(questions((await employee.get(`${TENANT}/system`).query(q)).body)).toEqual(['Employees read this', 'Everyone reads this']);
    expect(questions((await fso.get(`${TENANT}/system`).query(q)).body)).toEqual([
      'Employees read this',
      'Everyone reads this',
      'Only FSOs read this',
    ]);
    expect(questions((await employee.get(`${TENANT}/my-portal`)).body)).toEqual(['Our FAQ for everyone']);
    expect(questions((await fso.get(`${TENANT}/my-portal`)).body)).toEqual(['Our FAQ for FSOs', 'Our FAQ for everyone']);
    expect((await other.get(`${TENANT}/my-portal`)).body).toEqual([]);
    const page = await employee.get(`${TENANT}/system`).query({ range: '[0,0]' });
    expect(page.headers['content-range']).toMatch(/^system-faqs 0-0\/\d+$/);
    // the reader lists need My Portal, the PM portal or tenant master data
    const stranger = await userIn(t, tenantId, { permissions: { PERSONNEL: { canView: true } } });
    expect((await stranger.get(`${TENANT}/system`)).status).toBe(403);
    expect((await stranger.get(`${TENANT}/my-portal`)).status).toBe(403);
  });

  it('seeds system FAQs and the demo tenant FAQs, idempotently', async () => {
    await tenantWithoutMfa(t, 'Acme Defense Systems', DEMO_TENANT_ID);
    const ds = ownerDataSource(t.databaseUrl);
    await ds.initialize();
    try {
      for (let i = 0; i < 2; i++) await ds.transaction((em) => tenantMasterSeeder.run(em, undefined as never));
    } finally {
      await ds.destroy();
    }
    const sys = await t.sql<{ question: string }>(`SELECT question FROM system_faq WHERE question = ANY($1::text[])`, [
      DEMO_SYSTEM_FAQS.map((f) => f.question),
    ]);
    expect(sys).toHaveLength(DEMO_SYSTEM_FAQS.length);
    const own = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM tenant_faq WHERE tenant_id = $1`, [DEMO_TENANT_ID]);
    expect(own[0].n).toBe(DEMO_TENANT_FAQS.length);
    const restricted = await t.sql<{ n: number }>(`SELECT cardinality(allowed_roles) AS n FROM system_faq WHERE question = $1`, [
      DEMO_SYSTEM_FAQS[2].question,
    ]);
    expect(restricted[0].n).toBe(2);
  });
});
