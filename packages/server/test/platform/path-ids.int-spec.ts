import { API_MESSAGES } from '@clearline/shared';
import type TestAgent from 'supertest/lib/agent';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { startTestApp, type TestApp } from '../support/test-app';
import { full, newTenant, sessionAgent } from '../tenancy/support';

const API = '/api/v1';
const BAD = 'not-a-uuid';
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: API_MESSAGES.notFound('Record', BAD) };

/**
 * A record id in the path that is not a UUID answers 404 "Record … was not found", as another tenant's record
 * does, before the handler runs. Each caller holds the permission of the route, so the id is what is refused.
 */
describe('record ids in the path', () => {
  let t: TestApp;
  let member: TestAgent;
  let admin: TestAgent;
  let tenantId: string;
  let someone: string;

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await newTenant(t, { name: 'Path Ids Co' });
    member = await sessionAgent(t, {
      tenantId,
      permissions: full(
        'PERSONNEL',
        'USERS',
        'ROLES_PERMISSIONS',
        'REPORTS',
        'REPORT_KEY_MANAGEMENT_PERSONNEL',
        'TENANT_SCHEDULED_JOBS',
        'TENANT_MASTER',
      ),
    });
    admin = await sessionAgent(t, { tenantId: SYSTEM_TENANT_ID, tenantType: 'SYSTEM', permissions: full('TENANT_MANAGEMENT') });
    [{ id: someone }] = await t.sql<{ id: string }>(
      `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Pat', 'Path', 'pat@path-ids.example') RETURNING id`,
      [tenantId],
    );
  }, 120_000);
  afterAll(() => t?.close());

  it.each([
    ['GET', `/personnel/${BAD}`],
    ['GET', `/personnel/${BAD}/required-documents`],
    ['GET', `/personnel/active/facility/${BAD}`],
    ['GET', `/personnel/${BAD}/clearance`],
    ['GET', `/users/${BAD}`],
    ['PUT', `/users/${BAD}/lock`],
    ['GET', `/roles/${BAD}/permissions`],
    ['GET', `/jobs/${BAD}/download-url`],
    ['GET', `/scheduled-jobs/${BAD}/runs`],
    ['DELETE', `/scheduled-jobs/${BAD}`],
    ['GET', `/tenant-master-data/annual-training-required-documents/${BAD}`],
    ['DELETE', `/notes/DASHBOARD/${BAD}`],
    ['GET', `/requests-and-actions/open-actions/personnel/${BAD}`],
    ['GET', `/requests-and-actions/open-actions/${BAD}`],
    ['PUT', `/requests-and-actions/open-actions/${BAD}/complete`],
  ])('%s %s answers 404 Record … was not found', async (method, path) => {
    const res = await member[method.toLowerCase() as 'get' | 'put' | 'delete'](`${API}${path}`);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it('a second id of the path is checked as well: a person’s record and document', async () => {
    const own = await member.get(`${API}/personnel/${someone}/clearance`).expect(200);
    expect(own.body).toEqual([]);
    expect((await member.get(`${API}/personnel/${someone}/clearance/${BAD}`)).body).toEqual(NOT_FOUND);
    expect((await member.delete(`${API}/personnel/${someone}/document/${BAD}`)).body).toEqual(NOT_FOUND);
  });

  it('POST /reports/kmp/generate with a malformed facility id answers 404 and queues no run', async () => {
    const res = await member.post(`${API}/reports/kmp/generate/${BAD}?async=true`).send({});
    expect(res.body).toEqual(NOT_FOUND);
    expect(await t.sql(`SELECT 1 FROM job_run WHERE tenant_id = $1`, [tenantId])).toHaveLength(0);
  });

  it('tenant routes of the provider staff refuse a malformed tenant or archive id', async () => {
    expect((await admin.get(`${API}/tenants/${BAD}`)).body).toEqual(NOT_FOUND);
    expect((await admin.put(`${API}/tenants/${BAD}/disable`)).body).toEqual(NOT_FOUND);
    expect((await admin.get(`${API}/tenants/mss/${BAD}/users`)).body).toEqual(NOT_FOUND);
    expect((await admin.get(`${API}/tenants/${tenantId}/documents/archives/${BAD}/download`)).body).toEqual(NOT_FOUND);
  });
});
