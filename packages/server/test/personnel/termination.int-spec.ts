import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TERMINATION_MESSAGES as M, TERMINATION_STEPS } from '@clearline/shared';
import { createUser, mailSnapshot, signIn, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from './fixtures';
import { pastYear } from '../support/dates';

/** The year of the terminations of these tests: long past, after the start date the employment gives (2020). */
const PAST = pastYear();

const rid = (res: { headers: Record<string, string> }) => res.headers['x-request-id'];
const TERMINATE = `${API}/personnel/terminate-employee`;
const ACCEPT = `${API}/personnel/accept-terminate-personnel`;
const PENDING = `${API}/personnel/pending-terminations`;

/** Terminate Employee: the pending termination, its open actions and e-mail, the acceptance and its effects, refusals and audit. */
describe('terminate employee', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let fso2: { username: string; email: string };
  let viewer: UserAgent;
  let other: UserAgent;
  let plant: string;
  let ann: JsonBody; // terminated as high risk, holds a user account and a clearance
  let bob: JsonBody; // terminated normally
  let annUser: { id: string; username: string; password: string };
  let annTermination: string;

  const actionsOf = (personnelId: string) =>
    t.sql<{ title: string; state: string; due: string; source_key: string; completed_by: string | null }>(
      `SELECT title, state, to_char(due_date, 'YYYY-MM-DD') AS due, source_key, completed_by FROM open_action
        WHERE personnel_id = $1 AND source_key LIKE 'termination:%' ORDER BY title`,
      [personnelId],
    );
  const auditOf = (res: { headers: Record<string, string> }) =>
    t.sql<{ event_type: string; object_table: string; object_id: string; action: string | null }>(
      `SELECT event_type, object_table, object_id, action FROM audit_log WHERE request_id = $1`,
      [rid(res)],
    );
  const emailOf = async (username: string) =>
    (await t.sql<{ email: string }>(`SELECT email FROM app_user WHERE username = $1`, [username]))[0].email;

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Offboard Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    const second = await createUser(t, { tenantId: tenant, roles: ['CLIENT_FSO'] });
    fso2 = { username: second.username, email: await emailOf(second.username) };
    viewer = await userIn(t, tenant, { permissions: { PERSONNEL: { canView: true, ui: true } } });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Offboard Co'), { roles: ['FSO'] });
    plant = await facility(fso, 'Offboard Plant', 'OFB01');
    ann = await createPerson(fso, [plant], { firstName: 'Ann', lastName: 'Archer', workEmail: 'ann.archer@offboard.example' });
    bob = await createPerson(fso, [plant], { firstName: 'Bob', lastName: 'Baker', workEmail: 'bob.baker@offboard.example' });
    await fso
      .put(`${API}/personnel/employment`)
      .send({ personnelId: ann.id, employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE', startDate: '2020-02-01' })
      .expect(200);
    await fso
      .post(`${API}/personnel/${ann.id}/clearance`)
      .send({ facilityId: plant, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' })
      .expect(201);
    annUser = await createUser(t, { tenantId: tenant, roles: ['CLIENT_EMPLOYEE'] });
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [annUser.id, ann.id]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a body without its required fields, and a date before the start date', async () => {
    const res = await fso.post(TERMINATE).send({ employeeId: ann.id }).expect(400);
    // the spec's termination is employeeId, terminationDate and isHighRisk: the reason is optional
    expect(res.body.message).toBe('Termination Date is required');
    const bad = await fso
      .post(TERMINATE)
      .send({ employeeId: ann.id, terminationDate: `${PAST}-01-01`, reason: 'FIRED' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('Reason');
    const early = await fso.post(TERMINATE).send({ employeeId: ann.id, terminationDate: '2019-12-31', reason: 'OTHER' }).expect(400);
    expect(early.body.message).toBe(M.beforeStart.replace('{date}', '2020-02-01'));
    expect(await t.sql(`SELECT 1 FROM personnel_termination WHERE personnel_id = $1`, [ann.id])).toEqual([]);
  });

  it('refuses without the Terminate Employee permission (403) and another tenant’s person (404)', async () => {
    await viewer
      .post(TERMINATE)
      .send({ employeeId: ann.id, terminationDate: `${PAST}-06-30`, reason: 'OTHER' })
      .expect(403);
    await viewer.get(PENDING).expect(403);
    await other
      .post(TERMINATE)
      .send({ employeeId: ann.id, terminationDate: `${PAST}-06-30`, reason: 'OTHER' })
      .expect(404);
  });

  it('records a high-risk termination as PENDING with its off-boarding open actions, audited, and e-mails every FSO at once', async () => {
    const seen = mailSnapshot(t);
    const res = await fso
      .post(TERMINATE)
      .send({ employeeId: ann.id, terminationDate: `${PAST}-06-30`, isHighRisk: true, reason: 'HIGH_RISK', notes: 'Escorted off site.' })
      .expect(201);
    annTermination = res.body.id;
    expect(res.body).toMatchObject({
      personnelId: ann.id,
      personnelName: 'Ann Archer',
      terminationDate: `${PAST}-06-30`,
      isHighRisk: true,
      reason: 'HIGH_RISK',
      notes: 'Escorted off site.',
      status: 'PENDING',
      recordedBy: fso.user.username,
      acceptedAt: null,
      openActions: 5,
    });
    const actions = await actionsOf(ann.id);
    expect(actions.map((a) => a.title).sort()).toEqual(
      Object.values(TERMINATION_STEPS)
        .map((s) => s.title)
        .sort(),
    );
    expect(actions.every((a) => a.state === 'OPEN' && a.due === `${PAST}-06-30`)).toBe(true);
    const audit = await auditOf(res);
    expect(audit).toContainEqual(
      expect.objectContaining({ event_type: 'CREATE', object_table: 'personnel_termination', object_id: annTermination }),
    );
    expect(audit.filter((a) => a.object_table === 'open_action' && a.event_type === 'CREATE')).toHaveLength(5);
    // the employment is unchanged until the FSO accepts
    const [p] = await t.sql<{ employment_status: string }>(`SELECT employment_status FROM personnel WHERE id = $1`, [ann.id]);
    expect(p.employment_status).toBe('ACTIVE');

    for (const to of [await emailOf(fso.user.username), fso2.email]) {
      const mail = await waitForMail(t, to, seen);
      expect(mail).toContain('Subject: Clearline: high-risk termination of Ann Archer');
      expect(mail).toContain(`Ann Archer was terminated as high risk effective ${PAST}-06-30 (reason: High Risk)`);
      expect(mail).toContain('Notes: Escorted off site.');
      expect(mail).toContain(`- ${TERMINATION_STEPS.CHANGE_COMBINATIONS.title}`);
    }
  });

  it('allows one pending termination per person', async () => {
    const res = await fso
      .post(TERMINATE)
      .send({ employeeId: ann.id, terminationDate: `${PAST}-07-01`, reason: 'OTHER' })
      .expect(409);
    expect(res.body.message).toBe(M.alreadyPending.replace('{name}', 'Ann Archer'));
  });

  it('lists the pending terminations with their open actions, filtered', async () => {
    const normal = await fso
      .post(TERMINATE)
      .send({ employeeId: bob.id, terminationDate: `${PAST}-07-15`, reason: 'RESIGNED' })
      .expect(201);
    expect(normal.body).toMatchObject({ isHighRisk: false, status: 'PENDING' });
    const all = await fso.get(PENDING).expect(200);
    expect(all.body.map((r: JsonBody) => [r.personnelName, r.openActions])).toEqual([
      ['Ann Archer', 5],
      ['Bob Baker', 5],
    ]);
    const high = await fso
      .get(PENDING)
      .query({ filter: JSON.stringify({ isHighRisk: true }) })
      .expect(200);
    expect(high.body.map((r: JsonBody) => r.personnelName)).toEqual(['Ann Archer']);
    expect((await other.get(PENDING).expect(200)).body).toEqual([]);
  });

  it('e-mails nobody for a termination that is not high risk', async () => {
    // Bob's termination (above) was not high risk: the only termination e-mails are Ann's, one per FSO
    await new Promise((r) => setTimeout(r, 1500));
    const files = readdirSync(t.mailDir).filter((f) => f.endsWith('.eml'));
    const contents = files.map((f) => readFileSync(join(t.mailDir, f), 'utf8'));
    expect(contents.filter((c) => c.includes('high-risk termination'))).toHaveLength(2);
    expect(contents.some((c) => c.includes('Bob Baker'))).toBe(false);
  });

  it('accepts: employment TERMINATED, clearance debriefed, account disabled and sessions ended, the account action completed, all audited', async () => {
    const employee = await signIn(t, annUser.username, annUser.password);
    await employee.get(`${API}/users/me`).expect(200);
    await other.post(ACCEPT).send({ terminationId: annTermination }).expect(404);
    await viewer.post(ACCEPT).send({ terminationId: annTermination }).expect(403);

    const res = await fso.post(ACCEPT).send({ terminationId: annTermination }).expect(200);
    expect(res.body).toMatchObject({ id: annTermination, status: 'ACCEPTED', acceptedBy: fso.user.username, openActions: 4 });

    const [p] = await t.sql<{ employment_status: string; end_date: string }>(
      `SELECT employment_status, to_char(end_date, 'YYYY-MM-DD') AS end_date FROM personnel WHERE id = $1`,
      [ann.id],
    );
    expect(p).toEqual({ employment_status: 'TERMINATED', end_date: `${PAST}-06-30` });
    const [c] = await t.sql<{ pcl_status: string; de_brief_date: string }>(
      `SELECT pcl_status, to_char(de_brief_date, 'YYYY-MM-DD') AS de_brief_date FROM personnel_clearance WHERE personnel_id = $1`,
      [ann.id],
    );
    expect(c).toEqual({ pcl_status: 'INACTIVE', de_brief_date: `${PAST}-06-30` });
    const [u] = await t.sql<{ enabled: boolean }>(`SELECT enabled FROM app_user WHERE id = $1`, [annUser.id]);
    expect(u.enabled).toBe(false);
    await employee.get(`${API}/users/me`).expect(401);
    await expect(signIn(t, annUser.username, annUser.password)).rejects.toThrow();

    const actions = await actionsOf(ann.id);
    const account = actions.find((a) => a.title === TERMINATION_STEPS.ACCOUNT_DISABLE.title)!;
    expect(account).toMatchObject({ state: 'COMPLETED', completed_by: fso.user.username });
    expect(actions.filter((a) => a.state === 'OPEN')).toHaveLength(4);

    const audit = await auditOf(res);
    const has = (event_type: string, object_table: string, object_id?: string) =>
      expect(audit).toContainEqual(expect.objectContaining({ event_type, object_table, ...(object_id ? { object_id } : {}) }));
    has('UPDATE', 'personnel', ann.id);
    has('UPDATE', 'personnel_clearance');
    has('UPDATE', 'app_user', annUser.id);
    has('UPDATE', 'personnel_termination', annTermination);
    has('UPDATE', 'open_action');
    expect(audit).toContainEqual(expect.objectContaining({ event_type: 'ACTION', action: 'USER_DISABLE', object_id: annUser.id }));

    const pending = await fso.get(PENDING).expect(200);
    expect(pending.body.map((r: JsonBody) => r.personnelName)).toEqual(['Bob Baker']);
  });

  it('refuses to accept twice and to terminate a terminated person', async () => {
    const again = await fso.post(ACCEPT).send({ terminationId: annTermination }).expect(409);
    expect(again.body.message).toBe(M.notPending);
    const terminated = await fso
      .post(TERMINATE)
      .send({ employeeId: ann.id, terminationDate: `${PAST}-08-01`, reason: 'OTHER' })
      .expect(409);
    expect(terminated.body.message).toBe(M.alreadyTerminated.replace('{name}', 'Ann Archer'));
    await fso.post(ACCEPT).send({ terminationId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await fso.post(ACCEPT).send({}).expect(400);
  });

  it('removes the terminations with the person', async () => {
    await fso.delete(`${API}/personnel/${bob.id}`).expect((r) => expect([200, 204]).toContain(r.status));
    expect(await t.sql(`SELECT 1 FROM personnel_termination WHERE personnel_id = $1`, [bob.id])).toEqual([]);
  });
});
