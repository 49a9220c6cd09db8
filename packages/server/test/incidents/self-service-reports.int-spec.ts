import {
  FOREIGN_TRAVEL_DEBRIEF_MESSAGES as DM,
  FOREIGN_TRAVEL_MESSAGES as TM,
  INCIDENT_MESSAGES as M,
  INCIDENT_QUESTIONS,
  INCIDENT_TYPE,
} from '@clearline/shared';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { tenantDay as day } from '../support/time-zone';

const INC = `${API}/incidents`;
const FRANCE = 76;

/** A foreign travel reported before the trip: it leaves in 20 days and comes back in 30 (France). */
const trip = (over: Record<string, unknown> = {}, details: Record<string, unknown> = {}) => ({
  incidentType: 'FOREIGN_TRAVEL',
  title: 'Paris trade show',
  ...over,
  details: {
    departureDate: day(20),
    returnDate: day(30),
    travelType: 'OFFICIAL',
    purpose: 'Trade show',
    preTravelBriefAcknowledged: true,
    preTravelBriefDate: day(0),
    destinations: [{ countryId: FRANCE, cities: 'Paris', arrivalDate: day(21), departureDate: day(29) }],
    ...details,
  },
});

/** The answers of every required question of a type. */
const answersFor = (type: keyof typeof INCIDENT_QUESTIONS): Record<string, unknown> =>
  Object.fromEntries(
    (INCIDENT_QUESTIONS[type] ?? [])
      .filter((q) => q.required)
      .map((q) => [q.id, q.kind === 'YES_NO' ? false : q.kind === 'DATE' ? day(-1) : 'x']),
  );

/**
 * What an employee files from My Portal (spec 03 §2, §7): a foreign travel reported before the trip and debriefed after
 * the return; a report kept as a draft and submitted later (POST /incidents/me, PUT /incidents/{id}); the questions of a
 * type read before filing (GET /incidents/questions?type=).
 */
describe('self-service reports', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let employee: UserAgent;
  let colleague: UserAgent;
  let outsider: UserAgent;
  let mine: JsonBody;

  const audit = (id: string) =>
    t.sql<{ action: string }>(`SELECT action FROM audit_log WHERE object_table = 'incident' AND object_id = $1 ORDER BY id`, [id]);
  const incidents = async () => (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM incident WHERE tenant_id = $1`, [tenant]))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Ahead Travel Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    employee = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    colleague = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    outsider = await userIn(t, await tenantWithoutMfa(t, 'Elsewhere Co'), { roles: ['CLIENT_EMPLOYEE'] });
    const facilityId = await facility(fso, 'Ahead HQ');
    mine = await createPerson(fso, [facilityId], { firstName: 'Tara', lastName: 'Traveller', workEmail: 'tara@ahead.example' });
    const theirs = await createPerson(fso, [facilityId], { firstName: 'Cole', lastName: 'Colleague', workEmail: 'cole@ahead.example' });
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [employee.user.id, mine.id]);
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [colleague.user.id, theirs.id]);
  }, 180_000);
  afterAll(() => t?.close());

  describe('a foreign travel reported before the trip', () => {
    let travelId: string;

    it('the employee keeps the future travel as a draft, edits it and submits it; each write audited', async () => {
      const draft = await employee.post(`${INC}/me`).send(trip({ status: 'DRAFT' }));
      expect(draft.status).toBe(201);
      expect(draft.body).toMatchObject({
        status: 'DRAFT',
        selfReported: true,
        personnelId: mine.id,
        departureDate: day(20),
        returnDate: day(30),
        incidentDate: day(20),
        submittedAt: null,
      });
      travelId = draft.body.id as string;

      const edited = await employee
        .put(`${INC}/${travelId}`)
        .send(
          trip(
            { version: draft.body.version, title: 'Paris and Lyon' },
            { destinations: [{ countryId: FRANCE, cities: 'Paris, Lyon', arrivalDate: day(21), departureDate: day(29) }] },
          ),
        );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ status: 'DRAFT', title: 'Paris and Lyon', incidentDate: day(20) });
      expect(edited.body.destinations.map((d: JsonBody) => d.cities)).toEqual(['Paris, Lyon']);

      const submitted = await employee
        .put(`${INC}/${travelId}`)
        .send({ incidentType: 'FOREIGN_TRAVEL', status: 'SUBMITTED', version: edited.body.version });
      expect(submitted.status).toBe(200);
      expect(submitted.body).toMatchObject({ status: 'SUBMITTED', departureDate: day(20), debriefDueDate: expect.any(String) });
      expect(submitted.body.submittedAt).toEqual(expect.any(String));
      expect((await audit(travelId)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);

      // submitted, it is the security office's: the reporter can no longer change it
      const late = await employee.put(`${INC}/${travelId}`).send(trip({ version: submitted.body.version, title: 'Too late' }));
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(M.selfReportFiled);
    });

    it('the security office edits and moves the submitted future travel', async () => {
      const read = (await fso.get(`${INC}/foreign-travels/${travelId}`).expect(200)).body as JsonBody;
      const edited = await fso.put(`${INC}/${travelId}`).send(trip({ version: read.version, title: 'Paris trade show (approved)' }));
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ status: 'SUBMITTED', title: 'Paris trade show (approved)', incidentDate: day(20) });
      const review = await fso
        .put(`${INC}/${travelId}`)
        .send({ incidentType: 'FOREIGN_TRAVEL', status: 'IN_REVIEW', version: edited.body.version });
      expect(review.status).toBe(200);
      expect(review.body.status).toBe('IN_REVIEW');
    });

    it('the officer files a future travel as a draft and submits it', async () => {
      const draft = await fso.post(INC).send(trip({ personnelId: mine.id }));
      expect(draft.status).toBe(201);
      expect(draft.body.status).toBe('DRAFT');
      const submitted = await fso.put(`${INC}/${draft.body.id}`).send({ incidentType: 'FOREIGN_TRAVEL', status: 'SUBMITTED', version: 1 });
      expect(submitted.status).toBe(200);
      expect(submitted.body.status).toBe('SUBMITTED');
      await fso
        .put(`${INC}/${draft.body.id}`)
        .send({ incidentType: 'FOREIGN_TRAVEL', status: 'CLOSED', version: submitted.body.version })
        .expect(200);
    });

    it('refuses a pre-travel brief dated ahead (the brief was given), and writes nothing', async () => {
      const before = await incidents();
      const res = await employee.post(`${INC}/me`).send(trip({}, { preTravelBriefDate: day(1) }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.dateInFuture(TM.labels.preTravelBriefDate));
      expect(await incidents()).toBe(before);
    });

    it('the debrief waits for the return, and is filed once the traveller is back', async () => {
      const debrief = (debriefDate: string) => ({
        incidentType: 'FOREIGN_TRAVEL_DEBRIEF',
        details: {
          foreignTravelId: travelId,
          debriefDate,
          contactWithForeignNationals: false,
          attemptsToObtainInformation: false,
          unusualIncidents: false,
          lostOrStolenItems: false,
          devicesOutOfControl: false,
          itineraryChanged: false,
        },
      });
      const early = await employee.post(`${INC}/me`).send(debrief(day(0)));
      expect(early.status).toBe(400);
      expect(early.body.message).toBe(DM.debriefBeforeReturn);
      const planned = await employee.post(`${INC}/me`).send(debrief(day(31)));
      expect(planned.status).toBe(400);
      expect(planned.body.message).toBe(M.dateInFuture(DM.labels.debriefDate));

      // the weeks pass: the trip now lies behind
      await t.sql(`UPDATE incident SET departure_date = $2, return_date = $3 WHERE id = $1`, [travelId, day(-12), day(-2)]);
      const filed = await employee.post(`${INC}/me`).send(debrief(day(0)));
      expect(filed.status).toBe(201);
      expect(filed.body).toMatchObject({ status: 'SUBMITTED', travelIncidentId: travelId, personnelId: mine.id, incidentDate: day(0) });
      const travel = (await employee.get(`${INC}/foreign-travels/${travelId}`).expect(200)).body as JsonBody;
      expect(travel.debriefId).toBe(filed.body.id);
    });

    it('every other type still refuses a future incident date, on create and on edit', async () => {
      const contact = {
        incidentType: 'OTHER',
        title: 'Badge found',
        details: { location: 'Lobby' },
      };
      const ahead = await fso.post(INC).send({ ...contact, incidentDate: day(1) });
      expect(ahead.status).toBe(400);
      expect(ahead.body.message).toBe(M.dateInFuture('Incident Date'));
      const filed = await fso
        .post(INC)
        .send({ ...contact, incidentDate: day(0) })
        .expect(201);
      const moved = await fso.put(`${INC}/${filed.body.id}`).send({ ...contact, incidentDate: day(3), version: filed.body.version });
      expect(moved.status).toBe(400);
      expect(moved.body.message).toBe(M.dateInFuture('Incident Date'));
      const mineAhead = await employee.post(`${INC}/me`).send({
        incidentType: 'SUSPICIOUS_CONTACT',
        incidentDate: day(2),
        answers: answersFor('SUSPICIOUS_CONTACT'),
        details: { contactDate: day(-1), contactMeans: 'EMAIL', informationRequested: 'Schedules' },
      });
      expect(mineAhead.status).toBe(400);
      expect(mineAhead.body.message).toBe(M.dateInFuture('Incident Date'));
    });
  });

  describe('a report kept as a draft', () => {
    const contact = (over: Record<string, unknown> = {}) => ({
      incidentType: 'SUSPICIOUS_CONTACT',
      title: 'LinkedIn recruiter',
      details: { contactDate: day(-1), contactMeans: 'SOCIAL_MEDIA', informationRequested: 'Program schedule' },
      ...over,
    });

    it('the employee saves a draft without its required answers, completes and submits it later', async () => {
      const draft = await employee.post(`${INC}/me`).send(contact({ status: 'DRAFT' }));
      expect(draft.status).toBe(201);
      expect(draft.body).toMatchObject({ status: 'DRAFT', selfReported: true, personnelId: mine.id, answers: {} });
      const id = draft.body.id as string;

      // submitting it needs the required answers
      const unanswered = await employee.put(`${INC}/${id}`).send(contact({ status: 'SUBMITTED', version: draft.body.version }));
      expect(unanswered.status).toBe(400);
      expect(unanswered.body.message).toBe(M.answerRequired(INCIDENT_QUESTIONS.SUSPICIOUS_CONTACT![0].text));

      const submitted = await employee
        .put(`${INC}/${id}`)
        .send(contact({ status: 'SUBMITTED', answers: answersFor('SUSPICIOUS_CONTACT'), version: draft.body.version }));
      expect(submitted.status).toBe(200);
      expect(submitted.body).toMatchObject({ status: 'SUBMITTED', selfReported: true, personnelId: mine.id });
      expect((await audit(id)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE']);
      // the security office now sees it among the submitted reports
      const list = (
        await fso
          .get(`${INC}/suspicious-contacts`)
          .query({ filter: JSON.stringify({ status: 'SUBMITTED' }) })
          .expect(200)
      ).body as JsonBody[];
      expect(list.map((i) => i.id)).toContain(id);
    });

    it('refuses what a reporter may not do with a draft, with a message, and changes nothing', async () => {
      const draft = (
        await employee
          .post(`${INC}/me`)
          .send(contact({ status: 'DRAFT' }))
          .expect(201)
      ).body as JsonBody;
      const put = (agent: UserAgent, body: Record<string, unknown>) =>
        agent.put(`${INC}/${draft.id}`).send({ ...contact(), version: draft.version, ...body });

      // another employee's draft, and a report the security office filed, are not found
      await put(colleague, { title: 'Mine now' }).expect(404);
      const officers = (await fso.post(INC).send(contact()).expect(201)).body as JsonBody;
      await employee
        .put(`${INC}/${officers.id}`)
        .send({ ...contact(), version: officers.version })
        .expect(404);
      // the security office's moves and fields
      const moved = await put(employee, { status: 'REPORTED_TO_GOVERNMENT' });
      expect(moved.status).toBe(400);
      expect(moved.body.message).toBe(M.selfReportStatus);
      const reference = await put(employee, { governmentReference: 'DCSA-1' });
      expect(reference.status).toBe(400);
      expect(reference.body.message).toBe(M.officerFieldsOnly);
      const someoneElse = await put(employee, {
        personnelId: (await t.sql<{ id: string }>(`SELECT id FROM personnel WHERE user_id = $1`, [colleague.user.id]))[0].id,
      });
      expect(someoneElse.status).toBe(400);
      expect(someoneElse.body.message).toBe(M.notOwnPerson);
      await put(employee, { incidentType: 'OTHER' }).expect(400);
      // the creation module of the type is needed (as to file it)
      await t.sql(
        `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'MY_PORTAL_SUSPICIOUS_CONTACT', 'FALSE')
         ON CONFLICT (tenant_id, parameter_name) DO UPDATE SET value = 'FALSE'`,
        [tenant],
      );
      const hidden = await put(employee, { title: 'Hidden' });
      expect(hidden.status).toBe(403);
      expect(hidden.body.message).toBe(M.reportHidden(INCIDENT_TYPE.SUSPICIOUS_CONTACT));
      await t.sql(`DELETE FROM tenant_setting WHERE tenant_id = $1 AND parameter_name = 'MY_PORTAL_SUSPICIOUS_CONTACT'`, [tenant]);

      const stored = (await employee.get(`${INC}/suspicious-contacts/${draft.id}`).expect(200)).body as JsonBody;
      expect(stored).toMatchObject({ status: 'DRAFT', title: 'LinkedIn recruiter', governmentReference: null, version: draft.version });
      expect((await audit(draft.id as string)).map((a) => a.action)).toEqual(['CREATE']);
    });

    it('POST /incidents/me refuses a status other than Draft or Submitted and the fields of the security office', async () => {
      const status = await employee.post(`${INC}/me`).send(contact({ status: 'IN_REVIEW' }));
      expect(status.status).toBe(400);
      expect(status.body.message).toBe(M.selfReportStatus);
      const reported = await employee.post(`${INC}/me`).send(contact({ governmentReportedAt: new Date().toISOString() }));
      expect(reported.status).toBe(400);
      expect(reported.body.message).toBe(M.officerFieldsOnly);
    });
  });

  describe('the questions of a type, before filing', () => {
    it('any signed-in user of the tenant reads a type’s questionnaire in its order, unanswered', async () => {
      const res = await employee.get(`${INC}/questions`).query({ type: 'FOREIGN_CONTACT' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        INCIDENT_QUESTIONS.FOREIGN_CONTACT!.map((q) => ({
          incidentType: 'FOREIGN_CONTACT',
          id: q.id,
          text: q.text,
          kind: q.kind,
          required: q.required,
          answer: null,
        })),
      );
      expect(res.headers['x-total-count']).toBe(String(INCIDENT_QUESTIONS.FOREIGN_CONTACT!.length));
      // the list's filters apply: the required ones only
      const required = await outsider.get(`${INC}/questions`).query({ type: 'SECURITY_VIOLATION', required: true }).expect(200);
      expect((required.body as JsonBody[]).map((q) => q.id)).toEqual(
        INCIDENT_QUESTIONS.SECURITY_VIOLATION!.filter((q) => q.required).map((q) => q.id),
      );
      // a type without a questionnaire answers an empty list
      expect((await fso.get(`${INC}/questions`).query({ type: 'FOREIGN_TRAVEL' }).expect(200)).body).toEqual([]);
    });

    it('the questions of a filed incident carry its type too', async () => {
      const filed = (
        await employee
          .post(`${INC}/me`)
          .send({
            incidentType: 'SUSPICIOUS_CONTACT',
            answers: answersFor('SUSPICIOUS_CONTACT'),
            details: { contactDate: day(-1), contactMeans: 'EMAIL', informationRequested: 'Schedules' },
          })
          .expect(201)
      ).body as JsonBody;
      const questions = (await employee.get(`${INC}/${filed.id}/questions`).expect(200)).body as JsonBody[];
      expect(questions.map((q) => [q.incidentType, q.id, q.answer])).toEqual(
        INCIDENT_QUESTIONS.SUSPICIOUS_CONTACT!.map((q) => ['SUSPICIOUS_CONTACT', q.id, q.required ? false : null]),
      );
    });

    it('needs the type, a type of the list, and a session', async () => {
      const missing = await employee.get(`${INC}/questions`);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('type is required');
      const wrong = await employee.get(`${INC}/questions`).query({ type: 'PARKING' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toContain('FOREIGN_CONTACT');
      await employee.get(`${INC}/questions`).query({ type: 'ENCRYPTED_MESSAGE' }).expect(400);
      await t.agent().get(`${INC}/questions`).query({ type: 'FOREIGN_CONTACT' }).expect(401);
    });
  });
});
