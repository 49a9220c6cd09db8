import type { Response } from 'supertest';
import { USER_MESSAGES } from '@clearline/shared';
import { DEMO_TENANT_ID, MSS_TENANT_ID } from '../../src/seed/ids';
import { createTenant, createUser, signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API } from './helpers';

/**
 * Usernames are unique across tenants (sign-in has no tenant field); a tenant administrator creating a
 * user must not learn whether a taken name belongs to their own tenant or to another one (docs/security.md).
 */
describe('username availability', () => {
  let t: TestApp;
  let clientEmployee: string;

  /** Status, body and every header except the ones that differ per request anyway. */
  const answer = (res: Response) => {
    const { 'x-request-id': _id, date: _date, ...headers } = res.headers as Record<string, string>;
    return { status: res.status, body: res.body as unknown, headers };
  };

  beforeAll(async () => {
    t = await startTestApp();
    const [role] = await t.sql<{ id: string }>(`SELECT id FROM role WHERE tenant_id IS NULL AND name = 'CLIENT_EMPLOYEE'`);
    clientEmployee = role.id;
  }, 120_000);
  afterAll(() => t.close());

  it('answers a name taken in another tenant exactly like a name taken in this tenant', async () => {
    const admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    const elsewhere = await createTenant(t, { name: 'Elsewhere Industries' });
    await createUser(t, { tenantId: DEMO_TENANT_ID, username: 'taken.here' });
    await createUser(t, { tenantId: elsewhere, username: 'taken.elsewhere' });
    await createUser(t, { tenantId: MSS_TENANT_ID, username: 'taken.by.provider' });
    const create = (username: string) =>
      admin.post(`${API}/users`).send({ username, email: 'new.person@acme.example', roleIds: [clientEmployee], sendWelcomeEmail: false });

    const here = answer(await create('taken.here'));
    expect(here.status).toBe(409);
    expect(here.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'This username is not available. Choose another.' });
    expect(USER_MESSAGES.usernameTaken).toBe('This username is not available. Choose another.');
    expect(answer(await create('taken.elsewhere'))).toEqual(here);
    expect(answer(await create('TAKEN.Elsewhere'))).toEqual(here);
    expect(answer(await create('taken.by.provider'))).toEqual(here);
    // nothing was created by the refusals, and a free name still works
    expect(await t.sql(`SELECT 1 FROM app_user WHERE email = 'new.person@acme.example'`)).toEqual([]);
    await create('free.name').expect(201);
  });

  it('gives the same answer when two administrators take the same new name at the same moment', async () => {
    // signed in one after another (the set-up shares one database connection); the requests below race
    const admins = [];
    for (let i = 0; i < 3; i += 1) admins.push(await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] }));
    const results = await Promise.all(
      admins.map((a, i) =>
        a
          .post(`${API}/users`)
          .send({ username: 'race.name', email: `race${i}@acme.example`, roleIds: [clientEmployee], sendWelcomeEmail: false }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual({ statusCode: 409, error: 'Conflict', message: USER_MESSAGES.usernameTaken });
    }
  });
});
