import { startTestApp, type TestApp } from '../support/test-app';
import { auditRowsOf, newTenant, sessionAgent } from './support';

/**
 * Read-only impersonation (MSS_IMPERSONATE) changes nothing in the impersonated tenant: every unsafe
 * method is refused, also on routes that need no more than sign-in (notes, documents, support requests),
 * except the few declared @AllowWhileReadOnly(): ending or switching the impersonation, the user's own
 * account (changed in the home tenant) and reads sent as POST.
 */
describe('read-only impersonation refuses every change', () => {
  let t: TestApp;
  let mss: string;
  let managed: string;

  beforeAll(async () => {
    t = await startTestApp();
    mss = await newTenant(t, { name: 'Watchtower MSS', tenantType: 'MSS' });
    managed = await newTenant(t, { name: 'Watchtower Client', managedBy: mss });
  });
  afterAll(async () => {
    await t?.close();
  });

  const READ_ONLY = 'You are impersonating Watchtower Client read-only. Use "Impersonate and create" to make changes.';
  const notesOf = (tenantId: string) => t.sql(`SELECT 1 FROM note WHERE tenant_id = $1`, [tenantId]);

  it('refuses POST /notes and the other signed-in writes with 403, stores nothing; reads and ending the impersonation work', async () => {
    const viewer = await sessionAgent(t, {
      tenantId: mss,
      tenantType: 'MSS',
      permissions: { MSS_IMPERSONATE: { canView: true }, TENANT_AUDIT_LOG: { canView: true } },
    });
    await viewer.post('/api/v1/sessions/impersonate').send({ tenantId: managed }).expect(200);

    const refused = await viewer.post('/api/v1/notes/PERSONNEL').send({ content: 'written while read-only' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ statusCode: 403, error: 'Forbidden', message: READ_ONLY });
    expect(await notesOf(managed)).toHaveLength(0);
    expect(await auditRowsOf(t, refused.headers['x-request-id'])).toEqual([]);

    // their note in that tenant (e.g. from an earlier "Impersonate and create"): neither changed nor deleted now
    const [note] = await t.sql<{ id: string }>(
      `INSERT INTO note (tenant_id, section_name, content, author_id) VALUES ($1, 'PERSONNEL', 'kept', $2) RETURNING id`,
      [managed, viewer.user.id],
    );
    await viewer.put(`/api/v1/notes/PERSONNEL/${note.id}`).send({ content: 'changed' }).expect(403);
    await viewer.delete(`/api/v1/notes/PERSONNEL/${note.id}`).expect(403);
    expect(await t.sql(`SELECT content FROM note WHERE id = $1`, [note.id])).toEqual([{ content: 'kept' }]);
    await viewer.post('/api/v1/support-request').send({ subject: 'Help', message: 'Please' }).expect(403);

    // reading goes on, including a read sent as POST
    await viewer.get('/api/v1/notes?sectionName=PERSONNEL').expect(200);
    await viewer.post('/api/v1/application-audits/export').send({ format: 'CSV' }).expect(200);

    // ending the impersonation still works, and back home the same write is accepted
    const end = await viewer.post('/api/v1/sessions/impersonation-switcher').expect(200);
    expect(end.body).toEqual({});
    expect((await viewer.get('/api/v1/sessions/is-valid').expect(200)).body.impersonating).toBeNull();
    await viewer.post('/api/v1/notes/PERSONNEL').send({ content: 'written at home' }).expect(201);
    expect(await notesOf(mss)).toHaveLength(1);
    expect(await notesOf(managed)).toHaveLength(1);
  });

  it('lets the user change their own account (in the home tenant) and move on to "Impersonate and create"', async () => {
    const creator = await sessionAgent(t, {
      tenantId: mss,
      tenantType: 'MSS',
      permissions: { MSS_IMPERSONATE: { canView: true }, MSS_IMPERSONATE_CREATE: { canView: true } },
    });
    await creator.post('/api/v1/sessions/impersonate').send({ tenantId: managed }).expect(200);
    const me = await creator.put('/api/v1/users/me').send({ firstName: 'Renamed' }).expect(200);
    expect(me.body.firstName).toBe('Renamed');
    const rows = await auditRowsOf(t, me.headers['x-request-id']);
    expect(rows.map((r) => [r.event_type, r.tenant_id, r.object_table])).toEqual([['UPDATE', mss, 'app_user']]);

    await creator.post('/api/v1/notes/PERSONNEL').send({ content: 'not yet' }).expect(403);
    const upgraded = await creator.post('/api/v1/sessions/impersonate/create').send({ tenantId: managed }).expect(200);
    expect(upgraded.body).toMatchObject({ tenantId: managed, readOnly: false });
    await creator.post('/api/v1/notes/PERSONNEL').send({ content: 'with the create variant' }).expect(201);
  });
});
