import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Job } from 'bullmq';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config/config';
import { JobHandler, type JobRunner } from '../queue/job-handler';
import { StorageService } from '../storage/storage.service';
import type { MailJobPayload } from './mail.service';

const safe = (s: string) => s.replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 80);

/**
 * SMTP timeouts (ms) instead of nodemailer's defaults (2 min to connect, 30 s for the greeting, 10 min of
 * socket inactivity), so a host that accepts the connection and then hangs frees the mail worker quickly
 * and the queue retries with its back-off.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * Delivers one queued e-mail: over SMTP (nodemailer) when SMTP_URL is set, otherwise as an .eml
 * file in MAIL_DIR (config().mailDir), named `<time>-<job id>-<recipient>.eml`, so local users and
 * tests can read one-time codes. Attachments are streamed from storage (e.g. report files). A failure
 * (including an SMTP timeout, see SMTP_TIMEOUTS) throws and the queue retries.
 */
@Injectable()
@JobHandler('mail.send')
export class MailJob implements JobRunner<MailJobPayload, { delivered: 'smtp' | 'file'; ref: string }>, OnModuleDestroy {
  private smtp?: Transporter;
  private readonly files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(private readonly storage: StorageService) {}

  async run(job: Job<MailJobPayload>) {
    const cfg = config();
    const { to, subject, text, html, attachments } = job.data.message;
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
      return { delivered: 'smtp' as const, ref: String(info.messageId) };
    }
    const info = await this.files.sendMail(mail);
    mkdirSync(cfg.mailDir, { recursive: true });
    const name = `${Date.now()}-${safe(String(job.id))}-${safe(to)}.eml`;
    const file = join(cfg.mailDir, name);
    // written under a temporary name and renamed, so a reader never sees half a message
    writeFileSync(`${file}.tmp`, info.message as Buffer);
    renameSync(`${file}.tmp`, file);
    return { delivered: 'file' as const, ref: name };
  }

  onModuleDestroy(): void {
    this.smtp?.close();
  }
}
