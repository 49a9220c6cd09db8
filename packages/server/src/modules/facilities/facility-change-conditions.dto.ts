import {
  CHANGE_CONDITION_STATUS,
  CHANGE_CONDITION_TYPE,
  type ChangeConditionStatus,
  type ChangeConditionType,
  TEXT_LIMITS,
} from '@clearline/shared';
import { DayField, EnumField, EnumOf, NumberField, TextField } from '../../core/http/fields';

/** POST /facilities/{id}/detail/change_conditions and PUT …/change_conditions/{conditionId}. */
export class FacilityChangeConditionDto {
  @EnumField(CHANGE_CONDITION_TYPE, { label: 'Change Type', required: true })
  conditionType: ChangeConditionType;

  @TextField({ label: 'Description', required: true, max: TEXT_LIMITS.narrative })
  description: string;

  /** when the change took or takes effect */
  @DayField({ label: 'Effective Date', required: true })
  effectiveDate: string;

  /** when the FSO must have reported it to DCSA; the effective date when left out */
  @DayField({ label: 'Report Due Date' })
  reportDueDate?: string | null;

  /** the day the package was submitted in NISS; required from SUBMITTED on */
  @DayField({ label: 'Date Reported to DCSA' })
  reportedDate?: string | null;

  /** NISS submission or DCSA case number */
  @TextField({ label: 'NISS Reference' })
  nissReference?: string | null;

  /** required for ACKNOWLEDGED */
  @DayField({ label: 'Date Acknowledged' })
  acknowledgedDate?: string | null;

  /** DRAFT for a new package; moves DRAFT → SUBMITTED → ACKNOWLEDGED → CLOSED (SUBMITTED → CLOSED too) */
  @EnumField(CHANGE_CONDITION_STATUS, { label: 'Status', nullable: false })
  status?: ChangeConditionStatus;

  @TextField({ label: 'Notes', max: TEXT_LIMITS.notes })
  notes?: string | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

export class FacilityChangeConditionView {
  id: string;
  version: number;
  facilityId: string;
  @EnumOf(CHANGE_CONDITION_TYPE)
  conditionType: ChangeConditionType;
  description: string;
  effectiveDate: string;
  reportDueDate: string;
  reportedDate: string | null;
  nissReference: string | null;
  acknowledgedDate: string | null;
  @EnumOf(CHANGE_CONDITION_STATUS)
  status: ChangeConditionStatus;
  notes: string | null;
  /** still a draft after its report due date */
  overdue: boolean;
  createdAt: string;
  updatedAt: string;
}
