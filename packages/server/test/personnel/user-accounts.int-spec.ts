import { Worker } from 'bullmq';
import { startTestApp, type TestApp } from '../support/test-app';
import { API_MESSAGES, USER_ACCOUNTS_MESSAGES as M } from '@clearline/shared';
import { config } from '../../src/core/config/config';
import { RequestContext } from '../../src/core/context/request-context';
import { createRedis } from '../../src/core/queue/redis';
import { UserAccountsJob, type UserAccountsPayload } from '../../src/modules/identity/users/user-accounts.job';
import { mailSnapshot, signIn, waitForMail } from '../support/auth';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from './fixtures';

const rid = (res: { headers: Record<string, string> }) => res.headers['x-request-id'];

/** Generate User Accounts: employee accounts linked to their records, the skipped people, the welcome e-mail's link, the job. */
describe('generate user accounts', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let viewer: UserAgent;
  let other: UserAgent;
  let worker: Worker<UserAccountsPayload>;
  let site: string;
  let ann: JsonBody; // valid work e-mail
  let bob: JsonBody; // no work e-mail
  let cy: JsonBody; // inactive
  let dee: JsonBody; // invalid work e-mail

  async function finished(runId: string): Promise<JsonBody> {
    for (let i = 0; i < 600; i++) {
      const res = await fso.get(`${API}/personnel/generate-user-accounts/${runId}`).expect(200);
      if (['SUCCEEDED', 'FAILED'].includes(res.body.status)) return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`run ${runId} did not finish`);
  }
  const linkOf = (personnelId: string) =>
    t.sql<{ user_id: string | null; username: string | null; roles: string[] }>(
      `SELECT p.user_id, u.username, array(SELECT r.name FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles
         FROM personnel p LEFT JOIN app_user u ON u.id = p.user_id WHERE p.id = $1`,
      [personnelId],
    );

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Accounts Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    viewer = await userIn(t, tenant, { permissions: { PERSONNEL: { canView: true, ui: true }, USERS: { canView: true, ui: true } } });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Accounts Co'), { roles: ['FSO'] });
    site = await facility(fso, 'Accounts Plant', 'ACC01');
    ann = await createPerson(fso, [site], { firstName: 'Ann', lastName: 'Archer', workEmail: 'Ann.Archer@accounts.example' });
    bob = await createPerson(fso, [site], { firstName: 'Bob', lastName: 'Baker', workEmail: 'bob.baker@accounts.example' });
    cy = await createPerson(fso, [site], { firstName: 'Cy', lastName: 'Cole', workEmail: 'cy.cole@accounts.example' });
    dee = await createPerson(fso, [site], { firstName: 'Dee', lastName: 'Dunn', workEmail: 'dee.dunn@accounts.example' });
    await t.sql(`UPDATE personnel SET work_email = '' WHERE id = $1`, [bob.id]);
    await t.sql(`UPDATE personnel SET enabled = false WHERE id = $1`, [cy.id]);
    await t.sql(`UPDATE personnel SET work_email = 'dee.dunn at accounts' WHERE id = $1`, [dee.id]);

    const handler = t.app.get(UserAccountsJob);
    worker = new Worker<UserAccountsPayload>(
      'maintenance',
      (job) => RequestContext.run({ requestId: `job:${job.id}`, tenantId: job.data.tenantId ?? undefined }, () => handler.run(job)),
      { connection: createRedis(config().redisUrl, 'test-user-accounts'), prefix: config().redisPrefix },
    );
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('creates a Client Employee account linked to the person, skips the others with reasons, and the welcome link sets a password', async () => {
    const seen = mailSnapshot(t);
    const res = await fso
      .post(`${API}/personnel/generate-user-accounts`)
      .send({ employeeIds: [ann.id, bob.id, cy.id, dee.id] })
      .expect(201);
    expect(res.body).toMatchObject({
      runId: null,
      status: 'SUCCEEDED',
      total: 4,
      processed: 4,
      isSendWelcomeEmail: true,
      counts: { created: 1, skipped: 3, failed: 0 },
    });
    const by = Object.fromEntries(res.body.items.map((i: JsonBody) => [i.personnelId, i]));
    expect(by[ann.id]).toMatchObject({
      outcome: 'CREATED',
      username: 'ann.archer@accounts.example',
      detail: M.created('ann.archer@accounts.example', true),
    });
    expect(by[bob.id]).toMatchObject({ outcome: 'SKIPPED', detail: M.skippedNoEmail, userId: null });
    expect(by[cy.id]).toMatchObject({ outcome: 'SKIPPED', detail: M.skippedInactive });
    expect(by[dee.id]).toMatchObject({ outcome: 'SKIPPED', detail: M.skippedInvalidEmail('dee.dunn at accounts') });

    const [link] = await linkOf(ann.id);
    expect(link).toEqual({ user_id: by[ann.id].userId, username: 'ann.archer@accounts.example', roles: ['CLIENT_EMPLOYEE'] });
    for (const p of [bob, cy, dee]) expect((await linkOf(p.id))[0].user_id).toBeNull();

    const audit = await t.sql<{ action: string; object_table: string }>(
      `SELECT action, object_table FROM audit_log WHERE request_id = $1 ORDER BY id`,
      [rid(res)],
    );
    const actions = audit.map((a) => `${a.object_table}:${a.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'app_user:CREATE',
        'user_role:CREATE',
        'personnel:UPDATE',
        'personnel:USER_ACCOUNT_GENERATED',
        'app_user:WELCOME_EMAIL',
        'personnel:USER_ACCOUNTS_GENERATED',
      ]),
    );

    const mail = await waitForMail(t, 'ann.archer@accounts.example', seen);
    expect(mail).toContain('ann.archer@accounts.example');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail)![1]);
    await t.agent().post(`${API}/auth/password-reset/submit`).send({ token, password: 'Archer-Welcome-Pass-26' }).expect(200);
    const ann1 = await signIn(t, 'ann.archer@accounts.example', 'Archer-Welcome-Pass-26');
    const me = await ann1.get(`${API}/users/me`).expect(200);
    expect(me.body).toMatchObject({ username: 'ann.archer@accounts.example' });
    // the link is single use
    await t.agent().post(`${API}/auth/password-reset/submit`).send({ token, password: 'Another-Welcome-Pass-26' }).expect(400);

    // a second run skips her: she has an account
    const again = await fso
      .post(`${API}/personnel/generate-user-accounts`)
      .send({ employeeIds: [ann.id] })
      .expect(201);
    expect(again.body.items[0]).toMatchObject({ outcome: 'SKIPPED', detail: M.skippedHasAccount('ann.archer@accounts.example') });
  });

  it('runs as a job with progress for more than five people, without e-mails when asked', async () => {
    const people: JsonBody[] = [];
    for (let i = 1; i <= 6; i++) {
      people.push(await createPerson(fso, [site], { firstName: `Jo${i}`, lastName: 'Batch', workEmail: `jo${i}.batch@accounts.example` }));
    }
    const seen = mailSnapshot(t);
    const res = await fso
      .post(`${API}/personnel/generate-user-accounts`)
      .send({ isForAllEmployees: true, isSendWelcomeEmail: false })
      .expect(201);
    // everyone active without an account: the six, Bob (no e-mail) and Dee (invalid e-mail); not Cy (inactive) nor Ann
    expect(res.body).toMatchObject({ status: 'QUEUED', total: 8, processed: 0, isSendWelcomeEmail: false, items: [] });
    expect(res.body.runId).toEqual(expect.any(String));
    const queued = await t.sql(`SELECT action FROM audit_log WHERE request_id = $1`, [rid(res)]);
    expect(queued).toEqual([expect.objectContaining({ action: 'USER_ACCOUNTS_QUEUED' })]);

    const run = await finished(res.body.runId);
    expect(run).toMatchObject({
      status: 'SUCCEEDED',
      progress: 100,
      total: 8,
      processed: 8,
      counts: { created: 6, skipped: 2, failed: 0 },
    });
    for (const p of people)
      expect((await linkOf(p.id))[0]).toMatchObject({
        username: `${p.firstName.toLowerCase()}.batch@accounts.example`,
        roles: ['CLIENT_EMPLOYEE'],
      });
    const jobAudit = await t.sql(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'USER_ACCOUNT_GENERATED' AND details->>'jobRunId' = $1`,
      [res.body.runId],
    );
    expect(jobAudit[0].n).toBe(6);
    expect(mailSnapshot(t).filter((f) => !seen.includes(f) && f.includes('batch@'))).toEqual([]);

    // again for all: only the two who cannot have one are left, done in the request and reported again
    const rest = await fso.post(`${API}/personnel/generate-user-accounts`).send({ isForAllEmployees: true }).expect(201);
    expect(rest.body).toMatchObject({ runId: null, status: 'SUCCEEDED', total: 2, counts: { created: 0, skipped: 2, failed: 0 } });
  });

  it('refuses without permission, bad input, and other tenants’ people and runs', async () => {
    await viewer
      .post(`${API}/personnel/generate-user-accounts`)
      .send({ employeeIds: [bob.id] })
      .expect(403);
    const empty = await fso.post(`${API}/personnel/generate-user-accounts`).send({}).expect(400);
    expect(empty.body.message).toBe(M.choosePeople);
    await fso
      .post(`${API}/personnel/generate-user-accounts`)
      .send({ employeeIds: ['nope'] })
      .expect(400);
    const foreign = await other
      .post(`${API}/personnel/generate-user-accounts`)
      .send({ employeeIds: [bob.id] })
      .expect(404);
    expect(foreign.body.message).toBe(API_MESSAGES.fieldRecordNotFound('employeeIds', 'Personnel', bob.id));
    const [run] = await t.sql<{ id: string }>(
      `SELECT id FROM job_run WHERE tenant_id = $1 AND job_type = 'identity.generate-user-accounts'`,
      [tenant],
    );
    await other.get(`${API}/personnel/generate-user-accounts/${run.id}`).expect(404);
    await fso.get(`${API}/personnel/generate-user-accounts/not-a-uuid`).expect(404);
  });
});
