import { Column, Entity } from 'typeorm';
import { TenantRecord } from '../../core/database/entities';

/**
 * A personal note of a user, kept per page section (e.g. DASHBOARD, FACILITY): only its author sees it. A note with a
 * facility id is a note on the facility's record instead (the facility's Notes tab).
 */
@Entity('note')
export class Note extends TenantRecord {
  @Column({ type: 'text' })
  sectionName: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'uuid' })
  authorId: string;

  /** set: a note on that facility's record, seen by everyone who may see the facility (not a personal note) */
  @Column({ type: 'uuid', nullable: true })
  facilityId: string | null;
}
