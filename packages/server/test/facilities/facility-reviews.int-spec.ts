import type TestAgent from 'supertest/lib/agent';
import { tenantWithoutMfa, userIn } from '../personnel/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

const API = '/api/v1';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The facility tabs Change Conditions, Inspections and Security Enhancements (DCSA dealings of a facility). */
describe('facility change conditions, inspections and security enhancements', () => {
  let t: TestApp;
  let fso: TestAgent;
  let other: TestAgent;
  let tenantId: string;

  const newFacility = async (agent = fso, name = `Plant ${Math.random().toString(36).slice(2, 8)}`) =>
    (await agent.post(`${API}/facilities`).send({ facilityName: name })).body as { id: string; facilityName: string };
  const tab = (facilityId: string, path: string, child?: string) =>
    `${API}/facilities/${facilityId}/detail/${path}${child ? `/${child}` : ''}`;
  const auditActions = async (table: string, id: string) =>
    (
      await t.sql<{ action: string }>(`SELECT action FROM audit_log WHERE object_table = $1 AND object_id = $2 ORDER BY id`, [table, id])
    ).map((r) => r.action);

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await tenantWithoutMfa(t, 'Review Co');
    fso = await userIn(t, tenantId, { roles: ['FSO'] });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Review Co'), { roles: ['FSO'] });
  });
  afterAll(() => t?.close());

  describe('change conditions', () => {
    it('records a draft with its report action, submits, acknowledges and closes it, each step audited', async () => {
      const f = await newFacility();
      const created = await fso
        .post(tab(f.id, 'change_conditions'))
        .send({ conditionType: 'KMP', description: 'New CFO appointed', effectiveDate: day(10), reportDueDate: day(-2) });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ status: 'DRAFT', reportDueDate: day(-2), reportedDate: null, overdue: true, facilityId: f.id });
      const id = created.body.id as string;

      // the open action to report it, on the facility, due on the report due date
      const [action] = await t.sql<{ id: string; state: string; title: string; due: string; personnel_id: string | null }>(
        `SELECT id, state, title, to_char(due_date, 'YYYY-MM-DD') AS due, personnel_id FROM open_action WHERE source_key = $1`,
        [`change-condition:${id}`],
      );
      expect(action).toMatchObject({
        state: 'OPEN',
        title: 'Report Changed Condition to DCSA: Change of key management personnel',
        due: day(-2),
        personnel_id: null,
      });
      // the facility's open action is visible through the open-actions API
      expect((await fso.get(`${API}/requests-and-actions/open-actions/${action.id}`)).body.facilityId).toBe(f.id);

      // moving the due date moves the action's
      const moved = await fso.put(tab(f.id, 'change_conditions', id)).send({
        ...created.body,
        reportDueDate: day(3),
        id: undefined,
        facilityId: undefined,
        overdue: undefined,
        createdAt: undefined,
        updatedAt: undefined,
      });
      expect(moved.status).toBe(200);
      expect(moved.body.overdue).toBe(false);
      const [dueAfter] = await t.sql<{ due: string }>(`SELECT to_char(due_date, 'YYYY-MM-DD') AS due FROM open_action WHERE id = $1`, [
        action.id,
      ]);
      expect(dueAfter.due).toBe(day(3));

      const body = { conditionType: 'KMP', description: 'New CFO appointed', effectiveDate: day(10) };
      const noDate = await fso.put(tab(f.id, 'change_conditions', id)).send({ ...body, status: 'SUBMITTED' });
      expect(noDate.status).toBe(400);
      expect(noDate.body.message).toBe('Date Reported to DCSA is required once the change condition is submitted.');
      const skip = await fso
        .put(tab(f.id, 'change_conditions', id))
        .send({ ...body, status: 'ACKNOWLEDGED', reportedDate: day(0), acknowledgedDate: day(0) });
      expect(skip.status).toBe(409);
      expect(skip.body.message).toBe('A change condition cannot move from Draft to Acknowledged by DCSA.');

      const submitted = await fso
        .put(tab(f.id, 'change_conditions', id))
        .send({ ...body, status: 'SUBMITTED', reportedDate: day(0), nissReference: 'NISS-2026-7' });
      expect(submitted.body).toMatchObject({ status: 'SUBMITTED', reportedDate: day(0), nissReference: 'NISS-2026-7', overdue: false });
      const [done] = await t.sql<{ state: string; note: string }>(`SELECT state, note FROM open_action WHERE id = $1`, [action.id]);
      expect(done).toEqual({ state: 'COMPLETED', note: `Reported to DCSA on ${day(0)}.` });

      const back = await fso.put(tab(f.id, 'change_conditions', id)).send({ ...body, status: 'DRAFT' });
      expect(back.status).toBe(409);
      expect((await fso.delete(tab(f.id, 'change_conditions', id))).body.message).toBe(
        'Only a draft change condition can be deleted; a submitted one stays on record.',
      );
      const noAck = await fso.put(tab(f.id, 'change_conditions', id)).send({ ...body, status: 'ACKNOWLEDGED' });
      expect(noAck.body.message).toBe('Date Acknowledged is required once DCSA has acknowledged the change condition.');
      expect(
        (await fso.put(tab(f.id, 'change_conditions', id)).send({ ...body, status: 'ACKNOWLEDGED', acknowledgedDate: day(1) })).body.status,
      ).toBe('ACKNOWLEDGED');
      expect((await fso.put(tab(f.id, 'change_conditions', id)).send({ ...body, status: 'CLOSED' })).body.status).toBe('CLOSED');
      // a stale version is refused
      expect((await fso.put(tab(f.id, 'change_conditions', id)).send({ ...body, version: 1 })).status).toBe(409);
      expect(await auditActions('facility_change_condition', id)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'UPDATE', 'UPDATE']);
      expect(await auditActions('open_action', action.id)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);

      const list = await fso.get(`${tab(f.id, 'change_conditions')}?filter=${encodeURIComponent(JSON.stringify({ status: 'CLOSED' }))}`);
      expect(list.body.map((c: { id: string }) => c.id)).toEqual([id]);
    });

    it('validates the fields, and deleting a draft closes its report action', async () => {
      const f = await newFacility();
      expect((await fso.post(tab(f.id, 'change_conditions')).send({})).body.message).toBe(
        'Change Type is required; Description is required; Effective Date is required',
      );
      expect(
        (await fso.post(tab(f.id, 'change_conditions')).send({ conditionType: 'MERGER', description: 'x', effectiveDate: day(0) })).status,
      ).toBe(400);
      expect((await fso.post(tab(f.id, 'change_conditions')).send({ conditionType: 'ADDRESS', description: 'x' })).body.message).toBe(
        'Effective Date is required',
      );
      expect(
        (await fso.post(tab(f.id, 'change_conditions')).send({ conditionType: 'ADDRESS', description: 'x', effectiveDate: '2026-02-30' }))
          .body.message,
      ).toBe('Effective Date: Invalid Date');
      const c = (
        await fso.post(tab(f.id, 'change_conditions')).send({ conditionType: 'ADDRESS', description: 'Suite 400', effectiveDate: day(5) })
      ).body;
      expect(c.reportDueDate).toBe(day(5));
      expect((await fso.delete(tab(f.id, 'change_conditions', c.id))).status).toBe(204);
      const [action] = await t.sql<{ state: string }>(`SELECT state FROM open_action WHERE source_key = $1`, [`change-condition:${c.id}`]);
      expect(action.state).toBe('CLOSED');
      expect(await auditActions('facility_change_condition', c.id)).toEqual(['CREATE', 'DELETE']);
    });
  });

  describe('inspections', () => {
    it('records a review with findings and corrective actions, flags overdue ones and edits them in the review', async () => {
      const f = await newFacility();
      const created = await fso.post(tab(f.id, 'inspections')).send({
        inspectionType: 'ANNUAL',
        startDate: day(-40),
        endDate: day(-38),
        inspectors: 'J. Alvarez (ISR)',
        rating: 'COMMENDABLE',
        summary: 'Strong program',
        findings: [
          {
            category: 'VULNERABILITY',
            severity: 'SERIOUS',
            description: 'Visitor logs not retained',
            nispomReference: '117.15(d)',
            correctiveActions: [
              { description: 'Retain logs for two years', responsiblePerson: 'Dana Fso', dueDate: day(-5) },
              { description: 'Audit logs monthly', dueDate: day(20) },
            ],
          },
          {
            category: 'ADMINISTRATIVE_FINDING',
            description: 'SF-312 not witnessed',
            correctiveActions: [{ description: 'Re-sign', dueDate: day(-20), completedDate: day(-25) }],
          },
          { category: 'OBSERVATION', description: 'Consider a quiz' },
        ],
      });
      expect(created.status).toBe(201);
      const insp = created.body;
      expect(insp).toMatchObject({ rating: 'COMMENDABLE', openFindings: 1, overdueActions: 1 });
      expect(insp.findings.map((x: { open: boolean; overdue: boolean; severity: string }) => [x.open, x.overdue, x.severity])).toEqual([
        [true, true, 'SERIOUS'],
        [false, false, 'LOW'],
        [false, false, 'LOW'],
      ]);
      expect(insp.findings[1].correctiveActions[0]).toMatchObject({ status: 'COMPLETED', completedDate: day(-25), overdue: false });
      expect(insp.findings[0].correctiveActions.map((a: { overdue: boolean }) => a.overdue)).toEqual([true, false]);

      // complete the overdue action, drop the observation, add a finding without an action yet
      const [vuln, admin] = insp.findings;
      const edited = await fso.put(tab(f.id, 'inspections', insp.id)).send({
        inspectionType: 'ANNUAL',
        startDate: day(-40),
        endDate: day(-38),
        rating: 'COMMENDABLE',
        summary: 'Strong program; visitor logs corrected',
        version: insp.version,
        findings: [
          {
            id: vuln.id,
            category: 'VULNERABILITY',
            severity: 'SERIOUS',
            description: vuln.description,
            correctiveActions: [
              { ...vuln.correctiveActions[0], overdue: undefined, status: 'COMPLETED', completedDate: day(-1) },
              { id: vuln.correctiveActions[1].id, description: 'Audit logs monthly', dueDate: day(20) },
            ],
          },
          { id: admin.id, category: 'ADMINISTRATIVE_FINDING', description: admin.description },
          { category: 'ADMINISTRATIVE_FINDING', description: 'Self-inspection not certified by SMO' },
        ],
      });
      expect(edited.status).toBe(200);
      expect(edited.body.overdueActions).toBe(0);
      expect(edited.body.openFindings).toBe(2);
      expect(edited.body.findings).toHaveLength(3);
      expect(edited.body.findings[0].correctiveActions[0]).toMatchObject({ id: vuln.correctiveActions[0].id, status: 'COMPLETED' });
      // a finding left without correctiveActions keeps its own
      expect(edited.body.findings[1].correctiveActions).toHaveLength(1);
      expect(await auditActions('facility_inspection_finding', insp.findings[2].id)).toEqual(['CREATE', 'DELETE']);
      expect(await auditActions('facility_corrective_action', vuln.correctiveActions[0].id)).toEqual(['CREATE', 'UPDATE']);

      expect((await fso.get(tab(f.id, 'inspections', insp.id))).body.findings).toHaveLength(3);
      // a change of the findings alone moves the review's version: a save based on the old one is refused
      const findingsOnly = await fso.put(tab(f.id, 'inspections', insp.id)).send({
        inspectionType: 'ANNUAL',
        startDate: day(-40),
        version: edited.body.version,
        findings: [
          ...edited.body.findings.map((x: { id: string; category: string; description: string }) => ({
            id: x.id,
            category: x.category,
            description: x.description,
          })),
          { category: 'OBSERVATION', description: 'Good CI reporting' },
        ],
      });
      expect(findingsOnly.status).toBe(200);
      expect(findingsOnly.body.version).toBe(edited.body.version + 1);
      expect(findingsOnly.body.findings).toHaveLength(4);
      expect(
        (
          await fso
            .put(tab(f.id, 'inspections', insp.id))
            .send({ inspectionType: 'ANNUAL', startDate: day(-40), version: edited.body.version, findings: [] })
        ).status,
      ).toBe(409);
      const open = await fso.get(`${tab(f.id, 'inspections')}?filter=${encodeURIComponent(JSON.stringify({ openFindings: true }))}`);
      expect(open.body.map((i: { id: string }) => i.id)).toEqual([insp.id]);

      expect((await fso.delete(tab(f.id, 'inspections', insp.id))).status).toBe(204);
      expect((await fso.get(tab(f.id, 'inspections', insp.id))).status).toBe(404);
      expect(await auditActions('facility_inspection', insp.id)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DELETE']);
      expect(await auditActions('facility_corrective_action', vuln.correctiveActions[1].id)).toEqual(['CREATE', 'DELETE']);
      expect((await t.sql(`SELECT 1 FROM facility_inspection_finding WHERE inspection_id = $1`, [insp.id])).length).toBe(0);
    });

    it('takes back a review as GET answered it, its findings and corrective actions included', async () => {
      const f = await newFacility();
      const created = await fso.post(tab(f.id, 'inspections')).send({
        inspectionType: 'ANNUAL',
        startDate: day(-30),
        findings: [
          {
            category: 'VULNERABILITY',
            description: 'Container left open',
            correctiveActions: [{ description: 'Brief the custodians', dueDate: day(-3) }],
          },
        ],
      });
      expect(created.status).toBe(201);
      const read = (await fso.get(tab(f.id, 'inspections', created.body.id))).body;
      expect(read).toMatchObject({ openFindings: 1, overdueActions: 1, findings: [{ open: true, overdue: true }] });
      const back = await fso.put(tab(f.id, 'inspections', read.id)).send(read);
      expect({ status: back.status, message: back.body.message }).toEqual({ status: 200, message: undefined });
      // nothing changed: the same finding and action, no new version
      expect(back.body).toEqual({ ...read, updatedAt: back.body.updatedAt });
      expect(back.body.version).toBe(read.version);
    });

    it('refuses bad dates, statuses and ids of another review, writing nothing', async () => {
      const f = await newFacility();
      const base = { inspectionType: 'INITIAL', startDate: day(-3) };
      expect((await fso.post(tab(f.id, 'inspections')).send({ startDate: day(0) })).body.message).toBe('Inspection Type is required');
      expect((await fso.post(tab(f.id, 'inspections')).send({ ...base, endDate: day(-4) })).body.message).toBe(
        'End Date must be on or after Start Date.',
      );
      expect((await fso.post(tab(f.id, 'inspections')).send({ ...base, rating: 'GOOD' })).status).toBe(400);
      const completedNoDate = await fso.post(tab(f.id, 'inspections')).send({
        ...base,
        findings: [
          {
            category: 'VULNERABILITY',
            description: 'x',
            correctiveActions: [{ description: 'y', dueDate: day(1), status: 'COMPLETED' }],
          },
        ],
      });
      expect(completedNoDate.body.message).toBe('Completed Date is required for a completed corrective action.');
      const openWithDate = await fso.post(tab(f.id, 'inspections')).send({
        ...base,
        findings: [
          {
            category: 'VULNERABILITY',
            description: 'x',
            correctiveActions: [{ description: 'y', dueDate: day(1), status: 'OPEN', completedDate: day(0) }],
          },
        ],
      });
      expect(openWithDate.body.message).toBe('An open corrective action has no Completed Date.');
      expect((await fso.post(tab(f.id, 'inspections')).send({ ...base, findings: [{ description: 'x' }] })).body.message).toBe(
        'Finding Category is required',
      );
      // nothing of the refused requests was written
      expect((await t.sql(`SELECT 1 FROM facility_inspection WHERE facility_id = $1`, [f.id])).length).toBe(0);

      const a = (await fso.post(tab(f.id, 'inspections')).send({ ...base, findings: [{ category: 'VULNERABILITY', description: 'A' }] }))
        .body;
      const b = (await fso.post(tab(f.id, 'inspections')).send({ ...base, findings: [{ category: 'VULNERABILITY', description: 'B' }] }))
        .body;
      const foreign = await fso
        .put(tab(f.id, 'inspections', a.id))
        .send({ ...base, findings: [{ id: b.findings[0].id, category: 'VULNERABILITY', description: 'moved' }] });
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toBe(`Finding ${b.findings[0].id} does not belong to this inspection.`);
      // a review of another facility of the tenant is not found under this one
      const g = await newFacility();
      expect((await fso.get(tab(g.id, 'inspections', a.id))).status).toBe(404);
    });
  });

  describe('security enhancements', () => {
    it('adds, edits, lists and deletes an enhancement, planned ones without a date', async () => {
      const f = await newFacility();
      const planned = await fso.post(tab(f.id, 'security_enhancements')).send({ category: 'SECURITY_BRIEFINGS', title: 'CI briefing' });
      expect(planned.status).toBe(201);
      expect(planned.body.status).toBe('PLANNED');
      const noDate = await fso
        .put(tab(f.id, 'security_enhancements', planned.body.id))
        .send({ category: 'SECURITY_BRIEFINGS', title: 'CI briefing', status: 'CREDITED' });
      expect(noDate.status).toBe(400);
      expect(noDate.body.message).toBe('Date Implemented is required unless the enhancement is only planned.');
      const credited = await fso.put(tab(f.id, 'security_enhancements', planned.body.id)).send({
        category: 'SECURITY_BRIEFINGS',
        title: 'CI briefing',
        status: 'CREDITED',
        dateImplemented: day(-3),
        evidenceLink: 'https://intranet.example.com/ci.pdf',
      });
      expect(credited.body).toMatchObject({
        status: 'CREDITED',
        dateImplemented: day(-3),
        evidenceLink: 'https://intranet.example.com/ci.pdf',
      });
      expect(
        (await fso.post(tab(f.id, 'security_enhancements')).send({ category: 'OTHER', title: 'x', evidenceLink: 'ftp://x' })).body.message,
      ).toBe('Evidence Link must be an https address');
      expect((await fso.post(tab(f.id, 'security_enhancements')).send({ category: 'NOPE', title: 'x' })).status).toBe(400);
      await fso.post(tab(f.id, 'security_enhancements')).send({ category: 'INSIDER_THREAT', title: 'ITWG', dateImplemented: day(-100) });
      const list = await fso.get(
        `${tab(f.id, 'security_enhancements')}?sort=${encodeURIComponent(JSON.stringify(['dateImplemented', 'DESC']))}`,
      );
      expect(list.body.map((e: { title: string }) => e.title)).toEqual(['CI briefing', 'ITWG']);
      expect(list.headers['content-range']).toMatch(/\/2$/);
      expect((await fso.delete(tab(f.id, 'security_enhancements', planned.body.id))).status).toBe(204);
      expect(await auditActions('facility_security_enhancement', planned.body.id)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    });
  });

  it("answers 404 for another tenant's facility or record and 403 without the permission", async () => {
    const f = await newFacility();
    const c = (await fso.post(tab(f.id, 'change_conditions')).send({ conditionType: 'KMP', description: 'x', effectiveDate: day(0) })).body;
    const i = (await fso.post(tab(f.id, 'inspections')).send({ inspectionType: 'ANNUAL', startDate: day(0) })).body;
    const e = (await fso.post(tab(f.id, 'security_enhancements')).send({ category: 'OTHER', title: 'x' })).body;
    const theirs = await newFacility(other);
    for (const res of [
      await other.get(tab(f.id, 'change_conditions')),
      await other.post(tab(f.id, 'change_conditions')).send({ conditionType: 'KMP', description: 'x', effectiveDate: day(0) }),
      await other.put(tab(f.id, 'change_conditions', c.id)).send({ conditionType: 'KMP', description: 'x', effectiveDate: day(0) }),
      await other.put(tab(theirs.id, 'change_conditions', c.id)).send({ conditionType: 'KMP', description: 'x', effectiveDate: day(0) }),
      await other.delete(tab(f.id, 'change_conditions', c.id)),
      await other.get(tab(f.id, 'inspections')),
      await other.get(tab(f.id, 'inspections', i.id)),
      await other.get(tab(theirs.id, 'inspections', i.id)),
      await other.put(tab(f.id, 'inspections', i.id)).send({ inspectionType: 'ANNUAL', startDate: day(0) }),
      await other.delete(tab(f.id, 'inspections', i.id)),
      await other.get(tab(f.id, 'security_enhancements')),
      await other.delete(tab(f.id, 'security_enhancements', e.id)),
      await fso.get(tab(f.id, 'inspections', 'not-a-uuid')),
    ]) {
      expect(res.status).toBe(404);
    }
    const reader = await userIn(t, tenantId, { permissions: { FACILITIES: { canView: true } } });
    expect((await reader.get(tab(f.id, 'inspections'))).status).toBe(200);
    expect((await reader.post(tab(f.id, 'inspections')).send({ inspectionType: 'ANNUAL', startDate: day(0) })).status).toBe(403);
    expect(
      (await reader.put(tab(f.id, 'change_conditions', c.id)).send({ conditionType: 'KMP', description: 'x', effectiveDate: day(0) }))
        .status,
    ).toBe(403);
    expect((await reader.delete(tab(f.id, 'security_enhancements', e.id))).status).toBe(403);
    const none = await userIn(t, tenantId, { permissions: { PERSONNEL: { canView: true } } });
    expect((await none.get(tab(f.id, 'change_conditions'))).status).toBe(403);
  });
});
