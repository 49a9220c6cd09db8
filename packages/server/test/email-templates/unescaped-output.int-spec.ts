import type TestAgent from 'supertest/lib/agent';
import { DEMO_TENANT_ID, SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { mailSnapshot, signInAs, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { full } from '../tenancy/support';

const API = '/api/v1';
const ADMIN_EMAIL = 'escaping.admin@provider.example';
const SUPPORT_EMAIL = 'helpdesk@provider.example';

interface Template {
  id: string;
  templateKey: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  version: number;
}

const TRIPLE_IN_HTML =
  'Triple braces ({{{name}}} on line 2) put values into the e-mail without escaping and are not allowed in HTML Body: use {{name}}.';

/**
 * Issue 30, item 6: Handlebars forms that put a value into an e-mail without HTML-escaping it (triple braces,
 * {{& }}, raw blocks) are refused by the preview and the save with a 400 naming them, and a template that holds
 * them anyway (written into the table directly) never renders a value unescaped: its preview and test e-mail
 * answer 400, and the e-mails the product sends from it carry every value escaped.
 */
describe('e-mail templates: values are always escaped in the HTML body', () => {
  let t: TestApp;
  let admin: TestAgent;
  const byKey = new Map<string, Template>();

  const template = async (key: string): Promise<Template> =>
    (await admin.get(`${API}/email-templates/${byKey.get(key)!.id}`).expect(200)).body as Template;
  const audits = (objectId: string) =>
    t.sql<{ event_type: string; action: string | null }>(
      `SELECT event_type, action FROM audit_log WHERE object_table = 'email_template' AND object_id = $1 ORDER BY id`,
      [objectId],
    );

  beforeAll(async () => {
    t = await startTestApp({ SUPPORT_EMAIL });
    admin = await signInAs(t, { tenantId: SYSTEM_TENANT_ID, permissions: full('MASTER_DATA'), email: ADMIN_EMAIL });
    const list = await admin.get(`${API}/email-templates`).query({ size: 50 }).expect(200);
    for (const row of list.body as Template[]) byKey.set(row.templateKey, row);
  }, 180_000);
  afterAll(() => t.close());

  it('refuses triple braces, {{& }} and raw blocks in the live preview, naming them and what to write instead', async () => {
    const id = byKey.get('WELCOME')!.id;
    const preview = (body: Partial<Template>) =>
      admin.put(`${API}/email-templates/${id}/preview`).send({ subject: 'Welcome', textBody: 'Hello {{name}}', ...body });

    const triple = await preview({ htmlBody: '<p>Hello</p>\n<p>{{{name}}}</p>' });
    expect(triple.status).toBe(400);
    expect(triple.body.message).toBe(TRIPLE_IN_HTML);

    const ampersand = await preview({ htmlBody: '<p>{{& username}}</p>' });
    expect(ampersand.status).toBe(400);
    expect(ampersand.body.message).toBe(
      'An ampersand after the braces ({{& username}} on line 1) puts values into the e-mail without escaping and is not allowed in HTML Body: use {{username}}.',
    );

    const raw = await preview({ textBody: 'Hello\n{{{{raw}}}}{{name}}{{{{/raw}}}}' });
    expect(raw.status).toBe(400);
    expect(raw.body.message).toMatch(
      /^Raw blocks \({{{{raw}}}} on line 2\) put their text into the e-mail without escaping and are not allowed in Text Body: /,
    );

    // the same draft with {{name}} renders, escaped
    const fine = await preview({ htmlBody: '<p>Hello</p>\n<p>{{name}}</p>' }).expect(200);
    expect(fine.body.html).toBe('<p>Hello</p>\n<p>Grace Hopper</p>');
  });

  it('refuses them on save (edit and add): nothing is stored, nothing audited', async () => {
    const before = await template('WELCOME');
    const edit = await admin
      .put(`${API}/email-templates/${before.id}`)
      .send({ subject: before.subject, textBody: before.textBody, htmlBody: '<p>Hello</p>\n<p>{{{name}}}</p>', version: before.version });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(TRIPLE_IN_HTML);
    const after = await template('WELCOME');
    expect(after).toMatchObject({ htmlBody: before.htmlBody, version: before.version });
    expect(await audits(before.id)).toEqual([]);

    const add = await admin.post(`${API}/email-template`).send({
      templateKey: 'RAW_NOTICE',
      name: 'Raw notice',
      subject: 'Notice',
      textBody: 'See {{publicUrl}}',
      htmlBody: '<a>{{~&publicUrl~}}</a>',
    });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(
      'An ampersand after the braces ({{~&publicUrl~}} on line 1) puts values into the e-mail without escaping and is not allowed in HTML Body: use {{~publicUrl~}}.',
    );
    const multipart = await admin
      .post(`${API}/email-template`)
      .field('templateKey', 'RAW_NOTICE')
      .field('name', 'Raw notice')
      .field('subject', '{{{productName}}} notice')
      .field('textBody', 'See {{publicUrl}}');
    expect(multipart.status).toBe(400);
    expect(multipart.body.message).toBe(
      'Triple braces ({{{productName}}} on line 1) put values into the e-mail without escaping and are not allowed in Subject: use {{productName}}.',
    );
    expect(await t.sql(`SELECT 1 FROM email_template WHERE template_key = 'RAW_NOTICE'`)).toEqual([]);
  });

  it('a template stored with triple braces (written into the table directly): its preview and test e-mail answer 400, its e-mails carry every value escaped', async () => {
    const id = byKey.get('SUPPORT_REQUEST')!.id;
    // as a template stored before the check existed would be: the HTML body puts the user's message in raw
    await t.sql(`UPDATE email_template SET html_body = $2 WHERE id = $1`, [
      id,
      '<p>Support request</p>\n<div class="message">{{{message}}}</div>',
    ]);
    const refused =
      'Triple braces ({{{message}}} on line 2) put values into the e-mail without escaping and are not allowed in HTML Body: use {{message}}.';

    // the previews say what to change
    const stored = await admin.get(`${API}/email-templates/${id}/preview`);
    expect(stored.status).toBe(400);
    expect(stored.body.message).toBe(refused);
    const byTemplateKey = await admin.get(`${API}/email-templates/preview`).query({ key: 'SUPPORT_REQUEST' });
    expect(byTemplateKey.status).toBe(400);
    expect(byTemplateKey.body.message).toBe(refused);

    // the test e-mail is refused before anything is queued
    const seen = mailSnapshot(t);
    const test = await admin.post(`${API}/email-templates/${id}/send-test`);
    expect(test.status).toBe(400);
    expect(test.body.message).toBe(refused);
    expect((await audits(id)).filter((a) => a.action === 'EMAIL_TEMPLATE_TEST_SENT')).toEqual([]);

    // what the product sends from it still arrives, with the value escaped in the HTML part
    const employee = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    await employee
      .post(`${API}/support-request`)
      .send({ subject: 'Printer', message: 'It jams <img src=x onerror=alert(1)> & <b>then</b>.', category: 'PROBLEM' })
      .expect(200);
    const mail = await waitForMail(t, SUPPORT_EMAIL, seen);
    // the text part holds the message as written (it is not HTML), the HTML part holds it escaped
    const [textPart, htmlPart] = mail.split(/^Content-Type: text\/html.*$/m);
    expect(textPart).toContain('It jams <img src=x onerror=alert(1)> & <b>then</b>.');
    expect(htmlPart).toContain(
      '<div class="message">It jams &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt; &amp; &lt;b&gt;then&lt;/b&gt;.</div>',
    );
    expect(htmlPart).not.toContain('<img');
    expect(htmlPart).not.toContain('<b>then</b>');
    // the test e-mail was never sent: the only mail to the admin's address is none
    expect(mailSnapshot(t).filter((f) => !seen.includes(f) && f.includes(ADMIN_EMAIL))).toEqual([]);

    // once the administrator writes {{message}}, the preview renders again
    const fixed = await admin
      .put(`${API}/email-templates/${id}`)
      .send({ subject: '[Support] {{subject}}', textBody: '{{message}}', htmlBody: '<div class="message">{{message}}</div>' })
      .expect(200);
    expect(fixed.body.htmlBody).toBe('<div class="message">{{message}}</div>');
    expect((await admin.get(`${API}/email-templates/${id}/preview`).expect(200)).body.html).toBe(
      '<div class="message">The upload stops at 50%.</div>',
    );
  });
});
