import { Column, Entity } from 'typeorm';
import type {
  Dd254Access,
  Dd254Clearance,
  Dd254Distribution,
  Dd254Kind,
  Dd254Performance,
  Dd254Release,
  Dd254Safeguarding,
  Dd254Status,
} from '@clearline/shared';
import { TenantRecord } from '../../core/database/entities';

/** One version of a contract's DD Form 254 (block numbers of the form in the comments). */
@Entity('dd254')
export class Dd254 extends TenantRecord {
  @Column({ type: 'uuid' })
  contractId: string;

  /** block 3: original, revised or final */
  @Column({ type: 'text', default: 'ORIGINAL' })
  kind: Dd254Kind;

  /** block 3b: 0 for the original, 1, 2, … for the revisions (a final keeps the last revision's number) */
  @Column({ type: 'integer', default: 0 })
  revisionNumber: number;

  @Column({ type: 'text', default: 'DRAFT' })
  status: Dd254Status;

  @Column({ type: 'timestamptz', nullable: true })
  issuedAt: Date | null;

  /** reviewed at least every two years and when an option is exercised */
  @Column({ type: 'date', nullable: true })
  nextReviewDate: string | null;

  /** block 1a */
  @Column({ type: 'text', nullable: true })
  facilityClearance: Dd254Clearance | null;

  /** block 1b */
  @Column({ type: 'text', nullable: true })
  safeguardingLevel: Dd254Safeguarding | null;

  /** block 4 */
  @Column({ type: 'boolean', default: false })
  followOn: boolean;

  /** block 5 */
  @Column({ type: 'boolean', default: false })
  finalRetention: boolean;

  /** item 10: the letters answered yes */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  accessRequired: Dd254Access[];

  /** item 11: the letters answered yes */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  performanceRequirements: Dd254Performance[];

  /** block 12 */
  @Column({ type: 'text', default: 'THROUGH' })
  publicRelease: Dd254Release;

  /** block 14 */
  @Column({ type: 'boolean', default: false })
  additionalRequirements: boolean;

  /** block 15 */
  @Column({ type: 'boolean', default: false })
  inspections: boolean;

  /** block 17: the letters answered yes */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  distribution: Dd254Distribution[];

  @Column({ type: 'text', nullable: true })
  primeContractNumber: string | null;

  @Column({ type: 'text', nullable: true })
  subcontractNumber: string | null;

  @Column({ type: 'text', nullable: true })
  solicitationNumber: string | null;

  @Column({ type: 'text', nullable: true })
  precedingContractNumber: string | null;

  @Column({ type: 'text', nullable: true })
  retentionPeriod: string | null;

  @Column({ type: 'text', nullable: true })
  contractorName: string | null;

  @Column({ type: 'text', nullable: true })
  contractorAddress: string | null;

  @Column({ type: 'text', nullable: true })
  contractorCage: string | null;

  @Column({ type: 'text', nullable: true })
  contractorCsoName: string | null;

  @Column({ type: 'text', nullable: true })
  contractorCsoAddress: string | null;

  @Column({ type: 'text', nullable: true })
  subcontractorName: string | null;

  @Column({ type: 'text', nullable: true })
  subcontractorAddress: string | null;

  @Column({ type: 'text', nullable: true })
  subcontractorCage: string | null;

  @Column({ type: 'text', nullable: true })
  subcontractorCsoName: string | null;

  @Column({ type: 'text', nullable: true })
  subcontractorCsoAddress: string | null;

  @Column({ type: 'text', nullable: true })
  performanceLocation: string | null;

  @Column({ type: 'text', nullable: true })
  performanceCage: string | null;

  @Column({ type: 'text', nullable: true })
  performanceCsoName: string | null;

  @Column({ type: 'text', nullable: true })
  performanceCsoAddress: string | null;

  @Column({ type: 'text', nullable: true })
  procurementDescription: string | null;

  @Column({ type: 'text', nullable: true })
  accessOther: string | null;

  @Column({ type: 'text', nullable: true })
  performanceOther: string | null;

  @Column({ type: 'text', nullable: true })
  publicReleaseThrough: string | null;

  @Column({ type: 'text', nullable: true })
  publicReleaseTo: string | null;

  @Column({ type: 'text', nullable: true })
  securityGuidance: string | null;

  @Column({ type: 'text', nullable: true })
  additionalRequirementsText: string | null;

  @Column({ type: 'text', nullable: true })
  inspectionsText: string | null;

  @Column({ type: 'text', nullable: true })
  certifierName: string | null;

  @Column({ type: 'text', nullable: true })
  certifierTitle: string | null;

  @Column({ type: 'text', nullable: true })
  certifierAddress: string | null;

  @Column({ type: 'text', nullable: true })
  certifierPhone: string | null;

  @Column({ type: 'text', nullable: true })
  certifierEmail: string | null;

  @Column({ type: 'text', nullable: true })
  distributionOther: string | null;

  @Column({ type: 'date', nullable: true })
  solicitationDueDate: string | null;

  @Column({ type: 'date', nullable: true })
  originalDate: string | null;

  @Column({ type: 'date', nullable: true })
  revisionDate: string | null;

  @Column({ type: 'date', nullable: true })
  finalDate: string | null;

  @Column({ type: 'date', nullable: true })
  retentionRequestDate: string | null;

  @Column({ type: 'date', nullable: true })
  certifiedDate: string | null;
}
