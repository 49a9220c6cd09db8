import { FAQ_ANSWER_MAX, FAQ_MESSAGES, FAQ_SECTIONS } from '@clearline/shared';
import { EnumField, EnumOf, NumberField, TextField, UuidListField } from '../../core/http/fields';

const L = FAQ_MESSAGES.labels;

/** POST and PUT of an FAQ (system: /system-master-data/faq, tenant: /tenant-master-data/faq). */
export class FaqInputDto {
  /** CONTRACT when left out */
  @EnumField(FAQ_SECTIONS, { label: L.sectionName })
  sectionName?: string | null;

  @TextField({ label: L.question, required: true, max: 1000 })
  question: string;

  @TextField({ label: L.answer, required: true, max: FAQ_ANSWER_MAX })
  answer: string;

  /** role ids (GET /roles); empty or left out: everyone */
  @UuidListField({ label: L.allowedRoles, itemLabel: 'Role', references: 'role', maxItems: 100 })
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
