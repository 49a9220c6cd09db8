import { RISK_INDICATOR } from '@clearline/shared';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from './fixtures';
import { pastYear } from '../support/dates';

/** The year of the high-risk termination of these tests: a past year. */
const PAST = pastYear();

const RISK = `${API}/personnel/risk`;
const filter = (f: Record<string, unknown>) => ({ filter: JSON.stringify(f) });

/** Personnel Risk: each indicator with its reason, people without one left out, filters, order, refusals and isolation. */
describe('personnel risk', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let stranger: UserAgent;
  let other: UserAgent;
  let plant: string;
  let annex: string;
  const people: Record<string, JsonBody> = {};

  const clearance = async (personnelId: string, facilityId: string, over: Record<string, string | null> = {}) => {
    const v = { pcl_status: 'ACTIVE', ce_status: 'ENROLLED', pcl_determination: 'ACTIVE', ...over };
    const [row] = await t.sql<{ id: string }>(
      `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility, ce_status, pcl_determination)
       VALUES ($1, $2, $3, $4, 'SECRET', $5, $6) RETURNING id`,
      [tenant, personnelId, facilityId, v.pcl_status, v.ce_status, v.pcl_determination],
    );
    return row.id;
  };
  const byName = (rows: JsonBody[]) => Object.fromEntries(rows.map((r) => [r.personnelName, r]));

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Risk Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    stranger = await userIn(t, tenant, { permissions: { FACILITIES: { canView: true } } });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Risk Co'), { roles: ['FSO'] });
    plant = await facility(fso, 'Risk Plant', 'RSK01');
    annex = await facility(fso, 'Risk Annex', 'RSK02');
    for (const [first, site] of [
      ['Ann', plant],
      ['Bob', plant],
      ['Cy', plant],
      ['Dee', plant],
      ['Eve', annex],
      ['Fay', plant],
    ] as const) {
      people[first] = await createPerson(fso, [site], {
        firstName: first,
        lastName: 'Risk',
        workEmail: `${first.toLowerCase()}@risk.example`,
      });
    }
    // the actions person creation raised are replaced by known ones
    await t.sql(`UPDATE open_action SET state = 'CLOSED', closed_at = now() WHERE tenant_id = $1`, [tenant]);

    // Ann: terminated as high risk (pending)
    await fso
      .post(`${API}/personnel/terminate-employee`)
      .send({ employeeId: people.Ann.id, terminationDate: `${PAST}-05-01`, isHighRisk: true, reason: 'HIGH_RISK' })
      .expect(201);
    // Bob: a held clearance not enrolled in continuous evaluation, and a missing required document
    await clearance(people.Bob.id, plant, { ce_status: 'UN_ENROLLED' });
    await t.sql(
      `INSERT INTO open_action (tenant_id, personnel_id, action_type, title, source_key) VALUES ($1, $2, 'MISSING_REQUIRED_DOCUMENT', 'Missing Required Document: SF-312', 'missing-doc:SF_312')`,
      [tenant, people.Bob.id],
    );
    // Cy: clearance revoked
    await clearance(people.Cy.id, plant, { pcl_status: 'INACTIVE', pcl_determination: 'REVOKED' });
    // Dee: held clearance whose reinvestigation was due in 2024
    const dee = await clearance(people.Dee.id, plant);
    await t.sql(
      `INSERT INTO personnel_investigation (tenant_id, personnel_id, clearance_id, investigation_type, is_process_completed, investigation_closed_date, reinvestigation_date)
       VALUES ($1, $2, $3, 'TIER_3', true, '2019-03-01', '2024-03-01')`,
      [tenant, people.Dee.id, dee],
    );
    // Eve (annex): two missing required documents
    for (const title of ['SF_312', 'SF_86']) {
      await t.sql(
        `INSERT INTO open_action (tenant_id, personnel_id, action_type, title, source_key) VALUES ($1, $2, 'MISSING_REQUIRED_DOCUMENT', $3, $4)`,
        [tenant, people.Eve.id, `Missing Required Document: ${title}`, `missing-doc:${title}`],
      );
    }
    // Fay: enrolled, current, nothing missing
    await clearance(people.Fay.id, plant);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists each person with a risk indicator and the reasons, most indicators first; people without one are left out', async () => {
    const res = await fso.get(RISK).expect(200);
    expect(res.headers['content-range']).toMatch(/^personnel-risk 0-4\/5$/);
    const rows = byName(res.body);
    expect(Object.keys(rows).sort()).toEqual(['Ann Risk', 'Bob Risk', 'Cy Risk', 'Dee Risk', 'Eve Risk']);
    expect(res.body[0].personnelName).toBe('Bob Risk');
    expect(rows['Ann Risk']).toMatchObject({
      id: people.Ann.id,
      personnelId: people.Ann.id,
      indicators: ['HIGH_RISK_TERMINATION'],
      reasons: [
        {
          indicator: 'HIGH_RISK_TERMINATION',
          label: RISK_INDICATOR.HIGH_RISK_TERMINATION,
          detail: `Terminated as high risk on ${PAST}-05-01 (termination pending)`,
        },
      ],
    });
    expect(rows['Bob Risk']).toMatchObject({
      indicatorCount: 2,
      indicators: ['CE_LAPSED', 'MISSING_REQUIRED_DOCUMENTS'],
      reasons: [
        { indicator: 'CE_LAPSED', detail: '1 held clearance not enrolled in continuous evaluation' },
        { indicator: 'MISSING_REQUIRED_DOCUMENTS', detail: '1 required document missing' },
      ],
    });
    expect(rows['Cy Risk'].reasons).toEqual([
      { indicator: 'CLEARANCE_ADVERSE', label: RISK_INDICATOR.CLEARANCE_ADVERSE, detail: 'Clearance revoked' },
    ]);
    expect(rows['Dee Risk'].reasons).toEqual([
      { indicator: 'INVESTIGATION_OVERDUE', label: RISK_INDICATOR.INVESTIGATION_OVERDUE, detail: 'Reinvestigation due 2024-03-01' },
    ]);
    expect(rows['Eve Risk'].reasons[0].detail).toBe('2 required documents missing');
  });

  it('filters by indicator and by facility, and searches by name', async () => {
    const missing = await fso
      .get(RISK)
      .query(filter({ indicator: 'MISSING_REQUIRED_DOCUMENTS' }))
      .expect(200);
    expect(missing.body.map((r: JsonBody) => r.personnelName).sort()).toEqual(['Bob Risk', 'Eve Risk']);
    const annexOnly = await fso
      .get(RISK)
      .query(filter({ facilityId: annex }))
      .expect(200);
    expect(annexOnly.body.map((r: JsonBody) => r.personnelName)).toEqual(['Eve Risk']);
    const both = await fso
      .get(RISK)
      .query(filter({ facilityId: plant, indicator: 'MISSING_REQUIRED_DOCUMENTS' }))
      .expect(200);
    expect(both.body.map((r: JsonBody) => r.personnelName)).toEqual(['Bob Risk']);
    const named = await fso
      .get(RISK)
      .query(filter({ q: 'cy' }))
      .expect(200);
    expect(named.body.map((r: JsonBody) => r.personnelName)).toEqual(['Cy Risk']);
    const sorted = await fso
      .get(RISK)
      .query({ sort: JSON.stringify(['personnelName', 'ASC']) })
      .expect(200);
    expect(sorted.body.map((r: JsonBody) => r.personnelName)).toEqual(['Ann Risk', 'Bob Risk', 'Cy Risk', 'Dee Risk', 'Eve Risk']);
  });

  it('answers 400 for an unknown indicator, 403 without the personnel permission, and nothing of another tenant', async () => {
    const bad = await fso
      .get(RISK)
      .query(filter({ indicator: 'ROGUE' }))
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('indicator');
    await stranger.get(RISK).expect(403);
    expect((await other.get(RISK).expect(200)).body).toEqual([]);
  });

  it('drops a reason once it is resolved', async () => {
    await t.sql(`UPDATE open_action SET state = 'COMPLETED', completed_at = now() WHERE personnel_id = $1`, [people.Bob.id]);
    const res = await fso
      .get(RISK)
      .query(filter({ q: 'bob' }))
      .expect(200);
    expect(res.body[0].indicators).toEqual(['CE_LAPSED']);
  });

  it('counts no missing documents once the employment has ended, the high-risk termination stays', async () => {
    await t.sql(
      `INSERT INTO open_action (tenant_id, personnel_id, action_type, title, source_key) VALUES ($1, $2, 'MISSING_REQUIRED_DOCUMENT', 'Missing Required Document: SF-312', 'missing-doc:SF_312')`,
      [tenant, people.Ann.id],
    );
    expect(
      (
        await fso
          .get(RISK)
          .query(filter({ q: 'ann' }))
          .expect(200)
      ).body[0].indicators,
    ).toEqual(['HIGH_RISK_TERMINATION', 'MISSING_REQUIRED_DOCUMENTS']);
    const [pending] = await t.sql<{ id: string }>(`SELECT id FROM personnel_termination WHERE personnel_id = $1`, [people.Ann.id]);
    await fso.post(`${API}/personnel/accept-terminate-personnel`).send({ terminationId: pending.id }).expect(200);
    const res = await fso
      .get(RISK)
      .query(filter({ q: 'ann' }))
      .expect(200);
    expect(res.body[0]).toMatchObject({
      employmentStatus: 'TERMINATED',
      indicators: ['HIGH_RISK_TERMINATION'],
      reasons: [expect.objectContaining({ detail: `Terminated as high risk on ${PAST}-05-01` })],
    });
  });
});
