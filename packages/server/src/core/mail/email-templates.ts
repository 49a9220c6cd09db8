import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { TenantDb } from '../database/tenant-db';
import { renderTemplate, unescapedProblem } from './email-template-renderer';
import { EmailTemplate, EmailTemplateAttachment } from './email-template.entity';
import type { MailAttachment, MailMessage, TemplatedMail } from './mail.service';

/**
 * Turns a templated mail (template key and values) into the message sent: the stored template rendered
 * with the values, with the template's attachments after the sender's own. Runs in the mail job, at
 * delivery, so a code or a link only exists in clear inside the worker.
 *
 * A template stored before triple braces and {{& }} were refused (or written into the table directly) still
 * sends, so sign-in codes and reset links keep arriving, but every value goes into its HTML escaped, as with
 * {{name}}; a warning names the template and what to change (the template's own text, never a value). A raw
 * block, like any other template the checks refuse, fails the mail for good.
 */
@Injectable()
export class EmailTemplates {
  private readonly logger = new Logger('Mail');

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
      rendered = renderTemplate(template, mail.values, { unescaped: 'escape' });
    } catch (e) {
      // a template that no longer renders fails the same way on every attempt
      throw new UnrecoverableError(`E-mail template ${mail.template}: ${(e as Error).message}`);
    }
    const unescaped = unescapedProblem(template);
    if (unescaped) this.logger.warn(`E-mail template ${template.templateKey} was sent with every value escaped. ${unescaped}`);
    const own: MailAttachment[] = attachments.map((a) => ({ filename: a.fileName, contentType: a.contentType, storageKey: a.storageKey }));
    const all = [...(mail.attachments ?? []), ...own];
    return { to: mail.to, ...rendered, ...(all.length ? { attachments: all } : {}) };
  }
}
