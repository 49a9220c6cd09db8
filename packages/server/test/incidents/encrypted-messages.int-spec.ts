import { ENCRYPTED_MESSAGE_MESSAGES, MY_PORTAL_MESSAGES } from '@clearline/shared';
import { SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { API, createPerson, facility, tenantWithoutMfa, userIn, type JsonBody, type UserAgent } from '../personnel/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { waitForMail } from '../support/auth';
import { auditRowsOf, full, sessionAgent } from '../tenancy/support';

const MSG = `${API}/incidents/encrypted-message`;
const SUBJECT = 'Concern about a coworker';
const BODY = 'My coworker asked me to copy the program roster to a personal USB drive. Zebra-7731.';

/**
 * Encrypted messages: an employee writes to the security office; subject and body are ciphertext in the
 * database and in no audit row; only the sender and the recipients fixed when it was sent read it (anyone
 * else, in the tenant or another one, gets 404); each read is audited and a recipient's first read stamped.
 */
describe('encrypted messages', () => {
  let t: TestApp;
  let tenant: string;
  let employee: UserAgent;
  let fso: UserAgent;
  let officer: UserAgent;
  let coworker: UserAgent;
  let outsider: UserAgent;
  let sent: JsonBody;

  const send = (agent: UserAgent, body: Record<string, unknown> = { subject: SUBJECT, message: BODY }) => agent.post(MSG).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    tenant = await tenantWithoutMfa(t, 'Cipher Works');
    fso = await userIn(t, tenant, { roles: ['FSO'] });
    officer = await userIn(t, tenant, { roles: ['CLIENT_FSO'] });
    employee = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    coworker = await userIn(t, tenant, { roles: ['CLIENT_EMPLOYEE'] });
    outsider = await userIn(t, await tenantWithoutMfa(t, 'Other Cipher Co'), { roles: ['FSO'] });
    const f = await facility(fso, 'Cipher Plant');
    const me = await createPerson(fso, [f], { firstName: 'Erin', lastName: 'Sender', workEmail: 'erin@cipher.example' });
    await t.sql(`UPDATE personnel SET user_id = $1 WHERE id = $2`, [employee.user.id, me.id]);
    await t.sql(`UPDATE app_user SET first_name = 'Erin', last_name = 'Sender' WHERE id = $1`, [employee.user.id]);
  });
  afterAll(() => t?.close());

  it('sends a message to the users holding UPDATE on Reports & Incidents, stored as ciphertext only', async () => {
    const res = await send(employee).expect(201);
    sent = res.body;
    expect(sent).toMatchObject({
      direction: 'SENT',
      subject: SUBJECT,
      message: BODY,
      senderUserId: employee.user.id,
      senderName: 'Erin Sender',
    });
    expect(sent.recipients.map((r: JsonBody) => r.userId).sort()).toEqual([fso.user.id, officer.user.id].sort());
    expect(sent.recipients.every((r: JsonBody) => r.firstReadAt === null)).toBe(true);

    const [row] = await t.sql<Record<string, unknown>>(`SELECT * FROM incident WHERE id = $1`, [sent.id]);
    expect(row).toMatchObject({
      incident_type: 'ENCRYPTED_MESSAGE',
      reported_by_user_id: employee.user.id,
      self_reported: true,
      title: null,
    });
    expect(row.personnel_id).toEqual(expect.any(String));
    const stored = JSON.stringify(row);
    expect(row.message_ciphertext).toMatch(/^q1\./);
    for (const secret of [SUBJECT, BODY, 'Zebra-7731', 'coworker']) expect(stored).not.toContain(secret);

    const audit = await auditRowsOf(t, res.headers['x-request-id']);
    expect(audit.filter((r) => r.event_type === 'CREATE').map((r) => r.object_table)).toEqual(
      expect.arrayContaining(['incident', 'encrypted_message_recipient']),
    );
    expect(JSON.stringify(audit)).not.toContain('Zebra-7731');
    expect(JSON.stringify(audit)).not.toContain(SUBJECT);
  });

  it('tells each recipient by e-mail who wrote and where to read it, never what', async () => {
    for (const recipient of [fso, officer]) {
      const [{ email }] = await t.sql<{ email: string }>(`SELECT email FROM app_user WHERE id = $1`, [recipient.user.id]);
      const mail = await waitForMail(t, email);
      expect(mail).toContain('Erin Sender sent the security office an encrypted message');
      expect(mail).toContain(`/encrypted-messages/${sent.id}`);
      for (const secret of [SUBJECT, 'Zebra-7731', 'coworker']) expect(mail).not.toContain(secret);
    }
  });

  it('lists sent and received messages without subject or body, with the read state', async () => {
    const mine = await employee.get(`${MSG}/me`).expect(200);
    expect(mine.headers['x-total-count']).toBe('1');
    expect(mine.body).toEqual([
      expect.objectContaining({ id: sent.id, direction: 'SENT', senderName: 'Erin Sender', recipientCount: 2, readCount: 0, read: false }),
    ]);
    expect(JSON.stringify(mine.body)).not.toContain(SUBJECT);
    const inbox = await fso.get(`${MSG}/me`).query({ direction: 'RECEIVED', read: 'false' }).expect(200);
    expect(inbox.headers['x-total-count']).toBe('1');
    expect(inbox.body[0]).toMatchObject({ id: sent.id, direction: 'RECEIVED', read: false, firstReadAt: null });
    expect(inbox.body[0]).not.toHaveProperty('subject');
    expect(inbox.body[0]).not.toHaveProperty('message');
    expect((await coworker.get(`${MSG}/me`).expect(200)).body).toEqual([]);
    expect((await outsider.get(`${MSG}/me`).expect(200)).body).toEqual([]);
  });

  it('lets a recipient read it once decrypted, audits each read naming the reader and stamps the first read', async () => {
    const first = await fso.get(`${MSG}/${sent.id}`).expect(200);
    expect(first.body).toMatchObject({ id: sent.id, direction: 'RECEIVED', subject: SUBJECT, message: BODY, senderName: 'Erin Sender' });
    const rows = await auditRowsOf(t, first.headers['x-request-id']);
    const read = rows.find((r) => r.action === 'ENCRYPTED_MESSAGE_READ');
    expect(read).toMatchObject({
      event_type: 'ACTION',
      object_table: 'incident',
      object_id: sent.id,
      tenant_id: tenant,
      username: fso.user.username,
      details: { reader: 'RECIPIENT', firstRead: true },
    });
    expect(rows.find((r) => r.object_table === 'encrypted_message_recipient' && r.event_type === 'UPDATE')).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain('Zebra-7731');

    const [stamp] = await t.sql<{ first_read_at: Date }>(
      `SELECT first_read_at FROM encrypted_message_recipient WHERE incident_id = $1 AND user_id = $2`,
      [sent.id, fso.user.id],
    );
    expect(stamp.first_read_at).toBeInstanceOf(Date);

    const again = await fso.get(`${MSG}/${sent.id}`).expect(200);
    const againRows = await auditRowsOf(t, again.headers['x-request-id']);
    expect(againRows.map((r) => [r.event_type, r.action])).toEqual([['ACTION', 'ENCRYPTED_MESSAGE_READ']]);
    expect(againRows[0].details).toEqual({ reader: 'RECIPIENT', firstRead: false });
    const [same] = await t.sql<{ first_read_at: Date }>(
      `SELECT first_read_at FROM encrypted_message_recipient WHERE incident_id = $1 AND user_id = $2`,
      [sent.id, fso.user.id],
    );
    expect(same.first_read_at.getTime()).toBe(stamp.first_read_at.getTime());

    expect((await fso.get(`${MSG}/me`).query({ direction: 'RECEIVED', read: 'false' }).expect(200)).headers['x-total-count']).toBe('0');
  });

  it('shows the sender who has read it, and audits the sender’s own reads', async () => {
    const list = await employee.get(`${MSG}/me`).expect(200);
    expect(list.body[0]).toMatchObject({ read: true, readCount: 1, recipientCount: 2, firstReadAt: expect.any(String) });
    const res = await employee.get(`${MSG}/${sent.id}`).expect(200);
    expect(res.body).toMatchObject({ direction: 'SENT', subject: SUBJECT, message: BODY });
    const byUser = Object.fromEntries(res.body.recipients.map((r: JsonBody) => [r.userId, r.firstReadAt]));
    expect(byUser[fso.user.id]).toEqual(expect.any(String));
    expect(byUser[officer.user.id]).toBeNull();
    const rows = await auditRowsOf(t, res.headers['x-request-id']);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'ENCRYPTED_MESSAGE_READ',
        username: employee.user.username,
        details: { reader: 'SENDER', firstRead: false },
      }),
    ]);
  });

  it('answers 404 to anyone else: a coworker, a recipient added later, another tenant, a malformed or unknown id', async () => {
    expect((await coworker.get(`${MSG}/${sent.id}`).expect(404)).body.message).toBe(`Encrypted message ${sent.id} was not found`);
    const later = await userIn(t, tenant, { roles: ['FSO'] });
    await later.get(`${MSG}/${sent.id}`).expect(404);
    await outsider.get(`${MSG}/${sent.id}`).expect(404);
    await fso.get(`${MSG}/not-a-uuid`).expect(404);
    await fso.get(`${MSG}/00000000-0000-4000-8000-000000000999`).expect(404);
    const [{ n }] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'ENCRYPTED_MESSAGE_READ' AND username IN ($1, $2, $3)`,
      [coworker.user.username, later.user.username, outsider.user.username],
    );
    expect(n).toBe(0);
  });

  it('answers 404 for an incident of another type', async () => {
    const [other] = await t.sql<{ id: string }>(
      `INSERT INTO incident (tenant_id, incident_type, reported_by_user_id, title) VALUES ($1, 'OTHER', $2, 'Not a message') RETURNING id`,
      [tenant, employee.user.id],
    );
    await employee.get(`${MSG}/${other.id}`).expect(404);
    expect((await employee.get(`${MSG}/me`).expect(200)).body.map((m: JsonBody) => m.id)).toEqual([sent.id]);
  });

  it('does not open a ciphertext moved onto another message', async () => {
    const second = (await send(employee, { subject: 'Second', message: 'Another note' }).expect(201)).body;
    await t.sql(`UPDATE incident SET message_ciphertext = (SELECT message_ciphertext FROM incident WHERE id = $1) WHERE id = $2`, [
      sent.id,
      second.id,
    ]);
    const res = await fso.get(`${MSG}/${second.id}`).expect(500);
    expect(res.body.message).toBe(ENCRYPTED_MESSAGE_MESSAGES.unreadable);
    expect(JSON.stringify(res.body)).not.toContain('Zebra-7731');
  });

  it('validates subject and message', async () => {
    expect((await send(employee, { message: BODY }).expect(400)).body.message).toContain('Subject is required');
    expect((await send(employee, { subject: SUBJECT, message: '  ' }).expect(400)).body.message).toContain('Message is required');
    await send(employee, { subject: 'x'.repeat(201), message: BODY }).expect(400);
    await send(employee, { subject: SUBJECT, message: 'x'.repeat(10001) }).expect(400);
    await send(employee, { subject: SUBJECT, message: BODY, recipients: [coworker.user.id] }).expect(400);
  });

  it('needs CREATE on SEND_ENCRYPTED_MESSAGE to send, and a recipient in the tenant', async () => {
    const clerk = await sessionAgent(t, { tenantId: tenant, permissions: full('PERSONNEL') });
    expect((await clerk.post(MSG).send({ subject: SUBJECT, message: BODY }).expect(403)).body.message).toContain('SEND_ENCRYPTED_MESSAGE');
    await clerk.get(`${MSG}/me`).expect(403);
    await clerk.get(`${MSG}/${sent.id}`).expect(403);

    const lonely = await tenantWithoutMfa(t, 'No Office Co');
    const alone = await userIn(t, lonely, { roles: ['CLIENT_EMPLOYEE'] });
    expect((await send(alone).expect(400)).body.message).toBe(ENCRYPTED_MESSAGE_MESSAGES.noRecipients);
    const [{ n }] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM incident WHERE tenant_id = $1`, [lonely]);
    expect(n).toBe(0);
  });

  it('is refused while impersonating, even to a user holding SEND_ENCRYPTED_MESSAGE', async () => {
    const staff = await sessionAgent(t, {
      tenantId: SYSTEM_TENANT_ID,
      tenantType: 'SYSTEM',
      permissions: { ...full('SEND_ENCRYPTED_MESSAGE', 'USERS'), IMPERSONATE_ALL: { canView: true } },
    });
    await staff.post(`${API}/sessions/impersonate`).send({ tenantId: tenant }).expect(200);
    expect((await staff.post(MSG).send({ subject: SUBJECT, message: BODY }).expect(403)).body.message).toBe(
      MY_PORTAL_MESSAGES.impersonating,
    );
    await staff.get(`${MSG}/${sent.id}`).expect(403);
  });
});
