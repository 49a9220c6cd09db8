import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

/** Columns every record has. */
export abstract class BaseRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** optimistic locking: a stale update is refused instead of silently lost */
  @VersionColumn({ default: 1 })
  version: number;
}

/**
 * A record owned by one tenant. `tenant_id` defaults to the tenant of the current transaction
 * (see the migration helper `tenantColumn`), and row-level security refuses any other value.
 */
export abstract class TenantRecord extends BaseRecord {
  @Column({ type: 'uuid', update: false, insert: false, select: true })
  tenantId: string;
}
