import type { BasicClearanceLevel, FacilityType, KmpType, VisitSubmissionMethod } from '@clearline/shared';
import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/** A facility (site) of the tenant, identified by its CAGE code. */
@Entity('facility')
export class Facility extends TenantRecord {
  @Column({ type: 'text' })
  facilityName: string;

  /** CAGE code */
  @Column({ type: 'text', nullable: true })
  facilityCode: string | null;

  @Column({ type: 'text', nullable: true })
  street1: string | null;

  @Column({ type: 'text', nullable: true })
  street2: string | null;

  @Column({ type: 'text', nullable: true })
  city: string | null;

  @Column({ type: 'text', nullable: true })
  state: string | null;

  @Column({ type: 'text', nullable: true })
  zipCode: string | null;

  @Column({ type: 'integer', default: 236 })
  countryId: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'boolean', default: false })
  hostFacility: boolean;

  /** 3-3-4 phone number */
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  /** cognizant security office: a CSA office of the system master data */
  @Column({ type: 'uuid', nullable: true })
  csaId: string | null;

  /** facility clearance level (FCL) */
  @Column({ type: 'text', default: 'NONE' })
  clearanceLevel: BasicClearanceLevel;

  @Column({ type: 'date', nullable: true })
  fclDate: string | null;

  /** the highest level the facility may store; never above the FCL */
  @Column({ type: 'text', default: 'NONE' })
  safeguardingLevel: BasicClearanceLevel;

  @Column({ type: 'text', nullable: true })
  facilityType: FacilityType | null;

  /** deactivated: read-only and hidden from lists and pickers until enabled again */
  @Column({ type: 'boolean', default: false })
  deactivated: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  deactivatedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  pictureKey: string | null;

  @Column({ type: 'text', nullable: true })
  pictureName: string | null;

  @Column({ type: 'text', nullable: true })
  pictureContentType: string | null;
}

/** A key management person of a facility (32 CFR 117.7(b)(1)) with the role held there. */
@Entity('facility_kmp')
export class FacilityKmp extends TenantRecord {
  @Column({ type: 'uuid' })
  facilityId: string;

  @Column({ type: 'uuid' })
  personnelId: string;

  @Column({ type: 'text' })
  kmpRole: KmpType;

  /** order on the facility's KMP list */
  @Column({ type: 'integer', default: 0 })
  position: number;
}

/** What the FSO sets for one facility: reminder recipients and lead times, visit and training defaults. */
@Entity('facility_preference')
export class FacilityPreference extends TenantRecord {
  @Column({ type: 'uuid' })
  facilityId: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  reminderRecipients: string[];

  @Column({ type: 'integer', default: 90 })
  clearanceReminderDays: number;

  @Column({ type: 'integer', default: 30 })
  badgeReminderDays: number;

  @Column({ type: 'integer', default: 30 })
  trainingReminderDays: number;

  @Column({ type: 'boolean', default: true })
  selfReportedVisitApproval: boolean;

  @Column({ type: 'text', default: 'DISS' })
  defaultVisitRequestMethod: VisitSubmissionMethod;

  @Column({ type: 'integer', nullable: true })
  annualTrainingDueMonth: number | null;

  @Column({ type: 'integer', nullable: true })
  annualTrainingDueDay: number | null;

  @Column({ type: 'boolean', default: true })
  notifyNewHire: boolean;
}
