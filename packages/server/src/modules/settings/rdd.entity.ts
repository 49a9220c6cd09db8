import type { RddKind } from '@clearline/shared';
import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/**
 * A required-document default: the documents a new personnel record (by access or employment type),
 * facility (by company type) or CMMC record (by level, option_type CMMC_LEVEL) must have.
 */
@Entity('required_document_default')
export class RequiredDocumentDefault extends TenantRecord {
  @Column({ type: 'text' })
  kind: RddKind;

  @Column({ type: 'text' })
  optionType: string;

  @Column({ type: 'text' })
  option: string;

  @Column({ type: 'text', array: true })
  requiredDocuments: string[];

  /** day precision, YYYY-MM-DD */
  @Column({ type: 'date' })
  updatedDate: string;
}
