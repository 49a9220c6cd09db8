import type TestAgent from 'supertest/lib/agent';
import { PLATFORM_MESSAGES } from '@clearline/shared';
import { DEMO_TENANT_ID, MSS_TENANT_ID } from '../../src/seed/ids';
import { type CreatedUser, mailSnapshot, signInAs, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };

/** Notes, knowledge centre, support requests and e-mailed instructions. */
describe('platform services', () => {
  let t: TestApp;
  let ada: TestAgent;
  let bob: TestAgent & { user: CreatedUser };
  let stranger: TestAgent & { user: CreatedUser };
  let master: TestAgent;
  let fso: TestAgent;

  beforeAll(async () => {
    t = await startTestApp({ SUPPORT_EMAIL: 'helpdesk@provider.example' });
    ada = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'], username: 'ada_notes' });
    bob = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    stranger = await signInAs(t, { tenantId: MSS_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    master = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { MASTER_DATA: ALL } });
    fso = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { PERSONNEL: ALL } });
  }, 120_000);
  afterAll(() => t.close());

  describe('notes', () => {
    it('keeps my notes per section, private to me', async () => {
      const a = await ada.post('/api/v1/notes/dashboard').send({ content: 'Call DCSA about the FCL' }).expect(201);
      expect(a.body).toMatchObject({ sectionName: 'DASHBOARD', content: 'Call DCSA about the FCL' });
      await ada.post('/api/v1/notes/FACILITY').send({ content: 'Check the closed area' }).expect(201);
      const list = await ada.get('/api/v1/notes').query({ sectionName: 'DASHBOARD' }).expect(200);
      expect(list.body.map((n: { content: string }) => n.content)).toEqual(['Call DCSA about the FCL']);
      expect((await bob.get('/api/v1/notes').query({ sectionName: 'DASHBOARD' }).expect(200)).body).toEqual([]);
      await bob.get(`/api/v1/notes/DASHBOARD/${a.body.id}`).expect(404);
      await stranger.delete(`/api/v1/notes/DASHBOARD/${a.body.id}`).expect(404);
      await ada.get(`/api/v1/notes/FACILITY/${a.body.id}`).expect(404);

      const changed = await ada.put(`/api/v1/notes/DASHBOARD/${a.body.id}`).send({ content: 'Called DCSA' }).expect(200);
      expect(changed.body.content).toBe('Called DCSA');
      expect((await ada.get(`/api/v1/notes/dashboard/${a.body.id}`).expect(200)).body.content).toBe('Called DCSA');
      await ada.delete(`/api/v1/notes/DASHBOARD/${a.body.id}`).expect(204);
      await ada.get(`/api/v1/notes/DASHBOARD/${a.body.id}`).expect(404);
    });

    it('validates section and content', async () => {
      expect((await ada.get('/api/v1/notes').expect(400)).body.message).toContain('sectionName');
      expect((await ada.post('/api/v1/notes/DASHBOARD').send({ content: '' }).expect(400)).body.message).toBe('Content is required');
      expect(
        (
          await ada
            .post('/api/v1/notes/DASHBOARD')
            .send({ content: 'x'.repeat(4001) })
            .expect(400)
        ).body.message,
      ).toBe('Field exceeded max character length of 4000.');
      expect((await ada.post('/api/v1/notes/bad%20section').send({ content: 'x' }).expect(400)).body.message).toBe(
        'sectionName must be 1 to 64 letters, digits, "_" or "-"',
      );
      await t.agent().get('/api/v1/notes').query({ sectionName: 'DASHBOARD' }).expect(401);
    });
  });

  describe('knowledge centre', () => {
    it('lists tutorials by type and answers one with its videoUrl', async () => {
      expect((await ada.get('/api/v1/knowledge-center').expect(200)).body).toEqual([]);
      const item = await master
        .post('/api/v1/knowledge-center')
        .send({ type: 'PERSONNEL', title: 'Adding personnel', videoUrl: 'https://videos.example/add-personnel.mp4' })
        .expect(201);
      await master
        .post('/api/v1/knowledge-center')
        .send({ type: 'OTHER', title: 'Getting started', videoUrl: 'https://videos.example/start.mp4' })
        .expect(201);
      const list = await ada.get('/api/v1/knowledge-center').expect(200);
      expect(list.body.map((i: { type: string; title: string }) => [i.type, i.title])).toEqual([
        ['OTHER', 'Getting started'],
        ['PERSONNEL', 'Adding personnel'],
      ]);
      const one = await stranger.get(`/api/v1/knowledge-center/${item.body.id}`).expect(200);
      expect(one.body.videoUrl).toBe('https://videos.example/add-personnel.mp4');
      await ada.post('/api/v1/knowledge-center').send({ type: 'OTHER', title: 'x', videoUrl: 'https://v.example/x.mp4' }).expect(403);
      const bad = await master
        .post('/api/v1/knowledge-center')
        .send({ type: 'OTHER', title: 'x', videoUrl: 'javascript:alert(1)' })
        .expect(400);
      expect(bad.body.message).toBe('Video URL must be an https address');
      await ada.get('/api/v1/knowledge-center/00000000-0000-4000-8000-00000000dead').expect(404);
    });
  });

  describe('support', () => {
    it("e-mails a support request to the provider's support address and confirms it", async () => {
      const seen = mailSnapshot(t);
      const res = await ada
        .post('/api/v1/support-request')
        .send({ subject: 'Cannot upload SF-86', message: 'The upload stops at 50%.', category: 'PROBLEM', contactPhone: '703-555-0100' })
        .expect(200);
      expect(res.body.message).toBe('Your support request has been sent. Our support team will contact you.');
      const mail = await waitForMail(t, 'helpdesk@provider.example', seen);
      expect(mail).toContain('Subject: [Support] Cannot upload SF-86');
      expect(mail).toContain(`Support request ${res.body.reference}`);
      expect(mail).toContain('From: ada_notes');
      expect(mail).toContain('The upload stops at 50%.');
      const audit = await t.sql(`SELECT details FROM audit_log WHERE action = 'SUPPORT_REQUEST'`);
      expect(audit).toHaveLength(1);
      const bad = await ada.post('/api/v1/support-request').send({ subject: '', message: 'x' }).expect(400);
      expect(bad.body.message).toBe('Subject is required');
    });

    it('uses the SUPPORT_EMAIL system setting when set', async () => {
      await t.sql(`INSERT INTO system_setting (parameter_name, value) VALUES ('SUPPORT_EMAIL', 'tier1@provider.example')`);
      try {
        const seen = mailSnapshot(t);
        await bob.post('/api/v1/support-request').send({ subject: 'Question', message: 'How do I add a visit?' }).expect(200);
        expect(await waitForMail(t, 'tier1@provider.example', seen)).toContain('How do I add a visit?');
      } finally {
        await t.sql(`DELETE FROM system_setting WHERE parameter_name = 'SUPPORT_EMAIL'`);
      }
    });

    it("e-mails instructions signed with the tenant's signature and security office contact", async () => {
      await t.sql(
        `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'EMAIL_SIGNATURE', 'Acme Security Office'), ($1, 'SECURITY_OFFICE_EMAIL', 'fso@acme.example')`,
        [DEMO_TENANT_ID],
      );
      try {
        await t.sql(
          `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'New', 'Hire', 'new.hire@acme.example')`,
          [DEMO_TENANT_ID],
        );
        const seen = mailSnapshot(t);
        const res = await fso
          .post('/api/v1/email-instructions')
          .send({
            recipients: ['new.hire@acme.example', 'New.Hire@acme.example'],
            subject: 'Fingerprinting',
            instructions: 'Go to the fingerprint site on Monday.',
          })
          .expect(200);
        expect(res.body).toEqual({ message: 'The instructions have been e-mailed.', sent: 1 });
        const mail = await waitForMail(t, 'new.hire@acme.example', seen);
        expect(mail).toContain('Go to the fingerprint site on Monday.');
        expect(mail).toContain('Acme Security Office');
        expect(mail).toContain('Security office: fso@acme.example');
        const bad = await fso
          .post('/api/v1/email-instructions')
          .send({ recipients: ['nope'], subject: 's', instructions: 'i' })
          .expect(400);
        expect(bad.body.message).toBe('Recipient "nope" is not a valid e-mail address');
      } finally {
        await t.sql(`DELETE FROM tenant_setting WHERE tenant_id = $1 AND parameter_name IN ('EMAIL_SIGNATURE', 'SECURITY_OFFICE_EMAIL')`, [
          DEMO_TENANT_ID,
        ]);
      }
      await ada
        .post('/api/v1/email-instructions')
        .send({ recipients: ['a@b.co'], subject: 's', instructions: 'i' })
        .expect(403);
    });

    it("sends instructions only to the tenant's own users and personnel, naming each refused address", async () => {
      const [own] = await t.sql<{ email: string }>(`SELECT email FROM app_user WHERE id = $1`, [bob.user.id]);
      const [foreignUser] = await t.sql<{ email: string }>(`SELECT email FROM app_user WHERE id = $1`, [stranger.user.id]);
      const [pat] = await t.sql<{ id: string }>(
        `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Pat', 'Person', 'pat@acme.example') RETURNING id`,
        [DEMO_TENANT_ID],
      );
      await t.sql(
        `INSERT INTO personnel_contact (tenant_id, personnel_id, contact_type_enum, contact_name, personal_email_address, government_email_address)
         VALUES ($1, $2, 'PERSONAL', NULL, 'pat.home@mail.example', 'pat@agency.example'),
                ($1, $2, 'EMERGENCY', 'Pat''s sister', 'sister@mail.example', NULL)`,
        [DEMO_TENANT_ID, pat.id],
      );
      await t.sql(
        `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Other', 'Tenant', 'other@mss.example')`,
        [MSS_TENANT_ID],
      );
      const send = (recipients: string[]) =>
        fso.post('/api/v1/email-instructions').send({ recipients, subject: 'Badge pickup', instructions: 'Bring an ID.' });
      const refused = (emails: string) => PLATFORM_MESSAGES.instructionsRecipientsRefused.replace('{emails}', emails);

      const audits = () => t.sql(`SELECT 1 FROM audit_log WHERE action = 'EMAIL_INSTRUCTIONS'`);
      const auditsBefore = (await audits()).length;
      const seen = mailSnapshot(t);
      // another tenant's user and person, an emergency contact and an outsider: refused, nothing is sent, nothing audited
      const res = await send([
        'pat@acme.example',
        foreignUser.email,
        'other@mss.example',
        'sister@mail.example',
        'anyone@outside.example',
      ]).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: refused(`${foreignUser.email}, other@mss.example, sister@mail.example, anyone@outside.example`),
      });
      expect((await send(['Anyone@Outside.example']).expect(400)).body.message).toBe(refused('anyone@outside.example'));
      expect((await audits()).length).toBe(auditsBefore);

      // a user's e-mail and each of a person's addresses, whatever their case
      const ok = await send([own.email.toUpperCase(), 'pat@acme.example', 'Pat.Home@mail.example', 'pat@agency.example']).expect(200);
      expect(ok.body.sent).toBe(4);
      expect(await waitForMail(t, 'pat.home@mail.example', seen)).toContain('Bring an ID.');
      expect(mailSnapshot(t).filter((f) => !seen.includes(f) && /outside|mss\.example|sister/.test(f))).toEqual([]);
    });
  });
});
