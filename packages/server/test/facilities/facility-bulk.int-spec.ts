import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'bullmq';
import { ANNUAL_TRAINING_TITLE, API_MESSAGES, FACILITY_BULK_MESSAGES as M } from '@clearline/shared';
import { config } from '../../src/core/config/config';
import { RequestContext } from '../../src/core/context/request-context';
import { createRedis } from '../../src/core/queue/redis';
import { FacilityBulkJob, type FacilityBulkPayload } from '../../src/modules/facilities/facility-bulk.job';
import { mailSnapshot, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, createPerson, facility, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';
import { tenantDay } from '../support/time-zone';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const OTHER_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n% signed roster\n');
const rid = (res: { headers: Record<string, string> }) => res.headers['x-request-id'];

/** Bulk actions from a facility: each action's effect on every person it touches, the skipped cases, refusals and the run's summary. */
describe('facility bulk actions', () => {
  let t: TestApp;
  let tenant: string;
  let fso: UserAgent;
  let viewer: UserAgent;
  let other: UserAgent;
  let worker: Worker<FacilityBulkPayload>;
  let plant: string;
  let annex: string;
  let empty: string;
  let ann: JsonBody; // cleared, open actions, e-mail
  let bob: JsonBody; // cleared, no open actions
  let cy: JsonBody; // not cleared, open actions, no e-mail
  let dee: JsonBody; // inactive: never touched
  let eve: JsonBody; // of the annex only

  const clear = (personnelId: string, facilityId: string) =>
    t.sql(
      `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility) VALUES ($1, $2, $3, 'ACTIVE', 'SECRET')`,
      [tenant, personnelId, facilityId],
    );
  const openAction = (personnelId: string, title: string, due: string | null) =>
    t.sql(`INSERT INTO open_action (tenant_id, personnel_id, action_type, title, due_date) VALUES ($1, $2, 'OTHER', $3, $4)`, [
      tenant,
      personnelId,
      title,
      due,
    ]);

  /** Polls the run until it has finished. */
  async function finished(runId: string): Promise<JsonBody> {
    for (let i = 0; i < 600; i++) {
      const res = await fso.get(`${API}/facilities/bulk-action/runs/${runId}`).expect(200);
      if (['SUCCEEDED', 'FAILED'].includes(res.body.status)) return res.body;
      await new Promise((r) => setTimeout(r, 100));
    }
    const [row] = await t.sql(`SELECT status, error, attempts FROM job_run WHERE id = $1`, [runId]);
    throw new Error(`run ${runId} did not finish: ${JSON.stringify(row)}`);
  }
  const byName = (run: JsonBody) => Object.fromEntries(run.items.map((i: JsonBody) => [i.name, i]));
  const docsOf = (personnelId: string, titleId: string) =>
    t.sql<{
      id: string;
      file_key: string;
      file_name: string;
      date_signed: string | null;
      uploaded_date: string | null;
      document_status: string;
      hide_from_personnel: boolean;
    }>(
      `SELECT id, file_key, file_name, to_char(date_signed, 'YYYY-MM-DD') AS date_signed,
              to_char(uploaded_date, 'YYYY-MM-DD') AS uploaded_date, document_status, hide_from_personnel
         FROM personnel_document WHERE personnel_id = $1 AND title_id = $2 ORDER BY created_at`,
      [personnelId, titleId],
    );
  const stored = (key: string) => readFileSync(join(t.storageDir, key));

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Bulk Co');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    viewer = await userIn(t, tenant, { permissions: { FACILITIES: { canView: true, ui: true }, PERSONNEL: { canView: true, ui: true } } });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Bulk Co'), { roles: ['FSO'] });
    plant = await facility(fso, 'Huntsville Plant', 'BLK01');
    annex = await facility(fso, 'Huntsville Annex', 'BLK02');
    empty = await facility(fso, 'Empty Site', 'BLK03');
    ann = await createPerson(fso, [plant], { firstName: 'Ann', lastName: 'Archer', workEmail: 'ann.archer@bulk.example' });
    bob = await createPerson(fso, [plant], { firstName: 'Bob', lastName: 'Baker', workEmail: 'bob.baker@bulk.example' });
    cy = await createPerson(fso, [plant], { firstName: 'Cy', lastName: 'Cole', workEmail: 'cy.cole@bulk.example' });
    dee = await createPerson(fso, [plant], { firstName: 'Dee', lastName: 'Dunn', workEmail: 'dee.dunn@bulk.example' });
    eve = await createPerson(fso, [annex], { firstName: 'Eve', lastName: 'Evans', workEmail: 'eve.evans@bulk.example' });
    await clear(ann.id, plant);
    await clear(bob.id, plant);
    await clear(dee.id, plant);
    await t.sql(`UPDATE personnel SET work_email = '' WHERE id = $1`, [cy.id]);
    await t.sql(`UPDATE personnel SET enabled = false WHERE id = $1`, [dee.id]);
    // the open actions the records raised are replaced by known ones
    await t.sql(`UPDATE open_action SET state = 'CLOSED', closed_at = now() WHERE tenant_id = $1`, [tenant]);
    await openAction(ann.id, 'Sign the SF-312', tenantDay(8));
    await openAction(ann.id, 'Upload the fingerprint card', null);
    await openAction(cy.id, 'Complete the foreign travel report', tenantDay(-6));
    await openAction(dee.id, 'Return the badge', null);

    const handler = t.app.get(FacilityBulkJob);
    worker = new Worker<FacilityBulkPayload>(
      'maintenance',
      (job) => RequestContext.run({ requestId: `job:${job.id}`, tenantId: job.data.tenantId ?? undefined }, () => handler.run(job)),
      { connection: createRedis(config().redisUrl, 'test-facility-bulk'), prefix: config().redisPrefix },
    );
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('sends a reminder to each person with open actions and records who was skipped and why', async () => {
    const seen = mailSnapshot(t);
    const res = await fso
      .post(`${API}/facilities/${plant}/bulk-action/send-reminder`)
      .send({ message: 'Please finish these before the DCSA review.' })
      .expect(201);
    expect(res.body).toMatchObject({ action: 'SEND_REMINDER', facilityId: plant, status: 'QUEUED', total: 3, processed: 0, items: [] });
    const queued = await t.sql(`SELECT action, details FROM audit_log WHERE request_id = $1`, [rid(res)]);
    expect(queued).toEqual([expect.objectContaining({ action: 'FACILITY_BULK_ACTION_QUEUED' })]);
    expect(queued[0].details).toMatchObject({ jobRunId: res.body.id, action: 'SEND_REMINDER', targets: 3 });

    const run = await finished(res.body.id);
    expect(run).toMatchObject({
      status: 'SUCCEEDED',
      progress: 100,
      total: 3,
      processed: 3,
      counts: { sent: 1, attached: 0, skipped: 2, failed: 0 },
    });
    const items = byName(run);
    expect(Object.keys(items)).toEqual(['Archer, Ann', 'Baker, Bob', 'Cole, Cy']);
    expect(items['Archer, Ann']).toMatchObject({ id: ann.id, outcome: 'SENT', detail: '2 open actions' });
    expect(items['Baker, Bob']).toMatchObject({ id: bob.id, outcome: 'SKIPPED', detail: M.skippedNoOpenActions });
    expect(items['Cole, Cy']).toMatchObject({ id: cy.id, outcome: 'SKIPPED', detail: M.skippedNoEmail });

    const mail = await waitForMail(t, 'ann.archer@bulk.example', seen);
    expect(mail).toContain('Subject: Clearline: you have 2 open actions (Huntsville Plant)');
    expect(mail).toContain('Hello Ann Archer,');
    expect(mail).toContain(`- Sign the SF-312 — due ${tenantDay(8)}`);
    expect(mail).toContain('- Upload the fingerprint card');
    expect(mail).toContain('Please finish these before the DCSA review.');
    const after = mailSnapshot(t).filter((f) => !seen.includes(f));
    expect(after.filter((f) => /bob\.baker|cy\.cole|dee\.dunn/.test(f))).toEqual([]);

    const sent = await t.sql(`SELECT object_id, user_id FROM audit_log WHERE action = 'FACILITY_REMINDER_SENT' AND tenant_id = $1`, [
      tenant,
    ]);
    expect(sent).toEqual([{ object_id: ann.id, user_id: fso.user.id }]);
    const done = await t.sql(`SELECT details FROM audit_log WHERE action = 'FACILITY_BULK_ACTION_FINISHED' AND object_id = $1`, [plant]);
    expect(done[0].details).toMatchObject({ jobRunId: run.id, sent: 1, skipped: 2 });
    const [row] = await t.sql(`SELECT status, progress, rows_written, job_type FROM job_run WHERE id = $1`, [run.id]);
    expect(row).toMatchObject({ status: 'SUCCEEDED', progress: 100, rows_written: '3', job_type: 'facilities.bulk-action' });
  }, 120_000);

  it('attaches the annual training to every cleared employee and marks the training done for the year', async () => {
    const due = await fso.get(`${API}/personnel/details`).query({ training: 'DUE' }).expect(200);
    expect(due.body.map((p: JsonBody) => p.id).sort()).toEqual([ann.id, bob.id].sort());
    const res = await fso
      .post(`${API}/facilities/${plant}/bulk-action/annual-training`)
      .field('trainingName', '2026 Annual Security Refresher')
      .field('completionDate', tenantDay(-17))
      .field('notes', 'Delivered in the plant auditorium')
      .attach('file', PDF, 'refresher-2026.pdf')
      .expect(201);
    expect(res.body).toMatchObject({ action: 'ANNUAL_TRAINING', total: 2, fileName: 'refresher-2026.pdf' });
    const run = await finished(res.body.id);
    expect(run.counts).toEqual({ sent: 0, attached: 2, skipped: 0, failed: 0 });
    const keys = new Set<string>();
    for (const p of [ann, bob]) {
      const [doc, ...more] = await docsOf(p.id, ANNUAL_TRAINING_TITLE);
      expect(more).toEqual([]);
      expect(doc).toMatchObject({
        file_name: 'refresher-2026.pdf',
        date_signed: tenantDay(-17),
        // uploaded on the tenant's today
        uploaded_date: tenantDay(),
        document_status: 'CURRENT',
      });
      expect(stored(doc.file_key).equals(PDF)).toBe(true);
      keys.add(doc.file_key);
      expect(byName(run)[`${p.lastName}, ${p.firstName}`]).toMatchObject({
        outcome: 'ATTACHED',
        recordId: doc.id,
        detail: `2026 Annual Security Refresher, completed ${tenantDay(-17)} (refresher-2026.pdf)`,
      });
      const audit = await t.sql(`SELECT action FROM audit_log WHERE object_table = 'personnel_document' AND object_id = $1 ORDER BY id`, [
        doc.id,
      ]);
      expect(audit.map((a) => a.action)).toEqual(['CREATE', 'ANNUAL_TRAINING_RECORDED']);
    }
    expect(keys.size).toBe(2);
    expect(await docsOf(cy.id, ANNUAL_TRAINING_TITLE)).toEqual([]);
    expect(await docsOf(dee.id, ANNUAL_TRAINING_TITLE)).toEqual([]);
    const complete = await fso.get(`${API}/personnel/details`).query({ training: 'COMPLETE' }).expect(200);
    expect(complete.body.map((p: JsonBody) => p.id).sort()).toEqual([ann.id, bob.id].sort());
    expect((await fso.get(`${API}/personnel/details`).query({ training: 'DUE' }).expect(200)).body).toEqual([]);
    // the staged upload is gone once every person has a copy of their own
    const [params] = await t.sql<{ key: string }>(`SELECT parameters->'source'->>'key' AS key FROM job_run WHERE id = $1`, [run.id]);
    expect(() => stored(params.key)).toThrow();

    // the same file again: each person already has it
    const again = await fso
      .post(`${API}/facilities/${plant}/bulk-action/annual-training`)
      .field('trainingName', '2026 Annual Security Refresher')
      .field('completionDate', tenantDay(-17))
      .attach('file', PDF, 'refresher-2026.pdf')
      .expect(201);
    const second = await finished(again.body.id);
    expect(second.counts).toEqual({ sent: 0, attached: 0, skipped: 2, failed: 0 });
    expect(second.items.every((i: JsonBody) => i.detail === M.skippedSameFile)).toBe(true);
  }, 120_000);

  it('refuses an annual training without its fields or file, in the future, of a wrong type, or without cleared employees', async () => {
    const post = (id = plant) => fso.post(`${API}/facilities/${id}/bulk-action/annual-training`);
    expect((await post().field('completionDate', tenantDay(-17)).attach('file', PDF, 'a.pdf')).body.message).toBe(
      'Training Name is required',
    );
    expect((await post().field('trainingName', 'X').attach('file', PDF, 'a.pdf')).body.message).toBe('Completion Date is required');
    const noFile = await post().field('trainingName', 'X').field('completionDate', tenantDay(-17));
    expect(noFile.status).toBe(400);
    const future = await post().field('trainingName', 'X').field('completionDate', '2999-01-01').attach('file', PDF, 'a.pdf');
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(M.completionInFuture);
    const wrong = await post()
      .field('trainingName', 'X')
      .field('completionDate', tenantDay(-17))
      .attach('file', Buffer.from('MZ\x90\x00binary'), 'a.pdf');
    expect(wrong.status).toBe(400);
    const annexOnly = await post(annex).field('trainingName', 'X').field('completionDate', tenantDay(-17)).attach('file', PDF, 'a.pdf');
    expect(annexOnly.status).toBe(400);
    expect(annexOnly.body.message).toBe(M.noClearedPeople('Huntsville Annex'));
    expect(
      await t.sql(`SELECT 1 FROM job_run WHERE job_type = 'facilities.bulk-action' AND parameters->>'facilityId' = $1`, [annex]),
    ).toEqual([]);
  });

  it('uploads an employee document for the selected people or for everyone of the facility', async () => {
    const selected = await fso
      .post(`${API}/facilities/${plant}/bulk-action/upload-employee-document`)
      .field('titleId', 'SF_312')
      .field('selection', 'SELECTED')
      .field('personnelIds', `${bob.id},${cy.id}`)
      .field('dateSigned', tenantDay(-35))
      .field('hideFromPersonnel', 'true')
      .attach('file', OTHER_PDF, 'sf312.pdf')
      .expect(201);
    expect(selected.body.total).toBe(2);
    const first = await finished(selected.body.id);
    expect(first.counts).toEqual({ sent: 0, attached: 2, skipped: 0, failed: 0 });
    for (const p of [bob, cy]) {
      const [doc] = await docsOf(p.id, 'SF_312');
      expect(doc).toMatchObject({ file_name: 'sf312.pdf', date_signed: tenantDay(-35), hide_from_personnel: true });
      expect(stored(doc.file_key).equals(OTHER_PDF)).toBe(true);
    }
    expect(await docsOf(ann.id, 'SF_312')).toEqual([]);

    const all = await fso
      .post(`${API}/facilities/${plant}/bulk-action/upload-employee-document`)
      .field('titleId', 'SF_312')
      .attach('file', OTHER_PDF, 'sf312.pdf')
      .expect(201);
    const second = await finished(all.body.id);
    const items = byName(second);
    expect(items['Archer, Ann']).toMatchObject({
      outcome: 'ATTACHED',
      detail: 'SF-312 Classified Information Nondisclosure Agreement (sf312.pdf)',
    });
    expect(items['Baker, Bob']).toMatchObject({ outcome: 'SKIPPED', detail: M.skippedSameFile });
    expect(items['Cole, Cy']).toMatchObject({ outcome: 'SKIPPED', detail: M.skippedSameFile });
    expect(await docsOf(ann.id, 'SF_312')).toHaveLength(1);
    expect(await docsOf(dee.id, 'SF_312')).toEqual([]);
    expect(await docsOf(eve.id, 'SF_312')).toEqual([]);
    // the person's own download serves the copy
    const [annDoc] = await docsOf(ann.id, 'SF_312');
    const dl = await fso.get(`${API}/personnel/${ann.id}/document/${annDoc.id}/file`).buffer(true);
    expect(dl.status).toBe(200);

    const post = () => fso.post(`${API}/facilities/${plant}/bulk-action/upload-employee-document`);
    expect((await post().attach('file', PDF, 'x.pdf')).body.message).toBe('Document Type is required');
    const badTitle = await post().field('titleId', 'NOT_A_TYPE').attach('file', PDF, 'x.pdf');
    expect(badTitle.status).toBe(400);
    const none = await post().field('titleId', 'SF_312').field('selection', 'SELECTED').attach('file', PDF, 'x.pdf');
    expect(none.body.message).toBe(M.selectPeople);
    const stranger = await post()
      .field('titleId', 'SF_312')
      .field('selection', 'SELECTED')
      .field('personnelIds', eve.id)
      .attach('file', PDF, 'x.pdf');
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(M.notOfFacility('Huntsville Plant'));
    const inactive = await post()
      .field('titleId', 'SF_312')
      .field('selection', 'SELECTED')
      .field('personnelIds', dee.id)
      .attach('file', PDF, 'x.pdf');
    expect(inactive.status).toBe(400);
  }, 120_000);

  it('uploads a facility document on each chosen facility, or on every enabled one', async () => {
    const res = await fso
      .post(`${API}/facilities/bulk-action/upload-facility-document`)
      .field('facilityIds', plant)
      .field('facilityIds', annex)
      .field('title', 'Insider Threat Program Plan')
      .field('expiryDate', tenantDay(358))
      .attach('file', PDF, 'itp-plan.pdf')
      .expect(201);
    expect(res.body).toMatchObject({ action: 'UPLOAD_FACILITY_DOCUMENT', facilityId: null, total: 2 });
    const run = await finished(res.body.id);
    expect(run.counts).toEqual({ sent: 0, attached: 2, skipped: 0, failed: 0 });
    const docs = await t.sql<{ entity_id: string; storage_key: string; uploaded_by: string }>(
      `SELECT entity_id, storage_key, uploaded_by FROM document WHERE entity_type = 'FACILITY' AND file_name = 'itp-plan.pdf' AND tenant_id = $1`,
      [tenant],
    );
    expect(docs.map((d) => d.entity_id).sort()).toEqual([plant, annex].sort());
    for (const d of docs) {
      expect(stored(d.storage_key).equals(PDF)).toBe(true);
      expect(d.uploaded_by).toBe(fso.user.id);
    }
    const listed = await fso.get(`${API}/documents`).query({ entityType: 'FACILITY', entityId: annex }).expect(200);
    expect(listed.body.map((d: JsonBody) => d.fileName)).toEqual(['itp-plan.pdf']);
    // the Facility Documents tab lists it with the title and expiry the upload gave
    const tab = await fso.get(`${API}/facilities/${annex}/detail/documents`).expect(200);
    expect(JSON.stringify(tab.body)).toContain('Insider Threat Program Plan');
    expect(JSON.stringify(tab.body)).toContain(tenantDay(358));

    await fso.put(`${API}/facilities/${empty}/disable`).expect(200);
    const everywhere = await fso
      .post(`${API}/facilities/bulk-action/upload-facility-document`)
      .field('allFacilities', 'true')
      .field('title', 'Insider Threat Program Plan')
      .attach('file', PDF, 'itp-plan.pdf')
      .expect(201);
    const all = await finished(everywhere.body.id);
    expect(all.items.map((i: JsonBody) => [i.name, i.outcome])).toEqual([
      ['Huntsville Annex', 'SKIPPED'],
      ['Huntsville Plant', 'SKIPPED'],
    ]);

    const post = () => fso.post(`${API}/facilities/bulk-action/upload-facility-document`);
    expect((await post().field('title', 'X').attach('file', PDF, 'x.pdf')).body.message).toBe(M.selectFacilities);
    expect((await post().field('facilityIds', empty).field('title', 'X').attach('file', PDF, 'x.pdf')).body.message).toBe(
      M.unknownFacility,
    );
    expect((await post().field('facilityIds', plant).attach('file', PDF, 'x.pdf')).body.message).toBe('Document Title is required');
    await fso.put(`${API}/facilities/${empty}/enable`).expect(200);
  }, 120_000);

  it('lists the runs of a facility, newest first, with the facility-wide uploads that included it', async () => {
    const plantRuns = await fso.get(`${API}/facilities/${plant}/bulk-action/runs`).query({ range: '[0,99]' }).expect(200);
    expect(plantRuns.headers['x-total-count']).toBe(String(plantRuns.body.length));
    expect(plantRuns.body.map((r: JsonBody) => r.action)).toEqual([
      'UPLOAD_FACILITY_DOCUMENT',
      'UPLOAD_FACILITY_DOCUMENT',
      'UPLOAD_EMPLOYEE_DOCUMENT',
      'UPLOAD_EMPLOYEE_DOCUMENT',
      'ANNUAL_TRAINING',
      'ANNUAL_TRAINING',
      'SEND_REMINDER',
    ]);
    expect(plantRuns.body.every((r: JsonBody) => r.status === 'SUCCEEDED')).toBe(true);
    const annexRuns = await fso.get(`${API}/facilities/${annex}/bulk-action/runs`).expect(200);
    expect(annexRuns.body.map((r: JsonBody) => r.action)).toEqual(['UPLOAD_FACILITY_DOCUMENT', 'UPLOAD_FACILITY_DOCUMENT']);
    expect((await fso.get(`${API}/facilities/${empty}/bulk-action/runs`).expect(200)).body).toEqual([]);
    await other.get(`${API}/facilities/${plant}/bulk-action/runs`).expect(404);
    await viewer.get(`${API}/facilities/${plant}/bulk-action/runs`).expect(200);
  });

  it('refuses a disabled facility, a facility without people, callers without the permission and other tenants', async () => {
    await fso.put(`${API}/facilities/${annex}/disable`).expect(200);
    const disabled = await fso.post(`${API}/facilities/${annex}/bulk-action/send-reminder`).send({}).expect(409);
    expect(disabled.body.message).toBe(M.facilityDisabled('Huntsville Annex'));
    await fso.put(`${API}/facilities/${annex}/enable`).expect(200);
    const nobody = await fso.post(`${API}/facilities/${empty}/bulk-action/send-reminder`).send({}).expect(400);
    expect(nobody.body.message).toBe(M.noPeople('Empty Site'));

    await viewer.post(`${API}/facilities/${plant}/bulk-action/send-reminder`).send({}).expect(403);
    await viewer
      .post(`${API}/facilities/${plant}/bulk-action/upload-employee-document`)
      .field('titleId', 'SF_312')
      .attach('file', PDF, 'x.pdf')
      .expect(403);
    const runs = await t.sql<{ id: string }>(
      `SELECT id FROM job_run WHERE job_type = 'facilities.bulk-action' AND tenant_id = $1 LIMIT 1`,
      [tenant],
    );
    await viewer.get(`${API}/facilities/bulk-action/runs/${runs[0].id}`).expect(200);

    await other.post(`${API}/facilities/${plant}/bulk-action/send-reminder`).send({}).expect(404);
    await other
      .post(`${API}/facilities/${plant}/bulk-action/annual-training`)
      .field('trainingName', 'X')
      .field('completionDate', tenantDay(-340))
      .attach('file', PDF, 'x.pdf')
      .expect(404);
    await other.get(`${API}/facilities/bulk-action/runs/${runs[0].id}`).expect(404);
    const foreign = await other
      .post(`${API}/facilities/bulk-action/upload-facility-document`)
      .field('facilityIds', plant)
      .field('title', 'X')
      .attach('file', PDF, 'x.pdf');
    expect({ status: foreign.status, message: foreign.body.message }).toEqual({
      status: 404,
      message: API_MESSAGES.fieldRecordNotFound('facilityIds', 'Facility', plant),
    });
    await fso.post(`${API}/facilities/not-a-uuid/bulk-action/send-reminder`).send({}).expect(404);
    await fso.get(`${API}/facilities/bulk-action/runs/not-a-uuid`).expect(404);
    const long = await fso
      .post(`${API}/facilities/${plant}/bulk-action/send-reminder`)
      .send({ message: 'x'.repeat(2001) })
      .expect(400);
    expect(long.body.message).toBe('Field exceeded max character length of 2000.');
  });
});
