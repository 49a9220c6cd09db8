import { config } from '../../src/core/config/config';
import { seed } from '../../src/seed/seed';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, userIn } from './fixtures';

/** The Acme demo data: five facilities, sixty-one people with records; idempotent; readable through the API. */
describe('personnel demo seed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await seed(config(), t.databaseUrl, false);
  });
  afterAll(() => t?.close());

  const counts = async () =>
    (
      await t.sql<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM facility WHERE tenant_id = $1) AS facilities,
                (SELECT count(*)::int FROM personnel WHERE tenant_id = $1) AS personnel,
                (SELECT count(*)::int FROM personnel_clearance WHERE tenant_id = $1) AS clearances,
                (SELECT count(*)::int FROM personnel_investigation WHERE tenant_id = $1) AS investigations,
                (SELECT count(*)::int FROM personnel_badge WHERE tenant_id = $1) AS badges,
                (SELECT count(*)::int FROM personnel_polygraph WHERE tenant_id = $1) AS polygraphs,
                (SELECT count(*)::int FROM personnel_special_access WHERE tenant_id = $1) AS special,
                (SELECT count(*)::int FROM personnel_document WHERE tenant_id = $1) AS documents,
                (SELECT count(*)::int FROM open_action WHERE tenant_id = $1) AS actions,
                (SELECT count(*)::int FROM required_document_default WHERE tenant_id = $1) AS defaults,
                (SELECT n::int FROM personnel_count WHERE tenant_id = $1) AS counted`,
        [DEMO_TENANT_ID],
      )
    )[0];

  it('writes the demo tenant’s facilities and people, and nothing more when run again', async () => {
    const first = await counts();
    // sixty people, Erin Employee (the demo employee's own record) and Paige Manager (the demo program manager's);
    // the required-document defaults of personnel and one of facilities
    expect(first).toMatchObject({ facilities: 5, personnel: 62, counted: 62, defaults: 8 });
    expect(first.documents).toBeGreaterThan(50);
    expect(first.actions).toBeGreaterThan(50);
    expect(first.clearances).toBeGreaterThan(40);
    expect(first.investigations).toBe(first.clearances);
    expect(first.badges).toBeGreaterThan(45);
    expect(first.polygraphs).toBeGreaterThan(0);
    expect(first.special).toBeGreaterThan(0);
    await seed(config(), t.databaseUrl, false);
    expect(await counts()).toEqual(first);
  });

  it('is readable through the API with decryptable SSNs and valid records', async () => {
    await t.sql(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'MFA', 'FALSE') ON CONFLICT DO NOTHING`, [
      DEMO_TENANT_ID,
    ]);
    const fso = await userIn(t, DEMO_TENANT_ID, { roles: ['FSO'] });
    const list = await fso.get(`${API}/personnel/details`).query({ range: '[0,99]' });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(62);
    const summary = (await fso.get(`${API}/personnel/summary`)).body;
    expect(summary.total).toBe(62);
    expect(summary.INPROGRESS).toBe(4);
    for (const p of list.body.slice(0, 10)) {
      const detail = await fso.get(`${API}/personnel/${p.id}`);
      expect(detail.status).toBe(200);
      // the detail carries the last four digits; the whole number decrypts through the audited reveal
      expect(detail.body.ssn).toMatch(/^\*{3}-\*{2}-\d{4}$/);
      const revealed = await fso.get(`${API}/personnel/${p.id}/ssn`);
      expect(revealed.body.ssn).toMatch(/^9\d{2}-\d{2}-\d{4}$/);
      expect(revealed.body.ssn.slice(-4)).toBe(detail.body.ssn.slice(-4));
      for (const kind of ['clearance', 'investigation', 'badge', 'polygraph', 'special-access']) {
        expect((await fso.get(`${API}/personnel/${p.id}/${kind}`)).status).toBe(200);
      }
    }
  });

  it('gives the security officer a mix of overdue, expiring and current records, missing documents and training to chase', async () => {
    const fso = await userIn(t, DEMO_TENANT_ID, { roles: ['FSO'] });
    const d = (await fso.get(`${API}/dashboard`)).body;
    for (const item of ['BADGE', 'POLYGRAPH', 'REINVESTIGATION']) {
      const mine = d.due.filter((c: { item: string }) => c.item === item);
      expect(mine.find((c: { window: string }) => c.window === 'OVERDUE')?.count).toBeGreaterThan(0);
      expect(mine.filter((c: { window: string }) => c.window !== 'OVERDUE').length).toBeGreaterThan(0);
    }
    const badges = (await fso.get(`${API}/personnel/details`).query({ dueItem: 'BADGE', range: '[0,99]' })).body.length;
    const active = (
      await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM personnel_badge WHERE tenant_id = $1 AND badge_status = 'ACTIVE'`, [
        DEMO_TENANT_ID,
      ])
    )[0].n;
    expect(badges).toBeLessThan(active); // most badges are current
    const ages = new Set(
      d.openActions.filter((c: { kind: string }) => c.kind === 'MISSING_REQUIRED_DOCUMENT').map((c: { age: string }) => c.age),
    );
    expect(ages.size).toBeGreaterThanOrEqual(3);
    expect(d.training.completed).toBeGreaterThan(0);
    expect(d.training.completed).toBeLessThan(d.training.required);
    const [erin] = await t.sql<{ username: string }>(
      `SELECT u.username FROM personnel p JOIN app_user u ON u.id = p.user_id WHERE p.tenant_id = $1 AND p.first_name = 'Erin'`,
      [DEMO_TENANT_ID],
    );
    expect(erin?.username).toBe('employee.demo');
  });
});
