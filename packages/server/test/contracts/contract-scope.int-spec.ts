import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { startTestApp, type TestApp } from '../support/test-app';
import { sessionAgent } from '../tenancy/support';
import { tenantDay } from '../support/time-zone';
import { API, createPerson, facility, tenantWithoutMfa, userIn, type JsonBody, type UserAgent } from '../personnel/fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/**
 * Whose contracts a user sees (spec 01 §2 pm-portal: a program manager follows their contracts and the people on them):
 * a program manager reads the contracts whose program manager is their own personnel record, and every route of
 * another contract answers 404 as another tenant's record does (the contract, its people, subcontractors, documents
 * and their files, its DD254s); the security office (CONTRACTS update) sees every contract. And the status a contract
 * shows follows its dates: an ACTIVE contract whose period of performance starts after today shows NOT_STARTED in
 * the list, on the record, in the program manager portal and on the dashboards alike.
 */
describe('contract scope and effective status', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let pm: UserAgent;
  const p: Record<string, string> = {};
  const c: Record<string, string> = {};
  /** per contract: a subcontractor, a document's file id, a DD254 */
  const parts: Record<string, { sid: string; file: string; dd254: string }> = {};

  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await fso.post(`${API}${path}`).send(body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as JsonBody;
  };

  /** The GET routes of one contract a reader of contracts can reach. */
  const routes = (id: string) => [
    `/contracts/${id}`,
    `/contracts/${id}/personnel`,
    `/contracts/${id}/subcontractor/${parts[id].sid}`,
    `/contracts/${id}/dd254`,
    `/contracts/${id}/dd254/${parts[id].dd254}`,
    `/contracts/${id}/dd254/${parts[id].dd254}/pdf`,
    `/documents?entityType=CONTRACT&entityId=${id}`,
    `/documents/${parts[id].file}`,
  ];

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Scope Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    pm = await userIn(t, tenant, { roles: ['PROGRAM_MANAGER'] });
    const f = await facility(fso, 'Scope Plant');
    const person = async (key: string, first: string) =>
      (p[key] = (await createPerson(fso, [f], { firstName: first, lastName: 'Scoped', workEmail: `${key}@scope.example` })).id as string);
    await person('pm', 'Paige');
    await person('otherPm', 'Oscar');
    await person('alice', 'Alice');
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [pm.user.id, p.pm]);
    await t.sql(
      `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility) VALUES ($1, $2, $3, 'ACTIVE', 'SECRET')`,
      [tenant, p.alice, f],
    );
    const contract = async (key: string, pmId: string, start: string, end: string) => {
      c[key] = (
        await post('/contracts', {
          contractNumber: `SC-${key}`,
          contractName: `Contract ${key}`,
          programManagerId: pmId,
          facilityId: f,
          popStartDate: start,
          popEndDate: end,
        })
      ).id;
      await post(`/contracts/${c[key]}/personnel/assign`, { personnelIds: [p.alice] });
      const sub = await post(`/contracts/${c[key]}/subcontractor/add`, { subcontractorName: `Sub of ${key}` });
      const doc = await fso
        .post(`${API}/contracts/${c[key]}/document`)
        .field('document', JSON.stringify({ documentType: 'STATEMENT_OF_WORK', title: `SOW ${key}` }))
        .attach('file', PDF, `sow-${key}.pdf`);
      if (doc.status !== 201) throw new Error(`document: ${doc.status} ${JSON.stringify(doc.body)}`);
      const dd254 = await post(`/contracts/${c[key]}/dd254`, {});
      parts[c[key]] = { sid: sub.id, file: doc.body.file.filePath, dd254: dd254.id };
    };
    // the program manager's contract (started, ending in 20 days), one starting in 10 days, and another manager's
    await contract('mine', p.pm, tenantDay(-300), tenantDay(20));
    await contract('upcoming', p.pm, tenantDay(10), tenantDay(40));
    await contract('theirs', p.otherPm, tenantDay(-300), tenantDay(30));
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers a program manager 404 on every route of a contract they do not manage, and their own', async () => {
    for (const path of routes(c.theirs)) {
      const res = await pm.get(`${API}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      // nothing of the contract in the answer
      expect(JSON.stringify(res.body)).not.toContain('Contract theirs');
    }
    for (const path of routes(c.mine)) {
      const res = await pm.get(`${API}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    // the lists name their contracts only
    const list = await pm.get(`${API}/contracts`).expect(200);
    expect((list.body as JsonBody[]).map((x) => x.id).sort()).toEqual([c.mine, c.upcoming].sort());
    expect(list.headers['x-total-count']).toBe('2');
    const assignments = (await pm.get(`${API}/contract-assignment/personnel/${p.alice}`).expect(200)).body as JsonBody[];
    expect(assignments.map((a) => a.contract.id).sort()).toEqual([c.mine, c.upcoming].sort());
    const ending = (await pm.get(`${API}/dashboard/contracts-ending`).expect(200)).body;
    expect((ending.contracts as JsonBody[]).map((x) => x.id)).toEqual([c.mine, c.upcoming]);
    const portal = await pm.get(`${API}/pm-portal/contracts`).expect(200);
    expect((portal.body as JsonBody[]).map((x) => x.id).sort()).toEqual([c.mine, c.upcoming].sort());
  });

  it('shows the security office every contract of the tenant', async () => {
    for (const path of [...routes(c.theirs), ...routes(c.mine)]) {
      const res = await fso.get(`${API}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    const list = await fso.get(`${API}/contracts`).expect(200);
    expect((list.body as JsonBody[]).map((x) => x.id).sort()).toEqual([c.mine, c.upcoming, c.theirs].sort());
    const ending = (await fso.get(`${API}/dashboard/contracts-ending`).expect(200)).body;
    expect((ending.contracts as JsonBody[]).map((x) => x.id)).toEqual([c.mine, c.theirs, c.upcoming]);
    const assignments = (await fso.get(`${API}/contract-assignment/personnel/${p.alice}`).expect(200)).body as JsonBody[];
    expect(assignments).toHaveLength(3);
  });

  it('shows provider staff acting inside the tenant every contract, reading as the security office does', async () => {
    const staff = await sessionAgent(t, {
      tenantId: SYSTEM_TENANT_ID,
      tenantType: 'SYSTEM',
      permissions: { CONTRACTS: { canView: true }, PROGRAM_MANAGER_PORTAL: { canView: true }, IMPERSONATE_ALL: { canView: true } },
    });
    await staff.post(`${API}/sessions/impersonate`).send({ tenantId: tenant }).expect(200);
    const list = await staff.get(`${API}/contracts`).expect(200);
    expect((list.body as JsonBody[]).map((x) => x.id).sort()).toEqual([c.mine, c.upcoming, c.theirs].sort());
    expect((await staff.get(`${API}/contracts/${c.theirs}`)).status).toBe(200);
    expect((await staff.get(`${API}/pm-portal/dashboard`).expect(200)).body.scope).toBe('ALL');
  });

  it('shows a contract whose period of performance has not started as Not Started everywhere, and Active from its first day', async () => {
    const shown = async (agent: UserAgent) => {
      const list = (await agent.get(`${API}/contracts`).expect(200)).body as JsonBody[];
      const detail = (await agent.get(`${API}/contracts/${c.upcoming}`).expect(200)).body;
      const portal = (await agent.get(`${API}/pm-portal/contracts`).expect(200)).body as JsonBody[];
      const ending = (await agent.get(`${API}/dashboard/contracts-ending`).expect(200)).body.contracts as JsonBody[];
      const assignments = (await agent.get(`${API}/contract-assignment/personnel/${p.alice}`).expect(200)).body as JsonBody[];
      return [
        list.find((x) => x.id === c.upcoming)!.effectiveStatus,
        detail.effectiveStatus,
        portal.find((x) => x.id === c.upcoming)!.effectiveStatus,
        ending.find((x) => x.id === c.upcoming)!.effectiveStatus,
        assignments.find((a) => a.contract.id === c.upcoming)!.contract.effectiveStatus,
      ];
    };
    for (const agent of [pm, fso]) expect(await shown(agent)).toEqual(Array(5).fill('NOT_STARTED'));
    // its status stays ACTIVE (the moves start from it); the one that started shows Active
    const detail = (await fso.get(`${API}/contracts/${c.upcoming}`).expect(200)).body;
    expect(detail.status).toBe('ACTIVE');
    expect((await fso.get(`${API}/contracts/${c.mine}`).expect(200)).body.effectiveStatus).toBe('ACTIVE');

    // the lists filter and the portal's dashboard counts by the status shown
    const notStarted = await pm.get(`${API}/contracts`).query({ filter: JSON.stringify({ effectiveStatus: 'NOT_STARTED' }) });
    expect((notStarted.body as JsonBody[]).map((x) => x.id)).toEqual([c.upcoming]);
    const active = await pm.get(`${API}/pm-portal/contracts`).query({ filter: JSON.stringify({ effectiveStatus: 'ACTIVE' }) });
    expect((active.body as JsonBody[]).map((x) => x.id)).toEqual([c.mine]);
    const dashboard = (await pm.get(`${API}/pm-portal/dashboard`).expect(200)).body;
    expect(dashboard.contracts).toEqual([
      { status: 'NOT_STARTED', count: 1 },
      { status: 'ACTIVE', count: 1 },
    ]);

    // from the first day of its period of performance it is Active
    await t.sql(`UPDATE contract SET pop_start_date = $1 WHERE id = $2`, [tenantDay(), c.upcoming]);
    for (const agent of [pm, fso]) expect(await shown(agent)).toEqual(Array(5).fill('ACTIVE'));
    await t.sql(`UPDATE contract SET pop_start_date = $1 WHERE id = $2`, [tenantDay(10), c.upcoming]);
  });
});
