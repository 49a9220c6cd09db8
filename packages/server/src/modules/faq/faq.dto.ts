import { Transform } from 'class-transformer';
import { FAQ_MESSAGES, FAQ_SECTIONS, TEXT_LIMITS } from '@clearline/shared';
import { EnumField, EnumOf, formList, NumberField, TextField, TextListField } from '../../core/http/fields';

const L = FAQ_MESSAGES.labels;

/** POST and PUT of an FAQ (system: /system-master-data/faq, tenant: /tenant-master-data/faq). */
export class FaqInputDto {
  /** CONTRACT when left out */
  @EnumField(FAQ_SECTIONS, { label: L.sectionName })
  sectionName?: string | null;

  @TextField({ label: L.question, required: true })
  question: string;

  @TextField({ label: L.answer, required: true, max: TEXT_LIMITS.faqAnswer })
  answer: string;

  /**
   * the roles that may read it: role ids (GET /roles) or role names, as a list or as one comma-separated text (spec 03
   * §3: "comma-separated role ids"); a role the level does not know answers 400 naming it; empty or left out: everyone
   */
  @Transform(formList)
  @TextListField({ label: L.allowedRoles, maxItems: 100 })
  allowedRoles?: string[] | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

export class FaqDto {
  id: string;
  version: number;
  @EnumOf(FAQ_SECTIONS)
  sectionName: string;
  question: string;
  answer: string;
  /** role ids; empty means everyone */
  allowedRoles: string[];
  /** the roles' names, in the order of allowedRoles */
  allowedRoleNames: string[];
  createdAt: string;
  updatedAt: string;
}
