import { Column, Entity } from 'typeorm';
import type { IncidentStatus, IncidentType } from '@clearline/shared';
import { TenantRecord } from '../../core/database/entities';
import { Sensitive } from '../../core/audit/sensitive';

/** One incident or reportable event of any type (migration 1763980000001-Incidents). */
@Entity('incident')
export class Incident extends TenantRecord {
  @Column({ type: 'text' })
  incidentType: IncidentType;

  @Column({ type: 'text', default: 'DRAFT' })
  status: IncidentStatus;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  statusDate: Date;

  /** the person the report concerns */
  @Column({ type: 'uuid', nullable: true })
  personnelId: string | null;

  @Column({ type: 'uuid', nullable: true })
  facilityId: string | null;

  /** when it happened (for travel: the departure) */
  @Column({ type: 'date', nullable: true })
  incidentDate: string | null;

  @Column({ type: 'date', default: () => 'current_date' })
  reportedDate: string;

  @Column({ type: 'text', nullable: true })
  title: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** insider-threat or personal-report category */
  @Column({ type: 'text', nullable: true })
  category: string | null;

  @Column({ type: 'boolean', default: false })
  selfReported: boolean;

  @Column({ type: 'uuid', nullable: true })
  reportedByUserId: string | null;

  /** the fields of the incident's type, as its DTO validated them */
  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  details: Record<string, unknown>;

  /** questionnaire answers by question id */
  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  answers: Record<string, unknown>;

  @Column({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  governmentReportedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  governmentReference: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  initialReportDueAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  initialReportAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finalReportDueAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finalReportAt: Date | null;

  /** a debrief: the foreign travel it closes */
  @Column({ type: 'uuid', nullable: true })
  travelIncidentId: string | null;

  @Column({ type: 'date', nullable: true })
  departureDate: string | null;

  @Column({ type: 'date', nullable: true })
  returnDate: string | null;

  @Column({ type: 'date', nullable: true })
  debriefDueDate: string | null;

  /** an encrypted message: AES-256-GCM ciphertext of its body */
  @Sensitive()
  @Column({ type: 'text', nullable: true })
  messageCiphertext: string | null;
}
