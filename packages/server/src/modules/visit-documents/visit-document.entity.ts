import type { VisitDocumentStatus, VisitKind } from '@clearline/shared';
import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/**
 * A document of a visit of any kind (incoming, outgoing, FOCI). The file, when there is one, is a row of table
 * document (entity type INCOMING_VISIT, OUTGOING_VISIT or FOCI_VISIT); a record without a file is a required
 * document still missing.
 */
@Entity('visit_document')
export class VisitDocument extends TenantRecord {
  @Column({ type: 'text' })
  visitKind: VisitKind;

  @Column({ type: 'uuid' })
  visitId: string;

  /** the stored file (GET /documents/{documentId}); null while the document is missing */
  @Column({ type: 'uuid', nullable: true })
  documentId: string | null;

  @Column({ type: 'text' })
  documentType: string;

  @Column({ type: 'text' })
  documentStatus: VisitDocumentStatus;

  /** the document of the same visit this one answers (e.g. the upload of a required document listed earlier) */
  @Column({ type: 'uuid', nullable: true })
  documentTitleId: string | null;

  @Column({ type: 'text', nullable: true })
  documentTitle: string | null;

  @Column({ type: 'boolean' })
  required: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  uploadedDate: Date | null;

  /** when the stored file was found unreadable or lost (the FSO records it so the file is sent again) */
  @Column({ type: 'timestamptz', nullable: true })
  brokenUploadDate: Date | null;

  /** the user who uploaded the file */
  @Column({ type: 'uuid', nullable: true })
  uploadedBy: string | null;
}
