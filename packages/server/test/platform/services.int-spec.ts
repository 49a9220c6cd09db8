import type TestAgent from 'supertest/lib/agent';
import { DEMO_TENANT_ID, MSS_TENANT_ID } from '../../src/seed/ids';
import { mailSnapshot, signInAs, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };

/** Notes, knowledge centre, support requests and e-mailed instructions. */
describe('platform services', () => {
  let t: TestApp;
  let ada: TestAgent;
  let bob: TestAgent;
  let stranger: TestAgent;
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
      const seen = mailSnapshot(t);
      await bob.post('/api/v1/support-request').send({ subject: 'Question', message: 'How do I add a visit?' }).expect(200);
      expect(await waitForMail(t, 'tier1@provider.example', seen)).toContain('How do I add a visit?');
    });

    it("e-mails instructions signed with the tenant's signature and security office contact", async () => {
      await t.sql(
        `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'EMAIL_SIGNATURE', 'Acme Security Office'), ($1, 'SECURITY_OFFICE_EMAIL', 'fso@acme.example')`,
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
      expect(bad.body.message).toBe('Email Address is not valid');
      await ada
        .post('/api/v1/email-instructions')
        .send({ recipients: ['a@b.co'], subject: 's', instructions: 'i' })
        .expect(403);
    });
  });
});
