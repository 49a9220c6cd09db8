import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SETTING_EMAIL_PATTERN, SUPPORT_CATEGORIES as CATEGORY_LABELS } from '@clearline/shared';

export const SUPPORT_CATEGORIES = Object.keys(CATEGORY_LABELS);

/** Body of POST /support-request. */
export class SupportRequestDto {
  @IsString()
  @IsNotEmpty({ message: 'Subject is required' })
  @MaxLength(128, { message: 'Field exceeded max character length of 128.' })
  subject: string;

  @IsString()
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(4000, { message: 'Field exceeded max character length of 4000.' })
  message: string;

  @IsOptional()
  @IsIn(SUPPORT_CATEGORIES, { message: `Category must be one of ${SUPPORT_CATEGORIES.join(', ')}` })
  category?: string;

  /** where support should answer (defaults to nothing: support replies through the tenant) */
  @IsOptional()
  @Matches(SETTING_EMAIL_PATTERN, { message: 'Contact Email is not valid' })
  contactEmail?: string;

  @IsOptional()
  @IsString()
  @MaxLength(32)
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
  @IsArray()
  @ArrayMinSize(1, { message: 'At least one recipient is required' })
  @ArrayMaxSize(50, { message: 'At most 50 recipients can be e-mailed at once' })
  @Matches(SETTING_EMAIL_PATTERN, { each: true, message: 'Email Address is not valid' })
  recipients: string[];

  @IsString()
  @IsNotEmpty({ message: 'Subject is required' })
  @MaxLength(128, { message: 'Field exceeded max character length of 128.' })
  subject: string;

  @IsString()
  @IsNotEmpty({ message: 'Instructions is required' })
  @MaxLength(4000, { message: 'Field exceeded max character length of 4000.' })
  instructions: string;
}

export class EmailInstructionsResultDto {
  message: string;
  sent: number;
}
