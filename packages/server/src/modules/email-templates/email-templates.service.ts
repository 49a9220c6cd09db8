import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { EMAIL_TEMPLATE_MESSAGES as M, emailPlaceholdersOf, emailSampleValues, UPLOAD_MESSAGES } from '@clearline/shared';
import { AuditService } from '../../core/audit/audit.service';
import { RequestContext } from '../../core/context/request-context';
import { checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import { checkTemplate, renderTemplate, type TemplateSource } from '../../core/mail/email-template-renderer';
import { EmailTemplate, EmailTemplateAttachment } from '../../core/mail/email-template.entity';
import { MailService } from '../../core/mail/mail.service';
import { StorageService } from '../../core/storage/storage.service';
import { acceptUpload, singleFile, UPLOAD_LIMITS, type UploadedFilePart, type UploadLimitsSource } from '../../core/storage/upload';
import type {
  EmailPlaceholderDto,
  EmailPreviewDto,
  EmailTemplateAttachmentDto,
  EmailTemplateCreateDto,
  EmailTemplateDraftDto,
  EmailTemplateDto,
  EmailTemplateInputDto,
  EmailTemplateSummaryDto,
  EmailTestSentDto,
} from './email-templates.dto';

/** GET /email-templates */
export const EMAIL_TEMPLATE_LIST = defineList({
  resource: 'email-templates',
  sortable: { name: 't.name', templateKey: 't.templateKey', subject: 't.subject', builtIn: 't.builtIn', updatedAt: 't.updatedAt' },
  defaultSort: { field: 'name', direction: 'ASC' },
  id: 't.id',
  quickFilter: ['t.name', 't.templateKey', 't.subject', 't.description'],
  filters: { builtIn: { type: 'boolean', column: 't.builtIn' } },
});

const LABEL = 'E-mail template';
const ATTACHMENT_LABEL = 'Attachment';

function placeholders(key: string): EmailPlaceholderDto[] {
  return emailPlaceholdersOf(key).map((p) => ({
    name: p.name,
    description: p.description,
    sample: Array.isArray(p.sample) ? p.sample.join('\n') : String(p.sample),
    list: Array.isArray(p.sample),
  }));
}

const attachmentDto = (a: EmailTemplateAttachment): EmailTemplateAttachmentDto => ({
  id: a.id,
  fileName: a.fileName,
  contentType: a.contentType,
  sizeBytes: a.sizeBytes,
  createdAt: a.createdAt.toISOString(),
});

const summary = (t: EmailTemplate, attachmentCount: number): EmailTemplateSummaryDto => ({
  id: t.id,
  templateKey: t.templateKey,
  name: t.name,
  description: t.description,
  subject: t.subject,
  builtIn: t.builtIn,
  attachmentCount,
  updatedAt: t.updatedAt.toISOString(),
  version: t.version,
});

const preview = (t: TemplateSource): EmailPreviewDto => {
  const r = renderTemplate(t, emailSampleValues(t.templateKey));
  return { subject: r.subject, text: r.text, html: r.html ?? null };
};

/**
 * The e-mail templates (provider-wide, MASTER_DATA): list, read, edit, add; previews rendered with the
 * sample values of the placeholders; attachments; a test e-mail to the caller. Rendering and checking are
 * the mail core's (core/mail/email-template-renderer.ts), the same code that renders what is sent.
 */
@Injectable()
export class EmailTemplatesService {
  private readonly log = new Logger('EmailTemplates');

  constructor(
    private readonly db: TenantDb,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(UPLOAD_LIMITS) private readonly uploadLimits: UploadLimitsSource,
  ) {}

  list(query: Record<string, unknown>): Promise<Page<EmailTemplateSummaryDto>> {
    const q = parseList(EMAIL_TEMPLATE_LIST, query);
    return pageOf(this.db.repo(EmailTemplate).createQueryBuilder('t'), EMAIL_TEMPLATE_LIST, q, async (rows) => {
      const counts = rows.length
        ? ((await this.db
            .em()
            .query(`SELECT template_id, count(*)::int AS n FROM email_template_attachment WHERE template_id = ANY($1::uuid[]) GROUP BY 1`, [
              rows.map((r) => r.id),
            ])) as Array<{ template_id: string; n: number }>)
        : [];
      const byId = new Map(counts.map((c) => [c.template_id, c.n]));
      return rows.map((r) => summary(r, byId.get(r.id) ?? 0));
    });
  }

  async get(id: string): Promise<EmailTemplateDto> {
    return this.dto(await this.find(id));
  }

  async update(id: string, input: EmailTemplateInputDto): Promise<EmailTemplateDto> {
    const t = await this.find(id);
    checkVersion(t, input.version);
    const next = { ...t, subject: input.subject, textBody: input.textBody, htmlBody: input.htmlBody ?? t.htmlBody };
    checkTemplate(next);
    Object.assign(t, { subject: next.subject, textBody: next.textBody, htmlBody: next.htmlBody });
    if (input.name !== undefined) t.name = input.name.trim();
    if (input.description !== undefined) t.description = input.description.trim();
    return this.dto(await this.db.repo(EmailTemplate).save(t));
  }

  /** A template of the administrator's own (it offers the common placeholders), with an optional attachment. */
  async create(input: EmailTemplateCreateDto, files: UploadedFilePart[] | undefined): Promise<EmailTemplateDto> {
    const file = singleFile(files, false);
    const templateKey = input.templateKey.trim();
    const draft = { templateKey, subject: input.subject, textBody: input.textBody, htmlBody: input.htmlBody ?? '' };
    checkTemplate(draft);
    const repo = this.db.repo(EmailTemplate);
    if (await repo.existsBy({ templateKey })) throw new ConflictException(M.keyInUse);
    const saved = await repo.save(
      repo.create({ ...draft, name: input.name.trim(), description: input.description?.trim() ?? '', builtIn: false }),
    );
    if (file) await this.storeAttachment(saved, file);
    return this.dto(saved);
  }

  /** GET /email-templates/preview?key=: the stored template of that key rendered with sample values. */
  async previewByKey(key: unknown): Promise<EmailPreviewDto> {
    if (typeof key !== 'string' || !key.trim()) throw new BadRequestException('Template Key is required');
    const t = await this.db.repo(EmailTemplate).findOneBy({ templateKey: key.trim() });
    if (!t) throw recordNotFound(LABEL, key.trim());
    return preview(t);
  }

  async previewStored(id: string): Promise<EmailPreviewDto> {
    return preview(await this.find(id));
  }

  /** The live preview: an unsaved draft of the template rendered with sample values (400 as a save would). */
  async previewDraft(id: string, draft: EmailTemplateDraftDto): Promise<EmailPreviewDto> {
    const t = await this.find(id);
    return preview({ templateKey: t.templateKey, subject: draft.subject, textBody: draft.textBody, htmlBody: draft.htmlBody ?? '' });
  }

  async addAttachment(id: string, files: UploadedFilePart[] | undefined): Promise<EmailTemplateAttachmentDto> {
    const t = await this.find(id);
    const file = singleFile(files, true)!;
    return attachmentDto(await this.storeAttachment(t, file));
  }

  async removeAttachment(id: string, attachmentId: string): Promise<void> {
    await this.find(id);
    const repo = this.db.repo(EmailTemplateAttachment);
    const a = await repo.findOneBy({ id: attachmentId, templateId: id });
    if (!a) throw recordNotFound(ATTACHMENT_LABEL, attachmentId);
    const key = a.storageKey;
    await repo.remove(a);
    this.db.afterCommit(() => {
      this.storage.delete(key).catch((e) => this.log.warn(`orphan ${key}: ${String(e)}`));
    });
  }

  /** Queues the stored template, rendered with sample values and with its attachments, to the caller's own address. */
  async sendTest(id: string): Promise<EmailTestSentDto> {
    const t = await this.find(id);
    const user = RequestContext.require().user!;
    const [row] = (await this.db.withTenant(user.homeTenantId, (em) =>
      em.query(`SELECT email FROM app_user WHERE id = $1 AND deleted_at IS NULL`, [user.id]),
    )) as Array<{ email: string | null }>;
    const to = row?.email?.trim();
    if (!to) throw new BadRequestException(M.noOwnEmail);
    // rendered now too, so a template that does not render answers 400 here and is never queued
    preview(t);
    await this.mail.send({ to, template: t.templateKey, values: emailSampleValues(t.templateKey) });
    await this.audit.write(this.db.em(), {
      eventType: 'ACTION',
      action: 'EMAIL_TEMPLATE_TEST_SENT',
      objectTable: 'email_template',
      objectId: t.id,
      details: { templateKey: t.templateKey },
    });
    return { message: M.testSent(to), to };
  }

  private find(id: string): Promise<EmailTemplate> {
    return this.db.findOr404(EmailTemplate, id, LABEL);
  }

  private async dto(t: EmailTemplate): Promise<EmailTemplateDto> {
    const attachments = await this.db.repo(EmailTemplateAttachment).find({ where: { templateId: t.id }, order: { createdAt: 'ASC' } });
    return {
      ...summary(t, attachments.length),
      textBody: t.textBody,
      htmlBody: t.htmlBody,
      placeholders: placeholders(t.templateKey),
      attachments: attachments.map(attachmentDto),
    };
  }

  /** Checks the file (type by content, the upload settings' accepted types) and stores it with the template. */
  private async storeAttachment(t: EmailTemplate, file: UploadedFilePart): Promise<EmailTemplateAttachment> {
    const { accepted } = await this.uploadLimits.uploadLimits();
    const ok = acceptUpload(file, { accepted });
    const name = ok.name.trim();
    if (!name) throw new BadRequestException(UPLOAD_MESSAGES.required);
    const key = this.storage.newKey('email-templates', 'system');
    await this.storage.put(key, ok.buffer, ok.mime);
    try {
      const repo = this.db.repo(EmailTemplateAttachment);
      return await repo.save(repo.create({ templateId: t.id, fileName: name, contentType: ok.mime, sizeBytes: ok.size, storageKey: key }));
    } catch (e) {
      await this.storage.delete(key).catch((err) => this.log.warn(`orphan ${key}: ${String(err)}`));
      throw e;
    }
  }
}
