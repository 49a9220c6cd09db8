import { API_MESSAGES, FOCI_VISIT_MESSAGES as M, MY_PORTAL_MESSAGES, VISIT_MESSAGES } from '@clearline/shared';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { API, createPerson, facility, tenantWithoutMfa, userIn, type JsonBody, type UserAgent } from '../personnel/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { full, sessionAgent } from '../tenancy/support';
import { futureYear } from '../support/dates';
import { tenantDay } from '../support/time-zone';

/** The year of the visits of these tests: far enough ahead that no reminder, open action or week count ever reaches them. */
const YEAR = futureYear();

const FOCI = `${API}/visits/foci`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
/** country ids of the reference data */
const UK = 235;
const DE = 83;

/**
 * FOCI visits (spec 03 §3): add, read, edit, status moves checked on the server, attendees and affiliates, the
 * person's FOCI visits, delete with documents; employee requests from My Portal with the security office's open
 * action; permissions, another tenant's ids (404) and the audit rows.
 */
describe('FOCI visits', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let employee: UserAgent;
  let viewer: UserAgent;
  let other: UserAgent;
  let facilityId: string;
  let approver: JsonBody;
  let worker: JsonBody;
  let mine: JsonBody;

  const visit = async (over: Record<string, unknown> = {}) => {
    const res = await fso.post(FOCI).send({ startDate: `${YEAR}-03-02`, endDate: `${YEAR}-03-04`, visitLocation: 'Board room', ...over });
    expect(res.status).toBe(201);
    return res.body as JsonBody;
  };
  const put = (id: string, body: Record<string, unknown>) => fso.put(`${FOCI}/${id}`).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Foci Works');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    employee = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    viewer = await userIn(t, tenant, { permissions: { FOCI_VISITS: { canView: true } } });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Foci Works'), { roles: ['FSO'] });
    facilityId = await facility(fso, 'Foci Plant');
    approver = await createPerson(fso, [facilityId], { firstName: 'Alma', lastName: 'Approver', workEmail: 'alma@foci.example' });
    worker = await createPerson(fso, [facilityId], { firstName: 'Wes', lastName: 'Worker', workEmail: 'wes@foci.example' });
    mine = await createPerson(fso, [facilityId], { firstName: 'Erin', lastName: 'Employee', workEmail: 'erin@foci.example' });
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [employee.user.id, mine.id]);
  });
  afterAll(() => t?.close());

  it('adds a visit with every field, reads, lists with filters and edits it, with audit rows', async () => {
    const created = await fso.post(FOCI).send({
      startDate: `${YEAR}-04-06`,
      endDate: `${YEAR}-04-07`,
      visitLocation: 'Building 2, Conference Room A',
      visitPurpose: 'Quarterly Government Security Committee meeting',
      description: 'Outside directors and proxy holders review the FOCI mitigation.',
      commercial: false,
      visitFacilityId: facilityId,
      requestedById: worker.id,
      requestDate: `${YEAR}-03-01`,
      attendees: [
        { personnelId: worker.id },
        {
          fullName: 'Hans Becker',
          organization: 'Becker Holding GmbH',
          position: 'Director',
          citizenshipCountryId: DE,
          email: 'hb@becker.example',
        },
      ],
      affiliates: [{ fullName: 'Becker Holding GmbH', citizenshipCountryId: DE, position: 'Ultimate Parent' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      visitStatus: 'DRAFT',
      selfReported: false,
      visitFacilityName: 'Foci Plant',
      requestedByName: 'Wes Worker',
      requestDate: `${YEAR}-03-01`,
      attendeeCount: 2,
      affiliateCount: 1,
      documents: [],
    });
    expect(created.body.attendees).toEqual([
      // by name
      expect.objectContaining({ fullName: 'Hans Becker', citizenshipCountryName: 'Germany', foreignNational: true }),
      expect.objectContaining({ personnelId: worker.id, personnelName: 'Wes Worker', fullName: 'Wes Worker', foreignNational: false }),
    ]);
    expect(created.body.affiliates).toEqual([
      expect.objectContaining({ participantKind: 'AFFILIATE', fullName: 'Becker Holding GmbH', citizenshipCountryName: 'Germany' }),
    ]);
    const id = created.body.id as string;
    const got = await fso.get(`${FOCI}/${id}`).expect(200);
    expect(got.body.visitPurpose).toBe('Quarterly Government Security Committee meeting');

    const list = await fso
      .get(FOCI)
      .query({ visitFacilityId: facilityId, visitStatus: 'DRAFT', commercial: false, selfReported: false })
      .expect(200);
    expect(list.body.map((v: JsonBody) => v.id)).toContain(id);
    expect(
      (
        await fso
          .get(FOCI)
          .query({ startDate_gte: `${YEAR}-05-01` })
          .expect(200)
      ).body.map((v: JsonBody) => v.id),
    ).not.toContain(id);
    expect((await fso.get(FOCI).query({ q: 'conference room' }).expect(200)).body.map((v: JsonBody) => v.id)).toEqual([id]);
    expect((await fso.get(FOCI).query({ sort: 'nope' })).status).toBe(400);
    expect((await viewer.get(FOCI).expect(200)).body.length).toBeGreaterThan(0);

    const upd = await put(id, { startDate: `${YEAR}-04-06`, endDate: `${YEAR}-04-08`, commercial: true, version: got.body.version }).expect(
      200,
    );
    expect(upd.body).toMatchObject({ endDate: `${YEAR}-04-08`, commercial: true, attendeeCount: 2 });
    expect((await put(id, { startDate: `${YEAR}-04-06`, endDate: `${YEAR}-04-08`, version: 1 })).status).toBe(409);

    const audit = await t.sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE object_table = 'foci_visit' AND object_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE']);
    const parts = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE object_table = 'foci_visit_participant' AND action = 'CREATE' AND changes->'fociVisitId'->>'after' = $1`,
      [id],
    );
    expect(parts[0].n).toBe(3);
  });

  it('validates the visit with messages a person can act on', async () => {
    const post = (body: Record<string, unknown>) => fso.post(FOCI).send(body);
    expect((await post({ endDate: `${YEAR}-01-01` })).body.message).toBe('Start Date is required');
    expect((await post({ startDate: `${YEAR}-01-05` })).body.message).toBe('End Date is required');
    expect((await post({ startDate: `${YEAR}-01-05`, endDate: `${YEAR}-01-04` })).body.message).toBe(M.endBeforeStart);
    expect((await post({ startDate: `${YEAR}-01-05`, endDate: `${YEAR}-01-05`, visitStatus: 'APPROVED' })).body.message).toBe(
      M.createStatus,
    );
    const ghost = await post({
      startDate: `${YEAR}-01-05`,
      endDate: `${YEAR}-01-05`,
      visitFacilityId: '00000000-0000-4000-8000-000000000001',
    });
    expect({ status: ghost.status, message: ghost.body.message }).toEqual({
      status: 404,
      message: API_MESSAGES.fieldRecordNotFound('visitFacilityId', 'Visit Facility', '00000000-0000-4000-8000-000000000001'),
    });
    expect((await post({ startDate: `${YEAR}-01-05`, endDate: `${YEAR}-01-05`, selfReported: true, bogus: 1 })).status).toBe(400);
    expect((await post({ startDate: `${YEAR}-01-05`, endDate: `${YEAR}-01-05`, attendees: [{ organization: 'X' }] })).body.message).toBe(
      M.attendeeNameOrPerson,
    );
    expect(
      (await post({ startDate: `${YEAR}-01-05`, endDate: `${YEAR}-01-05`, affiliates: [{ fullName: 'ACME Ltd' }] })).body.message,
    ).toBe(M.affiliateCountry);
    expect(
      (await post({ startDate: `${YEAR}-01-05`, endDate: `${YEAR}-01-05`, affiliates: [{ citizenshipCountryId: UK }] })).body.message,
    ).toBe(M.affiliateName);
    expect(
      (
        await post({
          startDate: `${YEAR}-01-05`,
          endDate: `${YEAR}-01-05`,
          attendees: [{ personnelId: worker.id }, { personnelId: worker.id }],
        })
      ).body.message,
    ).toBe(M.duplicateAttendee);
    expect(
      (await post({ startDate: `${YEAR}-01-05`, endDate: `${YEAR}-01-05`, attendees: [{ fullName: 'X', citizenshipCountryId: 99999 }] }))
        .body.message,
    ).toBe('Citizenship is not valid');
    // nothing of the refused requests was written
    expect((await t.sql(`SELECT 1 FROM foci_visit WHERE start_date = '${YEAR}-01-05'`)).length).toBe(0);
  });

  it('moves the status only along the allowed moves, needs an approver to approve and stamps the status date', async () => {
    const v = await visit();
    const before = v.statusDate as string;
    expect((await put(v.id, { startDate: v.startDate, endDate: v.endDate, visitStatus: 'APPROVED' })).body.message).toBe(
      VISIT_MESSAGES.badMove('Draft', 'Approved'),
    );
    const submitted = await put(v.id, { startDate: v.startDate, endDate: v.endDate, visitStatus: 'SUBMITTED' }).expect(200);
    expect(submitted.body.visitStatus).toBe('SUBMITTED');
    expect(submitted.body.statusDate > before).toBe(true);
    const noApprover = await put(v.id, { startDate: v.startDate, endDate: v.endDate, visitStatus: 'APPROVED' });
    expect(noApprover.status).toBe(400);
    expect(noApprover.body.message).toBe(M.approverRequired);
    const approved = await put(v.id, { startDate: v.startDate, endDate: v.endDate, visitStatus: 'APPROVED', approver: approver.id }).expect(
      200,
    );
    expect(approved.body).toMatchObject({ visitStatus: 'APPROVED', approver: approver.id, approverName: 'Alma Approver' });
    await put(v.id, { startDate: v.startDate, endDate: v.endDate, visitStatus: 'COMPLETED' }).expect(200);
    // a completed visit is read-only: no field, no move, no participants, no documents
    const closed = await put(v.id, { startDate: v.startDate, endDate: v.endDate, visitLocation: 'Elsewhere' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(VISIT_MESSAGES.readOnly('Completed'));
    expect((await put(v.id, { startDate: v.startDate, endDate: v.endDate, visitStatus: 'CANCELLED' })).body.message).toBe(
      VISIT_MESSAGES.badMove('Completed', 'Cancelled'),
    );
    expect((await fso.post(`${FOCI}/attendees-affiliates`).send({ visitId: v.id, attendees: [], affiliates: [] })).status).toBe(409);
    expect((await fso.post(`${FOCI}/${v.id}/document`).field('document', JSON.stringify({ documentType: 'AGENDA' }))).status).toBe(409);

    // a denied request may only go back to draft
    const d = await visit({ visitStatus: 'SUBMITTED' });
    await put(d.id, { startDate: d.startDate, endDate: d.endDate, visitStatus: 'DENIED' }).expect(200);
    expect((await put(d.id, { startDate: d.startDate, endDate: d.endDate, visitLocation: 'X' })).status).toBe(409);
    const redraft = await put(d.id, {
      startDate: d.startDate,
      endDate: d.endDate,
      visitStatus: 'DRAFT',
      visitLocation: 'Corrected',
    }).expect(200);
    expect(redraft.body).toMatchObject({ visitStatus: 'DRAFT', visitLocation: 'Corrected' });
  });

  it('replaces attendees and affiliates, and lists the person’s FOCI visits', async () => {
    const v = await visit({ approver: approver.id });
    const res = await fso
      .post(`${FOCI}/attendees-affiliates`)
      .send({
        visitId: v.id,
        attendees: [
          { personnelId: worker.id, position: 'Host' },
          { fullName: 'Olivia Smythe', citizenshipCountryId: UK, organization: 'Albion Defence plc' },
        ],
        affiliates: [
          { fullName: 'Albion Defence plc', citizenshipCountryId: UK, position: 'Shareholder (35%)' },
          { fullName: 'UK Ministry of Defence', citizenshipCountryId: UK, position: 'Government Customer' },
        ],
      })
      .expect(200);
    expect(res.body.attendees.map((a: JsonBody) => a.fullName)).toEqual(['Olivia Smythe', 'Wes Worker']);
    expect(res.body.affiliates).toHaveLength(2);
    const again = await fso
      .post(`${FOCI}/attendees-affiliates`)
      .send({ visitId: v.id, attendees: [{ fullName: 'Olivia Smythe' }], affiliates: [] })
      .expect(200);
    expect(again.body).toMatchObject({ attendeeCount: 1, affiliateCount: 0 });
    expect((await t.sql(`SELECT 1 FROM foci_visit_participant WHERE foci_visit_id = $1`, [v.id])).length).toBe(1);
    const removed = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE object_table = 'foci_visit_participant' AND action = 'DELETE' AND changes->'fociVisitId'->>'before' = $1`,
      [v.id],
    );
    expect(removed[0].n).toBe(4);
    await fso
      .post(`${FOCI}/attendees-affiliates`)
      .send({ visitId: v.id, attendees: [{ personnelId: worker.id }], affiliates: [] })
      .expect(200);
    expect((await fso.post(`${FOCI}/attendees-affiliates`).send({ visitId: v.id, affiliates: [] })).body.message).toBe(
      'Attendees is required',
    );
    expect((await viewer.post(`${FOCI}/attendees-affiliates`).send({ visitId: v.id, attendees: [], affiliates: [] })).status).toBe(403);

    const rows = await fso.get(`${FOCI}/personnel/${worker.id}`).expect(200);
    expect(rows.body.visits.find((r: JsonBody) => r.id === v.id)).toMatchObject({ roles: ['ATTENDEE'], visitLocation: 'Board room' });
    const approverRows = await fso.get(`${FOCI}/personnel/${approver.id}`).expect(200);
    expect(approverRows.body.visits.find((r: JsonBody) => r.id === v.id).roles).toEqual(['APPROVER']);
    expect((await fso.get(`${FOCI}/personnel/00000000-0000-4000-8000-000000000001`)).status).toBe(404);
  });

  it('keeps documents, with or without a file, and deletes the visit with its documents and files', async () => {
    const v = await visit();
    const missing = await fso
      .post(`${FOCI}/${v.id}/document`)
      .field('document', JSON.stringify({ documentType: 'SECURITY_ASSURANCE', required: true }))
      .expect(201);
    expect(missing.body).toMatchObject({
      documentTitle: 'Security Assurance',
      documentStatus: 'NEEDS_REVIEW',
      required: true,
      fileName: null,
    });
    const withFile = await fso
      .post(`${FOCI}/${v.id}/document`)
      .field('document', JSON.stringify({ documentType: 'AGENDA' }))
      .attach('file', PDF, 'agenda.pdf')
      .expect(201);
    expect(withFile.body).toMatchObject({ documentTitle: 'agenda.pdf', fileName: 'agenda.pdf', uploadedBy: fso.user.id });
    const docs = await fso.get(`${FOCI}/${v.id}/documents`).expect(200);
    expect(docs.body.documents.map((d: JsonBody) => d.id)).toEqual([missing.body.id, withFile.body.id]);
    expect((await fso.get(`${FOCI}/${v.id}`).expect(200)).body.documents).toHaveLength(2);

    await fso.delete(`${FOCI}/${v.id}`).expect(204);
    expect((await fso.get(`${FOCI}/${v.id}`)).status).toBe(404);
    expect((await t.sql(`SELECT 1 FROM visit_document WHERE visit_id = $1`, [v.id])).length).toBe(0);
    expect((await t.sql(`SELECT 1 FROM document WHERE entity_type = 'FOCI_VISIT' AND entity_id = $1`, [v.id])).length).toBe(0);
    const audit = await t.sql<{ object_table: string; action: string }>(
      `SELECT object_table, action FROM audit_log WHERE action = 'DELETE' AND object_id = ANY ($1::text[]) ORDER BY id`,
      [[v.id, missing.body.id, withFile.body.id]],
    );
    expect(audit).toEqual([
      { object_table: 'visit_document', action: 'DELETE' },
      { object_table: 'visit_document', action: 'DELETE' },
      { object_table: 'foci_visit', action: 'DELETE' },
    ]);
  });

  it('lets an employee request a FOCI visit from My Portal; the security office processes it as an open action', async () => {
    const req = await employee
      .post(`${FOCI}/me`)
      .send({
        startDate: `${YEAR}-06-10`,
        endDate: `${YEAR}-06-11`,
        visitLocation: 'Lab 4',
        visitPurpose: 'Technical exchange with the parent company',
        visitFacilityId: facilityId,
        attendees: [{ fullName: 'Hans Becker', citizenshipCountryId: DE, organization: 'Becker Holding GmbH' }],
        affiliates: [{ fullName: 'Becker Holding GmbH', citizenshipCountryId: DE }],
      })
      .expect(201);
    expect(req.body).toMatchObject({
      visitStatus: 'SUBMITTED',
      selfReported: true,
      requestedById: mine.id,
      requestedByName: 'Erin Employee',
    });
    const id = req.body.id as string;
    // status, requester and approver are not the employee's to set
    expect(
      (await employee.post(`${FOCI}/me`).send({ startDate: `${YEAR}-06-10`, endDate: `${YEAR}-06-10`, visitStatus: 'APPROVED' })).status,
    ).toBe(400);
    expect((await employee.get(FOCI)).status).toBe(403);
    expect((await employee.put(`${FOCI}/${id}`).send({ startDate: `${YEAR}-06-10`, endDate: `${YEAR}-06-11` })).status).toBe(403);

    const own = await employee.get(`${FOCI}/me`).expect(200);
    expect(own.body.map((v: JsonBody) => v.id)).toEqual([id]);
    expect((await employee.get(`${FOCI}/me/${id}`).expect(200)).body.attendees).toHaveLength(1);
    const someoneElses = await visit();
    expect((await employee.get(`${FOCI}/me/${someoneElses.id}`)).status).toBe(404);
    const doc = await employee
      .post(`${FOCI}/me/${id}/document`)
      .field('document', JSON.stringify({ documentType: 'AGENDA', documentStatus: 'ACCEPTED' }))
      .attach('file', PDF, 'my-agenda.pdf')
      .expect(201);
    expect(doc.body).toMatchObject({ documentStatus: 'NEEDS_REVIEW', fileName: 'my-agenda.pdf' });
    expect((await employee.get(`${API}/documents/${doc.body.filePath}`)).status).toBe(200);
    expect((await employee.post(`${FOCI}/me/${someoneElses.id}/document`).field('document', '{}')).status).toBe(404);

    // the FSO's to do, on the facility visited: not an obligation in the employee's own list
    const facilityActions = () =>
      fso.get(`${API}/requests-and-actions/open-actions/facility/${facilityId}`).query({ state: 'ALL' }).expect(200);
    const action = (await facilityActions()).body.find((a: JsonBody) => a.title === M.openActionTitle && a.description.includes('Lab 4'));
    expect(action).toMatchObject({ state: 'OPEN', dueDate: `${YEAR}-06-10`, personnelId: null, kind: 'VISIT_REQUEST' });
    const byKind = await fso
      .get(`${API}/requests-and-actions/open-actions/facility/${facilityId}`)
      .query({ state: 'ALL', filter: JSON.stringify({ kind: 'VISIT_REQUEST' }) })
      .expect(200);
    expect(byKind.body.map((a: JsonBody) => a.id)).toContain(action.id);
    expect(byKind.body.every((a: JsonBody) => a.kind === 'VISIT_REQUEST')).toBe(true);
    const mineOpen = await employee.get(`${API}/requests-and-actions/open-actions/me`).query({ state: 'ALL' }).expect(200);
    expect(mineOpen.body.some((a: JsonBody) => a.title === M.openActionTitle)).toBe(false);
    await fso
      .put(`${FOCI}/${id}`)
      .send({ startDate: `${YEAR}-06-10`, endDate: `${YEAR}-06-11`, visitStatus: 'APPROVED', approver: approver.id })
      .expect(200);
    expect((await facilityActions()).body.find((a: JsonBody) => a.id === action.id)).toMatchObject({ state: 'COMPLETED' });
    // the approved request is still the employee's to read, no longer to add to
    expect((await employee.get(`${FOCI}/me/${id}`).expect(200)).body.visitStatus).toBe('APPROVED');

    // the own list takes the list's filter, sort and page next to the caller's condition
    const second = await employee
      .post(`${FOCI}/me`)
      .send({ startDate: `${YEAR}-07-01`, endDate: `${YEAR}-07-02`, visitLocation: 'Lab 5' })
      .expect(201);
    const approved = await employee
      .get(`${FOCI}/me`)
      .query({ filter: JSON.stringify({ visitStatus: 'APPROVED' }) })
      .expect(200);
    expect(approved.body.map((v: JsonBody) => v.id)).toEqual([id]);
    const page2 = await employee
      .get(`${FOCI}/me`)
      .query({ sort: JSON.stringify(['startDate', 'ASC']), range: '[1,1]' })
      .expect(200);
    expect(page2.body.map((v: JsonBody) => v.id)).toEqual([second.body.id]);
    expect(page2.headers['content-range']).toMatch(/ 1-1\/2$/);

    // an account without a personnel record cannot request in anyone's name
    const stranger = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    const refused = await stranger.post(`${FOCI}/me`).send({ startDate: `${YEAR}-06-10`, endDate: `${YEAR}-06-10` });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(MY_PORTAL_MESSAGES.noPersonnelRecord);
  });

  it("counts this week's FOCI visits on the dashboard and lists them among the employee's own visits", async () => {
    const thisWeek = async () => (await fso.get(`${API}/dashboard`).query({ facilityId }).expect(200)).body.visitsThisWeek as number;
    const before = await thisWeek();
    await visit({ startDate: tenantDay(), endDate: tenantDay(), visitFacilityId: facilityId, visitStatus: 'SUBMITTED' });
    await visit({ startDate: tenantDay(), endDate: tenantDay(), visitFacilityId: facilityId });
    // the draft is not under way
    expect(await thisWeek()).toBe(before + 1);

    const req = await employee
      .post(`${FOCI}/me`)
      .send({ startDate: `${YEAR}-09-14`, endDate: `${YEAR}-09-15`, visitLocation: 'Lab 9', visitFacilityId: facilityId })
      .expect(201);
    const own = await employee.get(`${API}/visits/me`).expect(200);
    expect(own.body.find((v: JsonBody) => v.id === req.body.id)).toMatchObject({
      visitKind: 'FOCI',
      visitStatus: 'SUBMITTED',
      startDate: `${YEAR}-09-14`,
      endDate: `${YEAR}-09-15`,
      counterpart: 'Lab 9',
      facilityName: 'Foci Plant',
      selfReported: true,
      roles: ['REQUESTER'],
    });
  });

  it('refuses self-service while impersonating', async () => {
    const staff = await sessionAgent(t, {
      tenantId: SYSTEM_TENANT_ID,
      tenantType: 'SYSTEM',
      permissions: { ...full('SELF_SERVICE', 'FOCI_VISITS'), IMPERSONATE_ALL: { canView: true } },
    });
    await staff.post(`${API}/sessions/impersonate`).send({ tenantId: tenant }).expect(200);
    const res = await staff.post(`${FOCI}/me`).send({ startDate: `${YEAR}-06-10`, endDate: `${YEAR}-06-10` });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MY_PORTAL_MESSAGES.impersonating);
  });

  it("answers 404 for another tenant's visit, document and person", async () => {
    const v = await visit();
    const doc = await fso
      .post(`${FOCI}/${v.id}/document`)
      .field('document', JSON.stringify({ documentType: 'NDA' }))
      .expect(201);
    expect((await other.get(`${FOCI}/${v.id}`)).status).toBe(404);
    expect((await other.put(`${FOCI}/${v.id}`).send({ startDate: `${YEAR}-01-01`, endDate: `${YEAR}-01-01` })).status).toBe(404);
    expect((await other.delete(`${FOCI}/${v.id}`)).status).toBe(404);
    expect((await other.get(`${FOCI}/${v.id}/documents`)).status).toBe(404);
    expect((await other.post(`${FOCI}/${v.id}/document`).field('document', '{}')).status).toBe(404);
    expect((await other.delete(`${FOCI}/${v.id}/document/${doc.body.id}`)).status).toBe(404);
    expect((await other.post(`${FOCI}/attendees-affiliates`).send({ visitId: v.id, attendees: [], affiliates: [] })).status).toBe(404);
    expect((await other.get(`${FOCI}/personnel/${worker.id}`)).status).toBe(404);
    expect((await other.get(FOCI).expect(200)).body.map((x: JsonBody) => x.id)).not.toContain(v.id);
    expect((await fso.get(`${FOCI}/not-a-uuid`)).status).toBe(404);
    expect((await fso.get(`${FOCI}/${v.id}`)).status).toBe(200);
  });
});
