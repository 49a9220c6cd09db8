import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/** An annual required training document of tenant master data (spec 03 §3). */
@Entity('annual_training_document')
export class AnnualTrainingDocument extends TenantRecord {
  /** whom the training is required of: CLEARED (the default) */
  @Column({ type: 'text', default: 'CLEARED' })
  trainingType: string;

  @Column({ type: 'text' })
  documentName: string;

  /** YYYY-MM-DD; reminders count back from it */
  @Column({ type: 'date', nullable: true })
  nextDeadlineDate: string | null;

  /** days before the deadline, 1 to 10, semicolon-separated ("1;5;10"); null: the tenant setting ANNUAL_TRAINING_REMINDER_DAYS */
  @Column({ type: 'text', nullable: true })
  reminders: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** the uploaded file: a document of kind ANNUAL_TRAINING_DOCUMENT, downloaded through GET /documents/{id} */
  @Column({ type: 'uuid', nullable: true })
  documentId: string | null;

  @Column({ type: 'text', nullable: true })
  fileName: string | null;
}
