import { Column, Entity } from 'typeorm';
import type { AssignmentStatus, BasicClearanceLevel, ContractStatus, ContractType } from '@clearline/shared';
import { TenantRecord } from '../../core/database/entities';

/** A contract of the tenant (spec 03 §3 "Contract"); the fields the spec leaves out follow the DD Form 254. */
@Entity('contract')
export class Contract extends TenantRecord {
  @Column({ type: 'text' })
  contractNumber: string;

  @Column({ type: 'text' })
  contractName: string;

  @Column({ type: 'text', default: 'PRIME' })
  contractType: ContractType;

  @Column({ type: 'text', default: 'ACTIVE' })
  status: ContractStatus;

  /** for a subcontract: the prime contract it flows down from */
  @Column({ type: 'text', nullable: true })
  primeContractNumber: string | null;

  @Column({ type: 'text', nullable: true })
  customerAgency: string | null;

  @Column({ type: 'text', nullable: true })
  contractingOfficerName: string | null;

  @Column({ type: 'text', nullable: true })
  contractingOfficerEmail: string | null;

  @Column({ type: 'text', nullable: true })
  contractingOfficerPhone: string | null;

  /** period of performance, yyyy-mm-dd */
  @Column({ type: 'date', nullable: true })
  popStartDate: string | null;

  @Column({ type: 'date', nullable: true })
  popEndDate: string | null;

  /** the facility performing the work */
  @Column({ type: 'uuid', nullable: true })
  facilityId: string | null;

  /** DD254 block 1a: the facility clearance the work requires */
  @Column({ type: 'text', default: 'SECRET' })
  highestClassification: BasicClearanceLevel;

  /** the clearance a person must hold to be assigned */
  @Column({ type: 'text', default: 'SECRET' })
  requiredClearanceLevel: BasicClearanceLevel;

  /** a person of the tenant (the PM portal shows the contracts whose program manager the caller is) */
  @Column({ type: 'uuid', nullable: true })
  programManagerId: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;
}

/** A person's assignment to a contract (spec 02 §3 "Contract assignment"). */
@Entity('contract_assignment')
export class ContractAssignment extends TenantRecord {
  @Column({ type: 'uuid' })
  contractId: string;

  @Column({ type: 'uuid' })
  personnelId: string;

  @Column({ type: 'text', default: 'PENDING' })
  assignmentStatus: AssignmentStatus;

  @Column({ type: 'date', nullable: true })
  dateAssigned: string | null;

  @Column({ type: 'date', nullable: true })
  dateUnassigned: string | null;

  /** special accesses the assignment needs, colon-separated (spec 02 §3) */
  @Column({ type: 'text', nullable: true })
  specialAccess: string | null;

  @Column({ type: 'text', nullable: true })
  position: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;
}
