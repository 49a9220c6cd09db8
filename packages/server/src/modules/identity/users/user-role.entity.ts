import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../../core/database/entities';

/** A role held by a user (within the user's tenant). */
@Entity('user_role')
export class UserRole extends TenantRecord {
  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid' })
  roleId: string;
}
