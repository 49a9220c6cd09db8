import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { API_MESSAGES } from '@clearline/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { full, sessionAgent } from '../tenancy/support';
import { API, createPerson, facility, person, tenantWithoutMfa, type JsonBody } from './fixtures';

/**
 * Issue 30 (4): employment.contractId took any uuid, another tenant's contract included, and nothing held the
 * column to its tenant. An id of a body is now checked like an id of a path (another tenant's record or an
 * unknown one: 404 naming the field, nothing written), and a tenant-scoped foreign key holds the column.
 */
describe('the contract of a person’s employment is a contract of the person’s tenant', () => {
  let t: TestApp;
  let a: TestAgent;
  let tenantA: string;
  let tenantB: string;
  let facilityA: string;
  let contractA: string;
  let contractB: string;

  const insertContract = async (tenantId: string, name: string): Promise<string> => {
    const [row] = await t.sql<{ id: string }>(
      `INSERT INTO contract (tenant_id, contract_number, contract_name) VALUES ($1, $2, $2) RETURNING id`,
      [tenantId, name],
    );
    return row.id;
  };
  const employment = (contractId: string) => ({ employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE', contractId });
  const auditRowsOf = async (res: { headers: Record<string, string> }) =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE request_id = $1`, [res.headers['x-request-id']]))[0].n;
  const stored = async (id: string) =>
    (await t.sql<{ contract_id: string | null }>(`SELECT contract_id FROM personnel WHERE id = $1`, [id]))[0];

  beforeAll(async () => {
    t = await startTestApp();
    tenantA = await tenantWithoutMfa(t, 'Contracts A');
    tenantB = await tenantWithoutMfa(t, 'Contracts B');
    a = await sessionAgent(t, { tenantId: tenantA, permissions: full('PERSONNEL', 'FACILITIES') });
    facilityA = await facility(a, 'A Works', 'CTRA1');
    contractA = await insertContract(tenantA, 'A-CONTRACT');
    contractB = await insertContract(tenantB, 'B-CONTRACT');
  });
  afterAll(() => t?.close());

  it('POST /personnel refuses another tenant’s contract, and an unknown one, with 404 naming the field; nothing is written', async () => {
    for (const contractId of [contractB, randomUUID()]) {
      const res = await a.post(`${API}/personnel`).send(person([facilityA], { lastName: 'Refused', employment: employment(contractId) }));
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 404,
        message: API_MESSAGES.fieldRecordNotFound('employment.contractId', 'Contract', contractId),
      });
      expect(await auditRowsOf(res)).toBe(0);
    }
    expect(await t.sql(`SELECT id FROM personnel WHERE tenant_id = $1 AND last_name = 'Refused'`, [tenantA])).toEqual([]);
  });

  it('PUT /personnel/{id} and PUT /personnel/employment refuse it and keep the stored contract', async () => {
    const p: JsonBody = await createPerson(a, [facilityA], { lastName: 'Kept', employment: employment(contractA) });
    expect(await stored(p.id)).toEqual({ contract_id: contractA });
    const whole = await a
      .put(`${API}/personnel/${p.id}`)
      .send({ ...person([facilityA], { lastName: 'Kept' }), employment: employment(contractB) });
    const section = await a.put(`${API}/personnel/employment`).send({ personnelId: p.id, ...employment(contractB) });
    for (const res of [whole, section]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toContain(
        API_MESSAGES.fieldRecordNotFound(res === whole ? 'employment.contractId' : 'contractId', 'Contract', contractB),
      );
      expect(await auditRowsOf(res)).toBe(0);
    }
    expect(await stored(p.id)).toEqual({ contract_id: contractA });
  });

  it('names every field whose record is missing in one answer', async () => {
    const theirFacility = (
      await t.sql<{ id: string }>(`INSERT INTO facility (tenant_id, facility_name) VALUES ($1, 'B Works') RETURNING id`, [tenantB])
    )[0].id;
    const res = await a.post(`${API}/personnel`).send(person([theirFacility], { employment: employment(contractB) }));
    expect(res.status).toBe(404);
    expect(res.body.message.split('; ')).toEqual([
      API_MESSAGES.fieldRecordNotFound('facilityIds', 'Facility', theirFacility),
      API_MESSAGES.fieldRecordNotFound('employment.contractId', 'Contract', contractB),
    ]);
  });

  it('names the first 20 missing records and counts the rest, like a validation refusal', async () => {
    const unknown = Array.from({ length: 25 }, () => randomUUID());
    const res = await a.post(`${API}/personnel`).send(person(unknown));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(
      `${unknown
        .slice(0, 20)
        .map((id) => API_MESSAGES.fieldRecordNotFound('facilityIds', 'Facility', id))
        .join('; ')}; and 5 more problems`,
    );
  });

  it('an MSS provider creating a person in a client tenant names the client’s contract, not another tenant’s', async () => {
    const provider = await tenantWithoutMfa(t, 'Contracts Provider');
    await t.sql(`UPDATE tenant SET tenant_type = 'MSS' WHERE id = $1`, [provider]);
    await t.sql(`UPDATE tenant SET managing_tenant_id = $2 WHERE id = $1`, [tenantA, provider]);
    const staff = await sessionAgent(t, { tenantId: provider, tenantType: 'MSS', permissions: full('PERSONNEL', 'MSS_TENANT_MANAGEMENT') });
    const path = `${API}/personnel/tenants/${tenantA}`;
    const theirs = await staff.post(path).send(person([facilityA], { lastName: 'Client', employment: employment(contractB) }));
    expect({ status: theirs.status, message: theirs.body.message }).toEqual({
      status: 404,
      message: API_MESSAGES.fieldRecordNotFound('employment.contractId', 'Contract', contractB),
    });
    const own = await staff.post(path).send(person([facilityA], { lastName: 'Client', employment: employment(contractA) }));
    expect(own.status).toBe(201);
    expect(await stored(own.body.id)).toEqual({ contract_id: contractA });
  });

  it('the database holds the column to the row’s tenant, and a contract’s deletion clears it', async () => {
    const p: JsonBody = await createPerson(a, [facilityA], { lastName: 'Keyed', employment: employment(contractA) });
    await expect(t.sql(`UPDATE personnel SET contract_id = $2 WHERE id = $1`, [p.id, contractB])).rejects.toThrow(/foreign key/);
    const gone = await insertContract(tenantA, 'A-GONE');
    await t.sql(`UPDATE personnel SET contract_id = $2 WHERE id = $1`, [p.id, gone]);
    await t.sql(`DELETE FROM contract WHERE id = $1`, [gone]);
    expect(await stored(p.id)).toEqual({ contract_id: null });
  });
});
