import { API_MESSAGES } from '@clearline/shared';
import type TestAgent from 'supertest/lib/agent';
import { createPerson, tenantWithoutMfa, userIn } from '../personnel/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { TINY_PNG } from '../tenancy/support';
import { pastYear } from '../support/dates';

/** A past year, for an inspection that took place before any day the suite runs. */
const PAST = pastYear();

const API = '/api/v1';
type Row = Record<string, unknown>;

/** The facility record: its fields, KMPs, states, both deletes, picture and preferences. */
describe('facility record', () => {
  let t: TestApp;
  let fso: TestAgent;
  let other: TestAgent;
  let csaId: string;
  let home: string;

  beforeAll(async () => {
    t = await startTestApp();
    fso = await userIn(t, await tenantWithoutMfa(t, 'Record Co'), { roles: ['FSO'] });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Record Co'), { roles: ['FSO'] });
    [{ id: csaId }] = await t.sql<{ id: string }>(
      `INSERT INTO cognizant_security_authority (office_name, street_address1, city, state_code, naesoc)
       VALUES ('DCSA Field Office Huntsville', '1 Redstone Rd', 'Huntsville', 'AL', false) RETURNING id`,
    );
    home = (await fso.post(`${API}/facilities`).send({ facilityName: 'Home Office', hostFacility: true })).body.id;
  });
  afterAll(() => t?.close());

  const add = async (body: Row) => {
    const res = await fso.post(`${API}/facilities`).send(body);
    if (res.status !== 201) throw new Error(`facility: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Row & { id: string; version: number; facilityName: string };
  };
  const messageOf = async (body: Row, status = 400) => {
    const res = await fso.post(`${API}/facilities`).send({ facilityName: 'Checked', ...body });
    expect(res.status).toBe(status);
    return res.body.message as string;
  };

  it('stores phone, cognizant security office, FCL and date, safeguarding level, type and KMPs', async () => {
    const kmp = await createPerson(fso, [home], { firstName: 'Kim', lastName: 'Keyes' });
    const f = await add({
      facilityName: 'Redstone Annex',
      phone: '(256) 555 0100',
      csaId,
      clearanceLevel: 'SECRET',
      fclDate: '2024-03-01',
      safeguardingLevel: 'CONFIDENTIAL',
      facilityType: 'BRANCH_OFFICE',
      kmps: [
        { personnelId: kmp.id, kmpRole: 'FSO' },
        { personnelId: kmp.id, kmpRole: 'ITPSO' },
      ],
    });
    expect(f).toMatchObject({
      phone: '256-555-0100',
      csaId,
      csaName: 'DCSA Field Office Huntsville',
      clearanceLevel: 'SECRET',
      fclDate: '2024-03-01',
      safeguardingLevel: 'CONFIDENTIAL',
      facilityType: 'BRANCH_OFFICE',
      facilityState: 'ENABLED',
      deactivated: false,
      pictureName: null,
      kmps: [
        { personnelId: kmp.id, personnelName: 'Keyes, Kim', kmpRole: 'FSO' },
        { personnelId: kmp.id, personnelName: 'Keyes, Kim', kmpRole: 'ITPSO' },
      ],
    });
    // a PUT without kmps keeps them; with a list it replaces them (one removed, audited)
    const renamed = (await fso.put(`${API}/facilities/${f.id}`).send({ facilityName: 'Redstone Annex 2' })).body;
    expect(renamed.kmps).toHaveLength(2);
    const one = await fso
      .put(`${API}/facilities/${f.id}`)
      .send({ facilityName: 'Redstone Annex 2', kmps: [{ personnelId: kmp.id, kmpRole: 'ITPSO' }] });
    expect(one.body.kmps).toEqual([{ personnelId: kmp.id, personnelName: 'Keyes, Kim', kmpRole: 'ITPSO' }]);
    const kmpAudit = await t.sql<Row>(`SELECT action FROM audit_log WHERE object_table = 'facility_kmp' ORDER BY id`);
    // the row left moved to the top of the list
    expect(kmpAudit.map((a) => a.action)).toEqual(['CREATE', 'CREATE', 'DELETE', 'UPDATE']);
    // clearing the FCL date and lowering the levels together is fine
    const lowered = await fso
      .put(`${API}/facilities/${f.id}`)
      .send({ facilityName: 'Redstone Annex 2', clearanceLevel: 'NONE', safeguardingLevel: 'NONE', fclDate: null, csaId: null });
    expect(lowered.body).toMatchObject({ clearanceLevel: 'NONE', safeguardingLevel: 'NONE', fclDate: null, csaId: null, csaName: null });
  });

  it('validates every new field with a message a person can act on', async () => {
    expect(await messageOf({ phone: '12345' })).toBe('Phone is not valid');
    expect(await messageOf({ csaId: '00000000-0000-4000-8000-000000000001' })).toBe('Cognizant Security Office is not valid');
    expect(await messageOf({ csaId: 'nope' })).toMatch(/^Cognizant Security Office /);
    expect(await messageOf({ clearanceLevel: 'COSMIC' })).toMatch(/^Facility Clearance Level must be one of/);
    expect(await messageOf({ clearanceLevel: null })).toMatch(/^Facility Clearance Level /);
    expect(await messageOf({ safeguardingLevel: 'SECRET' })).toBe('Safeguarding Level cannot be higher than the Facility Clearance Level');
    expect(await messageOf({ clearanceLevel: 'CONFIDENTIAL', safeguardingLevel: 'TOP_SECRET' })).toBe(
      'Safeguarding Level cannot be higher than the Facility Clearance Level',
    );
    expect(await messageOf({ fclDate: '2024-01-01' })).toBe('FCL Date needs a Facility Clearance Level');
    expect(await messageOf({ clearanceLevel: 'SECRET', fclDate: '2999-01-01' })).toBe('FCL Date cannot be in the future');
    expect(await messageOf({ clearanceLevel: 'SECRET', fclDate: '2024-13-45' })).toMatch(/^FCL Date/);
    expect(await messageOf({ facilityType: 'CASTLE' })).toMatch(/^Facility Type must be one of/);
    expect(await messageOf({ kmps: 'x' })).toMatch(/^Key Management Personnel /);
    expect(await messageOf({ kmps: [{ kmpRole: 'FSO' }] })).toBe('KMP Person is required');
    // a person the tenant does not have is not found, like an id of a path
    expect(await messageOf({ kmps: [{ personnelId: '00000000-0000-4000-8000-000000000001', kmpRole: 'FSO' }] }, 404)).toBe(
      API_MESSAGES.fieldRecordNotFound('kmps.0.personnelId', 'KMP Person', '00000000-0000-4000-8000-000000000001'),
    );
    const p = await createPerson(fso, [home], { firstName: 'Dee', lastName: 'Double' });
    expect(await messageOf({ kmps: [{ personnelId: p.id, kmpRole: 'BOSS' }] })).toMatch(/^KMP Role must be one of/);
    expect(
      await messageOf({
        kmps: [
          { personnelId: p.id, kmpRole: 'FSO' },
          { personnelId: p.id, kmpRole: 'FSO' },
        ],
      }),
    ).toBe('Double, Dee is listed twice with the same KMP role');
    // another tenant's person is not a person of this tenant
    const theirs = await createPerson(other, [(await other.post(`${API}/facilities`).send({ facilityName: 'Theirs' })).body.id]);
    expect(await messageOf({ kmps: [{ personnelId: theirs.id, kmpRole: 'FSO' }] }, 404)).toBe(
      API_MESSAGES.fieldRecordNotFound('kmps.0.personnelId', 'KMP Person', theirs.id),
    );
    // nothing was written by the refused requests
    expect(await t.sql(`SELECT 1 FROM facility WHERE facility_name = 'Checked'`)).toHaveLength(0);
  });

  it('moves between enabled, disabled and deactivated; a deactivated facility is read-only and hidden by default', async () => {
    const f = await add({ facilityName: 'Mothballed Site', facilityCode: 'MOTH1' });
    expect((await fso.put(`${API}/facilities/${f.id}/disable`)).body.facilityState).toBe('DISABLED');
    const d = await fso.put(`${API}/facilities/${f.id}/deactivate`);
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({ facilityState: 'DEACTIVATED', deactivated: true, enabled: false });
    expect(d.body.deactivatedAt).toEqual(expect.any(String));
    // read-only
    const edit = await fso.put(`${API}/facilities/${f.id}`).send({ facilityName: 'Changed' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('Mothballed Site is deactivated and read-only. Enable it to make changes.');
    expect((await fso.put(`${API}/facilities/${f.id}/facility-preferences`).send({ notifyNewHire: false })).status).toBe(409);
    expect((await fso.put(`${API}/facilities/${f.id}/picture`).attach('file', TINY_PNG, 'p.png')).status).toBe(409);
    const dis = await fso.put(`${API}/facilities/${f.id}/disable`);
    expect(dis.status).toBe(409);
    expect(dis.body.message).toBe('Mothballed Site is deactivated. Enable it before changing its state.');
    // hidden from the list (and so from pickers) unless asked for by state or id
    const names = async (filter?: Row) =>
      (await fso.get(`${API}/facilities`).query(filter ? { filter: JSON.stringify(filter) } : {})).body.map((x: Row) => x.facilityName);
    expect(await names()).not.toContain('Mothballed Site');
    expect(await names({ enabled: false })).not.toContain('Mothballed Site');
    expect(await names({ facilityState: 'DEACTIVATED' })).toEqual(['Mothballed Site']);
    expect(await names({ facilityState: ['ENABLED', 'DISABLED', 'DEACTIVATED'] })).toContain('Mothballed Site');
    expect(await names({ id: [f.id] })).toEqual(['Mothballed Site']);
    expect((await fso.get(`${API}/facilities`).query({ filter: JSON.stringify({ facilityState: 'GONE' }) })).status).toBe(400);
    // deactivating twice changes nothing; enable brings it back
    expect((await fso.put(`${API}/facilities/${f.id}/deactivate`)).status).toBe(200);
    const back = await fso.put(`${API}/facilities/${f.id}/enable`);
    expect(back.body).toMatchObject({ facilityState: 'ENABLED', deactivated: false, deactivatedAt: null, enabled: true });
    expect(await names()).toContain('Mothballed Site');
    const audit = await t.sql<Row>(`SELECT action FROM audit_log WHERE object_table = 'facility' AND object_id = $1 ORDER BY id`, [f.id]);
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'UPDATE']);
  });

  it('DELETE /{id} refuses a facility with records of any kind', async () => {
    const withContract = await add({ facilityName: 'Contract Site' });
    const [{ tenant_id }] = await t.sql<{ tenant_id: string }>(`SELECT tenant_id FROM facility WHERE id = $1`, [withContract.id]);
    await t.sql(`INSERT INTO contract (tenant_id, contract_number, contract_name, facility_id) VALUES ($1, 'W912-01', 'Radar', $2)`, [
      tenant_id,
      withContract.id,
    ]);
    const res = await fso.delete(`${API}/facilities/${withContract.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Contract Site still has personnel or clearance records and cannot be deleted. Disable it instead.');
    const withPicture = await add({ facilityName: 'Picture Site' });
    await fso.put(`${API}/facilities/${withPicture.id}/picture`).attach('file', TINY_PNG, 'p.png');
    expect((await fso.delete(`${API}/facilities/${withPicture.id}`)).status).toBe(409);
    // stored preferences alone do not stop it, and go with it
    const plain = await add({ facilityName: 'Plain Site' });
    await fso.put(`${API}/facilities/${plain.id}/facility-preferences`).send({ notifyNewHire: false });
    expect((await fso.delete(`${API}/facilities/${plain.id}`)).status).toBe(204);
    expect(await t.sql(`SELECT 1 FROM facility_preference WHERE facility_id = $1`, [plain.id])).toHaveLength(0);
  });

  it('DELETE /{id}/delete-facility names what still references it, refuses the host, and removes its own records', async () => {
    const busy = await add({ facilityName: 'Busy Site' });
    const person = await createPerson(fso, [busy.id]);
    const [{ tenant_id }] = await t.sql<{ tenant_id: string }>(`SELECT tenant_id FROM facility WHERE id = $1`, [busy.id]);
    await t.sql(`INSERT INTO contract (tenant_id, contract_number, contract_name, facility_id) VALUES ($1, 'W912-02', 'Sonar', $2)`, [
      tenant_id,
      busy.id,
    ]);
    await t.sql(
      `INSERT INTO tenant_poc (tenant_id, personnel_id, select_all_facilities, assigned_facility_ids) VALUES ($1, $2, false, ARRAY[$3::uuid])`,
      [tenant_id, person.id, busy.id],
    );
    const refused = await fso.delete(`${API}/facilities/${busy.id}/delete-facility`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Busy Site cannot be deleted while it still has 1 person, 1 contract, 1 tenant point of contact. Move or remove them first, or deactivate the facility instead.',
    );
    const hostOff = await fso.put(`${API}/facilities/${home}/deactivate`);
    expect(hostOff.status).toBe(409);
    expect(hostOff.body.message).toBe(
      'Home Office is the host facility and cannot be deactivated. Mark another facility as the host first.',
    );
    const host = await fso.delete(`${API}/facilities/${home}/delete-facility`);
    expect(host.status).toBe(409);
    expect(host.body.message).toBe('Home Office is the host facility and cannot be deleted. Mark another facility as the host first.');

    const kmp = await createPerson(fso, [home], { firstName: 'Mia', lastName: 'Mistake' });
    const f = await add({ facilityName: 'Created By Mistake', kmps: [{ personnelId: kmp.id, kmpRole: 'SENIOR_MANAGEMENT_OFFICIAL' }] });
    expect((await fso.put(`${API}/facilities/${f.id}/picture`).attach('file', TINY_PNG, 'p.png')).status).toBe(200);
    expect((await fso.put(`${API}/facilities/${f.id}/facility-preferences`).send({ badgeReminderDays: 10 })).status).toBe(200);
    const doc = await fso
      .post(`${API}/documents`)
      .field('entityType', 'FACILITY')
      .field('entityId', f.id)
      .attach('file', TINY_PNG, 'plan.png');
    expect(doc.status).toBeLessThan(300);
    // the Facility Documents and Notes tabs' records go with it
    const tabDoc = await fso
      .post(`${API}/facilities/${f.id}/document`)
      .field('document', JSON.stringify({ documentType: 'DD_441' }))
      .attach('file', TINY_PNG, 'dd441.png');
    expect(tabDoc.status).toBe(201);
    expect((await fso.post(`${API}/facilities/${f.id}/detail/notes`).send({ content: 'Entered under the wrong CAGE' })).status).toBe(201);
    // DCSA review history keeps a facility
    const reviewed = await add({ facilityName: 'Reviewed Site' });
    const review = await fso
      .post(`${API}/facilities/${reviewed.id}/detail/inspections`)
      .send({ inspectionType: 'ANNUAL', startDate: `${PAST}-01-12`, findings: [] });
    expect(review.status).toBe(201);
    const kept = await fso.delete(`${API}/facilities/${reviewed.id}/delete-facility`);
    expect(kept.status).toBe(409);
    expect(kept.body.message).toContain('1 inspection');
    expect((await fso.delete(`${API}/facilities/${f.id}`)).status).toBe(409);
    expect((await other.delete(`${API}/facilities/${f.id}/delete-facility`)).status).toBe(404);
    const del = await fso.delete(`${API}/facilities/${f.id}/delete-facility`);
    expect(del.status).toBe(204);
    expect((await fso.get(`${API}/facilities/${f.id}`)).status).toBe(404);
    for (const table of ['facility_kmp', 'facility_preference']) {
      expect(await t.sql(`SELECT 1 FROM ${table} WHERE facility_id = $1`, [f.id])).toHaveLength(0);
    }
    expect(await t.sql(`SELECT 1 FROM document WHERE entity_id = $1`, [f.id])).toHaveLength(0);
    for (const table of ['facility_document', 'note']) {
      expect(await t.sql(`SELECT 1 FROM ${table} WHERE facility_id = $1`, [f.id])).toHaveLength(0);
    }
    const audit = await t.sql<Row>(
      `SELECT DISTINCT object_table FROM audit_log WHERE action = 'DELETE'
          AND object_table IN ('facility', 'facility_kmp', 'facility_preference', 'document', 'facility_document', 'note')
        AND request_id = (SELECT request_id FROM audit_log WHERE object_table = 'facility' AND object_id = $1 AND action = 'DELETE')
        ORDER BY object_table`,
      [f.id],
    );
    expect(audit.map((a) => a.object_table)).toEqual([
      'document',
      'facility',
      'facility_document',
      'facility_kmp',
      'facility_preference',
      'note',
    ]);
    // the person who was its KMP is untouched
    expect((await fso.get(`${API}/personnel/${kmp.id}`)).status).toBe(200);
  });

  it('keeps one picture per facility: 404 before, the image after, refused when not an image', async () => {
    const f = await add({ facilityName: 'Photo Site' });
    const none = await fso.get(`${API}/facilities/${f.id}/picture`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Photo Site has no picture');
    const up = await fso.put(`${API}/facilities/${f.id}/picture`).attach('file', TINY_PNG, 'front.png');
    expect(up.status).toBe(200);
    expect(up.body.pictureName).toBe('front.png');
    const got = await fso.get(`${API}/facilities/${f.id}/picture`).buffer(true);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(got.body as Buffer, TINY_PNG)).toBe(0);
    expect((await fso.put(`${API}/facilities/${f.id}/picture`).attach('file', Buffer.from('%PDF-1.4 not an image'), 'x.pdf')).status).toBe(
      400,
    );
    expect((await fso.put(`${API}/facilities/${f.id}/picture`)).status).toBe(400);
    expect((await other.get(`${API}/facilities/${f.id}/picture`)).status).toBe(404);
    expect((await fso.get(`${API}/facilities/not-a-uuid/picture`)).status).toBe(404);
  });

  it('reads defaults, saves and validates the facility preferences', async () => {
    const f = await add({ facilityName: 'Prefs Site' });
    const defaults = await fso.get(`${API}/facilities/${f.id}/facility-preferences`);
    expect(defaults.body).toEqual({
      id: null,
      facilityId: f.id,
      version: 0,
      reminderRecipients: [],
      clearanceReminderDays: 90,
      badgeReminderDays: 30,
      trainingReminderDays: 30,
      selfReportedVisitApproval: true,
      defaultVisitRequestMethod: 'DISS',
      annualTrainingDueMonth: null,
      annualTrainingDueDay: null,
      notifyNewHire: true,
    });
    const saved = await fso.put(`${API}/facilities/${f.id}/facility-preferences`).send({
      reminderRecipients: ['FSO@Prefs.example', 'fso@prefs.example', 'hr@prefs.example'],
      clearanceReminderDays: 120,
      defaultVisitRequestMethod: 'EMAIL',
      annualTrainingDueMonth: 9,
      annualTrainingDueDay: 30,
      selfReportedVisitApproval: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      version: 1,
      reminderRecipients: ['fso@prefs.example', 'hr@prefs.example'],
      clearanceReminderDays: 120,
      badgeReminderDays: 30,
      defaultVisitRequestMethod: 'EMAIL',
      annualTrainingDueMonth: 9,
      annualTrainingDueDay: 30,
      selfReportedVisitApproval: false,
    });
    expect((await fso.get(`${API}/facilities/${f.id}/facility-preferences`)).body).toEqual(saved.body);
    const put = (body: Row) => fso.put(`${API}/facilities/${f.id}/facility-preferences`).send(body);
    for (const [body, message] of [
      [{ reminderRecipients: ['not-an-address'] }, 'Reminder Recipient "not-an-address" is not a valid e-mail address'],
      [{ clearanceReminderDays: 400 }, 'Maximum value is 365'],
      [{ badgeReminderDays: -1 }, 'Minimum value is 0'],
      [{ trainingReminderDays: 1.5 }, 'Training Reminder Lead Days must be a whole number'],
      [{ clearanceReminderDays: 'soon' }, /^Clearance Reminder Lead Days /],
      [{ defaultVisitRequestMethod: 'PIGEON' }, /^Default Visit Request Method must be one of/],
      [{ annualTrainingDueMonth: 13 }, 'Maximum value is 12'],
      [{ annualTrainingDueMonth: 2, annualTrainingDueDay: 30 }, 'Annual Training Due Day is not a day of that month'],
      [{ annualTrainingDueDay: null }, 'Annual Training Due Day is required'],
      [{ notifyNewHire: null }, /^Notify FSO Of New Hires /],
      [{ version: 7, notifyNewHire: false }, 'The record was changed by someone else. Reload it and try again.'],
    ] as Array<[Row, string | RegExp]>) {
      const res = await put(body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
    // clearing the training due date takes both fields
    expect((await put({ annualTrainingDueMonth: null, annualTrainingDueDay: null })).body.annualTrainingDueMonth).toBeNull();
    const audit = await t.sql<Row>(
      `SELECT action FROM audit_log WHERE object_table = 'facility_preference' AND object_id = $1 ORDER BY id`,
      [saved.body.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE']);
    expect((await other.get(`${API}/facilities/${f.id}/facility-preferences`)).status).toBe(404);
    expect((await other.put(`${API}/facilities/${f.id}/facility-preferences`).send({ notifyNewHire: false })).status).toBe(404);
  });

  it('takes back a facility as GET answered it, key management personnel and state included', async () => {
    const kmp = await createPerson(fso, [home], { firstName: 'Rory', lastName: 'Return' });
    const f = await add({ facilityName: 'Answered Site', csaId, kmps: [{ personnelId: kmp.id, kmpRole: 'FSO' }] });
    const read = (await fso.get(`${API}/facilities/${f.id}`)).body as Row;
    expect(read).toMatchObject({ csaName: 'DCSA Field Office Huntsville', kmps: [{ personnelName: 'Return, Rory', kmpRole: 'FSO' }] });
    const back = await fso.put(`${API}/facilities/${f.id}`).send({ ...read, phone: '256-555-0199' });
    expect({ status: back.status, body: back.body }).toMatchObject({
      status: 200,
      body: { version: (read.version as number) + 1, phone: '256-555-0199', kmps: read.kmps, personnelCount: read.personnelCount },
    });
    // the answer-only fields are not written from the body: the state changes through its own actions
    const ignored = await fso
      .put(`${API}/facilities/${f.id}`)
      .send({ ...back.body, facilityState: 'DISABLED', deactivated: true, id: home });
    expect({ status: ignored.status, state: ignored.body.facilityState, id: ignored.body.id }).toEqual({
      status: 200,
      state: 'ENABLED',
      id: f.id,
    });
  });

  it('takes back what GET answered, with its version for optimistic locking, before and after the first save', async () => {
    const f = await add({ facilityName: 'Round Trip Site' });
    const url = `${API}/facilities/${f.id}/facility-preferences`;
    const defaults = (await fso.get(url)).body as Row;
    expect(defaults).toMatchObject({ id: null, facilityId: f.id, version: 0 });
    // the defaults as answered (id null, facilityId, version 0) are the first save
    const first = await fso.put(url).send({ ...defaults, defaultVisitRequestMethod: 'ACCS' });
    expect({ status: first.status, body: first.body }).toMatchObject({
      status: 200,
      body: { facilityId: f.id, version: 1, defaultVisitRequestMethod: 'ACCS' },
    });
    // a second save over the defaults (version 0) comes too late
    const stale = await fso.put(url).send({ ...defaults, notifyNewHire: false });
    expect({ status: stale.status, message: stale.body.message }).toEqual({
      status: 409,
      message: 'The record was changed by someone else. Reload it and try again.',
    });
    const read = (await fso.get(url)).body as Row;
    expect(read.defaultVisitRequestMethod).toBe('ACCS');
    // the answer as read goes back unchanged; the answer-only fields are not written from the body
    const again = await fso.put(url).send({ ...read, id: defaults.facilityId, facilityId: home, defaultVisitRequestMethod: 'FAX' });
    expect({ status: again.status, body: again.body }).toMatchObject({
      status: 200,
      body: { id: read.id, facilityId: f.id, version: 2, defaultVisitRequestMethod: 'FAX' },
    });
    // the submission methods are the specification's: DISS, ACCS, EMAIL, FAX
    for (const method of ['DISS', 'ACCS', 'EMAIL', 'FAX']) {
      const res = await fso.put(url).send({ defaultVisitRequestMethod: method });
      expect({ method, status: res.status, saved: res.body.defaultVisitRequestMethod }).toEqual({ method, status: 200, saved: method });
    }
    const old = await fso.put(url).send({ defaultVisitRequestMethod: 'FAX_OR_MAIL' });
    expect({ status: old.status, message: old.body.message }).toEqual({
      status: 400,
      message: expect.stringMatching(/^Default Visit Request Method must be one of/),
    });
    expect((await other.put(url).send(read)).status).toBe(404);
  });

  it('lists the CSA offices for the picker, and answers 403/404 as it should', async () => {
    const csas = await fso.get(`${API}/facilities/cognizant-security-offices`).query({ filter: JSON.stringify({ q: 'huntsville' }) });
    expect(csas.status).toBe(200);
    expect(csas.body).toEqual([
      { id: csaId, officeName: 'DCSA Field Office Huntsville', city: 'Huntsville', stateCode: 'AL', naesoc: false },
    ]);
    const f = await add({ facilityName: 'Guarded Site' });
    for (const res of [
      await other.put(`${API}/facilities/${f.id}/deactivate`),
      await other.get(`${API}/facilities/${f.id}/picture`),
      await other.put(`${API}/facilities/${f.id}/picture`).attach('file', TINY_PNG, 'p.png'),
      await fso.put(`${API}/facilities/00000000-0000-4000-8000-000000000001/deactivate`),
    ]) {
      expect(res.status).toBe(404);
    }
    const viewer = await userIn(t, await tenantWithoutMfa(t, 'Record Viewer Co'), { permissions: { FACILITIES: { canView: true } } });
    expect((await viewer.get(`${API}/facilities/cognizant-security-offices`)).status).toBe(200);
    for (const res of [
      await viewer.put(`${API}/facilities/${f.id}/deactivate`),
      await viewer.delete(`${API}/facilities/${f.id}/delete-facility`),
      await viewer.put(`${API}/facilities/${f.id}/facility-preferences`).send({}),
      await viewer.put(`${API}/facilities/${f.id}/picture`).attach('file', TINY_PNG, 'p.png'),
    ]) {
      expect(res.status).toBe(403);
    }
  });
});
