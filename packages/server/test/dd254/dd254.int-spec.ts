import { addDays } from '@clearline/shared';
import type TestAgent from 'supertest/lib/agent';
import { createPerson, tenantWithoutMfa, userIn } from '../personnel/fixtures';
import { pdfTextLines } from '../support/pdf-text';
import { startTestApp, type TestApp } from '../support/test-app';
import { tenantDay } from '../support/time-zone';
import { pastYear } from '../support/dates';

/** A past year, for a solicitation due date that no rule compares with today. */
const PAST = pastYear();

const API = '/api/v1';

/** A contract of `tenantId` at a new facility (the contract table is written as the owner). */
async function insertContract(
  t: TestApp,
  tenantId: string,
  opts: { number: string; type?: string; prime?: string | null; facility?: boolean; status?: string } = { number: 'X' },
): Promise<{ contractId: string; facilityId: string | null }> {
  let facilityId: string | null = null;
  if (opts.facility !== false) {
    const [f] = await t.sql<{ id: string }>(
      `INSERT INTO facility (tenant_id, facility_name, facility_code, street1, city, state, zip_code)
       VALUES ($1, 'Huntsville Works', $2, '100 Rocket Way', 'Huntsville', 'AL', '35801') RETURNING id`,
      [tenantId, `H${Math.random().toString(36).slice(2, 6).toUpperCase()}`],
    );
    facilityId = f.id;
  }
  const [c] = await t.sql<{ id: string }>(
    `INSERT INTO contract (tenant_id, contract_number, contract_name, contract_type, status, prime_contract_number, customer_agency,
                           contracting_officer_name, contracting_officer_email, contracting_officer_phone, facility_id,
                           highest_classification, description)
     VALUES ($1, $2, 'Radar Support', $3, $4, $5, 'Army Contracting Command', 'Pat Officer', 'pat.officer@army.example', '256-555-0100',
             $6, 'TOP_SECRET', 'Radar integration and test')
     RETURNING id`,
    [tenantId, opts.number, opts.type ?? 'PRIME', opts.status ?? 'ACTIVE', opts.prime ?? null, facilityId],
  );
  return { contractId: c.id, facilityId };
}

/** The blocks a DD254 must carry before it is issued, besides the defaults from the contract. */
const COMPLETE = {
  contractorCsoName: 'DCSA Huntsville Field Office',
  contractorCsoAddress: '1550 Explorer Blvd\nHuntsville, AL 35806',
  publicReleaseThrough: 'PEO Missiles and Space Public Affairs',
  certifierTitle: 'Contracting Officer Representative',
};

describe('DD Form 254 of a contract', () => {
  let t: TestApp;
  let tenantId: string;
  let fso: TestAgent;
  let other: TestAgent;

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await tenantWithoutMfa(t, 'Radar Works Inc');
    await t.sql(
      `UPDATE tenant SET cage_code = '9RDR9', street1 = '1 Main St', city = 'Arlington', state = 'VA', zip_code = '22209' WHERE id = $1`,
      [tenantId],
    );
    fso = await userIn(t, tenantId, { roles: ['FSO'] });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Radar Co'), { roles: ['FSO'] });
  });
  afterAll(() => t?.close());

  it('adds an original draft with the defaults of the contract, edits it, and refuses a second one', async () => {
    const { contractId, facilityId } = await insertContract(t, tenantId, { number: 'W91-24-C-0001' });
    // the performing facility names its cognizant security office
    const [csa] = await t.sql<{ id: string }>(
      `INSERT INTO cognizant_security_authority (office_name, street_address1, city, state_code, zip_code)
       VALUES ('DCSA Rocket City Field Office', '1550 Explorer Blvd', 'Huntsville', 'AL', '35806') RETURNING id`,
    );
    await t.sql(`UPDATE facility SET csa_id = $1 WHERE id = $2`, [csa.id, facilityId]);
    expect((await fso.get(`${API}/contracts/${contractId}/dd254`)).body).toEqual([]);
    const created = await fso.post(`${API}/contracts/${contractId}/dd254`).send({ solicitationNumber: 'W91-24-R-0009' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      contractId,
      contractNumber: 'W91-24-C-0001',
      kind: 'ORIGINAL',
      revisionNumber: 0,
      status: 'DRAFT',
      issuedAt: null,
      current: false,
      facilityClearance: 'TOP_SECRET',
      safeguardingLevel: 'TOP_SECRET',
      primeContractNumber: 'W91-24-C-0001',
      subcontractNumber: null,
      solicitationNumber: 'W91-24-R-0009',
      contractorName: 'Radar Works Inc',
      contractorAddress: '100 Rocket Way\nHuntsville, AL 35801',
      performanceLocation: 'Huntsville Works\n100 Rocket Way\nHuntsville, AL 35801',
      contractorCsoName: 'DCSA Rocket City Field Office',
      contractorCsoAddress: '1550 Explorer Blvd\nHuntsville, AL 35806',
      performanceCsoName: 'DCSA Rocket City Field Office',
      procurementDescription: 'Radar integration and test',
      certifierName: 'Pat Officer',
      certifierEmail: 'pat.officer@army.example',
      publicRelease: 'THROUGH',
      accessRequired: [],
      distribution: ['A_CONTRACTOR', 'C_CSO', 'E_ACO'],
    });
    expect(created.body.contractorCage).toMatch(/^H[A-Z0-9]{4}$/);
    expect(created.body.performanceCage).toBe(created.body.contractorCage);
    const id = created.body.id as string;

    const upd = await fso.put(`${API}/contracts/${contractId}/dd254/${id}`).send({
      version: created.body.version,
      safeguardingLevel: 'SECRET',
      accessRequired: ['J_CUI', 'A_COMSEC', 'J_CUI'],
      performanceRequirements: ['J_OPSEC'],
      contractorCage: '1abc2',
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ safeguardingLevel: 'SECRET', accessRequired: ['A_COMSEC', 'J_CUI'], contractorCage: '1ABC2' });
    expect(
      (await fso.put(`${API}/contracts/${contractId}/dd254/${id}`).send({ version: created.body.version, accessOther: 'x' })).status,
    ).toBe(409);
    expect((await fso.get(`${API}/contracts/${contractId}/dd254/${id}`)).body.performanceRequirements).toEqual(['J_OPSEC']);

    const again = await fso.post(`${API}/contracts/${contractId}/dd254`).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This contract already has a draft DD254; issue or delete it first');

    expect((await fso.delete(`${API}/contracts/${contractId}/dd254/${id}`)).status).toBe(204);
    expect((await fso.get(`${API}/contracts/${contractId}/dd254/${id}`)).status).toBe(404);
    const audit = await t.sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE object_table = 'dd254' AND object_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('starts a subcontract from its prime contract number', async () => {
    const { contractId } = await insertContract(t, tenantId, {
      number: 'SUB-77',
      type: 'SUBCONTRACT',
      prime: 'FA8650-23-C-1234',
      facility: false,
    });
    const body = (await fso.post(`${API}/contracts/${contractId}/dd254`).send({})).body;
    expect(body).toMatchObject({
      primeContractNumber: 'FA8650-23-C-1234',
      subcontractNumber: 'SUB-77',
      contractorCage: '9RDR9',
      contractorAddress: '1 Main St\nArlington, VA 22209',
      performanceLocation: null,
    });
  });

  it('validates the blocks with clear messages and writes nothing on a refusal', async () => {
    const { contractId } = await insertContract(t, tenantId, { number: 'VAL-1' });
    const bad = async (body: Record<string, unknown>, message: string) => {
      const res = await fso.post(`${API}/contracts/${contractId}/dd254`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(message);
    };
    await bad({ facilityClearance: 'COSMIC' }, '1a. Facility Clearance Required must be one of TOP_SECRET, SECRET, CONFIDENTIAL');
    await bad({ contractorCage: 'TOOLONG' }, '6b. Contractor CAGE Code must be 5 letters or digits');
    await bad(
      { accessRequired: ['Z_UNKNOWN'] },
      expect.stringContaining('10. Access Required (Z_UNKNOWN) must be one of') as unknown as string,
    );
    await bad({ solicitationDueDate: '2026-02-30' }, '2c. Due Date: Invalid Date');
    await bad({ certifierEmail: 'nope' }, '16e. E-mail Address is not valid');
    await bad(
      { facilityClearance: 'CONFIDENTIAL', safeguardingLevel: 'SECRET' },
      '1b. Level of Safeguarding Required cannot be higher than 1a. Facility Clearance Required',
    );
    await bad(
      { solicitationDueDate: `${PAST}-03-01`, solicitationNumber: null, primeContractNumber: 'P' },
      '2c. Solicitation or Other Number is required',
    );
    expect((await fso.get(`${API}/contracts/${contractId}/dd254`)).body).toEqual([]);
    expect((await fso.post(`${API}/contracts/${contractId}/dd254`).send({ unknownBlock: 1 })).body.message).toBe(
      'unknownBlock is not an accepted field',
    );
  });

  it('issues a complete draft, keeps it read-only, revises it, and closes with a final DD254', async () => {
    const { contractId } = await insertContract(t, tenantId, { number: 'W91-24-C-0002' });
    const draft = (await fso.post(`${API}/contracts/${contractId}/dd254`).send({ accessRequired: ['K_OTHER'], followOn: true })).body;
    const base = `${API}/contracts/${contractId}/dd254/${draft.id}`;

    const refused = await fso.put(`${base}/issue`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Before issuing, fill in: 6c. Contractor Cognizant Security Office, 4. Preceding Contract Number, 10k. Other Access, 12. Release Through',
    );
    expect((await fso.get(base)).body.status).toBe('DRAFT');

    await fso
      .put(base)
      .send({
        ...COMPLETE,
        precedingContractNumber: 'W91-19-C-0100',
        accessOther: 'Army Special Program briefings',
        nextReviewDate: '2020-01-01',
      })
      .expect(200);
    const early = await fso.put(`${base}/issue`);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Next Review Date must be after the date of issue');
    await fso.put(base).send({ nextReviewDate: null }).expect(200);

    const issued = await fso.put(`${base}/issue`);
    expect(issued.status).toBe(200);
    const today = tenantDay();
    const [{ review }] = await t.sql<{ review: string }>(`SELECT to_char($1::date + interval '2 years', 'YYYY-MM-DD') AS review`, [today]);
    expect(issued.body).toMatchObject({
      status: 'ISSUED',
      current: true,
      originalDate: today,
      certifiedDate: today,
      nextReviewDate: review,
    });
    expect(issued.body.issuedAt).toEqual(expect.any(String));

    // issued: read-only
    expect((await fso.put(base).send({ securityGuidance: 'changed' })).body.message).toBe(
      'An issued DD254 cannot be changed; make a revision instead',
    );
    expect((await fso.put(`${base}/issue`)).status).toBe(409);
    expect((await fso.delete(base)).body.message).toBe('Only a draft DD254 can be deleted');
    expect((await fso.post(`${API}/contracts/${contractId}/dd254`).send({})).body.message).toBe(
      'This contract already has a DD254; make a revision of the issued one instead',
    );

    // revision 1: a copy of the issued one
    expect((await fso.post(`${base}/revise`).send({ kind: 'ORIGINAL' })).status).toBe(400);
    const rev1 = await fso.post(`${base}/revise`).send({ kind: 'REVISED' });
    expect(rev1.status).toBe(201);
    expect(rev1.body).toMatchObject({
      kind: 'REVISED',
      revisionNumber: 1,
      status: 'DRAFT',
      originalDate: today,
      revisionDate: null,
      certifiedDate: null,
      nextReviewDate: null,
      accessOther: 'Army Special Program briefings',
      contractorCsoName: 'DCSA Huntsville Field Office',
    });
    expect((await fso.post(`${base}/revise`).send({ kind: 'REVISED' })).body.message).toBe(
      'This contract already has a draft DD254; issue or delete it first',
    );
    const rev1Url = `${API}/contracts/${contractId}/dd254/${rev1.body.id}`;
    await fso.put(rev1Url).send({ securityGuidance: 'Revision 1: option period 1 adds on-site test support.' }).expect(200);
    const rev1Issued = (await fso.put(`${rev1Url}/issue`).expect(200)).body;
    expect(rev1Issued).toMatchObject({ revisionDate: today, current: true });
    expect((await fso.get(base)).body.current).toBe(false);
    expect((await fso.post(`${base}/revise`).send({ kind: 'REVISED' })).body.message).toBe(
      'Only the latest issued DD254 of the contract can be revised',
    );

    // final
    const fin = (await fso.post(`${rev1Url}/revise`).send({ kind: 'FINAL' }).expect(201)).body;
    expect(fin).toMatchObject({ kind: 'FINAL', revisionNumber: 1, finalRetention: true, revisionDate: today });
    const finUrl = `${API}/contracts/${contractId}/dd254/${fin.id}`;
    expect((await fso.put(`${finUrl}/issue`)).body.message).toBe('Before issuing, fill in: 5. Retention Period');
    await fso.put(finUrl).send({ retentionPeriod: '2 years', retentionRequestDate: today }).expect(200);
    expect((await fso.put(`${finUrl}/issue`).expect(200)).body).toMatchObject({ finalDate: today, nextReviewDate: null, current: true });
    expect((await fso.post(`${finUrl}/revise`).send({ kind: 'REVISED' })).body.message).toBe(
      'A final DD254 has been issued; the contract cannot be revised further',
    );

    const res = await fso.get(`${API}/contracts/${contractId}/dd254`);
    const versions = res.body as Array<{ kind: string; revisionNumber: number; current: boolean }>;
    expect(versions.map((v) => [v.kind, v.revisionNumber, v.current])).toEqual([
      ['FINAL', 1, true],
      ['REVISED', 1, false],
      ['ORIGINAL', 0, false],
    ]);
    expect(res.headers['x-total-count']).toBe('3');
    const issuedOnly = await fso.get(`${API}/contracts/${contractId}/dd254`).query({ filter: JSON.stringify({ kind: 'ORIGINAL' }) });
    expect(issuedOnly.body.map((v: { kind: string }) => v.kind)).toEqual(['ORIGINAL']);
    const current = await fso.get(`${API}/contracts/${contractId}/dd254`).query({ filter: JSON.stringify({ current: true }) });
    expect(current.body.map((v: { kind: string }) => v.kind)).toEqual(['FINAL']);
    expect((await fso.get(`${API}/contracts/${contractId}/dd254`).query({ sort: '["nope","ASC"]' })).status).toBe(400);
    const audit = await t.sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE object_table = 'dd254' AND object_id = $1 ORDER BY id`,
      [draft.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'UPDATE']);
  });

  it('renders the PDF laid out like the form with the stored value of every block', async () => {
    const { contractId } = await insertContract(t, tenantId, { number: 'W91-24-C-0003', type: 'SUBCONTRACT', prime: 'HQ0147-22-C-0042' });
    const d = (
      await fso
        .post(`${API}/contracts/${contractId}/dd254`)
        .send({
          ...COMPLETE,
          facilityClearance: 'SECRET',
          safeguardingLevel: 'CONFIDENTIAL',
          solicitationNumber: 'HQ0147-21-R-0001',
          solicitationDueDate: '2024-03-15',
          followOn: true,
          precedingContractNumber: 'HQ0147-17-C-0009',
          subcontractorName: 'Sensor Subco LLC',
          subcontractorAddress: '77 Lab Road, Boulder, CO 80301',
          subcontractorCage: '5SUB5',
          subcontractorCsoName: 'DCSA Denver Field Office',
          performanceCsoName: 'DCSA Huntsville Field Office',
          procurementDescription: 'Missile defense radar software maintenance',
          accessRequired: ['A_COMSEC', 'E1_INTELLIGENCE_SCI', 'K_OTHER'],
          accessOther: 'Program briefings under the program security guide',
          performanceRequirements: ['C_RECEIVE_AND_GENERATE', 'J_OPSEC', 'M_OTHER'],
          performanceOther: 'Use of the program test range',
          publicRelease: 'THROUGH',
          publicReleaseTo: 'DOPSR',
          securityGuidance: 'Classify per the MDA radar security classification guide, 2023.',
          additionalRequirements: true,
          additionalRequirementsText: 'OPSEC plan per SOW 4.2',
          inspections: true,
          inspectionsText: 'SCI areas are inspected by the DIA',
          certifierAddress: 'MDA Contracts, Redstone Arsenal, AL 35898',
          certifierPhone: '256-555-0177',
          distribution: ['A_CONTRACTOR', 'B_SUBCONTRACTOR', 'F_OTHERS'],
          distributionOther: 'Program security officer',
        })
        .expect(201)
    ).body;
    await fso.put(`${API}/contracts/${contractId}/dd254/${d.id}/issue`).expect(200);
    const res = await fso
      .get(`${API}/contracts/${contractId}/dd254/${d.id}/pdf`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('DD254-W91-24-C-0003-Original.pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfTextLines(pdf).join(' ').replace(/\s+/g, ' ');
    const [year, month, dayOfMonth] = tenantDay().split('-');
    const today = `${month}/${dayOfMonth}/${year}`;
    for (const value of [
      'DEPARTMENT OF DEFENSE CONTRACT SECURITY CLASSIFICATION SPECIFICATION',
      '1. CLEARANCE AND SAFEGUARDING',
      'SECRET',
      'CONFIDENTIAL',
      'HQ0147-22-C-0042',
      'W91-24-C-0003',
      'HQ0147-21-R-0001 — 03/15/2024',
      `Date: ${today}`,
      'HQ0147-17-C-0009',
      'Radar Works Inc',
      'DCSA Huntsville Field Office',
      'Sensor Subco LLC',
      '5SUB5',
      'DCSA Denver Field Office',
      'Missile defense radar software maintenance',
      'Program briefings under the program security guide',
      'Use of the program test range',
      'PEO Missiles and Space Public Affairs',
      'DOPSR',
      'Classify per the MDA radar security classification guide, 2023.',
      'OPSEC plan per SOW 4.2',
      'SCI areas are inspected by the DIA',
      'Pat Officer',
      'Contracting Officer Representative',
      '256-555-0177',
      'pat.officer@army.example',
      'MDA Contracts, Redstone Arsenal, AL 35898',
      'Program security officer',
      '17. REQUIRED DISTRIBUTION',
    ]) {
      expect(text).toContain(value);
    }
    // every line of items 10, 11 and 17 is printed, the answered ones marked X
    expect(text).toContain('a. Communications Security (COMSEC) information');
    expect(text).toContain('m. Other (specify)');
    expect(text).toContain('f. Others as necessary');
    const marks = pdfTextLines(pdf).filter((l) => l === 'X').length;
    // 12 + 13 yes/no lines of items 10 and 11, 4 yes/no blocks (4, 5, 14, 15), block 3 (1), block 12 (1), block 17 (3)
    expect(marks).toBe(12 + 13 + 4 + 1 + 1 + 3);
  });

  it('counts the contracts whose DD254 review is due on the FSO dashboard', async () => {
    const dashTenant = await tenantWithoutMfa(t, 'Review Due Co');
    const dash = await userIn(t, dashTenant, { roles: ['FSO'] });
    const issue = async (number: string, reviewInDays: number | null, opts: { status?: string; kind?: string } = {}) => {
      const { contractId, facilityId } = await insertContract(t, dashTenant, { number, status: opts.status });
      await t.sql(
        `INSERT INTO dd254 (tenant_id, contract_id, kind, status, issued_at, next_review_date)
         VALUES ($1, $2, $3, 'ISSUED', now(), CASE WHEN $4::int IS NULL THEN NULL ELSE current_date + $4::int END)`,
        [dashTenant, contractId, opts.kind ?? 'ORIGINAL', reviewInDays],
      );
      return facilityId;
    };
    const due = await issue('DUE-1', 10);
    await issue('DUE-2', -5);
    await issue('LATER-1', 90);
    await issue('CLOSED-1', 3, { status: 'CLOSED' });
    await issue('FINAL-1', null, { kind: 'FINAL' });
    expect((await dash.get(`${API}/dashboard`)).body.dd254ReviewsDue).toBe(2);
    expect((await dash.get(`${API}/dashboard`).query({ facilityId: due })).body.dd254ReviewsDue).toBe(1);
    // the tile's link: the contracts list filtered to the same contracts, as of the dashboard's day
    const { today } = (await dash.get(`${API}/dashboard`)).body;
    const listed = await dash
      .get(`${API}/contracts`)
      .query({ filter: JSON.stringify({ dd254ReviewDue: today }) })
      .expect(200);
    expect(listed.body.map((c: { contractNumber: string }) => c.contractNumber).sort()).toEqual(['DUE-1', 'DUE-2']);
    const later = await dash
      .get(`${API}/contracts`)
      .query({ filter: JSON.stringify({ dd254ReviewDue: addDays(today, 70) }) })
      .expect(200);
    expect(later.body.map((c: { contractNumber: string }) => c.contractNumber).sort()).toEqual(['DUE-1', 'DUE-2', 'LATER-1']);
    expect((await dash.get(`${API}/contracts`).query({ filter: JSON.stringify({ dd254ReviewDue: 'soon' }) })).status).toBe(400);
  });

  it("answers 404 for another tenant's contract or DD254, 404 for a DD254 of another contract, 403 without the permission", async () => {
    const { contractId } = await insertContract(t, tenantId, { number: 'PRIV-1' });
    const d = (await fso.post(`${API}/contracts/${contractId}/dd254`).send({}).expect(201)).body;
    const url = `${API}/contracts/${contractId}/dd254/${d.id}`;
    for (const res of [
      await other.get(`${API}/contracts/${contractId}/dd254`),
      await other.post(`${API}/contracts/${contractId}/dd254`).send({}),
      await other.get(url),
      await other.put(url).send({ securityGuidance: 'x' }),
      await other.put(`${url}/issue`),
      await other.post(`${url}/revise`).send({ kind: 'REVISED' }),
      await other.get(`${url}/pdf`),
      await other.delete(url),
      await fso.get(`${API}/contracts/not-a-uuid/dd254`),
      await fso.get(`${API}/contracts/${contractId}/dd254/not-a-uuid`),
    ]) {
      expect(res.status).toBe(404);
    }
    const { contractId: another } = await insertContract(t, tenantId, { number: 'PRIV-2' });
    expect((await fso.get(`${API}/contracts/${another}/dd254/${d.id}`)).status).toBe(404);
    expect((await fso.get(url)).body.id).toBe(d.id);

    // a reader of contracts without CONTRACTS update (a program manager) reads the DD254s of the contracts they manage only
    const reader = await userIn(t, tenantId, { permissions: { CONTRACTS: { canView: true } } });
    expect((await reader.get(url)).status).toBe(404);
    const [{ facility_id: plant }] = await t.sql<{ facility_id: string }>(`SELECT facility_id FROM contract WHERE id = $1`, [contractId]);
    const manager = (await createPerson(fso, [plant], { firstName: 'Rita', lastName: 'Reader' })).id as string;
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [reader.user.id, manager]);
    await t.sql(`UPDATE contract SET program_manager_id = $1 WHERE id = $2`, [manager, contractId]);
    expect((await reader.get(url)).status).toBe(200);
    expect((await reader.get(`${API}/contracts/${another}/dd254`)).status).toBe(404);
    expect((await reader.get(`${url}/pdf`)).status).toBe(200);
    expect((await reader.put(url).send({ securityGuidance: 'x' })).status).toBe(403);
    expect((await reader.post(`${API}/contracts/${another}/dd254`).send({})).status).toBe(403);
    expect((await reader.delete(url)).status).toBe(403);
    expect((await reader.put(`${url}/issue`)).status).toBe(403);
    const none = await userIn(t, tenantId, { permissions: { FACILITIES: { canView: true } } });
    expect((await none.get(`${API}/contracts/${contractId}/dd254`)).status).toBe(403);
  });
});
