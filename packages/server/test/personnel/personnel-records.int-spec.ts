import type TestAgent from 'supertest/lib/agent';
import { API_MESSAGES } from '@clearline/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, createPerson, facility, tenantWithoutMfa, userIn, type JsonBody } from './fixtures';
import { futureYear, pastYear } from '../support/dates';

/** The year of the next reinvestigation and polygraph of these tests: it stays in the future whatever day the suite runs. */
const YEAR = futureYear();
/** A past year, for a badge that expired before any day the suite runs. */
const PAST = pastYear();

/** Clearances, investigations, special accesses, polygraphs and badges of a person (spec 02 §3–§5). */
describe('per-person records', () => {
  let t: TestApp;
  let fso: TestAgent;
  let f1: string;
  let personId: string;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp();
    const tenant = await tenantWithoutMfa(t, 'Records Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    f1 = await facility(fso, 'Records Plant');
    personId = (await createPerson(fso, [f1], { firstName: 'Rita', lastName: 'Records' })).id;
    base = `${API}/personnel/${personId}`;
  });
  afterAll(() => t?.close());

  async function clearance(over: Record<string, unknown> = {}): Promise<JsonBody> {
    const res = await fso.post(`${base}/clearance`).send({ facilityId: f1, pclStatus: 'ACTIVE', pclEligibility: 'SECRET', ...over });
    expect(res.status).toBe(201);
    return res.body;
  }

  describe('clearance', () => {
    it('creates, reads, lists, updates and deletes with every field', async () => {
      const body = {
        facilityId: f1,
        pclStatus: 'ACTIVE',
        indoctrinationLevel: 'SECRET',
        pclEligibility: 'TOP_SECRET',
        pclDetermination: 'ACTIVE',
        eligibilityDeterminationDate: '2021-06-01',
        initialBriefingDate: '2021-06-15',
        ownedServiced: 'OWNED',
        clearanceGrantingAgency: 'DCSA',
        deBriefDate: null,
        ndaDate: '2021-06-15',
        attestationDate: '2021-06-16',
        billet: 'B-17',
        ceStatus: 'ENROLLED',
        ceEnteredDate: '2021-07-01',
      };
      const created = await fso.post(`${base}/clearance`).send(body);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        ...body,
        personnelId: personId,
        facilityName: 'Records Plant',
        completedInvestigation: null,
        openInvestigation: null,
      });
      const id = created.body.id;
      expect((await fso.get(`${base}/clearance/${id}`)).body).toMatchObject(body);
      const list = await fso.get(`${base}/clearance`);
      expect(list.status).toBe(200);
      expect(list.headers['x-total-count']).toBe(String(list.body.length));
      expect(list.body.map((c: { id: string }) => c.id)).toContain(id);
      const upd = await fso
        .put(`${base}/clearance/${id}`)
        .send({ ...body, pclStatus: 'INACTIVE_BREAK', deBriefDate: '2023-01-01', version: created.body.version });
      expect(upd.status).toBe(200);
      expect(upd.body).toMatchObject({ pclStatus: 'INACTIVE_BREAK', deBriefDate: '2023-01-01' });
      const stale = await fso.put(`${base}/clearance/${id}`).send({ ...body, version: created.body.version });
      expect(stale.status).toBe(409);
      expect((await fso.delete(`${base}/clearance/${id}`)).status).toBe(204);
      expect((await fso.get(`${base}/clearance/${id}`)).status).toBe(404);
    });

    it('requires facility, PCL status and eligibility, and checks the choices', async () => {
      const res = await fso.post(`${base}/clearance`).send({});
      expect(res.status).toBe(400);
      expect(res.body.message.split('; ').sort()).toEqual(['Eligibility is required', 'Facility is required', 'PCL Status is required']);
      const bad = await fso.post(`${base}/clearance`).send({ facilityId: f1, pclStatus: 'GRANTED', pclEligibility: 'SECRET' });
      expect(bad.body.message).toBe('PCL Status must be one of ACTIVE, IN_PROGRESS, INACTIVE, ACTIVE_BREAK, INACTIVE_BREAK');
      const ghost = await fso
        .post(`${base}/clearance`)
        .send({ facilityId: '00000000-0000-4000-8000-0000000000ff', pclStatus: 'ACTIVE', pclEligibility: 'SECRET' });
      expect({ status: ghost.status, message: ghost.body.message }).toEqual({
        status: 404,
        message: API_MESSAGES.fieldRecordNotFound('facilityId', 'Facility', '00000000-0000-4000-8000-0000000000ff'),
      });
    });
  });

  describe('investigation', () => {
    it('requires a clearance, a closed date when complete (not before the open date) and every SF-86 rejection date', async () => {
      const c = await clearance();
      const noClearance = await fso.post(`${base}/investigation`).send({ investigationType: 'TIER_3' });
      expect(noClearance.status).toBe(400);
      expect(noClearance.body.message).toBe('Clearance is required');
      const noClosed = await fso
        .post(`${base}/investigation`)
        .send({ clearanceId: c.id, isProcessCompleted: true, investigationOpenDate: '2022-01-01' });
      expect(noClosed.body.message).toBe('Investigation Closed Date is required');
      const early = await fso
        .post(`${base}/investigation`)
        .send({ clearanceId: c.id, investigationOpenDate: '2022-01-10', investigationClosedDate: '2022-01-09' });
      expect(early.body.message).toBe('Investigation Closed Date cannot be before Investigation Open Date.');
      const blankRejection = await fso.post(`${base}/investigation`).send({ clearanceId: c.id, sfRejectionDates: ['2022-02-01', null] });
      expect(blankRejection.body.message).toBe('SF-86 Rejection Date is required');
      const emptyRejection = await fso.post(`${base}/investigation`).send({ clearanceId: c.id, sfRejectionDates: [''] });
      expect(emptyRejection.body.message).toBe('SF-86 Rejection Date is required');
    });

    it('derives IN_PROGRESS / COMPLETED from isProcessCompleted and keeps every field', async () => {
      const c = await clearance({ pclStatus: 'IN_PROGRESS', pclEligibility: 'INTERIM_TOP_SECRET' });
      const body = {
        clearanceId: c.id,
        clearanceType: 'TOP_SECRET',
        pclStatus: 'IN_PROGRESS',
        clearanceAction: 'INITIATE',
        investigationType: 'TIER_5',
        clearanceInvestigatingAgency: 'DCSA',
        isProcessCompleted: false,
        initiatedPsiDate: '2022-01-03',
        fingerprintRequired: true,
        fingerprintSubmittedDate: '2022-01-05',
        fingerprintAcceptedDate: '2022-01-07',
        fingerprintTakenBy: 'Security Office',
        fingerprintTcnNumber: 'TCN-998877',
        readyReviewDate: '2022-01-10',
        psqSentOpmDate: '2022-01-12',
        releasedSignFormsDate: '2022-01-13',
        releaseCafDate: '2022-01-20',
        sacDate: '2022-01-25',
        sfRejectionDates: ['2022-01-15', '2022-01-18'],
        eqipPincode: '4242',
        siiCaseNumber: 'SII-1',
        investigationOpenDate: '2022-01-03',
        investigationClosedDate: null,
        reinvestigationDate: `${YEAR}-01-03`,
        adjScheduledDate: null,
        adjCompletedDate: null,
      };
      const created = await fso.post(`${base}/investigation`).send(body);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        ...body,
        status: 'IN_PROGRESS',
        clearance: { id: c.id, pclEligibility: 'INTERIM_TOP_SECRET', facilityName: 'Records Plant' },
      });
      const open = await fso.get(`${base}/clearance/clearance-with-open-investigation`);
      expect(open.body.map((x: { id: string }) => x.id)).toContain(c.id);
      expect((await fso.get(`${base}/clearance/${c.id}`)).body.openInvestigation).toMatchObject({
        id: created.body.id,
        status: 'IN_PROGRESS',
      });

      const done = await fso
        .put(`${base}/investigation/${created.body.id}`)
        .send({ ...body, isProcessCompleted: true, investigationClosedDate: '2022-06-30', adjCompletedDate: '2022-07-15' });
      expect(done.status).toBe(200);
      expect(done.body.status).toBe('COMPLETED');
      const completed = await fso.get(`${base}/investigation/completed-investigation`);
      expect(completed.status).toBe(200);
      expect(completed.body.map((x: { id: string }) => x.id)).toEqual([created.body.id]);
      const cl = (await fso.get(`${base}/clearance/${c.id}`)).body;
      expect(cl.completedInvestigation).toMatchObject({ id: created.body.id, status: 'COMPLETED', investigationClosedDate: '2022-06-30' });
      expect(cl.openInvestigation).toBeNull();
      expect((await fso.get(`${base}/clearance/clearance-with-open-investigation`)).body.map((x: { id: string }) => x.id)).not.toContain(
        c.id,
      );

      const reopen = await fso.put(`${base}/investigation/${created.body.id}`).send({ ...body, isProcessCompleted: false });
      expect(reopen.status).toBe(400);
      expect(reopen.body.message).toBe('A completed investigation cannot be reopened.');
    });

    it('redacts the e-QIP PIN code in the audit trail', async () => {
      const c = await clearance();
      const inv = await fso.post(`${base}/investigation`).send({ clearanceId: c.id, eqipPincode: 'PIN-31337' });
      const rows = await t.sql(`SELECT changes FROM audit_log WHERE object_table = 'personnel_investigation' AND object_id = $1`, [
        inv.body.id,
      ]);
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain('PIN-31337');
    });

    it("refuses another person's clearance and keeps a clearance with investigations", async () => {
      const other = await createPerson(fso, [f1], { firstName: 'Otto' });
      const theirs = (
        await fso.post(`${API}/personnel/${other.id}/clearance`).send({ facilityId: f1, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' })
      ).body;
      const res = await fso.post(`${base}/investigation`).send({ clearanceId: theirs.id });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Clearance is not valid');
      const mine = await clearance();
      await fso.post(`${base}/investigation`).send({ clearanceId: mine.id });
      const del = await fso.delete(`${base}/clearance/${mine.id}`);
      expect(del.status).toBe(409);
      expect(del.body.message).toBe('This clearance has investigations. Delete them first.');
    });
  });

  describe('special access', () => {
    it('creates, updates and deletes with every field', async () => {
      const body = {
        facilityId: f1,
        specialAccessType: 'SCI',
        specialAccessStatus: 'ACTIVE',
        indoctrinationDate: '2022-02-01',
        initialBriefDate: '2022-02-01',
        lastBriefDate: '2023-02-01',
        submitDate: '2022-01-15',
        ssoLocation: 'Building 4',
        briefingOfficer: 'J. Smith',
        debriefDate: null,
        specialAccessBriefReminder: true,
        sponsor: 'NRO',
      };
      const c = await fso.post(`${base}/special-access`).send(body);
      expect(c.status).toBe(201);
      expect(c.body).toMatchObject({ ...body, facilityName: 'Records Plant' });
      const u = await fso
        .put(`${base}/special-access/${c.body.id}`)
        .send({ ...body, specialAccessStatus: 'DEBRIEFED', debriefDate: '2024-01-01' });
      expect(u.body).toMatchObject({ specialAccessStatus: 'DEBRIEFED', debriefDate: '2024-01-01' });
      expect((await fso.get(`${base}/special-access`)).body.length).toBeGreaterThan(0);
      expect((await fso.delete(`${base}/special-access/${c.body.id}`)).status).toBe(204);
    });

    it('requires facility, type and status', async () => {
      const res = await fso.post(`${base}/special-access`).send({});
      expect(res.body.message.split('; ').sort()).toEqual([
        'Facility is required',
        'Special Access Status is required',
        'Special Access Type is required',
      ]);
    });
  });

  describe('polygraph', () => {
    it('creates, updates and deletes with every field', async () => {
      const body = {
        facilityId: f1,
        polygraphType: 'FULL_SCOPE',
        polygraphStatus: 'CURRENT',
        polygraphResult: 'SUCCESSFUL',
        agency: 'NSA',
        polySystem: 'SCATTERED_CASTLES',
        polygraphDate: '2021-09-09',
        nextPolygraphDate: `${YEAR + 1}-09-09`,
      };
      const c = await fso.post(`${base}/polygraph`).send(body);
      expect(c.status).toBe(201);
      expect(c.body).toMatchObject({ ...body, facilityName: 'Records Plant' });
      const u = await fso.put(`${base}/polygraph/${c.body.id}`).send({ ...body, polygraphStatus: 'OUT_OF_SCOPE' });
      expect(u.body.polygraphStatus).toBe('OUT_OF_SCOPE');
      expect((await fso.put(`${base}/polygraph/${c.body.id}`).send({ ...body, polygraphResult: 'INCONCLUSIVE' })).body.message).toBe(
        'Polygraph Result must be one of SUCCESSFUL, FAILED',
      );
      expect((await fso.delete(`${base}/polygraph/${c.body.id}`)).status).toBe(204);
    });
  });

  describe('badge', () => {
    it("shows the badging officer's name, phone and e-mail, taken from the nested officer too", async () => {
      const officer = await createPerson(fso, [f1], { firstName: 'Olivia', lastName: 'Officer', workEmail: 'olivia.officer@acme.example' });
      await fso
        .put(`${API}/personnel/${officer.id}/contacts`)
        .send({ personnelContacts: [{ contactTypeEnum: 'PERSONAL', workPhoneNumber: '(703) 555-0142' }] });
      const body = {
        issuingAgency: 'DOE',
        badgeNumber: 'Q-12345',
        badgeType: 'FACILITY_ACCESS',
        badgeStatus: 'ACTIVE',
        issueDate: `${PAST - 3}-03-01`,
        expiryDate: `${YEAR}-03-01`,
        renewalSubmissionDate: null,
        organization: 'Acme',
        badgingOfficer: { id: officer.id },
      };
      const c = await fso.post(`${base}/badge`).send(body);
      expect(c.status).toBe(201);
      expect(c.body).toMatchObject({
        badgeNumber: 'Q-12345',
        badgingOfficerId: officer.id,
        badgingOfficerName: 'Olivia Officer',
        badgingOfficerPhone: '703-555-0142',
        badgingOfficerEmail: 'olivia.officer@acme.example',
        badgingOfficer: { id: officer.id, name: 'Olivia Officer', phone: '703-555-0142', email: 'olivia.officer@acme.example' },
      });
      const u = await fso
        .put(`${base}/badge/${c.body.id}`)
        .send({ badgeType: 'FACILITY_ACCESS', badgeStatus: 'SUSPENDED', badgingOfficerId: null });
      expect(u.body).toMatchObject({ badgeStatus: 'SUSPENDED', badgingOfficerId: null, badgingOfficerName: null });
      const ghost = await fso
        .post(`${base}/badge`)
        .send({ badgeType: 'CAC', badgeStatus: 'PENDING', badgingOfficerId: '00000000-0000-4000-8000-00000000beef' });
      expect({ status: ghost.status, message: ghost.body.message }).toEqual({
        status: 404,
        message: API_MESSAGES.fieldRecordNotFound('badgingOfficerId', 'Badging Officer', '00000000-0000-4000-8000-00000000beef'),
      });
      expect((await fso.delete(`${base}/badge/${c.body.id}`)).status).toBe(204);
    });

    it('requires badge type and status', async () => {
      const res = await fso.post(`${base}/badge`).send({ badgeNumber: 'X' });
      expect(res.body.message.split('; ').sort()).toEqual(['Badge Status is required', 'Badge Type is required']);
    });
  });

  it('a record is found only under its own person', async () => {
    const c = await clearance();
    const other = await createPerson(fso, [f1], { firstName: 'Nina' });
    expect((await fso.get(`${API}/personnel/${other.id}/clearance/${c.id}`)).status).toBe(404);
    expect(
      (
        await fso
          .put(`${API}/personnel/${other.id}/clearance/${c.id}`)
          .send({ facilityId: f1, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' })
      ).status,
    ).toBe(404);
    expect((await fso.delete(`${API}/personnel/${other.id}/clearance/${c.id}`)).status).toBe(404);
    expect((await fso.get(`${API}/personnel/${personId}/clearance/not-a-uuid`)).status).toBe(404);
  });

  it('answers the list with the person’s highest active clearance level', async () => {
    const p = await createPerson(fso, [f1], { firstName: 'Lev', lastName: 'Levels' });
    const b = `${API}/personnel/${p.id}/clearance`;
    await fso.post(b).send({ facilityId: f1, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' });
    await fso.post(b).send({ facilityId: f1, pclStatus: 'ACTIVE', pclEligibility: 'INTERIM_TOP_SECRET' });
    await fso.post(b).send({ facilityId: f1, pclStatus: 'INACTIVE', pclEligibility: 'ISA_TOP_SECRET' });
    const list = await fso.get(`${API}/personnel/details`).query({ filter: JSON.stringify({ q: 'levels lev' }) });
    expect(list.body).toHaveLength(1);
    expect(list.body[0].clearanceLevel).toBe('INTERIM_TOP_SECRET');
  });
});
