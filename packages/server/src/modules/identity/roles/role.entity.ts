import { Column, Entity, OneToMany } from 'typeorm';
import { BaseRecord } from '../../../core/database/entities';
import { RolePermission } from './role-permission.entity';

/** A role: a named set of module permissions. tenantId null = a system role shared by every tenant. */
@Entity('role')
export class Role extends BaseRecord {
  @Column({ type: 'uuid', nullable: true, insert: false, update: false })
  tenantId: string | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  prettyName: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @OneToMany(() => RolePermission, (p) => p.role)
  permissions?: RolePermission[];
}
