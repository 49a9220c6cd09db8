import type TestAgent from 'supertest/lib/agent';
import { INVITATION_GUARD_MESSAGES as G, INVITATION_MESSAGES as M } from '@clearline/shared';
import { signToken } from '../../src/core/security/tokens';
import { inviteeForm, OFFICE_PERMISSIONS, userdataOf } from '../audit/catalogue/invitations';
import { tenantWithoutMfa, userIn } from '../personnel/fixtures';
import { codeIn, mailSnapshot, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const API = '/api/v1';

/** Invitations: the security office's calls and the self-service link, code and form without sign-in (spec 02 §4, §5, §7). */
describe('invitations', () => {
  let t: TestApp;
  let fso: TestAgent;
  let other: TestAgent;
  let viewer: TestAgent;
  let tenantId: string;
  let n = 0;

  const anon = () => t.agent();
  const validate = (userdata: string) => anon().post(`${API}/self-service/validate-invite`).send({ userdata });
  const submitOtp = (userdata: string, otp: string) => anon().post(`${API}/self-service/submit-otp`).send({ userdata, otp });
  const submit = (body: object) => anon().post(`${API}/self-service/submit-invitee`).send(body);

  async function invite(firstName = 'Grace', lastName = 'Hopper') {
    const email = `invitee${++n}@invite.example`;
    const seen = mailSnapshot(t);
    const res = await fso.post(`${API}/invite`).send({ invites: [{ firstName, lastName, email }] });
    expect(res.status).toBe(201);
    const inv = res.body[0] as { id: string; personnelId: string; link: string; status: string };
    const mail = await waitForMail(t, email, seen);
    return { ...inv, email, mail, userdata: userdataOf(inv.link) };
  }

  async function openLink(userdata: string, email: string): Promise<string> {
    const seen = mailSnapshot(t);
    const res = await validate(userdata);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: M.validated });
    return codeIn(await waitForMail(t, email, seen));
  }

  /** An invitation whose code was entered: the form is next. */
  async function codePassed(firstName: string, lastName: string) {
    const inv = await invite(firstName, lastName);
    expect((await submitOtp(inv.userdata, await openLink(inv.userdata, inv.email))).status).toBe(200);
    return inv;
  }

  /** A refusal of the link as the invitee gets it. */
  const refusal = (res: { status: number; body: { message?: string } }) => ({ status: res.status, message: res.body.message });
  const locked = { status: 400, message: G.locked };
  const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000');
  const invitationRow = async (id: string) =>
    (
      await t.sql<{ codes_issued: number; wrong_codes: number; locked_at: Date | null; otp_hash: string | null }>(
        `SELECT codes_issued, wrong_codes, locked_at, otp_hash FROM invitation WHERE id = $1`,
        [id],
      )
    )[0];
  const lockAudits = (id: string) =>
    t.sql<{ details: { reason: string; codesIssued: number; wrongCodes: number } }>(
      `SELECT details FROM audit_log WHERE event_type = 'ACTION' AND action = 'INVITATION_LOCKED' AND object_table = 'invitation' AND object_id = $1`,
      [id],
    );

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await tenantWithoutMfa(t, 'Invite Co');
    fso = await userIn(t, tenantId, { permissions: OFFICE_PERMISSIONS });
    viewer = await userIn(t, tenantId, { permissions: { PERSONNEL: { canView: true, ui: true } } });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Invite Co'), { permissions: OFFICE_PERMISSIONS });
  });
  afterAll(() => t?.close());

  it('invites a new person end to end: link e-mailed, code e-mailed, form submitted for review, account created', async () => {
    const inv = await invite();
    expect(inv.status).toBe('SENT');
    expect(inv.mail).toContain('/self-service/invite?userdata=');
    // the person exists, in progress, with names and work e-mail
    const person = (await fso.get(`${API}/personnel/${inv.personnelId}`)).body;
    expect(person).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', workEmail: inv.email });
    expect((await fso.get(`${API}/invite/personnel/${inv.personnelId}`)).body).toMatchObject({ id: inv.id, status: 'SENT', sendCount: 1 });

    const otp = await openLink(inv.userdata, inv.email);
    expect((await fso.get(`${API}/invite/personnel/${inv.personnelId}`)).body.status).toBe('VALIDATED');
    // the form is refused before the code
    expect((await submit(inviteeForm(inv.userdata, '123456789'))).body.message).toBe(M.otpFirst);

    const names = await submitOtp(inv.userdata, otp);
    expect(names.status).toBe(200);
    expect(names.body).toEqual({ firstName: 'Grace', lastName: 'Hopper', workEmail: inv.email });
    // the code is used up
    expect((await submitOtp(inv.userdata, otp)).body.message).toBe(M.otpInvalid);

    // the form's rules
    const missing = await submit({ userdata: inv.userdata });
    expect(missing.status).toBe(400);
    for (const m of ['SSN is required', 'Gender is required', 'Marital Status is required', 'Birth Date is required']) {
      expect(missing.body.message).toContain(m);
    }
    const badEmail = await submit({ ...inviteeForm(inv.userdata, '123456789'), workEmail: 'not-an-address' });
    expect(badEmail.body.message).toContain(M.workEmailInvalid);
    const badSsn = await submit(inviteeForm(inv.userdata, '12345'));
    expect(badSsn.status).toBe(400);
    const dual = await submit({ ...inviteeForm(inv.userdata, '123456789'), citizenshipType: 'DUAL_CITIZENSHIP' });
    expect(dual.body.message).toContain('Second Citizenship Country is required');

    const done = await submit(inviteeForm(inv.userdata, '123-45-6789'));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: M.submitted });
    // the link is consumed
    expect((await validate(inv.userdata)).body.message).toBe(M.linkInvalid);
    expect((await submit(inviteeForm(inv.userdata, '123456789'))).body.message).toBe(M.linkInvalid);

    const after = (await fso.get(`${API}/personnel/${inv.personnelId}`)).body;
    expect(after).toMatchObject({ genderType: 'FEMALE', maritalStatus: 'SINGLE', birthDate: '1990-04-02', citizenshipType: 'BORN_IN_US' });
    expect(after.usCitizenshipDate).toBe('1990-04-02');
    const [row] = await t.sql<{ ssn_encrypted: string; status: string }>(`SELECT ssn_encrypted, status FROM personnel WHERE id = $1`, [
      inv.personnelId,
    ]);
    expect(row.ssn_encrypted).toBeTruthy();
    expect(row.ssn_encrypted).not.toContain('6789');
    expect(row.status).toBe('INPROGRESS');
    // the security office's review action on the person
    const actions = (await fso.get(`${API}/requests-and-actions/open-actions/personnel/${inv.personnelId}`)).body as Array<{
      title: string;
    }>;
    expect(actions.map((a) => a.title)).toContain(M.reviewAction('Grace Hopper'));
    expect((await fso.get(`${API}/invite/personnel/${inv.personnelId}`)).body.status).toBe('SUBMITTED');
    // a submitted invitation cannot be sent again
    expect((await fso.put(`${API}/invite/${inv.id}/send-email`)).status).toBe(409);

    // the account
    const seen = mailSnapshot(t);
    const user = await fso.post(`${API}/invite/create-user`).send({ invitationId: inv.id });
    expect(user.status).toBe(201);
    expect(user.body).toMatchObject({ status: 'REVIEWED' });
    expect(await waitForMail(t, inv.email, seen)).toContain('/login?view=reset-password&token=');
    const [linked] = await t.sql<{ user_id: string }>(`SELECT user_id FROM personnel WHERE id = $1`, [inv.personnelId]);
    expect(linked.user_id).toBe(user.body.userId);
    expect((await fso.post(`${API}/invite/create-user`).send({ invitationId: inv.id })).status).toBe(409);

    // every step left its audit rows; no token, code or SSN in them
    const audits = await t.sql<{ event_type: string; object_table: string; changes: unknown }>(
      `SELECT event_type, object_table, changes FROM audit_log WHERE object_id = $1 OR object_id = $2 ORDER BY id`,
      [inv.id, inv.personnelId],
    );
    expect(audits.filter((a) => a.object_table === 'invitation').map((a) => a.event_type)).toEqual([
      'CREATE',
      'UPDATE', // sent
      'UPDATE', // link opened
      'UPDATE', // code passed
      'UPDATE', // submitted
      'UPDATE', // account created
    ]);
    const text = JSON.stringify(audits);
    expect(text).not.toContain('123456789');
    expect(text).not.toContain(otp);
    expect(text).not.toContain(inv.userdata);
  });

  it('voids the old link when re-sent, refuses a tampered, foreign or expired link, and answers every refusal alike', async () => {
    const inv = await invite('Alan', 'Turing');
    const seen = mailSnapshot(t);
    const resent = await fso.put(`${API}/invite/${inv.id}/send-email`);
    expect(resent.status).toBe(200);
    expect(resent.body.sendCount).toBe(2);
    await waitForMail(t, inv.email, seen);
    expect((await validate(inv.userdata)).body.message).toBe(M.linkInvalid);
    const fresh = userdataOf(resent.body.link);
    // tampered
    const [body, sig] = fresh.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), i: inv.personnelId })).toString('base64url')}.${sig}`;
    expect((await validate(tampered)).body.message).toBe(M.linkInvalid);
    expect((await validate('not-a-token')).body.message).toBe(M.linkInvalid);
    // genuinely signed, but expired
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const expired = signToken('invitation-link', { t: payload.t, i: payload.i, n: payload.n }, -1000);
    expect((await validate(expired)).status).toBe(400);
    // the stored expiry counts too
    await t.sql(`UPDATE invitation SET token_expires_at = now() - interval '1 minute' WHERE id = $1`, [inv.id]);
    expect((await validate(fresh)).body.message).toBe(M.linkInvalid);
  });

  it('allows five wrong codes per e-mailed code, then refuses even the right one until a new code is sent', async () => {
    const inv = await invite('Ada', 'Lovelace');
    const otp = await openLink(inv.userdata, inv.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await submitOtp(inv.userdata, wrong)).body.message).toBe(M.otpInvalid);
    expect((await submitOtp(inv.userdata, wrong)).body.message).toBe(M.otpTooManyAttempts);
    expect((await submitOtp(inv.userdata, otp)).body.message).toBe(M.otpTooManyAttempts);
    const [row] = await t.sql<{ otp_attempts: number }>(`SELECT otp_attempts FROM invitation WHERE id = $1`, [inv.id]);
    expect(row.otp_attempts).toBe(5);
    // a new code (reopening the link) works, and an expired one does not
    const next = await openLink(inv.userdata, inv.email);
    await t.sql(`UPDATE invitation SET otp_expires_at = now() - interval '1 second' WHERE id = $1`, [inv.id]);
    expect((await submitOtp(inv.userdata, next)).body.message).toBe(M.otpInvalid);
    const last = await openLink(inv.userdata, inv.email);
    expect((await submitOtp(inv.userdata, last)).status).toBe(200);
    expect((await submitOtp(inv.userdata, 'abc')).body.message).toContain('One-Time Code must be 6 digits');
  });

  it('invites a person on record, lists, withdraws, and keeps tenants and permissions apart', async () => {
    const [p] = await t.sql<{ id: string }>(
      `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Katherine', 'Johnson', 'kj@invite.example') RETURNING id`,
      [tenantId],
    );
    expect((await fso.get(`${API}/invite/personnel/${p.id}`)).body.message).toBe(M.noInvitation);
    const seen = mailSnapshot(t);
    const put = await fso.put(`${API}/invite/personnel/${p.id}`).send({});
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ email: 'kj@invite.example', status: 'SENT' });
    await waitForMail(t, 'kj@invite.example', seen);
    const list = await fso.get(`${API}/invite`).query({ q: 'Katherine' });
    expect(list.body.map((i: { id: string }) => i.id)).toEqual([put.body.id]);
    expect((await fso.get(`${API}/invite`).query({ status: 'REVIEWED' })).body.length).toBeGreaterThanOrEqual(1);
    // another tenant: 404 on every record route; no invitations in its list
    expect((await other.get(`${API}/invite/personnel/${p.id}`)).status).toBe(404);
    expect((await other.put(`${API}/invite/${put.body.id}/send-email`)).status).toBe(404);
    expect((await other.delete(`${API}/invite/${put.body.id}`)).status).toBe(404);
    expect((await other.get(`${API}/invite`)).body).toEqual([]);
    // the dashboard tile's counts
    const summary = (await fso.get(`${API}/invite/summary`)).body;
    expect(summary.notCompleted).toBeGreaterThanOrEqual(2);
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    expect(summary.submittedForReview).toBe(0);
    expect((await other.get(`${API}/invite/summary`)).body).toEqual({ notCompleted: 0, expired: 0, submittedForReview: 0 });
    // a viewer reads but does not write
    expect((await viewer.get(`${API}/invite`)).status).toBe(200);
    expect(
      (await viewer.post(`${API}/invite`).send({ invites: [{ firstName: 'A', lastName: 'B', email: 'ab@invite.example' }] })).status,
    ).toBe(403);
    // bad input
    const bad = await fso.post(`${API}/invite`).send({ invites: [{ firstName: 'A', lastName: 'B', email: 'nope' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(M.workEmailInvalid);
    expect((await fso.post(`${API}/invite`).send({ invites: [] })).body.message).toBe(M.listRequired);
    // withdraw: the link stops working
    const userdata = userdataOf(put.body.link);
    expect((await fso.delete(`${API}/invite/${put.body.id}`)).status).toBe(204);
    expect((await validate(userdata)).body.message).toBe(M.linkInvalid);
    expect((await fso.get(`${API}/personnel/${p.id}`)).status).toBe(200);
  });

  it('answers an SSN already on another person of the tenant like any SSN, holds it back and asks the security office', async () => {
    const ssn = '212-55-0101';
    // a clean submission: the SSN goes on Grace's record
    const first = await codePassed('Grace', 'Brewster');
    const clean = await submit(inviteeForm(first.userdata, ssn));
    expect(clean.status).toBe(200);
    const personRow = async (id: string) => (await t.sql(`SELECT * FROM personnel WHERE id = $1`, [id]))[0];
    const grace = await personRow(first.personnelId);
    expect(grace.ssn_hmac).toBeTruthy();

    // the same SSN from another invitee: the same answer, nothing told about Grace
    const second = await codePassed('Mallory', 'Probe');
    const clash = await submit({ ...inviteeForm(second.userdata, '212550101'), maritalStatus: 'MARRIED', birthDate: '1985-07-14' });
    expect({ status: clash.status, body: clash.body }).toEqual({ status: clean.status, body: clean.body });
    // …and the link is used up as by any submission
    expect(refusal(await validate(second.userdata))).toEqual({ status: 400, message: M.linkInvalid });

    // Grace's record is untouched; Mallory's has the rest of the form but not the SSN
    expect(await personRow(first.personnelId)).toEqual(grace);
    const mallory = await personRow(second.personnelId);
    expect(mallory).toMatchObject({ ssn_encrypted: null, ssn_hmac: null, marital_status: 'MARRIED', citizenship_type: 'BORN_IN_US' });
    expect((await fso.get(`${API}/personnel/${second.personnelId}`)).body.birthDate).toBe('1985-07-14');
    expect((await fso.get(`${API}/invite/personnel/${second.personnelId}`)).body.status).toBe('SUBMITTED');

    // the security office's open actions on Mallory: the review, and the conflict naming both people, never the number
    const actions = (await fso.get(`${API}/requests-and-actions/open-actions/personnel/${second.personnelId}`)).body as Array<{
      id: string;
      title: string;
      description: string;
    }>;
    const graceLabel = `Grace Brewster (${first.email})`;
    expect(actions.map((a) => a.title)).toEqual(
      expect.arrayContaining([M.reviewAction('Mallory Probe'), G.ssnConflictAction('Mallory Probe', graceLabel)]),
    );
    const conflict = actions.find((a) => a.title === G.ssnConflictAction('Mallory Probe', graceLabel))!;
    expect(conflict.description).toBe(G.ssnConflictActionText('Mallory Probe', graceLabel));
    // Grace's own list has no action of it
    const graceActions = (await fso.get(`${API}/requests-and-actions/open-actions/personnel/${first.personnelId}`)).body as Array<{
      title: string;
    }>;
    expect(graceActions.map((a) => a.title)).not.toContain(conflict.title);
    // a clean submission raises no conflict
    expect(graceActions.some((a) => a.title.startsWith('SSN conflict'))).toBe(false);

    // no account from the invitation while the conflict is open; completing the action (resolved) allows it
    const refused = await fso.post(`${API}/invite/create-user`).send({ invitationId: second.id });
    expect(refusal(refused)).toEqual({ status: 409, message: G.ssnConflictOpen });
    expect((await fso.put(`${API}/requests-and-actions/open-actions/${conflict.id}/complete`).send({})).status).toBe(200);
    expect((await fso.post(`${API}/invite/create-user`).send({ invitationId: second.id })).status).toBe(201);

    // the number is nowhere in the audit rows of the two people, the invitations or the actions
    const audits = await t.sql(`SELECT * FROM audit_log WHERE object_id = ANY($1)`, [
      [first.id, first.personnelId, second.id, second.personnelId, ...actions.map((a) => a.id)],
    ]);
    expect(audits.length).toBeGreaterThan(0);
    const text = JSON.stringify(audits) + JSON.stringify(actions);
    for (const form of ['212550101', '212-55-0101']) expect(text).not.toContain(form);
  });

  it('locks an invitation after ten wrong codes in all however often its link is reopened, until the office sends it again', async () => {
    const inv = await invite('Eve', 'Guesser');
    // five wrong tries use up the first code…
    const otp1 = await openLink(inv.userdata, inv.email);
    for (let i = 0; i < 4; i++) expect((await submitOtp(inv.userdata, wrongFor(otp1))).body.message).toBe(M.otpInvalid);
    expect((await submitOtp(inv.userdata, wrongFor(otp1))).body.message).toBe(M.otpTooManyAttempts);
    // …reopening the link gives a new code, but the wrong tries still count: the tenth in all locks
    const otp2 = await openLink(inv.userdata, inv.email);
    for (let i = 0; i < 4; i++) expect((await submitOtp(inv.userdata, wrongFor(otp2))).body.message).toBe(M.otpInvalid);
    expect(refusal(await submitOtp(inv.userdata, wrongFor(otp2)))).toEqual(locked);
    // locked: the right code, reopening the link (no new code is e-mailed) and the form are all refused
    expect(refusal(await submitOtp(inv.userdata, otp2))).toEqual(locked);
    expect(refusal(await validate(inv.userdata))).toEqual(locked);
    expect(refusal(await submit(inviteeForm(inv.userdata, '212-55-0202')))).toEqual(locked);
    expect(await invitationRow(inv.id)).toMatchObject({ codes_issued: 2, wrong_codes: 10, otp_hash: null });
    expect((await invitationRow(inv.id)).locked_at).not.toBeNull();
    expect((await fso.get(`${API}/invite/personnel/${inv.personnelId}`)).body.lockedAt).toEqual(expect.any(String));
    // the lock is audited once, with its reason and counts
    expect((await lockAudits(inv.id)).map((a) => a.details)).toEqual([
      expect.objectContaining({ reason: 'WRONG_CODES', codesIssued: 2, wrongCodes: 10 }),
    ]);

    // the security office re-sends it: a new link with fresh counters; the old link stays void
    const seen = mailSnapshot(t);
    const resent = await fso.put(`${API}/invite/${inv.id}/send-email`);
    expect(resent.status).toBe(200);
    expect(resent.body.lockedAt).toBeNull();
    await waitForMail(t, inv.email, seen);
    const fresh = userdataOf(resent.body.link);
    expect(refusal(await validate(inv.userdata))).toEqual({ status: 400, message: M.linkInvalid });
    expect(await invitationRow(inv.id)).toMatchObject({ codes_issued: 0, wrong_codes: 0, locked_at: null });
    const otp3 = await openLink(fresh, inv.email);
    expect((await submitOtp(fresh, wrongFor(otp3))).body.message).toBe(M.otpInvalid);
    expect((await submitOtp(fresh, otp3)).status).toBe(200);
  });

  it('locks an invitation whose link is opened more often than it may e-mail codes, until the office invites the person again', async () => {
    const inv = await invite('Oscar', 'Reloader');
    let otp = '';
    for (let i = 0; i < 5; i++) otp = await openLink(inv.userdata, inv.email);
    expect(refusal(await validate(inv.userdata))).toEqual(locked);
    expect(refusal(await submitOtp(inv.userdata, otp))).toEqual(locked);
    expect(refusal(await validate(inv.userdata))).toEqual(locked);
    expect(await invitationRow(inv.id)).toMatchObject({ codes_issued: 5, wrong_codes: 0, otp_hash: null });
    expect((await lockAudits(inv.id)).map((a) => a.details)).toEqual([expect.objectContaining({ reason: 'CODES_ISSUED', codesIssued: 5 })]);

    // inviting the person again (the other way the office sends the link) unlocks it too
    const seen = mailSnapshot(t);
    const again = await fso.put(`${API}/invite/personnel/${inv.personnelId}`).send({});
    expect(again.status).toBe(200);
    expect(again.body.lockedAt).toBeNull();
    await waitForMail(t, inv.email, seen);
    const fresh = userdataOf(again.body.link);
    expect((await submitOtp(fresh, await openLink(fresh, inv.email))).status).toBe(200);
  });
});
