import { Column, Entity } from 'typeorm';
import type { ChangeConditionStatus, ChangeConditionType } from '@clearline/shared';
import { TenantRecord } from '../../core/database/entities';

/** A changed-condition package the facility reports to DCSA (32 CFR 117.8(c)). */
@Entity('facility_change_condition')
export class FacilityChangeCondition extends TenantRecord {
  @Column({ type: 'uuid' })
  facilityId: string;

  @Column({ type: 'text' })
  conditionType: ChangeConditionType;

  @Column({ type: 'text' })
  description: string;

  /** when the change took (or takes) effect */
  @Column({ type: 'date' })
  effectiveDate: string;

  /** when the FSO must have reported it */
  @Column({ type: 'date' })
  reportDueDate: string;

  /** the day the package was submitted in NISS */
  @Column({ type: 'date', nullable: true })
  reportedDate: string | null;

  /** NISS submission or DCSA case number */
  @Column({ type: 'text', nullable: true })
  nissReference: string | null;

  @Column({ type: 'date', nullable: true })
  acknowledgedDate: string | null;

  @Column({ type: 'text', default: 'DRAFT' })
  status: ChangeConditionStatus;

  @Column({ type: 'text', nullable: true })
  notes: string | null;
}
