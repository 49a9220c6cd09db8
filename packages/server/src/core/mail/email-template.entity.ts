import { Column, Entity } from 'typeorm';
import { BaseRecord } from '../database/entities';

/**
 * A stored e-mail template (provider-wide, not tenant-owned): every e-mail the product sends is rendered
 * from one (see EmailTemplateRenderer). Built-in templates are seeded by the migration with the product's
 * wording; an administrator edits them, or adds templates of their own.
 */
@Entity('email_template')
export class EmailTemplate extends BaseRecord {
  /** SIGN_IN_CODE, PASSWORD_RESET, … (EMAIL_TEMPLATE_KEYS), or the key of a template an administrator added */
  @Column({ type: 'text', update: false })
  templateKey: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  /** empty: the e-mail is sent as text only */
  @Column({ type: 'text', default: '' })
  htmlBody: string;

  /** seeded by the product (the code sends it); false for a template an administrator added */
  @Column({ type: 'boolean', default: false, update: false })
  builtIn: boolean;
}

/** A file sent with every e-mail of its template. */
@Entity('email_template_attachment')
export class EmailTemplateAttachment extends BaseRecord {
  @Column({ type: 'uuid', update: false })
  templateId: string;

  @Column({ type: 'text' })
  fileName: string;

  @Column({ type: 'text' })
  contentType: string;

  @Column({ type: 'integer' })
  sizeBytes: number;

  @Column({ type: 'text' })
  storageKey: string;
}
