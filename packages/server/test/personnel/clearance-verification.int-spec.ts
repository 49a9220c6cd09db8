import { CLEARANCE_VERIFICATION_MESSAGES as M } from '@clearline/shared';
import { mailSnapshot, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { tenantDay } from '../support/time-zone';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from './fixtures';
import { futureYear } from '../support/dates';

/** The year of the needed-by days of these tests: it stays in the future whatever day the suite runs. */
const YEAR = futureYear();

/** Clearance verification (spec 02 §4: SENT → NEEDS_REVIEW → CLOSED, or EXPIRED) and clearance request (§6, §7). */
describe('clearance verification and clearance request', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let employee: UserAgent;
  let stranger: UserAgent;
  let plant: string;
  let person: JsonBody;
  let clearanceId: string;
  const CV = `${API}/personnel/clearance-verification`;
  const CR = `${API}/personnel/clearance-request`;

  const actions = (sourceKey: string) =>
    t.sql<{ state: string; personnel_id: string | null; facility_id: string | null; title: string; due_date: string | null }>(
      `SELECT state, personnel_id, facility_id, title, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM open_action WHERE source_key = $1 ORDER BY created_at`,
      [sourceKey],
    );
  const audits = (table: string, id: string) =>
    t.sql<{ event_type: string; username: string | null; request_id: string | null }>(
      `SELECT event_type, username, request_id FROM audit_log WHERE object_table = $1 AND object_id = $2 ORDER BY id`,
      [table, id],
    );

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Verify Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    employee = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    stranger = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    plant = await facility(fso, 'Verify Plant');
    person = await createPerson(fso, [plant], { firstName: 'Vera', lastName: 'Verify', workEmail: 'vera.verify@verify.example' });
    await t.sql(`UPDATE personnel SET user_id = $2 WHERE id = $1`, [person.id, employee.user.id]);
    const c = await fso.post(`${API}/personnel/${person.id}/clearance`).send({
      facilityId: plant,
      pclStatus: 'ACTIVE',
      pclEligibility: 'SECRET',
      eligibilityDeterminationDate: '2019-04-02',
      clearanceGrantingAgency: 'DCSA',
      ceStatus: 'NONE',
    });
    expect(c.status).toBe(201);
    clearanceId = c.body.id;
    const inv = await fso
      .post(`${API}/personnel/${person.id}/investigation`)
      .send({ clearanceId, investigationType: 'TIER_3', investigationClosedDate: '2019-03-01' });
    expect(inv.status).toBe(201);
  });
  afterAll(() => t?.close());

  let verification: JsonBody;

  it('sends a verification: SENT, e-mail with the My Portal link, an open action for the person due on the answer-by day', async () => {
    const seen = mailSnapshot(t);
    const res = await fso.post(CV).send({ personnelId: person.id, clearanceId, message: 'Annual self-check' });
    expect(res.status).toBe(201);
    verification = res.body;
    expect(verification).toMatchObject({
      status: 'SENT',
      personName: 'Vera Verify',
      facilityId: plant,
      facilityName: 'Verify Plant',
      requestedBy: fso.user.username,
      message: 'Annual self-check',
      onRecord: {
        pclEligibility: 'SECRET',
        eligibilityDeterminationDate: '2019-04-02',
        clearanceGrantingAgency: 'DCSA',
        investigationType: 'TIER_3',
        investigationClosedDate: '2019-03-01',
        ceStatus: 'NONE',
      },
      answers: null,
      canAnswer: false,
      canReview: false,
    });
    // answer by: 14 days (the setting's default) from the tenant's today
    expect(verification.expiresOn).toBe(tenantDay(14));
    const mail = await waitForMail(t, 'vera.verify@verify.example', seen);
    expect(mail).toContain('please verify your clearance information');
    expect(mail).toContain(`/my-portal/portal/clearance-verification/${verification.id}`);
    expect(mail).toContain('Secret clearance');
    const [a] = await actions(`clearance-verification:${verification.id}`);
    expect(a).toMatchObject({ state: 'OPEN', personnel_id: person.id, title: M.personActionTitle, due_date: verification.expiresOn });
    const rows = await audits('clearance_verification', verification.id);
    expect(rows[0]).toMatchObject({ event_type: 'CREATE', username: fso.user.username });
    expect(rows[0].request_id).toBe(res.headers['x-request-id']);
  });

  it('refuses a second open verification of the clearance, a clearance of another person, and a person without work e-mail', async () => {
    const again = await fso.post(CV).send({ personnelId: person.id, clearanceId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyOpen);
    const other = await createPerson(fso, [plant], { firstName: 'Otto', lastName: 'Other' });
    const wrong = await fso.post(CV).send({ personnelId: other.id, clearanceId });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.clearanceNotOfPerson);
    const c = await fso
      .post(`${API}/personnel/${other.id}/clearance`)
      .send({ facilityId: plant, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' });
    await t.sql(`UPDATE personnel SET work_email = '' WHERE id = $1`, [other.id]);
    const noMail = await fso.post(CV).send({ personnelId: other.id, clearanceId: c.body.id });
    expect(noMail.status).toBe(400);
    expect(noMail.body.message).toBe(M.noWorkEmail('Otto Other'));
    const empty = await fso.post(CV).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message.split('; ').sort()).toEqual(['Clearance is required', 'Personnel is required']);
    expect(await t.sql(`SELECT id FROM clearance_verification WHERE personnel_id = $1`, [other.id])).toEqual([]);
  });

  it('lets the person read it, hides it from other employees (404) and refuses the answer of anyone but the person', async () => {
    const mine = await employee.get(`${CV}/${verification.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ status: 'SENT', canAnswer: true });
    expect((await stranger.get(`${CV}/${verification.id}`)).status).toBe(404);
    expect((await stranger.put(`${CV}/${verification.id}`).send({ attestation: true })).status).toBe(404);
    const notPerson = await fso.put(`${CV}/${verification.id}`).send({ answers: { pclEligibility: 'SECRET' }, attestation: true });
    expect(notPerson.status).toBe(403);
    expect(notPerson.body.message).toBe(M.onlyThePerson);
    const early = await fso.put(`${CV}/${verification.id}`).send({ decision: 'KEEP_RECORD' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(M.notReviewable('Sent'));
    expect((await employee.post(CV).send({ personnelId: person.id, clearanceId })).status).toBe(403);
  });

  it('the person answers with attestation: NEEDS_REVIEW, their action completed, a review action at the facility', async () => {
    const answers = {
      pclEligibility: 'TOP_SECRET',
      eligibilityDeterminationDate: '2024-05-06',
      clearanceGrantingAgency: 'DCSA',
      investigationType: 'TIER_5',
      investigationClosedDate: '2024-04-01',
      ceStatus: 'ENROLLED',
      ceEnteredDate: '2024-05-10',
      comments: 'Upgraded to TS last spring.',
    };
    const noAttest = await employee.put(`${CV}/${verification.id}`).send({ answers });
    expect(noAttest.status).toBe(400);
    expect(noAttest.body.message).toBe(M.attestationRequired);
    const bad = await employee
      .put(`${CV}/${verification.id}`)
      .send({ answers: { ...answers, pclEligibility: 'ULTRA' }, attestation: true });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Eligibility must be one of');
    const res = await employee.put(`${CV}/${verification.id}`).send({ answers, attestation: true, version: verification.version });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'NEEDS_REVIEW', answers, answeredBy: employee.user.username, canAnswer: false });
    expect(res.body.attestedAt).toBeTruthy();
    const [mine] = await actions(`clearance-verification:${verification.id}`);
    expect(mine.state).toBe('COMPLETED');
    const [review] = await actions(`clearance-verification-review:${verification.id}`);
    expect(review).toMatchObject({ state: 'OPEN', personnel_id: null, facility_id: plant, title: M.reviewActionTitle('Vera Verify') });
    const again = await employee.put(`${CV}/${verification.id}`).send({ answers, attestation: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.notAnswerable('Needs Review'));
    const details = await fso.get(`${API}/facilities/${plant}/detail/open-actions/details`);
    expect(details.status).toBe(200);
    expect(details.body.clearanceVerifications).toEqual([
      expect.objectContaining({ id: verification.id, status: 'NEEDS_REVIEW', personName: 'Vera Verify', pclEligibility: 'SECRET' }),
    ]);
    const list = await fso.get(`${CV}?status=NEEDS_REVIEW&facilityId=${plant}`);
    expect(list.status).toBe(200);
    expect(list.body.map((v: JsonBody) => v.id)).toEqual([verification.id]);
    expect((await audits('clearance_verification', verification.id)).map((r) => [r.event_type, r.username])).toEqual([
      ['CREATE', fso.user.username],
      ['UPDATE', employee.user.username],
    ]);
  });

  it('the FSO accepts the changes: CLOSED, the clearance and investigation records updated, the review action completed', async () => {
    const stale = await fso.put(`${CV}/${verification.id}`).send({ decision: 'ACCEPT_CHANGES', version: verification.version });
    expect(stale.status).toBe(409);
    const bad = await fso.put(`${CV}/${verification.id}`).send({ decision: 'MAYBE' });
    expect(bad.status).toBe(400);
    const res = await fso.put(`${CV}/${verification.id}`).send({ decision: 'ACCEPT_CHANGES', reviewNote: 'Checked in DISS' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'CLOSED',
      decision: 'ACCEPT_CHANGES',
      reviewNote: 'Checked in DISS',
      closedBy: fso.user.username,
    });
    const c = await fso.get(`${API}/personnel/${person.id}/clearance/${clearanceId}`);
    expect(c.body).toMatchObject({
      pclEligibility: 'TOP_SECRET',
      eligibilityDeterminationDate: '2024-05-06',
      ceStatus: 'ENROLLED',
      ceEnteredDate: '2024-05-10',
    });
    const [inv] = await t.sql<{ investigation_type: string; closed: string }>(
      `SELECT investigation_type, to_char(investigation_closed_date, 'YYYY-MM-DD') AS closed FROM personnel_investigation WHERE clearance_id = $1`,
      [clearanceId],
    );
    expect(inv).toEqual({ investigation_type: 'TIER_5', closed: '2024-04-01' });
    const [review] = await actions(`clearance-verification-review:${verification.id}`);
    expect(review.state).toBe('COMPLETED');
    expect((await audits('personnel_clearance', clearanceId)).map((r) => r.event_type)).toEqual(['CREATE', 'UPDATE']);
    const closedAgain = await fso.put(`${CV}/${verification.id}`).send({ decision: 'KEEP_RECORD' });
    expect(closedAgain.status).toBe(409);
    const details = await fso.get(`${API}/facilities/${plant}/detail/open-actions/details`);
    expect(details.body.clearanceVerifications).toEqual([]);
  });

  it('expires an unanswered verification after its answer-by day (on read): EXPIRED, the person action closed, no answer taken', async () => {
    const res = await fso.post(CV).send({ personnelId: person.id, clearanceId });
    expect(res.status).toBe(201);
    const id = res.body.id;
    await t.sql(`UPDATE clearance_verification SET expires_on = $2 WHERE id = $1`, [id, tenantDay(-1)]);
    const read = await employee.get(`${CV}/${id}`);
    expect(read.body).toMatchObject({ status: 'EXPIRED', canAnswer: false });
    const [a] = await actions(`clearance-verification:${id}`);
    expect(a.state).toBe('CLOSED');
    const late = await employee.put(`${CV}/${id}`).send({ answers: { pclEligibility: 'SECRET' }, attestation: true });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(M.notAnswerable('Expired'));
    // an expired request no longer blocks a new one
    const next = await fso.post(CV).send({ personnelId: person.id, clearanceId });
    expect(next.status).toBe(201);
    await t.sql(`UPDATE clearance_verification SET expires_on = $2 WHERE id = $1`, [next.body.id, tenantDay(-3)]);
    const list = await fso.get(`${CV}?personnelId=${person.id}&status=EXPIRED`);
    expect(list.body.map((v: JsonBody) => v.id).sort()).toEqual([id, next.body.id].sort());
  });

  it('the tenant setting sets the answer-by day', async () => {
    await t.sql(
      `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'CLEARANCE_VERIFICATION_EXPIRY_DAYS', '3')
       ON CONFLICT (tenant_id, parameter_name) DO UPDATE SET value = '3'`,
      [tenant],
    );
    const res = await fso.post(CV).send({ personnelId: person.id, clearanceId });
    expect(res.status).toBe(201);
    expect(res.body.expiresOn).toBe(tenantDay(3));
  });

  it('keeps another tenant’s verification and request out of reach (404)', async () => {
    const other = await tenantWithoutMfa(t, 'Other Verify Co');
    const otherFso = await userIn(t, other, { roles: ['FSO'] });
    expect((await otherFso.get(`${CV}/${verification.id}`)).status).toBe(404);
    expect((await otherFso.put(`${CV}/${verification.id}`).send({ decision: 'KEEP_RECORD' })).status).toBe(404);
    expect((await otherFso.post(CV).send({ personnelId: person.id, clearanceId })).status).toBe(404);
    expect((await otherFso.get(`${CV}/not-a-uuid`)).status).toBe(404);
  });

  it('records a clearance request: open action at the facility, e-mail to the security office, audited; read back; refusals', async () => {
    await t.sql(
      `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'SECURITY_OFFICE_EMAIL', 'security@verify.example')
       ON CONFLICT (tenant_id, parameter_name) DO UPDATE SET value = EXCLUDED.value`,
      [tenant],
    );
    const seen = mailSnapshot(t);
    const body = {
      personnelId: person.id,
      clearanceId,
      action: 'RE_INVESTIGATE',
      justification: 'T5R due within 90 days.',
      neededBy: `${YEAR}-02-01`,
    };
    const res = await fso.post(CR).send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...body,
      status: 'SUBMITTED',
      personName: 'Vera Verify',
      facilityId: plant,
      requestedBy: fso.user.username,
    });
    const mail = await waitForMail(t, 'security@verify.example', seen);
    expect(mail).toContain('clearance request (Re-Investigate) for Vera Verify');
    expect(mail).toContain('T5R due within 90 days.');
    const [a] = await actions(`clearance-request:${res.body.id}`);
    expect(a).toMatchObject({
      state: 'OPEN',
      facility_id: plant,
      title: M.requestActionTitle('Re-Investigate', 'Vera Verify'),
      due_date: `${YEAR}-02-01`,
    });
    expect((await audits('clearance_request', res.body.id)).map((r) => r.event_type)).toEqual(['CREATE']);
    const read = await fso.get(`${CR}/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ ...body, clearanceLevel: 'TOP_SECRET' });
    expect((await employee.post(CR).send(body)).status).toBe(403);
    expect((await employee.get(`${CR}/${res.body.id}`)).status).toBe(403);
    const other = await tenantWithoutMfa(t, 'Third Verify Co');
    expect((await (await userIn(t, other, { roles: ['FSO'] })).get(`${CR}/${res.body.id}`)).status).toBe(404);
  });
});
