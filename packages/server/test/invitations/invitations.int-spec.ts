import type TestAgent from 'supertest/lib/agent';
import { INVITATION_MESSAGES as M } from '@clearline/shared';
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
});
