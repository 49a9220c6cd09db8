import { TERMINATION_REASON } from '@clearline/shared';
import { BoolField, DayField, EnumField, TextField, UuidField } from '../../core/http/fields';

/** POST /personnel/terminate-employee: the termination body of spec 02 §3, with its reason and notes. */
export class TerminateEmployeeDto {
  /** the personnel record of the person terminated */
  @UuidField({ label: 'Employee', references: 'personnel', required: true })
  employeeId: string;

  @DayField({ label: 'Termination Date', required: true })
  terminationDate: string;

  /** a high-risk termination e-mails every FSO of the tenant at once (HIGH_RISK reason implies it) */
  @BoolField({ label: 'High Risk', nullable: false })
  isHighRisk?: boolean;

  /** not a field of the spec's termination body: optional */
  @EnumField(TERMINATION_REASON, { label: 'Reason' })
  reason?: keyof typeof TERMINATION_REASON | null;

  @TextField({ label: 'Notes', multiline: true })
  notes?: string | null;
}

/** POST /personnel/accept-terminate-personnel */
export class AcceptTerminationDto {
  @UuidField({ label: 'Termination', references: 'personnel_termination', required: true })
  terminationId: string;
}

/** A termination as the FSO sees it. */
export class TerminationView {
  id: string;
  version: number;
  personnelId: string;
  /** first and last name of the person */
  personnelName: string;
  employeeId: string | null;
  terminationDate: string;
  isHighRisk: boolean;
  /** HIGH_RISK, TERMINATED_NORMAL, RESIGNED or OTHER; null when none was given */
  reason: string | null;
  notes: string | null;
  /** PENDING or ACCEPTED */
  status: string;
  recordedBy: string | null;
  createdAt: string;
  acceptedAt: string | null;
  acceptedBy: string | null;
  /** the termination's off-boarding open actions still OPEN */
  openActions: number;
}
