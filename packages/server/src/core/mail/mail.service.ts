import { Injectable } from '@nestjs/common';
import { RequestContext } from '../context/request-context';
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

export type MailJobPayload = JobPayload & { message: MailMessage };

/**
 * Sends e-mail through the 'mail' queue (job type 'mail.send'): the request only enqueues, the
 * worker delivers with retries and exponential back-off (see MailJob). Every payload names the
 * tenant and the user on whose behalf it is sent.
 */
@Injectable()
export class MailService {
  constructor(private readonly queue: QueueService) {}

  async send(message: MailMessage, who: { tenantId?: string | null; actorId?: string | null } = {}): Promise<string | undefined> {
    const ctx = RequestContext.current();
    const payload: MailJobPayload = {
      tenantId: who.tenantId !== undefined ? who.tenantId : (ctx?.tenantId ?? null),
      actorId: who.actorId !== undefined ? who.actorId : (ctx?.user?.id ?? null),
      message,
    };
    const job = await this.queue.add('mail.send', payload);
    return job.id;
  }
}
