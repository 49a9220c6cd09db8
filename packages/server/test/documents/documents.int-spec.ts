import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { DEMO_TENANT_ID, MSS_TENANT_ID } from '../../src/seed/ids';
import { signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A zip whose first local file header names `entry` (enough for a DOCX/XLSX signature). */
function zipWith(entry: string): Buffer {
  const name = Buffer.from(entry, 'latin1');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(name.length, 26);
  const body = Buffer.from('<w:document/>');
  header.writeUInt32LE(body.length, 18);
  header.writeUInt32LE(body.length, 22);
  return Buffer.concat([header, name, body]);
}

/** Files of the storage directory, recursively. */
function storedFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...storedFiles(p));
    else out.push(p);
  }
  return out;
}

/** POST /documents and GET /documents/{path}: limits, content-type check, permissions, tenancy, storage. */
describe('documents', () => {
  let t: TestApp;
  let editor: TestAgent;
  let reader: TestAgent;
  let outsider: TestAgent;
  let stranger: TestAgent;

  const upload = (agent: TestAgent, files: Array<[Buffer, string]>, entityType = 'TENANT', entityId = DEMO_TENANT_ID) => {
    let req = agent.post('/api/v1/documents').field('entityType', entityType).field('entityId', entityId);
    for (const [buf, name] of files) req = req.attach('file', buf, name);
    return req;
  };

  beforeAll(async () => {
    t = await startTestApp();
    editor = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { TENANT_PROFILE: { canView: true, ui: true, canUpdate: true } } });
    reader = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { TENANT_PROFILE: { canView: true, ui: true } } });
    outsider = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { PERSONNEL: { canView: true } } });
    stranger = await signInAs(t, {
      tenantId: MSS_TENANT_ID,
      permissions: { TENANT_PROFILE: { canView: true, ui: true, canUpdate: true } },
    });
  }, 120_000);
  afterAll(() => t.close());

  it('stores an upload under a random key and streams it back', async () => {
    const res = await upload(editor, [[PDF, 'Security Plan ü.pdf']]).expect(201);
    expect(res.body).toHaveLength(1);
    const doc = res.body[0];
    expect(doc).toMatchObject({
      entityType: 'TENANT',
      entityId: DEMO_TENANT_ID,
      fileName: 'Security Plan ü.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      filePath: doc.id,
    });
    const files = storedFiles(t.storageDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`documents/${DEMO_TENANT_ID}/[0-9a-f-]{36}$`));
    expect(readFileSync(files[0]).equals(PDF)).toBe(true);

    const dl = await reader
      .get(`/api/v1/documents/${doc.filePath}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect((dl.body as Buffer).equals(PDF)).toBe(true);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="Security Plan _.pdf"; filename*=UTF-8''Security%20Plan%20%C3%BC.pdf`,
    );
    expect(dl.headers['x-content-type-options']).toBe('nosniff');

    const list = await reader.get('/api/v1/documents').query({ entityType: 'TENANT', entityId: DEMO_TENANT_ID }).expect(200);
    expect(list.body.map((d: { id: string }) => d.id)).toContain(doc.id);
    const audit = await t.sql(`SELECT 1 FROM audit_log WHERE object_table = 'document' AND object_id = $1 AND action = 'CREATE'`, [doc.id]);
    expect(audit).toHaveLength(1);
  });

  it('answers the spec messages for missing, empty, mismatched and foreign files', async () => {
    const none = await editor.post('/api/v1/documents').field('entityType', 'TENANT').field('entityId', DEMO_TENANT_ID).expect(400);
    expect(none.body.message).toBe('At least one file is required.');
    const empty = await upload(editor, [[Buffer.alloc(0), 'empty.txt']]).expect(400);
    expect(empty.body.message).toBe('file empty.txt is smaller than the minimum accepted size of: 1 Bytes');
    const disguised = await upload(editor, [[PNG, 'report.pdf']]).expect(415);
    expect(disguised.body.message).toBe('file report.pdf of type image/png does not match accepted file types.');
    const exe = await upload(editor, [[Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), 'setup.exe']]).expect(415);
    expect(exe.body.message).toBe('file setup.exe of type application/octet-stream does not match accepted file types.');
    const fakeDocx = await upload(editor, [[zipWith('xl/workbook.xml'), 'letter.docx']]).expect(415);
    expect(fakeDocx.body.message).toBe(
      'file letter.docx of type application/vnd.openxmlformats-officedocument.spreadsheetml.sheet does not match accepted file types.',
    );
    expect(storedFiles(t.storageDir)).toHaveLength(1);
  });

  it('accepts the other accepted types when the bytes agree with the name', async () => {
    for (const [buf, name, type] of [
      [PNG, 'badge.png', 'image/png'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'photo.JPEG', 'image/jpeg'],
      [Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'logo.gif', 'image/gif'],
      [zipWith('word/document.xml'), 'letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [zipWith('xl/workbook.xml'), 'roster.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [Buffer.from('name,clearance\nAda,TS\n'), 'roster.csv', 'text/csv'],
      [Buffer.from('Plain notes\n'), 'notes.txt', 'text/plain'],
    ] as Array<[Buffer, string, string]>) {
      const res = await upload(editor, [[buf, name]]);
      expect([name, res.status, res.body[0]?.contentType]).toEqual([name, 201, type]);
    }
  });

  it('enforces MAX_UPLOAD_MB and MAX_UPLOAD_FILES from the system settings', async () => {
    const many = await upload(editor, [
      [PDF, 'a.pdf'],
      [PDF, 'b.pdf'],
    ]).expect(400);
    expect(many.body.message).toBe('You can only upload a maximum of 1 files.');
    await t.sql(`INSERT INTO system_setting (parameter_name, value) VALUES ('MAX_UPLOAD_MB', '1'), ('MAX_UPLOAD_FILES', '2')`);
    try {
      const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]);
      const tooBig = await upload(editor, [[big, 'big.pdf']]).expect(413);
      expect(tooBig.body.message).toBe('file big.pdf is larger than the max accepted size of: 1 MB');
      const two = await upload(editor, [
        [PDF, 'a.pdf'],
        [PDF, 'b.pdf'],
      ]).expect(201);
      expect(two.body.map((d: { fileName: string }) => d.fileName)).toEqual(['a.pdf', 'b.pdf']);
      const before = storedFiles(t.storageDir).length;
      // a file the record already has (same name and size) is refused, and so is one file named twice
      const again = await upload(editor, [
        [PDF, 'c.pdf'],
        [PDF, 'a.pdf'],
      ]).expect(409);
      expect(again.body.message).toBe('file a.pdf has already been uploaded.');
      const twice = await upload(editor, [
        [PDF, 'd.pdf'],
        [PDF, 'd.pdf'],
      ]).expect(409);
      expect(twice.body.message).toBe('file d.pdf has already been uploaded.');
      expect(storedFiles(t.storageDir)).toHaveLength(before);
      // one bad file of two stores neither
      await upload(editor, [
        [PDF, 'ok.pdf'],
        [PNG, 'bad.pdf'],
      ]).expect(415);
      expect(storedFiles(t.storageDir)).toHaveLength(before);
    } finally {
      await t.sql(`DELETE FROM system_setting WHERE parameter_name IN ('MAX_UPLOAD_MB', 'MAX_UPLOAD_FILES')`);
    }
  });

  it('answers the upload limits it enforces at GET /documents/limits, from the same system settings', async () => {
    const defaults = await reader.get('/api/v1/documents/limits').expect(200);
    expect(defaults.body).toEqual({
      maxBytes: 25 * 1024 * 1024,
      maxFiles: 1,
      accepted: ['pdf', 'png', 'jpg', 'gif', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'csv'],
    });
    await t.sql(
      `INSERT INTO system_setting (parameter_name, value) VALUES ('MAX_UPLOAD_MB', '2'), ('MAX_UPLOAD_FILES', '3'), ('ACCEPTED_UPLOAD_TYPES', 'pdf;docx')`,
    );
    try {
      const changed = await outsider.get('/api/v1/documents/limits').expect(200);
      expect(changed.body).toEqual({ maxBytes: 2 * 1024 * 1024, maxFiles: 3, accepted: ['pdf', 'docx'] });
      // the answer is what uploads are held to: a PNG is now refused, a 1 MB+ PDF accepted, 4 files refused
      await upload(editor, [[PNG, 'picture.png']]).expect(415);
      await upload(editor, [[Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]), 'big.pdf']]).expect(201);
      const four = await upload(editor, [
        [PDF, 'a.pdf'],
        [PDF, 'b.pdf'],
        [PDF, 'c.pdf'],
        [PDF, 'd.pdf'],
      ]).expect(400);
      expect(four.body.message).toBe('You can only upload a maximum of 3 files.');
    } finally {
      await t.sql(`DELETE FROM system_setting WHERE parameter_name IN ('MAX_UPLOAD_MB', 'MAX_UPLOAD_FILES', 'ACCEPTED_UPLOAD_TYPES')`);
    }
    await t.agent().get('/api/v1/documents/limits').expect(401);
  });

  it('checks the record, its tenant and the permission on its module', async () => {
    await upload(reader, [[PDF, 'x.pdf']]).expect(403);
    await upload(outsider, [[PDF, 'x.pdf']]).expect(403);
    const wrongTenant = await upload(editor, [[PDF, 'x.pdf']], 'TENANT', MSS_TENANT_ID).expect(404);
    expect(wrongTenant.body.message).toBe(`TENANT ${MSS_TENANT_ID} was not found`);
    const unknown = await upload(editor, [[PDF, 'x.pdf']], 'SPACESHIP').expect(400);
    expect(unknown.body.message).toContain('entityType must be one of TENANT');
    const badId = await upload(editor, [[PDF, 'x.pdf']], 'TENANT', 'abc').expect(400);
    expect(badId.body.message).toBe('entityId is not valid');

    const [{ id }] = (await upload(editor, [[PDF, 'private.pdf']]).expect(201)).body;
    await outsider.get(`/api/v1/documents/${id}`).expect(403);
    await stranger.get(`/api/v1/documents/${id}`).expect(404);
    await t.agent().get(`/api/v1/documents/${id}`).expect(401);
    await reader.get('/api/v1/documents/not-a-document').expect(404);
  });
});
