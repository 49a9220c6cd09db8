import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { PEOPLE_MESSAGES } from '@clearline/shared';
import { textWithoutIds } from '../support/answer-text';
import { createUser, signIn } from '../support/auth';
import { initApp, startTestApp, type TestApp } from '../support/test-app';
import { API, biographic, facility, type JsonBody, person, tenantWithoutMfa } from './fixtures';

interface LogLine {
  level: number;
  msg?: string;
  context?: string;
}
const WARN = 40;

/**
 * The pseudo-SSN (PSSN) is protected exactly like the SSN: stored encrypted with a blind index (unique in
 * the tenant), shown per SSN visibility, revealed only through an audited call. A person just created is
 * answered like the same person read back (the answer used to mask the SSN even for full visibility,
 * logging a decryption error on every create).
 */
describe('personnel PSSN, and the answer of a create', () => {
  let t: TestApp;
  let app: NestFastifyApplication;
  const raw: string[] = [];
  const logs = (): LogLine[] => raw.map((l) => JSON.parse(l) as LogLine);
  let tenant: string;
  let f1: string;
  let full: TestAgent;
  let personId: string;

  const view = { PERSONNEL: { canView: true } };
  /** a signed-in agent of the logging app */
  const agentFor = async (permissions: Record<string, { canView?: boolean; canCreate?: boolean; canUpdate?: boolean }>) => {
    const u = await createUser(t, { tenantId: tenant, permissions });
    const agent = request.agent(app.getHttpServer()).set('X-Requested-With', 'XMLHttpRequest');
    return signIn(t, u.username, u.password, agent);
  };

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'info' });
    const { createApp } = await import('../../src/app');
    app = await createApp({ serveWeb: false, logDestination: { write: (s: string) => void raw.push(...s.split('\n').filter(Boolean)) } });
    await initApp(app);
    tenant = await tenantWithoutMfa(t, 'PSSN Co');
    full = await agentFor({
      PERSONNEL: { canView: true, canCreate: true, canUpdate: true },
      FACILITIES: { canView: true, canCreate: true },
      FULL_VISIBILITY: { canView: true },
    });
    f1 = await facility(full);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('answers a create to a user with full SSN visibility exactly as GET answers it, logging nothing at warn or error', async () => {
    raw.length = 0;
    const created = await full.post(`${API}/personnel`).send(person([f1], { ssn: '123-45-6780', pssn: '987-65-4320' }));
    expect(created.status).toBe(201);
    personId = created.body.id;
    // full visibility answers the last four digits: the whole numbers only come from the audited reveal
    expect(created.body).toMatchObject({ ssn: '***-**-6780', pssn: '***-**-4320', ssnVisibility: 'LAST_FOUR' });
    const read = await full.get(`${API}/personnel/${personId}`).expect(200);
    expect(created.body).toEqual(read.body);
    expect(logs().filter((l) => l.level >= WARN)).toEqual([]);
    // the create did log its request line, so the capture works
    expect(logs().some((l) => l.msg === 'request completed')).toBe(true);
  });

  it('stores the PSSN encrypted with a blind index, never in clear, and keeps it out of the audit trail', async () => {
    const [row] = await t.sql<{ pssn_encrypted: string; pssn_hmac: string }>(
      `SELECT pssn_encrypted, pssn_hmac FROM personnel WHERE id = $1`,
      [personId],
    );
    expect(row.pssn_encrypted).toMatch(/^v1\./);
    expect(row.pssn_hmac).toMatch(/^[0-9a-f]{64}$/);
    const columns = await t.sql(`SELECT 1 FROM information_schema.columns WHERE table_name = 'personnel' AND column_name = 'pssn'`);
    expect(columns).toHaveLength(0);
    const leaks = await t.sql(`SELECT 1 FROM personnel p WHERE p::text LIKE '%987654320%' OR p::text LIKE '%987-65-4320%'`);
    expect(leaks).toHaveLength(0);
    const audit = await t.sql<{ changes: Record<string, { after: unknown }> }>(
      `SELECT changes FROM audit_log WHERE object_table = 'personnel' AND object_id = $1 AND action = 'CREATE'`,
      [personId],
    );
    expect(audit[0].changes.pssnEncrypted.after).toBe('[REDACTED]');
    expect(await t.sql(`SELECT 1 FROM audit_log WHERE changes::text LIKE '%4320%' OR details::text LIKE '%4320%'`)).toHaveLength(0);
  });

  it('shows the PSSN per SSN visibility: masked without SSN rights, else the last four digits, never whole', async () => {
    const cases: Array<[Record<string, { canView: boolean }>, string]> = [
      [{}, '***-**-****'],
      [{ LAST_FOUR_DIGITS_ONLY: { canView: true } }, '***-**-4320'],
      [{ FULL_VISIBILITY: { canView: true } }, '***-**-4320'],
    ];
    for (const [perms, shown] of cases) {
      const u = await agentFor({ ...view, ...perms });
      const res = await u.get(`${API}/personnel/${personId}`).expect(200);
      expect(res.body.pssn).toBe(shown);
      expect(JSON.stringify(res.body)).not.toMatch(/987-?65-?4320/);
      if (shown === '***-**-****') expect(textWithoutIds(res.body)).not.toContain('4320');
    }
  });

  it('reveals the PSSN only with VISIBLE_SOCIAL_SECURITY, auditing each reveal', async () => {
    const denied = await agentFor({ ...view, LAST_FOUR_DIGITS_ONLY: { canView: true } });
    const reveals = () =>
      t.sql<{ username: string; tenant_id: string; details: Record<string, unknown> }>(
        `SELECT username, tenant_id, details FROM audit_log WHERE event_type = 'SSN_REVEAL' AND object_id = $1 ORDER BY id`,
        [personId],
      );
    await denied.get(`${API}/personnel/${personId}/pssn`).expect(403);
    expect(await reveals()).toHaveLength(0);

    const u = await agentFor({ ...view, VISIBLE_SOCIAL_SECURITY: { canView: true } });
    const detail = await u.get(`${API}/personnel/${personId}`).expect(200);
    expect(detail.body).toMatchObject({ pssn: '***-**-****', canRevealSsn: true });
    const res = await u.get(`${API}/personnel/${personId}/pssn`).expect(200);
    expect(res.body).toEqual({ pssn: '987-65-4320' });
    const rows = await reveals();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenant_id: tenant, details: { field: 'PSSN', found: true } });
    expect(textWithoutIds(rows)).not.toContain('4320');
  });

  it('keeps it when the masked form comes back, clears it with null, refuses a duplicate and a malformed one', async () => {
    const editor = await agentFor({
      PERSONNEL: { canView: true, canCreate: true, canUpdate: true },
      LAST_FOUR_DIGITS_ONLY: { canView: true },
    });
    const bio = (over: Record<string, unknown>) => ({ ...biographic([f1]), personnelId: personId, ssn: '***-**-6780', ...over });
    const kept = await editor.put(`${API}/personnel/biographic`).send(bio({ pssn: '***-**-4320' }));
    expect(kept.status).toBe(200);
    expect(kept.body.pssn).toBe('***-**-4320');
    const [{ pssn_hmac: hmac }] = await t.sql<{ pssn_hmac: string }>(`SELECT pssn_hmac FROM personnel WHERE id = $1`, [personId]);

    const dup = await editor.post(`${API}/personnel`).send(person([f1], { pssn: '987654320' }));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(PEOPLE_MESSAGES.pssnDuplicate);
    const bad = await editor.post(`${API}/personnel`).send(person([f1], { pssn: 'P-1' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PEOPLE_MESSAGES.pssnFormat);

    const cleared = await editor.put(`${API}/personnel/biographic`).send(bio({ pssn: null }));
    expect(cleared.status).toBe(200);
    expect(cleared.body.pssn).toBeNull();
    const [row] = await t.sql<JsonBody>(`SELECT pssn_encrypted, pssn_hmac FROM personnel WHERE id = $1`, [personId]);
    expect(row).toEqual({ pssn_encrypted: null, pssn_hmac: null });
    expect(hmac).toMatch(/^[0-9a-f]{64}$/);
  });
});
