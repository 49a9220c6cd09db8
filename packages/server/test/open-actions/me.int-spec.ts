import { mailSnapshot, signIn, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';

/** The caller's own side of requests and actions: my open actions, the actions I raised, my requests. */
describe('requests and actions: me', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let employee: Awaited<ReturnType<typeof signIn>>;
  let nobody: UserAgent;
  let erin: JsonBody;
  let sam: JsonBody;

  const action = (personnelId: string, title: string, state = 'OPEN') =>
    t.sql<{ id: string }>(
      `INSERT INTO open_action (tenant_id, personnel_id, action_type, title, state) VALUES ($1, $2, 'OTHER', $3, $4) RETURNING id`,
      [tenant, personnelId, title, state],
    );

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Me Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    nobody = await userIn(t, tenant, { permissions: { PERSONNEL: { canView: true, ui: true } } });
    const site = await facility(fso, 'Me Plant', 'MEE01');
    erin = await createPerson(fso, [site], { firstName: 'Erin', lastName: 'Mine', workEmail: 'erin.mine@me.example' });
    // SAP access requires an SF-312: creating Sam raises its missing-document action in the FSO's request
    await t.sql(
      `INSERT INTO required_document_default (tenant_id, kind, option_type, option, required_documents, updated_date)
       VALUES ($1, 'personnel', 'ACCESS_TYPE', 'SAP', ARRAY['SF_312'], current_date)`,
      [tenant],
    );
    sam = await createPerson(fso, [site], {
      firstName: 'Sam',
      lastName: 'Else',
      workEmail: 'sam.else@me.example',
      specialSystemAccessList: ['SAP'],
    });
    await t.sql(`UPDATE open_action SET state = 'CLOSED', closed_at = now() WHERE tenant_id = $1`, [tenant]);
    const seen = mailSnapshot(t);
    await fso
      .post(`${API}/personnel/generate-user-accounts`)
      .send({ employeeIds: [erin.id] })
      .expect(201);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(await waitForMail(t, 'erin.mine@me.example', seen))![1]);
    await t.agent().post(`${API}/auth/password-reset/submit`).send({ token, password: 'Erin-Mine-Pass-2026' }).expect(200);
    employee = await signIn(t, 'erin.mine@me.example', 'Erin-Mine-Pass-2026');
    await action(erin.id, 'Sign the SF-312');
    await action(erin.id, 'Return the old badge', 'COMPLETED');
    await action(sam.id, 'Not mine');
  }, 120_000);
  afterAll(() => t?.close());

  it("answers the caller's own open actions through their personnel record", async () => {
    const open = await employee.get(`${API}/requests-and-actions/open-actions/me`).expect(200);
    const titles = open.body.map((a: JsonBody) => a.title);
    expect(titles).toContain('Sign the SF-312');
    expect(titles).not.toContain('Return the old badge');
    expect(titles).not.toContain('Not mine');
    expect(open.body.every((a: JsonBody) => a.personnelId === erin.id && a.state === 'OPEN')).toBe(true);
    const all = await employee.get(`${API}/requests-and-actions/open-actions/me?state=ALL`).expect(200);
    expect(all.body.map((a: JsonBody) => a.title)).toContain('Return the old badge');
    // someone without a personnel record has none
    const none = await fso.get(`${API}/requests-and-actions/open-actions/me`).expect(200);
    expect(none.body).toEqual([]);
  });

  it('answers my requests as a union with a type, every state, newest first', async () => {
    const res = await employee.get(`${API}/requests-and-actions/requests/me`).expect(200);
    const rows = res.body as JsonBody[];
    expect(rows.map((r) => r.title)).toEqual(expect.arrayContaining(['Sign the SF-312', 'Return the old badge']));
    expect(rows.every((r) => r.type === 'OPEN_ACTION' && r.personnelId === erin.id)).toBe(true);
    expect(rows.find((r) => r.title === 'Return the old badge')).toMatchObject({ state: 'COMPLETED' });
    const open = await employee.get(`${API}/requests-and-actions/requests/me?state=OPEN`).expect(200);
    expect(open.body.every((r: JsonBody) => r.state === 'OPEN')).toBe(true);
  });

  it('answers the actions the caller raised, as the audit trail records', async () => {
    // creating Sam raised his missing SF-312 action in the FSO's request
    const [raised] = await t.sql<{ id: string }>(
      `SELECT o.id FROM open_action o WHERE o.tenant_id = $1 AND EXISTS (
         SELECT 1 FROM audit_log al WHERE al.object_table = 'open_action' AND al.object_id = o.id::text AND al.action = 'CREATE' AND al.user_id = $2)`,
      [tenant, fso.user.id],
    );
    const mine = await fso.get(`${API}/requests-and-actions/requested-actions/me?state=ALL`).expect(200);
    expect(raised).toBeDefined();
    expect(mine.body.map((a: JsonBody) => a.id)).toContain(raised.id);
    expect(mine.body.find((a: JsonBody) => a.id === raised.id)).toMatchObject({
      personnelId: sam.id,
      actionType: 'MISSING_REQUIRED_DOCUMENT',
      documentTitleId: 'SF_312',
    });
    // the employee raised none
    const emp = await employee.get(`${API}/requests-and-actions/requested-actions/me?state=ALL`).expect(200);
    expect(emp.body).toEqual([]);
    // actions created on Erin's record by the FSO's requests appear for the FSO, not for others
    const created = await fso.get(`${API}/requests-and-actions/requested-actions/me?state=ALL`).expect(200);
    for (const a of created.body as JsonBody[]) expect([erin.id, sam.id, null]).toContain(a.personnelId);
  });

  it('needs the self-service permission', async () => {
    await nobody.get(`${API}/requests-and-actions/open-actions/me`).expect(403);
    await nobody.get(`${API}/requests-and-actions/requested-actions/me`).expect(403);
    await nobody.get(`${API}/requests-and-actions/requests/me`).expect(403);
  });
});
