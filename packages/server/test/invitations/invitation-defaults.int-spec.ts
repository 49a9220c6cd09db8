import { inviteeForm, OFFICE_PERMISSIONS, userdataOf } from '../audit/catalogue/invitations';
import { type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';
import { codeIn, mailSnapshot, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const API = '/api/v1';
const W2 = ['PROOF_OF_CITIZENSHIP', 'SF_312', 'SF_86'];

/**
 * An invited person is recorded in progress, with names and work e-mail only (spec 02 §3 "Invites"): no employment
 * type, so no employment-type default matches them yet. The defaults are written into their documents when the
 * security office records the employment, and the invitee's form keeps them.
 */
describe('invitations and the required-document defaults', () => {
  let t: TestApp;
  let office: UserAgent;

  beforeAll(async () => {
    t = await startTestApp();
    const tenant = await tenantWithoutMfa(t, 'Invite Defaults Co');
    office = await userIn(t, tenant, { permissions: OFFICE_PERMISSIONS });
    await t.sql(
      `INSERT INTO required_document_default (tenant_id, kind, option_type, option, required_documents, updated_date)
       VALUES ($1, 'personnel', 'EMPLOYMENT_TYPE', 'W2_EMPLOYEE', $2, current_date)`,
      [tenant, W2],
    );
  });
  afterAll(() => t?.close());

  const documents = async (id: string) =>
    ((await office.get(`${API}/personnel/${id}`)).body.personnelDocuments as JsonBody[])
      .map((d) => [d.titleId, d.required, d.documentStatus])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));

  it('applies the employment type’s defaults to an invited person once the office records it, and keeps them through the form', async () => {
    const email = 'ivy.invitee@invite-defaults.example';
    let seen = mailSnapshot(t);
    const sent = await office.post(`${API}/invite`).send({ invites: [{ firstName: 'Ivy', lastName: 'Invitee', email }] });
    expect(sent.status).toBe(201);
    const { personnelId, link } = sent.body[0] as { personnelId: string; link: string };
    await waitForMail(t, email, seen);
    const invited = (await office.get(`${API}/personnel/${personnelId}`)).body;
    expect(invited).toMatchObject({ status: 'INPROGRESS', defaultDocumentTitles: [], personnelDocuments: [] });

    const employment = await office
      .put(`${API}/personnel/employment`)
      .send({ personnelId, employmentType: 'W2_EMPLOYEE', employmentStatus: 'CONTINGENT' });
    expect(employment.status).toBe(200);
    expect(await documents(personnelId)).toEqual(W2.map((title) => [title, true, 'MISSING']));

    // the invitee opens the link, enters the code and submits the form
    const userdata = userdataOf(link);
    seen = mailSnapshot(t);
    expect((await t.agent().post(`${API}/self-service/validate-invite`).send({ userdata })).status).toBe(200);
    const otp = codeIn(await waitForMail(t, email, seen));
    expect((await t.agent().post(`${API}/self-service/submit-otp`).send({ userdata, otp })).status).toBe(200);
    expect((await t.agent().post(`${API}/self-service/submit-invitee`).send(inviteeForm(userdata, '321-54-9876'))).status).toBe(200);

    expect(await documents(personnelId)).toEqual(W2.map((title) => [title, true, 'MISSING']));
    const required = ((await office.get(`${API}/personnel/${personnelId}/required-documents`)).body as JsonBody[]).map((r) => r.titleId);
    expect(required.sort()).toEqual(W2);
  });
});
