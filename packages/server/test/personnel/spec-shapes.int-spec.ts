import { NOT_STATED, TEXT_LIMITS } from '@clearline/shared';
import { mailSnapshot, waitForMail } from '../support/auth';
import { futureYear, pastYear } from '../support/dates';
import { startTestApp, type TestApp } from '../support/test-app';
import { tenantDay } from '../support/time-zone';
import { API, createPerson, facility, type JsonBody, person, tenantWithoutMfa, type UserAgent, userIn } from './fixtures';

/**
 * The bodies of spec 02 §3 are accepted as the spec gives them, and its required fields are required everywhere a
 * person comes in: a termination (employeeId, terminationDate, isHighRisk) needs no reason, a clearance request
 * (personnelId, clearanceId) no action or justification; a person needs an employment type and status; a new hire's
 * dual citizenship needs the second country, as the personnel form and the invitation ask.
 */
describe('people-area bodies as the spec gives them', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let plant: string;

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Spec Shapes Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    plant = await facility(fso, 'Shapes Plant', 'SHP01');
  });
  afterAll(() => t?.close());

  it('records a termination without a reason (employeeId, terminationDate and isHighRisk only)', async () => {
    const p = await createPerson(fso, [plant], { firstName: 'Rita', lastName: 'Noreason' });
    const res = await fso
      .post(`${API}/personnel/terminate-employee`)
      .send({ employeeId: p.id, terminationDate: `${pastYear()}-06-30`, isHighRisk: false });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ personnelId: p.id, reason: null, isHighRisk: false, status: 'PENDING' });
    const [row] = await t.sql<{ reason: string | null }>(`SELECT reason FROM personnel_termination WHERE id = $1`, [res.body.id]);
    expect(row.reason).toBeNull();
    // a reason that is given is still checked
    const q = await createPerson(fso, [plant], { firstName: 'Rex', lastName: 'Badreason' });
    const bad = await fso
      .post(`${API}/personnel/terminate-employee`)
      .send({ employeeId: q.id, terminationDate: tenantDay(), reason: 'FIRED' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Reason');
  });

  it('e-mails a high-risk termination without a reason as "Not stated"', async () => {
    const fsoUser = await t.sql<{ email: string }>(`SELECT email FROM app_user WHERE id = $1`, [fso.user.id]);
    const seen = mailSnapshot(t);
    const p = await createPerson(fso, [plant], { firstName: 'Hugo', lastName: 'Highrisk' });
    const res = await fso
      .post(`${API}/personnel/terminate-employee`)
      .send({ employeeId: p.id, terminationDate: tenantDay(), isHighRisk: true });
    expect(res.status).toBe(201);
    expect(res.body.reason).toBeNull();
    const mail = await waitForMail(t, fsoUser[0].email, seen);
    expect(mail).toContain('Hugo Highrisk');
    expect(mail).toContain(NOT_STATED);
  });

  it('records a clearance request without an action or a justification (personnelId and clearanceId only)', async () => {
    const p = await createPerson(fso, [plant], { firstName: 'Cleo', lastName: 'Request' });
    const clearance = await fso
      .post(`${API}/personnel/${p.id}/clearance`)
      .send({ facilityId: plant, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' });
    expect(clearance.status).toBe(201);
    const res = await fso.post(`${API}/personnel/clearance-request`).send({ personnelId: p.id, clearanceId: clearance.body.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      personnelId: p.id,
      clearanceId: clearance.body.id,
      action: null,
      justification: null,
      status: 'SUBMITTED',
    });
    const read = await fso.get(`${API}/personnel/clearance-request/${res.body.id}`);
    expect(read.body).toMatchObject({ action: null, justification: null });
    const [action] = await t.sql<{ title: string; description: string | null }>(
      `SELECT title, description FROM open_action WHERE source_key = $1`,
      [`clearance-request:${res.body.id}`],
    );
    expect(action).toEqual({ title: 'Clearance Request: Cleo Request', description: null });
    // what is given is still checked
    const bad = await fso.post(`${API}/personnel/clearance-request`).send({
      personnelId: p.id,
      clearanceId: clearance.body.id,
      action: 'PROMOTE',
      justification: 'x'.repeat(TEXT_LIMITS.message.chars + 1),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      `Action must be one of INITIATE, RE_INVESTIGATE, CV_CE_ENROLLMENT, OFFICIAL_REQUEST, TAKE_OWNERSHIP; Field exceeded max character length of ${TEXT_LIMITS.message.chars}.`,
    );
  });

  it('refuses a person without employment type or status, with the spec’s message, and writes nothing', async () => {
    const before = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM personnel WHERE tenant_id = $1`, [tenant]);
    const body = person([plant], { firstName: 'Nemo', lastName: 'Noemployment' });
    delete body.employment;
    const none = await fso.post(`${API}/personnel`).send(body);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Employment Type is required; Employment Status is required');
    const empty = await fso.post(`${API}/personnel`).send({ ...body, employment: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message.split('; ').sort()).toEqual(['Employment Status is required', 'Employment Type is required']);
    const typeOnly = await fso.post(`${API}/personnel`).send({ ...body, employment: { employmentType: 'W2_EMPLOYEE' } });
    expect(typeOnly.body.message).toBe('Employment Status is required');
    const nulled = await fso.post(`${API}/personnel`).send({ ...body, employment: null });
    expect(nulled.status).toBe(400);
    const after = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM personnel WHERE tenant_id = $1`, [tenant]);
    expect(after[0].n).toBe(before[0].n);
    // a whole-record update may leave the employment out: it stays as it is
    const p = await createPerson(fso, [plant], { firstName: 'Kept', lastName: 'Employment' });
    const put = await fso.put(`${API}/personnel/${p.id}`).send({ ...body, firstName: 'Kept', lastName: 'Employment', ssn: p.ssn });
    expect(put.status).toBe(200);
    expect(put.body.employment).toMatchObject({ employmentType: 'CONTRACT_1099', employmentStatus: 'CONTINGENT' });
  });

  it('refuses a new hire with dual citizenship and no second country, as the personnel form does', async () => {
    const report = (citizenship: JsonBody) =>
      fso.post(`${API}/personnel/report-new-hire`).send({
        facilityId: plant,
        names: { firstName: 'Dua', lastName: 'Lcitizen' },
        birthDate: '1990-01-01',
        maritalStatus: 'SINGLE',
        citizenship,
        birthAddress: { countryId: 236, city: 'Norfolk', state: 'VA' },
        contactInfo: { workEmail: 'dua.lcitizen@shapes.example' },
        employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'CONTINGENT', startDate: `${futureYear()}-01-05` },
      });
    const form = await fso
      .post(`${API}/personnel`)
      .send(person([plant], { firstName: 'Dua', lastName: 'Lcitizen', citizenshipType: 'DUAL_CITIZENSHIP' }));
    const res = await report({ citizenshipCountryId: 236, citizenshipType: 'DUAL_CITIZENSHIP' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Second Citizenship Country is required');
    expect(res.body.message).toBe(form.body.message);
    expect(await t.sql(`SELECT 1 FROM pending_hire WHERE tenant_id = $1`, [tenant])).toEqual([]);
    const ok = await report({ citizenshipCountryId: 236, citizenshipType: 'DUAL_CITIZENSHIP', secondCitizenshipCountryId: 235 });
    expect(ok.status).toBe(201);
  });
});
