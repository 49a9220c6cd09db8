import { API_MESSAGES, NEW_HIRE_MESSAGES as M, PEOPLE_MESSAGES, newHireActionKey } from '@clearline/shared';
import { mailSnapshot, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { tenantDay } from '../support/time-zone';
import { API, createPerson, facility, type JsonBody, nextSsn, tenantWithoutMfa, type UserAgent, userIn } from './fixtures';

const rid = (res: { headers: Record<string, string> }) => res.headers['x-request-id'];

/** A complete Report New Hire body (spec 02 §3 "New hire"). */
function newHire(facilityId: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    facilityId,
    cleared: false,
    names: { firstName: 'Nora', middleName: 'J', lastName: 'Newman', aliasName: 'Nori' },
    ssn: '000000000',
    birthDate: '1992-06-01',
    passportNumber: 'X1234567',
    maritalStatus: 'MARRIED',
    citizenship: { citizenshipCountryId: 236, citizenshipType: 'NATURALIZED', usCitizenshipDate: '2010-05-05' },
    birthAddress: { countryId: 236, city: 'Norfolk', state: 'VA', zipCode: '23510' },
    contactInfo: {
      street1: '12 Elm St',
      city: 'Arlington',
      state: 'VA',
      zipCode: '22201',
      countryId: 236,
      cellPhoneNumber: '703-555-0100',
      workEmail: 'nora.newman@hire.example',
      personalEmailAddress: 'nora@home.example',
      governmentEmailAddress: 'nora.newman@agency.mil',
    },
    employment: {
      employmentType: 'W2_EMPLOYEE',
      employmentStatus: 'CONTINGENT',
      jobTitle: 'Systems Engineer',
      hireDate: tenantDay(-17),
      contingencyOfferSignedDate: tenantDay(-19),
      startDate: tenantDay(),
    },
    clearance: null,
    ...over,
  };
}

/** Report New Hire: the pending hire, its open action and e-mail, acceptance into a person, rejection, refusals and audit. */
describe('report new hire', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let manager: UserAgent;
  let viewer: UserAgent;
  let other: UserAgent;
  let plant: string;
  let officer: JsonBody;

  const hireRow = (id: string) =>
    t.sql<{ status: string; ssn_encrypted: string | null; ssn_hmac: string | null; personnel_id: string | null; details: JsonBody }>(
      `SELECT status, ssn_encrypted, ssn_hmac, personnel_id, details FROM pending_hire WHERE id = $1`,
      [id],
    );
  const actionOf = (id: string) =>
    t.sql<{
      state: string;
      facility_id: string;
      personnel_id: string | null;
      title: string;
      note: string | null;
      completed_by: string | null;
    }>(`SELECT state, facility_id, personnel_id, title, note, completed_by FROM open_action WHERE source_key = $1`, [newHireActionKey(id)]);

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Hire Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    manager = await userIn(t, tenant, {
      permissions: { REPORT_NEW_HIRE: { canView: true, ui: true, canCreate: true }, PERSONNEL: { canView: true, ui: true } },
    });
    viewer = await userIn(t, tenant, { permissions: { PERSONNEL: { canView: true, ui: true } } });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Hire Co'), { roles: ['FSO'] });
    plant = await facility(fso, 'Hire Plant', 'HIR01');
    officer = await createPerson(fso, [plant], { firstName: 'Fay', lastName: 'Officer', workEmail: 'fay.officer@hire.example' });
    await t.sql(`INSERT INTO facility_kmp (tenant_id, facility_id, personnel_id, kmp_role) VALUES ($1, $2, $3, 'FSO')`, [
      tenant,
      plant,
      officer.id,
    ]);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('reports a new hire as a pending hire (not a person): SSN 000000000 stored as none, an open action and an e-mail for the FSO', async () => {
    const seen = mailSnapshot(t);
    const res = await manager.post(`${API}/personnel/report-new-hire`).send(newHire(plant)).expect(201);
    expect(res.body).toMatchObject({
      status: 'PENDING',
      fullName: 'Nora Newman',
      facilityName: 'Hire Plant',
      hasSsn: false,
      ssn: null,
      jobTitle: 'Systems Engineer',
      workEmail: 'nora.newman@hire.example',
      reportedBy: manager.user.username,
    });
    expect(res.body.details.contactInfo.governmentEmailAddress).toBe('nora.newman@agency.mil');
    const [row] = await hireRow(res.body.id);
    expect(row).toMatchObject({ status: 'PENDING', ssn_encrypted: null, ssn_hmac: null, personnel_id: null });
    expect(JSON.stringify(row.details)).not.toContain('000000000');
    const people = await t.sql(`SELECT id FROM personnel WHERE work_email = 'nora.newman@hire.example'`);
    expect(people).toHaveLength(0);

    const [action] = await actionOf(res.body.id);
    expect(action).toMatchObject({
      state: 'OPEN',
      facility_id: plant,
      personnel_id: null,
      title: M.actionTitle('Nora Newman', 'Hire Plant'),
    });

    const mail = await waitForMail(t, 'fay.officer@hire.example', seen);
    expect(mail).toContain('new hire Nora Newman reported for Hire Plant');
    expect(mail).toContain('/personnel/pending-hires');

    const audit = await t.sql<{ object_table: string; changes: JsonBody }>(
      `SELECT object_table, changes FROM audit_log WHERE request_id = $1 ORDER BY id`,
      [rid(res)],
    );
    expect(audit.map((a) => a.object_table)).toEqual(expect.arrayContaining(['pending_hire', 'open_action']));

    const list = await fso.get(`${API}/personnel/pending-hires`).expect(200);
    expect(list.body.map((h: JsonBody) => h.id)).toContain(res.body.id);
    const dash = await fso.get(`${API}/dashboard`).expect(200);
    expect(dash.body.pendingHires).toBe(1);
  });

  it('accepts a pending hire: the person is created CONTINGENT with contacts, employment and clearance; the action completes', async () => {
    const ssn = nextSsn();
    const cleared = newHire(plant, {
      names: { firstName: 'Carl', lastName: 'Cleared' },
      ssn,
      cleared: true,
      contactInfo: { workEmail: 'carl.cleared@hire.example', cellPhoneNumber: '703-555-0111', city: 'Reston', state: 'VA' },
      clearance: { facilityId: plant, pclStatus: 'ACTIVE', pclEligibility: 'SECRET', eligibilityDeterminationDate: '2024-02-02' },
    });
    const reported = await manager.post(`${API}/personnel/report-new-hire`).send(cleared).expect(201);
    // the reporter sees no digits; the FSO the last four at most
    expect(reported.body).toMatchObject({ hasSsn: true, ssn: '***-**-****' });
    const seenByFso = await fso.get(`${API}/personnel/pending-hires/${reported.body.id}`).expect(200);
    expect(seenByFso.body.ssn).toBe(`***-**-${ssn.slice(-4)}`);
    const [row] = await hireRow(reported.body.id);
    expect(row.ssn_encrypted).toMatch(/^v1\./);
    expect(row.ssn_encrypted).not.toContain(ssn.replace(/-/g, ''));
    const hireAudit = await t.sql(`SELECT changes::text AS c FROM audit_log WHERE request_id = $1`, [rid(reported)]);
    expect(hireAudit.map((a) => a.c).join()).not.toContain(ssn.replace(/-/g, ''));

    // the same SSN cannot be reported twice while the first report waits
    const twice = await manager.post(`${API}/personnel/report-new-hire`).send(cleared).expect(409);
    expect(twice.body.message).toBe(M.duplicatePending);

    // the manager may report but not accept
    await manager
      .post(`${API}/personnel/accept-new-personnel`)
      .send({ pendingHireId: reported.body.id, employmentStatus: 'ACTIVE', genderType: 'MALE' })
      .expect(403);

    const res = await fso
      .post(`${API}/personnel/accept-new-personnel`)
      .send({ pendingHireId: reported.body.id, employmentStatus: 'CONTINGENT', genderType: 'MALE', employeeId: 'E-77' })
      .expect(201);
    expect(res.body).toMatchObject({ status: 'ACCEPTED', decidedBy: fso.user.username });
    const personId = res.body.personnelId as string;
    const person = await fso.get(`${API}/personnel/${personId}`).expect(200);
    expect(person.body).toMatchObject({
      firstName: 'Carl',
      lastName: 'Cleared',
      employeeId: 'E-77',
      genderType: 'MALE',
      workEmail: 'carl.cleared@hire.example',
    });
    expect(person.body.employment).toMatchObject({ employmentStatus: 'CONTINGENT', jobTitle: 'Systems Engineer', startDate: tenantDay() });
    expect(person.body.personnelContacts[0]).toMatchObject({
      contactTypeEnum: 'PERSONAL',
      city: 'Reston',
      cellPhoneNumber: '703-555-0111',
    });
    expect(person.body.facilities.map((f: JsonBody) => f.id)).toEqual([plant]);
    const clearances = await fso.get(`${API}/personnel/${personId}/clearance`).expect(200);
    expect(clearances.body).toHaveLength(1);
    expect(clearances.body[0]).toMatchObject({ pclStatus: 'ACTIVE', pclEligibility: 'SECRET', facilityId: plant });
    const [p] = await t.sql<{ ssn_hmac: string }>(`SELECT ssn_hmac FROM personnel WHERE id = $1`, [personId]);
    expect(p.ssn_hmac).toBe(row.ssn_hmac);

    const [action] = await actionOf(reported.body.id);
    expect(action).toMatchObject({ state: 'COMPLETED', completed_by: fso.user.username });

    const audit = await t.sql<{ object_table: string }>(`SELECT DISTINCT object_table FROM audit_log WHERE request_id = $1`, [rid(res)]);
    expect(audit.map((a) => a.object_table)).toEqual(
      expect.arrayContaining(['personnel', 'personnel_contact', 'personnel_clearance', 'pending_hire', 'open_action']),
    );

    // decided once only; the SSN now belongs to a person
    await fso
      .post(`${API}/personnel/accept-new-personnel`)
      .send({ pendingHireId: reported.body.id, employmentStatus: 'ACTIVE', genderType: 'MALE' })
      .expect(409);
    const dup = await manager.post(`${API}/personnel/report-new-hire`).send(cleared).expect(409);
    expect(dup.body.message).toBe(PEOPLE_MESSAGES.ssnDuplicate);
  });

  it('accepts a hire whose SSN is not known yet: the person has no SSN', async () => {
    const reported = await manager
      .post(`${API}/personnel/report-new-hire`)
      .send(newHire(plant, { names: { firstName: 'Uma', lastName: 'Unknown' }, contactInfo: { workEmail: 'uma@hire.example' } }))
      .expect(201);
    const res = await fso
      .post(`${API}/personnel/accept-new-personnel`)
      .send({ pendingHireId: reported.body.id, employmentStatus: 'ACTIVE', genderType: 'FEMALE' })
      .expect(201);
    const [p] = await t.sql<{ ssn_encrypted: string | null; ssn_hmac: string | null; employment_status: string }>(
      `SELECT ssn_encrypted, ssn_hmac, employment_status FROM personnel WHERE id = $1`,
      [res.body.personnelId],
    );
    expect(p).toEqual({ ssn_encrypted: null, ssn_hmac: null, employment_status: 'ACTIVE' });
  });

  it('rejects a pending hire with a reason: no person, the action is closed with the reason', async () => {
    const reported = await manager
      .post(`${API}/personnel/report-new-hire`)
      .send(newHire(plant, { names: { firstName: 'Rex', lastName: 'Rejected' }, contactInfo: { workEmail: 'rex@hire.example' } }))
      .expect(201);
    const blank = await fso.post(`${API}/personnel/reject-new-personnel`).send({ pendingHireId: reported.body.id, reason: '' }).expect(400);
    expect(blank.body.message).toContain('Reason is required');
    const res = await fso
      .post(`${API}/personnel/reject-new-personnel`)
      .send({ pendingHireId: reported.body.id, reason: 'Offer withdrawn' })
      .expect(201);
    expect(res.body).toMatchObject({ status: 'REJECTED', decisionReason: 'Offer withdrawn', personnelId: null });
    const [action] = await actionOf(reported.body.id);
    expect(action).toMatchObject({ state: 'CLOSED', note: 'Offer withdrawn' });
    expect(await t.sql(`SELECT id FROM personnel WHERE work_email = 'rex@hire.example'`)).toHaveLength(0);
    const rejected = await fso.get(`${API}/personnel/pending-hires?status=REJECTED`).expect(200);
    expect(rejected.body.map((h: JsonBody) => h.id)).toEqual([reported.body.id]);
    await fso.post(`${API}/personnel/reject-new-personnel`).send({ pendingHireId: reported.body.id, reason: 'again' }).expect(409);
  });

  it('refuses bad input with the field messages, a clearance missing for a cleared hire and an unknown facility', async () => {
    const missing = await manager.post(`${API}/personnel/report-new-hire`).send({ facilityId: plant }).expect(400);
    expect(missing.body.message).toEqual(expect.stringContaining('is required'));
    const badSsn = await manager
      .post(`${API}/personnel/report-new-hire`)
      .send(newHire(plant, { ssn: '12345' }))
      .expect(400);
    expect(badSsn.body.message).toContain(PEOPLE_MESSAGES.ssnFormat);
    const noClearance = await manager
      .post(`${API}/personnel/report-new-hire`)
      .send(newHire(plant, { cleared: true }))
      .expect(400);
    expect(noClearance.body.message).toBe(M.clearanceRequired);
    const unknownFacility = '00000000-0000-4000-8000-000000000123';
    const noFacility = await manager.post(`${API}/personnel/report-new-hire`).send(newHire(unknownFacility)).expect(404);
    expect(noFacility.body.message).toBe(API_MESSAGES.fieldRecordNotFound('facilityId', 'Facility', unknownFacility));
    const badEmployment = await manager
      .post(`${API}/personnel/report-new-hire`)
      .send(newHire(plant, { employment: { employmentType: 'NOPE', employmentStatus: 'ACTIVE' } }))
      .expect(400);
    expect(badEmployment.body.message).toEqual(expect.stringContaining('Employment Type'));
    const count = await t.sql(`SELECT count(*)::int AS n FROM pending_hire WHERE tenant_id = $1`, [tenant]);
    expect(count[0].n).toBe(4);
  });

  it('needs REPORT_NEW_HIRE to report and answers 404 for another tenant', async () => {
    await viewer.post(`${API}/personnel/report-new-hire`).send(newHire(plant)).expect(403);
    const reported = await manager
      .post(`${API}/personnel/report-new-hire`)
      .send(newHire(plant, { names: { firstName: 'Ian', lastName: 'Isolated' }, contactInfo: { workEmail: 'ian@hire.example' } }))
      .expect(201);
    await other.get(`${API}/personnel/pending-hires/${reported.body.id}`).expect(404);
    await other
      .post(`${API}/personnel/accept-new-personnel`)
      .send({ pendingHireId: reported.body.id, employmentStatus: 'ACTIVE', genderType: 'MALE' })
      .expect(404);
    await other.post(`${API}/personnel/reject-new-personnel`).send({ pendingHireId: reported.body.id, reason: 'x' }).expect(404);
    const theirs = await other.get(`${API}/personnel/pending-hires`).expect(200);
    expect(theirs.body).toHaveLength(0);
    // another tenant's facility is not a facility here
    const theirFacility = await other.post(`${API}/personnel/report-new-hire`).send(newHire(plant)).expect(404);
    expect(theirFacility.body.message).toBe(API_MESSAGES.fieldRecordNotFound('facilityId', 'Facility', plant));
    await fso.get(`${API}/personnel/pending-hires/${reported.body.id}`).expect(200);
    await fso.get(`${API}/personnel/pending-hires/not-a-uuid`).expect(404);
  });
});
