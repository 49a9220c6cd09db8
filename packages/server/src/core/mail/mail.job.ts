import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config/config';
import { JobHandler, type JobRunner, type OnWorkerStart } from '../queue/job-handler';
import { SealedPayloadError } from '../queue/payload-cipher';
import { QueueService } from '../queue/queue.service';
import type { JobPayload } from '../queue/queues';
import { StorageService } from '../storage/storage.service';
import { EmailTemplates } from './email-templates';
import { isTemplatedMail, type MailJobPayload, type MailMessage, openMailPayload, type QueuedMail, sealMailPayload } from './mail.service';

const safe = (s: string) => s.replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 80);

/**
 * SMTP timeouts (ms) instead of nodemailer's defaults (2 min to connect, 30 s for the greeting, 10 min of
 * socket inactivity), so a host that accepts the connection and then hangs frees the mail worker quickly
 * and the queue retries with its back-off.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** What a delivered mail job returns (kept in the queue's event stream): how, and the Message-ID; never the recipient or the text. */
export interface MailJobResult {
  delivered: 'smtp' | 'file';
  messageId: string;
}

declare module '../queue/queues' {
  interface JobPayloads {
    /** an e-mail, sealed by MailService.send */
    'mail.send': MailJobPayload;
  }
}

/** A job queued before messages were encrypted: its message in clear. */
type PlainMailPayload = JobPayload & { message: MailMessage };
const isPlain = (data: unknown): data is PlainMailPayload =>
  !!data && typeof data === 'object' && !('sealed' in data) && typeof (data as { message?: unknown }).message === 'object';

/**
 * Delivers one queued e-mail: over SMTP (nodemailer) when SMTP_URL is set, otherwise as an .eml
 * file in MAIL_DIR (config().mailDir), named `<time>-<job id>-<recipient>.eml`, so local users and
 * tests can read one-time codes. The message is decrypted here, at send time (see MailJobPayload), and
 * a templated one rendered from its stored template (EmailTemplates);
 * attachments are streamed from storage (e.g. report files). A failure (including an SMTP timeout, see
 * SMTP_TIMEOUTS) throws and the queue retries; the error kept with the job never names the recipient.
 * A payload that does not decrypt fails at once (UnrecoverableError).
 */
@Injectable()
@JobHandler('mail.send', 'mail')
export class MailJob implements JobRunner<MailJobPayload, MailJobResult>, OnWorkerStart, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private smtp?: Transporter;
  private readonly files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly storage: StorageService,
    private readonly queues: QueueService,
    private readonly templates: EmailTemplates,
  ) {}

  async run(job: Job<MailJobPayload>): Promise<MailJobResult> {
    const queued = await this.messageOf(job as Job<MailJobPayload | PlainMailPayload>);
    try {
      const message = isTemplatedMail(queued) ? await this.templates.compose(queued) : queued;
      return await this.deliver(job, message);
    } catch (e) {
      throw withoutRecipient(e, queued.to);
    }
  }

  private async messageOf(job: Job<MailJobPayload | PlainMailPayload>): Promise<QueuedMail> {
    const data = job.data;
    if (isPlain(data)) {
      // queued by a version that did not encrypt: encrypt it in Redis before anything else
      await job.updateData(sealMailPayload(data.message, data));
      return data.message;
    }
    try {
      return openMailPayload(data);
    } catch (e) {
      if (e instanceof SealedPayloadError) {
        throw new UnrecoverableError(`${e.message}: was it queued with another QUEUE_ENCRYPTION_KEY (or SESSION_SECRET)?`);
      }
      throw e;
    }
  }

  private async deliver(job: Job, message: MailMessage): Promise<MailJobResult> {
    const cfg = config();
    const { to, subject, text, html, attachments } = message;
    const files = await Promise.all(
      (attachments ?? []).map(async (a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: await this.storage.get(a.storageKey),
      })),
    );
    const mail = { from: cfg.mailFrom, to, subject, text, html, attachments: files };
    if (cfg.smtpUrl) {
      this.smtp ??= nodemailer.createTransport({ url: cfg.smtpUrl, ...SMTP_TIMEOUTS });
      const info = await this.smtp.sendMail(mail);
      return { delivered: 'smtp', messageId: String(info.messageId) };
    }
    const info = await this.files.sendMail(mail);
    mkdirSync(cfg.mailDir, { recursive: true });
    const file = join(cfg.mailDir, `${Date.now()}-${safe(String(job.id))}-${safe(to)}.eml`);
    // written under a temporary name and renamed, so a reader never sees half a message
    writeFileSync(`${file}.tmp`, info.message as Buffer);
    renameSync(`${file}.tmp`, file);
    return { delivered: 'file', messageId: String(info.messageId) };
  }

  /**
   * Once per worker start: removes completed mail jobs left by versions that kept them, and encrypts the
   * message of every other mail job still queued in clear (waiting, delayed or failed).
   */
  async onWorkerStart(): Promise<void> {
    const queue = this.queues.queue('mail');
    const removed = (await queue.clean(0, 0, 'completed')).length;
    let sealed = 0;
    for (const state of ['wait', 'prioritized', 'delayed', 'failed'] as const) {
      for (let start = 0; ; start += 500) {
        const jobs = await queue.getJobs([state], start, start + 499, true);
        for (const job of jobs) {
          if (!job || job.name !== 'mail.send' || !isPlain(job.data)) continue;
          await job.updateData(sealMailPayload(job.data.message, job.data));
          sealed += 1;
        }
        if (jobs.length < 500) break;
      }
    }
    if (removed || sealed) this.logger.log(`Mail queue: ${removed} completed job(s) removed, ${sealed} message(s) encrypted`);
  }

  onModuleDestroy(): void {
    this.smtp?.close();
  }
}

/** The delivery error with the recipient's address replaced (it is kept with the failed job and logged). */
function withoutRecipient(e: unknown, to: string): unknown {
  if (!(e instanceof Error) || !to) return e;
  const hide = (s: string | undefined) => (s ? s.split(to).join('<recipient>') : s);
  e.message = hide(e.message) ?? '';
  e.stack = hide(e.stack);
  return e;
}
