import { API_MESSAGES } from '@clearline/shared';
import { API, createPerson, facility, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';
import type { Job } from 'bullmq';
import { RequestContext } from '../../src/core/context/request-context';
import { sealMailPayload } from '../../src/core/mail/mail.service';
import type { JobPayload } from '../../src/core/queue/queues';
import { FacilityDetailService } from '../../src/modules/facilities';
import { startTestApp, type TestApp } from '../support/test-app';
import { full } from '../tenancy/support';
import { pastYear } from '../support/dates';

/** A past year, for the days the reminder e-mails of these tests carry (stored and shown only). */
const PAST = pastYear();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PDF2 = Buffer.from('%PDF-1.4\n2 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** The facility detail tabs: open actions, workflow retries, notes, facility documents, portal downloads. */
describe('facility detail tabs', () => {
  let t: TestApp;
  let tenantId: string;
  let fso: UserAgent;
  let fso2: UserAgent;
  let peopleOnly: UserAgent;
  let viewer: UserAgent;
  let stranger: UserAgent;
  let plant: string;
  let depot: string;
  let person: string;
  let strangerFacility: string;

  const audit = async (table: string, id: string) =>
    (
      await t.sql<{ action: string }>(`SELECT action FROM audit_log WHERE object_table = $1 AND object_id = $2 ORDER BY id`, [table, id])
    ).map((r) => r.action);

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await tenantWithoutMfa(t, 'Detail Co');
    fso = await userIn(t, tenantId, { permissions: full('FACILITIES', 'PERSONNEL') });
    fso2 = await userIn(t, tenantId, { permissions: full('FACILITIES', 'PERSONNEL') });
    peopleOnly = await userIn(t, tenantId, { permissions: full('PERSONNEL') });
    viewer = await userIn(t, tenantId, { permissions: { FACILITIES: { canView: true } } });
    const otherTenant = await tenantWithoutMfa(t, 'Other Detail Co');
    stranger = await userIn(t, otherTenant, { permissions: full('FACILITIES', 'PERSONNEL', 'TENANT_MASTER') });
    strangerFacility = await facility(stranger, 'Their Plant');
    plant = await facility(fso, 'Huntsville Plant');
    depot = await facility(fso, 'Mobile Depot');
    person = (await createPerson(fso, [plant], { firstName: 'Dana', lastName: 'Doe', workEmail: 'dana.doe@detail.example' })).id as string;
  });
  afterAll(() => t?.close());

  describe('open actions', () => {
    it("counts and lists the facility's and its people's open actions; complete uses the open-action route", async () => {
      await t.sql(
        `INSERT INTO open_action (tenant_id, facility_id, action_type, title, due_date) VALUES ($1, $2, 'OTHER', 'Submit changed condition report', current_date - 3)`,
        [tenantId, plant],
      );
      await t.sql(
        `INSERT INTO open_action (tenant_id, personnel_id, action_type, title, due_date, source_key)
         VALUES ($1, $2, 'OTHER', 'Badge expires: Doe, Dana', current_date + 10, 'reminder:BADGE_EXPIRY:x:y')`,
        [tenantId, person],
      );
      await t.sql(`INSERT INTO open_action (tenant_id, facility_id, action_type, title) VALUES ($1, $2, 'OTHER', 'Depot action')`, [
        tenantId,
        depot,
      ]);
      const res = await fso.get(`${API}/facilities/${plant}/detail/open-actions/details`).expect(200);
      const missing = res.body.items.filter((i: { actionType: string }) => i.actionType === 'MISSING_REQUIRED_DOCUMENT').length;
      expect(res.body).toMatchObject({ facilityId: plant, overdue: 1, facilityActions: 1, people: 1 });
      expect(res.body.open).toBe(2 + missing);
      expect(res.body.dueWithin30Days).toBe(1);
      expect(res.body.byKind).toEqual(
        expect.arrayContaining([
          { kind: 'OTHER', count: 1 },
          { kind: 'BADGE_EXPIRY', count: 1 },
        ]),
      );
      // soonest due first; the depot's action is not there
      expect(res.body.items[0]).toMatchObject({ title: 'Submit changed condition report', facilityId: plant, personnelName: null });
      expect(res.body.items[1]).toMatchObject({ title: 'Badge expires: Doe, Dana', personnelId: person, personnelName: 'Dana Doe' });
      expect(res.body.items.some((i: { title: string }) => i.title === 'Depot action')).toBe(false);

      const list = await fso.get(`${API}/requests-and-actions/open-actions/facility/${plant}?overdue=true`).expect(200);
      expect(list.body.map((i: { title: string }) => i.title)).toEqual(['Submit changed condition report']);
      const id = res.body.items[0].id as string;
      expect((await fso.put(`${API}/requests-and-actions/open-actions/${id}/complete`).send({ note: 'Sent to DCSA' })).status).toBe(200);
      const after = await fso.get(`${API}/facilities/${plant}/detail/open-actions/details`).expect(200);
      expect(after.body.overdue).toBe(0);
      const all = await fso.get(`${API}/requests-and-actions/open-actions/facility/${plant}?state=ALL`).expect(200);
      expect(all.body.find((i: { id: string }) => i.id === id).state).toBe('COMPLETED');
    });

    it('needs FACILITIES and answers 404 for another tenant or a bad id', async () => {
      expect((await peopleOnly.get(`${API}/facilities/${plant}/detail/open-actions/details`)).status).toBe(403);
      expect((await peopleOnly.get(`${API}/requests-and-actions/open-actions/facility/${plant}`)).status).toBe(403);
      expect((await stranger.get(`${API}/facilities/${plant}/detail/open-actions/details`)).status).toBe(404);
      expect((await stranger.get(`${API}/requests-and-actions/open-actions/facility/${plant}`)).status).toBe(404);
      expect((await fso.get(`${API}/facilities/not-a-uuid/detail/open-actions/details`)).status).toBe(404);
      expect((await fso.get(`${API}/requests-and-actions/open-actions/facility/${plant}?state=MAYBE`)).status).toBe(400);
    });
  });

  describe('workflow retries', () => {
    const insertRetry = async (facilityId: string, personnelId: string | null) =>
      (
        await t.sql<{ id: string }>(
          `INSERT INTO facility_workflow_retry (tenant_id, facility_id, workflow_type, personnel_id, subject, attempts, last_error)
           VALUES ($1, $2, 'REMINDER_EMAIL', $3, 'Badge expires: Doe, Dana — ${PAST}-12-01', 3, 'SMTP 451 temporary failure') RETURNING id`,
          [tenantId, facilityId, personnelId],
        )
      )[0].id;

    it('lists the failed steps, retries one (a new mail job) and resolves another', async () => {
      const a = await insertRetry(plant, person);
      const b = await insertRetry(plant, person);
      const list = await fso.get(`${API}/facilities/${plant}/detail/workflow_retries`).expect(200);
      expect(list.body).toHaveLength(2);
      expect(list.body[0]).toMatchObject({ workflowType: 'REMINDER_EMAIL', status: 'FAILED', attempts: 3, personnelName: 'Doe, Dana' });
      expect((await fso.get(`${API}/facilities/${depot}/detail/workflow_retries`).expect(200)).body).toHaveLength(0);

      const retried = await fso.post(`${API}/facilities/${plant}/detail/workflow_retries/${a}/retry`).expect(200);
      expect(retried.body).toMatchObject({ status: 'RETRIED', attempts: 4 });
      expect(retried.body.queueJobId).toBe(`workflow-retry-${a}-4`);
      const resolved = await fso.post(`${API}/facilities/${plant}/detail/workflow_retries/${b}/resolve`).send({ note: 'Mailed by hand' });
      expect(resolved.status).toBe(200);
      expect(resolved.body).toMatchObject({ status: 'RESOLVED', resolutionNote: 'Mailed by hand' });
      expect(resolved.body.resolvedBy).toBeTruthy();
      expect((await fso.post(`${API}/facilities/${plant}/detail/workflow_retries/${b}/retry`)).status).toBe(409);
      const again = await fso.post(`${API}/facilities/${plant}/detail/workflow_retries/${b}/resolve`).send({});
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This workflow step is already resolved.');
      expect((await fso.get(`${API}/facilities/${plant}/detail/workflow_retries?status=RESOLVED`).expect(200)).body).toHaveLength(1);
      expect(await audit('facility_workflow_retry', a)).toEqual(['UPDATE']);
      expect(await audit('facility_workflow_retry', b)).toEqual(['UPDATE']);
    });

    it('records a reminder e-mail the mail queue gave up for good, and sends a failed retry back to FAILED', async () => {
      const hook = (id: string, to: string, error: string) =>
        RequestContext.run({ requestId: `job:mail:${id}:failed`, tenantId }, () =>
          t.app.get(FacilityDetailService).onJobFailed(
            {
              name: 'mail.send',
              id,
              data: sealMailPayload(
                {
                  to,
                  template: 'REMINDER_DIGEST',
                  values: { tenantName: 'Detail Co', day: `${PAST}-11-27`, itemCount: '2 items', items: ['a', 'b'] },
                },
                { tenantId, actorId: null },
              ),
            } as unknown as Job<JobPayload>,
            new Error(error),
          ),
        );
      const both = (
        await createPerson(fso, [plant, depot], { firstName: 'Rita', lastName: 'Remind', workEmail: 'rita.remind@detail.example' })
      ).id as string;
      await hook(`reminders-x-${PAST}-11-27-abc`, 'Rita.Remind@detail.example', 'SMTP 550 5.1.1 Mailbox unavailable');
      await hook(`reminders-x-${PAST}-11-27-abd`, 'rita.remind@detail.example', 'SMTP 451 try later');
      await hook(`reminders-x-${PAST}-11-27-abe`, 'office@detail.example', 'SMTP 550');
      const rows = await t.sql<{ facility_id: string; subject: string; attempts: number; last_error: string; status: string }>(
        `SELECT facility_id, subject, attempts, last_error, status FROM facility_workflow_retry WHERE personnel_id = $1 ORDER BY facility_id`,
        [both],
      );
      expect(rows).toHaveLength(2);
      expect(rows.map((r) => r.facility_id).sort()).toEqual([plant, depot].sort());
      for (const r of rows)
        expect(r).toMatchObject({
          subject: 'Reminder digest (2 items): Remind, Rita',
          attempts: 2,
          last_error: 'SMTP 451 try later',
          status: 'FAILED',
        });
      const listed = await fso.get(`${API}/facilities/${depot}/detail/workflow_retries`).expect(200);
      expect(listed.body.some((r: { personnelId: string }) => r.personnelId === both)).toBe(true);

      const retry = listed.body.find((r: { personnelId: string }) => r.personnelId === both);
      const queued = await fso.post(`${API}/facilities/${depot}/detail/workflow_retries/${retry.id}/retry`).expect(200);
      expect(queued.body.status).toBe('RETRIED');
      await hook(queued.body.queueJobId, 'rita.remind@detail.example', 'SMTP 554 rejected');
      const again = (await fso.get(`${API}/facilities/${depot}/detail/workflow_retries`).expect(200)).body.find(
        (r: { id: string }) => r.id === retry.id,
      );
      expect(again).toMatchObject({ status: 'FAILED', lastError: 'SMTP 554 rejected', attempts: 3 });
      const actions = await t.sql<{ action: string }>(
        `SELECT action FROM audit_log WHERE object_table = 'facility_workflow_retry' AND object_id = $1`,
        [retry.id],
      );
      expect(actions.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'UPDATE']);
    });

    it('refuses a retry without a person, a long note, other facilities, other tenants and callers without FACILITIES UPDATE', async () => {
      const r = await insertRetry(plant, null);
      const res = await fso.post(`${API}/facilities/${plant}/detail/workflow_retries/${r}/retry`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('The person of this workflow step no longer exists: resolve it instead.');
      expect(
        (await fso.post(`${API}/facilities/${plant}/detail/workflow_retries/${r}/resolve`).send({ note: 'x'.repeat(501) })).status,
      ).toBe(400);
      expect((await fso.post(`${API}/facilities/${depot}/detail/workflow_retries/${r}/resolve`).send({})).status).toBe(404);
      expect((await stranger.post(`${API}/facilities/${plant}/detail/workflow_retries/${r}/resolve`).send({})).status).toBe(404);
      expect((await stranger.get(`${API}/facilities/${plant}/detail/workflow_retries`)).status).toBe(404);
      expect((await viewer.post(`${API}/facilities/${plant}/detail/workflow_retries/${r}/resolve`).send({})).status).toBe(403);
      expect((await peopleOnly.get(`${API}/facilities/${plant}/detail/workflow_retries`)).status).toBe(403);
    });
  });

  describe('notes', () => {
    it('adds, lists, edits and deletes notes on the facility; only the author changes a note', async () => {
      const added = await fso.post(`${API}/facilities/${plant}/detail/notes`).send({ content: '  DCSA review scheduled for March.  ' });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ facilityId: plant, content: 'DCSA review scheduled for March.', mine: true });
      const id = added.body.id as string;
      const theirs = await fso2.get(`${API}/facilities/${plant}/detail/notes`).expect(200);
      expect(theirs.body).toEqual([expect.objectContaining({ id, mine: false })]);
      expect((await fso.get(`${API}/facilities/${depot}/detail/notes`).expect(200)).body).toEqual([]);
      // not one of the author's personal notes
      expect((await fso.get(`${API}/notes?sectionName=FACILITY`).expect(200)).body).toEqual([]);
      expect((await fso.get(`${API}/notes/FACILITY/${id}`)).status).toBe(404);

      const forbidden = await fso2.put(`${API}/facilities/${plant}/detail/notes/${id}`).send({ content: 'Mine now' });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toBe('Only the author of a note can change or delete it.');
      const edited = await fso
        .put(`${API}/facilities/${plant}/detail/notes/${id}`)
        .send({ content: 'Moved to April.', version: added.body.version });
      expect(edited.status).toBe(200);
      expect(edited.body.content).toBe('Moved to April.');
      expect(
        (await fso.put(`${API}/facilities/${plant}/detail/notes/${id}`).send({ content: 'Stale', version: added.body.version })).status,
      ).toBe(409);
      expect((await fso.delete(`${API}/facilities/${depot}/detail/notes/${id}`)).status).toBe(404);
      expect((await stranger.delete(`${API}/facilities/${plant}/detail/notes/${id}`)).status).toBe(404);
      expect((await fso2.delete(`${API}/facilities/${plant}/detail/notes/${id}`)).status).toBe(403);
      expect((await fso.delete(`${API}/facilities/${plant}/detail/notes/${id}`)).status).toBe(204);
      expect(await audit('note', id)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    });

    it('validates the content and needs FACILITIES', async () => {
      expect((await fso.post(`${API}/facilities/${plant}/detail/notes`).send({})).body.message).toBe('Content is required');
      expect((await fso.post(`${API}/facilities/${plant}/detail/notes`).send({ content: 'x'.repeat(4001) })).status).toBe(400);
      expect((await viewer.post(`${API}/facilities/${plant}/detail/notes`).send({ content: 'Hi' })).status).toBe(403);
      expect((await peopleOnly.get(`${API}/facilities/${plant}/detail/notes`)).status).toBe(403);
      expect((await stranger.post(`${API}/facilities/${plant}/detail/notes`).send({ content: 'Hi' })).status).toBe(404);
    });
  });

  describe('facility documents', () => {
    it('shows the required FACILITY documents as MISSING, EXPIRED or CURRENT against the uploaded ones', async () => {
      await t.sql(
        `INSERT INTO required_document_default (tenant_id, kind, option_type, option, required_documents)
         VALUES ($1, 'facility', 'COMPANY_TYPE', 'PARTNERSHIP', '{DD_441,SF_328}'),
                ($1, 'facility', 'COMPANY_TYPE', 'GOVERNMENT_ENTITY', '{DD_441}')`,
        [tenantId],
      );
      const empty = await fso.get(`${API}/facilities/${depot}/detail/documents`).expect(200);
      expect(empty.body.documents).toEqual([]);
      expect(empty.body.requiredDocuments).toEqual([
        expect.objectContaining({ documentType: 'DD_441', status: 'MISSING', requiredFor: ['Government Entity', 'Partnership'] }),
        expect.objectContaining({ documentType: 'SF_328', status: 'MISSING', requiredFor: ['Partnership'] }),
      ]);

      const dd441 = await fso
        .post(`${API}/facilities/${depot}/document`)
        .field('document', JSON.stringify({ documentType: 'DD_441', expiryDate: '2020-01-31', notes: 'Signed by the CEO' }))
        .attach('file', PDF, 'dd441.pdf');
      expect(dd441.status).toBe(201);
      expect(dd441.body).toMatchObject({
        documentType: 'DD_441',
        title: 'DD-441 Security Agreement',
        status: 'EXPIRED',
        fileName: 'dd441.pdf',
        contentType: 'application/pdf',
      });
      const sf328 = await fso
        .post(`${API}/facilities/${depot}/document`)
        .field('document', JSON.stringify({ documentType: 'SF_328', title: 'SF-328 (2025)' }))
        .attach('file', PDF2, 'sf328.pdf')
        .expect(201);
      let got = await fso.get(`${API}/facilities/${depot}/detail/documents`).expect(200);
      expect(got.body.documents.map((d: { title: string }) => d.title)).toEqual(['SF-328 (2025)', 'DD-441 Security Agreement']);
      expect(got.body.requiredDocuments.map((d: { status: string }) => d.status)).toEqual(['EXPIRED', 'CURRENT']);
      // the file downloads through the documents route
      const file = await fso.get(`${API}/documents/${dd441.body.filePath}`).buffer(true);
      expect(file.status).toBe(200);
      expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);

      const upd = await fso
        .put(`${API}/facilities/${depot}/document/${dd441.body.id}`)
        .send({ documentType: 'DD_441', expiryDate: '2099-12-31', version: dd441.body.version });
      expect(upd.status).toBe(200);
      expect(upd.body).toMatchObject({ status: 'CURRENT', notes: 'Signed by the CEO', expiryDate: '2099-12-31' });
      expect(
        (
          await fso
            .put(`${API}/facilities/${depot}/document/${dd441.body.id}`)
            .send({ documentType: 'DD_441', version: dd441.body.version })
        ).status,
      ).toBe(409);
      got = await fso.get(`${API}/facilities/${depot}/detail/documents`).expect(200);
      expect(got.body.requiredDocuments.map((d: { status: string }) => d.status)).toEqual(['CURRENT', 'CURRENT']);

      expect((await fso.delete(`${API}/facilities/${depot}/document/${sf328.body.id}`)).status).toBe(204);
      got = await fso.get(`${API}/facilities/${depot}/detail/documents`).expect(200);
      expect(got.body.requiredDocuments[1]).toMatchObject({ documentType: 'SF_328', status: 'MISSING', facilityDocumentId: null });
      expect((await t.sql(`SELECT 1 FROM document WHERE id = $1`, [sf328.body.filePath])).length).toBe(0);
      expect(await audit('facility_document', dd441.body.id)).toEqual(['CREATE', 'UPDATE']);
      expect(await audit('facility_document', sf328.body.id)).toEqual(['CREATE', 'DELETE']);
    });

    it('validates the document part and the file, and checks permissions and tenant', async () => {
      const post = (agent: UserAgent, facilityId: string) => agent.post(`${API}/facilities/${facilityId}/document`);
      const noFile = await post(fso, plant).field('document', JSON.stringify({ documentType: 'DD_254' }));
      expect(noFile.status).toBe(400);
      expect(noFile.body.message).toBe('File is required');
      const badType = await post(fso, plant)
        .field('document', JSON.stringify({ documentType: 'SF_86' }))
        .attach('file', PDF, 'a.pdf');
      expect(badType.status).toBe(400);
      expect(badType.body.message).toMatch(/^Document Type /);
      const badJson = await post(fso, plant).field('document', '{nope').attach('file', PDF, 'a.pdf');
      expect(badJson.body.message).toBe('The document part must be valid JSON');
      const badDay = await post(fso, plant)
        .field('document', JSON.stringify({ documentType: 'DD_254', expiryDate: '31/12/2030' }))
        .attach('file', PDF, 'a.pdf');
      expect(badDay.status).toBe(400);
      expect(
        (
          await post(fso, plant)
            .field('document', JSON.stringify({ title: 'No type' }))
            .attach('file', PDF, 'a.pdf')
        ).body.message,
      ).toBe('Document Type is required');
      expect((await t.sql(`SELECT 1 FROM facility_document WHERE facility_id = $1`, [plant])).length).toBe(0);
      expect(
        (
          await post(viewer, plant)
            .field('document', JSON.stringify({ documentType: 'DD_254' }))
            .attach('file', PDF, 'a.pdf')
        ).status,
      ).toBe(403);
      expect(
        (
          await post(stranger, plant)
            .field('document', JSON.stringify({ documentType: 'DD_254' }))
            .attach('file', PDF, 'a.pdf')
        ).status,
      ).toBe(404);
      expect((await peopleOnly.get(`${API}/facilities/${plant}/detail/documents`)).status).toBe(403);
      expect((await stranger.get(`${API}/facilities/${plant}/detail/documents`)).status).toBe(404);
      const mine = await post(fso, plant)
        .field('document', JSON.stringify({ documentType: 'DD_254' }))
        .attach('file', PDF, 'dd254.pdf')
        .expect(201);
      expect((await stranger.put(`${API}/facilities/${plant}/document/${mine.body.id}`).send({ documentType: 'DD_254' })).status).toBe(404);
      expect((await fso.put(`${API}/facilities/${depot}/document/${mine.body.id}`).send({ documentType: 'DD_254' })).status).toBe(404);
      expect((await viewer.delete(`${API}/facilities/${plant}/document/${mine.body.id}`)).status).toBe(403);
      expect((await stranger.delete(`${API}/facilities/${plant}/document/${mine.body.id}`)).status).toBe(404);
    });
  });

  describe('portal downloads', () => {
    it("answers the links offered to the facility's people and honours allowedFacilities on the download link", async () => {
      const insert = (name: string, facilities: string[], active = true) =>
        t.sql(
          `INSERT INTO download_link (tenant_id, pretty_name, url, allowed_facilities, is_active, valid_until_date)
           VALUES ($1, $2, 'https://www.dcsa.mil/', $3, $4, NULL)`,
          [tenantId, name, facilities, active],
        );
      await insert('Everyone', []);
      await insert('Plant only', [plant]);
      await insert('Depot only', [depot]);
      await insert('Inactive', [plant], false);
      const names = async (id: string) =>
        ((await fso.get(`${API}/facilities/detail/${id}/portal_downloads`).expect(200)).body as Array<{ prettyName: string }>).map(
          (l) => l.prettyName,
        );
      expect((await names(plant)).sort()).toEqual(['Everyone', 'Plant only']);
      expect((await names(depot)).sort()).toEqual(['Depot only', 'Everyone']);
      const row = (await fso.get(`${API}/facilities/detail/${plant}/portal_downloads`)).body.find(
        (l: { prettyName: string }) => l.prettyName === 'Plant only',
      );
      expect(row.allowedFacilities).toEqual([plant]);
      // the portal list: a user without a personnel record at the plant does not see its links
      const offered = (await fso.get(`${API}/tenant-master-data/downloads`).expect(200)).body.map(
        (l: { prettyName: string }) => l.prettyName,
      );
      expect(offered).toContain('Everyone');
      expect(offered).not.toContain('Plant only');
      expect((await peopleOnly.get(`${API}/facilities/detail/${plant}/portal_downloads`)).status).toBe(403);
      expect((await stranger.get(`${API}/facilities/detail/${plant}/portal_downloads`)).status).toBe(404);
      expect((await fso.get(`${API}/facilities/detail/${strangerFacility}/portal_downloads`)).status).toBe(404);
    });

    it('checks the allowed facilities of a download link', async () => {
      const master = await userIn(t, tenantId, { permissions: full('TENANT_MASTER') });
      const add = (facilities: string[]) =>
        master
          .post(`${API}/tenant-master-data/downloads`)
          .field('prettyName', 'Plant SPP')
          .field('selectAllAllowedRoles', 'true')
          .field('allowedFacilities', facilities.join(','))
          .attach('file', PDF, 'spp.pdf');
      const bad = await add([strangerFacility]);
      expect(bad.status).toBe(404);
      expect(bad.body.message).toBe(API_MESSAGES.fieldRecordNotFound('allowedFacilities', 'Facility', strangerFacility));
      const ok = await add([plant]);
      expect(ok.status).toBe(201);
      expect(ok.body.allowedFacilities).toEqual([plant]);
      const cleared = await master
        .put(`${API}/tenant-master-data/downloads/${ok.body.id}`)
        .send({ prettyName: 'Plant SPP', allowedFacilities: [] });
      expect(cleared.status).toBe(200);
      expect(cleared.body.allowedFacilities).toEqual([]);
    });
  });
});
