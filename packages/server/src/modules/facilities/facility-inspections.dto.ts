import {
  CORRECTIVE_ACTION_STATUS,
  FINDING_CATEGORY,
  FINDING_SEVERITY,
  INSPECTION_RATING,
  INSPECTION_TYPE,
  type CorrectiveActionStatus,
  type FindingCategory,
  type FindingSeverity,
  type InspectionRating,
  type InspectionType,
  TEXT_LIMITS,
} from '@clearline/shared';
import { DayField, EnumField, EnumOf, NestedField, NumberField, ReadOnly, TextField, UuidField } from '../../core/http/fields';

/** A corrective action of a finding; with `id` an existing one is changed, without it one is added. */
export class FacilityCorrectiveActionDto {
  /** the corrective action changed (left out: a new one) */
  @UuidField({ label: 'Corrective Action', references: 'facility_corrective_action' })
  id?: string | null;

  @TextField({ label: 'Corrective Action', required: true, max: TEXT_LIMITS.narrative })
  description: string;

  @TextField({ label: 'Responsible Person' })
  responsiblePerson?: string | null;

  @DayField({ label: 'Due Date', required: true })
  dueDate: string;

  /** required for COMPLETED */
  @DayField({ label: 'Completed Date' })
  completedDate?: string | null;

  /** COMPLETED when a completed date is given, else OPEN, when left out */
  @EnumField(CORRECTIVE_ACTION_STATUS, { label: 'Corrective Action Status' })
  status?: CorrectiveActionStatus | null;

  @ReadOnly()
  overdue?: boolean;
}

/** A finding of the review; with `id` an existing one is changed, without it one is added. */
export class FacilityInspectionFindingDto {
  /** the finding changed (left out: a new one) */
  @UuidField({ label: 'Finding', references: 'facility_inspection_finding' })
  id?: string | null;

  @EnumField(FINDING_CATEGORY, { label: 'Finding Category', required: true })
  category: FindingCategory;

  /** LOW when left out */
  @EnumField(FINDING_SEVERITY, { label: 'Severity' })
  severity?: FindingSeverity | null;

  @TextField({ label: 'Finding', required: true, max: TEXT_LIMITS.narrative })
  description: string;

  /** the NISPOM (32 CFR 117) paragraph, e.g. 117.7(d) */
  @TextField({ label: 'NISPOM Reference' })
  nispomReference?: string | null;

  /** the finding's corrective actions: the list replaces the stored one (left out: unchanged) */
  @NestedField(() => FacilityCorrectiveActionDto, { label: 'Corrective Actions', list: true, maxItems: 50 })
  correctiveActions?: FacilityCorrectiveActionDto[] | null;

  @ReadOnly()
  open?: boolean;

  @ReadOnly()
  overdue?: boolean;
}

/** POST /facilities/{id}/detail/inspections and PUT …/inspections/{inspectionId}. */
export class FacilityInspectionDto {
  @EnumField(INSPECTION_TYPE, { label: 'Inspection Type', required: true })
  inspectionType: InspectionType;

  @DayField({ label: 'Start Date', required: true })
  startDate: string;

  @DayField({ label: 'End Date' })
  endDate?: string | null;

  /** the industrial security representatives who conducted the review */
  @TextField({ label: 'Inspectors', multiline: true })
  inspectors?: string | null;

  /** left out or null until DCSA has rated the review */
  @EnumField(INSPECTION_RATING, { label: 'Rating' })
  rating?: InspectionRating | null;

  @TextField({ label: 'Summary', max: TEXT_LIMITS.narrative })
  summary?: string | null;

  /** the review's findings: the list replaces the stored one (left out: unchanged) */
  @NestedField(() => FacilityInspectionFindingDto, { label: 'Findings', list: true, maxItems: 100 })
  findings?: FacilityInspectionFindingDto[] | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  @ReadOnly()
  id?: string;

  @ReadOnly()
  facilityId?: string;

  @ReadOnly()
  openFindings?: number;

  @ReadOnly()
  overdueActions?: number;

  @ReadOnly()
  createdAt?: string;

  @ReadOnly()
  updatedAt?: string;
}

export class FacilityCorrectiveActionView {
  id: string;
  description: string;
  responsiblePerson: string | null;
  dueDate: string;
  completedDate: string | null;
  @EnumOf(CORRECTIVE_ACTION_STATUS)
  status: CorrectiveActionStatus;
  /** open after its due date */
  overdue: boolean;
}

export class FacilityInspectionFindingView {
  id: string;
  @EnumOf(FINDING_CATEGORY)
  category: FindingCategory;
  @EnumOf(FINDING_SEVERITY)
  severity: FindingSeverity;
  description: string;
  nispomReference: string | null;
  /** a vulnerability or administrative finding without corrective actions, or with one still open */
  open: boolean;
  /** one of its corrective actions is past due */
  overdue: boolean;
  correctiveActions: FacilityCorrectiveActionView[];
}

export class FacilityInspectionView {
  id: string;
  version: number;
  facilityId: string;
  @EnumOf(INSPECTION_TYPE)
  inspectionType: InspectionType;
  startDate: string;
  endDate: string | null;
  inspectors: string | null;
  @EnumOf(INSPECTION_RATING, false)
  rating: InspectionRating | null;
  summary: string | null;
  /** findings still open */
  openFindings: number;
  /** open corrective actions past their due date */
  overdueActions: number;
  findings: FacilityInspectionFindingView[];
  createdAt: string;
  updatedAt: string;
}
