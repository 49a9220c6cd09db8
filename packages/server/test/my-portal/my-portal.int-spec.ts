import { CLEARANCE_VERIFICATION_MESSAGES, MY_PORTAL_MESSAGES } from '@clearline/shared';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { PDF } from '../audit/catalogue/personnel';
import { API, createPerson, facility, tenantWithoutMfa, userIn, type JsonBody, type UserAgent } from '../personnel/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditRowsOf, full, sessionAgent } from '../tenancy/support';
import { tenantDay } from '../support/time-zone';
import { futureYear, pastYear } from '../support/dates';

/** A past year, for the day a document was signed. */
const PAST = pastYear();
/** The year of the annual training deadline of these tests: it stays in the future whatever day the suite runs. */
const YEAR = futureYear();

const ME = `${API}/my-portal/me`;
const today = () => tenantDay();

/**
 * My Portal: the employee reads and changes only their own personnel record (the one linked to their account),
 * only the contacts of it, uploads their own documents for review, sees their annual training and open actions
 * and the reports the tenant shows; SELF_SERVICE is needed and refused while impersonating; every change is audited.
 */
describe('my-portal', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let employee: UserAgent;
  let other: UserAgent;
  let mine: JsonBody;
  let theirs: JsonBody;
  let hiddenDoc: string;
  let theirDoc: string;
  let myClearance: string;

  const upload = (agent: UserAgent, document: Record<string, unknown>, name = `doc-${Date.now()}.pdf`) =>
    agent.post(`${ME}/document`).field('document', JSON.stringify(document)).attach('file', PDF, name);

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Portal Works');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    employee = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    other = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    const f = await facility(fso, 'Portal Plant');
    mine = await createPerson(fso, [f], { firstName: 'Erin', lastName: 'Employee', workEmail: 'erin@portal.example' });
    theirs = await createPerson(fso, [f], { firstName: 'Omar', lastName: 'Other', workEmail: 'omar@portal.example' });
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [employee.user.id, mine.id]);
    myClearance = (
      await fso
        .post(`${API}/personnel/${mine.id}/clearance`)
        .send({ facilityId: f, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' })
        .expect(201)
    ).body.id;
    await fso
      .post(`${API}/personnel/${theirs.id}/clearance`)
      .send({ facilityId: f, pclStatus: 'ACTIVE', pclEligibility: 'TOP_SECRET' })
      .expect(201);
    const doc = async (personnelId: string, hide: boolean) =>
      (
        await fso
          .post(`${API}/personnel/${personnelId}/document`)
          .field('document', JSON.stringify({ titleId: 'SF_312', hideFromPersonnel: hide }))
          .attach('file', PDF, `fso-${personnelId}-${hide}.pdf`)
          .expect(201)
      ).body.id as string;
    hiddenDoc = await doc(mine.id, true);
    theirDoc = await doc(theirs.id, false);
    await t.sql(
      `INSERT INTO open_action (tenant_id, personnel_id, action_type, title) VALUES ($1, $2, 'OTHER', 'Return your badge'), ($1, $3, 'OTHER', 'Not yours')`,
      [tenant, mine.id, theirs.id],
    );
  });
  afterAll(() => t?.close());

  it('answers the caller’s own record with their clearances, without documents hidden from personnel', async () => {
    const res = await employee.get(ME).expect(200);
    expect(res.body.personnel).toMatchObject({ id: mine.id, firstName: 'Erin', lastName: 'Employee' });
    expect(res.body.clearances.map((c: JsonBody) => c.pclEligibility)).toEqual(['SECRET']);
    expect(res.body.investigations).toEqual([]);
    expect(res.body.personnel.personnelDocuments.map((d: JsonBody) => d.id)).not.toContain(hiddenDoc);
  });

  it('changes only the caller’s contacts, audited, and refuses any other field', async () => {
    const res = await employee
      .put(ME)
      .send({
        personnelContacts: [
          { contactTypeEnum: 'PERSONAL', street1: '12 Elm St', city: 'Reston', state: 'VA', cellPhoneNumber: '7035550142' },
        ],
      })
      .expect(200);
    expect(res.body.id).toBe(mine.id);
    expect(res.body.personnelContacts[0]).toMatchObject({
      contactTypeEnum: 'PERSONAL',
      street1: '12 Elm St',
      cellPhoneNumber: '703-555-0142',
    });
    const rows = await auditRowsOf(t, res.headers['x-request-id']);
    expect(rows.some((r) => r.event_type === 'CREATE' && r.object_table === 'personnel_contact' && r.tenant_id === tenant)).toBe(true);

    await employee.put(ME).send({ personnelContacts: [], firstName: 'Mallory' }).expect(400);
    await employee
      .put(ME)
      .send({ personnelContacts: [{ contactTypeEnum: 'PERSONAL', personalEmailAddress: 'not-an-address' }] })
      .expect(400);
    const [p] = await t.sql<{ first_name: string }>(`SELECT first_name FROM personnel WHERE id = $1`, [mine.id]);
    expect(p.first_name).toBe('Erin');
    const theirContacts = await t.sql(`SELECT 1 FROM personnel_contact WHERE personnel_id = $1`, [theirs.id]);
    expect(theirContacts).toHaveLength(0);
  });

  it('uploads the caller’s own document for review and downloads only their own visible files', async () => {
    const res = await upload(employee, { titleId: 'SF_312', dateSigned: `${PAST}-01-15` }).expect(201);
    expect(res.body).toMatchObject({ personnelId: mine.id, titleId: 'SF_312', documentStatus: 'NEEDS_REVIEW', hideFromPersonnel: false });
    expect(res.body.filePath).toBe(`/my-portal/me/document/${res.body.id}/file`);
    const rows = await auditRowsOf(t, res.headers['x-request-id']);
    expect(rows.some((r) => r.event_type === 'CREATE' && r.object_table === 'personnel_document')).toBe(true);

    const file = await employee.get(`${API}${res.body.filePath}`).buffer(true).expect(200);
    expect(
      Buffer.from(file.body as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await employee.get(`${ME}/document/${theirDoc}/file`).expect(404);
    await employee.get(`${ME}/document/${hiddenDoc}/file`).expect(404);
    await employee.get(`${ME}/document/not-a-uuid/file`).expect(404);

    expect((await upload(employee, { titleId: 'SF_312', documentStatus: 'CURRENT' }).expect(400)).body.message).toBe(
      MY_PORTAL_MESSAGES.onlyOwnFields,
    );
    expect(
      (
        await employee
          .post(`${ME}/document`)
          .field('document', JSON.stringify({ titleId: 'SF_312' }))
          .expect(400)
      ).body.message,
    ).toBe(MY_PORTAL_MESSAGES.fileRequired);
    await upload(employee, { titleId: 'NOT_A_TITLE' }).expect(400);
    const [{ n }] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM personnel_document WHERE personnel_id = $1`, [theirs.id]);
    expect(n).toBe(1);
  });

  it('shows the annual training required of a cleared person and counts a signed refresher briefing', async () => {
    await t.sql(
      `INSERT INTO annual_training_document (tenant_id, document_name, next_deadline_date) VALUES ($1, 'Annual Refresher 2026', '${YEAR}-12-31')`,
      [tenant],
    );
    const before = (await employee.get(`${ME}/annual-training`).expect(200)).body;
    expect(before).toMatchObject({ required: true, completedOn: null, titleId: 'ANNUAL_REFRESHER_BRIEFING' });
    expect(before.documents.map((d: JsonBody) => d.documentName)).toEqual(['Annual Refresher 2026']);
    await upload(employee, { titleId: 'ANNUAL_REFRESHER_BRIEFING', dateSigned: today() }).expect(201);
    expect((await employee.get(`${ME}/annual-training`).expect(200)).body.completedOn).toBe(today());
    const me = (await employee.get(ME).expect(200)).body;
    expect(me.briefings.map((d: JsonBody) => d.titleId)).toEqual(['ANNUAL_REFRESHER_BRIEFING']);
  });

  it('lists the actions the caller does themselves, each opening its page, and not the security office’s about them', async () => {
    // the security office asks Erin to verify her clearance (her action), and processes the visit she requests (its action)
    const verification = (
      await fso.post(`${API}/personnel/clearance-verification`).send({ personnelId: mine.id, clearanceId: myClearance }).expect(201)
    ).body.id as string;
    await employee
      .post(`${API}/visits/incoming/me`)
      .send({ startDate: `${YEAR}-07-01`, endDate: `${YEAR}-07-02`, facilityName: 'Lockheed Fort Worth' })
      .expect(201);
    const onRecord = await t.sql<{ title: string; source_key: string | null }>(
      `SELECT title, source_key FROM open_action WHERE personnel_id = $1 AND state = 'OPEN' ORDER BY created_at`,
      [mine.id],
    );
    expect(onRecord.some((a) => a.source_key?.startsWith('visit-request:'))).toBe(true);

    // hers: the verification, opening the page where she answers it, and the request addressed to her by hand (done
    // outside the product: no page); not the visit request the office processes, not Omar's action
    for (const query of [{}, { state: 'ALL' }]) {
      const res = await employee.get(`${ME}/open-actions`).query(query).expect(200);
      const rows = res.body as JsonBody[];
      expect(rows.map((a) => [a.title, a.page])).toEqual([
        ['Return your badge', null],
        [CLEARANCE_VERIFICATION_MESSAGES.personActionTitle, `/my-portal/portal/clearance-verification/${verification}`],
      ]);
      expect(res.headers['x-total-count']).toBe('2');
      expect(rows.every((a) => a.personnelId === mine.id)).toBe(true);
    }
    const paged = await employee.get(`${ME}/open-actions`).query({ page: 1, size: 1 }).expect(200);
    expect((paged.body as JsonBody[]).map((a) => a.title)).toEqual([CLEARANCE_VERIFICATION_MESSAGES.personActionTitle]);
    // the page the action opens is where she answers it
    const answer = await employee.get(`${API}/personnel/clearance-verification/${verification}`).expect(200);
    expect(answer.body).toMatchObject({ id: verification, status: 'SENT', canAnswer: true });
    // her dashboard lists the same action, opening the same page
    const dashboard = (await employee.get(`${API}/dashboard/me`).expect(200)).body;
    expect(dashboard.openActions.map((a: JsonBody) => [a.title, a.page])).toEqual([
      [CLEARANCE_VERIFICATION_MESSAGES.personActionTitle, `/my-portal/portal/clearance-verification/${verification}`],
      ['Return your badge', null],
    ]);
    // the security office still sees every action on her record
    const office = (await fso.get(`${API}/requests-and-actions/open-actions/personnel/${mine.id}`).expect(200)).body as JsonBody[];
    expect(office.map((a) => a.kind)).toEqual(expect.arrayContaining(['VISIT_REQUEST', 'OTHER']));
    expect(office.map((a) => a.title)).not.toContain('Not yours');
  });

  it('lists the reports the caller filed themself, and no one else’s', async () => {
    const personal = (agent: UserAgent, newValue: string) =>
      agent
        .post(`${API}/incidents/me`)
        .send({
          incidentType: 'PERSONAL_REPORT',
          category: 'NAME_CHANGE',
          title: `Name change ${newValue}`,
          details: { eventDate: today(), previousValue: 'Old', newValue },
          answers: { PR_CHANGE_DATE: today() },
        })
        .expect(201);
    const own = (await personal(employee, 'Mine')).body.id as string;
    // the security office's report about the same person is not the employee's own
    await fso
      .post(`${API}/incidents`)
      .send({
        incidentType: 'ADVERSE_ACTION',
        personnelId: mine.id,
        details: { nature: 'FINANCIAL', source: 'SUPERVISOR', learnedDate: today() },
      })
      .expect(201);
    const colleague = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [colleague.user.id, theirs.id]);
    const theirsId = (await personal(colleague, 'Theirs')).body.id as string;
    const res = await employee.get(`${ME}/incidents`).expect(200);
    expect((res.body as JsonBody[]).map((i) => i.id)).toEqual([own]);
    expect(res.body[0]).toMatchObject({ incidentType: 'PERSONAL_REPORT', status: 'SUBMITTED', selfReported: true, personnelId: mine.id });
    // a filter for someone else's record or for reports not self-filed is replaced by the caller's own
    const sneaky = JSON.stringify({ personnelId: theirs.id, selfReported: false });
    expect(((await employee.get(`${ME}/incidents`).query({ filter: sneaky }).expect(200)).body as JsonBody[]).map((i) => i.id)).toEqual([
      own,
    ]);
    expect(
      ((await employee.get(`${ME}/incidents`).query({ personnelId: theirs.id }).expect(200)).body as JsonBody[]).map((i) => i.id),
    ).toEqual([own]);
    expect(((await colleague.get(`${ME}/incidents`).expect(200)).body as JsonBody[]).map((i) => i.id)).toEqual([theirsId]);
    await employee.get(`${ME}/incidents`).query({ filter: '[1]' }).expect(400);
    await t.sql(`UPDATE personnel SET user_id = NULL WHERE id = $1`, [theirs.id]);
    expect((await other.get(`${ME}/incidents`).expect(200)).body).toEqual([]);
  });

  it('shows the reports the tenant’s Reports settings leave on', async () => {
    const all = (await employee.get(`${API}/my-portal/reports`).expect(200)).body.reports as JsonBody[];
    expect(all).toHaveLength(9);
    expect(all[0]).toMatchObject({ key: 'FOREIGN_CONTACT', label: 'Foreign Contact Report', path: 'foreign-contact', canCreate: true });
    await t.sql(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'MY_PORTAL_INSIDER_THREAT', 'FALSE')`, [tenant]);
    const shown = (await employee.get(`${API}/my-portal/reports`).expect(200)).body.reports as JsonBody[];
    expect(shown.map((r) => r.key)).not.toContain('INSIDER_THREAT');
    expect(shown).toHaveLength(8);
  });

  it('answers 404 with a message to an account without a personnel record', async () => {
    expect((await other.get(ME).expect(404)).body.message).toBe(MY_PORTAL_MESSAGES.noPersonnelRecord);
    await other.put(ME).send({ personnelContacts: [] }).expect(404);
    await upload(other, { titleId: 'SF_312' }).expect(404);
    // no record, so nothing asked of them (the list still checks its query)
    expect((await other.get(`${ME}/open-actions`).expect(200)).body).toEqual([]);
    await other
      .get(`${ME}/open-actions`)
      .query({ sort: JSON.stringify(['nope', 'ASC']) })
      .expect(400);
  });

  it('needs SELF_SERVICE', async () => {
    const clerk = await sessionAgent(t, { tenantId: tenant, permissions: full('PERSONNEL') });
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [clerk.user.id, theirs.id]);
    await clerk.get(ME).expect(403);
    await clerk.put(ME).send({ personnelContacts: [] }).expect(403);
    await clerk.get(`${ME}/annual-training`).expect(403);
    await t.sql(`UPDATE personnel SET user_id = NULL WHERE id = $1`, [theirs.id]);
  });

  it('is refused while impersonating, even to a user holding SELF_SERVICE', async () => {
    const staff = await sessionAgent(t, {
      tenantId: SYSTEM_TENANT_ID,
      tenantType: 'SYSTEM',
      permissions: { ...full('SELF_SERVICE', 'USERS'), IMPERSONATE_ALL: { canView: true } },
    });
    await staff.post(`${API}/sessions/impersonate`).send({ tenantId: tenant }).expect(200);
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [staff.user.id, theirs.id]);
    expect((await staff.get(ME).expect(403)).body.message).toBe(MY_PORTAL_MESSAGES.impersonating);
    await staff.put(ME).send({ personnelContacts: [] }).expect(403);
    await upload(staff as unknown as UserAgent, { titleId: 'SF_312' }).expect(403);
    await t.sql(`UPDATE personnel SET user_id = NULL WHERE id = $1`, [theirs.id]);
  });
});
