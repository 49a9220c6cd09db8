import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../../core/database/entities';

/** A recipient fixed on an encrypted message when it was sent (migration 1763980000001-Incidents). */
@Entity('encrypted_message_recipient')
export class EncryptedMessageRecipient extends TenantRecord {
  /** the message (an incident of type ENCRYPTED_MESSAGE) */
  @Column({ type: 'uuid' })
  incidentId: string;

  @Column({ type: 'uuid' })
  userId: string;

  /** when the recipient first opened the message */
  @Column({ type: 'timestamptz', nullable: true })
  firstReadAt: Date | null;
}
