import { ANNUAL_TRAINING_MESSAGES, UPLOAD_MESSAGES } from '@clearline/shared';
import type TestAgent from 'supertest/lib/agent';
import { ownerDataSource } from '../../src/migrations/migrate';
import { StorageService } from '../../src/core/storage/storage.service';
import { trainingSeeder } from '../../src/seed/training.seed';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { tenantWithoutMfa, userIn } from '../personnel/fixtures';
import { binary } from '../reports/support';
import { startTestApp, type TestApp } from '../support/test-app';
import { futureYear } from '../support/dates';

/** The year of the training deadlines of these tests: far enough ahead that no reminder lead ever reaches them. */
const YEAR = futureYear();

const API = '/api/v1';
const BASE = `${API}/tenant-master-data/annual-training-required-documents`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const RANGE = ANNUAL_TRAINING_MESSAGES.remindersRange(1, 10);

/** Annual required training documents of tenant master data (spec 03 §3, §5, §9). */
describe('annual required training documents', () => {
  let t: TestApp;
  let fso: TestAgent;
  let other: TestAgent;
  let viewer: TestAgent;
  let tenantId: string;

  const count = async () =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM annual_training_document WHERE tenant_id = $1`, [tenantId]))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await tenantWithoutMfa(t, 'Training Co');
    fso = await userIn(t, tenantId, { roles: ['FSO'] });
    viewer = await userIn(t, tenantId, { permissions: { TENANT_MASTER: { canView: true } } });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Training Co'), { roles: ['FSO'] });
  }, 120_000);
  afterAll(() => t?.close());

  it('adds with the defaults, normalises reminders, lists, reads, edits and deletes (each write audited)', async () => {
    const created = await fso
      .post(BASE)
      .send({ documentName: '  NISPOM Refresher  ', nextDeadlineDate: `${YEAR}-12-15`, reminders: '10, 5 1' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      documentName: 'NISPOM Refresher',
      trainingType: 'CLEARED',
      nextDeadlineDate: `${YEAR}-12-15`,
      reminders: '1;5;10',
      isActive: true,
      filename: null,
      filePath: null,
      version: 1,
    });
    const id = created.body.id as string;
    const second = await fso.post(BASE).send({ documentName: 'Insider Threat Awareness', reminders: [7, 3, 3], isActive: false });
    expect(second.body).toMatchObject({ reminders: '3;7', isActive: false, nextDeadlineDate: null });

    const list = await viewer.get(BASE).query({ sort: 'documentName,ASC' });
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.headers['content-range']).toBe('annual-training-required-documents 0-1/2');
    expect(list.body.map((d: { documentName: string }) => d.documentName)).toEqual(['Insider Threat Awareness', 'NISPOM Refresher']);
    expect((await viewer.get(BASE).query({ filter: JSON.stringify({ q: 'nispom' }) })).body.map((d: { id: string }) => d.id)).toEqual([id]);
    expect((await viewer.get(BASE).query({ filter: JSON.stringify({ isActive: false }) })).body).toHaveLength(1);
    expect((await viewer.get(BASE).query({ sort: 'reminders,ASC' })).status).toBe(400);
    expect((await viewer.get(`${BASE}/${id}`)).body.documentName).toBe('NISPOM Refresher');

    const edited = await fso.put(`${BASE}/${id}`).send({ documentName: 'NISPOM Annual Refresher', reminders: '2 4', version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      documentName: 'NISPOM Annual Refresher',
      reminders: '2;4',
      nextDeadlineDate: `${YEAR}-12-15`,
      version: 2,
    });
    // a stale version is refused; empty reminders fall back to the tenant setting (null)
    expect((await fso.put(`${BASE}/${id}`).send({ documentName: 'X', version: 1 })).status).toBe(409);
    expect((await fso.put(`${BASE}/${id}`).send({ documentName: 'NISPOM Annual Refresher', reminders: '' })).body.reminders).toBeNull();

    expect((await fso.delete(`${BASE}/${id}`)).status).toBe(204);
    expect((await fso.get(`${BASE}/${id}`)).status).toBe(404);
    const audit = await t.sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE object_table = 'annual_training_document' AND object_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DELETE']);
  });

  it('answers a message a person can act on for bad input, and writes nothing', async () => {
    const before = await count();
    const msg = async (body: object) => {
      const res = await fso.post(BASE).send(body);
      expect(res.status).toBe(400);
      return res.body.message as string;
    };
    expect(await msg({})).toBe('Document Name is required');
    expect(await msg({ documentName: '   ' })).toBe('Document Name is required');
    expect(await msg({ documentName: 'A', reminders: '0;5' })).toBe(RANGE);
    expect(await msg({ documentName: 'A', reminders: '11' })).toBe(RANGE);
    expect(await msg({ documentName: 'A', reminders: '1;x' })).toBe(RANGE);
    expect(await msg({ documentName: 'A', reminders: [2.5] })).toBe(RANGE);
    expect(RANGE).toMatch(/^Reminders must be whole numbers of days from 1 to 10/);
    expect(await msg({ documentName: 'A', nextDeadlineDate: `${YEAR}-02-30` })).toBe('Next Deadline Date: Invalid Date');
    expect(await msg({ documentName: 'A', nextDeadlineDate: 'tomorrow' })).toBe('Next Deadline Date: Invalid Date');
    expect(await msg({ documentName: 'A', trainingType: 'EVERYONE' })).toBe('Training Type must be one of CLEARED');
    expect(await msg({ documentName: 'A', isActive: 'maybe' })).toBe('Active must be true or false');
    expect(await msg({ documentName: 'A', owner: 'x' })).toBe('owner is not an accepted field');
    expect(await count()).toBe(before);
  });

  it('takes the fields as a multipart form with an optional file, stored as a document and replaced on edit', async () => {
    const created = await fso
      .post(BASE)
      .field('documentName', 'Derivative Classification Refresher')
      .field('nextDeadlineDate', `${YEAR}-06-30`)
      .field('reminders', '1,2,3')
      .field('isActive', 'true')
      .attach('file', PDF, 'derivative-classification.pdf');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ reminders: '1;2;3', isActive: true, filename: 'derivative-classification.pdf' });
    const { id, filePath } = created.body as { id: string; filePath: string };
    const file = await viewer.get(`${API}/documents/${filePath}`).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    // another tenant cannot read the file
    expect((await other.get(`${API}/documents/${filePath}`)).status).toBe(404);

    const [{ storage_key: oldKey }] = await t.sql<{ storage_key: string }>(`SELECT storage_key FROM document WHERE id = $1`, [filePath]);
    expect(await t.app.get(StorageService).exists(oldKey)).toBe(true);
    // without a file the form keeps the stored one; with one it replaces it (the old document is removed)
    const kept = await fso
      .put(`${BASE}/${id}`)
      .field('documentName', 'Derivative Classification')
      .field('version', String(created.body.version));
    expect(kept.body).toMatchObject({ filePath, documentName: 'Derivative Classification', reminders: '1;2;3' });
    const replaced = await fso
      .put(`${BASE}/${id}`)
      .field('documentName', 'Derivative Classification')
      .field('isActive', 'false')
      .field('nextDeadlineDate', '')
      .attach('file', Buffer.concat([PDF, Buffer.from('% v2\n')]), 'derivative-v2.pdf');
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ filename: 'derivative-v2.pdf', isActive: false, nextDeadlineDate: null });
    expect(replaced.body.filePath).not.toBe(filePath);
    expect(await t.sql(`SELECT id FROM document WHERE id = $1`, [filePath])).toEqual([]);
    expect((await fso.get(`${API}/documents/${filePath}`)).status).toBe(404);
    // the old bytes leave storage once the edit has committed
    for (let i = 0; i < 50 && (await t.app.get(StorageService).exists(oldKey)); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await t.app.get(StorageService).exists(oldKey)).toBe(false);

    // a file of a type that is not accepted, or two files, refuse the whole request
    const before = await count();
    const wrong = await fso
      .post(BASE)
      .field('documentName', 'Bad file')
      .attach('file', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), 'tool.exe');
    expect(wrong.status).toBe(415);
    expect(wrong.body.message).toBe(UPLOAD_MESSAGES.wrongType('tool.exe', 'application/octet-stream'));
    const two = await fso.post(BASE).field('documentName', 'Two files').attach('file', PDF, 'a.pdf').attach('file', PDF, 'b.pdf');
    expect(two.status).toBe(400);
    expect(two.body.message).toBe(UPLOAD_MESSAGES.tooMany(1));
    expect(await count()).toBe(before);

    // deleting the training document removes its file's document record
    const fileId = replaced.body.filePath as string;
    expect((await fso.delete(`${BASE}/${id}`)).status).toBe(204);
    expect(await t.sql(`SELECT id FROM document WHERE id = $1`, [fileId])).toEqual([]);
  });

  it('keeps tenants apart and needs the TENANT_MASTER permission', async () => {
    const mine = (await fso.post(BASE).send({ documentName: 'Ours only' })).body.id as string;
    expect((await other.get(`${BASE}/${mine}`)).status).toBe(404);
    expect((await other.put(`${BASE}/${mine}`).send({ documentName: 'Taken' })).status).toBe(404);
    expect((await other.delete(`${BASE}/${mine}`)).status).toBe(404);
    expect((await other.get(BASE)).body.map((d: { id: string }) => d.id)).not.toContain(mine);
    expect((await fso.get(`${BASE}/not-a-uuid`)).status).toBe(404);
    expect((await viewer.post(BASE).send({ documentName: 'No right' })).status).toBe(403);
    expect((await viewer.delete(`${BASE}/${mine}`)).status).toBe(403);
    const stranger = await userIn(t, tenantId, { permissions: { PERSONNEL: { canView: true } } });
    expect((await stranger.get(BASE)).status).toBe(403);
    expect((await fso.get(`${BASE}/${mine}`)).body.documentName).toBe('Ours only');
  });

  it('seeds two annual training documents for the demo tenant, idempotently', async () => {
    await tenantWithoutMfa(t, 'Acme Defense Systems', DEMO_TENANT_ID);
    const ds = ownerDataSource(t.databaseUrl);
    await ds.initialize();
    try {
      for (let i = 0; i < 2; i++) await ds.transaction((em) => trainingSeeder.run(em, undefined as never));
    } finally {
      await ds.destroy();
    }
    const rows = await t.sql<{ document_name: string; reminders: string; deadline: string }>(
      `SELECT document_name, reminders, next_deadline_date::text AS deadline FROM annual_training_document
        WHERE tenant_id = $1 ORDER BY document_name`,
      [DEMO_TENANT_ID],
    );
    expect(rows.map((r) => r.document_name)).toEqual([
      'Annual NISPOM Security Refresher Briefing',
      'Insider Threat Awareness Annual Refresher',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    for (const r of rows) {
      expect(r.deadline > today).toBe(true);
      expect(r.reminders).toMatch(/^\d+(;\d+)*$/);
    }
  });
});
