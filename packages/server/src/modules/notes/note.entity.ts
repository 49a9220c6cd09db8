import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/** A personal note of a user, kept per page section (e.g. DASHBOARD, FACILITY). Only its author sees it. */
@Entity('note')
export class Note extends TenantRecord {
  @Column({ type: 'text' })
  sectionName: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'uuid' })
  authorId: string;
}
