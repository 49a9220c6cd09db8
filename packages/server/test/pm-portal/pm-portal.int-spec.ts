import { DASHBOARD_MESSAGES } from '@clearline/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, createPerson, facility, tenantWithoutMfa, userIn, type JsonBody, type UserAgent } from '../personnel/fixtures';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const years = (n: number) => day(-Math.round(n * 365.25));
const counts = (rows: JsonBody[], key: string) =>
  Object.fromEntries(rows.map((r) => [r[key], r.count]).sort(([a], [b]) => String(a).localeCompare(String(b))));

/**
 * The program manager portal: a program manager sees the contracts whose program manager is their own
 * personnel record (a user who manages contracts sees them all); the dashboard's counts agree with the
 * portal's lists and with the rows in the tables; closed contracts and unassigned people do not count as due
 * or assigned; another tenant's contracts never show; the module flag gates every route. The security
 * officer's "contracts ending" tile counts by the same windows.
 */
describe('pm-portal', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let pm: UserAgent;
  let employee: UserAgent;
  let f1: string;
  let f2: string;
  const p: Record<string, string> = {};
  const c: Record<string, string> = {};

  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await fso.post(`${API}${path}`).send(body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as JsonBody;
  };
  const clearance = async (id: string, pclStatus: string, pclEligibility: string, investigation?: Record<string, unknown>) => {
    const cl = await post(`/personnel/${id}/clearance`, { facilityId: f1, pclStatus, pclEligibility });
    if (investigation) await post(`/personnel/${id}/investigation`, { clearanceId: cl.id, isProcessCompleted: true, ...investigation });
  };
  const contract = async (tenantId: string, key: string, over: { pm: string | null; status: string; end: string; facility?: string }) => {
    const [row] = await t.sql<{ id: string }>(
      `INSERT INTO contract (tenant_id, contract_number, contract_name, status, customer_agency, pop_start_date, pop_end_date,
         program_manager_id, facility_id)
       VALUES ($1, $2, $3, $4, 'Naval Sea Systems Command', $5, $6, $7, $8) RETURNING id`,
      [tenantId, key, `Contract ${key}`, over.status, years(2), over.end, over.pm, over.facility ?? null],
    );
    return row.id;
  };
  const assign = (tenantId: string, contractId: string, personnelId: string, status: string) =>
    t.sql(
      `INSERT INTO contract_assignment (tenant_id, contract_id, personnel_id, assignment_status, date_assigned, date_unassigned)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [tenantId, contractId, personnelId, status, status === 'PENDING' ? null : day(-100), status === 'UNASSIGNED' ? day(-10) : null],
    );

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Portal Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    pm = await userIn(t, tenant, { roles: ['PROGRAM_MANAGER'] });
    employee = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    f1 = await facility(fso, 'North Plant');
    f2 = await facility(fso, 'South Plant');
    const person = async (key: string, first: string) =>
      (p[key] = (await createPerson(fso, [f1], { firstName: first, lastName: 'Tester', workEmail: `${key}@portal.example` })).id as string);
    await person('pm', 'Paige');
    await person('otherPm', 'Oscar');
    await person('alice', 'Alice');
    await person('bob', 'Bob');
    await person('carl', 'Carl');
    await person('dana', 'Dana');
    await person('eve', 'Eve');
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [pm.user.id, p.pm]);
    // Alice: SECRET held, reinvestigation in 20 days; Bob: TOP_SECRET in progress; Carl: reinvestigation overdue (but unassigned);
    // Dana: no clearance; Eve: SECRET held, reinvestigation in 75 days
    await clearance(p.alice, 'ACTIVE', 'SECRET', { investigationClosedDate: years(4), reinvestigationDate: day(20) });
    await clearance(p.bob, 'IN_PROGRESS', 'TOP_SECRET');
    await clearance(p.carl, 'ACTIVE', 'SECRET', { investigationClosedDate: years(11) });
    await clearance(p.eve, 'ACTIVE', 'SECRET', { investigationClosedDate: years(4), reinvestigationDate: day(75) });

    c.c1 = await contract(tenant, 'FA8750-25-C-0001', { pm: p.pm, status: 'ACTIVE', end: day(20) });
    c.c2 = await contract(tenant, 'FA8750-25-C-0002', { pm: p.pm, status: 'CLOSING', end: day(-3) });
    c.c3 = await contract(tenant, 'W56KGU-24-C-0003', { pm: p.otherPm, status: 'ACTIVE', end: day(50), facility: f2 });
    c.c4 = await contract(tenant, 'N00024-20-C-0004', { pm: p.pm, status: 'CLOSED', end: day(10) });
    await assign(tenant, c.c1, p.alice, 'ASSIGNED');
    await assign(tenant, c.c1, p.bob, 'PENDING');
    await assign(tenant, c.c1, p.carl, 'UNASSIGNED');
    await assign(tenant, c.c2, p.alice, 'ASSIGNED');
    await assign(tenant, c.c2, p.dana, 'ASSIGNED');
    await assign(tenant, c.c3, p.eve, 'ASSIGNED');

    // an investigation in progress: Bob's (pending on c1); the others' are completed
    const [bobs] = await t.sql<{ id: string }>(`SELECT id FROM personnel_clearance WHERE personnel_id = $1`, [p.bob]);
    await post(`/personnel/${p.bob}/investigation`, { clearanceId: bobs.id, isProcessCompleted: false, investigationOpenDate: day(-30) });
    // open actions: two of Alice's, one of Eve's (another manager's), one of Carl's (unassigned) and a completed one of Dana's
    const action = (who: string, title: string, state = 'OPEN') =>
      t.sql(`INSERT INTO open_action (tenant_id, personnel_id, action_type, title, state) VALUES ($1, $2, 'OTHER', $3, $4)`, [
        tenant,
        who,
        title,
        state,
      ]);
    await action(p.alice, 'Sign the SF-312');
    await action(p.alice, 'Renew the badge');
    await action(p.eve, 'Not on my contracts');
    await action(p.carl, 'Unassigned');
    await action(p.dana, 'Done already', 'COMPLETED');

    // another tenant with a contract of its own ending in 5 days
    const other = await tenantWithoutMfa(t, 'Elsewhere Co');
    const otherFso = await userIn(t, other, { roles: ['FSO'] });
    const of = await facility(otherFso, 'Elsewhere Plant');
    const stranger = (await createPerson(otherFso, [of], { firstName: 'Olga', lastName: 'Other' })).id as string;
    const oc = await contract(other, 'FA8750-25-C-0001', { pm: stranger, status: 'ACTIVE', end: day(5) });
    await assign(other, oc, stranger, 'ASSIGNED');
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  it('shows a program manager the contracts they manage, counted as the tables hold them', async () => {
    const res = await pm.get(`${API}/pm-portal/dashboard`);
    expect(res.status).toBe(200);
    const d = res.body as JsonBody;
    expect(d.scope).toBe('MINE');
    expect(d.personnelId).toBe(p.pm);
    expect(d.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.contractsTotal).toBe(3);
    expect(counts(d.contracts, 'status')).toEqual({ ACTIVE: 1, CLOSED: 1, CLOSING: 1 });
    // Alice (twice) and Dana assigned, Bob pending, Carl unassigned; Eve is on another manager's contract
    expect(d.peopleTotal).toBe(3);
    expect(counts(d.people, 'status')).toEqual({ ASSIGNED: 2, PENDING: 1, UNASSIGNED: 1 });
    expect(counts(d.clearanceStates, 'state')).toEqual({ ACTIVE: 1, IN_PROGRESS: 1, NONE: 1 });
    expect(counts(d.clearanceLevels, 'level')).toEqual({ NONE: 1, SECRET: 1, TOP_SECRET: 1 });
    // Carl's overdue reinvestigation does not count: he is unassigned
    expect(counts(d.clearancesDue, 'window')).toEqual({ DAYS_30: 1 });
    // the closed contract does not count as ending
    expect(counts(d.popEnds, 'window')).toEqual({ DAYS_30: 1, OVERDUE: 1 });
    expect((d.endingSoon as JsonBody[]).map((x) => x.id)).toEqual([c.c2, c.c1]);
    expect(d.endingSoon[0]).toMatchObject({ popEndWindow: 'OVERDUE', status: 'CLOSING', assignedCount: 2, pendingCount: 0 });

    // the counts agree with the rows of the tables
    const [rows] = await t.sql<{ contracts: number; people: number }>(
      `SELECT (SELECT count(*)::int FROM contract WHERE program_manager_id = $1) AS contracts,
              (SELECT count(DISTINCT a.personnel_id)::int FROM contract_assignment a JOIN contract k ON k.id = a.contract_id
                WHERE k.program_manager_id = $1 AND a.assignment_status <> 'UNASSIGNED') AS people`,
      [p.pm],
    );
    expect(d.contractsTotal).toBe(rows.contracts);
    expect(d.peopleTotal).toBe(rows.people);
  });

  it('lists the program manager’s contracts only, with their people, sorted, filtered and paged', async () => {
    const res = await pm.get(`${API}/pm-portal/contracts`);
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('pm-portal-contracts 0-2/3');
    const byId = Object.fromEntries((res.body as JsonBody[]).map((r) => [r.id, r]));
    expect(Object.keys(byId).sort()).toEqual([c.c1, c.c2, c.c4].sort());
    expect(byId[c.c1]).toMatchObject({
      contractNumber: 'FA8750-25-C-0001',
      status: 'ACTIVE',
      popEndDate: day(20),
      popEndWindow: 'DAYS_30',
      assignedCount: 1,
      pendingCount: 1,
      programManagerId: p.pm,
      programManagerName: 'Paige Tester',
    });
    expect(byId[c.c4].popEndWindow).toBeNull();

    const sorted = await pm.get(`${API}/pm-portal/contracts`).query({ sort: 'popEndDate,DESC', page: 0, size: 2 });
    expect(sorted.status).toBe(200);
    expect(sorted.headers['content-range']).toBe('pm-portal-contracts 0-1/3');
    expect((sorted.body as JsonBody[]).map((r) => r.id)).toEqual([c.c1, c.c4]);
    const second = await pm.get(`${API}/pm-portal/contracts`).query({ sort: 'popEndDate,DESC', page: 1, size: 2 });
    expect((second.body as JsonBody[]).map((r) => r.id)).toEqual([c.c2]);

    const closing = await pm.get(`${API}/pm-portal/contracts`).query({ filter: JSON.stringify({ status: 'CLOSING' }) });
    expect((closing.body as JsonBody[]).map((r) => r.id)).toEqual([c.c2]);
    const ending = await pm.get(`${API}/pm-portal/contracts`).query({ filter: JSON.stringify({ popEndWindow: ['OVERDUE', 'DAYS_30'] }) });
    expect((ending.body as JsonBody[]).map((r) => r.id).sort()).toEqual([c.c1, c.c2].sort());
    const q = await pm.get(`${API}/pm-portal/contracts`).query({ q: 'c-0002' });
    expect((q.body as JsonBody[]).map((r) => r.id)).toEqual([c.c2]);

    const bad = await pm.get(`${API}/pm-portal/contracts`).query({ sort: 'nonsense' });
    expect(bad.status).toBe(400);
  });

  it('lists the people assigned to the program manager’s contracts with their clearances', async () => {
    const res = await pm.get(`${API}/pm-portal/personnel`).query({ size: 50 });
    expect(res.status).toBe(200);
    const rows = res.body as JsonBody[];
    expect(res.headers['content-range']).toBe(`pm-portal-personnel 0-${rows.length - 1}/5`);
    expect(rows.map((r) => `${r.firstName}:${r.contractNumber}`).sort()).toEqual(
      ['Alice:FA8750-25-C-0001', 'Alice:FA8750-25-C-0002', 'Bob:FA8750-25-C-0001', 'Carl:FA8750-25-C-0001', 'Dana:FA8750-25-C-0002'].sort(),
    );
    const alice = rows.find((r) => r.personnelId === p.alice && r.contractId === c.c1)!;
    expect(alice).toMatchObject({
      assignmentStatus: 'ASSIGNED',
      clearanceLevel: 'SECRET',
      clearanceState: 'ACTIVE',
      reinvestigationDue: day(20),
      reinvestigationWindow: 'DAYS_30',
      fullName: 'Alice Tester',
    });
    expect(rows.find((r) => r.personnelId === p.bob)).toMatchObject({ clearanceLevel: 'TOP_SECRET', clearanceState: 'IN_PROGRESS' });
    expect(rows.find((r) => r.personnelId === p.dana)).toMatchObject({
      clearanceLevel: 'NONE',
      clearanceState: 'NONE',
      reinvestigationDue: null,
    });
    expect(rows.find((r) => r.personnelId === p.carl)).toMatchObject({ assignmentStatus: 'UNASSIGNED', reinvestigationWindow: 'OVERDUE' });

    // the dashboard's people counts are the distinct people of the list's rows of each status
    const d = (await pm.get(`${API}/pm-portal/dashboard`)).body as JsonBody;
    for (const { status, count } of d.people as JsonBody[]) {
      expect(new Set(rows.filter((r) => r.assignmentStatus === status).map((r) => r.personnelId)).size).toBe(count);
    }

    const due = await pm.get(`${API}/pm-portal/personnel`).query({ filter: JSON.stringify({ reinvestigationWindow: 'DAYS_30' }) });
    expect((due.body as JsonBody[]).map((r) => r.contractId).sort()).toEqual([c.c1, c.c2].sort());
    const onC2 = await pm
      .get(`${API}/pm-portal/personnel`)
      .query({ filter: JSON.stringify({ contractId: c.c2 }), sort: 'clearanceLevel,DESC' });
    expect((onC2.body as JsonBody[]).map((r) => r.personnelId)).toEqual([p.alice, p.dana]);
    const paged = await pm.get(`${API}/pm-portal/personnel`).query({ sort: 'fullName,ASC', page: 1, size: 2 });
    expect(paged.headers['content-range']).toBe('pm-portal-personnel 2-3/5');
    expect((paged.body as JsonBody[]).map((r) => r.firstName)).toEqual(['Bob', 'Carl']);
    const bad = await pm.get(`${API}/pm-portal/personnel`).query({ filter: JSON.stringify({ assignmentStatus: 'LOST' }) });
    expect(bad.status).toBe(400);
  });

  it('shows a user who manages contracts every contract of the tenant, and never another tenant’s', async () => {
    const d = (await fso.get(`${API}/pm-portal/dashboard`)).body as JsonBody;
    expect(d.scope).toBe('ALL');
    expect(d.contractsTotal).toBe(4);
    expect(counts(d.people, 'status')).toEqual({ ASSIGNED: 3, PENDING: 1, UNASSIGNED: 1 });
    expect(d.peopleTotal).toBe(4);
    expect(counts(d.clearancesDue, 'window')).toEqual({ DAYS_30: 1, DAYS_90: 1 });
    expect(counts(d.popEnds, 'window')).toEqual({ DAYS_30: 1, DAYS_60: 1, OVERDUE: 1 });
    const list = await fso.get(`${API}/pm-portal/contracts`);
    expect(list.headers['content-range']).toBe('pm-portal-contracts 0-3/4');
    const people = await fso.get(`${API}/pm-portal/personnel`);
    expect(people.headers['content-range']).toBe('pm-portal-personnel 0-5/6');
  });

  it('shows nothing to a program manager whose account is not linked to a personnel record', async () => {
    const unlinked = await userIn(t, tenant, { roles: ['PROGRAM_MANAGER'] });
    const d = (await unlinked.get(`${API}/pm-portal/dashboard`)).body as JsonBody;
    expect(d).toMatchObject({ scope: 'MINE', personnelId: null, contractsTotal: 0, peopleTotal: 0, contracts: [], endingSoon: [] });
    const list = await unlinked.get(`${API}/pm-portal/contracts`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });

  it('gives a program manager a dashboard of their own people: investigations in progress and open actions, as the list shows them', async () => {
    const d = (await pm.get(`${API}/pm-portal/dashboard`).expect(200)).body as JsonBody;
    // Bob's investigation (the others' are completed); Alice's two open actions (Eve is on another manager's contract, Carl
    // is unassigned, Dana's is done)
    expect(d).toMatchObject({ pendingInvestigations: 1, peopleWithOpenActions: 1, openActions: 2 });
    const assigned = { assignmentStatus: ['PENDING', 'ASSIGNED'] };
    const people = async (filter: Record<string, unknown>) => {
      const res = await pm.get(`${API}/pm-portal/personnel`).query({ filter: JSON.stringify({ ...assigned, ...filter }) });
      expect(res.status).toBe(200);
      return res.body as JsonBody[];
    };
    const investigating = await people({ investigationPending: true });
    expect([...new Set(investigating.map((r) => r.personnelId))]).toEqual([p.bob]);
    const withActions = await people({ withOpenActions: true });
    expect([...new Set(withActions.map((r) => r.personnelId))]).toEqual([p.alice]);
    expect(withActions.every((r) => r.openActions === 2)).toBe(true);
    expect(new Set(withActions.map((r) => r.personnelId)).size).toBe(d.peopleWithOpenActions);

    // every list its tiles open answers the program manager (no filter refused)
    for (const filter of [{ popEndWindow: 'OVERDUE' }, { effectiveStatus: 'ACTIVE' }]) {
      expect((await pm.get(`${API}/pm-portal/contracts`).query({ filter: JSON.stringify(filter) })).status).toBe(200);
    }
    for (const filter of [{ reinvestigationWindow: 'DAYS_30' }, { clearanceState: 'IN_PROGRESS' }])
      expect(await people(filter)).toBeDefined();

    // the security officer's dashboard of the whole organization is not theirs; the security office keeps it
    const fsoDashboard = await pm.get(`${API}/dashboard`);
    expect(fsoDashboard.status).toBe(403);
    expect(fsoDashboard.body.message).toBe(DASHBOARD_MESSAGES.officerDashboardRefused);
    expect((await fso.get(`${API}/dashboard`)).status).toBe(200);
    // the security office's portal counts everyone's: Eve's action too
    const all = (await fso.get(`${API}/pm-portal/dashboard`).expect(200)).body as JsonBody;
    expect(all).toMatchObject({ pendingInvestigations: 1, peopleWithOpenActions: 2, openActions: 3 });
  });

  it('refuses every portal route without PROGRAM_MANAGER_PORTAL', async () => {
    for (const path of ['dashboard', 'contracts', 'personnel']) {
      expect((await employee.get(`${API}/pm-portal/${path}`)).status).toBe(403);
    }
    const contractsOnly = await userIn(t, tenant, { permissions: { CONTRACTS: { canView: true, ui: true } } });
    expect((await contractsOnly.get(`${API}/pm-portal/dashboard`)).status).toBe(403);
  });

  it('counts the contracts whose period of performance ends for the security officer’s tile', async () => {
    const res = await fso.get(`${API}/dashboard/contracts-ending`);
    expect(res.status).toBe(200);
    const d = res.body as JsonBody;
    expect(d.facilityId).toBeNull();
    expect(counts(d.windows, 'window')).toEqual({ DAYS_30: 1, DAYS_60: 1, OVERDUE: 1 });
    expect((d.contracts as JsonBody[]).map((x) => x.id)).toEqual([c.c2, c.c1, c.c3]);
    expect(d.contracts[0]).toMatchObject({ contractNumber: 'FA8750-25-C-0002', window: 'OVERDUE', popEndDate: day(-3), status: 'CLOSING' });
    expect(d.until).toBe(new Date(Date.parse(`${d.today}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10));

    const south = (await fso.get(`${API}/dashboard/contracts-ending`).query({ facilityId: f2 })).body as JsonBody;
    expect(counts(south.windows, 'window')).toEqual({ DAYS_60: 1 });
    expect((south.contracts as JsonBody[]).map((x) => x.id)).toEqual([c.c3]);

    expect((await employee.get(`${API}/dashboard/contracts-ending`)).status).toBe(403);
    const otherTenant = await tenantWithoutMfa(t, 'Third Co');
    const thirdFso = await userIn(t, otherTenant, { roles: ['FSO'] });
    expect((await thirdFso.get(`${API}/dashboard/contracts-ending`).query({ facilityId: f1 })).status).toBe(404);
    const empty = (await thirdFso.get(`${API}/dashboard/contracts-ending`)).body as JsonBody;
    expect(empty.windows).toEqual([]);
    expect(empty.contracts).toEqual([]);
  });
});
