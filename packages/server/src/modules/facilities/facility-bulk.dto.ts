import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ANNUAL_TRAINING_TYPE,
  FACILITY_BULK_ACTION,
  FACILITY_BULK_MESSAGES,
  FACILITY_BULK_OUTCOME,
  FACILITY_BULK_SELECTION,
  JOB_RUN_STATUSES,
  requiredDocumentTypesFor,
  type FacilityBulkAction,
  type FacilityBulkOutcome,
  type FacilityBulkSelection,
  type JobRunStatus,
  TEXT_LIMITS,
} from '@clearline/shared';
import { FACILITY_DOCUMENT_TYPES } from './facility-documents.dto';
import { BoolField, DayField, EnumField, EnumOf, formBlank, formBool, formList, TextField, UuidListField } from '../../core/http/fields';

const L = FACILITY_BULK_MESSAGES.labels;
/** the personnel document titles an employee document may have (the PERSONNEL required document types) */
export const PERSONNEL_TITLES = requiredDocumentTypesFor('PERSONNEL').map((t) => t.value);

/** POST /facilities/{id}/bulk-action/send-reminder (JSON). */
export class SendReminderDto {
  /** a note from the security office added to every e-mail */
  @TextField({ label: L.message, max: TEXT_LIMITS.reminderMessage })
  message?: string | null;
}

/**
 * POST /facilities/{id}/bulk-action/annual-training: multipart form fields and the training document
 * (field "file"). Every cleared employee of the facility (enabled, not inactive, holding an ACTIVE or
 * ACTIVE_BREAK clearance) gets an Annual Refresher Briefing document signed on the completion date,
 * which marks the annual training done for the year.
 */
export class AnnualTrainingBulkDto {
  /** the training taken, e.g. "2026 Annual Security Refresher" */
  @TextField({ label: L.trainingName, required: true })
  trainingName: string;

  /** whom the training is for: CLEARED (default) */
  @Transform(formBlank)
  @EnumField(ANNUAL_TRAINING_TYPE, { label: L.trainingType })
  trainingType?: string | null;

  /** YYYY-MM-DD, not in the future: recorded as the date signed of each person's document */
  @DayField({ label: L.completionDate, required: true })
  completionDate: string;

  @Transform(formBlank)
  @TextField({ label: L.notes, max: TEXT_LIMITS.notes })
  notes?: string | null;
}

/**
 * POST /facilities/{id}/bulk-action/upload-employee-document: multipart form fields and the document
 * (field "file"); one personnel document for each chosen person of the facility.
 */
export class UploadEmployeeDocumentDto {
  /** a personnel required document type (e.g. SF_312) */
  @EnumField(PERSONNEL_TITLES, { label: L.titleId, required: true })
  titleId: string;

  /** ALL (default): every active person of the facility; SELECTED: the people in personnelIds */
  @Transform(formBlank)
  @EnumField(FACILITY_BULK_SELECTION, { label: L.selection })
  selection?: FacilityBulkSelection | null;

  /** with SELECTED: the people (repeated form fields or one comma-separated field) */
  @Transform(formList)
  @UuidListField({ label: L.personnelIds, itemLabel: 'Personnel', references: 'personnel', maxItems: 1000 })
  personnelIds?: string[] | null;

  /** YYYY-MM-DD */
  @Transform(formBlank)
  @DayField({ label: L.dateSigned })
  dateSigned?: string | null;

  @Transform(formBool)
  @BoolField({ label: L.hideFromPersonnel })
  hideFromPersonnel?: boolean | null;
}

/**
 * POST /facilities/bulk-action/upload-facility-document: multipart form fields and the document (field
 * "file"); one facility document (the generic document table, entity type FACILITY) on each facility.
 */
export class UploadFacilityDocumentDto {
  /** true: every enabled facility of the tenant */
  @Transform(formBool)
  @BoolField({ label: L.allFacilities })
  allFacilities?: boolean | null;

  /** the facilities, when not all (repeated form fields or one comma-separated field) */
  @Transform(formList)
  @UuidListField({ label: L.facilityIds, itemLabel: 'Facility', references: 'facility', maxItems: 1000 })
  facilityIds?: string[] | null;

  @TextField({ label: L.title, required: true })
  title: string;

  /** a facility required document type, where the document is one */
  @Transform(formBlank)
  @EnumField(FACILITY_DOCUMENT_TYPES, { label: L.documentType })
  documentType?: string | null;

  /** YYYY-MM-DD */
  @Transform(formBlank)
  @DayField({ label: L.expiryDate })
  expiryDate?: string | null;
}

/** What happened to one person (or facility) of a bulk action. */
export class BulkActionItemDto {
  /** the person (or the facility of a facility-wide upload) */
  id: string;
  name: string;
  @EnumOf(FACILITY_BULK_OUTCOME)
  outcome: FacilityBulkOutcome;
  /** why it was skipped or failed; what was sent or attached otherwise */
  detail: string | null;
  /** the personnel document or document created */
  recordId: string | null;
}

export class BulkActionCountsDto {
  sent: number;
  attached: number;
  skipped: number;
  failed: number;
}

/** A bulk action run: its state and progress while it runs, its summary once it has finished. */
export class BulkActionRunDto {
  /** the run id (job_run) */
  id: string;
  @EnumOf(FACILITY_BULK_ACTION)
  action: FacilityBulkAction;
  /** the facility it was started from; null for the facility-wide upload */
  facilityId: string | null;
  title: string;
  @ApiProperty({ enum: JOB_RUN_STATUSES })
  status: JobRunStatus;
  /** 0 to 100 */
  progress: number;
  /** people (or facilities) to act on */
  total: number;
  /** done so far */
  processed: number;
  counts: BulkActionCountsDto;
  /** one entry per person (or facility), once the run has finished */
  @ApiProperty({ type: [BulkActionItemDto] })
  items: BulkActionItemDto[];
  /** the uploaded file's name (upload actions) */
  fileName: string | null;
  error: string | null;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}
