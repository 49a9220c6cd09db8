import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/**
 * A document of a facility: the uploaded file (table document, entity type FACILITY) and what the FSO records
 * about it for a DCSA review. The document type is a required-document type of the FACILITY scope, so the
 * FACILITY required-document defaults can be checked against it.
 */
@Entity('facility_document')
export class FacilityDocument extends TenantRecord {
  @Column({ type: 'uuid' })
  facilityId: string;

  /** the stored file (GET /documents/{documentId}) */
  @Column({ type: 'uuid' })
  documentId: string;

  @Column({ type: 'text' })
  documentType: string;

  @Column({ type: 'text' })
  title: string;

  /** YYYY-MM-DD; null: does not expire */
  @Column({ type: 'date', nullable: true })
  expiryDate: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;
}
