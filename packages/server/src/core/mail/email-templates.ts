import { Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { TenantDb } from '../database/tenant-db';
import { renderTemplate } from './email-template-renderer';
import { EmailTemplate, EmailTemplateAttachment } from './email-template.entity';
import type { MailAttachment, MailMessage, TemplatedMail } from './mail.service';

/**
 * Turns a templated mail (template key and values) into the message sent: the stored template rendered
 * with the values, with the template's attachments after the sender's own. Runs in the mail job, at
 * delivery, so a code or a link only exists in clear inside the worker.
 */
@Injectable()
export class EmailTemplates {
  constructor(private readonly db: TenantDb) {}

  async compose(mail: TemplatedMail): Promise<MailMessage> {
    const { template, attachments } = await this.db.run(async (em) => {
      const template = await em.getRepository(EmailTemplate).findOneBy({ templateKey: mail.template });
      const files = template
        ? await em.getRepository(EmailTemplateAttachment).find({ where: { templateId: template.id }, order: { createdAt: 'ASC' } })
        : [];
      return { template, attachments: files };
    });
    // a template is never deleted: a missing one is a broken database, not something a retry mends
    if (!template) throw new UnrecoverableError(`E-mail template ${mail.template} does not exist`);
    let rendered;
    try {
      rendered = renderTemplate(template, mail.values);
    } catch (e) {
      // a template that no longer renders fails the same way on every attempt
      throw new UnrecoverableError(`E-mail template ${mail.template}: ${(e as Error).message}`);
    }
    const own: MailAttachment[] = attachments.map((a) => ({ filename: a.fileName, contentType: a.contentType, storageKey: a.storageKey }));
    const all = [...(mail.attachments ?? []), ...own];
    return { to: mail.to, ...rendered, ...(all.length ? { attachments: all } : {}) };
  }
}
