import { inTenantTimeZone, tenantDay as day, utcDay, zoneOffUtcDay } from '../support/time-zone';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant } from '../support/auth';
import { API, createPerson, facility, tenantWithoutMfa, userIn, type JsonBody, type UserAgent } from '../personnel/fixtures';

const years = (n: number) => day(-Math.round(n * 365.25));
/** The person becomes an employee (W2): the tenant's required-document defaults apply, their missing documents become open actions. */
async function w2(agent: UserAgent, personnelId: string) {
  const res = await agent
    .put(`${API}/personnel/employment`)
    .send({ personnelId, employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' });
  if (res.status !== 200) throw new Error(`employment: ${res.status} ${JSON.stringify(res.body)}`);
}
const sortCounts = (rows: JsonBody[]) =>
  rows.map((r) => `${r.item ?? r.kind}:${r.window ?? r.age}:${r.count}`).sort((a: string, b: string) => a.localeCompare(b));

/**
 * The dashboards: the security officer's counts of records falling due (per window) and of open actions
 * (per kind and age) agree with the lists they link to, per facility; another tenant's records never
 * count; the statuses follow the dates (an expired badge, an overdue reinvestigation, a polygraph out of
 * date); the person's own dashboard and the provider's managed tenants.
 */
describe('dashboard', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let f1: string;
  let f2: string;
  const ids: Record<string, string> = {};
  const records: Record<string, JsonBody> = {};

  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await fso.post(`${API}${path}`).send(body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as JsonBody;
  };

  /** An ACTIVE badge recorded while valid has since passed its expiry day (an ACTIVE badge cannot be recorded expired). */
  const expireSince = (badgeId: string, expiry: string) =>
    t.sql(`UPDATE personnel_badge SET expiry_date = $1 WHERE id = $2`, [expiry, badgeId]);

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Dashboard Co');
    await t.sql(
      `INSERT INTO required_document_default (tenant_id, kind, option_type, option, required_documents, updated_date)
       VALUES ($1, 'personnel', 'EMPLOYMENT_TYPE', 'W2_EMPLOYEE', '{SF_312,INITIAL_SECURITY_BRIEFING}', current_date)`,
      [tenant],
    );
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    f1 = await facility(fso, 'North Plant');
    f2 = await facility(fso, 'South Plant');
    // Paula (North): badge expired while ACTIVE, polygraph due in 10 days, reinvestigation overdue (closed 11 years ago, SECRET: 10 years)
    ids.paula = (await createPerson(fso, [f1], { firstName: 'Paula', lastName: 'North' })).id;
    await w2(fso, ids.paula);
    records.paulaBadge = await post(`/personnel/${ids.paula}/badge`, {
      badgeType: 'FACILITY_ACCESS',
      badgeStatus: 'ACTIVE',
      issueDate: years(2),
      expiryDate: day(30),
    });
    await expireSince(records.paulaBadge.id as string, day(-5));
    records.paulaPoly = await post(`/personnel/${ids.paula}/polygraph`, {
      facilityId: f1,
      polygraphType: 'COUNTERINTELLIGENCE',
      polygraphStatus: 'CURRENT',
      polygraphDate: years(4),
      nextPolygraphDate: day(10),
    });
    const clearance = await post(`/personnel/${ids.paula}/clearance`, { facilityId: f1, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' });
    records.paulaInv = await post(`/personnel/${ids.paula}/investigation`, {
      clearanceId: clearance.id,
      isProcessCompleted: true,
      investigationOpenDate: years(11.5),
      investigationClosedDate: years(11),
    });
    // Sam (South): badge expiring in 45 days; an expired INACTIVE badge and an OUT_OF_SCOPE polygraph (neither counts); a polygraph 6 years old without a next date
    ids.sam = (await createPerson(fso, [f2], { firstName: 'Sam', lastName: 'South', workEmail: 'sam@acme.example' })).id;
    records.samBadge = await post(`/personnel/${ids.sam}/badge`, {
      badgeType: 'FACILITY_ACCESS',
      badgeStatus: 'ACTIVE',
      expiryDate: day(45),
    });
    records.samOldBadge = await post(`/personnel/${ids.sam}/badge`, { badgeType: 'CAC', badgeStatus: 'INACTIVE', expiryDate: day(-100) });
    records.samOutOfScope = await post(`/personnel/${ids.sam}/polygraph`, {
      facilityId: f2,
      polygraphType: 'FULL_SCOPE',
      polygraphStatus: 'OUT_OF_SCOPE',
      polygraphDate: years(9),
      nextPolygraphDate: years(2),
    });
    records.samOldPoly = await post(`/personnel/${ids.sam}/polygraph`, {
      facilityId: f2,
      polygraphType: 'COUNTERINTELLIGENCE',
      polygraphStatus: 'CURRENT',
      polygraphDate: years(6),
    });
    // Nora (North): badge expiring in 75 days, current polygraph (next in 2 years)
    ids.nora = (await createPerson(fso, [f1], { firstName: 'Nora', lastName: 'Later', workEmail: 'nora@acme.example' })).id;
    records.noraBadge = await post(`/personnel/${ids.nora}/badge`, {
      badgeType: 'FACILITY_ACCESS',
      badgeStatus: 'PENDING',
      expiryDate: day(75),
    });
    records.noraPoly = await post(`/personnel/${ids.nora}/polygraph`, {
      facilityId: f1,
      polygraphType: 'COUNTERINTELLIGENCE',
      polygraphStatus: 'CURRENT',
      polygraphDate: years(1),
      nextPolygraphDate: day(700),
    });
    // one of Paula's missing-document actions was raised 45 days ago
    await t.sql(`UPDATE open_action SET created_at = now() - interval '45 days' WHERE personnel_id = $1 AND document_title_id = 'SF_312'`, [
      ids.paula,
    ]);
    // another tenant with an expired badge and open actions of its own
    const other = await tenantWithoutMfa(t, 'Elsewhere Co');
    await t.sql(
      `INSERT INTO required_document_default (tenant_id, kind, option_type, option, required_documents, updated_date)
       VALUES ($1, 'personnel', 'EMPLOYMENT_TYPE', 'W2_EMPLOYEE', '{SF_312}', current_date)`,
      [other],
    );
    const otherFso = await userIn(t, other, { roles: ['FSO'] });
    const of = await facility(otherFso, 'Elsewhere Plant');
    const stranger = (await createPerson(otherFso, [of], { firstName: 'Olga', lastName: 'Other' })).id;
    await w2(otherFso, stranger);
    const res = await otherFso
      .post(`${API}/personnel/${stranger}/badge`)
      .send({ badgeType: 'FACILITY_ACCESS', badgeStatus: 'ACTIVE', expiryDate: day(30) });
    expect(res.status).toBe(201);
    await expireSince(res.body.id as string, day(-3));
    ids.otherTenant = other;
  });
  afterAll(() => t?.close());

  /**
   * Runs `fn` with the tenant in a time zone off the UTC day and an open action of Paula due on the day that tells the
   * two apart: ahead of UTC, UTC's today (overdue there); behind it, UTC's yesterday (not overdue yet). The action goes
   * afterwards.
   */
  const withActionOffUtcDay = async (title: string, fn: (id: string, ahead: boolean) => Promise<void>) => {
    const { zone, ahead } = zoneOffUtcDay();
    const [{ id }] = await t.sql<{ id: string }>(
      `INSERT INTO open_action (tenant_id, personnel_id, action_type, title, state, due_date)
       VALUES ($1, $2, 'OTHER', $3, 'OPEN', $4) RETURNING id`,
      [tenant, ids.paula, title, ahead ? utcDay(0) : utcDay(-1)],
    );
    try {
      await inTenantTimeZone(t, tenant, zone, () => fn(id, ahead));
    } finally {
      await t.sql(`DELETE FROM open_action WHERE id = $1`, [id]);
    }
  };

  const dashboard = async (query: Record<string, string> = {}) => {
    const res = await fso.get(`${API}/dashboard`).query(query);
    expect(res.status).toBe(200);
    return res.body as JsonBody;
  };

  it('counts the people with records falling due by item and window, for all facilities and for one', async () => {
    const all = await dashboard();
    expect(sortCounts(all.due)).toEqual([
      'BADGE:DAYS_60:1',
      'BADGE:DAYS_90:1',
      'BADGE:OVERDUE:1',
      'POLYGRAPH:DAYS_30:1',
      'POLYGRAPH:OVERDUE:1',
      'REINVESTIGATION:OVERDUE:1',
    ]);
    const north = await dashboard({ facilityId: f1 });
    expect(north.facilityId).toBe(f1);
    expect(sortCounts(north.due)).toEqual(['BADGE:DAYS_90:1', 'BADGE:OVERDUE:1', 'POLYGRAPH:DAYS_30:1', 'REINVESTIGATION:OVERDUE:1']);
    const south = await dashboard({ facilityId: f2 });
    expect(sortCounts(south.due)).toEqual(['BADGE:DAYS_60:1', 'POLYGRAPH:OVERDUE:1']);
  });

  it('links each due count to the personnel list filtered to exactly those people', async () => {
    for (const facilityId of [undefined, f1, f2]) {
      const d = await dashboard(facilityId ? { facilityId } : {});
      for (const c of d.due as JsonBody[]) {
        const list = await fso
          .get(`${API}/personnel/details`)
          .query({ dueItem: c.item, dueWindow: c.window, ...(facilityId ? { facilityId } : {}) });
        expect(list.status).toBe(200);
        expect(list.body).toHaveLength(c.count);
      }
    }
    const names = async (query: Record<string, string>) =>
      ((await fso.get(`${API}/personnel/details`).query(query)).body as JsonBody[]).map((p) => p.firstName).sort();
    expect(await names({ dueItem: 'BADGE', dueWindow: 'OVERDUE' })).toEqual(['Paula']);
    expect(await names({ dueItem: 'POLYGRAPH', dueWindow: 'OVERDUE' })).toEqual(['Sam']);
    expect(await names({ dueItem: 'REINVESTIGATION' })).toEqual(['Paula']);
    expect(await names({ dueWindow: 'OVERDUE' })).toEqual(['Paula', 'Sam']);
    expect(await names({ dueItem: 'BADGE' })).toEqual(['Nora', 'Paula', 'Sam']);
    expect((await fso.get(`${API}/personnel/details`).query({ dueWindow: 'SOON' })).status).toBe(400);
  });

  it('counts open actions by kind and age, and the open-actions list shows the same actions', async () => {
    const d = await dashboard();
    // Paula is a W2 employee: SF-312 (raised 45 days ago) and the initial briefing are missing
    expect(sortCounts(d.openActions)).toEqual(['MISSING_REQUIRED_DOCUMENT:DAYS_30_60:1', 'MISSING_REQUIRED_DOCUMENT:UNDER_30:1']);
    for (const c of d.openActions as JsonBody[]) {
      const list = await fso.get(`${API}/requests-and-actions/open-actions`).query({ kind: c.kind, age: c.age });
      expect(list.status).toBe(200);
      expect(list.body).toHaveLength(c.count);
      for (const a of list.body) expect(a).toMatchObject({ kind: c.kind, age: c.age, state: 'OPEN', personnelName: 'Paula North' });
    }
    const old = (await fso.get(`${API}/requests-and-actions/open-actions`).query({ age: 'DAYS_30_60' })).body;
    expect(old.map((a: JsonBody) => a.documentTitleId)).toEqual(['SF_312']);
    expect(sortCounts((await dashboard({ facilityId: f2 })).openActions)).toEqual([]);
    expect((await fso.get(`${API}/requests-and-actions/open-actions`).query({ facilityId: f2 })).body).toHaveLength(0);
    expect((await fso.get(`${API}/requests-and-actions/open-actions`).query({ facilityId: f1 })).body).toHaveLength(2);
  });

  it('shows the reminders’ open actions with their due dates and counts them by the reminder that raised them', async () => {
    await t.sql(
      `INSERT INTO open_action (tenant_id, personnel_id, action_type, title, state, source_key, due_date)
       VALUES ($1, $2, 'OTHER', 'Badge expires: North, Paula', 'OPEN', $3, $4)`,
      [tenant, ids.paula, `reminder:BADGE_EXPIRY:${records.paulaBadge.id}:${day(-5)}`, day(-5)],
    );
    const d = await dashboard();
    expect(sortCounts(d.openActions)).toContain('BADGE_EXPIRY:UNDER_30:1');
    const list = await fso.get(`${API}/requests-and-actions/open-actions`).query({ kind: 'BADGE_EXPIRY' });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ kind: 'BADGE_EXPIRY', dueDate: day(-5), actionType: 'OTHER' });
    expect((await fso.get(`${API}/requests-and-actions/open-actions`).query({ overdue: 'true' })).body).toHaveLength(1);
  });

  it("counts an action's age in the tenant's days (its TIME_ZONE), in the dashboard, the list filter and the view alike", async () => {
    // raised on a day 29 (ahead of UTC) or 30 (behind it) days back in UTC, at an hour that puts it 30 or 29 days back
    // in the tenant's zone: UTC's count and the tenant's fall on either side of the 30-day line
    const { zone, ahead } = zoneOffUtcDay();
    const raised = ahead ? `${utcDay(-29)}T09:00:00Z` : `${utcDay(-30)}T11:00:00Z`;
    const age = ahead ? 'DAYS_30_60' : 'UNDER_30';
    const [{ id }] = await t.sql<{ id: string }>(
      `INSERT INTO open_action (tenant_id, personnel_id, action_type, title, state, created_at)
       VALUES ($1, $2, 'OTHER', 'Return the courier card', 'OPEN', $3) RETURNING id`,
      [tenant, ids.paula, raised],
    );
    try {
      await inTenantTimeZone(t, tenant, zone, async () => {
        expect(sortCounts((await dashboard()).openActions)).toContain(`OTHER:${age}:1`);
        const listed = (await fso.get(`${API}/requests-and-actions/open-actions`).query({ kind: 'OTHER', age }).expect(200)).body;
        expect(listed.map((a: JsonBody) => a.id)).toEqual([id]);
        expect((await fso.get(`${API}/requests-and-actions/open-actions/${id}`).expect(200)).body.age).toBe(age);
      });
    } finally {
      await t.sql(`DELETE FROM open_action WHERE id = $1`, [id]);
    }
  });

  it("counts an action overdue on the tenant's day (its TIME_ZONE), in the list filter and the facility's counts alike", async () => {
    await withActionOffUtcDay('Sign the visitor log', async (id, ahead) => {
      const overdue = await fso.get(`${API}/requests-and-actions/open-actions`).query({ overdue: 'true' }).expect(200);
      expect(overdue.body.some((a: JsonBody) => a.id === id)).toBe(ahead);
      const atFacility = await fso
        .get(`${API}/requests-and-actions/open-actions/facility/${f1}`)
        .query({ filter: JSON.stringify({ overdue: true }) })
        .expect(200);
      expect(atFacility.body.some((a: JsonBody) => a.id === id)).toBe(ahead);
      const counts = await fso.get(`${API}/facilities/${f1}/detail/open-actions/details`).expect(200);
      expect(counts.body.overdue).toBe(atFacility.body.length);
    });
  });

  it('derives the statuses from the dates: the same in the lists and on the record', async () => {
    const badges = (await fso.get(`${API}/personnel/${ids.paula}/badge`)).body;
    expect(badges[0]).toMatchObject({ badgeStatus: 'ACTIVE', expired: true });
    expect((await fso.get(`${API}/personnel/${ids.paula}/badge/${records.paulaBadge.id}`)).body.expired).toBe(true);
    const sams = (await fso.get(`${API}/personnel/${ids.sam}/badge`)).body as JsonBody[];
    expect(sams.map((b) => [b.id, b.expired])).toEqual(
      expect.arrayContaining([
        [records.samBadge.id, false],
        [records.samOldBadge.id, false], // INACTIVE: not shown as expired, it is no longer in use
      ]),
    );
    const polys = (await fso.get(`${API}/personnel/${ids.sam}/polygraph`)).body as JsonBody[];
    const byId = Object.fromEntries(polys.map((p) => [p.id, p]));
    expect(byId[records.samOldPoly.id]).toMatchObject({
      overdue: true,
      dueDate: records.samOldPoly.polygraphDate.replace(/^(\d{4})/, (y: string) => String(Number(y) + 5)),
    });
    expect(byId[records.samOutOfScope.id]).toMatchObject({ overdue: false, dueDate: null });
    expect((await fso.get(`${API}/personnel/${ids.paula}/polygraph/${records.paulaPoly.id}`)).body).toMatchObject({
      overdue: false,
      dueDate: day(10),
    });
    const inv = (await fso.get(`${API}/personnel/${ids.paula}/investigation/${records.paulaInv.id}`)).body;
    expect(inv.reinvestigationOverdue).toBe(true);
    expect(inv.reinvestigationDue).toBe(
      records.paulaInv.investigationClosedDate.replace(/^(\d{4})/, (y: string) => String(Number(y) + 10)),
    );
    // the tenant's years setting moves the due date: 15 years for SECRET is not overdue yet
    await t.sql(
      `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'SECRET_REINVESTIGATION_YEARS', '15')
       ON CONFLICT (tenant_id, parameter_name) DO UPDATE SET value = EXCLUDED.value`,
      [tenant],
    );
    try {
      expect((await fso.get(`${API}/personnel/${ids.paula}/investigation/${records.paulaInv.id}`)).body.reinvestigationOverdue).toBe(false);
      expect(sortCounts((await dashboard()).due)).not.toContain('REINVESTIGATION:OVERDUE:1');
    } finally {
      await t.sql(`DELETE FROM tenant_setting WHERE tenant_id = $1 AND parameter_name = 'SECRET_REINVESTIGATION_YEARS'`, [tenant]);
    }
  });

  it('counts annual training completion of cleared people, and the list shows who is due', async () => {
    expect((await dashboard()).training).toEqual({ required: 1, completed: 0 });
    expect(((await fso.get(`${API}/personnel/details`).query({ training: 'DUE' })).body as JsonBody[]).map((p) => p.firstName)).toEqual([
      'Paula',
    ]);
    await t.sql(
      `INSERT INTO personnel_document (tenant_id, personnel_id, document_status, title_id, required, uploaded_date, file_name, file_key)
       VALUES ($1, $2, 'CURRENT', 'ANNUAL_REFRESHER_BRIEFING', true, $3, 'refresher.pdf', 'personnel-documents/x/refresher')`,
      [tenant, ids.paula, day(-20)],
    );
    expect((await dashboard()).training).toEqual({ required: 1, completed: 1 });
    expect((await fso.get(`${API}/personnel/details`).query({ training: 'COMPLETE' })).body).toHaveLength(1);
    expect((await fso.get(`${API}/personnel/details`).query({ training: 'DUE' })).body).toHaveLength(0);
  });

  it('never counts another tenant’s records', async () => {
    const otherFso = await userIn(t, ids.otherTenant, { roles: ['FSO'] });
    const theirs = (await otherFso.get(`${API}/dashboard`)).body;
    expect(sortCounts(theirs.due)).toEqual(['BADGE:OVERDUE:1']);
    expect(sortCounts(theirs.openActions)).toEqual(['MISSING_REQUIRED_DOCUMENT:UNDER_30:1']);
    const mine = await dashboard();
    expect(sortCounts(mine.due).filter((s) => s.startsWith('BADGE:OVERDUE'))).toEqual(['BADGE:OVERDUE:1']);
    expect((await otherFso.get(`${API}/dashboard`).query({ facilityId: f1 })).status).toBe(404);
    expect((await otherFso.get(`${API}/requests-and-actions/open-actions`)).body).toHaveLength(1);
  });

  it('refuses the security officer’s dashboard and the open-actions list without VIEW on PERSONNEL', async () => {
    const employee = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    expect((await employee.get(`${API}/dashboard`)).status).toBe(403);
    expect((await employee.get(`${API}/requests-and-actions/open-actions`)).status).toBe(403);
    expect((await employee.get(`${API}/dashboard/managed-tenants`)).status).toBe(403);
    expect((await fso.get(`${API}/dashboard`).query({ facilityId: 'nope' })).status).toBe(400);
  });

  it('counts the facilities with open inspection findings and their overdue corrective actions', async () => {
    const inspection = async (facilityId: string, findings: unknown[]) => {
      const res = await fso
        .post(`${API}/facilities/${facilityId}/detail/inspections`)
        .send({ inspectionType: 'ANNUAL', startDate: day(-30), findings });
      if (res.status !== 201) throw new Error(`inspection: ${res.status} ${JSON.stringify(res.body)}`);
    };
    await inspection(f1, [
      {
        category: 'VULNERABILITY',
        description: 'Logs',
        correctiveActions: [
          { description: 'Retain', dueDate: day(-3) },
          { description: 'Audit', dueDate: day(-1) },
        ],
      },
      { category: 'ADMINISTRATIVE_FINDING', description: 'No plan yet' },
      { category: 'OBSERVATION', description: 'Consider a quiz' },
    ]);
    await inspection(f2, [
      {
        category: 'VULNERABILITY',
        description: 'Fixed',
        correctiveActions: [{ description: 'Done', dueDate: day(-9), completedDate: day(-10) }],
      },
    ]);
    const all = (await dashboard()).inspectionFindings;
    expect(all).toEqual({
      facilities: 1,
      openFindings: 2,
      overdueActions: 2,
      items: [{ facilityId: f1, facilityName: 'North Plant', openFindings: 2, overdueActions: 2 }],
    });
    expect((await fso.get(`${API}/dashboard`).query({ facilityId: f2 })).body.inspectionFindings).toMatchObject({
      facilities: 0,
      items: [],
    });
    // the facility's Inspections tab shows the same review among those with open findings
    const open = await fso.get(`${API}/facilities/${f1}/detail/inspections`).query({ filter: JSON.stringify({ openFindings: true }) });
    expect(open.body.map((i: JsonBody) => i.overdueActions)).toEqual([2]);
    const personnelOnly = await userIn(t, tenant, { permissions: { PERSONNEL: { canView: true } } });
    expect((await personnelOnly.get(`${API}/dashboard`)).body.inspectionFindings).toBeNull();
  });

  it('counts the visits under way this week by kind, each count the total of the visit list it links to', async () => {
    const visit = (table: string, facilityColumn: string, facilityId: string, status: string, start: string, end: string) =>
      t.sql(`INSERT INTO ${table} (tenant_id, ${facilityColumn}, visit_status, start_date, end_date) VALUES ($1, $2, $3, $4, $5)`, [
        tenant,
        facilityId,
        status,
        start,
        end,
      ]);
    // under way this week: two incoming visits (one at each plant, one of them spanning the week), an outgoing and a FOCI one
    await visit('incoming_visit', 'to_facility_id', f1, 'SUBMITTED', day(), day());
    await visit('incoming_visit', 'to_facility_id', f2, 'APPROVED', day(-400), day(400));
    await visit('outgoing_visit', 'from_facility_id', f1, 'COMPLETED', day(), day());
    await visit('foci_visit', 'visit_facility_id', f1, 'APPROVED', day(), day());
    // not under way this week: a draft, a cancelled one, one next week, one that ended last week
    await visit('incoming_visit', 'to_facility_id', f1, 'DRAFT', day(), day());
    await visit('foci_visit', 'visit_facility_id', f1, 'CANCELLED', day(), day());
    await visit('outgoing_visit', 'from_facility_id', f1, 'APPROVED', day(8), day(9));
    await visit('outgoing_visit', 'from_facility_id', f1, 'APPROVED', day(-9), day(-8));

    const lists = { INCOMING: ['incoming', 'toFacilityId'], OUTGOING: ['outgoing', 'fromFacilityId'], FOCI: ['foci', 'visitFacilityId'] };
    const check = async (facilityId: string | undefined, expected: Record<string, number>) => {
      const d = (
        await fso
          .get(`${API}/dashboard`)
          .query(facilityId ? { facilityId } : {})
          .expect(200)
      ).body;
      const byKind = Object.fromEntries((d.visitsThisWeekByKind as JsonBody[]).map((r) => [r.kind, r.count]));
      expect(byKind).toEqual(expected);
      expect(d.visitsThisWeek).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
      // each kind's count is the total of its list filtered by the same rule (and the facility it is counted at)
      for (const [kind, [path, facilityFilter]] of Object.entries(lists)) {
        const filter = { underWayInWeekOf: d.today, ...(facilityId ? { [facilityFilter]: facilityId } : {}) };
        const list = await fso
          .get(`${API}/visits/${path}`)
          .query({ filter: JSON.stringify(filter) })
          .expect(200);
        expect({ kind, total: Number(list.headers['x-total-count']) }).toEqual({ kind, total: expected[kind] });
      }
    };
    await check(undefined, { INCOMING: 2, OUTGOING: 1, FOCI: 1 });
    await check(f1, { INCOMING: 1, OUTGOING: 1, FOCI: 1 });
    await check(f2, { INCOMING: 1, OUTGOING: 0, FOCI: 0 });
  });

  it('shows a person their own open actions, items falling due and training', async () => {
    const employee = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    const unlinked = (await employee.get(`${API}/dashboard/me`)).body;
    expect(unlinked).toMatchObject({ personnelId: null, openActions: [], due: [] });
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [employee.user.id, ids.sam]);
    const sam = (await employee.get(`${API}/dashboard/me`)).body;
    expect(sam).toMatchObject({ personnelId: ids.sam, fullName: 'Sam South', openActions: [] });
    expect(sam.due.map((d: JsonBody) => `${d.item}:${d.window}:${d.recordId}`).sort()).toEqual(
      [`BADGE:DAYS_60:${records.samBadge.id}`, `POLYGRAPH:OVERDUE:${records.samOldPoly.id}`].sort(),
    );
    expect(sam.training).toEqual({ required: false, completed: false, documents: [] });
    await t.sql(`UPDATE personnel SET user_id = NULL WHERE id = $1`, [ids.sam]);
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [employee.user.id, ids.paula]);
    const paula = (await employee.get(`${API}/dashboard/me`)).body;
    // the actions she does herself, each with the page where she does it; her expired badge is the security office's
    // action (it stays among her items falling due)
    expect(paula.openActions.map((a: JsonBody) => [a.kind, a.page])).toEqual([
      ['MISSING_REQUIRED_DOCUMENT', '/my-portal/documents'],
      ['MISSING_REQUIRED_DOCUMENT', '/my-portal/documents'],
    ]);
    const [badgeAction] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM open_action WHERE personnel_id = $1 AND source_key LIKE 'reminder:BADGE_EXPIRY:%' AND state = 'OPEN'`,
      [ids.paula],
    );
    expect(badgeAction.n).toBe(1);
    expect(paula.due.map((d: JsonBody) => `${d.item}:${d.window}`)).toContain('BADGE:OVERDUE');
    expect(paula.openActions.filter((a: JsonBody) => a.overdue)).toHaveLength(0);
    expect(paula.training).toMatchObject({ required: true, completed: true });
  });

  it('shows a provider the tenants it manages with their open and overdue actions', async () => {
    const provider = await createTenant(t, { name: 'Provider Co', tenantType: 'MSS' });
    await t.sql(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'MFA', 'FALSE')`, [provider]);
    await t.sql(`UPDATE tenant SET managing_tenant_id = $1 WHERE id = $2`, [provider, tenant]);
    const analyst = await userIn(t, provider, { permissions: { MSS_TENANT_MANAGEMENT: { canView: true } } });
    const res = await analyst.get(`${API}/dashboard/managed-tenants`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ tenantId: tenant, name: 'Dashboard Co', openActions: 3, overdueActions: 1, dueSoonActions: 0 }]);
    const admin = await userIn(t, provider, { permissions: { TENANT_MANAGEMENT: { canView: true } } });
    const all = (await admin.get(`${API}/dashboard/managed-tenants`)).body as JsonBody[];
    expect(all.map((r) => r.name)).toEqual(expect.arrayContaining(['Dashboard Co', 'Elsewhere Co']));
    expect(all.find((r) => r.name === 'Elsewhere Co')).toMatchObject({ openActions: 1, overdueActions: 0 });

    // each tenant's counts take its own day
    await withActionOffUtcDay('Return the visitor badge', async (_id, ahead) => {
      const [row] = (await analyst.get(`${API}/dashboard/managed-tenants`).expect(200)).body as JsonBody[];
      expect(row).toMatchObject({ openActions: 4, overdueActions: ahead ? 2 : 1 });
    });
  });

  it('counts the contracts whose period of performance ends for the contracts-ending tile, per facility', async () => {
    const contract = async (number: string, status: string, end: string, facilityId: string) =>
      (
        await t.sql<{ id: string }>(
          `INSERT INTO contract (tenant_id, contract_number, contract_name, status, pop_start_date, pop_end_date, facility_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [tenant, number, `Work under ${number}`, status, years(3), end, facilityId],
        )
      )[0].id;
    const ended = await contract('DASH-0001', 'ACTIVE', day(-1), f1);
    const soon = await contract('DASH-0002', 'CLOSING', day(0), f1);
    const later = await contract('DASH-0003', 'ACTIVE', day(61), f2);
    await contract('DASH-0004', 'CLOSED', day(10), f1);
    await contract('DASH-0005', 'ACTIVE', day(91), f2);
    const all = (await fso.get(`${API}/dashboard/contracts-ending`)).body as JsonBody;
    expect(all.windows.map((w: JsonBody) => `${w.window}:${w.count}`).sort()).toEqual(['DAYS_30:1', 'DAYS_90:1', 'OVERDUE:1']);
    expect(all.contracts.map((c: JsonBody) => c.id)).toEqual([ended, soon, later]);
    expect(all.contracts.map((c: JsonBody) => c.window)).toEqual(['OVERDUE', 'DAYS_30', 'DAYS_90']);
    const north = (await fso.get(`${API}/dashboard/contracts-ending`).query({ facilityId: f1 })).body as JsonBody;
    expect(north.contracts.map((c: JsonBody) => c.id)).toEqual([ended, soon]);
    const employee = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    expect((await employee.get(`${API}/dashboard/contracts-ending`)).status).toBe(403);
    const otherFso = await userIn(t, ids.otherTenant, { roles: ['FSO'] });
    expect(((await otherFso.get(`${API}/dashboard/contracts-ending`)).body as JsonBody).contracts).toEqual([]);
  });
});
