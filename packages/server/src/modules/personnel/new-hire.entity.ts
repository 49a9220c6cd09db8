import { Column, Entity } from 'typeorm';
import type { EmploymentType, MaritalStatus, PendingHireStatus } from '@clearline/shared';
import { Sensitive } from '../../core/audit/sensitive';
import { TenantRecord } from '../../core/database/entities';
import { DayCol, FlagCol, TextCol, toDay, UuidCol } from './columns';
import type { NewHireDetails } from './new-hire.dto';

/**
 * A reported new hire waiting for the facility's FSO (spec 02 §3 "New hire"): not a person of the
 * personnel list until accepted. The SSN is protected like a person's; no SSN (the 000000000
 * placeholder) leaves both columns empty.
 */
@Entity('pending_hire')
export class PendingHire extends TenantRecord {
  @Column({ type: 'uuid' })
  facilityId: string;

  @FlagCol()
  cleared: boolean;

  @Column({ type: 'text' })
  firstName: string;

  @TextCol()
  middleName: string | null;

  @Column({ type: 'text' })
  lastName: string;

  /** AES-256-GCM ciphertext of the nine digits (see ssn-crypto.ts) */
  @Sensitive()
  @TextCol()
  ssnEncrypted: string | null;

  /** HMAC-SHA256 blind index of the nine digits */
  @Sensitive()
  @TextCol()
  ssnHmac: string | null;

  @Column({ type: 'date', transformer: { to: (v: unknown) => v, from: (v: unknown) => toDay(v) as string } })
  birthDate: string;

  @TextCol()
  passportNumber: string | null;

  @Column({ type: 'text' })
  maritalStatus: MaritalStatus;

  @Column({ type: 'text' })
  workEmail: string;

  @TextCol()
  jobTitle: string | null;

  @Column({ type: 'text' })
  employmentType: EmploymentType;

  @DayCol()
  hireDate: string | null;

  @DayCol()
  startDate: string | null;

  /** citizenship, place of birth, contact information, employment and clearance as submitted */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: NewHireDetails;

  @Column({ type: 'text', default: 'PENDING' })
  status: PendingHireStatus;

  /** username of the reporter */
  @TextCol()
  reportedBy: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @TextCol()
  decidedBy: string | null;

  /** the FSO's reason for a rejection */
  @TextCol()
  decisionReason: string | null;

  /** the person created on acceptance */
  @UuidCol()
  personnelId: string | null;
}
