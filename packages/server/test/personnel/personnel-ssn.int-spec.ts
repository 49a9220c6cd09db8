import type TestAgent from 'supertest/lib/agent';
import { textWithoutIds } from '../support/answer-text';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, createPerson, facility, tenantWithoutMfa, userIn, type JsonBody } from './fixtures';

/** SSN at rest, the duplicate rule, masking per SSN visibility permission and the audited reveal. */
describe('personnel SSN', () => {
  let t: TestApp;
  let tenant: string;
  let other: string;
  let fso: TestAgent;
  let f1: string;
  let personId: string;

  const view = { PERSONNEL: { canView: true } };
  /** the person's whole SSN, in any format */
  const WHOLE = /123-?45-?6789/;
  /** any whole SSN (nine digits, with or without dashes) in an answer */
  const NINE_DIGITS = /(?<![\d-])\d{3}-?\d{2}-?\d{4}(?![\d-])/;

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'SSN Co');
    other = await tenantWithoutMfa(t, 'Other SSN Co');
    fso = await userIn(t, tenant, {
      permissions: { PERSONNEL: { canCreate: true, canUpdate: true, canDelete: true }, FACILITIES: { canCreate: true } },
    });
    f1 = await facility(fso);
    personId = (await createPerson(fso, [f1], { ssn: '123-45-6789' })).id;
  });
  afterAll(() => t?.close());

  it('stores the SSN encrypted with a blind index, never in clear', async () => {
    const [row] = await t.sql<{ ssn_encrypted: string; ssn_hmac: string }>(`SELECT ssn_encrypted, ssn_hmac FROM personnel WHERE id = $1`, [
      personId,
    ]);
    expect(row.ssn_encrypted).toMatch(/^v1\./);
    expect(row.ssn_encrypted).not.toContain('6789');
    expect(row.ssn_hmac).toMatch(/^[0-9a-f]{64}$/);
    const leaks = await t.sql(`SELECT 1 FROM personnel p WHERE p::text LIKE '%123456789%' OR p::text LIKE '%123-45-6789%'`);
    expect(leaks).toHaveLength(0);
  });

  it('never writes the SSN into the audit trail', async () => {
    const rows = await t.sql<{ changes: Record<string, { after: unknown }> }>(
      `SELECT changes FROM audit_log WHERE object_table = 'personnel' AND object_id = $1 AND action = 'CREATE'`,
      [personId],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/123-?45-?6789/);
    expect(rows[0].changes.ssnEncrypted.after).toBe('[REDACTED]');
    const all = await t.sql(`SELECT 1 FROM audit_log WHERE changes::text LIKE '%6789%' OR details::text LIKE '%6789%'`);
    expect(all).toHaveLength(0);
  });

  it('refuses a second person with the same SSN in the tenant, in any format', async () => {
    const dup = await fso.post(`${API}/personnel`).send({ ...(await import('./fixtures')).person([f1]), ssn: '123456789' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A person with this SSN already exists in this tenant.');
    const p2 = await createPerson(fso, [f1]);
    const upd = await fso
      .put(`${API}/personnel/biographic`)
      .send({ ...(await import('./fixtures')).biographic([f1]), personnelId: p2.id, ssn: '123-45-6789' });
    expect(upd.status).toBe(409);
    expect(upd.body.message).toBe('A person with this SSN already exists in this tenant.');
  });

  it('allows the same SSN in another tenant', async () => {
    const admin = await userIn(t, other, { roles: ['FSO'] });
    const f = await facility(admin);
    const p = await createPerson(admin, [f], { ssn: '123-45-6789' });
    expect(p.id).toBeDefined();
  });

  it('FULL_VISIBILITY shows the last four digits: the detail never carries the whole number', async () => {
    const u = await userIn(t, tenant, { permissions: { ...view, FULL_VISIBILITY: { canView: true } } });
    const res = await u.get(`${API}/personnel/${personId}`);
    expect(res.body.ssn).toBe('***-**-6789');
    expect(res.body.ssnVisibility).toBe('LAST_FOUR');
    expect(res.body.canRevealSsn).toBe(false);
    expect(JSON.stringify(res.body)).not.toMatch(WHOLE);
  });

  it('shows the last four digits with LAST_FOUR_DIGITS_ONLY', async () => {
    const u = await userIn(t, tenant, { permissions: { ...view, LAST_FOUR_DIGITS_ONLY: { canView: true } } });
    const res = await u.get(`${API}/personnel/${personId}`);
    expect(res.body.ssn).toBe('***-**-6789');
    expect(res.body.ssnVisibility).toBe('LAST_FOUR');
  });

  it('masks the number without an SSN visibility permission', async () => {
    const u = await userIn(t, tenant, { permissions: view });
    const res = await u.get(`${API}/personnel/${personId}`);
    expect(res.body.ssn).toBe('***-**-****');
    expect(res.body.ssnVisibility).toBe('MASKED');
    expect(textWithoutIds(res.body)).not.toContain('6789');
  });

  it('FULL_VISIBILITY with LAST_FOUR_DIGITS_ONLY still shows the last four digits only', async () => {
    const u = await userIn(t, tenant, {
      permissions: { ...view, FULL_VISIBILITY: { canView: true }, LAST_FOUR_DIGITS_ONLY: { canView: true } },
    });
    expect((await u.get(`${API}/personnel/${personId}`)).body.ssn).toBe('***-**-6789');
  });

  it('an FSO and a tenant admin get lists and details without any whole SSN, and the whole number only from the audited reveal', async () => {
    for (const role of ['FSO', 'TENANT_ADMIN'] as const) {
      const u = await userIn(t, tenant, { roles: [role] });
      const list = await u.get(`${API}/personnel/details`);
      expect(list.status).toBe(200);
      expect(list.body.length).toBeGreaterThan(0);
      expect(textWithoutIds(list.body)).not.toMatch(NINE_DIGITS);
      expect(list.body.find((r: JsonBody) => r.id === personId).ssn).toBe('***-**-6789');
      const detail = await u.get(`${API}/personnel/${personId}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ ssn: '***-**-6789', canRevealSsn: true });
      expect(textWithoutIds(detail.body)).not.toMatch(NINE_DIGITS);
      const before = await t.sql(`SELECT 1 FROM audit_log WHERE event_type = 'SSN_REVEAL' AND object_id = $1 AND username = $2`, [
        personId,
        u.user.username,
      ]);
      const revealed = await u.get(`${API}/personnel/${personId}/ssn`);
      expect(revealed.status).toBe(200);
      expect(revealed.body).toEqual({ ssn: '123-45-6789' });
      const after = await t.sql(`SELECT 1 FROM audit_log WHERE event_type = 'SSN_REVEAL' AND object_id = $1 AND username = $2`, [
        personId,
        u.user.username,
      ]);
      expect(after.length - before.length).toBe(1);
    }
  });

  it('the personnel list carries the SSN masked like the detail, per SSN visibility, never the ciphertext', async () => {
    const [{ ssn_encrypted: stored }] = await t.sql<{ ssn_encrypted: string }>(`SELECT ssn_encrypted FROM personnel WHERE id = $1`, [
      personId,
    ]);
    const cases: Array<[Record<string, { canView: boolean }>, string]> = [
      [{ FULL_VISIBILITY: { canView: true } }, '***-**-6789'],
      [{ LAST_FOUR_DIGITS_ONLY: { canView: true } }, '***-**-6789'],
      [{ FULL_VISIBILITY: { canView: true }, LAST_FOUR_DIGITS_ONLY: { canView: true } }, '***-**-6789'],
      [{}, '***-**-****'],
    ];
    for (const [perms, shown] of cases) {
      const u = await userIn(t, tenant, { permissions: { ...view, ...perms } });
      const list = await u.get(`${API}/personnel/details`).query({ filter: JSON.stringify({ id: personId }) });
      expect(list.status).toBe(200);
      expect(list.body).toHaveLength(1);
      expect(list.body[0].ssn).toBe(shown);
      expect(list.body[0]).not.toHaveProperty('ssnEncrypted');
      expect(JSON.stringify(list.body)).not.toMatch(WHOLE);
      expect(JSON.stringify(list.body)).not.toContain(stored.split('.')[3]);
      if (shown === '***-**-****') expect(textWithoutIds(list.body)).not.toContain('6789');
    }
  });

  it('reveals the number only with VISIBLE_SOCIAL_SECURITY, and audits each reveal', async () => {
    const denied = await userIn(t, tenant, { permissions: { ...view, LAST_FOUR_DIGITS_ONLY: { canView: true } } });
    const no = await denied.get(`${API}/personnel/${personId}/ssn`);
    expect(no.status).toBe(403);

    const u = await userIn(t, tenant, { permissions: { ...view, VISIBLE_SOCIAL_SECURITY: { canView: true } } });
    const before = await t.sql(`SELECT 1 FROM audit_log WHERE event_type = 'SSN_REVEAL' AND object_id = $1`, [personId]);
    const detail = await u.get(`${API}/personnel/${personId}`);
    expect(detail.body.ssn).toBe('***-**-****');
    expect(detail.body.canRevealSsn).toBe(true);
    const r1 = await u.get(`${API}/personnel/${personId}/ssn`);
    expect(r1.status).toBe(200);
    expect(r1.body).toEqual({ ssn: '123-45-6789' });
    await u.get(`${API}/personnel/${personId}/ssn`);
    const rows = await t.sql<{ username: string; tenant_id: string; object_table: string; details: Record<string, unknown> }>(
      `SELECT username, tenant_id, object_table, details FROM audit_log WHERE event_type = 'SSN_REVEAL' AND object_id = $1 ORDER BY id`,
      [personId],
    );
    expect(rows.length - before.length).toBe(2);
    expect(rows[rows.length - 1]).toMatchObject({ username: u.user.username, tenant_id: tenant, object_table: 'personnel' });
    expect(textWithoutIds(rows)).not.toContain('6789');
  });

  it('a refused reveal writes no reveal row; another tenant’s person is not found', async () => {
    const u = await userIn(t, other, { permissions: { ...view, VISIBLE_SOCIAL_SECURITY: { canView: true } } });
    const before = await t.sql(`SELECT 1 FROM audit_log WHERE event_type = 'SSN_REVEAL'`);
    const res = await u.get(`${API}/personnel/${personId}/ssn`);
    expect(res.status).toBe(404);
    const after = await t.sql(`SELECT 1 FROM audit_log WHERE event_type = 'SSN_REVEAL'`);
    expect(after.length).toBe(before.length);
  });

  it('keeps the stored number when the masked value comes back, and changes it when a new one is sent', async () => {
    const editor = await userIn(t, tenant, { permissions: { PERSONNEL: { canUpdate: true }, LAST_FOUR_DIGITS_ONLY: { canView: true } } });
    const p = (await editor.get(`${API}/personnel/${personId}`)).body;
    const body = { ...p, ssn: p.ssn };
    const put = await editor.put(`${API}/personnel/${personId}`).send(pickUpdate(body));
    expect(put.body.message).toBeUndefined();
    expect(put.status).toBe(200);
    expect(put.body.ssn).toBe('***-**-6789');
    const put2 = await editor
      .put(`${API}/personnel/${personId}`)
      .send(pickUpdate({ ...body, ssn: '987-65-4321', version: put.body.version }));
    expect(put2.status).toBe(200);
    expect(put2.body.ssn).toBe('***-**-4321');
  });
});

/** The fields of a PersonnelView that UpdatePersonnelDto accepts (what an edit form sends back). */
export function pickUpdate(v: JsonBody): Record<string, unknown> {
  const {
    id: _id,
    ssnVisibility: _a,
    canRevealSsn: _b,
    facilities: _c,
    profilePhoto: _d,
    status: _e,
    userId: _f,
    personnelContacts: _g,
    employment: _h,
    physical: _i,
    automobile: _j,
    personnelDocuments: _k,
    createdAt: _l,
    updatedAt: _m,
    ...rest
  } = v;
  return rest;
}
