import { Column, Entity } from 'typeorm';
import type { CorrectiveActionStatus, FindingCategory, FindingSeverity, InspectionRating, InspectionType } from '@clearline/shared';
import { TenantRecord } from '../../core/database/entities';

/** A DCSA security review of the facility. */
@Entity('facility_inspection')
export class FacilityInspection extends TenantRecord {
  @Column({ type: 'uuid' })
  facilityId: string;

  @Column({ type: 'text' })
  inspectionType: InspectionType;

  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'date', nullable: true })
  endDate: string | null;

  /** the industrial security representatives who conducted the review */
  @Column({ type: 'text', nullable: true })
  inspectors: string | null;

  /** null until DCSA has rated the review */
  @Column({ type: 'text', nullable: true })
  rating: InspectionRating | null;

  @Column({ type: 'text', nullable: true })
  summary: string | null;
}

/** A vulnerability, administrative finding or observation of a review. */
@Entity('facility_inspection_finding')
export class FacilityInspectionFinding extends TenantRecord {
  @Column({ type: 'uuid' })
  inspectionId: string;

  @Column({ type: 'text' })
  category: FindingCategory;

  @Column({ type: 'text', default: 'LOW' })
  severity: FindingSeverity;

  @Column({ type: 'text' })
  description: string;

  /** e.g. 32 CFR 117.7(d) */
  @Column({ type: 'text', nullable: true })
  nispomReference: string | null;

  /** the finding's place in the review (the order the findings were given in) */
  @Column({ type: 'integer', default: 0 })
  position: number;
}

/** What the facility does to correct a finding, by when, and whether it is done. */
@Entity('facility_corrective_action')
export class FacilityCorrectiveAction extends TenantRecord {
  @Column({ type: 'uuid' })
  findingId: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', nullable: true })
  responsiblePerson: string | null;

  @Column({ type: 'date' })
  dueDate: string;

  @Column({ type: 'date', nullable: true })
  completedDate: string | null;

  @Column({ type: 'text', default: 'OPEN' })
  status: CorrectiveActionStatus;

  /** the action's place in the finding (the order the actions were given in) */
  @Column({ type: 'integer', default: 0 })
  position: number;
}
