import { DOWNLOAD_MESSAGES, UPLOAD_MESSAGES } from '@clearline/shared';
import { API, type JsonBody, tenantWithoutMfa, type UserAgent, userIn } from '../personnel/fixtures';
import { binary } from '../reports/support';
import { startTestApp, type TestApp } from '../support/test-app';
import { tenantDay } from '../support/time-zone';

const BASE = `${API}/tenant-master-data/downloads`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Download links of tenant master data: add (multipart, file required), edit, delete (spec 03 §3, §4, §5, §8, §9). */
describe('tenant master data: download links', () => {
  let t: TestApp;
  let fso: UserAgent;
  let employee: UserAgent;
  let other: UserAgent;
  let viewer: UserAgent;
  let tenantId: string;

  const count = async () =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM download_link WHERE tenant_id = $1`, [tenantId]))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    tenantId = await tenantWithoutMfa(t, 'Downloads Co');
    fso = await userIn(t, tenantId, { roles: ['FSO'] });
    employee = await userIn(t, tenantId, { roles: ['CLIENT_EMPLOYEE'] });
    viewer = await userIn(t, tenantId, { permissions: { TENANT_MASTER: { canView: true } } });
    other = await userIn(t, await tenantWithoutMfa(t, 'Other Downloads Co'), { roles: ['FSO'] });
  }, 180_000);
  afterAll(() => t?.close());

  it('adds a link with the defaults (GOV, active, valid until today), edits, replaces its file and deletes it, each write audited', async () => {
    const created = await fso
      .post(BASE)
      .field('prettyName', 'Security Handbook')
      .field('selectAllAllowedRoles', 'true')
      .attach('file', PDF, 'handbook.pdf');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      prettyName: 'Security Handbook',
      sectionName: 'GOV',
      isActive: true,
      validUntilDate: tenantDay(),
      allowedRoles: [],
      fileName: 'handbook.pdf',
      version: 2,
    });
    const id = created.body.id as string;
    const filePath = created.body.filePath as string;
    // offered to the employee today, and the file downloads
    expect((await employee.get(BASE)).body.map((l: JsonBody) => l.id)).toContain(id);
    const file = await employee.get(`${API}/documents/${filePath}`).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);

    // JSON edit keeps the file; roles narrow who sees it
    const edited = await fso
      .put(`${BASE}/${id}`)
      .send({ prettyName: 'Security Handbook 2027', sectionName: 'COMPANY', allowedRoles: ['FSO'], validUntilDate: null });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      prettyName: 'Security Handbook 2027',
      sectionName: 'COMPANY',
      allowedRoles: ['FSO'],
      filePath,
      validUntilDate: null,
    });
    expect((await employee.get(BASE)).body.map((l: JsonBody) => l.id)).not.toContain(id);
    expect((await fso.get(BASE)).body.map((l: JsonBody) => l.id)).toContain(id);

    // a multipart edit with a file replaces it (roles repeated as a comma list)
    const replaced = await fso
      .put(`${BASE}/${id}`)
      .field('prettyName', 'Security Handbook 2027')
      .field('allowedRoles', 'FSO, CLIENT_EMPLOYEE')
      .field('isActive', 'false')
      .attach('file', Buffer.concat([PDF, Buffer.from('% v2\n')]), 'handbook-v2.pdf');
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ fileName: 'handbook-v2.pdf', isActive: false, allowedRoles: ['FSO', 'CLIENT_EMPLOYEE'] });
    expect(replaced.body.filePath).not.toBe(filePath);
    expect(await t.sql(`SELECT id FROM document WHERE id = $1`, [filePath])).toEqual([]);

    // the administrators' list shows inactive links too
    const all = await viewer.get(`${BASE}/all`).query({ filter: JSON.stringify({ isActive: false }) });
    expect(all.status).toBe(200);
    expect(all.headers['content-range']).toBe('download-links 0-0/1');
    expect(all.body[0]).toMatchObject({ id, isActive: false });
    expect((await employee.get(`${BASE}/all`)).status).toBe(403);

    const fileId = replaced.body.filePath as string;
    expect((await fso.delete(`${BASE}/${id}`)).status).toBe(204);
    expect(await t.sql(`SELECT id FROM document WHERE id = $1`, [fileId])).toEqual([]);
    const audit = await t.sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE object_table = 'download_link' AND object_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.map((a) => a.action)[0]).toBe('CREATE');
    expect(audit.map((a) => a.action).slice(-1)).toEqual(['DELETE']);
  });

  it('refuses what §5 refuses, with its messages, and writes nothing', async () => {
    const before = await count();
    const refused = async (req: ReturnType<UserAgent['post']>, message: string) => {
      const res = await req;
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    };
    await refused(fso.post(BASE).field('selectAllAllowedRoles', 'true').attach('file', PDF, 'a.pdf'), 'Display Name is required');
    await refused(fso.post(BASE).field('prettyName', 'No file').field('selectAllAllowedRoles', 'true'), 'File is required');
    await refused(fso.post(BASE).field('prettyName', 'No roles').attach('file', PDF, 'a.pdf'), 'Allowed Roles is required');
    await refused(
      fso.post(BASE).field('prettyName', 'Empty roles').field('allowedRoles', '').attach('file', PDF, 'a.pdf'),
      'Allowed Roles is required',
    );
    await refused(
      fso.post(BASE).field('prettyName', 'Bad role').field('allowedRoles', 'WIZARD').attach('file', PDF, 'a.pdf'),
      DOWNLOAD_MESSAGES.unknownRoles(['WIZARD']),
    );
    await refused(
      fso
        .post(BASE)
        .field('prettyName', 'Bad date')
        .field('selectAllAllowedRoles', 'true')
        .field('validUntilDate', '2027-02-30')
        .attach('file', PDF, 'a.pdf'),
      'Invalid Date',
    );
    await refused(
      fso
        .post(BASE)
        .field('prettyName', 'Two')
        .field('selectAllAllowedRoles', 'true')
        .attach('file', PDF, 'a.pdf')
        .attach('file', PDF, 'b.pdf'),
      UPLOAD_MESSAGES.tooMany(1),
    );
    expect(await count()).toBe(before);

    // on edit, a link for specific roles keeps needing them; one for every role stays so
    const specific = (await fso.post(BASE).field('prettyName', 'For FSOs').field('allowedRoles', 'FSO').attach('file', PDF, 'f.pdf')).body;
    const cleared = await fso.put(`${BASE}/${specific.id}`).send({ prettyName: 'For FSOs', allowedRoles: [] });
    expect(cleared.status).toBe(400);
    expect(cleared.body.message).toBe('Allowed Roles is required');
    const everyone = (
      await fso.post(BASE).field('prettyName', 'For all').field('selectAllAllowedRoles', 'true').attach('file', PDF, 'e.pdf')
    ).body;
    const kept = await fso.put(`${BASE}/${everyone.id}`).send({ prettyName: 'For all, renamed', allowedRoles: [] });
    expect(kept.status).toBe(200);
    expect(kept.body.allowedRoles).toEqual([]);
  });

  it('keeps tenants apart and needs TENANT_MASTER to write', async () => {
    const mine = (await fso.post(BASE).field('prettyName', 'Ours').field('selectAllAllowedRoles', 'true').attach('file', PDF, 'o.pdf'))
      .body;
    expect((await other.put(`${BASE}/${mine.id}`).send({ prettyName: 'Theirs' })).status).toBe(404);
    expect((await other.delete(`${BASE}/${mine.id}`)).status).toBe(404);
    expect((await other.get(`${API}/documents/${mine.filePath}`)).status).toBe(404);
    expect((await other.get(`${BASE}/all`)).body.map((l: JsonBody) => l.id)).not.toContain(mine.id);
    expect((await fso.delete(`${BASE}/not-a-uuid`)).status).toBe(404);
    expect(
      (await employee.post(BASE).field('prettyName', 'x').field('selectAllAllowedRoles', 'true').attach('file', PDF, 'x.pdf')).status,
    ).toBe(403);
    expect((await viewer.delete(`${BASE}/${mine.id}`)).status).toBe(403);
  });
});
