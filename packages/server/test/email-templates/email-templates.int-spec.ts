import type TestAgent from 'supertest/lib/agent';
import { EMAIL_TEMPLATE_KEYS } from '@clearline/shared';
import { DEMO_TENANT_ID, SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { type CreatedUser, createUser, mailSnapshot, signInAs, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { full } from '../tenancy/support';

const API = '/api/v1';
const ADMIN_EMAIL = 'templates.admin@provider.example';

interface Template {
  id: string;
  templateKey: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  version: number;
  placeholders: Array<{ name: string; sample: string; list: boolean }>;
  attachments: Array<{ id: string; fileName: string }>;
}

/** E-mail templates: the stored texts every e-mail is rendered from, their checks, previews, attachments and test e-mails. */
describe('e-mail templates', () => {
  let t: TestApp;
  let admin: TestAgent & { user: CreatedUser };
  let tenantFso: TestAgent;
  const byKey = new Map<string, Template>();

  const template = async (key: string): Promise<Template> => {
    const res = await admin.get(`${API}/email-templates/${byKey.get(key)!.id}`).expect(200);
    return res.body as Template;
  };
  const edit = (key: string, changes: Partial<Template>) =>
    template(key).then((tpl) =>
      admin.put(`${API}/email-templates/${tpl.id}`).send({
        subject: changes.subject ?? tpl.subject,
        textBody: changes.textBody ?? tpl.textBody,
        htmlBody: changes.htmlBody ?? tpl.htmlBody,
      }),
    );
  const ok = (r: { status: number; body: Template }) => {
    expect(r.status).toBe(200);
    return r;
  };
  const audits = (action: string | null, objectId: string) =>
    t.sql<{ event_type: string }>(
      `SELECT event_type FROM audit_log WHERE object_table = 'email_template' AND object_id = $1 AND ($2::text IS NULL OR action = $2) ORDER BY id`,
      [objectId, action],
    );

  beforeAll(async () => {
    t = await startTestApp({ SUPPORT_EMAIL: 'helpdesk@provider.example' });
    admin = await signInAs(t, { tenantId: SYSTEM_TENANT_ID, permissions: full('MASTER_DATA'), email: ADMIN_EMAIL });
    tenantFso = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const list = await admin.get(`${API}/email-templates`).query({ size: 50 }).expect(200);
    for (const row of list.body as Template[]) byKey.set(row.templateKey, row);
  }, 180_000);
  afterAll(() => t.close());

  it('lists one built-in template for every e-mail the product sends, as a list endpoint', async () => {
    expect([...byKey.keys()].sort()).toEqual([...EMAIL_TEMPLATE_KEYS].sort());
    const page = await admin.get(`${API}/email-templates`).query({ sort: '["templateKey","ASC"]', size: 2 }).expect(200);
    expect(page.body.map((r: Template) => r.templateKey)).toEqual([...EMAIL_TEMPLATE_KEYS].sort().slice(0, 2));
    expect(page.headers['content-range']).toBe(`email-templates 0-1/${EMAIL_TEMPLATE_KEYS.length}`);
    const reset = await template('PASSWORD_RESET');
    expect(reset.placeholders.map((p) => p.name)).toEqual(['productName', 'publicUrl', 'code', 'link', 'minutes']);
    expect(reset.textBody).toContain('{{code}}');
  });

  it('previews a template with sample values: by key, stored, and an unsaved draft, HTML escaped in the HTML body only', async () => {
    const byKeyPreview = await admin.get(`${API}/email-templates/preview`).query({ key: 'PASSWORD_RESET' }).expect(200);
    expect(byKeyPreview.body.subject).toBe('Clearline password reset code');
    expect(byKeyPreview.body.text).toContain('Your Clearline password reset code is 654321');
    expect(byKeyPreview.body.html).toContain('<strong');
    await admin.get(`${API}/email-templates/preview`).query({ key: 'NO_SUCH_TEMPLATE' }).expect(404);
    const id = byKey.get('WELCOME')!.id;
    expect((await admin.get(`${API}/email-templates/${id}/preview`).expect(200)).body.text).toContain('Hello Grace Hopper,');

    const draft = await admin
      .put(`${API}/email-templates/${id}/preview`)
      .send({ subject: 'Hi {{name}} & co', textBody: 'Dear {{name}} <{{username}}>', htmlBody: '<p>{{name}} <{{username}}></p>' })
      .expect(200);
    expect(draft.body).toEqual({
      subject: 'Hi Grace Hopper & co',
      text: 'Dear Grace Hopper <ghopper>',
      html: '<p>Grace Hopper <ghopper></p>',
    });
    // the draft was not stored
    expect((await template('WELCOME')).subject).toBe('Welcome to {{productName}}');
    // the live preview refuses what a save would refuse
    const bad = await admin.put(`${API}/email-templates/${id}/preview`).send({ subject: 'Hi {{nmae}}', textBody: 'x' }).expect(400);
    expect(bad.body.message).toBe('Unknown placeholder {{nmae}} in Subject');
  });

  it('refuses an unknown placeholder on save, naming it, and malformed syntax with the parser’s line; nothing is stored', async () => {
    const before = await template('SIGN_IN_CODE');
    const unknown = await edit('SIGN_IN_CODE', { textBody: 'Your code is {{code}} for {{foo}}' }).then((r) => r);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown placeholder {{foo}} in Text Body');
    const inHtml = await edit('SIGN_IN_CODE', { htmlBody: '<p>{{#each link}}{{this}}{{/each}}</p>' });
    expect(inHtml.status).toBe(400);
    expect(inHtml.body.message).toBe('Unknown placeholder {{link}} in HTML Body');
    const malformed = await edit('SIGN_IN_CODE', { textBody: 'Line one\nYour code is {{code}\n' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^Template syntax error in Text Body: Parse error on line 2: /);
    const unclosed = await edit('SIGN_IN_CODE', { subject: '{{#if code}}Code' });
    expect(unclosed.status).toBe(400);
    expect(unclosed.body.message).toMatch(/^Template syntax error in Subject: /);
    const blank = await edit('SIGN_IN_CODE', { subject: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Subject is required');
    const after = await template('SIGN_IN_CODE');
    expect(after).toMatchObject({ subject: before.subject, textBody: before.textBody, htmlBody: before.htmlBody, version: before.version });
    expect(await audits(null, before.id)).toEqual([]);
  });

  it('sends the password-reset e-mail from its template: an edit changes the mail that arrives', async () => {
    const res = await edit('PASSWORD_RESET', {
      subject: 'Reset your {{productName}} password',
      textBody: 'Edited wording. Your code is {{code}} (valid {{minutes}} minutes).\nLink: {{link}}\n',
      htmlBody: '<p>Edited wording: <b>{{code}}</b></p>',
    }).then(ok);
    expect(res.body.version).toBe(byKey.get('PASSWORD_RESET')!.version + 1);
    expect(await audits(null, res.body.id)).toEqual([{ event_type: 'UPDATE' }]);

    const user = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'], email: 'reset.reader@acme.example' });
    const seen = mailSnapshot(t);
    await t.agent().post(`${API}/auth/password-reset/send-otp`).send({ username: user.username }).expect(202);
    const mail = await waitForMail(t, 'reset.reader@acme.example', seen);
    expect(mail).toMatch(/^Subject: Reset your Clearline password$/m);
    expect(mail).toContain('Edited wording. Your code is ');
    expect(mail).toMatch(/Link: https?:\/\/\S+token=/);
    expect(mail).toContain('<p>Edited wording: <b>');
    expect(mail).not.toContain('Enter it on the reset page');
    // the code in the mail is the real one: it resets the password
    const code = /Your code is (\d{6})/.exec(mail)![1];
    await t
      .agent()
      .post(`${API}/auth/password-reset/submit`)
      .send({ username: user.username, otp: code, password: 'Another-Long-Passw0rd!' })
      .expect((r) => expect(r.status).toBeLessThan(300));
  });

  it('sends the support request from its template too', async () => {
    await edit('SUPPORT_REQUEST', { subject: '[Helpdesk] {{subject}} ({{category}})' }).then(ok);
    const employee = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    const seen = mailSnapshot(t);
    await employee
      .post(`${API}/support-request`)
      .send({ subject: 'Printer', message: 'It jams <b>now</b> & then.', category: 'PROBLEM' })
      .expect(200);
    const mail = await waitForMail(t, 'helpdesk@provider.example', seen);
    expect(mail).toMatch(/^Subject: \[Helpdesk\] Printer \(PROBLEM\)$/m);
    // the value as written in the text part, HTML-escaped in the HTML part
    expect(mail).toContain('\n\nIt jams <b>now</b> & then.');
    expect(mail).toContain('>It jams &lt;b&gt;now&lt;/b&gt; &amp; then.</pre>');
  });

  it('sends a test e-mail of the stored template with sample values to the caller, with the template’s attachments', async () => {
    const id = byKey.get('WELCOME')!.id;
    const added = await admin
      .post(`${API}/email-template/${id}/attachment`)
      .attach('file', Buffer.from('Bring two forms of ID.\n'), 'briefing.txt')
      .expect(201);
    expect(added.body).toMatchObject({ fileName: 'briefing.txt', contentType: 'text/plain', sizeBytes: 23 });
    expect((await template('WELCOME')).attachments.map((a) => a.fileName)).toEqual(['briefing.txt']);

    const seen = mailSnapshot(t);
    const sent = await admin.post(`${API}/email-templates/${id}/send-test`).expect(200);
    expect(sent.body).toEqual({ message: `Test e-mail sent to ${ADMIN_EMAIL}`, to: ADMIN_EMAIL });
    const mail = await waitForMail(t, ADMIN_EMAIL, seen);
    expect(mail).toMatch(/^Subject: Welcome to Clearline$/m);
    expect(mail).toContain('Hello Grace Hopper,');
    expect(mail).toContain('Your username is ghopper');
    expect(mail).toMatch(/Content-Disposition: attachment; filename=briefing\.txt/);
    expect(mail).toContain(Buffer.from('Bring two forms of ID.\n').toString('base64'));
    expect(await audits('EMAIL_TEMPLATE_TEST_SENT', id)).toEqual([{ event_type: 'ACTION' }]);

    // removed: the next e-mail goes without it
    await admin.delete(`${API}/email-template/${id}/attachment/${added.body.id}`).expect(204);
    await admin.delete(`${API}/email-template/${id}/attachment/${added.body.id}`).expect(404);
    expect((await template('WELCOME')).attachments).toEqual([]);
    const seen2 = mailSnapshot(t);
    await admin.post(`${API}/email-templates/${id}/send-test`).expect(200);
    expect(await waitForMail(t, ADMIN_EMAIL, seen2)).not.toContain('briefing.txt');
    const rows = await t.sql(`SELECT event_type FROM audit_log WHERE object_table = 'email_template_attachment' ORDER BY id`);
    expect(rows.map((r) => r.event_type)).toEqual(['CREATE', 'DELETE']);
  });

  it('refuses an attachment that is not a file of an accepted type, and another template’s attachment', async () => {
    const id = byKey.get('REPORT_READY')!.id;
    await admin.post(`${API}/email-template/${id}/attachment`).expect(400);
    const exe = await admin
      .post(`${API}/email-template/${id}/attachment`)
      .attach('file', Buffer.from('MZ\x90\x00'), 'tool.exe')
      .expect(400);
    expect(exe.body.message).toContain('tool.exe');
    const a = await admin.post(`${API}/email-template/${id}/attachment`).attach('file', Buffer.from('a,b\n1,2\n'), 'data.csv').expect(201);
    await admin.delete(`${API}/email-template/${byKey.get('WELCOME')!.id}/attachment/${a.body.id}`).expect(404);
    await admin.delete(`${API}/email-template/${id}/attachment/not-a-uuid`).expect(404);
    await admin.delete(`${API}/email-template/${id}/attachment/${a.body.id}`).expect(204);
  });

  it('adds a template of its own (multipart, with an attachment), offering the common placeholders', async () => {
    const res = await admin
      .post(`${API}/email-template`)
      .field('templateKey', 'ANNUAL_BRIEFING')
      .field('name', 'Annual briefing')
      .field('subject', '{{productName}} annual briefing')
      .field('textBody', 'Open {{publicUrl}} to read it.')
      .attach('file', Buffer.from('Agenda\n'), 'agenda.txt')
      .expect(201);
    expect(res.body).toMatchObject({ templateKey: 'ANNUAL_BRIEFING', builtIn: false, htmlBody: '', attachmentCount: 1 });
    expect(res.body.placeholders.map((p: { name: string }) => p.name)).toEqual(['productName', 'publicUrl']);
    expect(res.body.attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['agenda.txt']);
    const audit = await audits(null, res.body.id);
    expect(audit).toEqual([{ event_type: 'CREATE' }]);

    const again = await admin
      .post(`${API}/email-template`)
      .send({ templateKey: 'ANNUAL_BRIEFING', name: 'Again', subject: 'x', textBody: 'y' })
      .expect(409);
    expect(again.body.message).toBe('Template Key already in use');
    const badKey = await admin
      .post(`${API}/email-template`)
      .send({ templateKey: 'annual briefing', name: 'x', subject: 'x', textBody: 'y' })
      .expect(400);
    expect(badKey.body.message).toBe('Template Key must be 3 to 64 upper-case letters, digits or underscores, starting with a letter');
    const unknown = await admin
      .post(`${API}/email-template`)
      .send({ templateKey: 'OTHER_ONE', name: 'x', subject: 'x', textBody: 'Code {{code}}' })
      .expect(400);
    expect(unknown.body.message).toBe('Unknown placeholder {{code}} in Text Body');
    expect(await t.sql(`SELECT 1 FROM email_template WHERE template_key = 'OTHER_ONE'`)).toEqual([]);

    const seen = mailSnapshot(t);
    await admin.post(`${API}/email-templates/${res.body.id}/send-test`).expect(200);
    const mail = await waitForMail(t, ADMIN_EMAIL, seen);
    expect(mail).toMatch(/^Subject: Clearline annual briefing$/m);
    expect(mail).toContain('filename=agenda.txt');
  });

  it('answers 404 for an unknown or malformed id, and a stale version 409', async () => {
    await admin.get(`${API}/email-templates/00000000-0000-4000-8000-00000000dead`).expect(404);
    await admin.get(`${API}/email-templates/nope`).expect(404);
    await admin.post(`${API}/email-templates/nope/send-test`).expect(404);
    const tpl = await template('EMAIL_INSTRUCTIONS');
    await admin
      .put(`${API}/email-templates/${tpl.id}`)
      .send({ subject: tpl.subject, textBody: tpl.textBody, version: tpl.version + 5 })
      .expect(409);
  });

  it('is MASTER_DATA only: a tenant FSO gets 403 on every route', async () => {
    const id = byKey.get('WELCOME')!.id;
    const att = '00000000-0000-4000-8000-000000000001';
    const calls = [
      tenantFso.get(`${API}/email-templates`),
      tenantFso.get(`${API}/email-templates/preview`).query({ key: 'WELCOME' }),
      tenantFso.get(`${API}/email-templates/${id}`),
      tenantFso.put(`${API}/email-templates/${id}`).send({ subject: 'x', textBody: 'y' }),
      tenantFso.get(`${API}/email-templates/${id}/preview`),
      tenantFso.put(`${API}/email-templates/${id}/preview`).send({ subject: 'x', textBody: 'y' }),
      tenantFso.post(`${API}/email-templates/${id}/send-test`),
      tenantFso.post(`${API}/email-template`).send({ templateKey: 'MINE_NOW', name: 'x', subject: 'x', textBody: 'y' }),
      tenantFso.post(`${API}/email-template/${id}/attachment`).attach('file', Buffer.from('x\n'), 'x.txt'),
      tenantFso.delete(`${API}/email-template/${id}/attachment/${att}`),
    ];
    for (const call of calls) expect((await call).status).toBe(403);
    expect((await template('WELCOME')).subject).toBe('Welcome to {{productName}}');
  });
});
