import { API_MESSAGES, INCIDENT_MESSAGES, INCIDENT_QUESTIONS, MY_PORTAL_MESSAGES, dayIn } from '@clearline/shared';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { PDF } from '../audit/catalogue/personnel';
import { API, createPerson, facility, tenantWithoutMfa, userIn, type JsonBody, type UserAgent } from '../personnel/fixtures';
import { inTenantTimeZone, zoneOffUtcDay } from '../support/time-zone';
import { startTestApp, type TestApp } from '../support/test-app';
import { full, sessionAgent } from '../tenancy/support';
import { tenantDay } from '../support/time-zone';

const INC = `${API}/incidents`;
const daysAgo = (n: number) => tenantDay(-n);
const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

/** Answers to every required question of a type. */
const answersFor = (type: keyof typeof INCIDENT_QUESTIONS): Record<string, unknown> =>
  Object.fromEntries(
    (INCIDENT_QUESTIONS[type] ?? [])
      .filter((q) => q.required)
      .map((q) => [q.id, q.kind === 'YES_NO' ? false : q.kind === 'DATE' ? daysAgo(1) : 'x']),
  );

/** A valid body of each type (details included). */
const bodies = (facilityId: string, personnelId: string): Record<string, JsonBody> => ({
  FOREIGN_CONTACT: {
    incidentType: 'FOREIGN_CONTACT',
    personnelId,
    title: 'Conference contact',
    details: {
      foreignNationalName: 'Ivan Petrov',
      citizenshipCountryId: 185,
      relationship: 'PROFESSIONAL',
      frequency: 'MONTHLY',
      firstContactDate: daysAgo(40),
      lastContactDate: daysAgo(2),
      contactMeans: ['EMAIL', 'IN_PERSON'],
      soughtInformation: false,
    },
  },
  INSIDER_THREAT: {
    incidentType: 'INSIDER_THREAT',
    category: 'FINANCIAL',
    details: { observedDate: daysAgo(3), behaviorObserved: 'Unexplained affluence' },
  },
  NETWORK_INTRUSION_CYBER_BREACH: {
    incidentType: 'NETWORK_INTRUSION_CYBER_BREACH',
    facilityId,
    details: { discoveredAt: hoursAgo(2), systemsAffected: 'Engineering file server', coveredDefenseInformation: true, contained: false },
  },
  SECURITY_VIOLATION: {
    incidentType: 'SECURITY_VIOLATION',
    facilityId,
    personnelId,
    details: {
      discoveredAt: hoursAgo(1),
      classificationLevel: 'SECRET',
      lossOrCompromise: 'UNDETERMINED',
      informationInvolved: 'Test plan left in an open area',
    },
  },
  SUSPICIOUS_CONTACT: {
    incidentType: 'SUSPICIOUS_CONTACT',
    details: { contactDate: daysAgo(1), contactMeans: 'SOCIAL_MEDIA', informationRequested: 'Program schedule' },
  },
  PERSONAL_REPORT: {
    incidentType: 'PERSONAL_REPORT',
    personnelId,
    category: 'MARITAL_STATUS',
    details: { eventDate: daysAgo(10), previousValue: 'Single', newValue: 'Married' },
  },
  ADVERSE_ACTION: {
    incidentType: 'ADVERSE_ACTION',
    personnelId,
    details: { nature: 'FINANCIAL', source: 'SUPERVISOR', learnedDate: daysAgo(5) },
  },
  OTHER: { incidentType: 'OTHER', title: 'Badge found in the lot', details: { location: 'Parking lot B' } },
});

/**
 * Incidents (spec 03 §3 "Incidents", §7): one record of eleven types, each with its own details and
 * questionnaire; status moves; deadlines as open actions; documents; self-reports from My Portal; another
 * tenant's incident is not found; every change is audited.
 */
describe('incidents', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let employee: UserAgent;
  let colleague: UserAgent;
  let other: UserAgent;
  let facilityId: string;
  let mine: JsonBody;
  let theirs: JsonBody;
  let body: Record<string, JsonBody>;

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Incident Works');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    employee = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    colleague = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Incident Works'), { roles: ['FSO'] });
    facilityId = await facility(fso, 'Incident Plant');
    mine = await createPerson(fso, [facilityId], { firstName: 'Erin', lastName: 'Reporter', workEmail: 'erin@incident.example' });
    theirs = await createPerson(fso, [facilityId], { firstName: 'Colin', lastName: 'Colleague', workEmail: 'colin@incident.example' });
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [employee.user.id, mine.id]);
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [colleague.user.id, theirs.id]);
    body = bodies(facilityId, theirs.id as string);
  });
  afterAll(() => t?.close());

  it('files, reads, edits, lists and deletes an incident of every type, with audit rows', async () => {
    for (const [type, b] of Object.entries(body)) {
      const created = await fso.post(INC).send(b);
      expect({ type, status: created.status, body: created.status === 201 ? null : created.body }).toEqual({
        type,
        status: 201,
        body: null,
      });
      expect(created.body).toMatchObject({ incidentType: type, status: 'DRAFT', selfReported: false, reportedBy: fso.user.username });
      expect(created.body.details).toMatchObject(b.details);
      const id = created.body.id as string;
      const got = await fso.get(`${INC}/${id}/${type}`).expect(200);
      expect(got.body.id).toBe(id);
    }
    const list = await fso.get(INC).query({ incidentType: 'OTHER' }).expect(200);
    expect(list.body).toHaveLength(1);
    const other1 = list.body[0] as JsonBody;
    expect(other1).toMatchObject({ title: 'Badge found in the lot', incidentTypeLabel: 'Other', facilityName: null });

    const upd = await fso
      .put(`${INC}/${other1.id}`)
      .send({ incidentType: 'OTHER', title: 'Badge found in lot B', version: other1.version, facilityId })
      .expect(200);
    expect(upd.body).toMatchObject({
      title: 'Badge found in lot B',
      facilityName: 'Incident Plant',
      details: { location: 'Parking lot B' },
    });
    await fso.delete(`${INC}/${other1.id}`).expect(204);
    await fso.get(`${INC}/${other1.id}/OTHER`).expect(404);
    const audit = await t.sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE object_table = 'incident' AND object_id = $1 ORDER BY id`,
      [other1.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('lists per type and reads through the per-type path, the list path, the slug or the enum value', async () => {
    const fc = (await fso.get(`${INC}/foreign-contacts`).expect(200)).body as JsonBody[];
    expect(fc.map((x) => x.incidentType)).toEqual(['FOREIGN_CONTACT']);
    const id = fc[0].id as string;
    await fso.get(`${INC}/foreign-contacts/${id}`).expect(200);
    for (const seg of ['foreign-contacts', 'foreign-contact', 'FOREIGN_CONTACT']) await fso.get(`${INC}/${id}/${seg}`).expect(200);
    await fso.get(`${INC}/${id}/security-violations`).expect(404);
    await fso.get(`${INC}/insider-threats/${id}`).expect(404);
    await fso.get(`${INC}/${id}/not-a-type`).expect(404);
    // the per-type route is not taken by the generic /{incidentId}/{type}: a non-uuid first segment lists
    const paged = await fso.get(`${INC}/security-violations`).query({ page: 0, size: 5 }).expect(200);
    expect(paged.headers['content-range']).toMatch(/^security-violations /);
  });

  it('answers each type’s validation messages', async () => {
    const bad = async (b: JsonBody, message: string) => {
      const res = await fso.post(INC).send(b);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    };
    await bad(
      { ...body.FOREIGN_CONTACT, details: { ...body.FOREIGN_CONTACT.details, foreignNationalName: '' } },
      'Foreign National Name is required',
    );
    await bad(
      { ...body.FOREIGN_CONTACT, details: { ...body.FOREIGN_CONTACT.details, contactMeans: [] } },
      'Choose at least one Means of Contact',
    );
    await bad(
      { ...body.FOREIGN_CONTACT, details: { ...body.FOREIGN_CONTACT.details, lastContactDate: daysAgo(50) } },
      INCIDENT_MESSAGES.dateOrder('Last Contact Date', 'First Contact Date'),
    );
    await bad(
      { ...body.FOREIGN_CONTACT, details: { ...body.FOREIGN_CONTACT.details, citizenshipCountryId: 999999 } },
      'Citizenship Country is not valid',
    );
    await bad({ ...body.INSIDER_THREAT, category: undefined }, INCIDENT_MESSAGES.categoryRequired);
    await bad(
      { ...body.INSIDER_THREAT, category: 'MARITAL_STATUS' },
      expect.stringContaining('Category must be one of ACCESS_ATTRIBUTES') as unknown as string,
    );
    await bad({ ...body.OTHER, category: 'FINANCIAL' }, INCIDENT_MESSAGES.categoryNotUsed('Other'));
    await bad(
      {
        ...body.NETWORK_INTRUSION_CYBER_BREACH,
        details: { ...body.NETWORK_INTRUSION_CYBER_BREACH.details, discoveredAt: '2026-13-01T00:00Z' },
      },
      'Discovered At: Invalid Date',
    );
    await bad(
      { ...body.NETWORK_INTRUSION_CYBER_BREACH, facilityId: undefined },
      INCIDENT_MESSAGES.facilityRequired('Network Intrusion / Cyber Breach'),
    );
    await bad(
      { ...body.SECURITY_VIOLATION, details: { ...body.SECURITY_VIOLATION.details, classificationLevel: 'SECRETISH' } },
      'Classification Level must be one of CONFIDENTIAL, SECRET, TOP_SECRET',
    );
    await bad(
      { ...body.SUSPICIOUS_CONTACT, details: { ...body.SUSPICIOUS_CONTACT.details, informationRequested: undefined } },
      'Information Requested is required',
    );
    await bad(
      { ...body.PERSONAL_REPORT, details: { ...body.PERSONAL_REPORT.details, eventDate: daysAgo(-5) } },
      INCIDENT_MESSAGES.dateInFuture('Event Date'),
    );
    // the tenant's tomorrow is already the future, and so is a time an hour ahead
    await bad(
      { ...body.PERSONAL_REPORT, details: { ...body.PERSONAL_REPORT.details, eventDate: tenantDay(1) } },
      INCIDENT_MESSAGES.dateInFuture('Event Date'),
    );
    await bad(
      { ...body.SECURITY_VIOLATION, details: { ...body.SECURITY_VIOLATION.details, discoveredAt: hoursAgo(-1) } },
      INCIDENT_MESSAGES.dateInFuture('Discovered At'),
    );
    await bad(
      { ...body.ADVERSE_ACTION, details: { ...body.ADVERSE_ACTION.details, source: undefined } },
      'Source of Information is required',
    );
    await bad({ ...body.OTHER, details: { location: 'x', color: 'red' } }, 'color is not an accepted field');
    await bad(
      { ...body.OTHER, incidentType: 'ENCRYPTED_MESSAGE' },
      expect.stringContaining('Incident Type must be one of') as unknown as string,
    );
    const ghost = await fso.post(INC).send({ ...body.OTHER, personnelId: '00000000-0000-4000-8000-000000000000' });
    expect({ status: ghost.status, message: ghost.body.message }).toEqual({
      status: 404,
      message: API_MESSAGES.fieldRecordNotFound('personnelId', 'Person', '00000000-0000-4000-8000-000000000000'),
    });
    await bad({ ...body.OTHER, status: 'CLOSED' }, INCIDENT_MESSAGES.createStatus);
    const count = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM incident WHERE tenant_id = $1 AND incident_type = 'OTHER'`, [
      tenant,
    ]);
    expect(count[0].n).toBe(0);
  });

  it('checks the answers against the questionnaire and answers the questions with the stored answers', async () => {
    await fso
      .post(INC)
      .send({ ...body.OTHER, answers: { NOPE: true } })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.unknownQuestion('NOPE', 'Other')));
    const q = INCIDENT_QUESTIONS.SUSPICIOUS_CONTACT!;
    await fso
      .post(INC)
      .send({ ...body.SUSPICIOUS_CONTACT, answers: { [q[0].id]: 'yes' } })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.answerYesNo(q[0].text)));
    // a draft may leave required questions open; submitting needs them
    const draft = (
      await fso
        .post(INC)
        .send({ ...body.SUSPICIOUS_CONTACT, answers: { [q[0].id]: true } })
        .expect(201)
    ).body as JsonBody;
    await fso
      .put(`${INC}/${draft.id}`)
      .send({ incidentType: 'SUSPICIOUS_CONTACT', status: 'SUBMITTED' })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.answerRequired(q[1].text)));
    await fso
      .put(`${INC}/${draft.id}`)
      .send({ incidentType: 'SUSPICIOUS_CONTACT', status: 'SUBMITTED', answers: { [q[1].id]: false, [q[2].id]: 'Declined politely' } })
      .expect(200);
    const questions = (await fso.get(`${INC}/${draft.id}/questions`).expect(200)).body as JsonBody[];
    expect(questions.map((x) => [x.id, x.answer])).toEqual([
      [q[0].id, true],
      [q[1].id, false],
      [q[2].id, 'Declined politely'],
    ]);
    expect(questions[0]).toMatchObject({ text: q[0].text, kind: 'YES_NO', required: true });
  });

  it('moves the status only along the allowed moves and keeps a closed incident read-only', async () => {
    const i = (
      await fso
        .post(INC)
        .send({ ...body.ADVERSE_ACTION, answers: answersFor('ADVERSE_ACTION') })
        .expect(201)
    ).body as JsonBody;
    const put = (b: JsonBody) => fso.put(`${INC}/${i.id}`).send({ incidentType: 'ADVERSE_ACTION', ...b });
    await put({ status: 'IN_REVIEW' })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.badMove('Draft', 'In Review')));
    const submitted = (await put({ status: 'SUBMITTED' }).expect(200)).body as JsonBody;
    expect(submitted.submittedAt).toEqual(expect.any(String));
    await put({ status: 'IN_REVIEW' }).expect(200);
    await put({ status: 'REPORTED_TO_GOVERNMENT' })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.governmentReferenceRequired));
    const reported = (await put({ status: 'REPORTED_TO_GOVERNMENT', governmentReference: 'DISS-2026-0042' }).expect(200)).body as JsonBody;
    expect(reported.governmentReportedAt).toEqual(expect.any(String));
    await fso
      .delete(`${INC}/${i.id}`)
      .expect(409)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.notDeletable));
    await put({ status: 'DRAFT' }).expect(409);
    const closed = (await put({ status: 'CLOSED' }).expect(200)).body as JsonBody;
    expect(closed.closedAt).toEqual(expect.any(String));
    await put({ title: 'Late change' })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.closed));
    await put({ incidentType: 'OTHER' }).expect(409);
    await fso.put(`${INC}/${submitted.id}`).send({ incidentType: 'ADVERSE_ACTION', version: 1 }).expect(409);
  });

  it("dates a report on the tenant's day (its TIME_ZONE), not the server's UTC day", async () => {
    const { zone } = zoneOffUtcDay();
    await inTenantTimeZone(t, tenant, zone, async () => {
      const created = await fso.post(INC).send(body.OTHER).expect(201);
      expect(created.body.reportedDate).toBe(dayIn(zone));
      expect(created.body.reportedDate).not.toBe(new Date().toISOString().slice(0, 10));
      await fso.delete(`${INC}/${created.body.id}`).expect(204);
    });
  });

  it('refuses to change the type and a stale version', async () => {
    const i = (await fso.post(INC).send(body.OTHER).expect(201)).body as JsonBody;
    await fso
      .put(`${INC}/${i.id}`)
      .send({ ...body.ADVERSE_ACTION })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.typeNotEditable));
    await fso.put(`${INC}/${i.id}`).send({ incidentType: 'OTHER', title: 'A', version: i.version }).expect(200);
    await fso.put(`${INC}/${i.id}`).send({ incidentType: 'OTHER', title: 'B', version: i.version }).expect(409);
    await fso.delete(`${INC}/${i.id}`).expect(204);
  });

  it('lets an employee report for themself, read only their own reports and add documents while open', async () => {
    const answers = answersFor('SUSPICIOUS_CONTACT');
    const res = await employee
      .post(`${INC}/me`)
      .send({ ...body.SUSPICIOUS_CONTACT, answers })
      .expect(201);
    expect(res.body).toMatchObject({ personnelId: mine.id, personName: 'Reporter, Erin', selfReported: true, status: 'SUBMITTED' });
    const id = res.body.id as string;
    await employee.get(`${INC}/suspicious-contacts/${id}`).expect(200);
    await employee.get(`${INC}/${id}/suspicious-contact`).expect(200);
    await employee.get(`${INC}/${id}/questions`).expect(200);
    // another employee does not see it; the employee cannot list, edit or delete
    await colleague.get(`${INC}/suspicious-contacts/${id}`).expect(404);
    await colleague.get(`${INC}/${id}/documents`).expect(404);
    await employee.get(INC).expect(403);
    await employee.get(`${INC}/suspicious-contacts`).expect(403);
    // submitted, the report is the security office's: its reporter no longer edits it
    await employee
      .put(`${INC}/${id}`)
      .send({ incidentType: 'SUSPICIOUS_CONTACT' })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.selfReportFiled));
    await employee.delete(`${INC}/${id}`).expect(403);
    // documents: add and list their own; not another's
    const doc = await employee.post(`${INC}/${id}/document`).attach('file', PDF, 'screenshot.pdf').expect(201);
    expect(doc.body[0]).toMatchObject({ entityType: 'INCIDENT', entityId: id, fileName: 'screenshot.pdf' });
    expect(((await employee.get(`${INC}/${id}/documents`).expect(200)).body as JsonBody[]).map((d) => d.fileName)).toEqual([
      'screenshot.pdf',
    ]);
    await colleague.post(`${INC}/${id}/document`).attach('file', PDF, 'x.pdf').expect(404);
    // a report about someone else, or moved past Submitted, is refused
    await employee
      .post(`${INC}/me`)
      .send({ ...body.SUSPICIOUS_CONTACT, answers, personnelId: theirs.id })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.notOwnPerson));
    await employee
      .post(`${INC}/me`)
      .send({ ...body.SUSPICIOUS_CONTACT, answers, status: 'IN_REVIEW' })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.selfReportStatus));
    await employee
      .post(`${INC}/me`)
      .send({ ...body.OTHER })
      .expect(400);
    // the FSO sees it; once closed the reporter can no longer add files
    await fso.put(`${INC}/${id}`).send({ incidentType: 'SUSPICIOUS_CONTACT', status: 'CLOSED' }).expect(200);
    await employee
      .post(`${INC}/${id}/document`)
      .attach('file', PDF, 'late.pdf')
      .expect(409)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.closed));
    await employee.get(`${INC}/${id}/documents`).expect(200);
  });

  it('needs the creation module of the type, the My Portal switch, a linked record, and refuses while impersonating', async () => {
    const noThreat = await sessionAgent(t, {
      tenantId: tenant,
      permissions: { ...full('SELF_SERVICE'), REPORT_THREAT: { canView: true } },
    });
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [noThreat.user.id, theirs.id]);
    await noThreat
      .post(`${INC}/me`)
      .send({ ...body.INSIDER_THREAT, answers: answersFor('INSIDER_THREAT') })
      .expect(403);
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [colleague.user.id, theirs.id]);
    await t.sql(
      `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'MY_PORTAL_INSIDER_THREAT', 'FALSE')
       ON CONFLICT (tenant_id, parameter_name) DO UPDATE SET value = 'FALSE'`,
      [tenant],
    );
    await employee
      .post(`${INC}/me`)
      .send({ ...body.INSIDER_THREAT, answers: answersFor('INSIDER_THREAT') })
      .expect(403)
      .expect((r) => expect(r.body.message).toBe(INCIDENT_MESSAGES.reportHidden('Insider Threat')));
    await t.sql(`DELETE FROM tenant_setting WHERE tenant_id = $1 AND parameter_name = 'MY_PORTAL_INSIDER_THREAT'`, [tenant]);
    const unlinked = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    await unlinked
      .post(`${INC}/me`)
      .send({ ...body.OTHER, incidentType: 'ADVERSE_ACTION', details: body.ADVERSE_ACTION.details, answers: answersFor('ADVERSE_ACTION') })
      .expect(404)
      .expect((r) => expect(r.body.message).toBe(MY_PORTAL_MESSAGES.noPersonnelRecord));
    const staff = await sessionAgent(t, {
      tenantId: SYSTEM_TENANT_ID,
      tenantType: 'SYSTEM',
      permissions: { ...full('SELF_SERVICE', 'REPORT_ADVERSE_ACTION', 'USERS'), IMPERSONATE_ALL: { canView: true } },
    });
    await staff.post(`${API}/sessions/impersonate`).send({ tenantId: tenant }).expect(200);
    await staff
      .post(`${INC}/me`)
      .send({ ...body.ADVERSE_ACTION, answers: answersFor('ADVERSE_ACTION') })
      .expect(403)
      .expect((r) => expect(r.body.message).toBe(MY_PORTAL_MESSAGES.impersonating));
  });

  it('keeps documents with the incident: FSO adds, lists and deletes; not on a closed incident', async () => {
    const i = (await fso.post(INC).send(body.OTHER).expect(201)).body as JsonBody;
    const added = (await fso.post(`${INC}/${i.id}/document`).attach('file', PDF, 'photo.pdf').expect(201)).body as JsonBody[];
    const docId = added[0].id as string;
    expect(((await fso.get(`${INC}/${i.id}/documents`).expect(200)).body as JsonBody[]).map((d) => d.id)).toEqual([docId]);
    await fso.delete(`${INC}/documents/${docId}`).expect(204);
    expect((await fso.get(`${INC}/${i.id}/documents`).expect(200)).body).toEqual([]);
    // a document of another kind of record is not an incident document
    const [{ id: personDoc }] = await t.sql<{ id: string }>(
      `INSERT INTO document (tenant_id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key)
       VALUES ($1, 'PERSONNEL', $2, 'x.pdf', 'application/pdf', 1, 'x', 'k') RETURNING id`,
      [tenant, mine.id],
    );
    await fso.delete(`${INC}/documents/${personDoc}`).expect(404);
    const second = (await fso.post(`${INC}/${i.id}/document`).attach('file', PDF, 'second.pdf').expect(201)).body as JsonBody[];
    await fso.put(`${INC}/${i.id}`).send({ incidentType: 'OTHER', status: 'CLOSED' }).expect(200);
    await fso.delete(`${INC}/documents/${second[0].id}`).expect(409);
    await fso.post(`${INC}/${i.id}/document`).attach('file', PDF, 'third.pdf').expect(409);
  });

  it('answers 404 for another tenant’s incident on every route', async () => {
    const i = (await fso.post(INC).send(body.OTHER).expect(201)).body as JsonBody;
    const doc = (await fso.post(`${INC}/${i.id}/document`).attach('file', PDF, 'cross.pdf').expect(201)).body as JsonBody[];
    await other.get(`${INC}/${i.id}/OTHER`).expect(404);
    await other.get(`${INC}/${i.id}/questions`).expect(404);
    await other.get(`${INC}/${i.id}/documents`).expect(404);
    await other.put(`${INC}/${i.id}`).send({ incidentType: 'OTHER', title: 'Mine now' }).expect(404);
    await other.delete(`${INC}/${i.id}`).expect(404);
    await other.post(`${INC}/${i.id}/document`).attach('file', PDF, 'x.pdf').expect(404);
    await other.delete(`${INC}/documents/${doc[0].id}`).expect(404);
    expect((await other.get(INC).expect(200)).body).toEqual([]);
    await fso.get(`${INC}/${i.id}/not-a-uuid`).expect(404);
    await fso.get(`${INC}/not-a-uuid/OTHER`).expect(404);
  });

  it('never lists or reads an encrypted message through the incident routes', async () => {
    const [{ id }] = await t.sql<{ id: string }>(
      `INSERT INTO incident (tenant_id, incident_type, status, title) VALUES ($1, 'ENCRYPTED_MESSAGE', 'SUBMITTED', 'secret') RETURNING id`,
      [tenant],
    );
    const all = (await fso.get(INC).query({ size: 100 }).expect(200)).body as JsonBody[];
    expect(all.map((x) => x.id)).not.toContain(id);
    await fso.get(`${INC}/${id}/ENCRYPTED_MESSAGE`).expect(404);
    await fso.get(`${INC}/${id}/questions`).expect(404);
    await fso.put(`${INC}/${id}`).send({ incidentType: 'OTHER' }).expect(404);
    await fso.delete(`${INC}/${id}`).expect(404);
    await fso.get(INC).query({ incidentType: 'ENCRYPTED_MESSAGE' }).expect(400);
  });
});
