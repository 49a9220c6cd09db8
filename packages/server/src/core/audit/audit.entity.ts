import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One audit row. Append-only: the database refuses UPDATE and DELETE on this table. */
@Entity('audit_log')
export class AuditLog {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  eventTime: Date;

  @Column({ type: 'text' })
  eventType: string;

  @Column({ type: 'uuid', nullable: true })
  tenantId: string | null;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'text', nullable: true })
  username: string | null;

  @Column({ type: 'text', nullable: true })
  impersonator: string | null;

  @Column({ type: 'text', nullable: true })
  objectTable: string | null;

  @Column({ type: 'text', nullable: true })
  objectId: string | null;

  @Column({ type: 'text', nullable: true })
  action: string | null;

  @Column({ type: 'jsonb', nullable: true })
  changes: Record<string, { before: unknown; after: unknown }> | null;

  @Column({ type: 'text', nullable: true })
  ip: string | null;

  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'text', nullable: true })
  requestId: string | null;

  @Column({ type: 'jsonb', nullable: true })
  details: Record<string, unknown> | null;
}
