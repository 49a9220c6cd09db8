import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/** A download link of tenant master data (spec 03 §3): a stored document (or an address) offered in a section. */
@Entity('download_link')
export class DownloadLink extends TenantRecord {
  /** COMPANY, GOV, NEWSLETTER, BLANK_FORM, EDU_TRNG or SOP */
  @Column({ type: 'text', default: 'GOV' })
  sectionName: string;

  /** Display Name */
  @Column({ type: 'text' })
  prettyName: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** role names allowed to see the link; empty means every role */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  allowedRoles: string[];

  /** facility ids whose people may see the link; empty means every facility */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  allowedFacilities: string[];

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** YYYY-MM-DD, the last day the link is offered; null means no end */
  @Column({ type: 'date', nullable: true })
  validUntilDate: string | null;

  /** the stored document (entity type DOWNLOAD_LINK) downloaded through GET /documents/{id} */
  @Column({ type: 'uuid', nullable: true })
  documentId: string | null;

  @Column({ type: 'text', nullable: true })
  fileName: string | null;

  /** an address offered instead of a file */
  @Column({ type: 'text', nullable: true })
  url: string | null;
}
