import { EMAIL_TEMPLATE_KEY_PATTERN, EMAIL_TEMPLATE_MESSAGES as M, TEXT_LIMITS } from '@clearline/shared';
import { Transform } from 'class-transformer';
import { NumberField, PatternField, ReadOnly, TextField } from '../../core/http/fields';

/** The longest subject, and the longest body, a template may have. */

/** A multipart form field that holds a whole number ("3" → 3). */
const formInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

/** A placeholder a template offers, with the sample value previews and test e-mails use. */
export class EmailPlaceholderDto {
  name: string;
  description: string;
  /** the sample value as text (a list: one item per line) */
  sample: string;
  /** a list: used as {{#each name}}{{this}}{{/each}} */
  list: boolean;
}

/** A file sent with every e-mail of its template. */
export class EmailTemplateAttachmentDto {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}

/** The rendered parts of a template (PUT /email-templates/{id}/preview renders a draft of them). */
export class EmailTemplateDraftDto {
  /** Handlebars: {{placeholder}}, {{#if x}}…{{/if}}, {{#unless x}}…{{/unless}}, {{#each list}}{{this}}{{/each}} */
  @TextField({ label: 'Subject', required: true, max: TEXT_LIMITS.emailTemplateSubject })
  subject: string;

  @TextField({ label: 'Text Body', required: true, max: TEXT_LIMITS.emailTemplateBody })
  textBody: string;

  /** values are HTML-escaped; empty: the e-mail is sent as text only */
  @TextField({ label: 'HTML Body', max: TEXT_LIMITS.emailTemplateBody, nullable: false })
  htmlBody?: string;
}

/** PUT /email-templates/{id}: the template's texts (its key never changes). */
export class EmailTemplateInputDto extends EmailTemplateDraftDto {
  @TextField({ label: 'Name', required: 'if-given' })
  name?: string;

  @TextField({ label: 'Description', multiline: true, nullable: false })
  description?: string;

  /** the version read; a stale save is refused (409) */
  @Transform(formInt)
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  /** answered by GET, ignored here */
  @ReadOnly()
  id?: string;

  @ReadOnly()
  templateKey?: string;

  @ReadOnly()
  builtIn?: boolean;

  @ReadOnly()
  attachmentCount?: number;

  @ReadOnly()
  placeholders?: EmailPlaceholderDto[];

  @ReadOnly()
  attachments?: EmailTemplateAttachmentDto[];

  @ReadOnly()
  updatedAt?: string;
}

/** POST /email-template (JSON, or multipart form fields with an optional attachment in "file"). */
export class EmailTemplateCreateDto extends EmailTemplateDraftDto {
  /** upper-case letters, digits and underscores; unique */
  @PatternField({ label: 'Template Key', required: true, pattern: EMAIL_TEMPLATE_KEY_PATTERN, message: M.keyInvalid })
  templateKey: string;

  @TextField({ label: 'Name', required: true })
  name: string;

  @TextField({ label: 'Description', multiline: true, nullable: false })
  description?: string;
}

/** One template in the list. */
export class EmailTemplateSummaryDto {
  id: string;
  templateKey: string;
  name: string;
  description: string;
  subject: string;
  /** seeded by the product (the code sends it); false for a template an administrator added */
  builtIn: boolean;
  attachmentCount: number;
  updatedAt: string;
  version: number;
}

/** One template with its texts, the placeholders it offers and its attachments. */
export class EmailTemplateDto extends EmailTemplateSummaryDto {
  textBody: string;
  htmlBody: string;
  placeholders: EmailPlaceholderDto[];
  attachments: EmailTemplateAttachmentDto[];
}

/** A template rendered with the sample values of its placeholders. */
export class EmailPreviewDto {
  subject: string;
  text: string;
  /** null when the template has no HTML body */
  html: string | null;
}

/** POST /email-templates/{id}/send-test: where the test e-mail went. */
export class EmailTestSentDto {
  /** e.g. "Test e-mail sent to grace@acme.example" */
  message: string;
  /** the caller's own e-mail address */
  to: string;
}
