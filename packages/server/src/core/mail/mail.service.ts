import { Injectable } from '@nestjs/common';
import { config } from '../config/config';
import { RequestContext } from '../context/request-context';
import { openJson, sealJson } from '../queue/payload-cipher';
import { QueueService } from '../queue/queue.service';
import type { JobPayload } from '../queue/queues';

/** A file from storage attached to an e-mail (read by the mail job when it sends). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  storageKey: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * An e-mail rendered from a stored template (core/mail/email-templates.ts) when it is delivered: the
 * template key and the values of its placeholders; attachments are sent before the template's own.
 */
export interface TemplatedMail {
  to: string;
  template: string;
  values: Record<string, unknown>;
  attachments?: MailAttachment[];
}

/** What is queued: a templated mail (what the product sends) or a message already rendered. */
export type QueuedMail = MailMessage | TemplatedMail;

export const isTemplatedMail = (m: QueuedMail): m is TemplatedMail => typeof (m as TemplatedMail).template === 'string';

/**
 * A 'mail.send' job as it sits in Redis: the tenant and the actor, and the whole message (recipient,
 * template and values, or subject, text, html; attachments) sealed with AES-256-GCM under QUEUE_ENCRYPTION_KEY, so neither Redis
 * nor the queue dashboard ever holds a sign-in code or a reset link in clear.
 */
export type MailJobPayload = JobPayload & { sealed: string };

/** How long a mail job id given to send() stays taken after the job itself is gone (removed on completion). */
export const MAIL_DEDUP_TTL_MS = 7 * 24 * 3600 * 1000;

/** The associated data of a sealed message: it opens only in a mail job of the same tenant and actor. */
const aadOf = (p: Pick<JobPayload, 'tenantId' | 'actorId'>) => `mail.send\n${p.tenantId ?? ''}\n${p.actorId ?? ''}`;

export function sealMailPayload(message: QueuedMail, who: Pick<JobPayload, 'tenantId' | 'actorId'>): MailJobPayload {
  const { to, attachments } = message;
  const content = isTemplatedMail(message)
    ? { to, template: message.template, values: message.values, attachments }
    : { to, subject: message.subject, text: message.text, html: message.html, attachments };
  return { tenantId: who.tenantId, actorId: who.actorId, sealed: sealJson(content, aadOf(who), config().queueEncryptionKey) };
}

/** The message of a mail job; throws SealedPayloadError when it does not open (wrong key, tampered payload). */
export function openMailPayload(payload: MailJobPayload): QueuedMail {
  return openJson<QueuedMail>(payload.sealed, aadOf(payload), config().queueEncryptionKey);
}

/**
 * Sends e-mail through the 'mail' queue (job type 'mail.send'): the request only enqueues, the
 * worker delivers with retries and exponential back-off (see MailJob). Every payload names the
 * tenant and the user on whose behalf it is sent; the message itself is encrypted (MailJobPayload).
 * Every e-mail goes through here: nothing else may put a 'mail.send' job on the queue. The product's
 * e-mails are templated (`{ to, template, values }`): the job renders the stored template when it sends.
 */
@Injectable()
export class MailService {
  constructor(private readonly queue: QueueService) {}

  /**
   * `opts.jobId` makes the send idempotent: a message with the same id is queued once, also after the
   * first one was delivered and removed from Redis (for MAIL_DEDUP_TTL_MS).
   */
  async send(
    message: QueuedMail,
    who: { tenantId?: string | null; actorId?: string | null } = {},
    opts: { jobId?: string } = {},
  ): Promise<string | undefined> {
    const ctx = RequestContext.current();
    const payload = sealMailPayload(message, {
      tenantId: who.tenantId !== undefined ? who.tenantId : (ctx?.tenantId ?? null),
      actorId: who.actorId !== undefined ? who.actorId : (ctx?.user?.id ?? null),
    });
    const job = await this.queue.add(
      'mail.send',
      payload,
      opts.jobId ? { jobId: opts.jobId, deduplication: { id: opts.jobId, ttl: MAIL_DEDUP_TTL_MS } } : {},
    );
    return job.id;
  }
}
