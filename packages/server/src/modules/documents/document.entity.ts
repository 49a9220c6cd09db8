import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/** An uploaded file attached to a record (entityType + entityId); the bytes are in storage under `storageKey`. */
@Entity('document')
export class DocumentRecord extends TenantRecord {
  @Column({ type: 'text' })
  entityType: string;

  @Column({ type: 'uuid' })
  entityId: string;

  @Column({ type: 'text' })
  fileName: string;

  /** detected from the bytes, not taken from the browser */
  @Column({ type: 'text' })
  contentType: string;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  sizeBytes: number;

  @Column({ type: 'text' })
  sha256: string;

  @Column({ type: 'text' })
  storageKey: string;

  @Column({ type: 'uuid', nullable: true })
  uploadedBy: string | null;
}
