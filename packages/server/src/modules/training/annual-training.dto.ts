import { ANNUAL_TRAINING_MESSAGES, ANNUAL_TRAINING_TYPE, normaliseTrainingReminders } from '@clearline/shared';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import {
  BoolField,
  DayField,
  EnumField,
  EnumOf,
  formBlank,
  formBool,
  formInt,
  NumberField,
  ReadOnly,
  TextField,
} from '../../core/http/fields';

const L = ANNUAL_TRAINING_MESSAGES.labels;

/** Reminders: day counts 1 to 10 as "1;5;10" (commas or spaces accepted) or [1, 5, 10]; empty for the tenant setting. */
function RemindersField(): PropertyDecorator {
  const check = (v: unknown) => {
    const r = normaliseTrainingReminders(v);
    return 'error' in r ? r.error : undefined;
  };
  return ValidateBy({
    name: 'trainingReminders',
    validator: { validate: (v) => check(v) === undefined, defaultMessage: (args) => check(args?.value) ?? '' },
  });
}

/**
 * POST and PUT /tenant-master-data/annual-training-required-documents: a JSON body, or these fields as
 * multipart form fields with an optional file in the field "file".
 */
export class AnnualTrainingDocumentDto {
  /** CLEARED (default) */
  @EnumField(ANNUAL_TRAINING_TYPE, { label: L.trainingType })
  trainingType?: string | null;

  @TextField({ label: L.documentName, required: true })
  documentName: string;

  /** YYYY-MM-DD */
  @Transform(formBlank)
  @DayField({ label: L.nextDeadlineDate })
  nextDeadlineDate?: string | null;

  /** days before the deadline, each 1 to 10: "1;5;10" (commas or spaces are normalised) or [1, 5, 10]; empty: the tenant setting */
  @RemindersField()
  reminders?: string | number[] | null;

  /** default true */
  @Transform(formBool)
  @BoolField({ label: L.isActive })
  isActive?: boolean | null;

  /** the version read; a stale save is refused (409) */
  @Transform(formInt)
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  // the answer-only fields of the GET answer, which a client may send back
  @ReadOnly()
  id?: string;

  @ReadOnly()
  filename?: string | null;

  @ReadOnly()
  filePath?: string | null;

  @ReadOnly()
  createdAt?: string;

  @ReadOnly()
  updatedAt?: string;
}

export class AnnualTrainingDocumentView {
  id: string;
  version: number;
  @EnumOf(ANNUAL_TRAINING_TYPE)
  trainingType: string;
  documentName: string;
  /** name of the uploaded file, null without one */
  filename: string | null;
  /** path for GET /documents/{path}, null without a file */
  filePath: string | null;
  /** YYYY-MM-DD */
  nextDeadlineDate: string | null;
  /** semicolon-separated days before the deadline; null: the tenant setting ANNUAL_TRAINING_REMINDER_DAYS applies */
  reminders: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
