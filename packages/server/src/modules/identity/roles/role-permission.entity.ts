import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { BaseRecord } from '../../../core/database/entities';
import { Role } from './role.entity';

/** The flags one role holds on one module. The database enforces the VIEW rule. */
@Entity('role_permission')
export class RolePermission extends BaseRecord {
  @Column({ type: 'uuid' })
  roleId: string;

  @ManyToOne(() => Role, (r) => r.permissions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'role_id' })
  role?: Role;

  @Column({ type: 'text' })
  module: string;

  @Column({ type: 'boolean', default: false })
  canView: boolean;

  @Column({ type: 'boolean', default: false })
  ui: boolean;

  @Column({ type: 'boolean', default: false })
  canCreate: boolean;

  @Column({ type: 'boolean', default: false })
  canUpdate: boolean;

  @Column({ type: 'boolean', default: false })
  canDelete: boolean;
}
