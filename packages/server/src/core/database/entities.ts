import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import { CURRENT_TENANT } from './rls';

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
 * (TENANT_ID_COLUMN in rls.ts), and row-level security refuses any other value. The default is declared
 * here too, so TypeORM reads the column back after an insert (RETURNING) and a record just created
 * knows its tenant (e.g. to decrypt its SSN for the answer) like one that was loaded.
 */
export abstract class TenantRecord extends BaseRecord {
  @Column({ type: 'uuid', update: false, insert: false, select: true, default: () => CURRENT_TENANT })
  tenantId: string;
}
