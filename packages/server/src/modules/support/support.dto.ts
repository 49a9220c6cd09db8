import { SUPPORT_CATEGORIES as CATEGORY_LABELS, TEXT_LIMITS } from '@clearline/shared';
import { EmailField, EmailListField, EnumField, TextField } from '../../core/http/fields';

export const SUPPORT_CATEGORIES = Object.keys(CATEGORY_LABELS);

/** Body of POST /support-request. */
export class SupportRequestDto {
  @TextField({ label: 'Subject', required: true })
  subject: string;

  @TextField({ label: 'Message', required: true, max: TEXT_LIMITS.message })
  message: string;

  @EnumField(SUPPORT_CATEGORIES, { label: 'Category', nullable: false })
  category?: string;

  /** where support should answer (defaults to nothing: support replies through the tenant) */
  @EmailField({ label: 'Contact Email', nullable: false })
  contactEmail?: string;

  @TextField({ label: 'Contact Phone', nullable: false })
  contactPhone?: string;
}

export class SupportRequestResultDto {
  /** confirmation shown to the user */
  message: string;
  /** reference quoted in the e-mail to support */
  reference: string;
}

/** Body of POST /email-instructions: e-mails written instructions (e.g. fingerprinting, e-App) to people. */
export class EmailInstructionsDto {
  @EmailListField({
    label: 'Recipients',
    itemLabel: 'Recipient',
    required: true,
    requiredMessage: 'At least one recipient is required',
    maxItems: 50,
  })
  recipients: string[];

  @TextField({ label: 'Subject', required: true })
  subject: string;

  @TextField({ label: 'Instructions', required: true, max: TEXT_LIMITS.message })
  instructions: string;
}

export class EmailInstructionsResultDto {
  message: string;
  sent: number;
}
