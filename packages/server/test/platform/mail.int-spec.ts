import { readdirSync } from 'node:fs';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { type Job, QueueEvents } from 'bullmq';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerError, type SMTPServerSession } from 'smtp-server';
import { config } from '../../src/core/config/config';
import { type MailJobResult, SMTP_TIMEOUTS } from '../../src/core/mail/mail.job';
import { MailService, type MailMessage } from '../../src/core/mail/mail.service';
import { QueueService } from '../../src/core/queue/queue.service';
import { createRedis } from '../../src/core/queue/redis';
import { decodeMail, startMailWorker } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

/** One message as the SMTP peer received it: the envelope and the decoded text. */
interface Received {
  mailFrom: string;
  rcptTo: string[];
  text: string;
}

const FROM = 'Clearline Mail Test <mailer@clearline.test>';

/**
 * The mail queue's SMTP branch against a real SMTP listener (smtp-server on 127.0.0.1): delivery,
 * a refused first attempt that is retried with back-off, an SMTP host that is down entirely, and one
 * that accepts the connection and never answers.
 */
describe('mail delivery over SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let events: QueueEvents;
  let port: number;
  const received: Received[] = [];
  /** subjects whose next DATA is refused (once each) with a 451 */
  const refuseOnce = new Set<string>();
  const refused: string[] = [];

  const onData = (stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null) => void) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const text = decodeMail(Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n'));
      const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
      if (refuseOnce.delete(subject)) {
        refused.push(subject);
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }) as SMTPServerError);
        return;
      }
      const envelope = session.envelope;
      received.push({
        mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
        rcptTo: envelope.rcptTo.map((r) => r.address),
        text,
      });
      callback();
    });
  };

  /** refuses recipients at nobody.example for good, naming the address in its reply (as real servers do) */
  const onRcptTo = (address: { address: string }, _session: SMTPServerSession, callback: (err?: Error | null) => void) => {
    if (address.address.endsWith('@nobody.example')) {
      callback(Object.assign(new Error(`Mailbox ${address.address} does not exist`), { responseCode: 550 }) as SMTPServerError);
      return;
    }
    callback();
  };

  const send = (message: MailMessage) => t.app.get(MailService).send(message, { tenantId: null, actorId: null });
  const mailJob = async (id: string | undefined) => {
    const job = await t.app.get(QueueService).queue('mail').getJob(id!);
    if (!job) throw new Error(`mail job ${id} is not in the queue`);
    return job as Job;
  };

  beforeAll(async () => {
    smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, onData, onRcptTo });
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(0, '127.0.0.1', () => resolve());
    });
    ({ port } = smtp.server.address() as AddressInfo);
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_BACKOFF_MS: '100', MAIL_FROM: FROM });
    startMailWorker(t);
    events = new QueueEvents('mail', { connection: createRedis(config().redisUrl, 'test-mail-events'), prefix: config().redisPrefix });
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await events?.close();
    await t?.close();
    if (smtp?.server.listening) await new Promise<void>((r) => smtp.close(() => r()));
  });

  it('delivers a queued message to the SMTP server with its From, To, Subject and body', async () => {
    const id = await send({
      to: 'ada@tenant.example',
      subject: 'Your sign-in code',
      text: 'Your one-time code is 482913.\nIt expires in 10 minutes.',
    });
    const job = await mailJob(id);
    const result = (await job.waitUntilFinished(events, 10_000)) as MailJobResult;
    // the return value (kept in the queue's event stream) names neither the recipient nor the text
    expect(Object.keys(result).sort()).toEqual(['delivered', 'messageId']);
    expect(result.delivered).toBe('smtp');
    expect(JSON.stringify(result)).not.toMatch(/ada@|482913/);

    const mail = received.find((m) => m.text.includes('Subject: Your sign-in code'));
    expect(mail).toBeDefined();
    expect(mail!.mailFrom).toBe('mailer@clearline.test');
    expect(mail!.rcptTo).toEqual(['ada@tenant.example']);
    expect(mail!.text).toMatch(/^From: Clearline Mail Test <mailer@clearline\.test>$/m);
    expect(mail!.text).toMatch(/^To: ada@tenant\.example$/m);
    expect(mail!.text).toMatch(/^Subject: Your sign-in code$/m);
    expect(mail!.text).toContain('Your one-time code is 482913.\nIt expires in 10 minutes.');
    // the Message-ID the SMTP transport reported is the one the server received
    expect(mail!.text).toContain(`Message-ID: ${result.messageId}`);
    // a delivered mail job is removed from Redis at once
    expect(await t.app.get(QueueService).queue('mail').getJob(id!)).toBeUndefined();
    // SMTP delivery writes no .eml file
    expect(readdirSync(t.mailDir)).toEqual([]);
  });

  it('retries a delivery the SMTP server refuses, and the message arrives on the second attempt', async () => {
    const subject = 'Report ready (retried)';
    refuseOnce.add(subject);
    const started = Date.now();
    const id = await send({ to: 'grace@tenant.example', subject, text: 'Your report is ready.' });
    await (await mailJob(id)).waitUntilFinished(events, 10_000);

    expect(refused).toEqual([subject]);
    const arrived = received.filter((m) => m.text.includes(`Subject: ${subject}`));
    expect(arrived).toHaveLength(1);
    expect(arrived[0].rcptTo).toEqual(['grace@tenant.example']);
    expect(arrived[0].text).toContain('Your report is ready.');

    // delivered on the second attempt, then removed from Redis like every delivered mail job
    expect(await t.app.get(QueueService).queue('mail').getJob(id!)).toBeUndefined();
    // the retry waited for the back-off (JOB_BACKOFF_MS = 100)
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('a mail job that fails for good keeps its message encrypted, and its recorded error does not name the recipient', async () => {
    const id = await send({ to: 'ghost@nobody.example', subject: 'Your sign-in code', text: 'Your one-time code is 135791.' });
    const job = await mailJob(id);
    await expect(job.waitUntilFinished(events, 15_000)).rejects.toThrow(/550/);

    const failed = await mailJob(id);
    expect(await failed.getState()).toBe('failed');
    expect(failed.attemptsMade).toBe(5);
    expect(failed.failedReason).toMatch(/recipients were rejected: 550 Mailbox <recipient> does not exist/);
    const kept = JSON.stringify({ data: failed.data, failedReason: failed.failedReason, stacktrace: failed.stacktrace });
    expect(kept).not.toMatch(/ghost|nobody\.example|135791|sign-in code/);
    expect(Object.keys(failed.data).sort()).toEqual(['actorId', 'sealed', 'tenantId']);
  });

  it('when the SMTP server is down, the job fails after its five attempts with the error recorded and writes no file', async () => {
    await new Promise<void>((r) => smtp.close(() => r()));
    expect(smtp.server.listening).toBe(false);

    const id = await send({ to: 'linus@tenant.example', subject: 'Nobody will read this', text: 'Lost in transit.' });
    const job = await mailJob(id);
    await expect(job.waitUntilFinished(events, 15_000)).rejects.toThrow(/ECONNREFUSED/);

    const failed = await mailJob(id);
    expect(await failed.getState()).toBe('failed');
    expect(failed.attemptsMade).toBe(5);
    expect(failed.failedReason).toMatch(/ECONNREFUSED/);
    expect(failed.stacktrace).toHaveLength(5);
    expect(received.some((m) => m.text.includes('Nobody will read this'))).toBe(false);
    // the SMTP branch never falls back to the MAIL_DIR files
    expect(readdirSync(t.mailDir)).toEqual([]);
  });

  it('gives up an attempt on an SMTP host that accepts the connection and never greets, within the greeting timeout, and retries', async () => {
    // a raw TCP listener on the SMTP port (the SMTP server is down since the previous test) that never speaks
    const sockets: Socket[] = [];
    const hang = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve, reject) => {
      hang.once('error', reject);
      hang.listen(port, '127.0.0.1', () => resolve());
    });
    try {
      const started = Date.now();
      const id = await send({ to: 'hopper@tenant.example', subject: 'Stuck at the door', text: 'Nobody says hello.' });
      let job = await mailJob(id);
      while (job.attemptsMade < 1 && Date.now() - started < 15_000) {
        await new Promise((r) => setTimeout(r, 100));
        job = await mailJob(id);
      }
      const elapsed = Date.now() - started;
      expect(sockets.length).toBeGreaterThanOrEqual(1);
      expect(job.attemptsMade).toBeGreaterThanOrEqual(1);
      // the attempt ended on the greeting timeout (10 s), not nodemailer's default 30 s
      expect(job.stacktrace?.[0]).toMatch(/Greeting never received/);
      expect(elapsed).toBeGreaterThanOrEqual(SMTP_TIMEOUTS.greetingTimeout - 500);
      expect(elapsed).toBeLessThan(15_000);
      // the job is not given up: after the back-off the next attempt connects again
      expect(await job.getState()).not.toBe('failed');
      const retryBy = Date.now() + 5_000;
      while (sockets.length < 2 && Date.now() < retryBy) await new Promise((r) => setTimeout(r, 50));
      expect(sockets.length).toBeGreaterThanOrEqual(2);
      expect(received.some((m) => m.text.includes('Stuck at the door'))).toBe(false);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => hang.close(() => r()));
    }
  }, 120_000);
});
