import type TestAgent from 'supertest/lib/agent';
import type { PermissionFlags, RoleName } from '@clearline/shared';
import { createTenant, signInAs } from '../support/auth';
import type { TestApp } from '../support/test-app';

/** Shared set-up of the personnel suites: tenants without MFA, signed-in users, valid bodies. */

export const API = '/api/v1';

/** A JSON answer as the tests read it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field with expect()
export type JsonBody = Record<string, any>;

/** A signed-in agent that knows its user. */
export type UserAgent = TestAgent & { user: { id: string; username: string } };

export async function tenantWithoutMfa(t: TestApp, name: string, id?: string): Promise<string> {
  const tenantId = await createTenant(t, { name, id });
  await t.sql(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'MFA', 'FALSE') ON CONFLICT DO NOTHING`, [
    tenantId,
  ]);
  return tenantId;
}

export function userIn(
  t: TestApp,
  tenantId: string,
  opts: { roles?: RoleName[]; permissions?: Record<string, Partial<PermissionFlags>> },
): Promise<UserAgent> {
  return signInAs(t, { tenantId, ...opts });
}

export async function facility(agent: TestAgent, name = 'Headquarters', code?: string): Promise<string> {
  const res = await agent
    .post(`${API}/facilities`)
    .send({ facilityName: name, facilityCode: code ?? null, city: 'Arlington', state: 'VA' });
  if (res.status !== 201 && res.status !== 200) throw new Error(`facility: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

let ssnCounter = 100000000;
/** A fresh valid SSN for each call (XXX-XX-XXXX). */
export function nextSsn(): string {
  ssnCounter += 7919;
  const s = String(ssnCounter);
  return `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
}

/**
 * A valid CreatePersonnelDto: the biographic record and the employment a person is recorded with (a 1099 contractor,
 * contingent: the status chip stays In Progress until the employment is completed).
 */
export function person(facilityIds: string[], over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Alice',
    lastName: 'Walker',
    ssn: nextSsn(),
    workEmail: 'alice.walker@acme.example',
    genderType: 'FEMALE',
    maritalStatus: 'SINGLE',
    birthDate: '1985-04-12',
    birthAddress: { countryId: 236, city: 'Richmond', state: 'VA', zipCode: '23219' },
    facilityIds,
    citizenshipCountryId: 236,
    citizenshipType: 'BORN_IN_US',
    employment: { employmentType: 'CONTRACT_1099', employmentStatus: 'CONTINGENT' },
    ...over,
  };
}

export async function createPerson(agent: TestAgent, facilityIds: string[], over: Record<string, unknown> = {}): Promise<JsonBody> {
  const res = await agent.post(`${API}/personnel`).send(person(facilityIds, over));
  if (res.status !== 201 && res.status !== 200) throw new Error(`person: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A valid body of PUT /personnel/biographic (without personnelId): the biographic record of `person`, without its employment. */
export function biographic(facilityIds: string[], over: Record<string, unknown> = {}): Record<string, unknown> {
  const body = person(facilityIds, over);
  delete body.employment;
  return body;
}
