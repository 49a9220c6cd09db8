import { Column, Entity } from 'typeorm';
import type { BasicClearanceLevel, ContractDocumentType, SubcontractorStatus } from '@clearline/shared';
import { TenantRecord } from '../../core/database/entities';

/** A cleared company the contract's work flows down to (the subcontract and its DD254). */
@Entity('contract_subcontractor')
export class ContractSubcontractor extends TenantRecord {
  @Column({ type: 'uuid' })
  contractId: string;

  @Column({ type: 'text' })
  subcontractorName: string;

  /** CAGE code of the subcontractor's cleared facility */
  @Column({ type: 'text', nullable: true })
  cageCode: string | null;

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

  /** cognizant security office (CSA master data) */
  @Column({ type: 'uuid', nullable: true })
  cognizantSecurityOfficeId: string | null;

  @Column({ type: 'text', default: 'SECRET' })
  facilityClearanceLevel: BasicClearanceLevel;

  @Column({ type: 'text', default: 'NONE' })
  safeguardingLevel: BasicClearanceLevel;

  @Column({ type: 'text', nullable: true })
  pocName: string | null;

  @Column({ type: 'text', nullable: true })
  pocEmail: string | null;

  @Column({ type: 'text', nullable: true })
  pocPhone: string | null;

  @Column({ type: 'text', nullable: true })
  subcontractNumber: string | null;

  @Column({ type: 'date', nullable: true })
  popStartDate: string | null;

  @Column({ type: 'date', nullable: true })
  popEndDate: string | null;

  @Column({ type: 'boolean', default: false })
  dd254Issued: boolean;

  @Column({ type: 'date', nullable: true })
  dd254IssuedDate: string | null;

  @Column({ type: 'text', default: 'ACTIVE' })
  status: SubcontractorStatus;
}

/** A file of the generic document table filed on a contract, with what the contract needs to know of it. */
@Entity('contract_document')
export class ContractDocument extends TenantRecord {
  @Column({ type: 'uuid' })
  contractId: string;

  @Column({ type: 'uuid' })
  documentId: string;

  @Column({ type: 'text', default: 'OTHER' })
  documentType: ContractDocumentType;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'date', nullable: true })
  documentDate: string | null;
}
