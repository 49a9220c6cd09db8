import { API_MESSAGES, dayIn } from '@clearline/shared';
import type TestAgent from 'supertest/lib/agent';
import { RemindersService } from '../../src/modules/reminders/reminders.service';
import { createPerson, facility, tenantWithoutMfa, userIn } from '../personnel/fixtures';
import { inTenantTimeZone, zoneOffUtcDay } from '../support/time-zone';
import { startTestApp, type TestApp } from '../support/test-app';
import { futureYear, isLeapYear } from '../support/dates';

/**
 * The year of the far-future visits of these tests: they stay in the future whatever day the suite runs, and the year
 * two on has a 29 February (a two-year permanent certification from 1 March ends on it).
 */
const YEAR = futureYear((year) => isLeapYear(year + 2));

const API = '/api/v1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/**
 * Incoming and outgoing visits: visitors and their SSNs, people and the clearance check, statuses, My Portal requests, look-ups, reminders.
 */
describe('visits', () => {
  let t: TestApp;
  let tenantId: string;
  let fso: TestAgent;
  let other: TestAgent;
  let employee: TestAgent & { user: { id: string } };
  let employeeId: string;
  let facilityId: string;

  /** A person of the tenant holding `level` (an ACTIVE clearance), or none. */
  const personWith = async (first: string, last: string, level: string | null) => {
    const p = await createPerson(fso, [facilityId], {
      firstName: first,
      lastName: last,
      workEmail: `${first}.${last}@acme.example`.toLowerCase(),
    });
    if (level) {
      await t.sql(
        `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility) VALUES ($1, $2, $3, 'ACTIVE', $4)`,
        [tenantId, p.id, facilityId, level],
      );
    }
    return p.id as string;
  };

  const incoming = async (over: Record<string, unknown> = {}) => {
    const res = await fso
      .post(`${API}/visits/incoming`)
      .send({ startDate: `${YEAR}-05-04`, endDate: `${YEAR}-05-06`, facilityName: 'Northrop Site 7', toFacilityId: facilityId, ...over });
    expect(res.status).toBe(201);
    return res.body as Record<string, unknown> & { id: string; version: number };
  };

  const outgoing = async (over: Record<string, unknown> = {}) => {
    const res = await fso.post(`${API}/visits/outgoing`).send({
      startDate: `${YEAR}-06-01`,
      endDate: `${YEAR}-06-03`,
      toFacilityName: 'Raytheon Tucson',
      toCageCode: '1abc2',
      fromFacilityId: facilityId,
      ...over,
    });
    expect(res.status).toBe(201);
    return res.body as Record<string, unknown> & { id: string; version: number };
  };

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await tenantWithoutMfa(t, 'Visit Co');
    fso = await userIn(t, tenantId, { roles: ['FSO'] });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Visit Co'), { roles: ['FSO'] });
    facilityId = await facility(fso, 'Visit Plant');
    employee = (await userIn(t, tenantId, { roles: ['CLIENT_EMPLOYEE'] })) as TestAgent & { user: { id: string } };
    employeeId = await personWith('Eve', 'Employee', 'SECRET');
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [employee.user.id, employeeId]);
  }, 120_000);
  afterAll(() => t?.close());

  it('adds, reads, edits and deletes an incoming visit with its visitors; the SSN is encrypted at rest and answered masked', async () => {
    const contact = await personWith('Mary', 'Contact', null);
    const created = await incoming({
      meetingContactId: contact,
      isClassifiedVisit: true,
      clearanceLevel: 'SECRET',
      visitPurpose: 'Design review',
      specialAccesses: ['NATO'],
      notes: { notesFromEmployee: 'Badge at lobby', notesFromHelpDesk: 'Escort required' },
      visitors: [
        {
          visitorName: 'Victor Visitor',
          citizenship: 236,
          ssn: '123-45-6789',
          clearanceLevel: 'SECRET',
          specialAccesses: ['NATO'],
          company: 'Northrop',
        },
        { visitorName: 'Fiona Foreign', citizenship: 82, clearanceLevel: 'NONE' },
      ],
    });
    expect(created).toMatchObject({
      visitStatus: 'DRAFT',
      meetingContactName: 'Mary Contact',
      toFacilityName: 'Visit Plant',
      selfReported: false,
      visitorCount: 2,
      notes: { notesFromEmployee: 'Badge at lobby', notesFromHelpDesk: 'Escort required' },
      ssnVisibility: 'LAST_FOUR',
      documents: [],
    });
    const victor = (created.visitors as Array<Record<string, unknown>>).find((v) => v.visitorName === 'Victor Visitor')!;
    expect(victor).toMatchObject({ ssn: '***-**-6789', citizenship: 236, clearanceLevel: 'SECRET', company: 'Northrop' });
    expect(victor.citizenshipName).toBeTruthy();

    const [stored] = await t.sql<{ ssn_encrypted: string; ssn_last_four: string }>(
      `SELECT ssn_encrypted, ssn_last_four FROM incoming_visitor WHERE id = $1`,
      [victor.id],
    );
    expect(stored.ssn_encrypted).toMatch(/^v1\./);
    expect(stored.ssn_encrypted).not.toContain('123456789');
    expect(stored.ssn_last_four).toBe('6789');
    const audit = await t.sql<{ details: unknown }>(
      `SELECT details FROM audit_log WHERE object_table = 'incoming_visitor' AND object_id = $1`,
      [victor.id],
    );
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toMatch(/123-?45-?6789|v1\./);

    // the masked form sent back keeps the stored number; a visitor left out is removed
    const upd = await fso.put(`${API}/visits/incoming/${created.id}`).send({
      startDate: `${YEAR}-05-04`,
      endDate: `${YEAR}-05-07`,
      version: created.version,
      visitors: [{ ...victor, ssn: '***-**-6789', company: 'Northrop Grumman' }],
    });
    expect(upd.status).toBe(200);
    expect(upd.body.visitors).toHaveLength(1);
    expect(upd.body.visitors[0]).toMatchObject({ id: victor.id, ssn: '***-**-6789', company: 'Northrop Grumman' });
    const [same] = await t.sql<{ ssn_encrypted: string }>(`SELECT ssn_encrypted FROM incoming_visitor WHERE id = $1`, [victor.id]);
    expect(same.ssn_encrypted).toBe(stored.ssn_encrypted);

    // the whole number only through the audited reveal
    const reveal = await fso.get(`${API}/visits/incoming/${created.id}/visitors/${victor.id}/ssn`);
    expect(reveal.status).toBe(200);
    expect(reveal.body).toEqual({ ssn: '123-45-6789' });
    const [revealRow] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE event_type = 'SSN_REVEAL' AND object_table = 'incoming_visitor' AND object_id = $1`,
      [victor.id],
    );
    expect(revealRow.n).toBe(1);

    // a new visitor sent with a masked SSN is refused
    const masked = await fso
      .put(`${API}/visits/incoming/${created.id}`)
      .send({ startDate: `${YEAR}-05-04`, endDate: `${YEAR}-05-07`, visitors: [{ visitorName: 'New', ssn: '***-**-1111' }] });
    expect(masked.status).toBe(400);
    expect(masked.body.message).toBe('Visitor SSN must be the whole number for a new visitor');

    // the whole answer sent back as read is accepted (answer-only fields are ignored)
    const roundTrip = await fso.put(`${API}/visits/incoming/${created.id}`).send({ ...upd.body, visitPurpose: 'Design review, day 2' });
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body).toMatchObject({ visitPurpose: 'Design review, day 2', visitorCount: 1 });
    expect(roundTrip.body.visitors[0].ssn).toBe('***-**-6789');

    const list = await fso.get(`${API}/visits/incoming?filter=${encodeURIComponent(JSON.stringify({ q: 'victor' }))}`);
    expect(list.status).toBe(200);
    expect(list.body.map((v: { id: string }) => v.id)).toContain(created.id);

    const del = await fso.delete(`${API}/visits/incoming/${created.id}`);
    expect(del.status).toBe(204);
    expect(await t.sql(`SELECT 1 FROM incoming_visitor WHERE incoming_visit_id = $1`, [created.id])).toHaveLength(0);
    const [deleted] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE object_table = 'incoming_visit' AND object_id = $1 AND event_type = 'DELETE'`,
      [created.id],
    );
    expect(deleted.n).toBe(1);
  });

  it('checks dates, references and the status moves; closed visits are read-only and approved ones are kept', async () => {
    const bad = await fso.post(`${API}/visits/incoming`).send({ startDate: `${YEAR}-05-04`, endDate: `${YEAR}-05-01` });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('End Date must be on or after Start Date');
    const missing = await fso.post(`${API}/visits/incoming`).send({ endDate: `${YEAR}-05-01` });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Start Date is required');
    const wrongRef = await fso
      .post(`${API}/visits/incoming`)
      .send({ startDate: `${YEAR}-05-04`, endDate: `${YEAR}-05-05`, meetingContactId: '00000000-0000-4000-8000-000000000001' });
    expect(wrongRef.status).toBe(404);
    expect(wrongRef.body.message).toBe(
      API_MESSAGES.fieldRecordNotFound('meetingContactId', 'Meeting Contact', '00000000-0000-4000-8000-000000000001'),
    );
    const approvedAtOnce = await fso
      .post(`${API}/visits/incoming`)
      .send({ startDate: `${YEAR}-05-04`, endDate: `${YEAR}-05-05`, visitStatus: 'APPROVED' });
    expect(approvedAtOnce.status).toBe(400);

    const v = await incoming();
    const jump = await fso
      .put(`${API}/visits/incoming/${v.id}`)
      .send({ startDate: `${YEAR}-05-04`, endDate: `${YEAR}-05-06`, visitStatus: 'COMPLETED' });
    expect(jump.status).toBe(409);
    expect(jump.body.message).toBe('A Draft visit cannot be moved to Completed.');
    const before = await fso.get(`${API}/visits/incoming/${v.id}`);
    const sub = await fso
      .put(`${API}/visits/incoming/${v.id}`)
      .send({ startDate: `${YEAR}-05-04`, endDate: `${YEAR}-05-06`, visitStatus: 'SUBMITTED' });
    expect(sub.status).toBe(200);
    expect(sub.body.visitStatus).toBe('SUBMITTED');
    expect(Date.parse(sub.body.statusDate)).toBeGreaterThanOrEqual(Date.parse(before.body.statusDate));
    const app = await fso
      .put(`${API}/visits/incoming/${v.id}`)
      .send({ startDate: `${YEAR}-05-04`, endDate: `${YEAR}-05-06`, visitStatus: 'APPROVED' });
    expect(app.status).toBe(200);
    const keep = await fso.delete(`${API}/visits/incoming/${v.id}`);
    expect(keep.status).toBe(409);
    expect(keep.body.message).toContain('Approved visit is kept on record');
    const done = await fso
      .put(`${API}/visits/incoming/${v.id}`)
      .send({ startDate: `${YEAR}-05-04`, endDate: `${YEAR}-05-06`, visitStatus: 'COMPLETED' });
    expect(done.status).toBe(200);
    const locked = await fso
      .put(`${API}/visits/incoming/${v.id}`)
      .send({ startDate: `${YEAR}-05-04`, endDate: `${YEAR}-05-06`, visitPurpose: 'x' });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('This visit is Completed; it can no longer be changed.');
    const doc = await fso
      .post(`${API}/visits/incoming/${v.id}/document`)
      .field('document', JSON.stringify({ documentType: 'AGENDA' }))
      .attach('file', PDF, 'agenda.pdf');
    expect(doc.status).toBe(409);
  });

  it('files, reviews and deletes documents of a visit', async () => {
    const v = await outgoing();
    const added = await fso
      .post(`${API}/visits/outgoing/${v.id}/document`)
      .field('document', JSON.stringify({ documentType: 'VISIT_AUTHORIZATION_REQUEST', documentTitle: 'VAR' }))
      .attach('file', PDF, 'var.pdf');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ documentType: 'VISIT_AUTHORIZATION_REQUEST', documentStatus: 'NEEDS_REVIEW', documentTitle: 'VAR' });
    const reviewed = await fso
      .put(`${API}/visits/outgoing/${v.id}/document/${added.body.id}`)
      .field('document', JSON.stringify({ documentStatus: 'ACCEPTED' }));
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.documentStatus).toBe('ACCEPTED');
    const got = await fso.get(`${API}/visits/outgoing/${v.id}`);
    expect(got.body.documents.map((d: { id: string }) => d.id)).toEqual([added.body.id]);
    const wrongVisit = await outgoing();
    expect((await fso.delete(`${API}/visits/outgoing/${wrongVisit.id}/document/${added.body.id}`)).status).toBe(404);
    expect((await fso.delete(`${API}/visits/outgoing/${v.id}/document/${added.body.id}`)).status).toBe(204);
    expect((await fso.get(`${API}/visits/outgoing/${v.id}`)).body.documents).toEqual([]);
  });

  it('runs a permanent certification from its start date for its duration', async () => {
    const v = await outgoing({
      startDate: `${YEAR}-03-01`,
      endDate: null,
      isPermCertification: true,
      permCertificationDuration: 'ONE_YEAR',
    });
    expect(v).toMatchObject({
      endDate: `${YEAR + 1}-02-28`,
      isPermCertification: true,
      permCertificationDuration: 'ONE_YEAR',
      toCageCode: '1ABC2',
    });
    const tooLate = await fso.post(`${API}/visits/outgoing`).send({
      startDate: `${YEAR}-03-01`,
      endDate: `${YEAR + 2}-03-01`,
      isPermCertification: true,
      permCertificationDuration: 'TWO_YEARS',
    });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.message).toBe(
      `A permanent certification ends at the latest on ${YEAR + 2}-02-29 (its start date plus its duration).`,
    );
    const noDuration = await fso.post(`${API}/visits/outgoing`).send({ startDate: `${YEAR}-03-01`, isPermCertification: true });
    expect(noDuration.status).toBe(400);
    expect(noDuration.body.message).toBe('Permanent Certification Duration is required for a permanent certification');
    const noEnd = await fso.post(`${API}/visits/outgoing`).send({ startDate: `${YEAR}-03-01` });
    expect(noEnd.status).toBe(400);
    expect(noEnd.body.message).toBe('End Date is required');
    const badMethod = await fso
      .post(`${API}/visits/outgoing`)
      .send({ startDate: `${YEAR}-03-01`, endDate: `${YEAR}-03-02`, submissionMethod: 'PIGEON' });
    expect(badMethod.status).toBe(400);
  });

  it('adds people to an outgoing visit only when their clearance covers the visit, all or none', async () => {
    const v = await outgoing({ clearanceLevel: 'SECRET', visitStatus: 'SUBMITTED', submissionMethod: 'DISS', smoCode: 'ABC123' });
    const ts = await personWith('Tom', 'Topsecret', 'TOP_SECRET');
    const conf = await personWith('Carl', 'Confidential', 'CONFIDENTIAL');
    const refused = await fso
      .post(`${API}/visits/outgoing/personnel/add`)
      .send({ visitId: v.id, personnel: [{ personnelId: ts }, { personnelId: conf }] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Carl Confidential holds Confidential but the visit requires Secret; the person cannot be added to the visit.',
    );
    expect(await t.sql(`SELECT 1 FROM outgoing_visit_personnel WHERE outgoing_visit_id = $1`, [v.id])).toHaveLength(0);

    const added = await fso
      .post(`${API}/visits/outgoing/personnel/add`)
      .send({ visitId: v.id, personnel: [{ personnelId: ts, role: 'Engineer' }] });
    expect(added.status).toBe(201);
    expect(added.body).toEqual([
      expect.objectContaining({ personnelId: ts, clearanceLevel: 'TOP_SECRET', role: 'Engineer', firstName: 'Tom' }),
    ]);
    const twice = await fso.post(`${API}/visits/outgoing/personnel/add`).send({ visitId: v.id, personnel: [{ personnelId: ts }] });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Tom Topsecret is already on this visit.');

    const upd = await fso
      .post(`${API}/visits/outgoing/personnel/update`)
      .send({ visitId: v.id, personnelId: ts, role: 'Lead', notes: 'Brings laptop' });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ role: 'Lead', notes: 'Brings laptop' });

    // the visit's level cannot be raised above what someone on it holds
    const conf2 = await outgoing({ clearanceLevel: 'CONFIDENTIAL' });
    expect(
      (await fso.post(`${API}/visits/outgoing/personnel/add`).send({ visitId: conf2.id, personnel: [{ personnelId: conf }] })).status,
    ).toBe(201);
    const raise = await fso
      .put(`${API}/visits/outgoing/${conf2.id}`)
      .send({ startDate: `${YEAR}-06-01`, endDate: `${YEAR}-06-03`, clearanceLevel: 'TOP_SECRET' });
    expect(raise.status).toBe(400);
    expect(raise.body.message).toContain('Carl Confidential holds Confidential but the visit requires Top Secret');

    const detail = await fso.get(`${API}/visits/outgoing/${v.id}`);
    expect(detail.body).toMatchObject({ personnelCount: 1, submissionMethod: 'DISS', smoCode: 'ABC123', fromFacilityName: 'Visit Plant' });
    const lookup = await fso.get(`${API}/visits/personnel/${ts}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual([
      expect.objectContaining({ id: v.id, visitKind: 'OUTGOING', roles: ['VISITOR'], counterpart: 'Raytheon Tucson' }),
    ]);

    expect((await fso.delete(`${API}/visits/outgoing/${v.id}/personnel/${ts}`)).status).toBe(204);
    expect((await fso.delete(`${API}/visits/outgoing/${v.id}/personnel/${ts}`)).status).toBe(404);
  });

  it('lets an employee request visits from My Portal; the FSO processes them through an open action', async () => {
    const req = await employee.post(`${API}/visits/incoming/me`).send({
      startDate: `${YEAR}-07-01`,
      endDate: `${YEAR}-07-02`,
      facilityName: 'Lockheed Fort Worth',
      visitStatus: 'APPROVED',
      notes: { notesFromEmployee: 'Two guests', notesFromHelpDesk: 'set by the employee' },
    });
    expect(req.status).toBe(201);
    expect(req.body).toMatchObject({
      visitStatus: 'SUBMITTED',
      selfReported: true,
      requestedById: employeeId,
      requestedByName: 'Eve Employee',
      notes: { notesFromEmployee: 'Two guests', notesFromHelpDesk: null },
    });
    const [action] = await t.sql<{ state: string; title: string; due_date: string }>(
      `SELECT state, title, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM open_action WHERE personnel_id = $1 AND source_key = $2`,
      [employeeId, `visit-request:INCOMING:${req.body.id}`],
    );
    expect(action).toMatchObject({ state: 'OPEN', title: 'Visit request to process', due_date: `${YEAR}-07-01` });

    // the employee reads and adds documents to their own request, never anyone else's, and cannot edit it
    expect((await employee.get(`${API}/visits/incoming/${req.body.id}`)).status).toBe(200);
    const doc = await employee
      .post(`${API}/visits/incoming/${req.body.id}/document`)
      .field('document', JSON.stringify({ documentType: 'AGENDA' }))
      .attach('file', PDF, 'agenda.pdf');
    expect(doc.status).toBe(201);
    const notMine = await incoming();
    expect((await employee.get(`${API}/visits/incoming/${notMine.id}`)).status).toBe(404);
    const notMineDoc = await employee
      .post(`${API}/visits/incoming/${notMine.id}/document`)
      .field('document', JSON.stringify({ documentType: 'AGENDA' }))
      .attach('file', PDF, 'x.pdf');
    expect(notMineDoc.status).toBe(404);
    expect(
      (await employee.put(`${API}/visits/incoming/${req.body.id}`).send({ startDate: `${YEAR}-07-01`, endDate: `${YEAR}-07-02` })).status,
    ).toBe(403);
    expect((await employee.get(`${API}/visits/incoming`)).status).toBe(403);

    const approved = await fso.put(`${API}/visits/incoming/${req.body.id}`).send({
      startDate: `${YEAR}-07-01`,
      endDate: `${YEAR}-07-02`,
      visitStatus: 'APPROVED',
      notes: { notesFromHelpDesk: 'Approved, escort Mary' },
    });
    expect(approved.status).toBe(200);
    const [done] = await t.sql<{ state: string; note: string }>(`SELECT state, note FROM open_action WHERE source_key = $1`, [
      `visit-request:INCOMING:${req.body.id}`,
    ]);
    expect(done).toEqual({ state: 'COMPLETED', note: 'The visit request was approved.' });

    // an outgoing request puts the employee on the visit, checked against the visit's level
    const tooHigh = await employee
      .post(`${API}/visits/outgoing/me`)
      .send({ startDate: `${YEAR}-08-01`, endDate: `${YEAR}-08-02`, clearanceLevel: 'TOP_SECRET' });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toBe(
      'Eve Employee holds Secret but the visit requires Top Secret; the person cannot be added to the visit.',
    );
    const out = await employee.post(`${API}/visits/outgoing/me`).send({
      startDate: `${YEAR}-08-01`,
      endDate: `${YEAR}-08-02`,
      clearanceLevel: 'SECRET',
      toFacilityName: 'Boeing St. Louis',
      processedBy: employeeId,
    });
    expect(out.status).toBe(201);
    expect(out.body).toMatchObject({ selfReported: true, visitStatus: 'SUBMITTED', processedBy: null, personnelCount: 1 });

    const mine = await employee.get(`${API}/visits/me`);
    expect(mine.status).toBe(200);
    expect(mine.body.map((r: { id: string; visitKind: string }) => `${r.visitKind}:${r.id}`).sort()).toEqual(
      [`INCOMING:${req.body.id}`, `OUTGOING:${out.body.id}`].sort(),
    );
    expect((await fso.get(`${API}/visits/me`)).body).toEqual([]);

    // deleting a request closes its open action
    expect(
      (
        await fso
          .put(`${API}/visits/outgoing/${out.body.id}`)
          .send({ startDate: `${YEAR}-08-01`, endDate: `${YEAR}-08-02`, visitStatus: 'DENIED' })
      ).status,
    ).toBe(200);
    const [denied] = await t.sql<{ state: string }>(`SELECT state FROM open_action WHERE source_key = $1`, [
      `visit-request:OUTGOING:${out.body.id}`,
    ]);
    expect(denied.state).toBe('COMPLETED');
  });

  it('answers 404 for another tenant’s visits and ids that are not UUIDs', async () => {
    const inc = await incoming();
    const out = await outgoing();
    expect((await other.get(`${API}/visits/incoming/${inc.id}`)).status).toBe(404);
    expect(
      (await other.put(`${API}/visits/incoming/${inc.id}`).send({ startDate: `${YEAR}-05-04`, endDate: `${YEAR}-05-06` })).status,
    ).toBe(404);
    expect((await other.delete(`${API}/visits/outgoing/${out.id}`)).status).toBe(404);
    expect((await other.post(`${API}/visits/outgoing/personnel/add`).send({ visitId: out.id, personnel: [] })).status).toBe(404);
    expect((await other.get(`${API}/visits/incoming`)).body.map((v: { id: string }) => v.id)).not.toContain(inc.id);
    expect((await fso.get(`${API}/visits/incoming/not-a-uuid`)).status).toBe(404);
  });

  it('reminds of a permanent certification nearing its end and counts it on the dashboard', async () => {
    const going = await personWith('Paul', 'Permanent', 'TOP_SECRET');
    const [{ today }] = await t.sql<{ today: string }>(
      `SELECT to_char((now() AT TIME ZONE 'America/New_York')::date, 'YYYY-MM-DD') AS today`,
    );
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 355 * 86_400_000).toISOString().slice(0, 10);
    const v = await outgoing({
      startDate: start,
      endDate: null,
      isPermCertification: true,
      permCertificationDuration: 'ONE_YEAR',
      clearanceLevel: 'SECRET',
    });
    await fso.post(`${API}/visits/outgoing/personnel/add`).send({ visitId: v.id, personnel: [{ personnelId: going }] });
    for (const s of ['SUBMITTED', 'APPROVED']) {
      expect((await fso.put(`${API}/visits/outgoing/${v.id}`).send({ startDate: start, visitStatus: s })).status).toBe(200);
    }
    const dash = await fso.get(`${API}/dashboard`);
    expect(dash.status).toBe(200);
    expect(dash.body.permCertificationsExpiring).toEqual({ count: 1, withinDays: 30 });
    expect(typeof dash.body.visitsThisWeek).toBe('number');

    const [tenant] = await t.sql<{ id: string; name: string; contact_email: string | null }>(
      `SELECT id, name, contact_email FROM tenant WHERE id = $1`,
      [tenantId],
    );
    await t.sql(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'SECURITY_OFFICE_EMAIL', 'fso@visit.example')`, [
      tenantId,
    ]);
    const first = await t.app.get(RemindersService).remindTenant(tenant);
    expect(first.openActions).toBeGreaterThanOrEqual(1);
    expect(first.mails).toBeGreaterThanOrEqual(1);
    const [action] = await t.sql<{ title: string; state: string }>(
      `SELECT title, state FROM open_action WHERE personnel_id = $1 AND source_key LIKE 'reminder:PERM_CERTIFICATION:%'`,
      [going],
    );
    expect(action).toEqual({ title: 'Permanent visit certification ends: Permanent, Paul', state: 'OPEN' });
    const [logged] = await t.sql<{ summary: string }>(`SELECT summary FROM reminder_log WHERE kind = 'PERM_CERTIFICATION'`);
    expect(logged.summary).toContain('Permanent visit certification to Raytheon Tucson');
    const again = await t.app.get(RemindersService).remindTenant(tenant);
    expect(again.reminders).toBe(0);
  });
  it('the daily run closes approved visits past their last day: completed, or expired for a permanent certification; audited', async () => {
    const [{ today }] = await t.sql<{ today: string }>(
      `SELECT to_char((now() AT TIME ZONE 'America/New_York')::date, 'YYYY-MM-DD') AS today`,
    );
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const move = async (path: string, dates: Record<string, unknown>, ...statuses: string[]) => {
      for (const visitStatus of statuses) {
        const res = await fso.put(`${API}/visits/${path}`).send({ ...dates, visitStatus });
        expect(res.body.message).toBeUndefined();
        expect(res.status).toBe(200);
      }
    };
    const ended = await incoming({ startDate: day(-3), endDate: day(-1) });
    await move(`incoming/${ended.id}`, { startDate: day(-3), endDate: day(-1) }, 'SUBMITTED', 'APPROVED');
    const lastDayToday = await incoming({ startDate: day(-2), endDate: day(0) });
    await move(`incoming/${lastDayToday.id}`, { startDate: day(-2), endDate: day(0) }, 'SUBMITTED', 'APPROVED');
    const neverApproved = await outgoing({ startDate: day(-10), endDate: day(-8) });
    await move(`outgoing/${neverApproved.id}`, { startDate: day(-10), endDate: day(-8) }, 'SUBMITTED');
    const trip = await outgoing({ startDate: day(-10), endDate: day(-8) });
    await move(`outgoing/${trip.id}`, { startDate: day(-10), endDate: day(-8) }, 'SUBMITTED', 'APPROVED');
    // a one-year certification that began two years ago has lapsed
    const cert = await outgoing({ startDate: day(-730), endDate: null, isPermCertification: true, permCertificationDuration: 'ONE_YEAR' });
    await move(`outgoing/${cert.id}`, { startDate: day(-730) }, 'SUBMITTED', 'APPROVED');
    const approverId = await personWith('Ada', 'Approver', null);
    const foci = await fso.post(`${API}/visits/foci`).send({ startDate: day(-5), endDate: day(-4), visitLocation: 'Board room' });
    expect(foci.status).toBe(201);
    await move(`foci/${foci.body.id}`, { startDate: day(-5), endDate: day(-4), approver: approverId }, 'SUBMITTED', 'APPROVED');

    const [tenant] = await t.sql<{ id: string; name: string; contact_email: string | null }>(
      `SELECT id, name, contact_email FROM tenant WHERE id = $1`,
      [tenantId],
    );
    await t.app.get(RemindersService).remindTenant(tenant);

    const status = async (path: string) => (await fso.get(`${API}/visits/${path}`).expect(200)).body.visitStatus;
    expect(await status(`incoming/${ended.id}`)).toBe('COMPLETED');
    expect(await status(`incoming/${lastDayToday.id}`)).toBe('APPROVED');
    expect(await status(`outgoing/${neverApproved.id}`)).toBe('SUBMITTED');
    expect(await status(`outgoing/${trip.id}`)).toBe('COMPLETED');
    expect(await status(`outgoing/${cert.id}`)).toBe('EXPIRED');
    expect(await status(`foci/${foci.body.id}`)).toBe('COMPLETED');
    // a closed visit is a record: no more changes
    expect(
      (await fso.put(`${API}/visits/incoming/${ended.id}`).send({ startDate: day(-3), endDate: day(-1), visitPurpose: 'x' })).status,
    ).toBe(409);

    const audit = await t.sql<{ object_id: string; action: string; changes: { visitStatus: { before: string; after: string } } }>(
      `SELECT object_id, action, changes FROM audit_log
        WHERE object_id = ANY($1) AND action = 'UPDATE' AND changes->'visitStatus'->>'before' = 'APPROVED' ORDER BY id`,
      [[ended.id, trip.id, cert.id, foci.body.id]],
    );
    expect(Object.fromEntries(audit.map((r) => [r.object_id, r.changes.visitStatus.after]))).toEqual({
      [ended.id]: 'COMPLETED',
      [trip.id]: 'COMPLETED',
      [cert.id]: 'EXPIRED',
      [foci.body.id]: 'COMPLETED',
    });
    // the next day's run finds nothing more to close
    const moves = () =>
      t.sql(`SELECT 1 FROM audit_log WHERE object_id = ANY($1) AND changes ? 'visitStatus'`, [[ended.id, trip.id, cert.id]]);
    const before = (await moves()).length;
    await t.app.get(RemindersService).remindTenant(tenant);
    expect((await moves()).length).toBe(before);
  });
  it("dates a request on the tenant's day (its TIME_ZONE), not on the server's UTC day", async () => {
    const { zone } = zoneOffUtcDay();
    await inTenantTimeZone(t, tenantId, zone, async () => {
      const day = dayIn(zone);
      expect(day).not.toBe(new Date().toISOString().slice(0, 10));
      const out = await outgoing();
      expect(out.requestDate).toBe(day);
      const foci = await fso
        .post(`${API}/visits/foci`)
        .send({ startDate: `${YEAR}-01-02`, endDate: `${YEAR}-01-03`, visitLocation: 'Lobby' });
      expect(foci.status).toBe(201);
      expect(foci.body.requestDate).toBe(day);
    });
  });
});
