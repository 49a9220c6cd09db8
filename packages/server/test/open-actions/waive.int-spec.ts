import { API_MESSAGES, OPEN_ACTION_MESSAGES as OA } from '@clearline/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';

const ACTIONS = `${API}/requests-and-actions/open-actions`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const HOUR = 3_600_000;
const EMPLOYED = { employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' } };

/**
 * Open actions whose cause is a fact the product checks close by themselves when the fact changes: completing or
 * closing one by hand is refused, a person may waive it with a reason (recorded, audited, shown), and the waiver
 * stands until the fact ends. Tasks a person completes are completed as before.
 */
describe('open actions that close by themselves: refused by hand, closed by their fact, waived with a reason', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let viewer: UserAgent;
  let facilitiesOnly: UserAgent;
  let stranger: UserAgent;
  let plant: string;

  /** A person of the tenant whose SF-312 is required and missing. */
  const personMissingSf312 = async (firstName: string) => {
    const p = await createPerson(fso, [plant], { firstName, lastName: 'Waiver', ...EMPLOYED });
    await fso
      .put(`${API}/personnel/documents`)
      .send({ personnelId: p.id, documents: [{ titleId: 'SF_312', required: true }] })
      .expect(200);
    return p;
  };
  const actionsOf = async (personnelId: string, query: Record<string, string> = {}) =>
    (await fso.get(`${ACTIONS}/personnel/${personnelId}`).query(query).expect(200)).body as JsonBody[];
  const missingSf312 = async (personnelId: string) => {
    const open = (await actionsOf(personnelId)).filter((a) => a.documentTitleId === 'SF_312');
    expect(open).toHaveLength(1);
    return open[0];
  };
  const upload = (personnelId: string) =>
    fso
      .post(`${API}/personnel/${personnelId}/document`)
      .field('document', JSON.stringify({ titleId: 'SF_312', dateSigned: '2024-03-01' }))
      .attach('file', PDF, 'sf312.pdf')
      .expect(201);
  const updates = (actionId: string) =>
    t.sql<{ user_id: string | null; changes: Record<string, { before: unknown; after: unknown }> }>(
      `SELECT user_id, changes FROM audit_log WHERE object_table = 'open_action' AND object_id = $1 AND action = 'UPDATE' ORDER BY id`,
      [actionId],
    );
  const missingDocumentsOnDashboard = async () =>
    ((await fso.get(`${API}/dashboard`).expect(200)).body.openActions as JsonBody[])
      .filter((c) => c.kind === 'MISSING_REQUIRED_DOCUMENT')
      .reduce((n, c) => n + (c.count as number), 0);

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Waiver Works');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    viewer = await userIn(t, tenant, { permissions: { PERSONNEL: { canView: true } } });
    facilitiesOnly = await userIn(t, tenant, { permissions: { FACILITIES: { canView: true, canUpdate: true } } });
    stranger = await userIn(t, await tenantWithoutMfa(t, 'Other Waiver Co'), { roles: ['FSO'] });
    plant = await facility(fso, 'Waiver Plant', 'WAIV1');
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses to complete or close a missing-document action by hand while the document is missing, saying what closes it', async () => {
    const p = await personMissingSf312('Cora');
    const a = await missingSf312(p.id);
    expect(a).toMatchObject({ state: 'OPEN', closesWhen: OA.whenDocumentUploaded, waivedBy: null, waivedAt: null, waiveReason: null });
    const refusal = { statusCode: 409, error: 'Conflict', message: OA.closesByItself(OA.whenDocumentUploaded) };
    const complete = await fso.put(`${ACTIONS}/${a.id}/complete`).send({ note: 'Signed on paper' });
    expect([complete.status, complete.body]).toEqual([409, refusal]);
    const close = await fso.put(`${ACTIONS}/${a.id}/close`).send({});
    expect([close.status, close.body]).toEqual([409, refusal]);
    // nothing changed: still open, counted, and no write was audited
    expect((await fso.get(`${ACTIONS}/${a.id}`).expect(200)).body).toMatchObject({ state: 'OPEN', completedBy: null, note: null });
    expect(await updates(a.id)).toEqual([]);
  });

  it('closes the action by itself when the missing document is uploaded', async () => {
    const p = await personMissingSf312('Uma');
    const a = await missingSf312(p.id);
    await upload(p.id);
    expect((await actionsOf(p.id)).filter((x) => x.documentTitleId === 'SF_312')).toEqual([]);
    const done = (await fso.get(`${ACTIONS}/${a.id}`).expect(200)).body as JsonBody;
    expect(done).toMatchObject({ state: 'COMPLETED', completedBy: null, note: 'The required document is on file.', waivedAt: null });
  });

  it('needs a reason to waive: left out, blank or longer than 500 characters answers 400 and changes nothing', async () => {
    const p = await personMissingSf312('Rhea');
    const a = await missingSf312(p.id);
    const bad = async (body: unknown, message: string) => {
      const res = await fso.put(`${ACTIONS}/${a.id}/waive`).send(body as object);
      expect([res.status, res.body.message]).toEqual([400, message]);
    };
    await bad({}, 'Reason is required');
    await bad({ reason: '   \n ' }, 'Reason is required');
    await bad({ reason: null }, 'Reason is required');
    await bad({ reason: 'x'.repeat(501) }, 'Field exceeded max character length of 500.');
    expect((await fso.get(`${ACTIONS}/${a.id}`).expect(200)).body).toMatchObject({ state: 'OPEN', waivedAt: null });
    expect(await updates(a.id)).toEqual([]);
  });

  it('waives with a reason: CLOSED with who, when and why, audited; the waiver stands while the document stays missing', async () => {
    const p = await personMissingSf312('Wade');
    const a = await missingSf312(p.id);
    const countedBefore = await missingDocumentsOnDashboard();
    const before = Date.now();
    const res = await fso
      .put(`${ACTIONS}/${a.id}/waive`)
      .send({ reason: '  Original SF-312 is kept on paper in the safe;\nscan follows.  ' });
    expect(res.status).toBe(200);
    const reason = 'Original SF-312 is kept on paper in the safe;\nscan follows.';
    expect(res.body).toMatchObject({
      id: a.id,
      state: 'CLOSED',
      closedBy: fso.user.username,
      waivedBy: fso.user.username,
      waiveReason: reason,
      lapsedAt: null,
      completedBy: null,
    });
    const waivedAt = Date.parse(res.body.waivedAt as string);
    expect(waivedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(waivedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await fso.get(`${ACTIONS}/${a.id}`).expect(200)).body).toMatchObject({ waivedBy: fso.user.username, waiveReason: reason });

    // the audit trail names the caller and the waiver
    const [audit, ...more] = await updates(a.id);
    expect(more).toEqual([]);
    expect(audit.user_id).toBe(fso.user.id);
    expect(audit.changes).toMatchObject({
      state: { before: 'OPEN', after: 'CLOSED' },
      waivedBy: { before: null, after: fso.user.username },
      waiveReason: { before: null, after: reason },
    });

    // it is no longer open: not waived twice, not completed afterwards
    const again = await fso.put(`${ACTIONS}/${a.id}/waive`).send({ reason: 'Again' });
    expect([again.status, again.body.message]).toEqual([409, 'This open action is already closed.']);
    expect((await fso.put(`${ACTIONS}/${a.id}/complete`).send({})).status).toBe(409);

    // the person's reaction runs again (the list, a change of the person): no new action for the same missing document
    expect((await actionsOf(p.id)).filter((x) => x.documentTitleId === 'SF_312')).toEqual([]);
    await fso
      .put(`${API}/personnel/employment`)
      .send({ personnelId: p.id, employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' })
      .expect(200);
    const all = (await actionsOf(p.id, { state: 'ALL' })).filter((x) => x.documentTitleId === 'SF_312');
    expect(all.map((x) => [x.id, x.state])).toEqual([[a.id, 'CLOSED']]);
    // the fact still holds: the required document is still missing
    const required = (await fso.get(`${API}/personnel/${p.id}/required-documents`).expect(200)).body as JsonBody[];
    expect(required.find((r) => r.titleId === 'SF_312')).toMatchObject({ missing: true });

    // the lists and the dashboard count it as closed, and find it as waived
    expect(await missingDocumentsOnDashboard()).toBe(countedBefore - 1);
    const list = async (query: Record<string, string>) =>
      (
        (
          await fso
            .get(ACTIONS)
            .query({ personnelId: p.id, ...query })
            .expect(200)
        ).body as JsonBody[]
      ).map((x) => x.id);
    expect(await list({ kind: 'MISSING_REQUIRED_DOCUMENT' })).not.toContain(a.id);
    expect(await list({ state: 'CLOSED', waived: 'true' })).toEqual([a.id]);
    expect(await list({ state: 'ALL', waived: 'false' })).not.toContain(a.id);
    expect((await fso.get(ACTIONS).query({ waived: 'maybe' })).status).toBe(400);
  });

  it('lets a waiver lapse when the document arrives: should it go missing again, a new action is raised', async () => {
    const p = await personMissingSf312('Lars');
    const a = await missingSf312(p.id);
    await fso.put(`${ACTIONS}/${a.id}/waive`).send({ reason: 'Scan pending' }).expect(200);
    const doc = (await upload(p.id)).body as JsonBody;
    const lapsed = (await fso.get(`${ACTIONS}/${a.id}`).expect(200)).body as JsonBody;
    expect(lapsed).toMatchObject({ state: 'CLOSED', waivedBy: fso.user.username, waiveReason: 'Scan pending' });
    expect(lapsed.lapsedAt).toEqual(expect.any(String));
    expect(await actionsOf(p.id)).toEqual([]);

    await fso.delete(`${API}/personnel/${p.id}/document/${doc.id}`).expect(204);
    const again = await missingSf312(p.id);
    expect(again.id).not.toBe(a.id);
    expect(again).toMatchObject({ state: 'OPEN', waivedAt: null });
  });

  it('keeps a waived incident deadline from being raised again while the incident changes, and refuses to complete it by hand', async () => {
    const discoveredAt = new Date(Date.now() - 2 * HOUR).toISOString();
    const body = (title: string) => ({
      incidentType: 'NETWORK_INTRUSION_CYBER_BREACH',
      facilityId: plant,
      title,
      details: { discoveredAt, systemsAffected: 'LAB-PC-7', coveredDefenseInformation: true, contained: true },
    });
    const incident = (await fso.post(`${API}/incidents`).send(body('Ransomware on a lab PC')).expect(201)).body as JsonBody;
    const deadlines = () =>
      t.sql<{ id: string; state: string; waived_by: string | null }>(
        `SELECT id, state, waived_by FROM open_action WHERE tenant_id = $1 AND source_key LIKE $2 ORDER BY created_at`,
        [tenant, `reminder:INCIDENT_INITIAL_REPORT:${incident.id}:%`],
      );
    const [a] = await deadlines();
    const view = (await fso.get(`${ACTIONS}/${a.id}`).expect(200)).body as JsonBody;
    expect(view).toMatchObject({ state: 'OPEN', closesWhen: OA.whenReportFiled, facilityId: plant, personnelId: null });
    const complete = await fso.put(`${ACTIONS}/${a.id}/complete`).send({});
    expect([complete.status, complete.body.message]).toEqual([409, OA.closesByItself(OA.whenReportFiled)]);

    await fso.put(`${ACTIONS}/${a.id}/waive`).send({ reason: 'Reported by phone to the DIBNet help desk' }).expect(200);
    await fso.put(`${API}/incidents/${incident.id}`).send(body('Ransomware on lab PC 7')).expect(200);
    expect(await deadlines()).toEqual([{ id: a.id, state: 'CLOSED', waived_by: fso.user.username }]);
  });

  it('still completes a task a person does by hand, and refuses to waive it', async () => {
    const p = await createPerson(fso, [plant], { firstName: 'Hank', lastName: 'Hand', ...EMPLOYED });
    const [task] = await t.sql<{ id: string }>(
      `INSERT INTO open_action (tenant_id, personnel_id, action_type, title, source_key, due_date)
       VALUES ($1, $2, 'OTHER', 'Badge expires: Hand, Hank', 'reminder:BADGE_EXPIRY:badge:day', current_date + 10) RETURNING id`,
      [tenant, p.id],
    );
    expect((await fso.get(`${ACTIONS}/${task.id}`).expect(200)).body.closesWhen).toBeNull();
    const waive = await fso.put(`${ACTIONS}/${task.id}/waive`).send({ reason: 'Not needed' });
    expect([waive.status, waive.body.message]).toEqual([409, OA.notWaivable]);
    const done = await fso.put(`${ACTIONS}/${task.id}/complete`).send({ note: 'New badge issued' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'COMPLETED', completedBy: fso.user.username, note: 'New badge issued', waivedAt: null });
  });

  it("answers 404 to another tenant's caller and to one who cannot see people, 403 without UPDATE, and changes nothing", async () => {
    const p = await personMissingSf312('Ivy');
    const a = await missingSf312(p.id);
    const notFound = { statusCode: 404, error: 'Not Found', message: API_MESSAGES.notFound('Open action', a.id) };
    const cross = await stranger.put(`${ACTIONS}/${a.id}/waive`).send({ reason: 'Not mine to waive' });
    expect([cross.status, cross.body]).toEqual([404, notFound]);
    const blind = await facilitiesOnly.put(`${ACTIONS}/${a.id}/waive`).send({ reason: 'Cannot see people' });
    expect([blind.status, blind.body]).toEqual([404, notFound]);
    const readOnly = await viewer.put(`${ACTIONS}/${a.id}/waive`).send({ reason: 'May only look' });
    expect([readOnly.status, readOnly.body.message]).toEqual([403, API_MESSAGES.noPermission('UPDATE', 'PERSONNEL')]);
    expect((await fso.get(`${ACTIONS}/${a.id}`).expect(200)).body).toMatchObject({ state: 'OPEN', waivedAt: null });
    expect(await updates(a.id)).toEqual([]);
  });
});
