import { Column, Entity } from 'typeorm';
import type { TerminationReason, TerminationStatus } from '@clearline/shared';
import { TenantRecord } from '../../core/database/entities';
import { DayCol, TextCol } from './columns';

/** The termination of a person's employment: PENDING until the FSO accepts it (then ACCEPTED). */
@Entity('personnel_termination')
export class PersonnelTermination extends TenantRecord {
  @Column({ type: 'uuid' })
  personnelId: string;

  @DayCol()
  terminationDate: string;

  @Column({ type: 'boolean', default: false })
  isHighRisk: boolean;

  /** null when the termination was recorded without one */
  @TextCol()
  reason: TerminationReason | null;

  @TextCol()
  notes: string | null;

  @Column({ type: 'text', default: 'PENDING' })
  status: TerminationStatus;

  /** username of who recorded it */
  @TextCol()
  recordedBy: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @TextCol()
  acceptedBy: string | null;
}
