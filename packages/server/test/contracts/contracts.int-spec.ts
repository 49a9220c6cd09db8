import { API_MESSAGES } from '@clearline/shared';
import type TestAgent from 'supertest/lib/agent';
import { createPerson, facility, tenantWithoutMfa, userIn } from '../personnel/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { futureYear } from '../support/dates';

/**
 * The first year of the contracts of these tests: far enough ahead that no period of performance ends within any
 * window counted from today.
 */
const YEAR = futureYear();

const API = '/api/v1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const OTHER_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n% modification 1\n');

/** Contracts, subcontractors, contract documents and personnel assignment (spec 03 §3 "Contract", 02 §3). */
describe('contracts', () => {
  let t: TestApp;
  let tenantId: string;
  let fso: TestAgent;
  let other: TestAgent;
  let facilityId: string;
  let n = 0;
  const number = () => `W91-${String(++n).padStart(4, '0')}`;

  const contract = async (over: Record<string, unknown> = {}) => {
    const res = await fso.post(`${API}/contracts`).send({ contractNumber: number(), contractName: `Contract ${n}`, ...over });
    expect(res.status).toBe(201);
    return res.body as Record<string, unknown> & { id: string; version: number };
  };

  /** A person of the tenant holding `level` (an ACTIVE clearance), or none. */
  const personWith = async (first: string, last: string, level: string | null) => {
    const p = await createPerson(fso, [facilityId], {
      firstName: first,
      lastName: last,
      workEmail: `${first}.${last}@acme.example`.toLowerCase(),
    });
    if (level) {
      await t.sql(
        `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility) VALUES ($1, $2, $3, 'ACTIVE', $4)`,
        [tenantId, p.id, facilityId, level],
      );
    }
    return p.id as string;
  };

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await tenantWithoutMfa(t, 'Contract Co');
    fso = await userIn(t, tenantId, { roles: ['FSO'] });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Contract Co'), { roles: ['FSO'] });
    facilityId = await facility(fso, 'Contract Plant');
  });
  afterAll(() => t?.close());

  it('adds, reads, edits, lists and deletes a contract, with audit rows', async () => {
    const pm = await personWith('Paula', 'Manager', 'SECRET');
    const created = await fso.post(`${API}/contracts`).send({
      contractNumber: 'fa8650-24-c-1001',
      contractName: 'Sensor Integration',
      contractType: 'PRIME',
      customerAgency: 'AFRL',
      contractingOfficerName: 'Carl Officer',
      contractingOfficerEmail: 'carl.officer@us.af.mil',
      contractingOfficerPhone: '(937) 555-0100',
      popStartDate: `${YEAR}-01-01`,
      popEndDate: `${YEAR + 2}-12-31`,
      facilityId,
      highestClassification: 'TOP_SECRET',
      requiredClearanceLevel: 'SECRET',
      programManagerId: pm,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      contractNumber: 'fa8650-24-c-1001',
      status: 'ACTIVE',
      facilityName: 'Contract Plant',
      programManagerName: 'Paula Manager',
      contractingOfficerPhone: '937-555-0100',
      assignedCount: 0,
    });
    const id = created.body.id;
    const got = await fso.get(`${API}/contracts/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id, subcontractors: [], documents: [] });
    const upd = await fso.put(`${API}/contracts/${id}`).send({
      contractNumber: got.body.contractNumber,
      contractName: 'Sensor Integration II',
      version: got.body.version,
      status: 'ACTIVE',
    });
    expect(upd.status).toBe(200);
    expect(upd.body.contractName).toBe('Sensor Integration II');
    // the status sent back with a PUT is ignored: only POST /contracts/{id} moves it
    expect(
      (await fso.put(`${API}/contracts/${id}`).send({ contractNumber: 'FA8650-24-C-1001', contractName: 'X', status: 'CLOSED' })).body
        .status,
    ).toBe('ACTIVE');
    expect((await fso.put(`${API}/contracts/${id}`).send({ contractNumber: 'A', contractName: 'B', version: 1 })).status).toBe(409);

    const list = await fso.get(`${API}/contracts`).query({ q: 'fa8650', status: 'ACTIVE', facilityId, programManagerId: pm });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(
      (await fso.get(`${API}/contracts`).query({ popEndDate_gte: `${YEAR + 3}-01-01` })).body.map((c: { id: string }) => c.id),
    ).not.toContain(id);
    expect(
      (await fso.get(`${API}/contracts`).query({ popEndDate_lte: `${YEAR + 3}-01-01`, sort: 'popEndDate' })).body.map(
        (c: { id: string }) => c.id,
      ),
    ).toContain(id);
    expect((await fso.get(`${API}/contracts`).query({ contractType: 'IDIQ', q: 'fa8650' })).body).toEqual([]);
    expect((await fso.get(`${API}/contracts`).query({ sort: 'nope' })).status).toBe(400);

    expect((await fso.delete(`${API}/contracts/${id}`)).status).toBe(204);
    expect((await fso.get(`${API}/contracts/${id}`)).status).toBe(404);
    const audit = await t.sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE object_table = 'contract' AND object_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DELETE']);
  });

  it('validates the contract with messages a person can act on', async () => {
    const post = (body: Record<string, unknown>) => fso.post(`${API}/contracts`).send(body);
    expect((await post({ contractName: 'A' })).body.message).toBe('Contract Number is required');
    expect((await post({ contractNumber: 'X-1' })).body.message).toBe('Contract Name is required');
    expect((await post({ contractNumber: 'X-1', contractName: 'A', contractType: 'LEASE' })).status).toBe(400);
    expect((await post({ contractNumber: 'X-1', contractName: 'A', contractingOfficerEmail: 'not-mail' })).body.message).toBe(
      'Contracting Officer Email is not valid',
    );
    expect((await post({ contractNumber: 'X-1', contractName: 'A', contractingOfficerPhone: '12' })).body.message).toBe(
      'Contracting Officer Phone is not valid',
    );
    const pop = await post({ contractNumber: 'X-1', contractName: 'A', popStartDate: `${YEAR + 1}-01-01`, popEndDate: `${YEAR}-01-01` });
    expect(pop.status).toBe(400);
    expect(pop.body.message).toBe('Period of Performance End must be on or after its start');
    const theirFacility = await facility(other, 'Their Plant');
    expect((await post({ contractNumber: 'X-1', contractName: 'A', facilityId: theirFacility })).body.message).toBe(
      API_MESSAGES.fieldRecordNotFound('facilityId', 'Facility', theirFacility),
    );
    expect((await post({ contractNumber: 'X-1', contractName: 'A', programManagerId: theirFacility })).body.message).toBe(
      API_MESSAGES.fieldRecordNotFound('programManagerId', 'Program Manager', theirFacility),
    );
    await contract({ contractNumber: 'DUP-0001' });
    const dup = await post({ contractNumber: 'dup-0001', contractName: 'Twice' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A contract with number dup-0001 already exists.');
    // another tenant may use the same number
    expect((await other.post(`${API}/contracts`).send({ contractNumber: 'DUP-0001', contractName: 'Theirs' })).status).toBe(201);
    expect((await t.sql(`SELECT 1 FROM contract WHERE contract_number = 'X-1'`)).length).toBe(0);
  });

  it('moves the status ACTIVE → CLOSING → ACTIVE → CLOSING → CLOSED and refuses other moves', async () => {
    const c = await contract();
    const move = (status: string) => fso.post(`${API}/contracts/${c.id}`).send({ status });
    expect((await move('CLOSED')).body.message).toBe('A Active contract cannot be moved to Closed.');
    expect((await move('CLOSING')).body.status).toBe('CLOSING');
    expect((await move('ACTIVE')).body.status).toBe('ACTIVE');
    expect((await move('CLOSING')).status).toBe(200);
    expect((await move('CLOSED')).body.status).toBe('CLOSED');
    const back = await move('ACTIVE');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('A Closed contract cannot be moved to Active.');
    expect((await move('OPEN')).status).toBe(400);
    const edit = await fso.put(`${API}/contracts/${c.id}`).send({ contractNumber: c.contractNumber, contractName: 'Changed' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(`Contract ${c.contractName} is closed; move it back before changing it.`);
  });

  it('adds, reads, edits and removes subcontractors', async () => {
    const c = await contract();
    const [csa] = await t.sql<{ id: string; office_name: string }>(
      `SELECT id, office_name FROM cognizant_security_authority ORDER BY office_name LIMIT 1`,
    );
    // the office picker is the facilities' one, readable with CONTRACTS alone
    const contractsOnly = await userIn(t, tenantId, { permissions: { CONTRACTS: { canView: true } } });
    const offices = await contractsOnly.get(`${API}/facilities/cognizant-security-offices`).query({ range: '[0,999]' });
    expect(offices.status).toBe(200);
    if (csa) expect(offices.body).toContainEqual(expect.objectContaining({ id: csa.id, officeName: csa.office_name }));
    const add = await fso.post(`${API}/contracts/${c.id}/subcontractor/add`).send({
      subcontractorName: 'Apex Microsystems',
      cageCode: '7ab12',
      city: 'Dayton',
      state: 'OH',
      zipCode: '45402',
      cognizantSecurityOfficeId: csa?.id ?? null,
      facilityClearanceLevel: 'SECRET',
      safeguardingLevel: 'CONFIDENTIAL',
      pocName: 'Sam Poc',
      pocEmail: 'sam@apex.example',
      pocPhone: '937 555 0111',
      subcontractNumber: 'SC-100',
      popStartDate: `${YEAR}-02-01`,
      popEndDate: `${YEAR + 1}-01-31`,
      dd254Issued: true,
      dd254IssuedDate: `${YEAR}-02-15`,
    });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({
      cageCode: '7AB12',
      status: 'ACTIVE',
      pocPhone: '937-555-0111',
      cognizantSecurityOfficeName: csa?.office_name ?? null,
    });
    const sid = add.body.id;
    expect((await fso.get(`${API}/contracts/${c.id}/subcontractor/${sid}`)).body.subcontractorName).toBe('Apex Microsystems');
    expect((await fso.get(`${API}/contracts/${c.id}`)).body.subcontractors.map((s: { id: string }) => s.id)).toEqual([sid]);
    const upd = await fso
      .put(`${API}/contracts/${c.id}/subcontractor/${sid}`)
      .send({ subcontractorName: 'Apex Micro', status: 'COMPLETED', version: add.body.version });
    expect(upd.body).toMatchObject({ subcontractorName: 'Apex Micro', status: 'COMPLETED', cageCode: '7AB12' });
    const bad = (body: Record<string, unknown>) => fso.post(`${API}/contracts/${c.id}/subcontractor/add`).send(body);
    expect((await bad({})).body.message).toBe('Subcontractor Name is required');
    expect((await bad({ subcontractorName: 'B', cageCode: '123456' })).body.message).toBe('CAGE Code must be 5 letters or digits');
    expect((await bad({ subcontractorName: 'B', pocEmail: 'x' })).body.message).toBe('POC Email is not valid');
    expect((await bad({ subcontractorName: 'B', dd254IssuedDate: `${YEAR}-01-01` })).body.message).toBe(
      'DD254 Issued Date needs DD254 Issued',
    );
    expect((await bad({ subcontractorName: 'B', cognizantSecurityOfficeId: c.id })).body.message).toBe(
      'Cognizant Security Office is not valid',
    );
    // a subcontractor of another contract is not found under this one
    const c2 = await contract();
    expect((await fso.get(`${API}/contracts/${c2.id}/subcontractor/${sid}`)).status).toBe(404);
    expect((await fso.delete(`${API}/contracts/${c.id}/subcontractor/${sid}`)).status).toBe(204);
    const audit = await t.sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE object_table = 'contract_subcontractor' AND object_id = $1 ORDER BY id`,
      [sid],
    );
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('files, edits, replaces and deletes contract documents', async () => {
    const c = await contract();
    const add = await fso
      .post(`${API}/contracts/${c.id}/document`)
      .field('document', JSON.stringify({ documentType: 'STATEMENT_OF_WORK', title: 'SOW v1', documentDate: `${YEAR}-01-05` }))
      .attach('file', PDF, 'sow.pdf');
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({
      documentType: 'STATEMENT_OF_WORK',
      title: 'SOW v1',
      file: { fileName: 'sow.pdf', entityType: 'CONTRACT' },
    });
    const docId = add.body.id;
    const dl = await fso.get(`${API}/documents/${add.body.file.filePath}`);
    expect(dl.status).toBe(200);
    const upd = await fso.put(`${API}/contracts/${c.id}/document/${docId}`).send({ title: 'SOW rev A', description: 'after the kickoff' });
    expect(upd.body).toMatchObject({ title: 'SOW rev A', description: 'after the kickoff', documentType: 'STATEMENT_OF_WORK' });
    const replaced = await fso
      .put(`${API}/contracts/${c.id}/document/${docId}`)
      .field('document', JSON.stringify({ documentType: 'MODIFICATION' }))
      .attach('file', OTHER_PDF, 'mod-1.pdf');
    expect(replaced.status).toBe(200);
    expect(replaced.body.file.fileName).toBe('mod-1.pdf');
    expect((await t.sql(`SELECT 1 FROM document WHERE entity_type = 'CONTRACT' AND entity_id = $1`, [c.id])).length).toBe(1);
    expect((await fso.get(`${API}/contracts/${c.id}`)).body.documents).toHaveLength(1);
    // no file, a bad JSON part, an unknown field
    expect((await fso.post(`${API}/contracts/${c.id}/document`).field('document', '{}')).status).toBe(400);
    expect((await fso.post(`${API}/contracts/${c.id}/document`).field('document', '{bad').attach('file', PDF, 'x.pdf')).body.message).toBe(
      'The document part must be valid JSON',
    );
    expect((await fso.put(`${API}/contracts/${c.id}/document/${docId}`).send({ documentType: 'LETTER' })).status).toBe(400);
    expect((await fso.delete(`${API}/contracts/${c.id}/document/${docId}`)).status).toBe(204);
    expect((await t.sql(`SELECT 1 FROM document WHERE entity_type = 'CONTRACT' AND entity_id = $1`, [c.id])).length).toBe(0);
    const audit = await t.sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE object_table = 'contract_document' AND object_id = $1 ORDER BY id`,
      [docId],
    );
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DELETE']);
  });

  it('assigns people whose clearance is high enough and refuses the whole batch otherwise', async () => {
    const c = await contract({ requiredClearanceLevel: 'SECRET', popStartDate: `${YEAR}-01-01`, popEndDate: `${YEAR + 1}-12-31` });
    const ts = await personWith('Tina', 'Topsecret', 'TOP_SECRET');
    const interim = await personWith('Ivan', 'Interim', 'INTERIM_SECRET');
    const conf = await personWith('Carla', 'Confidential', 'CONFIDENTIAL');
    const none = await personWith('Ned', 'None', null);

    const refused = await fso
      .post(`${API}/contracts/${c.id}/personnel/assign`)
      .send({ personnelIds: [ts, conf], dateAssigned: `${YEAR}-03-01`, specialAccess: ['SCI'] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Carla Confidential holds Confidential but the contract requires Secret; the person cannot be assigned.',
    );
    expect((await t.sql(`SELECT 1 FROM contract_assignment WHERE contract_id = $1`, [c.id])).length).toBe(0);
    expect((await fso.post(`${API}/contracts/${c.id}/personnel/assign`).send({ personnelIds: [none] })).body.message).toBe(
      'Ned None holds None but the contract requires Secret; the person cannot be assigned.',
    );

    const ok = await fso.post(`${API}/contracts/${c.id}/personnel/assign`).send({
      personnelIds: [ts, interim],
      dateAssigned: `${YEAR}-03-01`,
      specialAccess: ['SCI', 'SAP Alpha'],
      assignmentStatus: 'PENDING',
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toHaveLength(2);
    expect(ok.body[0]).toMatchObject({ assignmentStatus: 'PENDING', dateAssigned: `${YEAR}-03-01`, specialAccess: 'SCI:SAP Alpha' });
    expect(ok.body.find((r: { personnelId: string }) => r.personnelId === interim).clearanceLevel).toBe('SECRET');
    expect((await fso.post(`${API}/contracts/${c.id}/personnel/assign`).send({ personnelIds: [ts] })).body.message).toBe(
      'Tina Topsecret is already assigned to this contract.',
    );
    expect((await fso.get(`${API}/contracts/${c.id}`)).body.assignedCount).toBe(2);

    // the person's Assignments tab
    const mine = await fso.get(`${API}/contract-assignment/personnel/${ts}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        contract: expect.objectContaining({
          id: c.id,
          contractName: c.contractName,
          popStartDate: `${YEAR}-01-01`,
          popEndDate: `${YEAR + 1}-12-31`,
        }),
        assignmentStatus: 'PENDING',
        dateAssigned: `${YEAR}-03-01`,
        dateUnassigned: null,
        specialAccess: 'SCI:SAP Alpha',
      }),
    ]);

    const rows = (await fso.get(`${API}/contracts/${c.id}/personnel`)).body as Array<{ id: string; personnelId: string; version: number }>;
    const tsRow = rows.find((r) => r.personnelId === ts)!;
    const upd = await fso
      .put(`${API}/contracts/personnel/update`)
      .send({ id: tsRow.id, assignmentStatus: 'ASSIGNED', position: 'Lead engineer' });
    expect(upd.body).toMatchObject({ assignmentStatus: 'ASSIGNED', position: 'Lead engineer' });

    // a contract with people assigned is not deleted
    const del = await fso.delete(`${API}/contracts/${c.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(`Contract ${c.contractName} still has 2 people assigned; unassign them before deleting it.`);

    expect(
      (await fso.put(`${API}/contracts/personnel/unassign`).send({ ids: [tsRow.id], dateUnassigned: `${YEAR}-01-01` })).body.message,
    ).toBe('Date Unassigned must be on or after Date Assigned');
    const un = await fso.put(`${API}/contracts/personnel/unassign`).send({ ids: rows.map((r) => r.id), dateUnassigned: `${YEAR}-06-30` });
    expect(un.status).toBe(200);
    expect(
      un.body.every(
        (r: { assignmentStatus: string; dateUnassigned: string }) =>
          r.assignmentStatus === 'UNASSIGNED' && r.dateUnassigned === `${YEAR}-06-30`,
      ),
    ).toBe(true);
    // back to ASSIGNED checks the clearance again: the confidential person cannot, others can be assigned again
    expect((await fso.post(`${API}/contracts/${c.id}/personnel/assign`).send({ personnelIds: [ts] })).status).toBe(201);

    expect((await fso.delete(`${API}/contracts/${c.id}/personnel/${interim}`)).status).toBe(204);
    expect((await fso.delete(`${API}/contracts/${c.id}/personnel/${interim}`)).status).toBe(404);
    expect((await fso.get(`${API}/contracts/${c.id}/personnel`)).body.map((r: { personnelId: string }) => r.personnelId)).toEqual([ts]);
    const audit = await t.sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE object_table = 'contract_assignment' AND object_id = $1 ORDER BY id`,
      [tsRow.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'UPDATE']);
  });

  it('refuses assigning a closed contract and re-checks the clearance when an unassigned row comes back', async () => {
    const c = await contract({ requiredClearanceLevel: 'TOP_SECRET' });
    const ts = await personWith('Tom', 'Secretson', 'TOP_SECRET');
    const [row] = (await fso.post(`${API}/contracts/${c.id}/personnel/assign`).send({ personnelIds: [ts] })).body;
    await fso.put(`${API}/contracts/personnel/unassign`).send({ ids: [row.id] });
    await t.sql(`UPDATE personnel_clearance SET pcl_status = 'INACTIVE' WHERE personnel_id = $1`, [ts]);
    const back = await fso.put(`${API}/contracts/personnel/update`).send({ id: row.id, assignmentStatus: 'ASSIGNED' });
    expect(back.status).toBe(400);
    expect(back.body.message).toBe('Tom Secretson holds None but the contract requires Top Secret; the person cannot be assigned.');
    await fso.post(`${API}/contracts/${c.id}`).send({ status: 'CLOSING' });
    await fso.post(`${API}/contracts/${c.id}`).send({ status: 'CLOSED' });
    expect((await fso.post(`${API}/contracts/${c.id}/personnel/assign`).send({ personnelIds: [ts] })).body.message).toBe(
      `Contract ${c.contractName} is closed; people cannot be assigned to it.`,
    );
  });

  it("answers 404 for another tenant's records and 403 without the CONTRACTS permission", async () => {
    const c = await contract();
    const p = await personWith('Olga', 'Other', 'SECRET');
    expect((await other.get(`${API}/contracts/${c.id}`)).status).toBe(404);
    expect((await other.put(`${API}/contracts/${c.id}`).send({ contractNumber: 'Z', contractName: 'Z' })).status).toBe(404);
    expect((await other.post(`${API}/contracts/${c.id}`).send({ status: 'CLOSING' })).status).toBe(404);
    expect((await other.delete(`${API}/contracts/${c.id}`)).status).toBe(404);
    expect((await other.get(`${API}/contracts/${c.id}/personnel`)).status).toBe(404);
    expect((await other.get(`${API}/contract-assignment/personnel/${p}`)).status).toBe(404);
    expect((await other.get(`${API}/contracts/not-a-uuid`)).status).toBe(404);
    expect((await other.get(`${API}/contracts`)).body.map((x: { id: string }) => x.id)).not.toContain(c.id);
    // another tenant's person cannot be assigned here
    const theirPerson = (await createPerson(other, [await facility(other, 'Other Plant 2')], { firstName: 'Their', lastName: 'Person' }))
      .id;
    const theirs = await fso.post(`${API}/contracts/${c.id}/personnel/assign`).send({ personnelIds: [theirPerson] });
    expect({ status: theirs.status, message: theirs.body.message }).toEqual({
      status: 404,
      message: API_MESSAGES.fieldRecordNotFound('personnelIds', 'Personnel', theirPerson),
    });

    // without the tenant-wide contracts permission (CONTRACTS update) a reader sees only the contracts they manage
    const reader = await userIn(t, tenantId, { permissions: { CONTRACTS: { canView: true } } });
    expect((await reader.get(`${API}/contracts/${c.id}`)).status).toBe(404);
    expect((await reader.post(`${API}/contracts`).send({ contractNumber: 'R', contractName: 'R' })).status).toBe(403);
    expect((await reader.put(`${API}/contracts/${c.id}`).send({ contractNumber: 'R', contractName: 'R' })).status).toBe(403);
    expect((await reader.post(`${API}/contracts/${c.id}/personnel/assign`).send({ personnelIds: [p] })).status).toBe(403);
    const nobody = await userIn(t, tenantId, { permissions: { PERSONNEL: { canView: true } } });
    expect((await nobody.get(`${API}/contracts`)).status).toBe(403);
    expect((await nobody.get(`${API}/contracts/${c.id}`)).status).toBe(403);
    // the person's Assignments tab reads with PERSONNEL alone
    expect((await nobody.get(`${API}/contract-assignment/personnel/${p}`)).status).toBe(200);
  });
});
